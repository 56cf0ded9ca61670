import Testing

@testable import StackRouter

/// The check that picks the byte parser: route text read a word at a time
/// must be refused exactly when one of its bytes is not ASCII, or, with
/// groups refused, is `(` or `)`.
@Suite("Route syntax: which text the byte parser reads")
struct RouteSyntaxTests {
  @Test(
    "every byte, at every place of text of 0 to 17 bytes, is seen as one byte at a time sees it",
    arguments: 0...17)
  func everyByteAtEveryPlace(_ length: Int) {
    forEveryByteAtEveryPlace(ofLength: length) { bytes, value, place in
      for refusingGroups in [false, true] {
        let expected =
          bytes.allSatisfy { $0 < 0x80 }
          && !(refusingGroups
            && bytes.contains { $0 == UInt8(ascii: "(") || $0 == UInt8(ascii: ")") })
        let found = bytes.withByteSpan {
          RouteSyntax.isASCII($0, refusingGroups: refusingGroups)
        }
        #expect(
          found == expected,
          "byte \(value) at \(place) of \(length), groups refused: \(refusingGroups)")
      }
    }
  }

  @Test("a parenthesis next to other bytes is found in either half of a word, and in its last")
  func parenthesesAmongNeighbours() {
    // Bytes one bit away from `(` and `)`, which a word's test must not
    // take for them, around each parenthesis at each place of 17 bytes.
    let neighbours: [UInt8] = [0x08, 0x09, 0x20, 0x21, 0x2A, 0x2B, 0x38, 0x39, 0x68, 0x69]
    for parenthesis in [UInt8(ascii: "("), UInt8(ascii: ")")] {
      for place in 0..<17 {
        var bytes = (0..<17).map { neighbours[$0 % neighbours.count] }
        #expect(bytes.withByteSpan { RouteSyntax.isASCII($0, refusingGroups: true) })
        bytes[place] = parenthesis
        #expect(!bytes.withByteSpan { RouteSyntax.isASCII($0, refusingGroups: true) })
        #expect(bytes.withByteSpan { RouteSyntax.isASCII($0, refusingGroups: false) })
      }
    }
  }
}
