/// Percent-decoding in one pass, straight into a string's storage: the
/// escapes are decoded, `+` read as a space when asked, and the decoded
/// bytes checked as strict UTF-8 with no refused control character, all as
/// they are written. No array holds the bytes first.
///
/// ```
///   escaped  c a f % C 3 % A 9 % 2 0 …      n bytes
///            │ │ │ └──┬──┘ └──┬──┘ └─┬─┘
///   string   c a f   C3    A9    20   …      at most n bytes, written once
/// ```
///
/// Invariants:
/// - The decoded text is never longer than the escaped one: an escape's
///   three bytes become one, every other byte stays one. Text of more than
///   45 bytes is written into a string made with the escaped length as its
///   capacity; shorter text (which may decode to 15 bytes or fewer) into
///   room of that length on the stack, then made a ``SmallString`` when it
///   fits one (or, for a query piece, ``SmallText`` words, with no string
///   made: ``decodeSmall(_:plusIsSpace:allowingLineBreaks:)``). The
///   writer never writes past the room it is given (checked: a write past
///   it stops the program).
/// - Each byte read is one of the text's: an escape is read whole only
///   when its two digits lie inside the text, a continuation byte only
///   before the text's end. What a byte is comes from two tables of 256
///   bytes, one per byte value (``Writer/byteKinds``, ``Writer/hexDigits``:
///   string literals, so their bytes need no initialization; the tests
///   hold each to 256 bytes and every entry to what its comment says).
/// - The refusals are the ones of decoding, validating, then looking for
///   controls, in that order: an ill-formed escape or ill-formed UTF-8
///   anywhere in the text is ``Outcome/invalidEncoding``, even after a
///   control character; a control is reported only in text that is
///   otherwise well formed.
/// - A query piece that ``check(_:plusIsSpace:allowingLineBreaks:)`` passed
///   decodes to text again each time it is read (``text(_:plusIsSpace:)``;
///   checked: one that does not stops the program).
enum DecodedText {
  /// What decoding a text gives.
  enum Outcome {
    /// The decoded text, well-formed and free of refused controls.
    case text(String)
    /// A `%` not followed by two hex digits, or decoded bytes that are not
    /// well-formed UTF-8.
    case invalidEncoding
    /// A control character refused where line breaks are allowed or not.
    case controlCharacter
  }

  /// Decodes `escaped` once: `%XX` escapes, and `+` as a space when
  /// `plusIsSpace`, checking the result as it is written.
  static func decode(
    _ escaped: ByteSpan, plusIsSpace: Bool, allowingLineBreaks: Bool
  ) -> Outcome {
    // Text that may decode to 15 bytes or fewer (an escape's three bytes
    // become one) is decoded on the stack and, when it fits, made a small
    // string in place: most segments and query values are that short.
    if escaped.count <= 3 * SmallString.capacity {
      return decodeShort(escaped, plusIsSpace: plusIsSpace, allowingLineBreaks: allowingLineBreaks)
    }
    var status = Writer.Status.written
    let text = String(unsafeUninitializedCapacity: escaped.count) { buffer in
      var writer = Writer(room: buffer)
      status = writer.write(
        escaped, plusIsSpace: plusIsSpace, allowingLineBreaks: allowingLineBreaks)
      // A refused text keeps nothing: the string is dropped.
      return status == .written ? writer.count : 0
    }
    switch status {
    case .written: return .text(text)
    case .invalidEncoding: return .invalidEncoding
    case .controlCharacter: return .controlCharacter
    }
  }

  /// ``decode(_:plusIsSpace:allowingLineBreaks:)`` for text of at most 45
  /// bytes, decoded into room on the stack: a small string when the text
  /// fits one, else a copy.
  private static func decodeShort(
    _ escaped: ByteSpan, plusIsSpace: Bool, allowingLineBreaks: Bool
  ) -> Outcome {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: escaped.count) { room in
      var writer = Writer(room: room)
      switch writer.write(escaped, plusIsSpace: plusIsSpace, allowingLineBreaks: allowingLineBreaks)
      {
      case .written:
        // Written text is well-formed UTF-8, as a small string requires.
        let bytes = UnsafeBufferPointer(rebasing: room[..<writer.count])
        return .text(SmallString.make(validUTF8: bytes) ?? String(decoding: bytes, as: UTF8.self))
      case .invalidEncoding: return .invalidEncoding
      case .controlCharacter: return .controlCharacter
      }
    }
  }

  /// What decoding a short text for a piece gives.
  enum SmallOutcome {
    /// The decoded text, 15 bytes or fewer, as a small string's words.
    case small(SmallText)
    /// Well-formed text longer than a small string: not kept.
    case long
    case invalidEncoding
    case controlCharacter
  }

  /// Decodes `escaped`, at most 45 bytes, on the stack as
  /// ``decode(_:plusIsSpace:allowingLineBreaks:)`` does, and keeps the text
  /// only when it fits a small string: as its two words, with no string
  /// made (a longer text makes none either).
  static func decodeSmall(
    _ escaped: ByteSpan, plusIsSpace: Bool, allowingLineBreaks: Bool
  ) -> SmallOutcome {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: escaped.count) { room in
      var writer = Writer(room: room)
      switch writer.write(escaped, plusIsSpace: plusIsSpace, allowingLineBreaks: allowingLineBreaks)
      {
      case .written:
        // Written text is well-formed UTF-8, as a small string requires.
        let bytes = UnsafeBufferPointer(rebasing: room[..<writer.count])
        return SmallText(validUTF8: bytes).map(SmallOutcome.small) ?? .long
      case .invalidEncoding: return .invalidEncoding
      case .controlCharacter: return .controlCharacter
      }
    }
  }

  /// Checks `escaped` as ``decode(_:plusIsSpace:allowingLineBreaks:)``
  /// does, without keeping the text: the decoded bytes go to room on the
  /// stack (or the heap, for a long text) that is dropped.
  static func check(
    _ escaped: ByteSpan, plusIsSpace: Bool, allowingLineBreaks: Bool
  ) -> Writer.Status {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: escaped.count) { room in
      var writer = Writer(room: room)
      return writer.write(
        escaped, plusIsSpace: plusIsSpace, allowingLineBreaks: allowingLineBreaks)
    }
  }

  /// The text of a query name or value that ``check(_:plusIsSpace:allowingLineBreaks:)``
  /// passed, decoded again. A text that no longer decodes is a broken
  /// invariant (checked); unchecked, it reads as empty.
  static func text(_ escaped: ByteSpan, plusIsSpace: Bool) -> String {
    guard case .text(let text) = decode(escaped, plusIsSpace: plusIsSpace, allowingLineBreaks: true)
    else {
      #if STACKROUTER_CHECKS
      preconditionFailure("an escaped piece intake checked decodes")
      #else
      return ""
      #endif
    }
    return text
  }

  /// Writes decoded bytes into room it is given.
  struct Writer {
    /// How a write ended.
    enum Status {
      case written, invalidEncoding, controlCharacter
    }

    private let room: UnsafeMutableBufferPointer<UInt8>
    /// How many bytes are written.
    private(set) var count = 0

    init(room: UnsafeMutableBufferPointer<UInt8>) {
      self.room = room
    }

    /// Decodes `escaped` into the room, checking what it writes.
    ///
    /// Character by character, each byte's kind read from
    /// ``byteKinds``: a run of ASCII that needs nothing is copied in a
    /// loop of its own; an escape, a `+` or a control is one character; a
    /// lead byte (escaped or not) is read with its continuation bytes in
    /// the same step, each checked against the range table 3-7 of the
    /// Unicode Standard gives it. Any ill-formed escape or character ends
    /// the write there; a control is only noted, so that one found before
    /// an ill-formed escape still gives way to it.
    mutating func write(
      _ escaped: ByteSpan, plusIsSpace: Bool, allowingLineBreaks: Bool
    ) -> Status {
      // The count is kept in a local while writing: kept in `self`, it
      // would be stored and loaded again around every byte written (a byte
      // written through a pointer may be, for all the compiler knows, it).
      var written = count
      defer { count = written }
      let room = self.room
      @inline(__always)
      func append(_ byte: UInt8) {
        #if STACKROUTER_CHECKS
        precondition(written < room.count, "decoded text written past its room")
        #endif
        room[written] = byte
        written &+= 1
      }
      let end = escaped.count
      // Where an escape can start at the latest: two digits follow it.
      let lastEscape = end &- 3
      var index = 0
      /// The byte an escape at `index` spells, or `nil` when it is not
      /// `%` and two hex digits; `index` moves past it.
      @inline(__always)
      func escape() -> UInt8? {
        guard index <= lastEscape else { return nil }
        let value = Self.hexPair(escaped[index &+ 1], escaped[index &+ 2])
        index &+= 3
        return value
      }
      /// The next byte as decoded, for a continuation byte: a `+` read as
      /// a space need not be, as neither is one. `0x100` past the end or at
      /// an ill-formed escape, which no continuation byte's range holds.
      @inline(__always)
      func next() -> UInt32 {
        guard index < end else { return 0x100 }
        let byte = escaped[index]
        guard byte == UInt8(ascii: "%") else {
          index &+= 1
          return UInt32(byte)
        }
        return escape().map(UInt32.init) ?? 0x100
      }
      let kinds = Self.byteKinds.utf8Start
      var sawControl = false
      while index < end {
        var byte = escaped[index]
        let kind = kinds[Int(byte)]
        if kind == UInt8(ascii: ".") {
          // A run of ASCII that needs no decoding and no check, as most
          // bytes are, in a loop of its own.
          append(byte)
          index &+= 1
          while index < end {
            let next = escaped[index]
            guard kinds[Int(next)] == UInt8(ascii: ".") else { break }
            append(next)
            index &+= 1
          }
          continue
        }
        if kind == UInt8(ascii: "%") {
          guard let value = escape() else { return .invalidEncoding }
          byte = value
          if byte < 0x80 {
            // Below 0x20 or DEL (the subtraction wraps below 0x20): a
            // control, unless a line break where those are allowed.
            if byte &- 0x20 >= 0x5F,
              ControlCharacters.isRefused(UInt32(byte), allowingLineBreaks: allowingLineBreaks)
            {
              sawControl = true
            }
            append(byte)
            continue
          }
        } else {
          index &+= 1
          if kind == UInt8(ascii: "+") {
            append(plusIsSpace ? UInt8(ascii: " ") : byte)
            continue
          }
          if kind == UInt8(ascii: "c") {
            if ControlCharacters.isRefused(UInt32(byte), allowingLineBreaks: allowingLineBreaks) {
              sawControl = true
            }
            append(byte)
            continue
          }
        }
        // A lead byte (C2–F4), then its continuation bytes (80–BF).
        guard byte &- 0xC2 <= 0xF4 - 0xC2 else { return .invalidEncoding }
        let second = next()
        guard second & 0x1C0 == 0x80 else { return .invalidEncoding }
        append(byte)
        append(UInt8(truncatingIfNeeded: second))
        if byte < 0xE0 {
          // C2 followed by 80–9F spells a C1 control.
          if byte == 0xC2, second < 0xA0 { sawControl = true }
          continue
        }
        // After four lead bytes the second byte's range is narrower: no
        // overlong form, no surrogate, nothing past U+10FFFF (table 3-7 of
        // the Unicode Standard).
        switch byte {
        case 0xE0: guard second >= 0xA0 else { return .invalidEncoding }
        case 0xED: guard second < 0xA0 else { return .invalidEncoding }
        case 0xF0: guard second >= 0x90 else { return .invalidEncoding }
        case 0xF4: guard second < 0x90 else { return .invalidEncoding }
        default: break
        }
        let third = next()
        guard third & 0x1C0 == 0x80 else { return .invalidEncoding }
        append(UInt8(truncatingIfNeeded: third))
        if byte >= 0xF0 {
          let fourth = next()
          guard fourth & 0x1C0 == 0x80 else { return .invalidEncoding }
          append(UInt8(truncatingIfNeeded: fourth))
        }
      }
      return sawControl ? .controlCharacter : .written
    }

    /// What each byte is to the loop of ``write(_:plusIsSpace:allowingLineBreaks:)``,
    /// sixteen bytes a line: `.` ASCII written as it is, `%` an escape, `+`
    /// a plus (a space, when it reads as one), `c` a control (below `0x20`,
    /// or DEL), `u` outside ASCII.
    static var byteKinds: StaticString {
      """
      cccccccccccccccc\
      cccccccccccccccc\
      .....%.....+....\
      ................\
      ................\
      ................\
      ................\
      ...............c\
      uuuuuuuuuuuuuuuu\
      uuuuuuuuuuuuuuuu\
      uuuuuuuuuuuuuuuu\
      uuuuuuuuuuuuuuuu\
      uuuuuuuuuuuuuuuu\
      uuuuuuuuuuuuuuuu\
      uuuuuuuuuuuuuuuu\
      uuuuuuuuuuuuuuuu
      """
    }

    /// The byte two hex digits spell, or `nil` when either is not one.
    @inline(__always)
    private static func hexPair(_ high: UInt8, _ low: UInt8) -> UInt8? {
      // One look-up each in a table of 256 ASCII bytes: a digit's entry
      // has its value in the low four bits and bit 6 clear; any other
      // byte's entry is `@`, bit 6 set. (A table needs no branch per kind
      // of digit; a string literal's bytes need no initialization.)
      let table = hexDigits.utf8Start
      let (high, low) = (table[Int(high)], table[Int(low)])
      guard (high | low) & 0x40 == 0 else { return nil }
      return high &<< 4 | low & 0x0F
    }

    /// The hex digits table: `0`–`9` are themselves (`0x30`–`0x39`), `A`–`F`
    /// and `a`–`f` are `:`–`?` (`0x3A`–`0x3F`), every other byte `@`.
    static var hexDigits: StaticString {
      """
      @@@@@@@@@@@@@@@@\
      @@@@@@@@@@@@@@@@\
      @@@@@@@@@@@@@@@@\
      0123456789@@@@@@\
      @:;<=>?@@@@@@@@@\
      @@@@@@@@@@@@@@@@\
      @:;<=>?@@@@@@@@@\
      @@@@@@@@@@@@@@@@\
      @@@@@@@@@@@@@@@@\
      @@@@@@@@@@@@@@@@\
      @@@@@@@@@@@@@@@@\
      @@@@@@@@@@@@@@@@\
      @@@@@@@@@@@@@@@@\
      @@@@@@@@@@@@@@@@\
      @@@@@@@@@@@@@@@@\
      @@@@@@@@@@@@@@@@
      """
    }
  }
}
