extension URLIntake.Reader {
  mutating func readQuery(
    _ range: Range<Int>, segmentCount: Int
  ) throws(URLIntake.Refusal) {
    var start = range.lowerBound
    while start < range.upperBound {
      let stop =
        bytes.firstIndex(of: UInt8(ascii: "&"), in: start..<range.upperBound) ?? range.upperBound
      defer { start = stop + 1 }
      guard stop > start else { continue }
      let equals = bytes.firstIndex(of: UInt8(ascii: "="), in: start..<stop) ?? stop
      guard equals > start else { continue }  // "=value": no name, ignored
      guard (pieceCount - segmentCount) / 2 < options.limits.queryItemCount else {
        throw failure(.tooManyQueryItems(limit: options.limits.queryItemCount), at: start)
      }
      let name = try queryPiece(start..<equals)
      let value =
        equals < stop
        ? try queryPiece((equals + 1)..<stop)
        : .raw(start: Int32(stop), end: Int32(stop))
      append(name)
      append(value)
    }
  }

  /// Checks a query name or value. One with escapes (or a `+` read as a
  /// space) is decoded and checked here, as the fragment is, but kept as a
  /// range of the text, decoded again when it is read: many apps never read
  /// the query. The refusals are the fragment's.
  @inline(__always)
  mutating func queryPiece(_ range: Range<Int>) throws(URLIntake.Refusal) -> LinkContent.Piece {
    if isPlainText { return .raw(start: Int32(range.lowerBound), end: Int32(range.upperBound)) }
    let plusIsSpace = options.plusIsSpaceInQuery
    let raw = bytes.span(range)
    let needsDecoding =
      mayNeedDecoding
      && raw.firstIndex(in: 0..<raw.count) {
        $0 == UInt8(ascii: "%") || (plusIsSpace && $0 == UInt8(ascii: "+"))
      } != nil
    guard needsDecoding else {
      if mayHoldControls, ControlCharacters.contains(raw, allowingLineBreaks: true) {
        throw failure(.controlCharacter(segment: nil), at: range.lowerBound)
      }
      return .raw(start: Int32(range.lowerBound), end: Int32(range.upperBound))
    }
    switch DecodedText.check(raw, plusIsSpace: plusIsSpace, allowingLineBreaks: true) {
    case .invalidEncoding:
      throw failure(.invalidPercentEncoding(string(at: range)), at: range.lowerBound)
    case .controlCharacter:
      throw failure(.controlCharacter(segment: nil), at: range.lowerBound)
    case .written:
      return .escaped(
        start: Int32(range.lowerBound), end: Int32(range.upperBound), plusIsSpace: plusIsSpace)
    }
  }

  /// Decodes a query name or value, or the fragment. Tabs and line breaks
  /// are allowed there (a shared text may hold them); other controls are not.
  mutating func decodeText(
    _ range: Range<Int>, isQuery: Bool
  ) throws(URLIntake.Refusal) -> LinkContent.Piece {
    // ASCII with no escape holds no control and needs no decoding.
    if isPlainText { return .raw(start: Int32(range.lowerBound), end: Int32(range.upperBound)) }
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
      return .raw(start: Int32(range.lowerBound), end: Int32(range.upperBound))
    }
    switch DecodedText.decode(raw, plusIsSpace: plusIsSpace, allowingLineBreaks: number == nil) {
    case .invalidEncoding:
      throw failure(.invalidPercentEncoding(string(at: range)), at: range.lowerBound)
    case .controlCharacter:
      throw failure(control, at: range.lowerBound)
    case .text(let text):
      if let number, Self.isDotSegment(text) {
        throw failure(.dotSegment(segment: number), at: range.lowerBound)
      }
      if decoded.isEmpty { decoded.reserveCapacity(4) }
      decoded.append(text)
      return .decoded(Int32(decoded.count - 1))
    }
  }

  /// The text of a piece read so far.
  func string(_ piece: LinkContent.Piece) -> String {
    LinkContent.string(piece, text: bytes, decoded: decoded)
  }

  // MARK: Helpers

  /// Whether the bytes in `range` spell `text`, ignoring ASCII case
  /// (`text` is lowercased ASCII: a scheme or a domain).
  func equalsIgnoringCase(_ range: Range<Int>, _ text: String) -> Bool {
    ByteSpan.withBytes(of: text) { expected in
      guard range.count == expected.count else { return false }
      for offset in 0..<expected.count {
        let byte = bytes[range.lowerBound + offset]
        guard (byte &- UInt8(ascii: "A") < 26 ? byte | 0x20 : byte) == expected[offset] else {
          return false
        }
      }
      return true
    }
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

  /// Whether a decoded segment is `.` or `..`.
  static func isDotSegment(_ text: String) -> Bool {
    let bytes = text.utf8
    return (bytes.count == 1 || bytes.count == 2) && bytes.allSatisfy { $0 == UInt8(ascii: ".") }
  }
}
