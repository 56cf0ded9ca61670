import Foundation

extension TrieRouteMatcher {
  /// The tries of every scope, stored flat. Built once and never changed, it
  /// is shared by reference, so a walk holds it without copying its arrays.
  final class Trie: Sendable {
    /// A node: its `:name`, `*` and `**` children (`-1` when absent), and the
    /// routes that end at it, as a range of `routeList`.
    struct Node: Sendable {
      var parameter: Int32 = -1
      var wildcard: Int32 = -1
      var catchAll: Int32 = -1
      var routesStart: Int32 = 0
      var routesCount: Int32 = 0
    }

    let nodes: [Node]
    /// Literal children, by exact text (or folded text when literals ignore case).
    let literals: LiteralIndex
    /// Literal children by lowercased text, for the case-insensitive host
    /// segment: those whose key is not lowercase already.
    let foldedLiterals: LiteralIndex
    /// The root of each scope's trie; unscoped routes under `nil`.
    let roots: [Root]
    /// The routes ending at each node, node after node, in the order given.
    let routeList: [Int32]
    /// Whether each route is an entity rather than a block, by route index.
    let isEntity: [Bool]
    let foldsLiterals: Bool
    /// Whether any route is scoped: a walk then looks for its scope's root
    /// before the unscoped one.
    let hasScopedRoots: Bool

    /// A scope's root node.
    struct Root: Sendable {
      let scope: RouteScope?
      let node: Int32
    }

    init(
      nodes: [Node], literals: LiteralIndex, foldedLiterals: LiteralIndex, roots: [Root],
      routeList: [Int32], isEntity: [Bool], foldsLiterals: Bool
    ) {
      self.nodes = nodes
      self.literals = literals
      self.foldedLiterals = foldedLiterals
      self.roots = roots
      self.routeList = routeList
      self.isEntity = isEntity
      self.foldsLiterals = foldsLiterals
      hasScopedRoots = roots.contains { $0.scope != nil }
    }

    func root(for scope: RouteScope?) -> Int32? {
      roots.first { $0.scope == scope }?.node
    }
  }
}

// MARK: - Building

extension TrieRouteMatcher.Trie {
  /// Builds a trie one route at a time. A registrar's table assembly uses
  /// the node a pattern reaches as that pattern's shape: patterns that reach
  /// one node match exactly the same links.
  struct Builder {
    private var nodes: [Node] = []
    private var literals: LiteralIndex
    private var foldedLiterals = LiteralIndex()
    private var roots: [Root] = []
    private var isEntity: [Bool] = []
    /// The first and last route ending at each node (`-1` when none), and
    /// each route's next at its node: lists kept in flat arrays rather than
    /// an array per node.
    private var firstRoute: [Int32] = []
    private var lastRoute: [Int32] = []
    private var nextRoute: [Int32] = []
    /// Each route's block priority (`nil` for an entity), by route index.
    private var priorities: [Int?] = []
    private let foldsLiterals: Bool

    /// A builder sized for about `capacity` routes, and `nodeCapacity`
    /// nodes (`capacity` when not given) before its node lists grow.
    init(foldsLiterals: Bool, capacity: Int = 0, nodeCapacity: Int? = nil) {
      self.foldsLiterals = foldsLiterals
      literals = LiteralIndex(capacity: capacity)
      let nodeCapacity = nodeCapacity ?? capacity
      nodes.reserveCapacity(nodeCapacity)
      firstRoute.reserveCapacity(nodeCapacity)
      lastRoute.reserveCapacity(nodeCapacity)
      nextRoute.reserveCapacity(capacity)
      isEntity.reserveCapacity(capacity)
      priorities.reserveCapacity(capacity)
    }

    /// Adds a route; `priority` is a block's, `nil` for an entity. Routes
    /// are numbered in the order they are added.
    mutating func insert(_ pattern: RoutePattern, priority: Int?) {
      add(at: node(for: pattern), priority: priority)
    }

    /// The node `pattern` reaches, made if missing.
    mutating func node(for pattern: RoutePattern) -> Int32 {
      var current = root(for: pattern.scope)
      for component in pattern.components {
        current = child(of: current, for: component)
      }
      return current
    }

    /// The node reached from `node` by packed components, made if missing.
    mutating func node(from node: Int32, following components: PackedComponents) -> Int32 {
      var current = node
      components.forEachPacked { kind, text in current = child(of: current, kind, text: text) }
      return current
    }

    /// The node `pattern` reaches, if it has been made.
    func existingNode(for pattern: RoutePattern) -> Int32? {
      TrieRouteMatcher.Trie.node(
        for: pattern, root: roots.first { $0.scope == pattern.scope }?.node, nodes: nodes,
        literals: literals, folding: foldsLiterals)
    }

    /// Ends a route at `node` and returns its number: the number of routes
    /// added before it.
    @discardableResult
    mutating func add(at node: Int32, priority: Int?) -> Int32 {
      let route = Int32(isEntity.count)
      isEntity.append(priority == nil)
      priorities.append(priority)
      nextRoute.append(-1)
      let last = lastRoute[Int(node)]
      if last >= 0 { nextRoute[Int(last)] = route } else { firstRoute[Int(node)] = route }
      lastRoute[Int(node)] = route
      return route
    }

    /// The routes ending at `node`, in the order they were added.
    func routes(at node: Int32) -> RouteSequence {
      RouteSequence(current: firstRoute[Int(node)], links: nextRoute)
    }

    /// The first route ending at `node`, `-1` when none does.
    func firstRoute(at node: Int32) -> Int32 {
      firstRoute[Int(node)]
    }

    /// The route after `route` at its node, `-1` when it is the last.
    func route(after route: Int32) -> Int32 {
      nextRoute[Int(route)]
    }

    /// The routes ending at one node, following the list's links.
    struct RouteSequence: Sequence, IteratorProtocol {
      var current: Int32
      let links: [Int32]

      mutating func next() -> Int32? {
        guard current >= 0 else { return nil }
        defer { current = links[Int(current)] }
        return current
      }
    }

    /// The trie, with each node's routes gathered into one list: blocks by
    /// descending priority, then the entity, routes of equal rank in the
    /// order given.
    func build() -> TrieRouteMatcher.Trie {
      // A copy, which the table keeps: it has no spare capacity.
      var nodes = self.nodes
      var list: [Int32] = []
      list.reserveCapacity(priorities.count)
      // The lists are read and the nodes written in place, node after node.
      firstRoute.withUnsafeBufferPointer { firstRoute in
        nextRoute.withUnsafeBufferPointer { nextRoute in
          nodes.withUnsafeMutableBufferPointer { nodes in
            for index in nodes.indices {
              let start = list.count
              var route = firstRoute[index]
              while route >= 0 {
                list.append(route)
                route = nextRoute[Int(route)]
              }
              if list.count - start > 1 { list[start...].sort(by: ranksBefore) }
              nodes[index].routesStart = Int32(start)
              nodes[index].routesCount = Int32(list.count - start)
            }
          }
        }
      }
      return TrieRouteMatcher.Trie(
        nodes: nodes, literals: literals, foldedLiterals: foldedLiterals, roots: roots,
        routeList: list, isEntity: isEntity, foldsLiterals: foldsLiterals)
    }

    /// Blocks before the entity, blocks by descending priority, routes of
    /// equal rank in the order they were added.
    private func ranksBefore(_ lhs: Int32, _ rhs: Int32) -> Bool {
      func rank(_ route: Int32) -> (Int, Int, Int32) {
        priorities[Int(route)].map { (0, -$0, route) } ?? (1, 0, route)
      }
      return rank(lhs) < rank(rhs)
    }

    /// The root of `scope`'s trie, made if missing.
    mutating func root(for scope: RouteScope?) -> Int32 {
      if let root = roots.first(where: { $0.scope == scope }) { return root.node }
      let root = newNode()
      roots.append(Root(scope: scope, node: root))
      return root
    }

    private mutating func child(of parent: Int32, for component: PathComponent) -> Int32 {
      switch component {
      case .literal(let text):
        LinkContent.withBytes(of: text) { child(of: parent, .literal, text: $0) }
      case .parameter, .wildcard, .catchAll:
        child(of: parent, component.kind, text: UnsafeBufferPointer(start: nil, count: 0))
      }
    }

    /// The child of `parent` for a component of `kind`, with its text for
    /// a literal, made if missing.
    private mutating func child(
      of parent: Int32, _ kind: PathComponent.Kind, text: UnsafeBufferPointer<UInt8>
    ) -> Int32 {
      let node = nodes[Int(parent)]
      switch kind {
      case .literal:
        // Most literals are lowercase ASCII: their key, folded or not, is
        // their text, and their bytes are looked up as they are.
        if TrieRouteMatcher.Trie.isFoldedASCII(text) {
          let (existing, probe) = literals.probe(parent: parent, key: text)
          if let existing { return existing }
          let child = newNode()
          literals.insert(parent: parent, key: text, child: child, at: probe)
          return child
        }
        return child(of: parent, literal: String(decoding: text, as: UTF8.self))
      case .parameter:
        return node.parameter >= 0 ? node.parameter : newNode(under: parent) { $0.parameter = $1 }
      case .wildcard:
        return node.wildcard >= 0 ? node.wildcard : newNode(under: parent) { $0.wildcard = $1 }
      case .catchAll:
        return node.catchAll >= 0 ? node.catchAll : newNode(under: parent) { $0.catchAll = $1 }
      }
    }

    /// The child of `parent` for a literal that is not lowercase ASCII,
    /// made if missing: it is indexed by its key, and also by its folded
    /// text where that differs and literals keep their case.
    private mutating func child(of parent: Int32, literal text: String) -> Int32 {
      var key = TrieRouteMatcher.Trie.key(for: text, folding: foldsLiterals)
      if let existing = key.withUTF8({ literals.first(parent: parent, key: $0) }) {
        return existing
      }
      let child = newNode()
      key.withUTF8 { literals.insert(parent: parent, key: $0, child: child) }
      if !foldsLiterals {
        var folded = TrieRouteMatcher.Trie.key(for: text, folding: true)
        if folded != key {
          folded.withUTF8 { foldedLiterals.insert(parent: parent, key: $0, child: child) }
        }
      }
      return child
    }

    /// A new node, which `link` records in its parent.
    private mutating func newNode(under parent: Int32, link: (inout Node, Int32) -> Void) -> Int32 {
      let child = newNode()
      link(&nodes[Int(parent)], child)
      return child
    }

    private mutating func newNode() -> Int32 {
      nodes.append(Node())
      firstRoute.append(-1)
      lastRoute.append(-1)
      return Int32(nodes.count - 1)
    }
  }

  /// The form a literal is indexed under: its NFC form, so that spellings
  /// `String` calls equal (`é` precomposed or as `e` and a combining accent)
  /// meet, lowercased first when `folding`. Most literals are lowercase
  /// ASCII, already in every form, and are returned as they are.
  static func key(for text: String, folding: Bool) -> String {
    var isASCII = true
    var hasUppercase = false
    for byte in text.utf8 {
      if byte >= 0x80 { isASCII = false } else if byte &- 0x41 < 26 { hasUppercase = true }
    }
    let text = folding && (hasUppercase || !isASCII) ? text.lowercased() : text
    return isASCII ? text : text.precomposedStringWithCanonicalMapping
  }

  /// Whether bytes are ASCII without uppercase letters: text in the form
  /// every literal key takes.
  static func isFoldedASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    for byte in bytes where byte >= 0x80 || byte &- 0x41 < 26 { return false }
    return true
  }

  /// The routes ending at the node `pattern` reaches, best first, or an
  /// empty list when no route ends there.
  func routes(endingAt pattern: RoutePattern) -> ArraySlice<Int32> {
    let node = Self.node(
      for: pattern, root: root(for: pattern.scope), nodes: nodes, literals: literals,
      folding: foldsLiterals)
    guard let node else { return [] }
    let entry = nodes[Int(node)]
    let start = Int(entry.routesStart)
    return routeList[start..<(start + Int(entry.routesCount))]
  }

  /// The node `pattern` reaches from `root`, if the trie has it.
  fileprivate static func node(
    for pattern: RoutePattern, root: Int32?, nodes: [Node], literals: LiteralIndex,
    folding: Bool
  ) -> Int32? {
    guard var node = root else { return nil }
    for component in pattern.components {
      let entry = nodes[Int(node)]
      let child: Int32
      switch component {
      case .literal(let text):
        var key = key(for: text, folding: folding)
        child = key.withUTF8 { literals.first(parent: node, key: $0) } ?? -1
      case .parameter: child = entry.parameter
      case .wildcard: child = entry.wildcard
      case .catchAll: child = entry.catchAll
      }
      guard child >= 0 else { return nil }
      node = child
    }
    return node
  }
}

// MARK: - Walking

extension TrieRouteMatcher.Trie {
  /// A route a walk found, and where a `**` remainder starts (`-1` when it
  /// does not end at one).
  struct Found: Sendable {
    let route: Int32
    let remainderAt: Int32

    /// Where the remainder starts, if the route ends at a `**`.
    var remainderStart: Int? { remainderAt >= 0 ? Int(remainderAt) : nil }
  }

  /// What a walk found.
  struct Outcome {
    /// The routes found, best first.
    var found: [Found] = []
    /// The best entity, for a walk that looks for it only.
    var bestEntity: Found?
    /// How many nodes the walk entered.
    var visited = 0
  }

  /// Walks a link's segments depth first, best branch first.
  ///
  /// - Parameters:
  ///   - stopsAtEntity: whether the walk ends at the first entity (blocks
  ///     before it are kept).
  ///   - entityOnly: whether the walk looks for the best entity only,
  ///     keeping no blocks.
  func walk(_ request: RequestURL, stopsAtEntity: Bool, entityOnly: Bool = false) -> Outcome {
    let content = request.content
    var outcome = Outcome()
    content.withTextBytes { text in
      let walk = Walk(
        trie: self, content: content, text: text, firstSegmentIsHost: request.firstSegmentIsHost,
        stopsAtEntity: stopsAtEntity || entityOnly, entityOnly: entityOnly)
      if hasScopedRoots, let scoped = root(for: request.scope),
        walk.visit(scoped, depth: 0, &outcome)
      {
        return
      }
      if let unscoped = root(for: nil) { _ = walk.visit(unscoped, depth: 0, &outcome) }
    }
    return outcome
  }

  /// What a walk reads, which it never changes: its methods borrow it, so
  /// a step copies nothing. What it finds goes into an ``Outcome``.
  private struct Walk {
    let trie: TrieRouteMatcher.Trie
    let content: LinkContent
    /// The bytes of the link's text.
    let text: UnsafeBufferPointer<UInt8>
    let firstSegmentIsHost: Bool
    let stopsAtEntity: Bool
    let entityOnly: Bool

    /// Visits a node at a depth; returns `true` once the walk is over.
    func visit(_ node: Int32, depth: Int, _ outcome: inout Outcome) -> Bool {
      outcome.visited += 1
      let entry = trie.nodes[Int(node)]
      guard depth < content.segmentCount else {
        if collect(entry, remainderAt: -1, &outcome) { return true }
        return entry.catchAll >= 0
          && collect(trie.nodes[Int(entry.catchAll)], remainderAt: Int32(depth), &outcome)
      }
      let exact = content.withSegmentBytes(depth, text: text) { exactChild(of: node, bytes: $0) }
      if exact >= 0 {
        if visit(exact, depth: depth + 1, &outcome) { return true }
      } else if depth == 0, firstSegmentIsHost, !trie.foldsLiterals {
        // The host compares case-insensitively: try the children it folds to.
        let variants = content.withSegmentBytes(depth, text: text) {
          hostVariants(of: node, bytes: $0)
        }
        for child in variants where visit(child, depth: depth + 1, &outcome) { return true }
      }
      if entry.parameter >= 0, visit(entry.parameter, depth: depth + 1, &outcome) { return true }
      if entry.wildcard >= 0, visit(entry.wildcard, depth: depth + 1, &outcome) { return true }
      return entry.catchAll >= 0
        && collect(trie.nodes[Int(entry.catchAll)], remainderAt: Int32(depth), &outcome)
    }

    /// Adds the routes ending at a node; returns `true` when one is the
    /// entity the walk stops at.
    private func collect(_ node: Node, remainderAt: Int32, _ outcome: inout Outcome) -> Bool {
      let start = Int(node.routesStart)
      // By index: a slice of the list would retain it.
      for index in start..<(start + Int(node.routesCount)) {
        let route = trie.routeList[index]
        if entityOnly {
          guard trie.isEntity[Int(route)] else { continue }
          outcome.bestEntity = Found(route: route, remainderAt: remainderAt)
          return true
        }
        outcome.found.append(Found(route: route, remainderAt: remainderAt))
        if stopsAtEntity, trie.isEntity[Int(route)] { return true }
      }
      return false
    }

    /// The literal child a segment reaches exactly (in folded form, where
    /// literals ignore case), or `-1`. It allocates nothing.
    private func exactChild(of node: Int32, bytes: UnsafeBufferPointer<UInt8>) -> Int32 {
      Self.withKey(bytes, folding: trie.foldsLiterals) {
        trie.literals.first(parent: node, key: $0)
      } ?? -1
    }

    /// The literal children a host segment reaches when it has no exact
    /// child: every child whose text folds to the same, in the order added.
    private func hostVariants(of node: Int32, bytes: UnsafeBufferPointer<UInt8>) -> [Int32] {
      var children: [Int32] = []
      Self.withKey(bytes, folding: true) { key in
        // A child whose key is already folded is indexed by its key only.
        if let child = trie.literals.first(parent: node, key: key) { children.append(child) }
        trie.foldedLiterals.forEach(parent: node, key: key) { child in
          children.append(child)
          return true
        }
      }
      return children
    }

    /// Calls `body` with a segment's bytes in the form literals are indexed
    /// under (see ``TrieRouteMatcher/Trie/key(for:folding:)``): as they are
    /// when no conversion changes them, as most segments are.
    private static func withKey<Result>(
      _ bytes: UnsafeBufferPointer<UInt8>, folding: Bool,
      _ body: (UnsafeBufferPointer<UInt8>) -> Result
    ) -> Result {
      let isKey = folding ? isFoldedASCII(bytes) : !bytes.contains { $0 >= 0x80 }
      guard !isKey else { return body(bytes) }
      var key = key(for: String(decoding: bytes, as: UTF8.self), folding: folding)
      return key.withUTF8(body)
    }
  }
}
