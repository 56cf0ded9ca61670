/// Finds the routes that match a link.
///
/// A ``RouteTable`` creates its matcher once, from every registered route,
/// and asks it for each link that passes intake. The default,
/// ``TrieRouteMatcher``, follows StackRouter's precedence rules; a custom
/// matcher can read patterns its own way (for example `list/$itemID`) and
/// replaces the default without changing anything else:
///
/// ```swift
/// let table = try registrar.makeTable(matcher: MyMatcher.self)
/// ```
public protocol RouteMatcher: Sendable {
  /// Prepares the matcher for a table's routes.
  ///
  /// - Parameters:
  ///   - routes: every entity and block, in a stable order: sorted by
  ///     pattern text, blocks of one pattern by descending priority before
  ///     that pattern's entity.
  ///   - options: how segments compare.
  init(routes: [Route], options: MatchingOptions)

  /// Returns the routes that match `request`, best first.
  ///
  /// The table runs every matching block (by priority, then in this order)
  /// before the first entity listed, the best. Matching must not mutate
  /// shared state.
  func matches(for request: RequestURL) -> [RouteMatch]

  /// The names of the parameters `pattern` captures, in order.
  ///
  /// Each screen of a chain receives the route parameters its own pattern
  /// captures; a matcher that reads patterns its own way says which those
  /// are. The default reads the `:name` components.
  func parameterNames(in pattern: RoutePattern) -> [String]
}

extension RouteMatcher {
  /// The pattern's `:name` components.
  public func parameterNames(in pattern: RoutePattern) -> [String] {
    pattern.parameterNames
  }
}
