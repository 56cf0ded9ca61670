/// One decoded `name=value` pair from a link's query.
///
/// A query item written without `=` (`?debug`) has an empty value.
public struct QueryItem: Hashable, Sendable, CustomStringConvertible {
  /// The decoded name.
  public let name: String
  /// The decoded value.
  public let value: String

  /// Creates a query item.
  public init(name: String, value: String) {
    self.name = name
    self.value = value
  }

  /// `name=value`, decoded.
  public var description: String { "\(name)=\(value)" }
}
