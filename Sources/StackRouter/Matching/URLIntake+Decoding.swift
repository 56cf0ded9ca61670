extension URLIntake.Reader {
  /// Reads the query's items, each checked in order as it ends. A link
  /// with no `%` or `+` has its items cut at `&` and `=`; one that may need
  /// decoding is read by ``readEscapedQuery(_:segmentCount:)``.
  mutating func readQuery(
    _ range: Range<Int>, segmentCount: Int
  ) throws(URLIntake.Refusal) {
    guard !mayNeedDecoding else {
      return try readEscapedQuery(range, segmentCount: segmentCount)
    }
    // The next `&` or `=`, then, after a `=`, the next `&`: one scan.
    let ampersand = 1 as UInt64 &<< UInt64(UInt8(ascii: "&"))
    let ampersandOrEquals = ampersand | 1 &<< UInt64(UInt8(ascii: "="))
    var start = range.lowerBound
    while start < range.upperBound {
      var stop = bytes.firstIndex(from: start, to: range.upperBound, among: ampersandOrEquals)
      let equals = stop
      if stop < range.upperBound, bytes[stop] == UInt8(ascii: "=") {
        stop = bytes.firstIndex(from: stop &+ 1, to: range.upperBound, among: ampersand)
      }
      defer { start = stop &+ 1 }
      guard stop > start else { continue }
      guard equals > start else { continue }  // "=value": no name, ignored
      guard (pieceCount &- segmentCount) &>> 1 < options.limits.queryItemCount else {
        throw failure(.tooManyQueryItems(limit: options.limits.queryItemCount), at: start)
      }
      let name = try queryPiece(start..<equals, percent: false, plus: false)
      let value =
        equals < stop
        ? try queryPiece((equals + 1)..<stop, percent: false, plus: false)
        : Self.raw(stop..<stop)
      append(name)
      append(value)
    }
  }

  /// Reads the query of a link that holds a `%` or `+` in one pass over its
  /// bytes, which finds each item's end, its first `=` and whether its name
  /// or value holds a `%` or a `+` read as a space; each item is checked as
  /// it ends, in order, as ``readQuery(_:segmentCount:)`` does.
  @inline(never)
  mutating func readEscapedQuery(
    _ range: Range<Int>, segmentCount: Int
  ) throws(URLIntake.Refusal) {
    // The bytes the pass stops at, one bit each (all are below 64).
    func bit(_ byte: Unicode.Scalar) -> UInt64 { 1 << UInt64(byte.value) }
    let notable =
      bit("&") | bit("=") | bit("%") | (options.plusIsSpaceInQuery ? bit("+") : 0)
    var start = range.lowerBound
    var index = start
    while true {
      var equals = -1
      var escapes = QueryEscapes()
      // Up to the item's end: a `&`, or the end of the query.
      while true {
        index = bytes.firstIndex(from: index, to: range.upperBound, among: notable)
        guard index < range.upperBound else { break }
        let byte = bytes[index]
        if byte == UInt8(ascii: "&") { break }
        if byte == UInt8(ascii: "=") {
          if equals < 0 { equals = index }
        } else {
          escapes.note(percent: byte == UInt8(ascii: "%"), inValue: equals >= 0)
        }
        index &+= 1
      }
      try readQueryItem(
        start..<index, equals: equals, escapes: escapes, segmentCount: segmentCount)
      guard index < range.upperBound else { return }
      index &+= 1
      start = index
    }
  }

  /// Which escapes a query item's name and value hold: a `%`, or a `+`
  /// read as a space.
  struct QueryEscapes {
    var namePercent = false
    var namePlus = false
    var valuePercent = false
    var valuePlus = false

    @inline(__always)
    mutating func note(percent: Bool, inValue: Bool) {
      switch (percent, inValue) {
      case (true, false): namePercent = true
      case (false, false): namePlus = true
      case (true, true): valuePercent = true
      case (false, true): valuePlus = true
      }
    }
  }

  /// Checks and keeps one query item, `range` (without its `&`), whose
  /// first `=` is at `equals` (`-1` for none).
  @inline(__always)
  private mutating func readQueryItem(
    _ range: Range<Int>, equals found: Int, escapes: QueryEscapes, segmentCount: Int
  ) throws(URLIntake.Refusal) {
    guard !range.isEmpty else { return }
    let equals = found < 0 ? range.upperBound : found
    guard equals > range.lowerBound else { return }  // "=value": no name, ignored
    guard (pieceCount &- segmentCount) &>> 1 < options.limits.queryItemCount else {
      throw failure(
        .tooManyQueryItems(limit: options.limits.queryItemCount), at: range.lowerBound)
    }
    let name = try queryPiece(
      range.lowerBound..<equals, percent: escapes.namePercent, plus: escapes.namePlus)
    let value =
      equals < range.upperBound
      ? try queryPiece(
        (equals + 1)..<range.upperBound, percent: escapes.valuePercent,
        plus: escapes.valuePlus)
      : Self.raw(range.upperBound..<range.upperBound)
    append(name)
    append(value)
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

  /// ``decode(_:plusIsSpace:segment:)`` for text that holds escapes. Not
  /// inlined: most pieces have none, and the callers stay small.
  @inline(never)
  private mutating func decodeEscapes(
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

  /// Whether the bytes in `range` spell `text`, ignoring ASCII case
  /// (`text` is lowercased ASCII: a scheme or a domain).
  func equalsIgnoringCase(_ range: Range<Int>, _ text: String) -> Bool {
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
  /// ``read(schemes:domains:text:)`` refuses a longer link first.
  @inline(__always)
  static func raw(_ range: Range<Int>) -> LinkContent.Piece {
    .raw(
      start: Int32(truncatingIfNeeded: range.lowerBound),
      end: Int32(truncatingIfNeeded: range.upperBound))
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

  static func isHostByte(_ byte: UInt8) -> Bool {
    isLetter(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
      || byte == UInt8(ascii: "-")
  }

  static func isDotSegment(_ bytes: ByteSpan) -> Bool {
    (bytes.count == 1 || bytes.count == 2) && bytes.allSatisfy { $0 == UInt8(ascii: ".") }
  }

}
