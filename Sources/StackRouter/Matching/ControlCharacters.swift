/// The one rule for control characters in links: intake refuses a link
/// that carries one, and the link builder refuses to build one.
///
/// A control character is U+0000–U+001F or U+007F–U+009F. Tab, line feed
/// and carriage return are allowed where line breaks are (a query's names
/// and values, and the fragment, may carry a shared text); never in a path
/// segment.
enum ControlCharacters {
  /// Whether the scalar `value` is a control character refused where line
  /// breaks are allowed or not.
  @inline(__always)
  static func isRefused(_ value: UInt32, allowingLineBreaks: Bool) -> Bool {
    switch value {
    case 0x09, 0x0A, 0x0D: !allowingLineBreaks
    case 0..<0x20, 0x7F...0x9F: true
    default: false
    }
  }

  /// Whether `text` holds a refused control character.
  static func contains(_ text: String, allowingLineBreaks: Bool) -> Bool {
    text.unicodeScalars.contains { isRefused($0.value, allowingLineBreaks: allowingLineBreaks) }
  }

  /// Whether valid UTF-8 bytes hold a refused control character. Every
  /// control is a scalar below U+00A0: one byte below `0x80`, or `C2`
  /// followed by the scalar's own value (`80`–`9F`).
  static func contains(_ bytes: ByteSpan, allowingLineBreaks: Bool) -> Bool {
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      var scalar = UInt32(byte)
      if byte == 0xC2, index + 1 < bytes.count {
        scalar = UInt32(bytes[index + 1])
        index += 1
      } else if byte >= 0x80 {
        index += 1
        continue
      }
      if isRefused(scalar, allowingLineBreaks: allowingLineBreaks) { return true }
      index += 1
    }
    return false
  }
}
