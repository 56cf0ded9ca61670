/// The first pass of intake over a link's bytes: where the query and the
/// fragment start, whether a byte is forbidden, whether any piece may need
/// decoding, and how many pieces the link can have at most.
///
/// ```
///   m y a p p : / / s h o p / 4 2 ? x = 1 & y = 2 # t o p
///               ^ ^       ^           ^   ^       ^
///               separators: 5 ('/' and '&')       queryStart, fragmentStart
///   pieceCapacity = 2 × 5 + 3 = 13
/// ```
///
/// Invariants (checked by ``PieceBuffer`` when `STACKROUTER_CHECKS` is set):
/// - Every path segment ends at a `/` or at the end of the path, and every
///   query item (two pieces, name and value) at a `&` or at the end of the
///   query, so a link has at most ``pieceCapacity`` pieces: the reader's
///   piece buffer is that big, and writing past it is a program error.
/// - ``forbidden`` is the offset of the first byte that is a control, a
///   space, DEL or `\`, wherever it stands; the pass stops there.
/// - ``queryStart`` is the first `?` before any `#`; ``fragmentStart`` the
///   first `#`.
struct IntakeFirstPass {
  var fragmentStart: Int?
  var queryStart: Int?
  /// How many `/` and `&` there are.
  var separators = 0
  /// Whether there is a `%` or `+`.
  var escapes = false
  /// Whether every byte is ASCII.
  var isASCII = true
  /// Where the first forbidden byte is; the pass stops there.
  var forbidden: Int?

  /// How many pieces a link with these separators can have at most: each
  /// `/` or `&` ends at most one segment, or one query item of two pieces;
  /// the last segment and the last item end at no separator.
  var pieceCapacity: Int { 2 * separators + 3 }

  /// The first pass over `bytes`.
  ///
  /// It reads eight bytes at a time and looks closer only at the bytes a
  /// few bit operations flag (see ``mayBeNotable(_:)``): most of a link is
  /// letters and digits, which none of its checks is about.
  init(scanning bytes: ByteSpan) {
    let count = bytes.count
    guard count >= 8 else {
      for offset in 0..<count {
        isASCII = isASCII && bytes[offset] < 0x80
        guard note(bytes[offset], at: offset) else { break }
      }
      return
    }
    var allBits: UInt64 = 0
    var offset = 0
    // Whole words first, with no bound to adjust; then, if bytes are left,
    // the last word of the link, which overlaps the one before it: its
    // bytes read already are not looked at again.
    while offset &+ 8 <= count {
      let word = bytes.word(at: offset)
      allBits |= word
      guard notes(Self.mayBeNotable(word), inWordAt: offset, of: bytes) else {
        isASCII = allBits & 0x8080_8080_8080_8080 == 0
        return
      }
      offset &+= 8
    }
    if offset < count {
      let start = count &- 8
      let word = bytes.word(at: start)
      allBits |= word
      let unread = ~0 &<< (8 &* UInt64(offset &- start))
      guard notes(Self.mayBeNotable(word) & unread, inWordAt: start, of: bytes) else {
        isASCII = allBits & 0x8080_8080_8080_8080 == 0
        return
      }
    }
    isASCII = allBits & 0x8080_8080_8080_8080 == 0
  }

  /// Notes each byte of the word at `start` whose high bit `flagged` sets;
  /// returns `false` at a forbidden one, where the pass stops.
  @inline(__always)
  private mutating func notes(_ flagged: UInt64, inWordAt start: Int, of bytes: ByteSpan) -> Bool {
    var flagged = flagged
    while flagged != 0 {
      let index = start &+ flagged.trailingZeroBitCount &>> 3
      guard note(bytes[index], at: index) else { return false }
      flagged &= flagged &- 1
    }
    return true
  }

  /// Notes what `byte`, at `offset`, is to the first pass; returns `false`
  /// when it is forbidden, and the pass stops.
  @inline(__always)
  private mutating func note(_ byte: UInt8, at offset: Int) -> Bool {
    switch byte {
    case UInt8(ascii: "/"), UInt8(ascii: "&"):
      separators &+= 1
    case UInt8(ascii: "%"), UInt8(ascii: "+"):
      escapes = true
    case UInt8(ascii: "#"):
      if fragmentStart == nil { fragmentStart = offset }
    case UInt8(ascii: "?"):
      if queryStart == nil, fragmentStart == nil { queryStart = offset }
    default:
      guard !Self.isForbiddenRaw(byte) else {
        forbidden = offset
        return false
      }
    }
    return true
  }

  /// The high bit of each byte of `word` that may be one the first pass
  /// notes: an ASCII byte below the digit `0` (controls, the space, `#`, `%`, `&`,
  /// `+`, `/` and a few harmless ones), `?`, `\\` or DEL. Every byte it
  /// notes is flagged; a few it does not note are too (`-`, `.`, and the
  /// bytes `BF` and `FF`, whose low six bits are those of `?` and DEL).
  @inline(__always)
  private static func mayBeNotable(_ word: UInt64) -> UInt64 {
    let low7 = 0x7F7F_7F7F_7F7F_7F7F as UInt64
    let highBits = 0x8080_8080_8080_8080 as UInt64
    let each = 0x0101_0101_0101_0101 as UInt64
    // Below 0x30 when the low seven bits stay below 0x80 after adding
    // 0x50, and the byte is ASCII.
    let belowDigits = ~((word & low7) &+ 0x5050_5050_5050_5050) & ~word & highBits
    // `?` (3F) and DEL (7F): the low six bits all set, so adding 1 to them
    // carries into bit 6, moved up to bit 7.
    let questionOrDelete = (((word & (each &* 0x3F)) &+ each) & (each &* 0x40)) &<< 1
    let backslash = word ^ (each &* UInt64(UInt8(ascii: "\\")))
    let isBackslash = ~(((backslash & low7) &+ low7) | backslash) & highBits
    return belowDigits | questionOrDelete | isBackslash
  }

  /// Whether a raw byte may not appear in a link at all.
  private static func isForbiddenRaw(_ byte: UInt8) -> Bool {
    byte <= 0x20 || byte == 0x7F || byte == UInt8(ascii: "\\")
  }
}

extension URLIntake.Reader {
  /// Reads the link into a request that keeps `text`, whose bytes
  /// ``bytes`` are.
  mutating func read(
    schemes: [String], domains: [String], text: String
  ) throws(URLIntake.Refusal) -> RequestURL {
    guard !bytes.isEmpty else { throw failure(.empty) }
    // Pieces are kept as 32-bit offsets.
    let limit = min(options.limits.urlLength, Int(Int32.max))
    guard bytes.count <= limit else { throw failure(.tooLong(limit: limit), at: limit) }
    // One pass: no forbidden byte, and where the query and fragment start.
    let layout = IntakeFirstPass(scanning: bytes)
    if let offset = layout.forbidden {
      throw failure(.invalidCharacter(Character(Unicode.Scalar(bytes[offset]))), at: offset)
    }
    let (fragmentStart, queryStart) = (layout.fragmentStart, layout.queryStart)
    mayNeedDecoding = layout.escapes
    mayHoldControls = !layout.isASCII

    var failure: URLIntake.Refusal?
    // On the stack, and called directly: a closure passed through another
    // function would retain what it captures.
    // Room for the pieces, and for the text decoded from them when the link
    // holds escapes: never longer than the link.
    let (capacity, decodedCapacity) = (layout.pieceCapacity, layout.escapes ? bytes.count : 0)
    let request = withUnsafeTemporaryAllocation(
      of: LinkContent.Piece.self,
      capacity: PieceBuffer.slots(pieces: capacity, decodedBytes: decodedCapacity)
    ) { room -> RequestURL? in
      self.pieces = PieceBuffer(room: room, pieces: capacity, decodedBytes: decodedCapacity)
      defer { self.pieces = .none }
      do throws(URLIntake.Refusal) {
        return try readParts(
          schemes: schemes, domains: domains, text: text, queryStart: queryStart,
          fragmentStart: fragmentStart)
      } catch {
        failure = error
        return nil
      }
    }
    guard let request else { throw failure ?? self.failure(.empty) }
    return request
  }
}
