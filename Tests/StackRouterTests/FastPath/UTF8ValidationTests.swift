import Testing

@testable import StackRouter

/// Strict UTF-8 validation, checked against the standard library's own strict
/// transcoder (`transcode(_:from:to:stoppingOnError:into:)`), which every
/// Swift release has.
@Suite("UTF-8 validation")
struct UTF8ValidationTests {
  @Test("every one- and two-byte sequence gets the standard library's verdict")
  func everyShortSequence() {
    var mismatches: [[UInt8]] = []
    for first in 0...255 {
      check([UInt8(first)], into: &mismatches)
      for second in 0...255 { check([UInt8(first), UInt8(second)], into: &mismatches) }
    }
    #expect(mismatches.isEmpty)
  }

  @Test("every three-byte sequence with a multibyte lead gets the standard library's verdict")
  func everyThreeByteSequence() {
    var mismatches: [[UInt8]] = []
    for first in 0xC0...0xFF {
      for second in 0x70...0xC5 {
        for third in [0x00, 0x41, 0x7F, 0x80, 0x9F, 0xA0, 0xBF, 0xC0, 0xFF] {
          check([UInt8(first), UInt8(second), UInt8(third)], into: &mismatches)
        }
      }
    }
    #expect(mismatches.isEmpty)
  }

  @Test("four-byte sequences at every boundary get the standard library's verdict")
  func fourByteBoundaries() {
    let edges: [UInt8] = [0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0]
    var mismatches: [[UInt8]] = []
    for first in 0xEF...0xF8 {
      for second in edges {
        for third in edges {
          for fourth in edges {
            check([UInt8(first), second, third, fourth], into: &mismatches)
          }
        }
      }
    }
    #expect(mismatches.isEmpty)
  }

  @Test(
    "these byte sequences are refused",
    arguments: [
      ("an overlong slash", [0xC0, 0xAF]),
      ("an overlong NUL", [0xE0, 0x80, 0x80]),
      ("a surrogate", [0xED, 0xA0, 0x80]),
      ("a code point above U+10FFFF", [0xF4, 0x90, 0x80, 0x80]),
      ("a truncated sequence", [0xE2, 0x82]),
      ("a lone continuation byte", [0x41, 0x80]),
      ("a byte that never appears in UTF-8", [0xFF]),
    ] as [(String, [UInt8])])
  func refused(_ label: String, _ bytes: [UInt8]) {
    #expect(!bytes.withByteSpan(UTF8Validation.isValid), "\(label)")
  }

  @Test("well-formed text is accepted and decoded unchanged")
  func wellFormedText() {
    for text in ["", "plain ascii", "caf\u{E9}", "\u{1F1EB}\u{1F1F7}", "\u{10FFFF}", "\u{FFFD}"] {
      let bytes = Array(text.utf8)
      #expect(bytes.withByteSpan(UTF8Validation.string) == text)
    }
  }

  private func check(_ bytes: [UInt8], into mismatches: inout [[UInt8]]) {
    let expected = !transcode(
      bytes.makeIterator(), from: UTF8.self, to: UTF32.self, stoppingOnError: true, into: { _ in })
    if bytes.withByteSpan(UTF8Validation.isValid) != expected {
      mismatches.append(bytes)
    }
  }
}
