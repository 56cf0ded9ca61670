import Testing

@testable import StackRouter

/// The one-pass decoder against the three passes it replaced: decode every
/// escape into an array, validate the array as UTF-8, then look for
/// controls. Both must give the same text and the same refusal.
@Suite("Decoded text: one pass")
struct DecodedTextTests {
  /// What the three passes give: the text, or the refusal.
  private static func reference(
    _ escaped: [UInt8], plusIsSpace: Bool, allowingLineBreaks: Bool
  ) -> String {
    var decoded: [UInt8] = []
    var index = 0
    func hex(_ byte: UInt8) -> UInt8? {
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
      default: nil
      }
    }
    while index < escaped.count {
      let byte = escaped[index]
      if byte == UInt8(ascii: "%") {
        guard index + 2 < escaped.count, let high = hex(escaped[index + 1]),
          let low = hex(escaped[index + 2])
        else { return "<invalid>" }
        decoded.append(high << 4 | low)
        index += 3
      } else {
        decoded.append(plusIsSpace && byte == UInt8(ascii: "+") ? UInt8(ascii: " ") : byte)
        index += 1
      }
    }
    guard decoded.withByteSpan(UTF8Validation.isValid) else { return "<invalid>" }
    if decoded.withByteSpan({
      ControlCharacters.contains($0, allowingLineBreaks: allowingLineBreaks)
    }) {
      return "<control>"
    }
    return String(decoding: decoded, as: UTF8.self)
  }

  private static func onePass(
    _ escaped: [UInt8], plusIsSpace: Bool, allowingLineBreaks: Bool
  ) -> String {
    switch escaped.withByteSpan({
      DecodedText.decode($0, plusIsSpace: plusIsSpace, allowingLineBreaks: allowingLineBreaks)
    }) {
    case .text(let text): text
    case .invalidEncoding: "<invalid>"
    case .controlCharacter: "<control>"
    }
  }

  /// What ``DecodedText/decodeSmall(_:plusIsSpace:allowingLineBreaks:)``
  /// gives: the text when it fits a small string, `<long>` when it does not.
  private static func smallPass(
    _ escaped: [UInt8], plusIsSpace: Bool, allowingLineBreaks: Bool
  ) -> String {
    switch escaped.withByteSpan({
      DecodedText.decodeSmall(
        $0, plusIsSpace: plusIsSpace, allowingLineBreaks: allowingLineBreaks)
    }) {
    case .small(let text): text.string
    case .long: "<long>"
    case .invalidEncoding: "<invalid>"
    case .controlCharacter: "<control>"
    }
  }

  /// Whether the one-pass decoder, and for texts of at most 45 bytes the
  /// small decoder, give what the three passes give.
  private static func agree(_ text: String) -> Bool {
    let bytes = Array(text.utf8)
    for plus in [false, true] {
      for lineBreaks in [false, true] {
        let expected = reference(bytes, plusIsSpace: plus, allowingLineBreaks: lineBreaks)
        let found = onePass(bytes, plusIsSpace: plus, allowingLineBreaks: lineBreaks)
        guard expected == found else { return false }
        guard bytes.count <= 45 else { continue }
        let isMarker = expected == "<invalid>" || expected == "<control>"
        let small = smallPass(bytes, plusIsSpace: plus, allowingLineBreaks: lineBreaks)
        guard small == (!isMarker && expected.utf8.count > 15 ? "<long>" : expected) else {
          return false
        }
      }
    }
    return true
  }

  @Test(
    "these escaped texts decode, or are refused, as the three passes decide",
    arguments: [
      "shoes%20%26%20boots", "caf%C3%A9%20cr%C3%A8me%20%E2%82%AC5", "red+shoes", "%F0%9F%98%80",
      "a%", "a%2", "%ZZ", "%E0", "%C0%AF", "%ED%A0%80", "%F4%90%80%80", "%C2%80", "%C2%9F",
      "%C2%A0",
      "%09", "%0A%0D", "%00", "%7F", "%1F%ZZ", "%C2%85%E0", "x%0Ay%", "%e2%82%ac", "%E2%82",
      "%E2%28%A1", "%F0%80%80%80", "%F5%80%80%80", "%FF", "+%2B+", "%C3%A9%CC%81", "",
    ])
  func examples(_ text: String) {
    #expect(Self.agree(text))
  }

  @Test(
    "text around a small string's 15 bytes and the 45-byte stack room decodes as the three passes decide",
    arguments: [14, 15, 16, 44, 45, 46, 47])
  func lengths(_ length: Int) {
    for unit in ["a", "%20", "%C3%A9", "+", "%E2%82%AC"] {
      var text = ""
      while text.utf8.count < length { text += unit }
      #expect(Self.agree(text), "\(text)")
      #expect(Self.agree(String(text.utf8.prefix(length))!), "\(text)")
    }
  }

  @Test("every escaped byte, alone and followed by every continuation byte, agrees")
  func everyPair() {
    var disagreements: [String] = []
    for first in 0...255 {
      let lead = "%" + String(format2(first))
      if !Self.agree(lead) { disagreements.append(lead) }
      for second in 0x80...0xBF where first >= 0xC0 {
        let pair = lead + "%" + format2(second)
        if !Self.agree(pair) { disagreements.append(pair) }
        if !Self.agree(pair + "%80") { disagreements.append(pair + "%80") }
        if !Self.agree(pair + "%80%80") { disagreements.append(pair + "%80%80") }
      }
    }
    #expect(disagreements.isEmpty, "\(disagreements.prefix(8))")
  }

  @Test(
    "runs copied a word at a time stop at every byte they must: texts of 0 to 17 bytes with one such byte anywhere agree"
  )
  func wordRuns() {
    let specials = ["%20", "+", "\u{01}", "\t", "\u{7F}", "\u{E9}", "%", "%C3%A9", "\u{20AC}"]
    var disagreements: [String] = []
    for length in 0...17 {
      let plain = String(repeating: "a", count: length)
      if !Self.agree(plain) { disagreements.append(plain) }
      for position in 0..<max(length, 1) {
        for special in specials {
          let bytes = Array(plain.utf8)
          let text =
            String(decoding: bytes.prefix(position), as: UTF8.self) + special
            + String(decoding: bytes.dropFirst(position + 1), as: UTF8.self)
          if !Self.agree(text) { disagreements.append(text) }
        }
      }
    }
    #expect(disagreements.isEmpty, "\(disagreements.prefix(8))")
  }

  @Test("a word's flags mark exactly the bytes the byte loop must look at, in every position")
  func wordFlags() {
    let filler = 0x0101_0101_0101_0101 as UInt64 * UInt64(UInt8(ascii: "a"))
    var wrong: [String] = []
    for plus in [false, true] {
      for byte in 0...255 {
        let mustLook =
          byte >= 0x80 || byte < 0x20 || byte == 0x7F || byte == Int(UInt8(ascii: "%"))
          || (plus && byte == Int(UInt8(ascii: "+")))
        for position in 0..<8 {
          let shift = UInt64(8 * position)
          let word = filler & ~(0xFF << shift) | UInt64(byte) << shift
          let flags = DecodedText.Writer.bytesToLookAt(word, plusIsSpace: plus)
          if flags != (mustLook ? 0x80 << shift : 0) {
            wrong.append("\(byte) at \(position), plus \(plus)")
          }
        }
      }
    }
    #expect(wrong.isEmpty, "\(wrong.prefix(8))")
  }

  @Test("random escaped texts agree")
  func random() {
    var generator = SystemRandomNumberGenerator()
    let alphabet = Array("%%%%+aZ09/\t%C2%80%E2%82%AC%F0%9F%ED%A0%0Ax".utf8)
    var disagreements: [String] = []
    for _ in 0..<20_000 {
      // Up to 60 bytes: text of 45 bytes or fewer is decoded on the stack
      // (a small string when it fits one), longer text into its string.
      let length = Int.random(in: 0...60, using: &generator)
      let bytes = (0..<length).map { _ in alphabet.randomElement(using: &generator)! }
      let text = String(decoding: bytes, as: UTF8.self)
      if !Self.agree(text) { disagreements.append(text) }
    }
    #expect(disagreements.isEmpty, "\(disagreements.prefix(8))")
  }
}

private func format2(_ value: Int) -> String {
  let digits = Array("0123456789ABCDEF")
  return String([digits[value >> 4], digits[value & 15]])
}
