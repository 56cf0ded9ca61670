/// A match's `:name` parameters: the route's names, shared by all its
/// matches, beside the values one link gave them, which the link's
/// request holds (see ``LinkFields``).
///
/// A pattern has a handful of parameters at most, so reading one by name
/// scans them; nothing is hashed or allocated for the names.
struct RouteParameters: Hashable, Sendable {
  let names: ArraySlice<String>
  /// The storage of the link whose captures hold the values: the value of
  /// the name at offset `i` of ``names`` is its name `i`'s.
  private let shared: Shared<RequestStorage>

  init(names: ArraySlice<String>, link: RequestStorage) {
    self.names = names
    shared = Shared(link)
  }

  /// The value of the name at offset `offset` of ``names``.
  private func value(_ offset: Int) -> String {
    shared.storage.text(ofPiece: shared.storage.namePiece(offset))
  }

  var isEmpty: Bool { names.isEmpty }

  /// The values, in the order of ``names``.
  var values: [String] { (0..<names.count).map(value) }

  /// The value of `name`, if the pattern captures it.
  subscript(_ name: String) -> String? {
    names.firstIndex(of: name).map { value($0 - names.startIndex) }
  }

  /// The first `count` names and their values, sharing this one's storage.
  func prefix(_ count: Int) -> RouteParameters {
    RouteParameters(names: names.prefix(count), link: shared.storage)
  }

  /// Whether the first names are `names`, in order.
  func startsWith(names prefix: [String]) -> Bool {
    // A loop rather than `starts(with:)`, whose generic version was not
    // inlined where a chain's screens read their parameters.
    guard prefix.count <= names.count else { return false }
    var index = names.startIndex
    for name in prefix {
      guard names[index] == name else { return false }
      index += 1
    }
    return true
  }

  /// Names to values.
  var dictionary: [String: String] {
    guard !names.isEmpty else { return [:] }
    return Dictionary(zip(names, values), uniquingKeysWith: { first, _ in first })
  }

  static func == (lhs: RouteParameters, rhs: RouteParameters) -> Bool {
    (lhs.names.elementsEqual(rhs.names)
      && (0..<lhs.names.count).allSatisfy { lhs.value($0) == rhs.value($0) })
      || lhs.dictionary == rhs.dictionary
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(dictionary)
  }
}
