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
      let name = try decodeText(start..<equals, isQuery: true)
      let value =
        equals < stop
        ? try decodeText((equals + 1)..<stop, isQuery: true)
        : .raw(start: Int32(stop), end: Int32(stop))
      append(name)
      append(value)
    }
  }

  /// Decodes a query name or value, or the fragment. Tabs and line breaks
  /// are allowed there (a shared text may hold them); other controls are not.
  mutating func decodeText(
    _ range: Range<Int>, isQuery: Bool
  ) throws(URLIntake.Refusal) -> LinkContent.Piece {
    // ASCII with no escape holds no control and needs no decoding.
    if isPlainText { return .raw(start: Int32(range.lowerBound), end: Int32(range.upperBound)) }
    return try decode(range, plusIsSpace: isQuery && options.plusIsSpaceInQuery) {
      decoded, mayHoldControls in
      mayHoldControls && ControlCharacters.contains(decoded, allowingLineBreaks: true)
        ? .controlCharacter(segment: nil) : nil
    }
  }

  // MARK: Decoding

  /// Percent-decodes `range` once (and `+` as a space when asked) and lets
  /// `refusal` name what is wrong with the decoded bytes, told whether they
  /// may hold a control character at all. Bytes that need no decoding stay
  /// a range of the text; decoded ones are kept as a string. Every refusal
  /// points at the start of `range`.
  mutating func decode(
    _ range: Range<Int>, plusIsSpace: Bool,
    refusal: (ByteSpan, _ mayHoldControls: Bool) -> InvalidURLError.Reason?
  ) throws(URLIntake.Refusal) -> LinkContent.Piece {
    let raw = bytes.span(range)
    let needsDecoding =
      mayNeedDecoding
      && raw.firstIndex(in: 0..<raw.count) {
        $0 == UInt8(ascii: "%") || (plusIsSpace && $0 == UInt8(ascii: "+"))
      } != nil
    guard needsDecoding else {
      // A piece of a Swift string cut at ASCII delimiters is valid UTF-8;
      // undecoded, it holds a control only as a C1 character (raw ASCII
      // controls were refused).
      if let reason = refusal(raw, mayHoldControls) {
        throw failure(reason, at: range.lowerBound)
      }
      return .raw(start: Int32(range.lowerBound), end: Int32(range.upperBound))
    }
    let decoding = self.decoding ?? Decoding()
    self.decoding = decoding
    guard PercentDecoding.decode(raw, plusIsSpace: plusIsSpace, into: &decoding.scratch) else {
      throw failure(.invalidPercentEncoding(string(at: range)), at: range.lowerBound)
    }
    let isValid = decoding.scratch.withByteSpan(UTF8Validation.isValid)
    guard isValid else {
      throw failure(.invalidPercentEncoding(string(at: range)), at: range.lowerBound)
    }
    if let reason = decoding.scratch.withByteSpan({ refusal($0, true) }) {
      throw failure(reason, at: range.lowerBound)
    }
    decoding.texts.append(
      decoding.scratch.withByteSpan { String(decoding: $0, as: UTF8.self) })
    return .decoded(Int32(decoding.texts.count - 1))
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
}
