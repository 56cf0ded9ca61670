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
public struct TrieRouteMatcher: RouteMatcher {
  private let routes: [Route]
  private let nodes: [Node]
  private let roots: [RouteScope?: Int]
  private let foldsLiterals: Bool

  /// Builds the tries for `routes`.
  public init(routes: [Route], options: MatchingOptions) {
    var builder = Builder(foldsLiterals: options.caseInsensitiveLiterals)
    for (index, route) in routes.enumerated() {
      builder.insert(route.pattern, route: index)
    }
    self.routes = routes
    self.nodes = builder.nodes
    self.roots = builder.roots
    self.foldsLiterals = options.caseInsensitiveLiterals
  }

  /// Returns every matching route, best first.
  public func matches(for request: RequestURL) -> [RouteMatch] {
    var visited = 0
    return matches(for: request, visited: &visited)
  }

  /// The matches, and how many trie nodes the walk visited: the measure of
  /// matching cost that tests use to show it does not grow with the table.
  func matches(for request: RequestURL, visited: inout Int) -> [RouteMatch] {
    var found: [(route: Int, remainderStart: Int?)] = []
    for scope in [request.scope, nil] {
      guard let root = roots[scope] else { continue }
      walk(root, depth: 0, request: request, found: &found, visited: &visited)
    }
    return found.map { hit in
      let route = routes[hit.route]
      let (parameters, wildcards) = Self.captures(of: route.pattern, in: request.segments)
      return RouteMatch(
        route: route, parameters: parameters, wildcards: wildcards,
        remainder: hit.remainderStart.map { Array(request.segments[$0...]) } ?? [])
    }
  }

  private func walk(
    _ nodeIndex: Int, depth: Int, request: RequestURL,
    found: inout [(route: Int, remainderStart: Int?)], visited: inout Int
  ) {
    visited += 1
    let node = nodes[nodeIndex]
    let segments = request.segments
    guard depth < segments.count else {
      found += node.routes.map { ($0, nil) }
      if let catchAll = node.catchAll { found += nodes[catchAll].routes.map { ($0, depth) } }
      return
    }
    let segment = segments[depth]
    for child in literalChildren(
      of: node, segment: segment, isHost: depth == 0 && request.firstSegmentIsHost)
    {
      walk(child, depth: depth + 1, request: request, found: &found, visited: &visited)
    }
    if let parameter = node.parameter {
      walk(parameter, depth: depth + 1, request: request, found: &found, visited: &visited)
    }
    if let wildcard = node.wildcard {
      walk(wildcard, depth: depth + 1, request: request, found: &found, visited: &visited)
    }
    if let catchAll = node.catchAll { found += nodes[catchAll].routes.map { ($0, depth) } }
  }

  /// The literal children a segment reaches: the exact one, or, where case
  /// does not matter, every child whose text folds to the same.
  private func literalChildren(of node: Node, segment: String, isHost: Bool) -> [Int] {
    if foldsLiterals { return node.literals[segment.lowercased()].map { [$0] } ?? [] }
    if let exact = node.literals[segment] { return [exact] }
    guard isHost else { return [] }
    return node.foldedLiterals[segment.lowercased()] ?? []
  }

  /// The `:name` values and the `*` segments a pattern captures from a matching link.
  private static func captures(
    of pattern: RoutePattern, in segments: [String]
  ) -> (parameters: [String: String], wildcards: [String]) {
    var parameters: [String: String] = [:]
    var wildcards: [String] = []
    for (component, segment) in zip(pattern.components, segments) {
      switch component {
      case .parameter(let name): parameters[name] = segment
      case .wildcard: wildcards.append(segment)
      case .literal, .catchAll: continue
      }
    }
    return (parameters, wildcards)
  }
}

extension TrieRouteMatcher {
  struct Node: Sendable {
    var literals: [String: Int] = [:]
    /// Literal children by lowercased text, for the case-insensitive host segment.
    var foldedLiterals: [String: [Int]] = [:]
    var parameter: Int?
    var wildcard: Int?
    var catchAll: Int?
    /// Routes that end at this node, in the order given.
    var routes: [Int] = []
  }

  struct Builder {
    let foldsLiterals: Bool
    var nodes: [Node] = []
    var roots: [RouteScope?: Int] = [:]

    mutating func insert(_ pattern: RoutePattern, route: Int) {
      var current = root(for: pattern.scope)
      for component in pattern.components {
        current = child(of: current, for: component)
      }
      nodes[current].routes.append(route)
    }

    private mutating func root(for scope: RouteScope?) -> Int {
      if let root = roots[scope] { return root }
      nodes.append(Node())
      roots[scope] = nodes.count - 1
      return nodes.count - 1
    }

    private mutating func child(of parent: Int, for component: PathComponent) -> Int {
      switch component {
      case .literal(let text):
        let key = foldsLiterals ? text.lowercased() : text
        if let existing = nodes[parent].literals[key] { return existing }
        let child = newNode()
        nodes[parent].literals[key] = child
        nodes[parent].foldedLiterals[text.lowercased(), default: []].append(child)
        return child
      case .parameter:
        return existingOrNew(\.parameter, of: parent)
      case .wildcard:
        return existingOrNew(\.wildcard, of: parent)
      case .catchAll:
        return existingOrNew(\.catchAll, of: parent)
      }
    }

    private mutating func existingOrNew(_ slot: WritableKeyPath<Node, Int?>, of parent: Int) -> Int
    {
      if let existing = nodes[parent][keyPath: slot] { return existing }
      let child = newNode()
      nodes[parent][keyPath: slot] = child
      return child
    }

    private mutating func newNode() -> Int {
      nodes.append(Node())
      return nodes.count - 1
    }
  }
}
