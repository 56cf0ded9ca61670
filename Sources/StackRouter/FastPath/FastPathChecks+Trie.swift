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

  /// Inserts `key` into a literal index made over the pool `listset`, by
  /// its place `place` there, as a trie over packed patterns does: a place
  /// whose bytes are not the key's is what a builder given components of
  /// other bytes would name. Returns the child the index then finds for
  /// `key` (`nil` for none).
  public static func insertPooledKey(_ key: String, at place: Int) -> Int32? {
    var index = LiteralIndex(pool: Array("listset".utf8))
    var key = key
    return ByteSpan.withBytes(of: &key) { key in
      let (_, probe) = index.probe(parent: 0, key: key)
      index.insert(parent: 0, key: key, pooledAt: place, child: 1, at: probe)
      return index.first(parent: 0, key: key)
    }
  }

  /// Shares `pool` as the pool of a literal index holding the key `list`:
  /// other bytes are what a table sharing its patterns with the wrong
  /// index would give it. Returns the child the index then finds for
  /// `list` (`nil` for none).
  public static func shareLiteralPool(_ pool: String) -> Int32? {
    var index = LiteralIndex()
    var key = "list"
    ByteSpan.withBytes(of: &key) { index.insert(parent: 0, key: $0, child: 1) }
    index.share(pool: Array(pool.utf8))
    return ByteSpan.withBytes(of: &key) { index.first(parent: 0, key: $0) }
  }
}
