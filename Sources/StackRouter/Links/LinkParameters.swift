/// The parameters a screen receives from a link: names to decoded values,
/// with typed access.
///
/// A name can carry several values when a query repeats it
/// (`?tag=a&tag=b`); ``subscript(_:)`` returns the first, ``values(_:)``
/// all of them in order.
///
/// ```swift
/// let id = try link.parameters.require("itemID", as: Int.self)
/// let sort = link.parameters.value("sort", as: SortOrder.self) ?? .newest
/// ```
public struct LinkParameters: Hashable, Sendable, CustomStringConvertible,
  ExpressibleByDictionaryLiteral
{
  private var storage: [String: [String]]

  /// Creates parameters with one value per name.
  public init(_ values: [String: String] = [:]) {
    storage = values.mapValues { [$0] }
  }

  /// Creates parameters with any number of values per name.
  public init(multiValues: [String: [String]]) {
    storage = multiValues.filter { !$0.value.isEmpty }
  }

  /// Creates parameters from a literal such as `["itemID": "42"]`.
  public init(dictionaryLiteral elements: (String, String)...) {
    self.init(Dictionary(elements, uniquingKeysWith: { first, _ in first }))
  }

  /// The first value for `name`, or `nil` when the link has none.
  public subscript(_ name: String) -> String? {
    storage[name]?.first
  }

  /// Every value for `name`, in the order the link gave them.
  public func values(_ name: String) -> [String] {
    storage[name] ?? []
  }

  /// Whether the link carries `name`.
  public func contains(_ name: String) -> Bool {
    storage[name] != nil
  }

  /// The parameter names, sorted.
  public var names: [String] {
    storage.keys.sorted()
  }

  /// Whether there are no parameters.
  public var isEmpty: Bool { storage.isEmpty }

  /// The first value of every name.
  public var firstValues: [String: String] {
    storage.compactMapValues(\.first)
  }

  /// Every value of every name.
  public var allValues: [String: [String]] { storage }

  /// Sets the values for `name`, replacing any.
  /// Parameters with room for `capacity` names, so that filling them does
  /// not grow the storage step by step.
  init(minimumCapacity capacity: Int) {
    storage = Dictionary(minimumCapacity: capacity)
  }

  mutating func set(_ name: String, to values: [String]) {
    storage[name] = values.isEmpty ? nil : values
  }

  /// Keeps only the names `isIncluded` accepts.
  func filter(_ isIncluded: (String) -> Bool) -> LinkParameters {
    LinkParameters(multiValues: storage.filter { isIncluded($0.key) })
  }

  /// `name=value` pairs sorted by name, repeated values in order, joined by `, `.
  public var description: String {
    names.flatMap { name in values(name).map { "\(name)=\($0)" } }.joined(separator: ", ")
  }
}

extension LinkParameters {
  /// The first value for `name` converted to `type`, or `nil` when the link
  /// has no such parameter or its text does not convert.
  public func value<Value: LinkParameterValue>(_ name: String, as type: Value.Type = Value.self)
    -> Value?
  {
    self[name].flatMap(Value.init(linkParameter:))
  }

  /// The first value for `name` converted to `type`.
  ///
  /// - Throws: ``ParameterError`` when the parameter is missing or does not
  ///   convert; the error names the parameter, its text and the type.
  public func require<Value: LinkParameterValue>(_ name: String, as type: Value.Type = Value.self)
    throws(ParameterError) -> Value
  {
    guard let text = self[name] else { throw ParameterError(name: name, reason: .missing) }
    guard let value = Value(linkParameter: text) else {
      throw ParameterError(
        name: name, reason: .invalid(value: text, expected: String(describing: Value.self)))
    }
    return value
  }

  /// Every value for `name` converted to `type`, or `nil` when one does not convert.
  public func values<Value: LinkParameterValue>(_ name: String, as type: Value.Type = Value.self)
    -> [Value]?
  {
    var converted: [Value] = []
    for text in values(name) {
      guard let value = Value(linkParameter: text) else { return nil }
      converted.append(value)
    }
    return converted
  }
}
