import Testing

@testable import StackRouter

/// The trie's test for text already in the form literal keys take: read a
/// word at a time, it must say what a byte at a time says.
@Suite("Trie storage: literal keys")
struct TrieStorageTests {
  @Test(
    "every byte, at every place of text of 0 to 17 bytes, is folded ASCII exactly when a byte at a time says so",
    arguments: 0...17)
  func everyByteAtEveryPlace(_ length: Int) {
    forEveryByteAtEveryPlace(ofLength: length) { bytes, value, place in
      let expected = bytes.allSatisfy { $0 < 0x80 && !(0x41...0x5A).contains($0) }
      let found = bytes.withByteSpan { TrieRouteMatcher.Trie.isFoldedASCII($0) }
      #expect(found == expected, "byte \(value) at \(place) of \(length)")
    }
  }

  @Test("a capital beside the bytes around `A` and `Z` is found in every word of 17 bytes")
  func capitalsAmongNeighbours() {
    // The bytes just outside the capitals, which a word's test must not
    // take for them; a capital at each place must still be found.
    let neighbours: [UInt8] = [0x40, 0x5B, 0x60, 0x7B, 0x7F, 0x00, 0x3F, 0x7A]
    for capital in [UInt8(ascii: "A"), UInt8(ascii: "M"), UInt8(ascii: "Z")] {
      for place in 0..<17 {
        var bytes = (0..<17).map { neighbours[$0 % neighbours.count] }
        #expect(bytes.withByteSpan { TrieRouteMatcher.Trie.isFoldedASCII($0) })
        bytes[place] = capital
        #expect(!bytes.withByteSpan { TrieRouteMatcher.Trie.isFoldedASCII($0) })
      }
    }
  }
}
