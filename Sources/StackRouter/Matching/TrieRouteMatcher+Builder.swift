extension TrieRouteMatcher.Trie {
  /// Builds a trie one route at a time. A registrar's table assembly uses
  /// the node a pattern reaches as that pattern's shape: patterns that reach
  /// one node match exactly the same links.
  struct Builder {
    /// Each node, with the first and last route ending at it: the routes
    /// of a node are a list linked through `routes`, kept flat rather than
    /// an array per node.
    private var nodes: [PendingNode] = []
    private var literals: LiteralIndex
    private var foldedLiterals = LiteralIndex()
    /// Children for captures with literal text, in the order made, and
    /// each one's node by parent, prefix and suffix in key form.
    private var affixes: [TrieRouteMatcher.Trie.Affix] = []
    private var affixChildren: [AffixKey: Int32] = [:]
    private var roots: [Root] = []
    /// The root of unscoped routes, `-1` until one is added.
    private var unscopedRoot: Int32 = -1
    /// Each route's block priority and its next route at its node, by route
    /// index.
    private var routes: [PendingRoute] = []
    private let foldsLiterals: Bool
    /// Whether a route with a fragment pattern was added.
    private var hasFragments = false

    /// A builder sized for about `capacity` routes, and `nodeCapacity`
    /// nodes (`capacity` when not given) before its node lists grow, whose
    /// literals' keys are, where they can be, places in `patternBytes`: the
    /// bytes of the packed components ``node(from:following:)`` is given.
    init(
      foldsLiterals: Bool, capacity: Int = 0, nodeCapacity: Int? = nil,
      patternBytes: [UInt8] = []
    ) {
      self.foldsLiterals = foldsLiterals
      literals = LiteralIndex(capacity: capacity, pool: patternBytes)
      let nodeCapacity = nodeCapacity ?? capacity
      nodes.reserveCapacity(nodeCapacity)
      routes.reserveCapacity(capacity)
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

    /// The node reached from `node` by packed components, made if missing:
    /// components of the pattern bytes the builder was made with.
    mutating func node(from node: Int32, following components: PackedComponents) -> Int32 {
      var current = node
      components.forEachPackedInPlace { kind, text, start in
        current = child(of: current, kind, text: text, pooledAt: start)
      }
      return current
    }

    /// The bytes the literals' keys are kept in, without spare room: the
    /// pattern bytes the builder was made with, then any key they do not
    /// hold. The trie built keeps them, and so can the table's entities.
    mutating func sharedPatternBytes() -> [UInt8] {
      let bytes = literals.pool.exactCopy()
      literals.share(pool: bytes)
      return bytes
    }

    /// The node `pattern` reaches, if it has been made.
    func existingNode(for pattern: RoutePattern) -> Int32? {
      TrieRouteMatcher.Trie.node(
        for: pattern, root: roots.first { $0.scope == pattern.scope }?.node,
        nodes: { nodes[Int($0)].node }, literals: literals, folding: foldsLiterals,
        affixChild: { parent, prefix, suffix in
          affixChildren[AffixKey(parent: parent, prefix: prefix, suffix: suffix)]
        })
    }

    /// Ends a route at `node` and returns its number: the number of routes
    /// added before it.
    @discardableResult
    mutating func add(at node: Int32, priority: Int?) -> Int32 {
      let route = Int32(routes.count)
      routes.append(PendingRoute(priority: priority))
      let last = nodes[Int(node)].lastRoute
      if last >= 0 { routes[Int(last)].next = route } else { nodes[Int(node)].firstRoute = route }
      nodes[Int(node)].lastRoute = route
      return route
    }

    /// Calls `body` with each route ending at `node`, in the order they
    /// were added, until it returns `false`: the one way to read a node's
    /// routes while the trie is built (see ``TrieRouteMatcher/Trie/forEachRoute(at:_:)``).
    /// It follows the list's links in place, holding no copy of it.
    @inline(__always)
    func forEachRoute(at node: Int32, _ body: (Int32) -> Bool) {
      var route = nodes[Int(node)].firstRoute
      while route >= 0 {
        guard body(route) else { return }
        route = routes[Int(route)].next
      }
    }

    /// The trie, with each node's routes gathered into one list: blocks by
    /// descending priority, then the entity, routes of equal rank in the
    /// order given.
    func build() -> TrieRouteMatcher.Trie {
      // Each parent's affixed children together, best first.
      let sorted = affixes.sorted {
        $0.parent != $1.parent ? $0.parent < $1.parent : $0.ranksBefore($1)
      }
      return TrieRouteMatcher.Trie(
        pending: nodes, routes: routes, literals: literals, foldedLiterals: foldedLiterals,
        roots: roots, foldsLiterals: foldsLiterals, affixes: sorted, hasFragments: hasFragments)
    }

    /// The root of `scope`'s trie, made if missing.
    mutating func root(for scope: RouteScope?) -> Int32 {
      // Most routes have no scope: their root is found without comparing scopes.
      if scope == nil, unscopedRoot >= 0 { return unscopedRoot }
      if let root = roots.first(where: { $0.scope == scope }) { return root.node }
      let root = newNode()
      roots.append(Root(scope: scope, node: root))
      if scope == nil { unscopedRoot = root }
      return root
    }

    private mutating func child(of parent: Int32, for component: PathComponent) -> Int32 {
      switch component {
      case .literal(let text):
        ByteSpan.withBytes(of: text) { child(of: parent, .literal, text: $0) }
      case .affixed(let prefix, _, let suffix):
        child(of: parent, prefix: prefix, suffix: suffix)
      case .parameter, .wildcard, .catchAll, .fragment:
        child(of: parent, component.kind, text: .empty)
      }
    }

    /// The child of `parent` for a capture with literal text, made if
    /// missing: captures with equal text around them share it, whatever
    /// their names.
    private mutating func child(of parent: Int32, prefix: String, suffix: String) -> Int32 {
      let keys = TrieRouteMatcher.Trie.affixKeys(
        prefix: prefix, suffix: suffix, folding: foldsLiterals)
      let key = AffixKey(parent: parent, prefix: keys.prefix, suffix: keys.suffix)
      if let existing = affixChildren[key] { return existing }
      let child = newNode()
      affixChildren[key] = child
      affixes.append(
        TrieRouteMatcher.Trie.Affix(
          parent: parent, child: child, prefix: keys.prefix, suffix: keys.suffix))
      return child
    }

    /// The child of `parent` for a component of `kind`, with its text for
    /// a literal, made if missing. A text `pooledAt` a place is the pattern
    /// bytes there, which a new literal's key is then kept as.
    private mutating func child(
      of parent: Int32, _ kind: PathComponent.Kind, text: ByteSpan, pooledAt place: Int? = nil
    ) -> Int32 {
      let node = nodes[Int(parent)].node
      switch kind {
      case .literal:
        // Most literals are lowercase ASCII: their key, folded or not, is
        // their text, and their bytes are looked up as they are.
        if TrieRouteMatcher.Trie.isFoldedASCII(text) {
          let (existing, probe) = literals.probe(parent: parent, key: text)
          if let existing { return existing }
          let child = newNode()
          literals.insert(parent: parent, key: text, pooledAt: place, child: child, at: probe)
          return child
        }
        return child(of: parent, literal: String(decoding: text, as: UTF8.self))
      case .affixed:
        let parts = PathComponent.affixedParts(String(decoding: text, as: UTF8.self))
        return child(of: parent, prefix: parts.prefix, suffix: parts.suffix)
      case .parameter:
        return node.parameter >= 0 ? node.parameter : newNode(under: parent) { $0.parameter = $1 }
      case .wildcard:
        return node.wildcard >= 0 ? node.wildcard : newNode(under: parent) { $0.wildcard = $1 }
      case .catchAll:
        return node.catchAll >= 0 ? node.catchAll : newNode(under: parent) { $0.catchAll = $1 }
      case .fragment:
        return fragmentChild(of: parent)
      }
    }

    /// The child of `parent` for a fragment pattern's `#`: a literal no link
    /// segment can equal (``TrieRouteMatcher/fragmentSegment``). Out of line,
    /// so that routes without `#` pay nothing for it.
    @inline(never)
    private mutating func fragmentChild(of parent: Int32) -> Int32 {
      hasFragments = true
      var key = TrieRouteMatcher.fragmentSegment
      return ByteSpan.withBytes(of: &key) { child(of: parent, .literal, text: $0) }
    }

    /// The child of `parent` for a literal that is not lowercase ASCII,
    /// made if missing: it is indexed by its key, and also by its folded
    /// text where that differs and literals keep their case.
    private mutating func child(of parent: Int32, literal text: String) -> Int32 {
      var key = TrieRouteMatcher.Trie.key(for: text, folding: foldsLiterals)
      if let existing = ByteSpan.withBytes(of: &key, { literals.first(parent: parent, key: $0) }) {
        return existing
      }
      let child = newNode()
      ByteSpan.withBytes(of: &key) { literals.insert(parent: parent, key: $0, child: child) }
      if !foldsLiterals {
        var folded = TrieRouteMatcher.Trie.key(for: text, folding: true)
        if folded != key {
          ByteSpan.withBytes(of: &folded) {
            foldedLiterals.insert(parent: parent, key: $0, child: child)
          }
        }
      }
      return child
    }

    /// A new node, which `link` records in its parent.
    private mutating func newNode(under parent: Int32, link: (inout Node, Int32) -> Void) -> Int32 {
      let child = newNode()
      link(&nodes[Int(parent)].node, child)
      return child
    }

    private mutating func newNode() -> Int32 {
      nodes.append(PendingNode())
      return Int32(nodes.count - 1)
    }
  }
}

/// Where a capture with literal text sits: its parent, and its prefix and
/// suffix in key form.
private struct AffixKey: Hashable {
  let parent: Int32
  let prefix: String
  let suffix: String
}
