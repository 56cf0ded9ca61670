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
