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
