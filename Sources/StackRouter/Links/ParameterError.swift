/// A link parameter that is missing or does not convert to the type asked for.
public struct ParameterError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The parameter's name.
  public let name: String
  /// What was wrong.
  public let reason: Reason

  /// Creates an error.
  public init(name: String, reason: Reason) {
    self.name = name
    self.reason = reason
  }

  /// What was wrong with a parameter.
  public enum Reason: Hashable, Sendable {
    /// The link does not carry the parameter.
    case missing
    /// The text does not represent a value of the expected type.
    case invalid(value: String, expected: String)
    /// A URL parameter whose scheme or host is not allowed.
    case disallowedURL(value: String)
    /// A URL parameter that carries URLs nested deeper than the limit.
    case nestedTooDeeply(value: String, limit: Int)
  }

  /// For example `parameter 'itemID': 'abc' is not a valid Int`.
  public var description: String {
    switch reason {
    case .missing:
      "parameter '\(name)' is missing"
    case .invalid(let value, let expected):
      "parameter '\(name)': '\(value)' is not a valid \(expected)"
    case .disallowedURL(let value):
      "parameter '\(name)': '\(value)' is not an allowed URL"
    case .nestedTooDeeply(let value, let limit):
      "parameter '\(name)': '\(value)' nests URLs more than \(limit) deep"
    }
  }
}
