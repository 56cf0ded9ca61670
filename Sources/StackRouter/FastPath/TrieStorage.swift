import Foundation

extension TrieRouteMatcher {
  /// The tries of every scope, stored flat. Built once and never changed, it
  /// is shared by reference, so a walk holds it without copying its arrays.
  ///
  /// ```
  /// roots      [ (scope, node) … ]
  /// nodes      [ Node 0 │ Node 1 │ … ]   parameter, wildcard, catchAll: node or -1
  ///                │ routesStart ..< routesStart + routesCount
  /// routeList  [ r r │ r │ r r r … ]      each node's routes, best first
  /// literals   LiteralIndex: (parent node, bytes) → child node
  /// affixes    [ Affix … ]               (parent, prefix, suffix) → child node,
  ///                                      each parent's together, best first
  /// ```
  ///
  /// Invariants (checked by ``checkInvariants()`` when `STACKROUTER_CHECKS`
  /// is set, once the trie is built):
  /// - Every child index and root is a node: `0 <= child < nodes.count`,
  ///   or `-1` for none; a node's `affixes` is `-1` or the first of its
  ///   affixed children, which lie together.
  /// - A node's `literal` says how many literal children `literals` holds
  ///   under it: `-1` none, the number of its one entry when it has one,
  ///   `-2` more (worked out when the trie is made). A walk skips the
  ///   look-up for a node without any, and compares the one key of a node
  ///   with one without hashing it.
  /// - Each node's routes are a range inside `routeList`, the ranges of all
  ///   nodes one after another; every route number is `< isEntity.count`,
  ///   blocks by descending priority before the node's entity.
  ///
  /// A node's routes are read through ``forEachRoute(at:_:)`` alone.
  final class Trie: Sendable {
    /// A node: its `:name`, `*` and `**` children (`-1` when absent), where
    /// its children for captures with literal text start in `affixes` (`-1`
    /// when it has none), its literal children in `literals` (``literal``),
    /// and the routes that end at it, as a range of `routeList`.
    struct Node: Sendable {
      /// No literal child, for ``literal``.
      static let noLiteral: Int32 = -1
      /// Two or more literal children, for ``literal``: look them up by hash.
      static let severalLiterals: Int32 = -2

      var affixes: Int32 = -1
      /// ``noLiteral``, ``severalLiterals``, or the number of the node's one
      /// entry in `literals`.
      var literal: Int32 = noLiteral
      var parameter: Int32 = -1
      var wildcard: Int32 = -1
      var catchAll: Int32 = -1
      var routesStart: Int32 = 0
      var routesCount: Int32 = 0
    }

    let nodes: [Node]
    /// Literal children, by exact text (or folded text when literals ignore case).
    let literals: LiteralIndex
    /// Children for captures with literal text, grouped by parent, each
    /// parent's best first (see ``Affix``).
    let affixes: [Affix]
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
    /// Whether any route has a fragment pattern (`#`): only then does a
    /// link's fragment take part in matching.
    let hasFragments: Bool

    /// A scope's root node.
    struct Root: Sendable {
      let scope: RouteScope?
      let node: Int32
    }

    init(
      nodes: [Node], literals: LiteralIndex, foldedLiterals: LiteralIndex, roots: [Root],
      routeList: [Int32], isEntity: [Bool], foldsLiterals: Bool, affixes: [Affix],
      hasFragments: Bool
    ) {
      self.nodes = nodes
      self.literals = literals
      self.affixes = affixes
      self.foldedLiterals = foldedLiterals
      self.roots = roots
      self.routeList = routeList
      self.isEntity = isEntity
      self.foldsLiterals = foldsLiterals
      hasScopedRoots = roots.contains { $0.scope != nil }
      self.hasFragments = hasFragments
    }

    func root(for scope: RouteScope?) -> Int32? {
      roots.first { $0.scope == scope }?.node
    }
  }
}

extension TrieRouteMatcher.Trie {
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
  /// every literal key takes. Read a word at a time (the last overlapping
  /// the one before it; two overlapping halves for four to seven bytes), as
  /// every literal of a table being built is.
  static func isFoldedASCII(_ bytes: ByteSpan) -> Bool {
    /// The high bit of each byte of `word` that is not ASCII or is a
    /// capital (at least 0x41, which adding 0x3F carries into the high
    /// bit, and at most 0x5A, which adding 0x25 does not): exact for a word
    /// of ASCII bytes, and set somewhere for any other.
    func refused(_ word: UInt64) -> UInt64 {
      (word | (word &+ 0x3F3F_3F3F_3F3F_3F3F) & ~(word &+ 0x2525_2525_2525_2525))
        & 0x8080_8080_8080_8080
    }
    let count = bytes.count
    return bytes.withUnsafeBytes { buffer in
      guard count >= 4, let base = buffer.baseAddress else {
        for byte in buffer where byte >= 0x80 || byte &- 0x41 < 26 { return false }
        return true
      }
      let raw = UnsafeRawPointer(base)
      guard count >= 8 else {
        let first = raw.loadUnaligned(as: UInt32.self)
        let last = raw.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
        return refused(UInt64(first) | UInt64(last) << 32) == 0
      }
      var found: UInt64 = 0
      var offset = 0
      while offset < count - 8 {
        found |= refused(raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
        offset += 8
      }
      return found | refused(raw.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)) == 0
    }
  }

  /// Calls `body` with each route ending at `node`, best first, until it
  /// returns `false`: the one way to read a node's routes. It reads the
  /// list by index (a slice of it would retain it) and is inlined.
  @inline(__always)
  func forEachRoute(at node: Node, _ body: (Int32) -> Bool) {
    let start = Int(node.routesStart)
    for index in start..<(start + Int(node.routesCount)) {
      guard body(routeList[index]) else { return }
    }
  }

  /// The first route ending at the node `pattern` reaches for which
  /// `predicate` holds, if any.
  func firstRoute(endingAt pattern: RoutePattern, where predicate: (Int32) -> Bool) -> Int32? {
    let node = Self.node(
      for: pattern, root: root(for: pattern.scope), nodes: { nodes[Int($0)] },
      literals: literals, folding: foldsLiterals, affixChild: affixChild(of:prefix:suffix:))
    guard let node else { return nil }
    var found: Int32?
    forEachRoute(at: nodes[Int(node)]) { route in
      guard predicate(route) else { return true }
      found = route
      return false
    }
    return found
  }

  /// The node `pattern` reaches from `root`, if the trie has it; `nodes`
  /// reads a node, and `affixChild` finds a node's child for a capture with
  /// literal text, given its prefix and suffix in key form.
  static func node(
    for pattern: RoutePattern, root: Int32?, nodes: (Int32) -> Node, literals: LiteralIndex,
    folding: Bool, affixChild: (Int32, String, String) -> Int32?
  ) -> Int32? {
    guard var node = root else { return nil }
    for component in pattern.components {
      let entry = nodes(node)
      let child: Int32
      switch component {
      case .literal(let text):
        var key = key(for: text, folding: folding)
        child = ByteSpan.withBytes(of: &key) { literals.first(parent: node, key: $0) } ?? -1
      case .affixed(let prefix, _, let suffix):
        let keys = affixKeys(prefix: prefix, suffix: suffix, folding: folding)
        child = affixChild(node, keys.prefix, keys.suffix) ?? -1
      case .parameter: child = entry.parameter
      case .wildcard: child = entry.wildcard
      case .catchAll: child = entry.catchAll
      case .fragment: child = fragmentChild(of: node, in: literals)
      }
      guard child >= 0 else { return nil }
      node = child
    }
    return node
  }

  /// The child of `node` for a fragment pattern's `#`, or `-1`; out of line.
  @inline(never)
  private static func fragmentChild(of node: Int32, in literals: LiteralIndex) -> Int32 {
    var key = TrieRouteMatcher.fragmentSegment
    return ByteSpan.withBytes(of: &key) { literals.first(parent: node, key: $0) } ?? -1
  }

  /// A node of a trie being built: the node, and the first and last route
  /// ending at it (`-1` when none), the ends of a list linked through
  /// ``PendingRoute/next``.
  struct PendingNode {
    var node = Node()
    var firstRoute: Int32 = -1
    var lastRoute: Int32 = -1
  }

  /// A route of a trie being built: its block priority (`nil` for an
  /// entity), and the next route ending at its node (`-1` for the last).
  struct PendingRoute {
    var next: Int32 = -1
    let priority: Int?
  }

  /// A trie from a builder's nodes and routes, each node's routes gathered
  /// into one list: blocks by descending priority, then the entity, routes
  /// of equal rank in the order given; and each node's affixed children
  /// from the first of its run in `affixes`, which are grouped by parent.
  convenience init(
    pending: [PendingNode], routes: [PendingRoute], literals: LiteralIndex,
    foldedLiterals: LiteralIndex, roots: [Root], foldsLiterals: Bool, affixes: [Affix] = [],
    hasFragments: Bool = false
  ) {
    /// Blocks before the entity, blocks by descending priority, routes of
    /// equal rank in the order they were added.
    func ranksBefore(_ lhs: Int32, _ rhs: Int32) -> Bool {
      func rank(_ route: Int32) -> (Int, Int, Int32) {
        routes[Int(route)].priority.map { (0, -$0, route) } ?? (1, 0, route)
      }
      return rank(lhs) < rank(rhs)
    }
    var list: [Int32] = []
    list.reserveCapacity(routes.count)
    // The table keeps the nodes made here, without spare capacity.
    var nodes = [Node](repeating: Node(), count: pending.count)
    // The lists are read and the nodes written in place, node after node.
    routes.withUnsafeBufferPointer { routes in
      pending.withUnsafeBufferPointer { pending in
        nodes.withUnsafeMutableBufferPointer { nodes in
          for index in nodes.indices {
            let start = list.count
            var route = pending[index].firstRoute
            while route >= 0 {
              list.append(route)
              route = routes[Int(route)].next
            }
            if list.count - start > 1 { list[start...].sort(by: ranksBefore) }
            nodes[index] = pending[index].node
            nodes[index].routesStart = Int32(start)
            nodes[index].routesCount = Int32(list.count - start)
          }
          for (index, affix) in affixes.enumerated().reversed() {
            nodes[Int(affix.parent)].affixes = Int32(index)
          }
          // Each node's literal children: none, one entry, or several.
          literals.forEachEntry { entry, parent in
            #if STACKROUTER_CHECKS
            precondition(parent >= 0 && Int(parent) < nodes.count, "a literal's parent is a node")
            #endif
            let literal = nodes[Int(parent)].literal
            nodes[Int(parent)].literal = literal == Node.noLiteral ? entry : Node.severalLiterals
          }
        }
      }
    }
    self.init(
      nodes: nodes, literals: literals, foldedLiterals: foldedLiterals, roots: roots,
      routeList: list, isEntity: routes.map { $0.priority == nil }, foldsLiterals: foldsLiterals,
      affixes: affixes, hasFragments: hasFragments)
    checkInvariants()
  }

  /// Checks the invariants at the top of this file; does nothing unless
  /// `STACKROUTER_CHECKS` is set.
  func checkInvariants() {
    #if STACKROUTER_CHECKS
    let count = Int32(nodes.count)
    func isNode(_ node: Int32) -> Bool { node >= -1 && node < count }
    var next: Int32 = 0
    for (index, node) in nodes.enumerated() {
      precondition(
        isNode(node.parameter) && isNode(node.wildcard) && isNode(node.catchAll),
        "a child is a node")
      precondition(
        node.affixes < 0
          || (Int(node.affixes) < affixes.count && affixes[Int(node.affixes)].parent == index
            && (node.affixes == 0 || affixes[Int(node.affixes) - 1].parent != index)),
        "a node's affixed children start where its run starts")
      precondition(node.routesStart == next && node.routesCount >= 0, "route ranges follow")
      next += node.routesCount
    }
    precondition(Int(next) == routeList.count, "every route is at one node")
    precondition(routeList.allSatisfy { $0 >= 0 && Int($0) < isEntity.count }, "route numbers")
    precondition(roots.allSatisfy { $0.node >= 0 && $0.node < count }, "roots are nodes")
    precondition(
      affixes.allSatisfy { isNode($0.child) && $0.child >= 0 && isNode($0.parent) },
      "affixed children are nodes")
    // Each node's literal entries, as `literal` counts them.
    var literal = [Int32](repeating: Node.noLiteral, count: nodes.count)
    literals.forEachEntry { entry, parent in
      precondition(isNode(parent) && parent >= 0, "a literal's parent is a node")
      literal[Int(parent)] = literal[Int(parent)] == Node.noLiteral ? entry : Node.severalLiterals
    }
    precondition(
      nodes.indices.allSatisfy { nodes[$0].literal == literal[$0] },
      "a node's literal names its one literal entry, or says none or several")
    literals.checkInvariants()
    foldedLiterals.checkInvariants()
    #endif
  }
}
