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
    /// Literal children by lowercased text, for the case-insensitive host segment.
    let foldedLiterals: LiteralIndex
    /// The root of each scope's trie; unscoped routes under `nil`.
    let roots: [Root]
    /// The routes ending at each node, node after node, in the order given.
    let routeList: [Int32]
    /// Whether each route is an entity rather than a block, by route index.
    let isEntity: [Bool]
    let foldsLiterals: Bool

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
    }

    func root(for scope: RouteScope?) -> Int32? {
      roots.first { $0.scope == scope }?.node
    }
  }
}

// MARK: - Building

extension TrieRouteMatcher.Trie {
  struct Builder {
    private var nodes: [Node] = []
    private var literals = LiteralIndex()
    private var foldedLiterals = LiteralIndex()
    private var roots: [Root] = []
    private var isEntity: [Bool] = []
    private var routesByNode: [[Int32]] = []
    /// Each route's block priority (`nil` for an entity), by route index.
    private var priorities: [Int?] = []
    private let foldsLiterals: Bool

    init(foldsLiterals: Bool) {
      self.foldsLiterals = foldsLiterals
    }

    /// Adds a route; `priority` is a block's, `nil` for an entity.
    mutating func insert(_ pattern: RoutePattern, route: Int32, priority: Int?) {
      isEntity.append(priority == nil)
      priorities.append(priority)
      var current = root(for: pattern.scope)
      for component in pattern.components {
        current = child(of: current, for: component)
      }
      routesByNode[Int(current)].append(route)
    }

    /// The trie, with each node's routes gathered into one list: blocks by
    /// descending priority, then the entity, routes of equal rank in the
    /// order given.
    func build() -> TrieRouteMatcher.Trie {
      var nodes = self.nodes
      var list: [Int32] = []
      list.reserveCapacity(priorities.count)
      for (index, routes) in routesByNode.enumerated() {
        let routes = routes.count < 2 ? routes : ranked(routes)
        nodes[index].routesStart = Int32(list.count)
        nodes[index].routesCount = Int32(routes.count)
        list += routes
      }
      return TrieRouteMatcher.Trie(
        nodes: nodes, literals: literals, foldedLiterals: foldedLiterals, roots: roots,
        routeList: list, isEntity: isEntity, foldsLiterals: foldsLiterals)
    }

    private func ranked(_ routes: [Int32]) -> [Int32] {
      func rank(_ route: Int32, _ offset: Int) -> (Int, Int, Int) {
        priorities[Int(route)].map { (0, -$0, offset) } ?? (1, 0, offset)
      }
      return routes.enumerated()
        .sorted { rank($0.element, $0.offset) < rank($1.element, $1.offset) }
        .map(\.element)
    }

    private mutating func root(for scope: RouteScope?) -> Int32 {
      if let root = roots.first(where: { $0.scope == scope }) { return root.node }
      let root = newNode()
      roots.append(Root(scope: scope, node: root))
      return root
    }

    private mutating func child(of parent: Int32, for component: PathComponent) -> Int32 {
      switch component {
      case .literal(let text):
        // Most literals are lowercase ASCII: their folded and canonical forms
        // are the text itself, and nothing needs converting.
        let isFolded = text.utf8.allSatisfy { $0 < 0x80 && !(0x41...0x5A).contains($0) }
        var key = Self.canonical(foldsLiterals && !isFolded ? text.lowercased() : text)
        if let existing = key.withUTF8({ literals.first(parent: parent, key: $0) }) {
          return existing
        }
        let child = newNode()
        key.withUTF8 { literals.insert(parent: parent, key: $0, child: child) }
        if !foldsLiterals {
          var folded = isFolded ? key : Self.canonical(text.lowercased())
          folded.withUTF8 { foldedLiterals.insert(parent: parent, key: $0, child: child) }
        }
        return child
      case .parameter:
        return existingOrNew(\.parameter, of: parent)
      case .wildcard:
        return existingOrNew(\.wildcard, of: parent)
      case .catchAll:
        return existingOrNew(\.catchAll, of: parent)
      }
    }

    private mutating func existingOrNew(
      _ slot: WritableKeyPath<Node, Int32>, of parent: Int32
    ) -> Int32 {
      let existing = nodes[Int(parent)][keyPath: slot]
      if existing >= 0 { return existing }
      let child = newNode()
      nodes[Int(parent)][keyPath: slot] = child
      return child
    }

    /// The form a literal is indexed under: its NFC form, so that spellings
    /// `String` calls equal (`é` precomposed or as `e` and a combining accent)
    /// meet. ASCII text is already in that form.
    private static func canonical(_ text: String) -> String {
      text.utf8.allSatisfy { $0 < 0x80 } ? text : text.precomposedStringWithCanonicalMapping
    }

    private mutating func newNode() -> Int32 {
      nodes.append(Node())
      routesByNode.append([])
      return Int32(nodes.count - 1)
    }
  }
}

// MARK: - Walking

extension TrieRouteMatcher.Trie {
  /// A depth-first walk over a link's segments, best branch first.
  struct Walk {
    let trie: TrieRouteMatcher.Trie
    let content: LinkContent
    /// The bytes of the link's text while the walk runs.
    private var text = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
    let firstSegmentIsHost: Bool
    let scope: RouteScope
    /// Whether the walk ends at the first entity (blocks before it are kept).
    let stopsAtEntity: Bool
    /// Whether the walk looks for the best entity only, keeping no blocks.
    let entityOnly: Bool
    /// The routes found, best first, with where a `**` remainder starts.
    private(set) var found: [(route: Int32, remainderStart: Int?)] = []
    /// The best entity, for a walk that looks for it only.
    private(set) var bestEntity: (route: Int32, remainderStart: Int?)?
    /// How many nodes the walk entered.
    private(set) var visited = 0

    init(
      trie: TrieRouteMatcher.Trie, request: RequestURL, stopsAtEntity: Bool,
      entityOnly: Bool = false
    ) {
      self.trie = trie
      self.content = request.content
      self.firstSegmentIsHost = request.firstSegmentIsHost
      self.scope = request.scope
      self.stopsAtEntity = stopsAtEntity || entityOnly
      self.entityOnly = entityOnly
    }

    mutating func run() {
      content.withTextBytes { bytes in
        text = bytes
        walk()
      }
      text = UnsafeBufferPointer(start: nil, count: 0)
    }

    private mutating func walk() {
      if let scoped = trie.root(for: scope), visit(scoped, depth: 0) { return }
      if let unscoped = trie.root(for: nil) { _ = visit(unscoped, depth: 0) }
    }

    /// Visits a node at a depth; returns `true` once the walk is over.
    private mutating func visit(_ node: Int32, depth: Int) -> Bool {
      visited += 1
      let entry = trie.nodes[Int(node)]
      guard depth < content.segmentCount else {
        if collect(entry, remainderStart: nil) { return true }
        return entry.catchAll >= 0
          && collect(trie.nodes[Int(entry.catchAll)], remainderStart: depth)
      }
      let isHost = depth == 0 && firstSegmentIsHost
      let children = content.withSegmentBytes(depth, text: text) { bytes in
        literalChildren(of: node, bytes: bytes, isHost: isHost)
      }
      if children.first >= 0, visit(children.first, depth: depth + 1) { return true }
      for child in children.more where visit(child, depth: depth + 1) { return true }
      if entry.parameter >= 0, visit(entry.parameter, depth: depth + 1) { return true }
      if entry.wildcard >= 0, visit(entry.wildcard, depth: depth + 1) { return true }
      return entry.catchAll >= 0
        && collect(trie.nodes[Int(entry.catchAll)], remainderStart: depth)
    }

    /// Adds the routes ending at a node; returns `true` when one is the
    /// entity the walk stops at.
    private mutating func collect(_ node: Node, remainderStart: Int?) -> Bool {
      let start = Int(node.routesStart)
      for route in trie.routeList[start..<(start + Int(node.routesCount))] {
        if entityOnly {
          guard trie.isEntity[Int(route)] else { continue }
          bestEntity = (route, remainderStart)
          return true
        }
        found.append((route, remainderStart))
        if stopsAtEntity, trie.isEntity[Int(route)] { return true }
      }
      return false
    }

    /// The literal children a segment reaches: the exact one, or, where case
    /// does not matter, every child whose text folds to the same. The first
    /// needs no allocation; further ones (case variants of a host) do.
    private func literalChildren(
      of node: Int32, bytes: UnsafeBufferPointer<UInt8>, isHost: Bool
    ) -> (first: Int32, more: [Int32]) {
      if trie.foldsLiterals {
        return (Self.folded(bytes) { trie.literals.first(parent: node, key: $0) } ?? -1, [])
      }
      let exact = Self.canonical(bytes) { trie.literals.first(parent: node, key: $0) }
      if let exact { return (exact, []) }
      guard isHost else { return (-1, []) }
      var children: [Int32] = []
      Self.folded(bytes) { key in
        trie.foldedLiterals.forEach(parent: node, key: key) { child in
          children.append(child)
          return true
        }
      }
      return (children.first ?? -1, Array(children.dropFirst()))
    }

    /// Calls `body` with the bytes in the form literals are indexed under:
    /// as they are when ASCII, otherwise in NFC.
    private static func canonical<Result>(
      _ bytes: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) -> Result
    ) -> Result {
      guard bytes.contains(where: { $0 >= 0x80 }) else { return body(bytes) }
      var normalized = String(decoding: bytes, as: UTF8.self).precomposedStringWithCanonicalMapping
      return normalized.withUTF8(body)
    }

    /// Calls `body` with the bytes lowercased as `String.lowercased()` does,
    /// in the form literals are indexed under.
    @discardableResult
    private static func folded<Result>(
      _ bytes: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) -> Result
    ) -> Result {
      var lowered = String(decoding: bytes, as: UTF8.self).lowercased()
      return lowered.withUTF8 { canonical($0, body) }
    }
  }
}
