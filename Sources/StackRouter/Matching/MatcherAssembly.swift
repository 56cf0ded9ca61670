/// What registration hands the matching stage while it checks routes: the
/// narrow interface between the two.
///
/// Registration asks for each pattern's shape (the trie node it reaches:
/// patterns of one shape match exactly the same links), reads the routes
/// that end at a shape, adds routes, and names what each route captures;
/// the trie and the captures stay the matching stage's. When every route
/// is in, ``finish()`` hands back the default matcher's parts.
struct MatcherAssembly {
  /// A pattern's shape: the node it reaches in the default matcher's trie.
  typealias Shape = Int32

  private var trie: TrieRouteMatcher.Trie.Builder
  private var captures: TrieRouteMatcher.Captures

  /// An assembly sized for `capacity` routes whose patterns have
  /// `componentCount` components in all, packed in `patternBytes`.
  init(foldsLiterals: Bool, capacity: Int, componentCount: Int, patternBytes: [UInt8]) {
    // A route's components make at most one node each, besides the roots.
    trie = TrieRouteMatcher.Trie.Builder(
      foldsLiterals: foldsLiterals, capacity: capacity, nodeCapacity: componentCount + 1,
      patternBytes: patternBytes)
    captures = TrieRouteMatcher.Captures(capacity: 0)
  }

  /// The shape of the empty pattern of `scope`.
  mutating func root(for scope: RouteScope?) -> Shape {
    trie.root(for: scope)
  }

  /// The shape `shape` becomes, followed by packed components of the
  /// pattern bytes the assembly was made with.
  mutating func shape(from shape: Shape, following components: PackedComponents) -> Shape {
    trie.node(from: shape, following: components)
  }

  /// The shape of `pattern`.
  mutating func shape(of pattern: RoutePattern) -> Shape {
    trie.node(for: pattern)
  }

  /// The shape of `pattern`, if a route added so far has it.
  func existingShape(of pattern: RoutePattern) -> Shape? {
    trie.existingNode(for: pattern)
  }

  /// Calls `body` with each route of `shape`, in the order added, until it
  /// returns `false`.
  @inline(__always)
  func forEachRoute(at shape: Shape, _ body: (Int32) -> Bool) {
    trie.forEachRoute(at: shape, body)
  }

  /// Adds a route of `shape` (`priority` is a block's, `nil` for an
  /// entity) and returns its number: routes are numbered in the order added.
  @discardableResult
  mutating func addRoute(at shape: Shape, priority: Int?) -> Int32 {
    trie.add(at: shape, priority: priority)
  }

  /// Makes room for the captures of `routes` routes with `names`
  /// parameter names in all, before any is named: the table keeps the
  /// list of names as it is.
  mutating func reserveCaptures(routes: Int, names: Int) {
    captures = TrieRouteMatcher.Captures(capacity: routes, nameCapacity: names)
  }

  /// Names what the next route captures, from its packed pattern: routes'
  /// captures are named in route order, entities then blocks.
  mutating func addCaptures(_ components: PackedComponents) {
    captures.add(components)
  }

  /// Names what the next route, a block, captures.
  mutating func addCaptures(_ pattern: RoutePattern) {
    captures.add(pattern)
  }

  /// The pattern bytes, without spare room, which the default matcher's
  /// trie keeps its literals in: the table's entities can keep them too.
  mutating func sharedPatternBytes() -> [UInt8] {
    trie.sharedPatternBytes()
  }

  /// Every route's parameter names, route after route.
  var captureNames: [String] { captures.names }

  /// The default matcher's trie and captures.
  func finish() -> (trie: TrieRouteMatcher.Trie, captures: TrieRouteMatcher.Captures) {
    (trie.build(), captures)
  }
}
