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
    let index = Int(route)
    let (parameters, wildcards) = captures[index].values(in: request.segments)
    let remainder = remainderStart.map { Array(request.segments[$0...]) } ?? []
    return RouteMatch(
      route: routes[index], parameters: parameters, wildcards: wildcards, remainder: remainder,
      routeIndex: index)
  }
}

extension TrieRouteMatcher {
  /// Where a pattern's `:name` parameters and `*` wildcards sit, so that a
  /// match reads them straight from the link's segments.
  struct Captures: Sendable {
    private let parameters: [(name: String, segment: Int)]
    private let wildcards: [Int]

    init(_ pattern: RoutePattern) {
      var parameters: [(name: String, segment: Int)] = []
      var wildcards: [Int] = []
      // Sized once: most patterns capture one or two values, and many none.
      let counts = pattern.components.reduce(into: (parameters: 0, wildcards: 0)) {
        counts, component in
        if component.parameterName != nil { counts.parameters += 1 }
        if component == .wildcard { counts.wildcards += 1 }
      }
      parameters.reserveCapacity(counts.parameters)
      wildcards.reserveCapacity(counts.wildcards)
      for (offset, component) in pattern.components.enumerated() {
        switch component {
        case .parameter(let name): parameters.append((name, offset))
        case .wildcard: wildcards.append(offset)
        case .literal, .catchAll: continue
        }
      }
      self.parameters = parameters
      self.wildcards = wildcards
    }

    func values(in segments: [String]) -> (parameters: [String: String], wildcards: [String]) {
      var values = [String: String](minimumCapacity: parameters.count)
      for parameter in parameters where parameter.segment < segments.count {
        values[parameter.name] = segments[parameter.segment]
      }
      let captured = wildcards.compactMap { $0 < segments.count ? segments[$0] : nil }
      return (values, captured)
    }
  }
}
