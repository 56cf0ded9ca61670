/// A match's `:name` parameters: the route's names, shared by all its
/// matches, beside the values one link gave them, in pattern order.
///
/// A pattern has a handful of parameters at most, so reading one by name
/// scans them; nothing is hashed or allocated for the names.
struct RouteParameters: Sendable, Hashable {
  let names: ArraySlice<String>
  let values: ArraySlice<String>

  init(names: ArraySlice<String> = [], values: ArraySlice<String> = []) {
    self.names = names
    self.values = values
  }

  init(_ dictionary: [String: String]) {
    let sorted = dictionary.sorted { $0.key < $1.key }
    self.init(names: ArraySlice(sorted.map(\.key)), values: ArraySlice(sorted.map(\.value)))
  }

  var isEmpty: Bool { names.isEmpty }

  /// The value of `name`, if the pattern captures it.
  subscript(_ name: String) -> String? {
    names.firstIndex(of: name).map { values[values.startIndex + ($0 - names.startIndex)] }
  }

  /// The first `count` names and their values, sharing this one's storage.
  func prefix(_ count: Int) -> RouteParameters {
    RouteParameters(names: names.prefix(count), values: values.prefix(count))
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
    (lhs.names.elementsEqual(rhs.names) && lhs.values.elementsEqual(rhs.values))
      || lhs.dictionary == rhs.dictionary
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(dictionary)
  }
}
