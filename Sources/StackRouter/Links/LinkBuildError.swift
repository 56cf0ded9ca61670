/// A link that reverse routing cannot build.
public struct LinkBuildError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The pattern the link was built for.
  public let pattern: RoutePattern
  /// What was wrong.
  public let reason: Reason

  /// Creates an error.
  public init(pattern: RoutePattern, reason: Reason) {
    self.pattern = pattern
    self.reason = reason
  }

  /// Why a link could not be built.
  public enum Reason: Hashable, Sendable {
    /// No value was given for a `:name` parameter.
    case missingParameter(String)
    /// A value that cannot stand as a path segment: empty, `.` or `..`.
    case unusableSegment(name: String, value: String)
    /// The pattern has a different number of `*` components than values given.
    case wildcardCount(expected: Int, given: Int)
    /// The scheme or domain asked for is not accepted, or does not fit the route's scope.
    case formNotAllowed(LinkForm)
    /// The table accepts no scheme and no domain.
    case noScheme
    /// No entity or block of the table has the pattern.
    case unknownEntity
  }

  /// For example `cannot build a link for 'list/:itemID': no value for ':itemID'`.
  public var description: String {
    let problem =
      switch reason {
      case .missingParameter(let name): "no value for ':\(name)'"
      case .unusableSegment(let name, let value):
        "the value '\(value)' for '\(name)' cannot stand as a path segment"
      case .wildcardCount(let expected, let given):
        "the pattern has \(expected) '*' but \(given) \(given == 1 ? "value was" : "values were") given"
      case .formNotAllowed(.scheme(let scheme)): "the scheme '\(scheme)' is not allowed here"
      case .formNotAllowed(.domain(let domain)): "the domain '\(domain)' is not allowed here"
      case .formNotAllowed(.preferred), .noScheme: "the table accepts no scheme or domain"
      case .unknownEntity: "no entity has this pattern"
      }
    return "cannot build a link for '\(pattern)': \(problem)"
  }
}
