/// Strict UTF-8 validation that back-deploys to every platform the package
/// supports.
///
/// The standard library's `String(validating:as:)` is only available from
/// iOS 18 and macOS 15, and runs unspecialised on a generic sequence. This
/// checks a buffer against the well-formed byte sequences of the Unicode
/// Standard (table 3-7): no overlong forms, no surrogates, nothing above
/// U+10FFFF, no truncated sequences. ASCII, the common case in links, takes a
/// fast path.
enum UTF8Validation {
  /// Whether `bytes` are well-formed UTF-8.
  static func isValid(_ bytes: ByteSpan) -> Bool {
    var index = 0
    let count = bytes.count
    while index < count {
      let lead = bytes[index]
      if lead < 0x80 {
        index += 1
        continue
      }
      // The second byte's range depends on the lead byte; the others are 80...BF.
      let length: Int
      let second: ClosedRange<UInt8>
      switch lead {
      case 0xC2...0xDF: (length, second) = (2, 0x80...0xBF)
      case 0xE0: (length, second) = (3, 0xA0...0xBF)
      case 0xE1...0xEC, 0xEE...0xEF: (length, second) = (3, 0x80...0xBF)
      case 0xED: (length, second) = (3, 0x80...0x9F)
      case 0xF0: (length, second) = (4, 0x90...0xBF)
      case 0xF1...0xF3: (length, second) = (4, 0x80...0xBF)
      case 0xF4: (length, second) = (4, 0x80...0x8F)
      default: return false
      }
      guard count - index >= length, second.contains(bytes[index + 1]) else { return false }
      for offset in 2..<length where bytes[index + offset] & 0xC0 != 0x80 {
        return false
      }
      index += length
    }
    return true
  }

  /// The text of `bytes`, or `nil` when they are not well-formed UTF-8.
  static func string(_ bytes: ByteSpan) -> String? {
    isValid(bytes) ? String(decoding: bytes, as: UTF8.self) : nil
  }
}
