import Testing

@testable import StackRouter

/// Strings written straight into a small string's words must be the strings
/// the standard library makes from the same bytes, in every way they are used.
@Suite("Small strings: written in place")
struct SmallStringTests {
  private static func made(_ text: String) -> String? {
    Array(text.utf8).withUnsafeBufferPointer { SmallString.make(validUTF8: $0) }
  }

  @Test(
    "text of 0 to 15 bytes, ASCII or not, is the string the standard library makes",
    arguments: [
      "", "a", "p42", "newsletter", "spring sale", "abcdefghijklmno", "café", "é", "€5",
      "shoes & boots", "東京", "😀", "crème brûlée", "123456789012345",
    ])
  func sameString(_ text: String) throws {
    let small = try #require(Self.made(text))
    #expect(small == text)
    #expect(small.utf8.elementsEqual(text.utf8))
    #expect(small.count == text.count)
    #expect(small.hashValue == text.hashValue)
    #expect(small.unicodeScalars.elementsEqual(text.unicodeScalars))
    #expect(small + "!" == text + "!")
    #expect(Set([small, text]).count == 1)
  }

  @Test("text of 16 bytes or more is left to the standard library")
  func longText() {
    #expect(Self.made("abcdefghijklmnop") == nil)
    #expect(Self.made("café crème €5") == nil)
  }

  @Test("ASCII of up to 15 bytes with `+` read as spaces is the text with each `+` replaced")
  func plusAsSpace() {
    var random = SystemRandomNumberGenerator()
    let alphabet = Array("++a+Z *,-.09~\u{7F}\u{1}".utf8)
    for _ in 0..<2_000 {
      let bytes = (0..<Int.random(in: 0...15, using: &random)).map { _ in
        alphabet.randomElement(using: &random)!
      }
      let expected = String(
        decoding: bytes.map { $0 == UInt8(ascii: "+") ? 0x20 : $0 }, as: UTF8.self)
      let made = bytes.withUnsafeBufferPointer { SmallString.make(asciiPlusAsSpace: $0) }
      #expect(made == expected, "\(bytes)")
      #expect(made.map { Array($0.utf8) } == Array(expected.utf8))
    }
    #expect(
      Array("a+b+c+d+e+f+g+h+".utf8).withUnsafeBufferPointer(SmallString.make(asciiPlusAsSpace:))
        == nil)
  }

  @Test("a non-ASCII small string compares as Unicode text does")
  func canonicalEquivalence() throws {
    let composed = try #require(Self.made("caf\u{E9}"))
    #expect(composed == "cafe\u{301}")
    #expect(composed < "cag")
    #expect(composed > "cafz")
  }

  @Test("strings made from bytes keep well-formed text whole")
  func fromSpan() {
    for text in ["", "list", "caf\u{E9}", "abcdefghijklmnopq", "€€€€€€"] {
      #expect(Array(text.utf8).withByteSpan { String(validUTF8: $0) } == text)
    }
  }

  @Test("every length from 0 to 15, at every offset of a longer text, reads back its own bytes")
  func everyLengthAndOffset() {
    // Distinct bytes, so that a word read from the wrong place shows.
    let text = Array("0123456789abcdefghijklmnopqrstuv".utf8)
    text.withByteSpan { span in
      for start in 0...16 {
        for count in 0...15 where start + count <= text.count {
          let piece = span.span(start..<(start + count))
          #expect(
            Array(String(validUTF8: piece).utf8) == Array(text[start..<(start + count)]),
            "bytes \(start)..<\(start + count)")
        }
      }
    }
  }
}
