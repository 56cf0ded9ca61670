/// Strict percent-decoding and encoding of URL components.
enum PercentDecoding {
  /// Decodes `%XX` escapes once, and `+` as a space when asked, into
  /// `decoded` (replacing what it held). Returns `false` for a `%` not
  /// followed by two hex digits. The caller checks that the result is UTF-8:
  /// escapes can spell any byte.
  static func decode(
    _ bytes: ByteSpan, plusIsSpace: Bool, into decoded: inout [UInt8]
  ) -> Bool {
    decoded.removeAll(keepingCapacity: true)
    decoded.reserveCapacity(bytes.count)
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "%") {
        guard index + 2 < bytes.count,
          let high = hexValue(bytes[index + 1]), let low = hexValue(bytes[index + 2])
        else { return false }
        decoded.append(high << 4 | low)
        index += 3
      } else {
        decoded.append(plusIsSpace && byte == UInt8(ascii: "+") ? UInt8(ascii: " ") : byte)
        index += 1
      }
    }
    return true
  }

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }
}

/// Percent-encoding for the links StackRouter builds.
enum PercentEncoding {
  /// Encodes a path segment: everything but unreserved characters and
  /// `!$&'()*+,;=` is escaped, including `/`, `:` and `@`.
  static func segment(_ text: String) -> String {
    encode(text, keeping: "!$&'()*+,;=")
  }

  /// Encodes a query name or value: `&`, `=`, `+` and `#` are escaped so
  /// that the text reads back the same with `+` as a space or not.
  static func queryComponent(_ text: String) -> String {
    encode(text, keeping: "!$'()*,;:@/?")
  }

  private static func encode(_ text: String, keeping extra: String) -> String {
    let keep = Set(extra.utf8)
    var encoded = ""
    encoded.reserveCapacity(text.utf8.count)
    for byte in text.utf8 {
      let isUnreserved =
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
        || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
        || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
        || "-._~".utf8.contains(byte)
      if isUnreserved || keep.contains(byte) {
        encoded.unicodeScalars.append(Unicode.Scalar(byte))
      } else {
        encoded +=
          "%" + String(byte >> 4, radix: 16, uppercase: true)
          + String(byte & 0x0F, radix: 16, uppercase: true)
      }
    }
    return encoded
  }
}
