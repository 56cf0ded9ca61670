/// A route that matches a link, with what the match captured.
public struct RouteMatch: Sendable, CustomStringConvertible {
  /// The matching route.
  public let route: Route
  /// The values of the route's `:name` parameters, decoded.
  public let parameters: [String: String]
  /// The segments each `*` matched, decoded, in order.
  public let wildcards: [String]
  /// The segments a trailing `**` matched, decoded; empty otherwise.
  public let remainder: [String]

  /// Creates a match.
  public init(
    route: Route, parameters: [String: String] = [:], wildcards: [String] = [],
    remainder: [String] = []
  ) {
    self.route = route
    self.parameters = parameters
    self.wildcards = wildcards
    self.remainder = remainder
  }

  /// The route and its captured parameters, sorted by name.
  public var description: String {
    let captured = parameters.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
    let rest = remainder.isEmpty ? [] : ["**=" + remainder.joined(separator: "/")]
    let all = captured + rest
    return all.isEmpty ? route.description : "\(route) (\(all.joined(separator: ", ")))"
  }
}
