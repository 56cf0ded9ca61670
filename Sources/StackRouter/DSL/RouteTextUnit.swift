/// One unit of route text the parser walks: a `Character`, or, when the whole
/// text is ASCII (nearly always), one of its UTF-8 bytes, which is the same
/// character and far cheaper to test.
protocol RouteTextUnit: Equatable {
  /// The unit as a character, for error messages.
  var character: Character { get }
  /// The unit's ASCII code, or `0xFF` when it is not an ASCII character.
  var ascii: UInt8 { get }
  /// Whether the unit is a letter, as `Character.isLetter` says.
  var isLetter: Bool { get }
  /// Whether the unit is a number, as `Character.isNumber` says.
  var isNumber: Bool { get }
  /// Whether a literal segment may not hold the unit: `?`, `#`, `%`, `\`,
  /// whitespace and control characters.
  var isForbiddenInLiteral: Bool { get }
  /// Whether a parameter name or a target type's name may hold the unit:
  /// an ASCII letter or digit, or `_`.
  var isIdentifierCharacter: Bool { get }
  /// Whether a scheme may hold the unit after its first letter: an ASCII
  /// letter or digit, `+`, `-` or `.`.
  var isSchemeCharacter: Bool { get }
  /// Whether a literal may hold the unit and it does not end one: what a
  /// parser skips in a literal without looking closer.
  var isPlainLiteral: Bool { get }
  /// The text of a run of units.
  static func text(_ units: some Collection<Self>) -> String
}

extension RouteTextUnit {
  /// Whether the unit is the ASCII character `scalar`.
  func `is`(_ scalar: Unicode.Scalar) -> Bool { UInt32(ascii) == scalar.value }

  /// Whether the unit is an ASCII character.
  var isASCII: Bool { ascii < 0x80 }

  /// Whether a route's domain may hold the unit: an ASCII letter or digit,
  /// `-` or `.`.
  var isHostCharacter: Bool { isASCII && (isLetter || isNumber || isAny(of: "-.")) }

  var isIdentifierCharacter: Bool {
    switch ascii {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
      true
    case 0xFF: isLetter || isNumber
    default: false
    }
  }

  var isSchemeCharacter: Bool {
    switch ascii {
    case UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."): true
    case 0xFF: false
    default: isLetter || isNumber
    }
  }

  var isPlainLiteral: Bool {
    switch ascii {
    case UInt8(ascii: "/"), UInt8(ascii: "<"), UInt8(ascii: "!"), UInt8(ascii: ":"),
      UInt8(ascii: "*"), UInt8(ascii: ">"):
      false
    default: !isForbiddenInLiteral
    }
  }

  /// Whether the unit is one of the ASCII characters of `set`, such as
  /// `"/<!"`. Reading the set from static text allocates nothing.
  func isAny(of set: StaticString) -> Bool {
    let ascii = self.ascii
    return set.withUTF8Buffer { $0.contains(ascii) }
  }
}

extension Character: RouteTextUnit {
  var character: Character { self }

  var ascii: UInt8 {
    // One byte, not `asciiValue`, which reads "\r\n" as "\n".
    utf8.count == 1 && utf8.first! < 0x80 ? utf8.first! : 0xFF
  }

  var isForbiddenInLiteral: Bool {
    "?#%\\".contains(self) || isWhitespace
      || unicodeScalars.contains { $0.properties.generalCategory == .control }
  }

  static func text(_ units: some Collection<Character>) -> String { String(units) }
}

extension UInt8: RouteTextUnit {
  var character: Character { Character(Unicode.Scalar(self)) }

  var ascii: UInt8 { self < 0x80 ? self : 0xFF }

  var isLetter: Bool { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(self | 0x20) }

  var isNumber: Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self) }

  /// ASCII whitespace is tab to carriage return and space; controls are
  /// below space and delete.
  var isForbiddenInLiteral: Bool {
    self == UInt8(ascii: "?") || self == UInt8(ascii: "#") || self == UInt8(ascii: "%")
      || self == UInt8(ascii: "\\") || self <= 0x20 || self == 0x7F
  }

  /// Looked up in a 128-bit set, as the parser's loops over names ask of
  /// every byte.
  var isIdentifierCharacter: Bool {
    isIn(low: 0x03FF_0000_0000_0000, high: 0x07FF_FFFE_87FF_FFFE)
  }

  /// Looked up in a 128-bit set, as the parser asks it of every byte of a
  /// route's first segment, looking for a scheme.
  var isSchemeCharacter: Bool {
    isIn(low: 0x03FF_6800_0000_0000, high: 0x07FF_FFFE_07FF_FFFE)
  }

  /// Printable ASCII but for `/ < ! : * >` and `? # % \`, looked up in a
  /// 128-bit set.
  var isPlainLiteral: Bool {
    isIn(low: 0x2BFF_7BD4_0000_0000, high: 0x7FFF_FFFF_EFFF_FFFF)
  }

  /// Whether the byte is ASCII and in the set whose bits for bytes 0–63
  /// are `low` and for 64–127 are `high`.
  private func isIn(low: UInt64, high: UInt64) -> Bool {
    let bits = self < 64 ? low : self < 128 ? high : 0
    return (bits >> (self & 63)) & 1 != 0
  }

  static func text(_ units: some Collection<UInt8>) -> String {
    String(decoding: units, as: UTF8.self)
  }
}
