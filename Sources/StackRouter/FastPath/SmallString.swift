/// A string of at most 15 UTF-8 bytes, written straight into the two words
/// of a small string from bytes already known to be well-formed UTF-8: no
/// allocation, no call into the standard library, no second validation.
///
/// ```
///   word 0                          word 1
///   ┌──┬──┬──┬──┬──┬──┬──┬──┐        ┌──┬──┬──┬──┬──┬──┬──┬────────────┐
///   │b0│b1│b2│b3│b4│b5│b6│b7│        │b8│b9│  │  │  │  │14│ flags|count│
///   └──┴──┴──┴──┴──┴──┴──┴──┘        └──┴──┴──┴──┴──┴──┴──┴────────────┘
///   unused bytes are zero            0xE0 | count (ASCII), 0xA0 | count
/// ```
///
/// Intake's pieces are bytes of a `String` cut at ASCII delimiters, or text
/// ``DecodedText`` decoded and checked as strict UTF-8 as it wrote it: both
/// are well formed, and the standard library's initializers would check
/// them once more (about 110 instructions a string, several strings a link).
///
/// Invariants:
/// - ``make(asciiPlusAsSpace:)`` is given ASCII only (checked), and reads
///   each `+` as a space and nothing else (checked).
/// - Only well-formed UTF-8 is given (checked: the bytes must read back
///   unchanged through `String(decoding:as:)`, which repairs ill-formed
///   text, and the string made must hold exactly those bytes).
/// - The layout above is the standard library's small-string form on 64-bit
///   little-endian platforms (`x86_64`, `arm64`), fixed by its ABI on Apple
///   platforms since Swift 5, as inlinable code compiled into every app
///   relies on it. Elsewhere ``make(validUTF8:)`` returns `nil` and callers
///   use the standard initializers. The check above also catches a layout
///   that differs: the string made would not read back as its bytes.
enum SmallString {
  /// The most UTF-8 bytes a small string holds.
  static let capacity = 15

  /// The small string holding `bytes`, which are well-formed UTF-8, or `nil`
  /// when there are more than ``capacity`` of them or the platform's layout
  /// is not the one above.
  @inline(__always)
  static func make(validUTF8 bytes: UnsafeBufferPointer<UInt8>) -> String? {
    #if (arch(x86_64) || arch(arm64)) && _endian(little)
    guard let words = words(validUTF8: bytes) else { return nil }
    let string = Self.string(words: words)
    #if STACKROUTER_CHECKS
    check(string, holds: bytes)
    #endif
    return string
    #else
    return nil
    #endif
  }

  /// The small string holding `bytes`, which are ASCII, with every `+`
  /// read as a space (a query piece whose only escape is `+`), or `nil`
  /// when there are more than ``capacity`` of them. The `+` are replaced a
  /// word at a time.
  @inline(__always)
  static func make(asciiPlusAsSpace bytes: UnsafeBufferPointer<UInt8>) -> String? {
    #if (arch(x86_64) || arch(arm64)) && _endian(little)
    guard let words = words(asciiPlusAsSpace: bytes) else { return nil }
    let string = Self.string(words: words)
    #if STACKROUTER_CHECKS
    precondition(
      string.utf8.elementsEqual(bytes.lazy.map { $0 == UInt8(ascii: "+") ? 0x20 : $0 }),
      "a small string holds its bytes, `+` read as a space")
    #endif
    return string
    #else
    return nil
    #endif
  }

  /// The two words of the small string ``make(validUTF8:)`` makes, flags
  /// and count included, or `nil` for more than ``capacity`` bytes.
  @inline(__always)
  static func words(validUTF8 bytes: UnsafeBufferPointer<UInt8>) -> (UInt64, UInt64)? {
    let count = bytes.count
    guard var words = words(holding: bytes) else { return nil }
    let isASCII = (words.0 | words.1) & 0x8080_8080_8080_8080 == 0
    let flags: UInt64 = isASCII ? 0xE0 : 0xA0
    words.1 |= (flags | UInt64(count)) << 56
    return words
  }

  /// The two words of the small string ``make(asciiPlusAsSpace:)`` makes,
  /// flags and count included, or `nil` for more than ``capacity`` bytes.
  @inline(__always)
  static func words(asciiPlusAsSpace bytes: UnsafeBufferPointer<UInt8>) -> (UInt64, UInt64)? {
    let count = bytes.count
    guard var words = words(holding: bytes) else { return nil }
    #if STACKROUTER_CHECKS
    precondition(
      (words.0 | words.1) & 0x8080_8080_8080_8080 == 0, "text read with `+` as a space is ASCII")
    #endif
    words.0 = Self.replacingPlus(words.0)
    words.1 = Self.replacingPlus(words.1) | (0xE0 | UInt64(count)) << 56
    return words
  }

  /// `bytes` in the two words of a small string, zero after them (the
  /// flags and count not yet written), or `nil` when there are more than
  /// ``capacity`` of them.
  @inline(__always)
  private static func words(holding bytes: UnsafeBufferPointer<UInt8>) -> (UInt64, UInt64)? {
    guard bytes.count <= capacity else { return nil }
    var words: (UInt64, UInt64) = (0, 0)
    if let base = bytes.baseAddress {
      withUnsafeMutableBytes(of: &words) { room in
        room.baseAddress.unsafelyUnwrapped.copyMemory(from: base, byteCount: bytes.count)
      }
    }
    return words
  }

  /// `word`, eight ASCII bytes, with each `+` (0x2B) made a space (0x20).
  @inline(__always)
  private static func replacingPlus(_ word: UInt64) -> UInt64 {
    let low7: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
    let plus = word ^ 0x2B2B_2B2B_2B2B_2B2B
    // The high bit of each byte that was a `+` (exact for ASCII: no carry
    // crosses a byte).
    let isPlus = ~(((plus & low7) &+ low7) | plus) & ~low7
    return word ^ ((isPlus >> 7) &* 0x0B)
  }

  /// The string whose two words are `words`, a small string's: moved out of
  /// room on the stack, so that the caller owns it without the retain call
  /// (a no-op for a small string, but a call all the same) that a bit cast,
  /// which gives a borrowed value, costs.
  @inline(__always)
  static func string(words: (UInt64, UInt64)) -> String {
    withUnsafeTemporaryAllocation(of: String.self, capacity: 1) { room in
      let base = room.baseAddress.unsafelyUnwrapped
      UnsafeMutableRawPointer(base).storeBytes(of: words, as: (UInt64, UInt64).self)
      return base.move()
    }
  }

  /// Checks that `bytes` are well-formed UTF-8 and that `string` holds them.
  static func check(_ string: String, holds bytes: UnsafeBufferPointer<UInt8>) {
    precondition(
      String(decoding: bytes, as: UTF8.self).utf8.elementsEqual(bytes),
      "a small string is made from well-formed UTF-8")
    precondition(string.utf8.elementsEqual(bytes), "a small string holds its bytes")
  }
}

extension String {
  /// A string from bytes that are well-formed UTF-8 (see ``SmallString``):
  /// a small string written in place when they fit one, else the standard
  /// library's copy (which checks them again).
  @inline(__always)
  init(validUTF8 span: ByteSpan) {
    let bytes = span.unsafeBytes
    if let small = SmallString.make(validUTF8: bytes) {
      self = small
    } else {
      self = SmallString.large(validUTF8: bytes)
    }
  }
}

extension SmallString {
  /// The string holding `bytes`, longer than a small string: the standard
  /// library's copy, out of line, so that the readers that inline
  /// ``Swift/String/init(validUTF8:)`` stay small.
  @inline(never)
  static func large(validUTF8 bytes: UnsafeBufferPointer<UInt8>) -> String {
    String(decoding: bytes, as: UTF8.self)
  }
}

/// A small string kept as its two words: a plain value, with nothing to
/// retain or release, that a request's pieces hold for a decoded segment
/// or query piece short enough (``LinkContent/Piece/small(_:)``), so that a
/// link with escapes keeps no array of decoded strings.
///
/// Invariant: the words are a small string's (the standard library's
/// small-string bit set in the second word), never a large string's, whose
/// words hold a reference these bits would not keep alive. ``init(_:)``
/// keeps only those; reading ``string`` checks them.
struct SmallText: Sendable {
  private let low: UInt64
  private let high: UInt64

  /// The words of `string` when it is a small string, or `nil`.
  @inline(__always)
  init?(_ string: String) {
    #if (arch(x86_64) || arch(arm64)) && _endian(little)
    let (low, high) = unsafeBitCast(string, to: (UInt64, UInt64).self)
    guard Self.isSmall(high) else { return nil }
    (self.low, self.high) = (low, high)
    #else
    return nil
    #endif
  }

  /// The words of the small string `bytes` read as, each `+` as a space:
  /// `bytes` are ASCII whose only escape is `+` (see
  /// ``SmallString/make(asciiPlusAsSpace:)``). `nil` for more than 15 bytes.
  @inline(__always)
  init?(asciiPlusAsSpace bytes: ByteSpan) {
    #if (arch(x86_64) || arch(arm64)) && _endian(little)
    // The small string's words, made without the string: nothing to release.
    guard let words = bytes.withUnsafeBytes(SmallString.words(asciiPlusAsSpace:)) else {
      return nil
    }
    (low, high) = words
    #if STACKROUTER_CHECKS
    precondition(
      string.utf8.elementsEqual(bytes.lazy.map { $0 == UInt8(ascii: "+") ? 0x20 : $0 }),
      "a small text holds its bytes, `+` read as a space")
    #endif
    #else
    return nil
    #endif
  }

  /// The words of the small string holding `bytes`, well-formed UTF-8
  /// (checked, as ``SmallString/make(validUTF8:)`` checks it), made without
  /// the string; `nil` for more than 15 bytes.
  @inline(__always)
  init?(validUTF8 bytes: UnsafeBufferPointer<UInt8>) {
    #if (arch(x86_64) || arch(arm64)) && _endian(little)
    guard let words = SmallString.words(validUTF8: bytes) else { return nil }
    (low, high) = words
    #if STACKROUTER_CHECKS
    SmallString.check(string, holds: bytes)
    #endif
    #else
    return nil
    #endif
  }

  /// Words as given, unchecked: for ``FastPathChecks`` only.
  init(unchecked words: (low: UInt64, high: UInt64)) {
    (low, high) = words
  }

  /// The string.
  @inline(__always)
  var string: String {
    #if STACKROUTER_CHECKS
    precondition(Self.isSmall(high), "a small text holds a small string's words")
    #endif
    return SmallString.string(words: (low, high))
  }

  /// Whether the second word marks a small string: its top nibble is
  /// `0xE` (ASCII) or `0xA`.
  private static func isSmall(_ high: UInt64) -> Bool {
    high >> 60 == 0xE || high >> 60 == 0xA
  }
}
