/// One unit of route text the parser walks: a `Character`, or, when the whole
/// text is ASCII (nearly always), one of its UTF-8 bytes, which is the same
/// character and far cheaper to test.
protocol RouteTextUnit: Equatable {
  /// The unit as a character, for error messages.
  var character: Character { get }
  /// Whether the unit is the ASCII character `scalar`.
  func `is`(_ scalar: Unicode.Scalar) -> Bool
  /// Whether the unit is an ASCII character.
  var isASCII: Bool { get }
  /// Whether the unit is a letter, as `Character.isLetter` says.
  var isLetter: Bool { get }
  /// Whether the unit is a number, as `Character.isNumber` says.
  var isNumber: Bool { get }
  /// Whether a literal segment may not hold the unit: `?`, `#`, `%`, `\`,
  /// whitespace and control characters.
  var isForbiddenInLiteral: Bool { get }
  /// The text of a run of units.
  static func text(_ units: some Collection<Self>) -> String
}

extension RouteTextUnit {
  /// Whether the unit is one of the ASCII characters in `scalars`.
  func isAny(of scalars: Unicode.Scalar...) -> Bool {
    scalars.contains { self.is($0) }
  }
}

extension Character: RouteTextUnit {
  var character: Character { self }

  func `is`(_ scalar: Unicode.Scalar) -> Bool { self == Character(scalar) }

  var isForbiddenInLiteral: Bool {
    "?#%\\".contains(self) || isWhitespace
      || unicodeScalars.contains { $0.properties.generalCategory == .control }
  }

  static func text(_ units: some Collection<Character>) -> String { String(units) }
}

extension UInt8: RouteTextUnit {
  var character: Character { Character(Unicode.Scalar(self)) }

  func `is`(_ scalar: Unicode.Scalar) -> Bool { UInt32(self) == scalar.value }

  var isASCII: Bool { self < 0x80 }

  var isLetter: Bool { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(self | 0x20) }

  var isNumber: Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self) }

  /// ASCII whitespace is tab to carriage return and space; controls are
  /// below space and delete.
  var isForbiddenInLiteral: Bool {
    self == UInt8(ascii: "?") || self == UInt8(ascii: "#") || self == UInt8(ascii: "%")
      || self == UInt8(ascii: "\\") || self <= 0x20 || self == 0x7F
  }

  static func text(_ units: some Collection<UInt8>) -> String {
    String(decoding: units, as: UTF8.self)
  }
}
