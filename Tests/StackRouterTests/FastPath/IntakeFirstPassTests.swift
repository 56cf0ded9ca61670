import Testing

@testable import StackRouter

/// Intake's first pass reads eight bytes at a time and looks closer only at
/// the bytes a few bit operations flag; these tests check it against the
/// same pass written a byte at a time, on texts whose notable bytes stand
/// at every position of the first, the middle and the last (overlapping)
/// word.
@Suite("Intake's first pass: a word at a time")
struct IntakeFirstPassTests {
  /// What the first pass finds, read a byte at a time.
  private struct Reading: Equatable, CustomStringConvertible {
    var fragmentStart: Int?
    var queryStart: Int?
    var separators = 0
    var escapes = false
    /// Whether every byte is ASCII, when no byte is forbidden (the pass
    /// stops at a forbidden byte, so it need not have read the others).
    var isASCII: Bool?
    var forbidden: Int?

    var description: String {
      "fragment \(String(describing: fragmentStart)), query \(String(describing: queryStart)), "
        + "separators \(separators), escapes \(escapes), ASCII \(String(describing: isASCII)), "
        + "forbidden \(String(describing: forbidden))"
    }

    init(
      fragmentStart: Int?, queryStart: Int?, separators: Int, escapes: Bool, isASCII: Bool?,
      forbidden: Int?
    ) {
      (self.fragmentStart, self.queryStart, self.separators) = (
        fragmentStart, queryStart, separators
      )
      (self.escapes, self.isASCII, self.forbidden) = (escapes, isASCII, forbidden)
    }

    init(_ pass: IntakeFirstPass) {
      self.init(
        fragmentStart: pass.fragmentStart, queryStart: pass.queryStart,
        separators: pass.separators, escapes: pass.escapes,
        isASCII: pass.forbidden == nil ? pass.isASCII : nil, forbidden: pass.forbidden)
    }

    /// The reading byte by byte.
    init(reference bytes: [UInt8]) {
      var isASCII = true
      for (offset, byte) in bytes.enumerated() {
        isASCII = isASCII && byte < 0x80
        switch byte {
        case UInt8(ascii: "/"), UInt8(ascii: "&"): separators += 1
        case UInt8(ascii: "%"), UInt8(ascii: "+"): escapes = true
        case UInt8(ascii: "#"): if fragmentStart == nil { fragmentStart = offset }
        case UInt8(ascii: "?"):
          if queryStart == nil, fragmentStart == nil { queryStart = offset }
        case 0...0x20, 0x7F, UInt8(ascii: "\\"):
          forbidden = offset
          return
        default: break
        }
      }
      self.isASCII = isASCII
    }
  }

  private static func firstPass(_ bytes: [UInt8]) -> Reading {
    bytes.withByteSpan { Reading(IntakeFirstPass(scanning: $0)) }
  }

  /// Every byte the pass notes, a few it must not mistake for one, and
  /// bytes outside ASCII (`BF` and `FF` share their low six bits with `?`
  /// and DEL).
  private static let probes: [UInt8] =
    Array("/&%+#?\\-._~=:@aZ09".utf8) + [0x00, 0x09, 0x1F, 0x20, 0x7F, 0x80, 0xBF, 0xC3, 0xFF]

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
    let probes: [UInt8] = Array("/&%#?\\".utf8) + [0x01, 0x7F, 0xBF]
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
