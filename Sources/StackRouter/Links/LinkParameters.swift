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
  private var storage: Storage

  private enum Storage: Sendable {
    /// Values by name.
    case table([String: Values])
    /// The first route parameters of a link, when they are all a screen
    /// receives (no query, no defaults): names and values shared with the
    /// link, so that planning a long chain copies nothing per screen.
    case captured(RouteParameters)
  }

  /// A name's values; a single value is stored as itself, not as an array,
  /// because nearly every parameter has one.
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
    storage = .table(values.isEmpty ? [:] : values.mapValues(Values.one))
  }

  /// Creates parameters with any number of values per name.
  public init(multiValues: [String: [String]]) {
    storage = .table(multiValues.compactMapValues(Values.init))
  }

  /// Creates parameters from a literal such as `["itemID": "42"]`.
  public init(dictionaryLiteral elements: (String, String)...) {
    self.init(Dictionary(elements, uniquingKeysWith: { first, _ in first }))
  }

  /// No parameters, made without the dictionary checks of ``init(_:)``: a
  /// request read from a link carries none beside it.
  static var empty: LinkParameters { LinkParameters(storage: .table([:])) }

  private init(storage: Storage) {
    self.storage = storage
  }

  /// Parameters that are exactly a link's route parameters, shared.
  init(captured: RouteParameters) {
    storage = .captured(captured)
  }

  /// Parameters with room for `capacity` names, so that filling them does
  /// not grow the storage step by step.
  init(minimumCapacity capacity: Int) {
    storage = .table(Dictionary(minimumCapacity: capacity))
  }

  /// The values of `name`, as they are stored.
  private func stored(_ name: String) -> Values? {
    switch storage {
    case .table(let table): table[name]
    case .captured(let captured): captured[name].map(Values.one)
    }
  }

  /// Every name's values, as a table.
  private var table: [String: Values] {
    switch storage {
    case .table(let table): table
    case .captured(let captured): captured.dictionary.mapValues(Values.one)
    }
  }

  /// The first value for `name`, or `nil` when the link has none.
  public subscript(_ name: String) -> String? {
    stored(name)?.first
  }

  /// Every value for `name`, in the order the link gave them.
  public func values(_ name: String) -> [String] {
    stored(name)?.all ?? []
  }

  /// Whether the link carries `name`.
  public func contains(_ name: String) -> Bool {
    stored(name) != nil
  }

  /// The parameter names, sorted.
  public var names: [String] {
    switch storage {
    case .table(let table): table.keys.sorted()
    case .captured(let captured): captured.names.sorted()
    }
  }

  /// Whether there are no parameters.
  public var isEmpty: Bool {
    switch storage {
    case .table(let table): table.isEmpty
    case .captured(let captured): captured.isEmpty
    }
  }

  /// The first value of every name.
  public var firstValues: [String: String] {
    switch storage {
    case .table(let table): table.mapValues(\.first)
    case .captured(let captured): captured.dictionary
    }
  }

  /// Every value of every name.
  public var allValues: [String: [String]] { table.mapValues(\.all) }

  /// Sets the values for `name`, replacing any.
  mutating func set(_ name: String, to values: [String]) {
    update(name, to: Values(values))
  }

  /// Sets the one value for `name`, replacing any.
  mutating func set(_ name: String, to value: String) {
    update(name, to: .one(value))
  }

  private mutating func update(_ name: String, to values: Values?) {
    var table = self.table
    storage = .table([:])  // so that `table` is the only reference, changed in place
    table[name] = values
    storage = .table(table)
  }

  /// Whether `name` has the same values here and in `other` (or is in neither).
  func hasSameValues(for name: String, as other: LinkParameters) -> Bool {
    stored(name) == other.stored(name)
  }

  /// Keeps only the names `isIncluded` accepts.
  func filter(_ isIncluded: (String) -> Bool) -> LinkParameters {
    var kept = self
    kept.storage = .table(table.filter { isIncluded($0.key) })
    return kept
  }

  /// Whether both hold the same names with the same values, however each
  /// is stored.
  public static func == (lhs: LinkParameters, rhs: LinkParameters) -> Bool {
    switch (lhs.storage, rhs.storage) {
    case (.table(let left), .table(let right)): left == right
    case (.captured(let left), .captured(let right)): left == right
    default: lhs.table == rhs.table
    }
  }

  /// Hashes the names and values, however they are stored.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(table)
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
