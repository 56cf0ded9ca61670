import Testing

@testable import StackRouter

/// The span's word-at-a-time comparison, ignoring ASCII case, against the
/// same comparison a byte at a time.
@Suite("Byte span: comparing a word at a time")
struct ByteSpanTests {
  /// The comparison a byte at a time: ASCII capitals lowercased, every other
  /// byte as it is.
  private static func reference(_ bytes: [UInt8], _ lowercase: [UInt8]) -> Bool {
    bytes.count == lowercase.count
      && zip(bytes, lowercase).allSatisfy { byte, expected in
        ((0x41...0x5A).contains(byte) ? byte | 0x20 : byte) == expected
      }
  }

  /// Compares `bytes`, placed after a prefix in a longer span (as a domain
  /// sits inside a link), with `lowercase`.
  private static func wordAtATime(_ bytes: [UInt8], _ lowercase: [UInt8]) -> Bool {
    let text = Array("https://".utf8) + bytes + Array("/x".utf8)
    return text.withByteSpan { link in
      lowercase.withByteSpan { link.equalsIgnoringASCIICase(8..<(8 + bytes.count), lowercase: $0) }
    }
  }

  @Test(
    "each byte, lowercased a word at a time, is what the byte-by-byte rule gives, in every position"
  )
  func lowercasedWords() {
    var wrong: [String] = []
    for byte in 0...255 {
      let lowered = UInt64((0x41...0x5A).contains(byte) ? byte | 0x20 : byte)
      for position in 0..<8 {
        let shift = UInt64(8 * position)
        let word = 0x2E2E_2E2E_2E2E_2E2E & ~(0xFF << shift) | UInt64(byte) << shift
        let expected = 0x2E2E_2E2E_2E2E_2E2E & ~(0xFF << shift) | lowered << shift
        if ByteSpan.lowercasedASCII(word) != expected { wrong.append("\(byte) at \(position)") }
      }
    }
    #expect(wrong.isEmpty, "\(wrong.prefix(8))")
  }

  @Test(
    "texts of 0 to 17 bytes compare as byte by byte: capitals, near misses and bytes outside ASCII anywhere"
  )
  func lengths() {
    // '@' and '[' lie just outside the capitals, '`' and '{' outside the
    // small letters; C3 and E9 are outside ASCII.
    let probes: [(UInt8, UInt8)] = [
      (0x41, 0x61), (0x5A, 0x7A), (0x40, 0x60), (0x5B, 0x7B), (0x61, 0x61), (0x61, 0x62),
      (0xC3, 0xC3), (0xC9, 0xE9), (0x2E, 0x2E), (0x60, 0x40),
    ]
    var disagreements: [String] = []
    for length in 0...17 {
      let plain = [UInt8](repeating: UInt8(ascii: "m"), count: length)
      if Self.wordAtATime(plain, plain) != Self.reference(plain, plain) {
        disagreements.append("\(length)")
      }
      for position in 0..<length {
        for (byte, expected) in probes {
          var (bytes, lowercase) = (plain, plain)
          (bytes[position], lowercase[position]) = (byte, expected)
          if Self.wordAtATime(bytes, lowercase) != Self.reference(bytes, lowercase) {
            disagreements.append("\(length) bytes, \(byte) against \(expected) at \(position)")
          }
        }
      }
    }
    #expect(disagreements.isEmpty, "\(disagreements.prefix(4))")
  }

  @Test("a domain matches in any case, and no other text of its length or another length does")
  func domains() {
    let domain = Array("shop.example.com".utf8)
    #expect(Self.wordAtATime(Array("SHOP.Example.COM".utf8), domain))
    #expect(!Self.wordAtATime(Array("shop.example.con".utf8), domain))
    #expect(!Self.wordAtATime(Array("shop.example.co".utf8), domain))
    #expect(!Self.wordAtATime(Array("shop.example.comm".utf8), domain))
  }
}

/// The scan that stops at a set of bytes below 64 (the escaped query's
/// `&`, `=`, `%` and `+`), against the same search a byte at a time.
@Suite("Byte span: the scan to the next byte of a set")
struct ByteSpanSetScanTests {
  private static let set: UInt64 =
    1 << UInt64(UInt8(ascii: "&")) | 1 << UInt64(UInt8(ascii: "=")) | 1 << UInt64(UInt8(ascii: "%"))
    | 1 << UInt64(UInt8(ascii: "+"))

  private static func reference(_ bytes: [UInt8], from start: Int, to end: Int) -> Int {
    (start..<end).first { bytes[$0] < 64 && set & (1 << UInt64(bytes[$0])) != 0 } ?? end
  }

  private static func scan(_ bytes: [UInt8], from start: Int, to end: Int) -> Int {
    bytes.withByteSpan { $0.firstIndex(from: start, to: end, among: set) }
  }

  @Test(
    "texts of 0 to 17 bytes stop where the byte-by-byte search does: every byte in every position, from every start"
  )
  func everyByteEverywhere() {
    var disagreements: [String] = []
    for length in 0...17 {
      let plain = [UInt8](repeating: UInt8(ascii: "m"), count: length)
      if Self.scan(plain, from: 0, to: length) != length { disagreements.append("\(length)") }
      for position in 0..<length {
        for byte in 0...255 {
          var bytes = plain
          bytes[position] = UInt8(byte)
          for start in 0...position {
            let found = Self.scan(bytes, from: start, to: length)
            if found != Self.reference(bytes, from: start, to: length) {
              disagreements.append(
                "\(length) bytes, \(byte) at \(position) from \(start): \(found)")
            }
          }
        }
      }
    }
    #expect(disagreements.isEmpty, "\(disagreements.prefix(4))")
  }

  @Test("a byte of the set at or past the end is not found, and bytes 64 above a set byte are not")
  func endAndAliases() {
    // `f` (0x66) and `e` (0x65) share their low six bits with `&` and `%`.
    let bytes = Array("abcfe%k&".utf8)
    #expect(Self.scan(bytes, from: 0, to: 5) == 5)
    #expect(Self.scan(bytes, from: 0, to: 6) == 5)
    #expect(Self.scan(bytes, from: 6, to: 8) == 7)
    #expect(Self.scan(bytes, from: 8, to: 8) == 8)
    #expect(Self.scan(Array("é+".utf8), from: 0, to: 3) == 2)
  }
}

/// The comparison with a lowercased literal (a scheme), against the same
/// comparison with the literal's string.
@Suite("Byte span: comparing with a literal, ignoring ASCII case")
struct ByteSpanLiteralTests {
  private static func spells(_ text: String, _ range: Range<Int>) -> (Bool, Bool) {
    Array(text.utf8).withByteSpan { bytes in
      (
        bytes.equalsIgnoringASCIICase(range, literal: "https"),
        Array("https".utf8).withByteSpan { bytes.equalsIgnoringASCIICase(range, lowercase: $0) }
      )
    }
  }

  @Test("a scheme spells the literal in any case, at its own length only, and no near miss does")
  func schemes() {
    for (text, expected) in [
      ("https://a", true), ("HTTPS://a", true), ("HtTpS://a", true), ("http://a", false),
      ("httpss://a", false), ("httpz://a", false), ("hTTp@://a", false), ("https", true),
      ("http\u{E9}://a", false), (":", false),
    ] {
      let end = text.utf8.firstIndex(of: UInt8(ascii: ":")).map {
        text.utf8.distance(from: text.utf8.startIndex, to: $0)
      }
      let (literal, string) = Self.spells(text, 0..<(end ?? text.utf8.count))
      #expect(literal == expected, "\(text)")
      #expect(literal == string, "\(text)")
    }
    // The empty range, and a range that does not start at the text's start.
    #expect(!Self.spells("https", 0..<0).0)
    #expect(Self.spells("xhttps", 1..<6).0)
  }
}
