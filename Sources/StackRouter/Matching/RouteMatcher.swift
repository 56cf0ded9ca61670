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
  /// A matcher need not know about exclusive schemes: for a link whose
  /// scheme is exclusive, the table takes these matches, less every route
  /// not scoped to that scheme, instead of calling ``resolve(_:in:)`` or
  /// ``candidates(for:in:)``.
  ///
  /// The table runs every matching block (by priority, then in this order)
  /// before the first entity listed, the best. Matching must not mutate
  /// shared state.
  ///
  /// In a table with fragment routes (``RoutePattern/hasFragment``), a link
  /// with a fragment is also asked as its path's segments, one segment
  /// holding only U+0000 where a pattern has its ``PathComponent/fragment``,
  /// then the fragment's segments, with the fragment's query items after the
  /// link's; the table takes only a fragment route's entity from that
  /// request, and asks again with the link's path alone when there is none.
  func matches(for request: RequestURL) -> [RouteMatch]

  /// The names of the parameters `pattern` captures, in order.
  ///
  /// Each screen of a chain receives the route parameters its own pattern
  /// captures; a matcher that reads patterns its own way says which those
  /// are. The default reads the `:name` components.
  func parameterNames(in pattern: RoutePattern) -> [String]

  /// Matches a request that passed intake to its best entity in `table`,
  /// ignoring blocks, and checks what its `*` and `**` captured (see
  /// ``RouteTable/checkCaptures(of:in:)``).
  ///
  /// ``RouteTable/resolve(_:)-(RequestURL)`` asks the table's matcher, so
  /// every matcher takes the same path. The default implementation builds
  /// the link for the first entity ``matches(for:)`` returns; the default
  /// matcher, ``TrieRouteMatcher``, walks its trie and writes what it
  /// captured straight into the link. Implement it only to do the same work
  /// faster.
  func resolve(_ request: consuming RequestURL, in table: RouteTable) -> LinkResolution

  /// The routes the router tries for a request in `table`, in order: every
  /// block that matches it, highest priority first, then blocks of equal
  /// priority in precedence order; then the best entity. What
  /// ``RouteTable/candidates(for:)`` returns. The default implementation
  /// orders what ``matches(for:)`` returns that way.
  func candidates(for request: RequestURL, in table: RouteTable) -> [RouteMatch]
}

extension RouteMatcher {
  /// The pattern's `:name` components.
  public func parameterNames(in pattern: RoutePattern) -> [String] {
    pattern.parameterNames
  }

  /// The first entity of ``matches(for:)``, as a link, its captures checked.
  public func resolve(_ request: consuming RequestURL, in table: RouteTable) -> LinkResolution {
    let matches = matches(for: request)
    return table.resolution(of: matches, for: request)
  }

  /// Every block of ``matches(for:)`` in the order they run, then its
  /// first entity.
  public func candidates(for request: RequestURL, in table: RouteTable) -> [RouteMatch] {
    RouteTable.runOrder(of: matches(for: request))
  }
}
