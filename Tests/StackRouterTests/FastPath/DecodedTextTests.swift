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
    switch reference(
      bytes: escaped, plusIsSpace: plusIsSpace, allowingLineBreaks: allowingLineBreaks)
    {
    case .text(let bytes): String(decoding: bytes, as: UTF8.self)
    case .invalid: "<invalid>"
    case .control: "<control>"
    }
  }

  /// What the three passes give for any bytes, well-formed or not.
  private enum Decoded: Equatable {
    case text([UInt8])
    case invalid
    case control
  }

  private static func reference(
    bytes escaped: [UInt8], plusIsSpace: Bool, allowingLineBreaks: Bool
  ) -> Decoded {
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
        else { return .invalid }
        decoded.append(high << 4 | low)
        index += 3
      } else {
        decoded.append(plusIsSpace && byte == UInt8(ascii: "+") ? UInt8(ascii: " ") : byte)
        index += 1
      }
    }
    guard decoded.withByteSpan(UTF8Validation.isValid) else { return .invalid }
    if decoded.withByteSpan({
      ControlCharacters.contains($0, allowingLineBreaks: allowingLineBreaks)
    }) {
      return .control
    }
    return .text(decoded)
  }

  /// What the writer gives for `escaped` in room of `extra` bytes more
  /// than the text.
  private static func write(
    _ escaped: [UInt8], extra: Int, plusIsSpace: Bool, allowingLineBreaks: Bool
  ) -> Decoded {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: escaped.count + extra) { room in
      var writer = DecodedText.Writer(room: room)
      let status = escaped.withByteSpan {
        writer.write($0, plusIsSpace: plusIsSpace, allowingLineBreaks: allowingLineBreaks)
      }
      switch status {
      case .written: return .text(Array(room.prefix(writer.count)))
      case .invalidEncoding: return .invalid
      case .controlCharacter: return .control
      }
    }
  }

  /// Whether the writer, in room as long as the text and in more, gives
  /// what the three passes give for any bytes; and, for bytes that are a
  /// string's (as intake's always are), whether the decoders above it do.
  private static func agree(bytes: [UInt8]) -> Bool {
    for plus in [false, true] {
      for lineBreaks in [false, true] {
        let expected = reference(bytes: bytes, plusIsSpace: plus, allowingLineBreaks: lineBreaks)
        for extra in [0, 9] {
          let found = write(bytes, extra: extra, plusIsSpace: plus, allowingLineBreaks: lineBreaks)
          guard found == expected else { return false }
        }
      }
    }
    let text = String(decoding: bytes, as: UTF8.self)
    return !text.utf8.elementsEqual(bytes) || agree(text)
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
    #expect(disagreements.count == 0, "\(disagreements.prefix(8))")
  }

  @Test(
    "runs of plain ASCII stop at every byte they must: texts of 0 to 17 bytes with one such byte anywhere agree"
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
    #expect(disagreements.count == 0, "\(disagreements.prefix(8))")
  }

  @Test(
    "the byte kinds table has an entry for each of the 256 bytes, and each says what its byte is")
  func byteKinds() {
    let table = DecodedText.Writer.byteKinds
    #expect(table.utf8CodeUnitCount == 256)
    var wrong: [Int] = []
    table.withUTF8Buffer { kinds in
      for byte in 0..<min(kinds.count, 256) {
        let expected: Character =
          switch byte {
          case 0x25: "%"
          case 0x2B: "+"
          case 0..<0x20, 0x7F: "c"
          case 0x80...: "u"
          default: "."
          }
        if kinds[byte] != expected.asciiValue { wrong.append(byte) }
      }
    }
    #expect(wrong.count == 0, "\(wrong.prefix(8))")
  }

  @Test("the hex digits table has an entry for each of the 256 bytes: a digit's value, or a mark")
  func hexDigits() {
    let table = DecodedText.Writer.hexDigits
    #expect(table.utf8CodeUnitCount == 256)
    var wrong: [Int] = []
    table.withUTF8Buffer { digits in
      for byte in 0..<min(digits.count, 256) {
        let value = Int(String(UnicodeScalar(UInt8(byte))), radix: 16)
        let entry = digits[byte]
        let isRight =
          if let value { entry & 0x40 == 0 && Int(entry & 0x0F) == value } else {
            entry & 0x40 != 0
          }
        if !isRight { wrong.append(byte) }
      }
    }
    #expect(wrong.count == 0, "\(wrong.prefix(8))")
  }

  @Test("every two bytes after a `%` decode as an escape exactly when both are hex digits")
  func everyEscapeForm() {
    var disagreements: [[UInt8]] = []
    for high in 0...255 {
      for low in 0...255 {
        let escape = [UInt8(ascii: "%"), UInt8(high), UInt8(low)]
        if !Self.agree(bytes: escape) { disagreements.append(escape) }
        // The same escape between text, and cut short at the end.
        if high & 0x0F == 0, !Self.agree(bytes: Array("a".utf8) + escape + Array("b".utf8)) {
          disagreements.append(escape)
        }
      }
      let cut = [UInt8(ascii: "x"), UInt8(ascii: "%"), UInt8(high)]
      if !Self.agree(bytes: cut) { disagreements.append(cut) }
    }
    #expect(disagreements.count == 0, "\(disagreements.prefix(8))")
  }

  /// The kinds of text a decoder meets, one piece each: ASCII that needs
  /// nothing, `%` and `+`, raw controls and raw bytes outside ASCII
  /// (lead, continuation and never-used ones), escapes of each byte class
  /// (ASCII, controls, `%`, `+`, every lead class, continuation bytes at the
  /// edges of their ranges, bytes no character uses), whole escaped and raw
  /// characters, and ill-formed escapes.
  private static let pieces: [[UInt8]] = {
    var pieces: [[UInt8]] = [
      [0x61], [0x2E], [0x20], [0x2B], [0x25], [0x00], [0x09], [0x0A], [0x0D], [0x1F], [0x7F],
      [0xC2], [0xC3], [0xE2], [0xED], [0xF0], [0xF4], [0x80], [0x9F], [0xA9], [0xBF], [0xC0],
      [0xF5], [0xFF],
      [0xC3, 0xA9], [0xE2, 0x82, 0xAC], [0xF0, 0x9F, 0x98, 0x80], [0xC2, 0x85],
    ]
    for value in [
      0x00, 0x09, 0x0A, 0x0D, 0x1F, 0x20, 0x25, 0x2B, 0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0,
      0xBF, 0xC0, 0xC1, 0xC2, 0xDF, 0xE0, 0xED, 0xEF, 0xF0, 0xF4, 0xF5, 0xFF,
    ] {
      pieces.append(Array("%\(format2(value))".utf8))
    }
    for text in [
      "%C3%A9", "%c3%a9", "%E2%82%AC", "%F0%9F%98%80", "%C2%85", "%C2%A0", "%E0%A0%80", "%E0%9F%BF",
      "%ED%9F%BF", "%ED%A0%80", "%F0%90%80%80", "%F0%8F%BF%BF", "%F4%8F%BF%BF", "%F4%90%80%80",
      "%E2%82", "%F0%9F%98", "%", "%2", "%G0", "%0G", "%%", "%%41", "%+1",
    ] {
      pieces.append(Array(text.utf8))
    }
    // Characters half escaped, half raw.
    pieces.append([0x25, 0x43, 0x33, 0xA9])
    pieces.append([0xC3, 0x25, 0x41, 0x39])
    pieces.append([0xE2, 0x25, 0x38, 0x32, 0xAC])
    return pieces
  }()

  @Test(
    "texts of 0 to 50 bytes with any kind of byte or escape at any position decode as the three passes decide"
  )
  func everyPieceEverywhere() {
    var disagreements: [String] = []
    for length in 0...50 {
      let plain = [UInt8](repeating: UInt8(ascii: "a"), count: length)
      if !Self.agree(bytes: plain) { disagreements.append("\(length)") }
      for position in 0..<max(length, 1) {
        for piece in Self.pieces {
          let text = Array(plain.prefix(position)) + piece + plain.dropFirst(position + 1)
          if !Self.agree(bytes: text) { disagreements.append("\(text)") }
        }
      }
    }
    #expect(disagreements.count == 0, "\(disagreements.prefix(8))")
  }

  @Test(
    "any two kinds of byte or escape next to each other, at the start, middle and end of a text, agree"
  )
  func everyPairOfPieces() {
    var disagreements: [String] = []
    for first in Self.pieces {
      for second in Self.pieces {
        let pair = first + second
        for text in [pair, Array("ab".utf8) + pair, pair + Array("yz".utf8)] {
          if !Self.agree(bytes: text) { disagreements.append("\(text)") }
        }
      }
    }
    #expect(disagreements.count == 0, "\(disagreements.prefix(8))")
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
    #expect(disagreements.count == 0, "\(disagreements.prefix(8))")
  }
}

private func format2(_ value: Int) -> String {
  let digits = Array("0123456789ABCDEF")
  return String([digits[value >> 4], digits[value & 15]])
}
