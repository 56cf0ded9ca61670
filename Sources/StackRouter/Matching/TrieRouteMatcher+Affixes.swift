extension TrieRouteMatcher.Trie {
  /// A child for a capture with literal text, such as `item-:id.html`: its
  /// parent, its node, and the literal text before and after the capture.
  ///
  /// A node's affixed children lie together in ``TrieRouteMatcher/Trie/affixes``,
  /// starting at the node's `affixes` index, best first: more literal
  /// characters first, then the longer prefix, then by their text's bytes,
  /// so that the order never depends on the order routes were added.
  struct Affix: Sendable {
    let parent: Int32
    let child: Int32
    /// The text before the capture, in the form literals are indexed under
    /// (see ``TrieRouteMatcher/Trie/key(for:folding:)``).
    let prefix: String
    /// The text after the capture, in the same form.
    let suffix: String

    /// How many characters of literal text the affix holds.
    var literalCount: Int { prefix.count + suffix.count }

    /// Whether `self` is tried before `other` at the same node.
    func ranksBefore(_ other: Affix) -> Bool {
      if literalCount != other.literalCount { return literalCount > other.literalCount }
      if prefix.count != other.prefix.count { return prefix.count > other.prefix.count }
      if prefix != other.prefix {
        return Array(prefix.utf8).lexicographicallyPrecedes(other.prefix.utf8)
      }
      return Array(suffix.utf8).lexicographicallyPrecedes(other.suffix.utf8)
    }

    /// Whether a decoded segment starts with the prefix and ends with the
    /// suffix, with at least one character between them. Literal text
    /// compares as literals do: ignoring case when `folding`, and
    /// character by character (canonical equivalence) when either side is
    /// not ASCII.
    func matches(_ segment: ByteSpan, folding: Bool) -> Bool {
      let prefixBytes = prefix.utf8
      let suffixBytes = suffix.utf8
      if Self.isASCII(prefix), Self.isASCII(suffix), !segment.contains(where: { $0 >= 0x80 }) {
        guard segment.count > prefixBytes.count + suffixBytes.count else { return false }
        func same(_ lhs: UInt8, _ rhs: UInt8) -> Bool {
          folding ? Self.lowercased(lhs) == Self.lowercased(rhs) : lhs == rhs
        }
        for (offset, byte) in prefixBytes.enumerated() where !same(segment[offset], byte) {
          return false
        }
        let suffixStart = segment.count - suffixBytes.count
        for (offset, byte) in suffixBytes.enumerated()
        where !same(segment[suffixStart + offset], byte) {
          return false
        }
        return true
      }
      let characters = Array(String(decoding: segment, as: UTF8.self))
      let before = Array(prefix)
      let after = Array(suffix)
      guard characters.count > before.count + after.count else { return false }
      func same(_ lhs: Character, _ rhs: Character) -> Bool {
        folding ? lhs.lowercased() == rhs.lowercased() : lhs == rhs
      }
      for (offset, character) in before.enumerated() where !same(characters[offset], character) {
        return false
      }
      let suffixStart = characters.count - after.count
      for (offset, character) in after.enumerated()
      where !same(characters[suffixStart + offset], character) {
        return false
      }
      return true
    }

    /// What a capture with literal text captures from a segment it matched:
    /// the segment without as much text as `prefix` and `suffix` hold, cut
    /// as ``matches(_:folding:)`` compared it (bytes when everything is
    /// ASCII, characters otherwise).
    static func capture(in segment: String, prefix: String, suffix: String) -> String {
      if isASCII(prefix), isASCII(suffix), isASCII(segment) {
        let bytes = segment.utf8
        let start = bytes.index(bytes.startIndex, offsetBy: prefix.utf8.count)
        let end = bytes.index(bytes.endIndex, offsetBy: -suffix.utf8.count)
        return start < end ? String(segment[start..<end]) : ""
      }
      let characters = Array(segment)
      let start = prefix.count
      let end = characters.count - suffix.count
      return start < end ? String(characters[start..<end]) : ""
    }

    private static func isASCII(_ text: String) -> Bool {
      text.utf8.allSatisfy { $0 < 0x80 }
    }

    private static func lowercased(_ byte: UInt8) -> UInt8 {
      byte &- 0x41 < 26 ? byte | 0x20 : byte
    }
  }

  /// The affixed child of `parent` whose prefix and suffix are `prefix`
  /// and `suffix` in key form, if the trie has one.
  func affixChild(of parent: Int32, prefix: String, suffix: String) -> Int32? {
    var index = Int(nodes[Int(parent)].affixes)
    guard index >= 0 else { return nil }
    while index < affixes.count, affixes[index].parent == parent {
      let affix = affixes[index]
      if affix.prefix == prefix, affix.suffix == suffix { return affix.child }
      index += 1
    }
    return nil
  }

  /// The parts of a capture with literal text in key form, as the trie
  /// indexes them.
  static func affixKeys(
    prefix: String, suffix: String, folding: Bool
  ) -> (prefix: String, suffix: String) {
    (key(for: prefix, folding: folding), key(for: suffix, folding: folding))
  }
}
