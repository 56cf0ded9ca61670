import Testing

@testable import StackRouter

/// The trie's literal index hashes and compares keys a word at a time, with
/// overlapping reads at the ends: every byte of a key must count, at every
/// length.
@Suite("Literal index")
struct LiteralIndexTests {
  /// Calls `body` with the UTF-8 bytes of `key`.
  private func withKey<Result>(
    _ key: String, _ body: (ByteSpan) -> Result
  ) -> Result {
    var key = key
    return ByteSpan.withBytes(of: &key, body)
  }

  private func first(_ index: LiteralIndex, parent: Int32, _ key: String) -> Int32? {
    withKey(key) { index.first(parent: parent, key: $0) }
  }

  @Test("a key of any length is found, and a key one byte apart is not", arguments: 0...24)
  func everyByteCounts(length: Int) {
    let key = String((0..<length).map { Character(Unicode.Scalar(UInt8(97 + $0 % 26))) })
    var index = LiteralIndex()
    withKey(key) { index.insert(parent: 3, key: $0, child: 7) }
    #expect(first(index, parent: 3, key) == 7)
    #expect(first(index, parent: 4, key) == nil)
    // The same text with any one byte changed, one byte longer, one shorter.
    for position in 0..<length {
      var bytes = Array(key.utf8)
      bytes[position] = UInt8(ascii: "Z")
      #expect(first(index, parent: 3, String(decoding: bytes, as: UTF8.self)) == nil)
    }
    #expect(first(index, parent: 3, key + "a") == nil)
    if length > 0 { #expect(first(index, parent: 3, String(key.dropLast())) == nil) }
  }

  @Test("keys are compared in every byte, at every length", arguments: 0...24)
  func comparesEveryByte(length: Int) {
    let key = (0..<length).map { UInt8(97 + $0 % 26) }
    // The key stored after two other bytes, as in the index's pool.
    let pool: [UInt8] = [1, 2] + key
    func equal(_ other: [UInt8]) -> Bool {
      pool.withByteSpan { pool in
        other.withByteSpan { LiteralIndex.equal(pool, from: 2, $0) }
      }
    }
    #expect(equal(key))
    for position in 0..<length {
      var other = key
      other[position] ^= 0x20
      #expect(!equal(other), "a change at byte \(position) of \(length)")
    }
  }

  @Test("thousands of keys that differ only in their last bytes are each found")
  func manyNearKeys() {
    var index = LiteralIndex(capacity: 16)
    for number in 0..<5_000 {
      withKey("section\(number)") { index.insert(parent: 0, key: $0, child: Int32(number)) }
    }
    for number in 0..<5_000 {
      #expect(first(index, parent: 0, "section\(number)") == Int32(number))
    }
    #expect(first(index, parent: 0, "section5000") == nil)
    #expect(first(index, parent: 1, "section42") == nil)
  }

  @Test("a key added twice under one parent reports its children in the order added")
  func repeatedKeys() {
    var index = LiteralIndex()
    for child: Int32 in [5, 2, 9] {
      withKey("inbox") { index.insert(parent: 1, key: $0, child: child) }
    }
    var children: [Int32] = []
    withKey("inbox") {
      index.forEach(parent: 1, key: $0) { child in
        children.append(child)
        return true
      }
    }
    #expect(children == [5, 2, 9])
  }
}

/// An index made over bytes that hold its keys, as a table's trie is over
/// its packed patterns: keys inserted by their place are read there, other
/// keys are appended, and the pool can be shared once built.
@Suite("Literal index over pooled keys")
struct LiteralIndexPoolTests {
  /// `list`, then `set` and `settings` in packed components, as a pattern
  /// pool holds literals (kind and length bytes between them).
  static let pool: [UInt8] =
    [0, 4] + Array("list".utf8) + [0, 3] + Array("set".utf8) + [0, 8]
    + Array("settings".utf8)

  /// An index over ``pool`` with its three literals inserted by place,
  /// under parents 0, 1 and 1.
  static func pooledIndex() -> LiteralIndex {
    var index = LiteralIndex(capacity: 4, pool: pool)
    for (parent, child, place, count) in [(0, 1, 2, 4), (1, 2, 8, 3), (1, 3, 13, 8)] {
      pool.withByteSpan { bytes in
        let key = bytes.span(place..<(place + count))
        let (found, probe) = index.probe(parent: Int32(parent), key: key)
        #expect(found == nil)
        index.insert(
          parent: Int32(parent), key: key, pooledAt: place, child: Int32(child), at: probe)
      }
    }
    return index
  }

  private func first(_ index: LiteralIndex, parent: Int32, _ key: String) -> Int32? {
    var key = key
    return ByteSpan.withBytes(of: &key) { index.first(parent: parent, key: $0) }
  }

  @Test("keys inserted by their place are found, and their bytes are not copied")
  func keysByPlace() {
    let index = Self.pooledIndex()
    #expect(index.pool == Self.pool)
    #expect(first(index, parent: 0, "list") == 1)
    #expect(first(index, parent: 1, "set") == 2)
    #expect(first(index, parent: 1, "settings") == 3)
    #expect(first(index, parent: 1, "list") == nil)
    #expect(first(index, parent: 1, "setting") == nil)
    var key = "settings"
    #expect(ByteSpan.withBytes(of: &key) { index.child(ofEntry: 2, key: $0) } == 3)
  }

  @Test("a key not in the pool is appended after it, and a shared copy keeps every key")
  func appendedAndShared() {
    var index = Self.pooledIndex()
    var key = "Éclair"
    ByteSpan.withBytes(of: &key) { index.insert(parent: 2, key: $0, child: 4) }
    #expect(index.pool == Self.pool + Array("Éclair".utf8))
    let shared = index.pool.exactCopy()
    index.share(pool: shared)
    #expect(index.pool == shared)
    for (parent, key, child) in [
      (0, "list", 1), (1, "set", 2), (1, "settings", 3), (2, "Éclair", 4),
    ] {
      #expect(first(index, parent: Int32(parent), key) == Int32(child))
    }
    index.checkInvariants()
  }

  @Test(
    "a table whose literals ignore case, or hold a fragment, keeps its keys past its patterns",
    arguments: [false, true])
  func keysPastThePatterns(ignoringCase: Bool) throws {
    var registrar = Registrar(options: MatchingOptions(caseInsensitiveLiterals: ignoringCase))
    registrar.accept(scheme: "myapp")
    registrar.accept(domain: "example.com")
    registrar.register("Menu<Menu>/:item<Item>")
    registrar.register("café<Cafe>#/board<Board>")
    registrar.register("https://Example.com/promo<Promo>")
    if !ignoringCase { registrar.register("menu<LowerMenu>") }
    let table = try registrar.makeTable()
    let expected = [
      ("myapp://Menu/7", "Item"), ("myapp://menu", ignoringCase ? "Menu" : "LowerMenu"),
      ("myapp://Menu", "Menu"),
      ("myapp://caf%C3%A9#/board", "Board"), ("https://example.com/promo", "Promo"),
    ]
    for (link, target) in expected {
      guard case .matched(let matched) = table.resolve(link) else {
        Issue.record("\(link) does not match")
        continue
      }
      #expect(matched.entity.target == target, "\(link)")
    }
    #expect(table.entities.map(\.description).contains("café#/board <Board>"))
  }
}
