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
  /// The route's position among the routes the table's matcher was built
  /// from, when the default matcher made the match: the table then finds
  /// what it computed for the route without comparing patterns.
  let routeIndex: Int?

  /// Creates a match.
  public init(
    route: Route, parameters: [String: String] = [:], wildcards: [String] = [],
    remainder: [String] = []
  ) {
    self.init(
      route: route, parameters: parameters, wildcards: wildcards, remainder: remainder,
      routeIndex: nil)
  }

  init(
    route: Route, parameters: [String: String], wildcards: [String], remainder: [String],
    routeIndex: Int?
  ) {
    self.route = route
    self.parameters = parameters
    self.wildcards = wildcards
    self.remainder = remainder
    self.routeIndex = routeIndex
  }

  /// The route and its captured parameters, sorted by name.
  public var description: String {
    let captured = parameters.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
    let rest = remainder.isEmpty ? [] : ["**=" + remainder.joined(separator: "/")]
    let all = captured + rest
    return all.isEmpty ? route.description : "\(route) (\(all.joined(separator: ", ")))"
  }
}
