import Foundation
import Testing

@testable import StackRouter

/// The NFC quick check lets the walk look non-ASCII segments up as they
/// are; it must never call text stable that NFC would change.
@Suite("NFC quick check")
struct NFCQuickCheckTests {
  private func isStable(_ text: String) -> Bool {
    ByteSpan.withBytes(of: text) { NFCQuickCheck.isStable($0) }
  }

  @Test("ASCII, Latin, Cyrillic, Hebrew, currency, kana, CJK and Hangul text is stable")
  func stable() {
    for text in ["", "list", "café crème", "Привет", "שלום", "€5 ¥3 ₹9", "ひらがなカタカナ", "東京", "서울"] {
      #expect(isStable(text), "\(text)")
    }
  }

  @Test("combining marks, scalars NFC replaces and unlisted scripts are not")
  func unstable() {
    for text in [
      "cafe\u{0301}", "\u{212B}", "\u{212A}", "\u{037E}", "\u{2000}", "\u{F900}", "Ελλάδα",
      "\u{1100}\u{1161}", "か\u{3099}", "😀", "\u{0915}\u{093C}",
    ] {
      #expect(!isStable(text), "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
    }
  }

  @Test("every scalar in the listed ranges is its own NFC form, alone and after a letter")
  func ranges() {
    let ranges: [ClosedRange<UInt32>] = [
      0xA0...0x2FF, 0x400...0x482, 0x5D0...0x5EA, 0x20A0...0x20C0, 0x3041...0x3096,
      0x30A1...0x30FA, 0x4E00...0x9FFF, 0xAC00...0xD7A3,
    ]
    var wrong: [UInt32] = []
    for range in ranges {
      for value in range {
        guard let scalar = Unicode.Scalar(value) else { continue }
        #expect(NFCQuickCheck.isStable(value))
        let text = "a" + String(Character(scalar))
        if text.precomposedStringWithCanonicalMapping.utf8.elementsEqual(text.utf8) == false
          || scalar.properties.canonicalCombiningClass != .notReordered
        {
          wrong.append(value)
        }
      }
    }
    #expect(wrong.isEmpty, "\(wrong.prefix(10).map { String($0, radix: 16) })")
    #expect(!NFCQuickCheck.isStable(0x300))
    #expect(!NFCQuickCheck.isStable(0x1F600))
  }
}
