/// A route that matches a link, with what the match captured.
public struct RouteMatch: Sendable, CustomStringConvertible {
  /// The matching route.
  public let route: Route
  /// The values of the route's `:name` parameters, decoded.
  public let parameters: [String: String]
  /// The segments each `*` matched, decoded, in order.
  public let wildcards: [String]
  /// The segments the route's `**` matched, decoded; with several `**`,
  /// the segments of each in order, one list; empty without any.
  public let remainder: [String]
  /// The segments each `**` of the route matched, decoded, one list per
  /// `**` in order: `**/x/**` on `a/x/b/c` gives `[["a"], ["b", "c"]]`.
  /// Empty when the route has no `**`.
  public var remainders: [[String]] {
    split ?? (route.pattern.components.contains(.catchAll) ? [remainder] : [])
  }
  /// The remainders of a route with more than one `**`, or one before its end.
  private let split: [[String]]?
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

  /// Creates a match of a route with one or more `**`, each with the
  /// segments it matched.
  public init(
    route: Route, parameters: [String: String] = [:], wildcards: [String] = [],
    remainders: [[String]]
  ) {
    self.init(
      route: route, parameters: parameters, wildcards: wildcards, remainders: remainders,
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
    self.split = nil
    self.routeIndex = routeIndex
  }

  init(
    route: Route, parameters: [String: String], wildcards: [String], remainders: [[String]],
    routeIndex: Int?
  ) {
    self.route = route
    self.parameters = parameters
    self.wildcards = wildcards
    self.remainder = Array(remainders.joined())
    self.split = remainders
    self.routeIndex = routeIndex
  }

  /// The route and its captured parameters, sorted by name.
  public var description: String {
    let captured = parameters.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
    let rest =
      remainders.count > 1
      ? remainders.map { "**=" + $0.joined(separator: "/") }
      : remainder.isEmpty ? [] : ["**=" + remainder.joined(separator: "/")]
    let all = captured + rest
    return all.isEmpty ? route.description : "\(route) (\(all.joined(separator: ", ")))"
  }
}
