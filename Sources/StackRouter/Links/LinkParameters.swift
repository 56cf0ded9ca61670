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
  /// Values by name; a single value is stored as itself, not as an array,
  /// because nearly every parameter has one.
  private var storage: [String: Values]

  private enum Values: Hashable, Sendable {
    case one(String)
    /// Two values or more.
    case many([String])

    init?(_ values: [String]) {
      switch values.count {
      case 0: return nil
      case 1: self = .one(values[0])
      default: self = .many(values)
      }
    }

    var first: String {
      switch self {
      case .one(let value): value
      case .many(let values): values[0]
      }
    }

    var all: [String] {
      switch self {
      case .one(let value): [value]
      case .many(let values): values
      }
    }
  }

  /// Creates parameters with one value per name.
  public init(_ values: [String: String] = [:]) {
    // Mapping even an empty dictionary allocates new storage.
    storage = values.isEmpty ? [:] : values.mapValues(Values.one)
  }

  /// Creates parameters with any number of values per name.
  public init(multiValues: [String: [String]]) {
    storage = multiValues.compactMapValues(Values.init)
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
    storage[name]?.all ?? []
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
    storage.mapValues(\.first)
  }

  /// Every value of every name.
  public var allValues: [String: [String]] { storage.mapValues(\.all) }

  /// Parameters with room for `capacity` names, so that filling them does
  /// not grow the storage step by step.
  init(minimumCapacity capacity: Int) {
    storage = Dictionary(minimumCapacity: capacity)
  }

  /// Sets the values for `name`, replacing any.
  mutating func set(_ name: String, to values: [String]) {
    storage[name] = Values(values)
  }

  /// Sets the one value for `name`, replacing any.
  mutating func set(_ name: String, to value: String) {
    storage[name] = .one(value)
  }

  /// Whether `name` has the same values here and in `other` (or is in neither).
  func hasSameValues(for name: String, as other: LinkParameters) -> Bool {
    storage[name] == other.storage[name]
  }

  /// Keeps only the names `isIncluded` accepts.
  func filter(_ isIncluded: (String) -> Bool) -> LinkParameters {
    var kept = self
    kept.storage = storage.filter { isIncluded($0.key) }
    return kept
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
