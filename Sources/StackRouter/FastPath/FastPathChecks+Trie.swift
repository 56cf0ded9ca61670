/// The hooks for the trie's look-up of a node's literal children.
extension FastPathChecks {
  /// Builds a trie of a root with one literal child, `a`, whose root names
  /// `literal` as its literal entry instead of the one the builder records
  /// (`0`), and checks it: what a builder that lost count of a node's
  /// literal children would leave. Returns the child the walk's look-up of
  /// the root's one literal finds for `a` (`-1` for none).
  public static func checkTrieLiteral(_ literal: Int32) -> Int32 {
    typealias Trie = TrieRouteMatcher.Trie
    var literals = LiteralIndex()
    var key = "a"
    ByteSpan.withBytes(of: &key) { literals.insert(parent: 0, key: $0, child: 1) }
    var root = Trie.Node()
    root.literal = literal
    let trie = Trie(
      nodes: [root, Trie.Node()], literals: literals, foldedLiterals: LiteralIndex(),
      roots: [Trie.Root(scope: nil, node: 0)], routeList: [], isEntity: [], foldsLiterals: false,
      affixes: [], hasFragments: false)
    trie.checkInvariants()
    return ByteSpan.withBytes(of: &key) { trie.literals.child(ofEntry: 0, key: $0) }
  }

  /// Compares `key` with entry `entry` of a literal index holding one
  /// entry, `a`: an entry number past the index is what a node whose
  /// literal count went wrong would give. Returns the child found, or `-1`.
  public static func childOfLiteralEntry(_ entry: Int32, key: String) -> Int32 {
    var literals = LiteralIndex()
    var stored = "a"
    ByteSpan.withBytes(of: &stored) { literals.insert(parent: 0, key: $0, child: 1) }
    var key = key
    return ByteSpan.withBytes(of: &key) { literals.child(ofEntry: entry, key: $0) }
  }
}
