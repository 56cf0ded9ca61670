import Testing

@testable import StackRouter

/// Intake's first pass reads eight bytes at a time and looks closer only at
/// the bytes a few bit operations flag, and cuts the path and the query as
/// it goes; these tests check it against the same pass written a byte at a
/// time, on texts whose notable bytes stand at every position of the first,
/// the middle and the last (overlapping) word, and of a text shorter than a
/// word.
@Suite("Intake's first pass: a word at a time")
struct IntakeFirstPassTests {
  /// What the first pass finds, read a byte at a time.
  private struct Reading: Equatable, CustomStringConvertible {
    var fragmentStart: Int?
    var queryStart: Int?
    var escapes = false
    /// Whether every byte is ASCII, and the cuts (each as its end, first
    /// `=` and escapes, the path's marked), when no byte is forbidden (the
    /// pass stops at a forbidden byte, so it need not have read the
    /// others).
    var isASCII: Bool?
    var cuts: [String]?
    var forbidden: Int?

    var description: String {
      "fragment \(String(describing: fragmentStart)), query \(String(describing: queryStart)), "
        + "escapes \(escapes), ASCII \(String(describing: isASCII)), "
        + "cuts \(cuts?.joined(separator: " ") ?? "-"), "
        + "forbidden \(String(describing: forbidden))"
    }

    /// How a cut prints: its end, `=` and the offset of its first `=`, and
    /// its escapes; `|` after the path's last.
    static func cut(end: Int, equals: Int, escapes: UInt8, endsPath: Bool) -> String {
      "\(end)" + (equals < 0 ? "" : "=\(equals)") + (escapes == 0 ? "" : "e\(escapes)")
        + (endsPath ? "|" : "")
    }

    init(_ pass: IntakeFirstPass) {
      (fragmentStart, queryStart, escapes, forbidden) = (
        pass.fragmentStart, pass.queryStart, pass.escapes, pass.forbidden
      )
      guard pass.forbidden == nil else { return }
      isASCII = pass.isASCII
      let cuts = pass.cuts
      self.cuts = (0..<cuts.count).map { index in
        let cut = cuts[index]
        return Self.cut(
          end: Int(cut.end), equals: Int(cut.equals), escapes: cut.escapes,
          endsPath: index == cuts.pathCount - 1)
      }
    }

    /// The reading byte by byte.
    init(reference bytes: [UInt8]) {
      var isASCII = true
      var cuts: [(end: Int, equals: Int, escapes: UInt8)] = []
      var pathCount = 0
      // 0 the path, 1 the query, 2 the fragment.
      var part = 0
      var (equals, pending) = (-1, UInt8(0))
      func cut(at offset: Int) {
        cuts.append((offset, equals, pending))
        (equals, pending) = (-1, 0)
        if part == 0 { pathCount = cuts.count }
      }
      for (offset, byte) in bytes.enumerated() {
        isASCII = isASCII && byte < 0x80
        switch byte {
        case UInt8(ascii: "/"): if part == 0 { cut(at: offset) }
        case UInt8(ascii: "&"): if part == 1 { cut(at: offset) }
        case UInt8(ascii: "="): if part == 1, equals < 0 { equals = offset }
        case UInt8(ascii: "%"):
          escapes = true
          pending |= equals < 0 ? 1 : 4
        case UInt8(ascii: "+"):
          escapes = true
          pending |= equals < 0 ? 2 : 8
        case UInt8(ascii: "#"):
          if part < 2 {
            fragmentStart = offset
            cut(at: offset)
            part = 2
          }
        case UInt8(ascii: "?"):
          if part == 0 {
            queryStart = offset
            cut(at: offset)
            part = 1
          }
        case 0...0x20, 0x7F, UInt8(ascii: "\\"):
          forbidden = offset
          return
        default: break
        }
      }
      if part < 2 { cut(at: bytes.count) }
      self.cuts = cuts.enumerated().map { index, cut in
        Self.cut(
          end: cut.end, equals: cut.equals, escapes: cut.escapes, endsPath: index == pathCount - 1)
      }
      self.isASCII = isASCII
    }
  }

  private static func firstPass(_ bytes: [UInt8]) -> Reading {
    bytes.withByteSpan { span in
      IntakeCuts.withRoom(capacity: 32) { Reading(IntakeFirstPass(scanning: span, cutting: $0)) }
    }
  }

  /// Every byte the pass notes, a few it must not mistake for one (`<`,
  /// `>`, `]`, `^`, `_`, `|`, `}` and `~` are flagged with `=`, `?`, `\\`
  /// and DEL), and bytes outside ASCII (`9C` to `9F`, `BC` to `BF`, `DC` to
  /// `DF` and `FC` to `FF` share their low five bits with them).
  private static let probes: [UInt8] =
    Array("/&%+#?\\-._~=:@aZ09<>]^|}[`".utf8)
    + [0x00, 0x09, 0x1B, 0x1C, 0x1F, 0x20, 0x7F, 0x80, 0x9B, 0x9C, 0x9F, 0xBC, 0xBD, 0xBF]
    + [0xC3, 0xDC, 0xDF, 0xFC, 0xFF]

  @Test("texts of 0 to 17 bytes with one probe byte at any position read as byte by byte")
  func oneProbe() {
    var disagreements: [String] = []
    for length in 0...17 {
      let plain = [UInt8](repeating: UInt8(ascii: "a"), count: length)
      if Self.firstPass(plain) != Reading(reference: plain) { disagreements.append("\(length)") }
      for position in 0..<length {
        for probe in Self.probes {
          var bytes = plain
          bytes[position] = probe
          let (found, expected) = (Self.firstPass(bytes), Reading(reference: bytes))
          if found != expected {
            disagreements.append("\(length) bytes, \(probe) at \(position): \(found) ≠ \(expected)")
          }
        }
      }
    }
    #expect(disagreements.isEmpty, "\(disagreements.prefix(4))")
  }

  @Test("texts of 0 to 17 bytes with two probe bytes read as byte by byte: order, overlap, stops")
  func twoProbes() {
    var disagreements: [String] = []
    let probes: [UInt8] = Array("/&=%+#?\\".utf8) + [0x01, 0x7F, 0xBF]
    for length in 2...17 {
      for first in 0..<length {
        for second in 0..<length where second != first {
          for (a, b) in probes.flatMap({ a in probes.map { (a, $0) } }) {
            var bytes = [UInt8](repeating: UInt8(ascii: "x"), count: length)
            (bytes[first], bytes[second]) = (a, b)
            let (found, expected) = (Self.firstPass(bytes), Reading(reference: bytes))
            if found != expected {
              disagreements.append("\(bytes): \(found) ≠ \(expected)")
            }
          }
        }
      }
    }
    #expect(disagreements.isEmpty, "\(disagreements.prefix(4))")
  }

  @Test(
    "links read as byte by byte",
    arguments: [
      "myapp://section42/1042/detail?x=1",
      "https://shop.example.com/s42/search/caf%C3%A9%20cr%C3%A8me%20%E2%82%AC5?lang=fr&ref=home",
      "myapp://d42/docs/guides/getting-started/ios/installation#step-3?not-a-query",
      "myapp://t42/caf\u{E9}/aisle/12?q=red+shoes#top", "myapp://a b", "myapp://a\\b", "",
    ])
  func links(_ link: String) {
    #expect(Self.firstPass(Array(link.utf8)) == Reading(reference: Array(link.utf8)))
  }
}
