/// The default matcher: a segment trie per scope.
///
/// Each trie node has at most one child per literal text, one `:name` child,
/// one `*` child and one `**` child. A link walks down from the root one
/// segment at a time, so the work grows with the link's length, not with the
/// number of routes. Children are tried literal first, then `:name`, then
/// `*`, then `**`, and a route that ends exactly at the last segment comes
/// before a `**` that would match nothing; a depth-first walk in that order
/// yields matches best first. Routes scoped to the link's scheme or domain are
/// searched before unscoped ones.
///
/// The trie is stored flat: nodes are plain values in one array, literal
/// children sit in one hash table keyed by parent and bytes, and each route's
/// captures are worked out when the matcher is built. Finding the best entity
/// for a link stops at the first one and allocates only what the match keeps.
public struct TrieRouteMatcher: RouteMatcher {
  private let routes: [Route]
  private let trie: Trie
  /// What each route captures from a link, by route index.
  private let captures: [Captures]

  /// Builds the tries for `routes`.
  public init(routes: [Route], options: MatchingOptions) {
    var builder = Trie.Builder(foldsLiterals: options.caseInsensitiveLiterals)
    for (index, route) in routes.enumerated() {
      builder.insert(route.pattern, route: Int32(index), priority: route.blockPriority)
    }
    self.routes = routes
    self.trie = builder.build()
    self.captures = routes.map { Captures($0.pattern) }
  }

  /// Returns every matching route, best first.
  public func matches(for request: RequestURL) -> [RouteMatch] {
    var visited = 0
    return matches(for: request, visited: &visited)
  }

  /// The matches, and how many trie nodes the walk visited: the measure of
  /// matching cost that tests use to show it does not grow with the table.
  func matches(for request: RequestURL, visited: inout Int) -> [RouteMatch] {
    var walk = Trie.Walk(trie: trie, request: request, stopsAtEntity: false)
    walk.run()
    visited = walk.visited
    return walk.found.map { match(route: $0.route, remainderStart: $0.remainderStart, request) }
  }

  /// The blocks that match a request, best first, then its best entity: what
  /// the router tries, in order. Blocks ranked below the entity are left out.
  func candidates(for request: RequestURL) -> [RouteMatch] {
    var walk = Trie.Walk(trie: trie, request: request, stopsAtEntity: true)
    walk.run()
    return walk.found.map { match(route: $0.route, remainderStart: $0.remainderStart, request) }
  }

  /// The best entity that matches a request, ignoring blocks.
  func bestEntity(for request: RequestURL) -> RouteMatch? {
    var walk = Trie.Walk(trie: trie, request: request, stopsAtEntity: true, entityOnly: true)
    walk.run()
    guard let best = walk.bestEntity else { return nil }
    return match(route: best.route, remainderStart: best.remainderStart, request)
  }

  private func match(route: Int32, remainderStart: Int?, _ request: RequestURL) -> RouteMatch {
    let captured = captured(route: Int(route), remainderStart: remainderStart, in: request)
    return RouteMatch(
      route: routes[Int(route)], parameters: captured.parameters.dictionary,
      wildcards: captured.wildcards, remainder: captured.remainder, routeIndex: Int(route))
  }

  /// The best entity for a request, as its route index and what it
  /// captured: the table builds its link from these without a ``RouteMatch``.
  func bestEntityCaptures(for request: RequestURL) -> (route: Int, captured: CapturedValues)? {
    var walk = Trie.Walk(trie: trie, request: request, stopsAtEntity: true, entityOnly: true)
    walk.run()
    guard let best = walk.bestEntity else { return nil }
    let index = Int(best.route)
    return (index, captured(route: index, remainderStart: best.remainderStart, in: request))
  }

  private func captured(
    route index: Int, remainderStart: Int?, in request: RequestURL
  ) -> CapturedValues {
    let content = request.content
    var captured = captures[index].values(in: content)
    if let remainderStart {
      captured.remainder = (remainderStart..<content.segmentCount).map(content.segment)
    }
    return captured
  }
}

/// What a match captured from a link's segments.
struct CapturedValues: Sendable {
  var parameters: RouteParameters
  var wildcards: [String] = []
  var remainder: [String] = []
}

extension TrieRouteMatcher {
  /// Where a pattern's `:name` parameters and `*` wildcards sit, so that a
  /// match reads them straight from the link's segments.
  struct Captures: Sendable {
    /// The `:name` parameters' names, shared by every match of the route.
    private let names: [String]
    /// The segment each name captures.
    private let segments: [Int]
    private let wildcards: [Int]

    init(_ pattern: RoutePattern) {
      var names: [String] = []
      var segments: [Int] = []
      var wildcards: [Int] = []
      for (offset, component) in pattern.components.enumerated() {
        switch component {
        case .parameter(let name):
          names.append(name)
          segments.append(offset)
        case .wildcard: wildcards.append(offset)
        case .literal, .catchAll: continue
        }
      }
      self.names = names
      self.segments = segments
      self.wildcards = wildcards
    }

    func values(in content: LinkContent) -> CapturedValues {
      let count = content.segmentCount
      guard segments.allSatisfy({ $0 < count }) else {
        // Not reached by a match, whose pattern is as long as the link; kept
        // safe for any walk that stops short.
        let kept = segments.indices.filter { segments[$0] < count }
        return CapturedValues(
          parameters: RouteParameters(
            names: kept.map { names[$0] }, values: kept.map { content.segment(segments[$0]) }),
          wildcards: wildcards.compactMap { $0 < count ? content.segment($0) : nil })
      }
      return CapturedValues(
        parameters: RouteParameters(names: names, values: segments.map(content.segment)),
        wildcards: wildcards.compactMap { $0 < count ? content.segment($0) : nil })
    }
  }
}
