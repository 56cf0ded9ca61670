/// A match's `:name` parameters: the route's names, shared by all its
/// matches, beside the values one link gave them, which the link stores.
///
/// A pattern has a handful of parameters at most, so reading one by name
/// scans them; nothing is hashed or allocated for the names.
struct RouteParameters: Hashable, Sendable {
  let names: ArraySlice<String>
  /// The link whose strings hold the values: the value of the name at
  /// offset `i` of ``names`` is string `i`.
  private let shared: Shared<LinkStorage>

  init(names: ArraySlice<String>, strings: LinkStorage) {
    self.names = names
    shared = Shared(strings)
  }

  var isEmpty: Bool { names.isEmpty }

  /// The values, in the order of ``names``.
  var values: [String] { shared.storage.strings(0..<names.count) }

  /// The value of `name`, if the pattern captures it.
  subscript(_ name: String) -> String? {
    names.firstIndex(of: name).map { shared.storage.string($0 - names.startIndex) }
  }

  /// The first `count` names and their values, sharing this one's storage.
  func prefix(_ count: Int) -> RouteParameters {
    RouteParameters(names: names.prefix(count), strings: shared.storage)
  }

  /// Whether the first names are `names`, in order.
  func startsWith(names prefix: [String]) -> Bool {
    names.starts(with: prefix)
  }

  /// Names to values.
  var dictionary: [String: String] {
    guard !names.isEmpty else { return [:] }
    return Dictionary(zip(names, values), uniquingKeysWith: { first, _ in first })
  }

  static func == (lhs: RouteParameters, rhs: RouteParameters) -> Bool {
    (lhs.names.elementsEqual(rhs.names)
      && (0..<lhs.names.count).allSatisfy {
        lhs.shared.storage.string($0) == rhs.shared.storage.string($0)
      })
      || lhs.dictionary == rhs.dictionary
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(dictionary)
  }
}
