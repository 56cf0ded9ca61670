/// A match's `:name` parameters: the route's names, shared by all its
/// matches, beside the values one link gave them, in pattern order.
///
/// A pattern has a handful of parameters at most, so reading one by name
/// scans them; nothing is hashed or allocated for the names.
struct RouteParameters: Sendable, Hashable {
  let names: ArraySlice<String>
  let values: [String]

  init(names: ArraySlice<String> = [], values: [String] = []) {
    self.names = names
    self.values = values
  }

  init(_ dictionary: [String: String]) {
    let sorted = dictionary.sorted { $0.key < $1.key }
    self.init(names: ArraySlice(sorted.map(\.key)), values: sorted.map(\.value))
  }

  var isEmpty: Bool { names.isEmpty }

  /// The value of `name`, if the pattern captures it.
  subscript(_ name: String) -> String? {
    names.firstIndex(of: name).map { values[$0 - names.startIndex] }
  }

  /// Names to values.
  var dictionary: [String: String] {
    guard !names.isEmpty else { return [:] }
    return Dictionary(zip(names, values), uniquingKeysWith: { first, _ in first })
  }

  static func == (lhs: RouteParameters, rhs: RouteParameters) -> Bool {
    (lhs.names.elementsEqual(rhs.names) && lhs.values == rhs.values)
      || lhs.dictionary == rhs.dictionary
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(dictionary)
  }
}
