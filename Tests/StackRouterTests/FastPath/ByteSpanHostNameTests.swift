import Testing

@testable import StackRouter

/// The span's host-name check, eight bytes at a time, against the same
/// check a byte at a time: labels of ASCII letters, digits and `-` between
/// single dots.
@Suite("Byte span: a host name checked a word at a time")
struct ByteSpanHostNameTests {
  /// The check a byte at a time.
  private static func reference(_ bytes: [UInt8]) -> Bool {
    var labelStart = 0
    for (index, byte) in bytes.enumerated() {
      if byte == UInt8(ascii: ".") {
        guard index > labelStart else { return false }
        labelStart = index + 1
      } else {
        let isLetter = (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
        guard isLetter || (0x30...0x39).contains(byte) || byte == UInt8(ascii: "-") else {
          return false
        }
      }
    }
    return labelStart < bytes.count
  }

  /// Checks `bytes`, placed after a prefix in a longer span (as a host
  /// sits inside a link).
  private static func wordAtATime(_ bytes: [UInt8]) -> Bool {
    let text = Array("https://".utf8) + bytes + Array("/x".utf8)
    return text.withByteSpan { $0.isHostName(8..<(8 + bytes.count)) }
  }

  /// Every byte a host may hold, and the bytes just outside each of its
  /// ranges (`,` and `/` around `-` and `.`, `/` and `:` around the digits,
  /// `@`, `[`, `` ` `` and `{` around the letters), controls whose bit 5
  /// set would make a `-`, a `.` or a digit, and bytes outside ASCII.
  private static let probes: [UInt8] =
    Array("-.09azAZ,/:@[`{".utf8) + [0x0D, 0x0E, 0x10, 0x19, 0x7F, 0x80, 0xAD, 0xAE, 0xC1, 0xE1]

  @Test("hosts of 0 to 19 bytes with one probe byte anywhere check as byte by byte")
  func oneProbe() {
    var disagreements: [String] = []
    for length in 0...19 {
      let plain = [UInt8](repeating: UInt8(ascii: "m"), count: length)
      if Self.wordAtATime(plain) != Self.reference(plain) { disagreements.append("\(length)") }
      for position in 0..<length {
        for probe in Self.probes {
          var bytes = plain
          bytes[position] = probe
          if Self.wordAtATime(bytes) != Self.reference(bytes) {
            disagreements.append("\(length) bytes, \(probe) at \(position)")
          }
        }
      }
    }
    #expect(disagreements.isEmpty, "\(disagreements.prefix(8))")
  }

  @Test(
    "hosts of 2 to 19 bytes with two dots anywhere check as byte by byte: doubled, across words")
  func twoDots() {
    var disagreements: [String] = []
    for length in 2...19 {
      for first in 0..<length {
        for second in (first + 1)..<length {
          var bytes = [UInt8](repeating: UInt8(ascii: "k"), count: length)
          (bytes[first], bytes[second]) = (UInt8(ascii: "."), UInt8(ascii: "."))
          if Self.wordAtATime(bytes) != Self.reference(bytes) {
            disagreements.append("\(length) bytes, dots at \(first) and \(second)")
          }
        }
      }
    }
    #expect(disagreements.isEmpty, "\(disagreements.prefix(8))")
  }

  @Test(
    "domains check as byte by byte",
    arguments: [
      "shop.example.com", "SHOP.Example.COM", "a.b", "a..b", ".a.b", "a.b.", "xn--caf-dma.example",
      "exa_mple.com", "example.com:443", "user@example.com", "[::1]", "caf\u{E9}.example.com",
      "0123456789.abcdefghij.KLMNOPQRST-uvwxyz",
    ])
  func domains(_ host: String) {
    #expect(Self.wordAtATime(Array(host.utf8)) == Self.reference(Array(host.utf8)))
  }
}
