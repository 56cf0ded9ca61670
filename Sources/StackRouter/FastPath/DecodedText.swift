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
///   made: ``decodeSmall(_:plusIsSpace:allowingLineBreaks:)``). The writer never writes past the room it is given (checked:
///   a write past it stops the program).
/// - Between characters, a run of ASCII that needs no decoding and no check
///   (no `%`, no `+` read as a space, no control) is read and written up
///   to eight bytes at a time (``Writer/bytesToLookAt(_:plusIsSpace:)``
///   flags every byte that is not such, exactly). A whole word is written
///   only where eight bytes of room are left; the bytes it writes past the
///   run are written again, or lie past the decoded text. A word is read
///   only inside the escaped text: near its end, its last word, shifted.
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
      // The UTF-8 state: continuation bytes still expected, the range the
      // next one must be in (table 3-7 of the Unicode Standard), and
      // whether the sequence began with C2, whose second byte 80–9F spells
      // a C1 control.
      var expected = 0
      var lowest: UInt8 = 0x80
      var highest: UInt8 = 0xBF
      var afterC2 = false
      var sawControl = false
      var index = 0
      let end = escaped.count
      while index < end {
        // Between characters, a run of ASCII with no escape and no control
        // is copied as it is, up to eight bytes at once.
        if expected == 0, escaped[index] != UInt8(ascii: "%") {
          let run = Self.copyRun(
            escaped, from: index, plusIsSpace: plusIsSpace, into: room, at: written)
          index &+= run
          written &+= run
          if run == 8 { continue }
          guard index < end else { break }
        }
        var byte = escaped[index]
        index += 1
        if byte == UInt8(ascii: "%") {
          guard index + 1 < end, let high = Self.hexValue(escaped[index]),
            let low = Self.hexValue(escaped[index + 1])
          else { return .invalidEncoding }
          byte = high << 4 | low
          index += 2
        } else if plusIsSpace, byte == UInt8(ascii: "+") {
          byte = UInt8(ascii: " ")
        }
        if expected > 0 {
          guard byte >= lowest, byte <= highest else { return .invalidEncoding }
          if afterC2, byte <= 0x9F { sawControl = true }
          (expected, lowest, highest, afterC2) = (expected - 1, 0x80, 0xBF, false)
        } else if byte < 0x80 {
          if ControlCharacters.isRefused(UInt32(byte), allowingLineBreaks: allowingLineBreaks) {
            sawControl = true
          }
        } else {
          switch byte {
          case 0xC2...0xDF: expected = 1
          case 0xE0: (expected, lowest) = (2, 0xA0)
          case 0xE1...0xEC, 0xEE...0xEF: expected = 2
          case 0xED: (expected, highest) = (2, 0x9F)
          case 0xF0: (expected, lowest) = (3, 0x90)
          case 0xF1...0xF3: expected = 3
          case 0xF4: (expected, highest) = (3, 0x8F)
          default: return .invalidEncoding
          }
          afterC2 = byte == 0xC2
        }
        append(byte)
      }
      guard expected == 0 else { return .invalidEncoding }
      return sawControl ? .controlCharacter : .written
    }

    /// Copies the bytes of `escaped` from `index` on that need no decoding
    /// and no check (ASCII that is not `%`, a `+` read as a space, or a
    /// control), read as one word, into `room` at `offset`; returns how
    /// many it copied: at most eight, none past the end of `escaped`, so
    /// never more than the room left (the decoded text is never longer
    /// than the escaped text read). Texts shorter than a word are left to
    /// the byte loop.
    @inline(__always)
    private static func copyRun(
      _ escaped: ByteSpan, from index: Int, plusIsSpace: Bool,
      into room: UnsafeMutableBufferPointer<UInt8>, at offset: Int
    ) -> Int {
      let end = escaped.count
      guard end >= 8 else { return 0 }
      // Near the end, the last word of the text, shifted: the bytes past
      // the end read as zero, a control, which stops the run there.
      let start = min(index, end &- 8)
      let word = escaped.word(at: start) &>> (8 &* UInt64(index &- start))
      let flags = bytesToLookAt(word, plusIsSpace: plusIsSpace)
      let run = flags == 0 ? 8 : flags.trailingZeroBitCount &>> 3
      #if STACKROUTER_CHECKS
      precondition(offset + run <= room.count, "decoded text written past its room")
      #endif
      let target = UnsafeMutableRawPointer(room.baseAddress.unsafelyUnwrapped + offset)
      if offset &+ 8 <= room.count {
        // The whole word: the bytes after the run are written again by
        // what follows, or lie past the text's length.
        target.storeBytes(of: word.littleEndian, as: UInt64.self)
      } else {
        // Near the end of the room, the run's bytes only: four, two, one.
        var rest = word
        var written = 0
        if run & 4 != 0 {
          target.storeBytes(of: UInt32(truncatingIfNeeded: rest).littleEndian, as: UInt32.self)
          (rest, written) = (rest &>> 32, 4)
        }
        if run & 2 != 0 {
          target.storeBytes(
            of: UInt16(truncatingIfNeeded: rest).littleEndian, toByteOffset: written,
            as: UInt16.self)
          (rest, written) = (rest &>> 16, written &+ 2)
        }
        if run & 1 != 0 {
          target.storeBytes(
            of: UInt8(truncatingIfNeeded: rest), toByteOffset: written, as: UInt8.self)
        }
      }
      return run
    }

    /// The high bit of each byte of `word` that the byte loop must look
    /// at: outside ASCII, a control (below `0x20`, or DEL), `%`, or `+`
    /// when it reads as a space. (A byte `FF`, not UTF-8, is flagged too.)
    @inline(__always)
    static func bytesToLookAt(_ word: UInt64, plusIsSpace: Bool) -> UInt64 {
      let low7 = 0x7F7F_7F7F_7F7F_7F7F as UInt64
      let high = 0x8080_8080_8080_8080 as UInt64
      let each = 0x0101_0101_0101_0101 as UInt64
      func zeroBytes(_ value: UInt64) -> UInt64 { ~(((value & low7) &+ low7) | value) & high }
      let ascii = word & low7
      // Below 0x20: adding 0x60 leaves the high bit clear. DEL: adding 1
      // sets it.
      let outsideOrControl = (word | ~(ascii &+ 0x6060_6060_6060_6060) | (ascii &+ each)) & high
      let percent = zeroBytes(word ^ (each &* UInt64(UInt8(ascii: "%"))))
      let plus = plusIsSpace ? zeroBytes(word ^ (each &* UInt64(UInt8(ascii: "+")))) : 0
      return outsideOrControl | percent | plus
    }

    @inline(__always)
    private static func hexValue(_ byte: UInt8) -> UInt8? {
      // Escapes are written with capitals (RFC 3986, 2.1): those are
      // looked for before small letters.
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): byte &- UInt8(ascii: "0")
      case UInt8(ascii: "A")...UInt8(ascii: "F"): byte &- UInt8(ascii: "A") &+ 10
      case UInt8(ascii: "a")...UInt8(ascii: "f"): byte &- UInt8(ascii: "a") &+ 10
      default: nil
      }
    }
  }
}
