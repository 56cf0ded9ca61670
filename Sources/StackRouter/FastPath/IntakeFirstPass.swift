/// The first pass of intake over a link's bytes: where the query and the
/// fragment start, whether a byte is forbidden, whether any piece may need
/// decoding, and where each path segment and query item ends, with each
/// item's first `=` and which escapes each holds (``cuts``): the reader cuts
/// the pieces from these without scanning the bytes again.
///
/// ```
///   m y a p p : / / s h o p / 4 2 ? x = 1 & y = 2 # t o p
///               ^ ^         ^     ^       ^       ^
///   path cuts:  6 7         12    15 (the path's end, queryStart)
///   item cuts:                            19      23 (the query's end, fragmentStart)
///   pieceCapacity = 4 path cuts + 2 × 2 item cuts = 8
/// ```
///
/// The pass reads the path, then the query, then the fragment, each with a
/// loop of its own: each part's loop keeps only the state that part needs.
///
/// Invariants (checked by ``PieceBuffer`` and ``IntakeCuts`` when
/// `STACKROUTER_CHECKS` is set):
/// - Every path segment ends at a path cut (the authority, too), and every
///   query item (two pieces, name and value) at an item cut, so a link has
///   at most ``pieceCapacity`` pieces: the reader's piece buffer is that
///   big, and writing past it is a program error.
/// - ``forbidden`` is the offset of the first byte that is a control, a
///   space, DEL or `\`, wherever it stands; the pass stops there.
/// - ``queryStart`` is the first `?` before any `#`; ``fragmentStart`` the
///   first `#`.
/// - When no byte is forbidden, ``cuts`` holds a cut at each `/` of the
///   path, at the path's end, at each `&` of the query and at its end (see
///   ``IntakeCuts``), as far as its room goes, and counts them all.
struct IntakeFirstPass {
  var fragmentStart: Int?
  var queryStart: Int?
  /// Whether there is a `%` or `+`.
  var escapes = false
  /// Whether every byte is ASCII.
  var isASCII = true
  /// Where the first forbidden byte is; the pass stops there.
  var forbidden: Int?
  /// Where the path's segments and the query's items end.
  var cuts: IntakeCuts

  /// How many pieces the link can have at most: a segment ends at each path
  /// cut at most, and a query item of two pieces at each item cut.
  var pieceCapacity: Int { cuts.pathCount &+ 2 &* (cuts.count &- cuts.pathCount) }

  /// The first pass over `bytes`, cutting it into `cuts` (empty, with the
  /// room it has).
  ///
  /// It reads eight bytes at a time and looks closer only at the bytes a
  /// few bit operations flag (see ``FlaggedBytes``): most of a link is
  /// letters and digits, which none of its checks is about.
  init(scanning bytes: ByteSpan, cutting cuts: IntakeCuts = .none) {
    self.cuts = cuts
    var flagged = FlaggedBytes(bytes)
    defer { isASCII = flagged.isASCII }
    switch readPath(&flagged) {
    case .query: guard readQuery(&flagged) else { return }
    case .fragment: break
    case .end, .forbidden: return
    }
    readFragment(&flagged)
  }

  /// Where a part of the link stops.
  private enum Stop { case query, fragment, end, forbidden }

  /// Reads the path (with the scheme and the authority) up to its `?` or
  /// `#`, cutting it at each `/` and at its end.
  @inline(__always)
  private mutating func readPath(_ flagged: inout FlaggedBytes) -> Stop {
    var pending: UInt8 = 0
    while true {
      let offset = flagged.next()
      guard offset >= 0 else {
        cuts.cut(end: flagged.count, equals: -1, escapes: pending)
        cuts.endPath()
        return .end
      }
      switch flagged.bytes[offset] {
      case UInt8(ascii: "/"):
        cuts.cut(end: offset, equals: -1, escapes: pending)
        pending = 0
      case UInt8(ascii: "."), UInt8(ascii: "-"), UInt8(ascii: "_"):
        // Flagged with the rest, and common in hosts and paths.
        break
      case UInt8(ascii: "%"):
        escapes = true
        pending |= IntakeCuts.Escapes.namePercent
      case UInt8(ascii: "+"):
        escapes = true
        pending |= IntakeCuts.Escapes.namePlus
      case UInt8(ascii: "?"):
        queryStart = offset
        cuts.cut(end: offset, equals: -1, escapes: pending)
        cuts.endPath()
        return .query
      case UInt8(ascii: "#"):
        fragmentStart = offset
        cuts.cut(end: offset, equals: -1, escapes: pending)
        cuts.endPath()
        return .fragment
      case let byte:
        guard !Self.isForbiddenRaw(byte) else {
          forbidden = offset
          return .forbidden
        }
      }
    }
  }

  /// Reads the query up to its `#`, cutting it at each `&` and at its end,
  /// each item with its first `=`; returns whether a fragment follows.
  @inline(__always)
  private mutating func readQuery(_ flagged: inout FlaggedBytes) -> Bool {
    var pending: UInt8 = 0
    var equals = -1
    while true {
      let offset = flagged.next()
      guard offset >= 0 else {
        cuts.cut(end: flagged.count, equals: equals, escapes: pending)
        return false
      }
      switch flagged.bytes[offset] {
      case UInt8(ascii: "&"):
        cuts.cut(end: offset, equals: equals, escapes: pending)
        (pending, equals) = (0, -1)
      case UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: "-"):
        // Flagged with the rest, and common in names and values.
        break
      case UInt8(ascii: "="):
        if equals < 0 { equals = offset }
      case UInt8(ascii: "%"):
        escapes = true
        pending |= equals < 0 ? IntakeCuts.Escapes.namePercent : IntakeCuts.Escapes.valuePercent
      case UInt8(ascii: "+"):
        escapes = true
        pending |= equals < 0 ? IntakeCuts.Escapes.namePlus : IntakeCuts.Escapes.valuePlus
      case UInt8(ascii: "#"):
        fragmentStart = offset
        cuts.cut(end: offset, equals: equals, escapes: pending)
        return true
      case let byte:
        guard !Self.isForbiddenRaw(byte) else {
          forbidden = offset
          return false
        }
      }
    }
  }

  /// Reads the fragment, which is not cut: only its escapes and forbidden
  /// bytes count.
  @inline(__always)
  private mutating func readFragment(_ flagged: inout FlaggedBytes) {
    while true {
      let offset = flagged.next()
      guard offset >= 0 else { return }
      switch flagged.bytes[offset] {
      case UInt8(ascii: "%"), UInt8(ascii: "+"):
        escapes = true
      case let byte:
        guard !Self.isForbiddenRaw(byte) else {
          forbidden = offset
          return
        }
      }
    }
  }

  /// Whether a raw byte may not appear in a link at all.
  @inline(__always)
  private static func isForbiddenRaw(_ byte: UInt8) -> Bool {
    byte <= 0x20 || byte == 0x7F || byte == UInt8(ascii: "\\")
  }
}

extension IntakeFirstPass {
  /// The offsets of the bytes of a link a few bit operations flag, eight
  /// bytes at a time, in order: every byte the first pass notes, and a few
  /// more it passes over (see ``mayBeNotable(_:)``).
  struct FlaggedBytes {
    let bytes: ByteSpan
    var count: Int { bytes.count }
    /// The offset of the word the flags are of (`-8` before the first).
    private var base = -8
    /// The high bit of each flagged byte of the word at `base` not yet
    /// given.
    private var flags: UInt64 = 0
    /// The bits of every word read, for ``isASCII``.
    private var allBits: UInt64 = 0

    init(_ bytes: ByteSpan) {
      self.bytes = bytes
    }

    /// Whether every byte read so far is ASCII.
    var isASCII: Bool { allBits & 0x8080_8080_8080_8080 == 0 }

    /// The offset of the next flagged byte, or `-1` past the last.
    @inline(__always)
    mutating func next() -> Int {
      while flags == 0 {
        guard readWord() else { return -1 }
      }
      let offset = base &+ flags.trailingZeroBitCount &>> 3
      flags &= flags &- 1
      return offset
    }

    /// Reads the next word's flags; returns `false` at the end. Whole
    /// words first, with no bound to adjust; then, if bytes are left, the
    /// last word of the link, which overlaps the one before it: its bytes
    /// read already are not flagged again. A link shorter than a word is
    /// read byte by byte into the top of one, as if it were the last word
    /// of a longer link, below its bytes the letter `a`, which nothing flags.
    @inline(__always)
    private mutating func readWord() -> Bool {
      let count = bytes.count
      let next = base &+ 8
      if next &+ 8 <= count {
        let word = bytes.word(at: next)
        allBits |= word
        flags = Self.mayBeNotable(word)
        base = next
        return true
      }
      guard next < count else { return false }
      if count >= 8 {
        let start = count &- 8
        let word = bytes.word(at: start)
        allBits |= word
        flags = Self.mayBeNotable(word) & ~0 &<< (8 &* UInt64(next &- start))
        base = start
      } else {
        let word = Self.paddedWord(bytes)
        allBits |= word
        flags = Self.mayBeNotable(word)
        base = count &- 8
      }
      return true
    }

    /// The bytes of a link shorter than a word at the top of one, below
    /// them the letter `a`. Not inlined: the links read are longer, and
    /// the optimizer would otherwise prepare this loop's masks in advance
    /// for every link.
    @inline(never)
    private static func paddedWord(_ bytes: ByteSpan) -> UInt64 {
      var word = 0x6161_6161_6161_6161 as UInt64
      let start = bytes.count &- 8
      for offset in 0..<bytes.count {
        let shift = UInt64(8 &* (offset &- start))
        word = word & ~(0xFF &<< shift) | UInt64(bytes[offset]) &<< shift
      }
      return word
    }

    /// The high bit of each byte of `word` that may be one the first pass
    /// notes: an ASCII byte below the digit `0` (controls, the space, `#`,
    /// `%`, `&`, `+`, `/` and a few harmless ones), or one whose low five
    /// bits are `1C` to `1F`: `=`, `?`, `\\` and DEL among them. Every byte
    /// it notes is flagged; a few it does not note are too (`-`, `.`, `<`,
    /// `>`, `]`, `^`, `_`, `|`, `}`, `~`, and bytes outside ASCII whose low
    /// five bits are those).
    @inline(__always)
    static func mayBeNotable(_ word: UInt64) -> UInt64 {
      let low7 = 0x7F7F_7F7F_7F7F_7F7F as UInt64
      let highBits = 0x8080_8080_8080_8080 as UInt64
      let each = 0x0101_0101_0101_0101 as UInt64
      // Below 0x30 when the low seven bits stay below 0x80 after adding
      // 0x50, and the byte is ASCII.
      let belowDigits = ~((word & low7) &+ 0x5050_5050_5050_5050) & ~word & highBits
      // `=` (3D), `?` (3F), `\\` (5C) and DEL (7F): the low five bits at
      // least 0x1C, so adding 4 to them carries into bit 5, moved up to
      // bit 7. One test for the four, where an exact one for `\\` alone
      // cost five more operations a word.
      let highLowBits = (((word & (each &* 0x1F)) &+ (each &* 4)) & (each &* 0x20)) &<< 2
      return belowDigits | highLowBits
    }
  }
}

extension URLIntake.Reader {
  /// Reads the link into a request that keeps `text`, whose bytes
  /// ``bytes`` are, with room on the stack for `cutRoom` cuts (see
  /// ``IntakeCuts``; tests vary it).
  @inline(__always)
  mutating func read(
    schemes: [String], domains: [String], text: String, cutRoom: Int = IntakeCuts.roomCapacity
  ) throws(URLIntake.Refusal) -> RequestURL {
    guard !bytes.isEmpty else { throw failure(.empty) }
    // Pieces are kept as 32-bit offsets.
    let limit = min(options.limits.urlLength, Int(Int32.max))
    guard bytes.count <= limit else { throw failure(.tooLong(limit: limit), at: limit) }

    var failure: URLIntake.Refusal?
    // On the stack, and called directly: a closure passed through another
    // function would retain what it captures.
    let request = IntakeCuts.withRoom(capacity: cutRoom) { room -> RequestURL? in
      // One pass: no forbidden byte, where the query and fragment start,
      // and where each piece ends.
      let layout = IntakeFirstPass(scanning: bytes, cutting: room)
      if let offset = layout.forbidden {
        failure = self.failure(
          .invalidCharacter(Character(Unicode.Scalar(bytes[offset]))), at: offset)
        return nil
      }
      guard layout.cuts.isComplete else {
        // More cuts than the room holds: the pass again, into room for
        // every one it counted.
        return IntakeCuts.withRoom(capacity: layout.cuts.count) { room in
          read(
            laidOut: IntakeFirstPass(scanning: bytes, cutting: room), schemes: schemes,
            domains: domains, text: text, failure: &failure)
        }
      }
      return read(
        laidOut: layout, schemes: schemes, domains: domains, text: text, failure: &failure)
    }
    guard let request else { throw failure ?? self.failure(.empty) }
    return request
  }

  /// Reads the link the first pass laid out, `layout`, whose room took
  /// every cut; a refusal goes into `failure`.
  @inline(__always)
  private mutating func read(
    laidOut layout: IntakeFirstPass, schemes: [String], domains: [String], text: String,
    failure: inout URLIntake.Refusal?
  ) -> RequestURL? {
    #if STACKROUTER_CHECKS
    layout.cuts.check(bytes, queryStart: layout.queryStart, fragmentStart: layout.fragmentStart)
    #endif
    let (fragmentStart, queryStart) = (layout.fragmentStart, layout.queryStart)
    mayNeedDecoding = layout.escapes
    mayHoldControls = !layout.isASCII

    // Room for the pieces, and for the text decoded from them when the
    // link holds escapes: never longer than the link.
    let (capacity, decodedCapacity) = (layout.pieceCapacity, layout.escapes ? bytes.count : 0)
    return withUnsafeTemporaryAllocation(
      of: LinkContent.Piece.self,
      capacity: PieceBuffer.slots(pieces: capacity, decodedBytes: decodedCapacity)
    ) { room -> RequestURL? in
      self.pieces = PieceBuffer(room: room, pieces: capacity, decodedBytes: decodedCapacity)
      defer { self.pieces = .none }
      do throws(URLIntake.Refusal) {
        return try readParts(
          schemes: schemes, domains: domains, text: text, queryStart: queryStart,
          fragmentStart: fragmentStart, cuts: layout.cuts)
      } catch {
        failure = error
        return nil
      }
    }
  }
}
