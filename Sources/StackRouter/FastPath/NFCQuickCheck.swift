import Foundation

/// Text that Unicode normalization to NFC leaves as it is, found from its
/// UTF-8 bytes alone: the trie indexes literals by their NFC form, and a
/// segment found here to be in it already is looked up as it is, with no
/// `String` made and no normalization run.
///
/// The check is conservative: it says `true` only for well-formed UTF-8
/// whose every scalar lies in ranges where each scalar is its own NFC form,
/// has canonical combining class 0 and never composes with a scalar before
/// it (Unicode's `NFC_Quick_Check` is `Yes` for every one of them):
///
/// | scalars | |
/// |---|---|
/// | U+0000–U+02FF | ASCII, Latin-1, Latin Extended-A and -B, IPA, spacing modifiers |
/// | U+0400–U+0482 | Cyrillic letters and signs |
/// | U+05D0–U+05EA | Hebrew letters |
/// | U+20A0–U+20C0 | currency signs |
/// | U+3041–U+3096, U+30A1–U+30FA | Hiragana and Katakana letters |
/// | U+4E00–U+9FFF | CJK unified ideographs |
/// | U+AC00–U+D7A3 | Hangul syllables |
///
/// Anything else (a combining mark, a scalar NFC replaces, a script not
/// listed) says `false`, and the caller normalizes as before.
///
/// Invariant (checked): text found stable here is its own NFC form, byte
/// for byte, as Foundation's `precomposedStringWithCanonicalMapping` makes it.
enum NFCQuickCheck {
  /// Whether `bytes`, well-formed UTF-8, are in NFC by the ranges above.
  ///
  /// Kept out of line: inlined into the walk's literal look-up, its loop
  /// made the look-up too large to inline in turn, which cost every hit
  /// about 90 instructions, ASCII segments included.
  @inline(never)
  static func isStable(_ bytes: ByteSpan) -> Bool {
    var index = 0
    let count = bytes.count
    while index < count {
      let lead = bytes[index]
      var scalar: UInt32
      var length: Int
      switch lead {
      case 0..<0x80:
        index += 1
        continue
      case 0xC0..<0xE0: (scalar, length) = (UInt32(lead & 0x1F), 2)
      case 0xE0..<0xF0: (scalar, length) = (UInt32(lead & 0x0F), 3)
      default: return false  // four-byte scalars, and anything ill-formed
      }
      guard count - index >= length else { return false }
      for offset in 1..<length {
        let next = bytes[index + offset]
        guard next & 0xC0 == 0x80 else { return false }
        scalar = scalar << 6 | UInt32(next & 0x3F)
      }
      guard isStable(scalar) else { return false }
      index += length
    }
    #if STACKROUTER_CHECKS
    checkStable(bytes)
    #endif
    return true
  }

  /// Whether `scalar` is in one of the ranges above.
  @inline(__always)
  static func isStable(_ scalar: UInt32) -> Bool {
    switch scalar {
    case 0..<0x300, 0x400...0x482, 0x5D0...0x5EA, 0x20A0...0x20C0, 0x3041...0x3096,
      0x30A1...0x30FA, 0x4E00...0x9FFF, 0xAC00...0xD7A3:
      true
    default: false
    }
  }

  /// Stops the program when `bytes` are not their own NFC form.
  static func checkStable(_ bytes: ByteSpan) {
    let text = String(decoding: bytes, as: UTF8.self)
    precondition(
      text.precomposedStringWithCanonicalMapping.utf8.elementsEqual(bytes),
      "text found stable under NFC is its own NFC form")
  }
}
