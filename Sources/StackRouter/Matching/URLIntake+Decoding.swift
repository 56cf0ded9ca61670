extension URLIntake.Reader {
  /// Reads the query's items, from `start`, each checked in order: each
  /// item's end, its first `=` and whether its name or value holds a `%` or
  /// a `+` come from the first pass's cuts, with no new scan of the bytes.
  /// An empty item, and one with no name (`=value`), is skipped; a bare
  /// name has an empty value.
  mutating func readQuery(
    from start: Int, segmentCount: Int, cuts: IntakeCuts
  ) throws(URLIntake.Refusal) {
    let limit = options.limits.queryItemCount
    // A `+` is a space only when the options say so.
    let plusBits =
      options.plusIsSpaceInQuery ? IntakeCuts.Escapes.namePlus | IntakeCuts.Escapes.valuePlus : 0
    let kept = IntakeCuts.Escapes.namePercent | IntakeCuts.Escapes.valuePercent | plusBits
    let mayHoldControls = mayHoldControls
    var (start, items) = (start, 0)
    for index in cuts.pathCount..<cuts.count {
      let cut = cuts[index]
      let end = Int(cut.end)
      defer { start = end &+ 1 }
      // The first `=`, or the item's end: no name before it, no item.
      let equals = cut.equals < 0 ? end : Int(cut.equals)
      guard equals > start else { continue }
      guard items < limit else { throw failure(.tooManyQueryItems(limit: limit), at: start) }
      items &+= 1
      let valueStart = equals < end ? equals &+ 1 : end
      // ASCII with no escape: both pieces as they are, with no check.
      let escapes = cut.escapes & kept
      guard escapes != 0 || mayHoldControls else {
        pieces.append(Self.raw(start, equals), Self.raw(valueStart, end))
        continue
      }
      let name = try queryPiece(
        start..<equals, percent: escapes & IntakeCuts.Escapes.namePercent != 0,
        plus: escapes & IntakeCuts.Escapes.namePlus != 0)
      let value =
        equals < end
        ? try queryPiece(
          valueStart..<end, percent: escapes & IntakeCuts.Escapes.valuePercent != 0,
          plus: escapes & IntakeCuts.Escapes.valuePlus != 0)
        : Self.raw(end, end)
      pieces.append(name, value)
    }
  }

  /// Checks a query name or value, told whether it holds a `%` and a `+`
  /// read as a space. One with escapes is decoded and checked here, as the
  /// fragment is, but kept as a range of the text, decoded again when it is
  /// read: many apps never read the query. The refusals are the fragment's.
  /// ASCII whose only escape is `+` needs no check: it decodes to ASCII with
  /// spaces, which holds no control (raw ASCII controls were refused).
  @inline(__always)
  mutating func queryPiece(
    _ range: Range<Int>, percent: Bool, plus: Bool
  ) throws(URLIntake.Refusal) -> LinkContent.Piece {
    if isPlainText { return Self.raw(range) }
    let plusIsSpace = options.plusIsSpaceInQuery
    let raw = bytes.span(range)
    guard percent || plus else {
      if mayHoldControls, ControlCharacters.contains(raw, allowingLineBreaks: true) {
        throw failure(.controlCharacter(segment: nil), at: range.lowerBound)
      }
      return Self.raw(range)
    }
    let escaped = LinkContent.Piece.escaped(
      start: Int32(truncatingIfNeeded: range.lowerBound),
      end: Int32(truncatingIfNeeded: range.upperBound), plusIsSpace: plusIsSpace)
    if !percent, !mayHoldControls {
      // ASCII whose only escape is `+`: a short one is made a string now, a
      // word at a time, as cheaply as any other piece.
      return SmallText(asciiPlusAsSpace: raw).map(LinkContent.Piece.small) ?? escaped
    }
    return try checkedQueryPiece(range, escaped: escaped)
  }

  /// Checks a query name or value with escapes, `escaped`. Short text is
  /// decoded to the string it reads as, which the piece then holds (it
  /// costs little more than the check); longer text is checked, and decoded
  /// again when read. Not inlined: most pieces need no check.
  @inline(never)
  private func checkedQueryPiece(
    _ range: Range<Int>, escaped: LinkContent.Piece
  ) throws(URLIntake.Refusal) -> LinkContent.Piece {
    let raw = bytes.span(range)
    let plusIsSpace = options.plusIsSpaceInQuery
    let status: DecodedText.Writer.Status
    if raw.count <= 3 * SmallString.capacity {
      switch DecodedText.decodeSmall(raw, plusIsSpace: plusIsSpace, allowingLineBreaks: true) {
      case .small(let text): return .small(text)
      case .long: return escaped
      case .invalidEncoding: status = .invalidEncoding
      case .controlCharacter: status = .controlCharacter
      }
    } else {
      status = DecodedText.check(raw, plusIsSpace: plusIsSpace, allowingLineBreaks: true)
    }
    switch status {
    case .invalidEncoding:
      throw failure(.invalidPercentEncoding(string(at: range)), at: range.lowerBound)
    case .controlCharacter:
      throw failure(.controlCharacter(segment: nil), at: range.lowerBound)
    case .written:
      return escaped
    }
  }

  /// Decodes a query name or value, or the fragment. Tabs and line breaks
  /// are allowed there (a shared text may hold them); other controls are not.
  mutating func decodeText(
    _ range: Range<Int>, isQuery: Bool
  ) throws(URLIntake.Refusal) -> LinkContent.Piece {
    // ASCII with no escape holds no control and needs no decoding.
    if isPlainText { return Self.raw(range) }
    return try decode(range, plusIsSpace: isQuery && options.plusIsSpaceInQuery, segment: nil)
  }

  // MARK: Decoding

  /// Percent-decodes `range` once (and `+` as a space when asked) and
  /// checks the decoded text: strict UTF-8, no control character (tabs and
  /// line breaks allowed outside a path segment), and, for the `segment`th
  /// path segment, not a dot segment. Bytes that need no decoding stay a
  /// range of the text; decoded ones are written straight into a string,
  /// in one pass (``DecodedText``). Every refusal points at the start of
  /// `range`.
  mutating func decode(
    _ range: Range<Int>, plusIsSpace: Bool, segment number: Int?
  ) throws(URLIntake.Refusal) -> LinkContent.Piece {
    let raw = bytes.span(range)
    let control = InvalidURLError.Reason.controlCharacter(segment: number)
    let needsDecoding =
      mayNeedDecoding
      && raw.firstIndex(in: 0..<raw.count) {
        $0 == UInt8(ascii: "%") || (plusIsSpace && $0 == UInt8(ascii: "+"))
      } != nil
    guard needsDecoding else {
      // A piece of a Swift string cut at ASCII delimiters is valid UTF-8;
      // undecoded, it holds a control only as a C1 character (raw ASCII
      // controls were refused).
      if mayHoldControls, ControlCharacters.contains(raw, allowingLineBreaks: number == nil) {
        throw failure(control, at: range.lowerBound)
      }
      if let number, Self.isDotSegment(raw) {
        throw failure(.dotSegment(segment: number), at: range.lowerBound)
      }
      return Self.raw(range)
    }
    return try decodeEscapes(range, plusIsSpace: plusIsSpace, segment: number)
  }

  /// ``decode(_:plusIsSpace:segment:)`` for text that holds escapes (a
  /// path segment whose cut says it holds a `%` is sent here directly). Not
  /// inlined: most pieces have none, and the callers stay small.
  @inline(never)
  mutating func decodeEscapes(
    _ range: Range<Int>, plusIsSpace: Bool, segment number: Int?
  ) throws(URLIntake.Refusal) -> LinkContent.Piece {
    let raw = bytes.span(range)
    switch pieces.decode(
      raw, plusIsSpace: plusIsSpace, allowingLineBreaks: number == nil, keepsSmall: number == nil)
    {
    case .invalidEncoding:
      throw failure(.invalidPercentEncoding(string(at: range)), at: range.lowerBound)
    case .controlCharacter:
      throw failure(.controlCharacter(segment: number), at: range.lowerBound)
    case .piece(let piece, let text):
      if let number, Self.isDotSegment(text) {
        throw failure(.dotSegment(segment: number), at: range.lowerBound)
      }
      // A short query piece or fragment is held in its piece; any other text
      // in the decoded room.
      return piece
    }
  }

  /// The text of a piece read so far.
  func string(_ piece: LinkContent.Piece) -> String {
    LinkContent.string(piece, text: bytes, decoded: pieces.decoded)
  }

  // MARK: Helpers

  /// Whether `bytes` in `range` spell `text`, ignoring ASCII case (`text`
  /// is lowercased ASCII: a scheme or a domain). Static: the closures that
  /// call it capture the bytes alone, not a copy of the reader.
  static func equalsIgnoringCase(_ bytes: ByteSpan, _ range: Range<Int>, _ text: String) -> Bool {
    ByteSpan.withBytes(of: text) { expected in
      guard range.count == expected.count else { return false }
      // A domain, a word at a time; a scheme, shorter, byte by byte here.
      if expected.count >= 8 { return bytes.equalsIgnoringASCIICase(range, lowercase: expected) }
      for offset in 0..<expected.count {
        let byte = bytes[range.lowerBound + offset]
        guard (byte &- UInt8(ascii: "A") < 26 ? byte | 0x20 : byte) == expected[offset] else {
          return false
        }
      }
      return true
    }
  }

  /// The piece for the bytes in `range` as they are. Offsets fit 32 bits:
  /// ``read(schemes:domains:text:cutRoom:)`` refuses a longer link first.
  @inline(__always)
  static func raw(_ range: Range<Int>) -> LinkContent.Piece {
    raw(range.lowerBound, range.upperBound)
  }

  /// The piece for the bytes from `start` up to `end` as they are.
  @inline(__always)
  static func raw(_ start: Int, _ end: Int) -> LinkContent.Piece {
    .raw(start: Int32(truncatingIfNeeded: start), end: Int32(truncatingIfNeeded: end))
  }

  func string(at range: Range<Int>) -> String {
    String(decoding: bytes.span(range), as: UTF8.self)
  }

  func failure(_ reason: InvalidURLError.Reason, at offset: Int? = nil) -> URLIntake.Refusal {
    URLIntake.Refusal(reason: reason, offset: offset)
  }

  static func isLetter(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
  }

  static func isSchemeByte(_ byte: UInt8) -> Bool {
    isLetter(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
      || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
  }

  /// Whether `bytes` are `.` or `..`. Inlined: every segment is asked, and
  /// most are longer than two bytes.
  @inline(__always)
  static func isDotSegment(_ bytes: ByteSpan) -> Bool {
    let dot = UInt8(ascii: ".")
    switch bytes.count {
    case 1: return bytes[0] == dot
    case 2: return bytes[0] == dot && bytes[1] == dot
    default: return false
    }
  }

}
