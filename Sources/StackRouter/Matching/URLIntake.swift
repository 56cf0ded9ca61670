/// Reads a link into a ``RequestURL``: checks the limits, the scheme, the
/// domain and the encoding, then splits and decodes the path and query.
///
/// Intake scans the UTF-8 bytes of the link's text once, in place, with no
/// Foundation URL parsing, so it behaves the same on every platform and never
/// re-parses decoded text. Checks on decoded text (control characters, dot
/// segments) run on bytes; only what the request keeps becomes a `String`.
struct URLIntake: Sendable {
  /// The accepted custom schemes, lowercased. (An app accepts a handful:
  /// comparing them costs less than hashing.)
  let schemes: [String]
  /// The accepted universal-link domains, lowercased ASCII.
  let domains: [String]
  let options: MatchingOptions

  func read(_ input: String) throws(InvalidURLError) -> RequestURL {
    // Native, contiguous UTF-8 (a bridged string is copied once): the
    // request keeps ranges of it.
    var text = input
    text.makeContiguousUTF8()
    let result = LinkContent.withBytes(of: text) { bytes -> Result<RequestURL, InvalidURLError> in
      var reader = Reader(bytes: bytes, options: options)
      do throws(Refusal) {
        return .success(try reader.read(schemes: schemes, domains: domains, text: text))
      } catch {
        return .failure(error.error(reading: input, bytes: bytes))
      }
    }
    switch result {
    case .success(let request):
      return request
    case .failure(let failure):
      // Text that does not start with a scheme and a `:` is a bare or
      // relative path: read it with the default scheme, if there is one.
      guard failure.reason == .missingScheme, let scheme = schemes.first else { throw failure }
      return try read(path: input, scheme: scheme)
    }
  }
}

extension URLIntake {
  /// Reads a bare or relative path as a link with the default scheme, with
  /// every check a link gets; errors name the path as given, at its columns.
  private func read(path: String, scheme: String) throws(InvalidURLError) -> RequestURL {
    let relative = path.hasPrefix("/") ? String(path.dropFirst()) : path
    let prefix = scheme + "://"
    let link = prefix + relative
    do {
      return try read(link).replacing(original: path)
    } catch {
      let shift = prefix.count - (path.count - relative.count)
      throw InvalidURLError(
        input: path, reason: error.reason, column: error.column.map { max(1, $0 - shift) })
    }
  }

  /// What a reader refuses, and where: an ``InvalidURLError`` without the
  /// input, which the reader does not hold (holding it would retain and
  /// release it for every link read).
  private struct Refusal: Error {
    let reason: InvalidURLError.Reason
    /// The offset of the byte the problem is at, if it is at one.
    let offset: Int?

    /// The error reading `input`, whose UTF-8 bytes `bytes` are, gives.
    func error(reading input: String, bytes: UnsafeBufferPointer<UInt8>) -> InvalidURLError {
      let column = offset.map { offset in
        // Counted to the first byte of the character the offset falls in: a
        // prefix cut inside a multi-byte sequence would read as one more
        // (replacement) character than the link has.
        var end = min(offset, bytes.count)
        while end > 0, end < bytes.count, bytes[end] & 0xC0 == 0x80 { end -= 1 }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[..<end]), as: UTF8.self)
          .count + 1
      }
      return InvalidURLError(input: input, reason: reason, column: column)
    }
  }

  private struct Reader {
    /// The UTF-8 bytes of the link.
    let bytes: UnsafeBufferPointer<UInt8>
    let options: MatchingOptions
    /// The segments, then the query names and values, as they are read:
    /// room the first pass sizes from the separators it counts.
    var pieces = UnsafeMutableBufferPointer<LinkContent.Piece>(start: nil, count: 0)
    var pieceCount = 0
    /// Where escapes are decoded, and the texts of the pieces that held
    /// some: made for the first such piece. Most links have none, and a
    /// reader without it has nothing to release.
    var decoding: Decoding?
    /// The texts of pieces that held escapes.
    var decoded: [String] { decoding?.texts ?? [] }

    /// Where a reader decodes escapes, and what it decoded.
    final class Decoding {
      var scratch: [UInt8] = []
      var texts: [String] = []
    }

    /// Whether the link holds a `%` or `+` (a piece may need decoding), and
    /// a byte outside ASCII (an undecoded piece may spell a C1 control).
    /// Both are found in the first pass, so that most pieces are not
    /// scanned again for them.
    var mayNeedDecoding = true
    var mayHoldControls = true

    /// Whether the link is ASCII with no `%` or `+`: every piece is then
    /// kept as it is, with no control character in it.
    private var isPlainText: Bool { !mayNeedDecoding && !mayHoldControls }

    init(bytes: UnsafeBufferPointer<UInt8>, options: MatchingOptions) {
      self.bytes = bytes
      self.options = options
    }

    /// Reads the link into a request that keeps `text`, whose bytes
    /// ``bytes`` are.
    mutating func read(
      schemes: [String], domains: [String], text: String
    ) throws(Refusal) -> RequestURL {
      guard !bytes.isEmpty else { throw failure(.empty) }
      // Pieces are kept as 32-bit offsets.
      let limit = min(options.limits.urlLength, Int(Int32.max))
      guard bytes.count <= limit else { throw failure(.tooLong(limit: limit), at: limit) }
      // One pass: no forbidden byte, and where the query and fragment start.
      let layout = Self.layout(of: bytes)
      if let offset = layout.forbidden {
        throw failure(.invalidCharacter(Character(Unicode.Scalar(bytes[offset]))), at: offset)
      }
      let (fragmentStart, queryStart) = (layout.fragmentStart, layout.queryStart)
      let (escapes, separators) = (layout.escapes, layout.separators)

      mayNeedDecoding = escapes
      mayHoldControls = !layout.isASCII

      // Each `/` or `&` ends at most one segment, or one query item of two
      // pieces; the last segment and the last item end at no separator.
      let capacity = 2 * separators + 3
      var failure: Refusal?
      let request = withUnsafeTemporaryAllocation(
        of: LinkContent.Piece.self, capacity: capacity
      ) { pieces -> RequestURL? in
        self.pieces = pieces
        defer { self.pieces = UnsafeMutableBufferPointer(start: nil, count: 0) }
        do throws(Refusal) {
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

    /// Reads the scheme, the authority, the path, the query and the
    /// fragment, once the first pass found where the query and fragment start.
    private mutating func readParts(
      schemes: [String], domains: [String], text: String, queryStart: Int?, fragmentStart: Int?
    ) throws(Refusal) -> RequestURL {
      let schemeEnd = try schemeLength()
      let isUniversal =
        equalsIgnoringCase(0..<schemeEnd, "https")
        || (options.acceptsHTTP && equalsIgnoringCase(0..<schemeEnd, "http"))
      // The table's own spelling, so reading a link makes no new string for it.
      let scheme =
        isUniversal ? "https" : schemes.first { equalsIgnoringCase(0..<schemeEnd, $0) }
      guard let scheme, isUniversal || scheme != "http" else {
        throw failure(.schemeNotAccepted(string(at: 0..<schemeEnd).lowercased()), at: 0)
      }

      // Cut the fragment, then the query, off the hierarchical part.
      let end = fragmentStart ?? bytes.count
      let pathEnd = queryStart ?? end

      var position = schemeEnd + 1
      var authority: Range<Int>?
      if pathEnd - position >= 2, bytes[position] == UInt8(ascii: "/"),
        bytes[position + 1] == UInt8(ascii: "/")
      {
        let start = position + 2
        let stop = bytes[start..<pathEnd].firstIndex(of: UInt8(ascii: "/")) ?? pathEnd
        authority = start..<stop
        position = stop
      }

      let origin: RequestURL.Origin
      var firstSegmentIsHost = false
      if isUniversal {
        guard let authority else { throw failure(.invalidHost, at: position) }
        let host = try universalHost(authority)
        guard let domain = domains.first(where: { equalsIgnoringCase(host, $0) }) else {
          throw failure(.domainNotAccepted(string(at: host).lowercased()), at: authority.lowerBound)
        }
        origin = .universalLink(host: domain)
      } else {
        origin = .customScheme(scheme)
        if let authority {
          try checkAuthority(authority)
          if !authority.isEmpty {
            append(try segment(authority, number: 1))
            firstSegmentIsHost = true
          }
        }
      }

      try readPath(position..<pathEnd)
      let segmentCount = pieceCount
      // `myapp://` (and `myapp:///`) name the root; `myapp:` names nothing.
      if !isUniversal, segmentCount == 0, authority == nil { throw failure(.noPath) }
      if let queryStart { try readQuery((queryStart + 1)..<end, segmentCount: segmentCount) }
      var fragment: String?
      if let fragmentStart {
        // Decoded first: `string` must see the text decoding keeps.
        let piece = try decodeText((fragmentStart + 1)..<bytes.count, isQuery: false)
        fragment = string(piece)
      }
      // The text is the input, made contiguous: it stands for the original.
      // Most links have no fragment and no escapes: their header holds no extras.
      let header =
        fragment == nil && decoding == nil
        ? RequestStorage.Header(
          origin: origin, firstSegmentIsHost: firstSegmentIsHost, text: text,
          segmentCount: segmentCount, pieceCount: pieceCount)
        : RequestStorage.Header(
          original: nil, origin: origin, firstSegmentIsHost: firstSegmentIsHost,
          fragment: fragment, parameters: .empty, text: text,
          segmentCount: segmentCount, pieceCount: pieceCount, decoded: decoded)
      return RequestURL(header, pieces: UnsafeBufferPointer(rebasing: pieces[..<pieceCount]))
    }

    /// Keeps the next piece, in the room the first pass made for it.
    private mutating func append(_ piece: LinkContent.Piece) {
      pieces[pieceCount] = piece
      pieceCount += 1
    }

    // MARK: Scheme and authority

    private func schemeLength() throws(Refusal) -> Int {
      guard Self.isLetter(bytes[0]) else { throw failure(.missingScheme, at: 0) }
      var position = 1
      while position < bytes.count, Self.isSchemeByte(bytes[position]) { position += 1 }
      guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else {
        throw failure(.missingScheme, at: 0)
      }
      return position
    }

    /// Refuses credentials, ports and IP literals, which no app link needs.
    private func checkAuthority(_ range: Range<Int>) throws(Refusal) {
      // One pass finds that there is none of them, as in almost every link.
      let suspect = bytes[range].contains {
        $0 == UInt8(ascii: "[") || $0 == UInt8(ascii: "]") || $0 == UInt8(ascii: "@")
          || $0 == UInt8(ascii: ":")
      }
      guard suspect else { return }
      if let bracket = bytes[range].firstIndex(where: {
        $0 == UInt8(ascii: "[") || $0 == UInt8(ascii: "]")
      }) {
        throw failure(.invalidHost, at: bracket)
      }
      if let at = bytes[range].firstIndex(of: UInt8(ascii: "@")) {
        throw failure(.userInfo, at: at)
      }
      if let colon = bytes[range].firstIndex(of: UInt8(ascii: ":")) {
        throw failure(.port, at: colon)
      }
    }

    /// Where a universal link's host is, without one trailing dot.
    private func universalHost(_ range: Range<Int>) throws(Refusal) -> Range<Int> {
      try checkAuthority(range)
      var upper = range.upperBound
      if upper > range.lowerBound, bytes[upper - 1] == UInt8(ascii: ".") { upper -= 1 }
      let host = bytes[range.lowerBound..<upper]
      var labelStart = host.startIndex
      var isValid = !host.isEmpty
      for index in host.indices where isValid {
        if host[index] == UInt8(ascii: ".") {
          isValid = index > labelStart
          labelStart = index + 1
        } else {
          isValid = Self.isHostByte(host[index])
        }
      }
      guard isValid, labelStart < host.endIndex else {
        throw failure(.invalidHost, at: range.lowerBound)
      }
      return range.lowerBound..<upper
    }

    // MARK: Path

    private mutating func readPath(_ range: Range<Int>) throws(Refusal) {
      var start = range.lowerBound
      while start < range.upperBound {
        let stop =
          bytes[start..<range.upperBound].firstIndex(of: UInt8(ascii: "/")) ?? range.upperBound
        if stop > start {
          guard pieceCount < options.limits.segmentCount else {
            throw failure(.tooManySegments(limit: options.limits.segmentCount), at: start)
          }
          append(try segment(start..<stop, number: pieceCount + 1))
        }
        start = stop + 1
      }
    }

    /// Checks and decodes the segment in `range`, the `number`th. Inlined:
    /// it is called for every segment, and most are plain text.
    @inline(__always)
    private mutating func segment(
      _ range: Range<Int>, number: Int
    ) throws(Refusal) -> LinkContent.Piece {
      guard range.count <= options.limits.segmentLength else {
        throw failure(
          .segmentTooLong(segment: number, limit: options.limits.segmentLength),
          at: range.lowerBound)
      }
      if isPlainText {
        // ASCII with no escape: only a dot segment is refused.
        guard !Self.isDotSegment(UnsafeBufferPointer(rebasing: bytes[range])) else {
          throw failure(.dotSegment(segment: number), at: range.lowerBound)
        }
        return .raw(start: Int32(range.lowerBound), end: Int32(range.upperBound))
      }
      return try decodedSegment(range, number: number)
    }

    /// ``segment(_:number:)`` for a link that may hold escapes or bytes
    /// outside ASCII.
    private mutating func decodedSegment(
      _ range: Range<Int>, number: Int
    ) throws(Refusal) -> LinkContent.Piece {
      try decode(range, plusIsSpace: false) { decoded, mayHoldControls in
        if mayHoldControls, Self.containsControl(decoded, allowingLineBreaks: false) {
          return .controlCharacter(segment: number)
        }
        return Self.isDotSegment(decoded) ? .dotSegment(segment: number) : nil
      }
    }

    // MARK: Query and fragment

    private mutating func readQuery(
      _ range: Range<Int>, segmentCount: Int
    ) throws(Refusal) {
      var start = range.lowerBound
      while start < range.upperBound {
        let stop =
          bytes[start..<range.upperBound].firstIndex(of: UInt8(ascii: "&")) ?? range.upperBound
        defer { start = stop + 1 }
        guard stop > start else { continue }
        let equals = bytes[start..<stop].firstIndex(of: UInt8(ascii: "=")) ?? stop
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
    private mutating func decodeText(
      _ range: Range<Int>, isQuery: Bool
    ) throws(Refusal) -> LinkContent.Piece {
      // ASCII with no escape holds no control and needs no decoding.
      if isPlainText { return .raw(start: Int32(range.lowerBound), end: Int32(range.upperBound)) }
      return try decode(range, plusIsSpace: isQuery && options.plusIsSpaceInQuery) {
        decoded, mayHoldControls in
        mayHoldControls && Self.containsControl(decoded, allowingLineBreaks: true)
          ? .controlCharacter(segment: nil) : nil
      }
    }

    // MARK: Decoding

    /// Percent-decodes `range` once (and `+` as a space when asked) and lets
    /// `refusal` name what is wrong with the decoded bytes, told whether they
    /// may hold a control character at all. Bytes that need no decoding stay
    /// a range of the text; decoded ones are kept as a string. Every refusal
    /// points at the start of `range`.
    private mutating func decode(
      _ range: Range<Int>, plusIsSpace: Bool,
      refusal: (UnsafeBufferPointer<UInt8>, _ mayHoldControls: Bool) -> InvalidURLError.Reason?
    ) throws(Refusal) -> LinkContent.Piece {
      let raw = UnsafeBufferPointer(rebasing: bytes[range])
      let needsDecoding =
        mayNeedDecoding
        && raw.contains { $0 == UInt8(ascii: "%") || (plusIsSpace && $0 == UInt8(ascii: "+")) }
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
      let isValid = decoding.scratch.withUnsafeBufferPointer(UTF8Validation.isValid)
      guard isValid else {
        throw failure(.invalidPercentEncoding(string(at: range)), at: range.lowerBound)
      }
      if let reason = decoding.scratch.withUnsafeBufferPointer({ refusal($0, true) }) {
        throw failure(reason, at: range.lowerBound)
      }
      decoding.texts.append(
        decoding.scratch.withUnsafeBufferPointer { String(decoding: $0, as: UTF8.self) })
      return .decoded(Int32(decoding.texts.count - 1))
    }

    /// The text of a piece read so far.
    private func string(_ piece: LinkContent.Piece) -> String {
      LinkContent.string(piece, text: bytes, decoded: decoded)
    }

    // MARK: Helpers

    /// Whether the bytes in `range` spell `text`, ignoring ASCII case
    /// (`text` is lowercased ASCII: a scheme or a domain).
    private func equalsIgnoringCase(_ range: Range<Int>, _ text: String) -> Bool {
      LinkContent.withBytes(of: text) { expected in
        guard range.count == expected.count else { return false }
        for (offset, want) in zip(range, expected) {
          let byte = bytes[offset]
          guard (byte &- UInt8(ascii: "A") < 26 ? byte | 0x20 : byte) == want else { return false }
        }
        return true
      }
    }

    private func string(at range: Range<Int>) -> String {
      String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    private func failure(_ reason: InvalidURLError.Reason, at offset: Int? = nil) -> Refusal {
      Refusal(reason: reason, offset: offset)
    }

    /// What the first pass over a link's bytes finds.
    private struct Layout {
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
    }

    /// The first pass: the bytes that are forbidden, that separate pieces,
    /// that may need decoding, and where the query and fragment start.
    ///
    /// It reads eight bytes at a time and looks closer only at the bytes a
    /// few bit operations flag (see ``mayBeNotable(_:)``): most of a link is
    /// letters and digits, which none of its checks is about.
    private static func layout(of bytes: UnsafeBufferPointer<UInt8>) -> Layout {
      var layout = Layout()
      guard let base = bytes.baseAddress else { return layout }
      let (words, count) = (UnsafeRawPointer(base), bytes.count)
      guard count >= 8 else {
        for offset in 0..<count {
          layout.isASCII = layout.isASCII && bytes[offset] < 0x80
          guard note(bytes[offset], at: offset, in: &layout) else { break }
        }
        return layout
      }
      var allBits: UInt64 = 0
      var offset = 0
      while offset < count {
        // The last word overlaps the one before it; its bytes read already
        // are not looked at again.
        let start = min(offset, count - 8)
        let word = UInt64(
          littleEndian: words.loadUnaligned(fromByteOffset: start, as: UInt64.self))
        allBits |= word
        var flagged = mayBeNotable(word) & (~0 << (8 * UInt64(offset - start)))
        while flagged != 0 {
          let index = start + flagged.trailingZeroBitCount / 8
          guard note(bytes[index], at: index, in: &layout) else {
            layout.isASCII = allBits & 0x8080_8080_8080_8080 == 0
            return layout
          }
          flagged &= flagged - 1
        }
        offset = start + 8
      }
      layout.isASCII = allBits & 0x8080_8080_8080_8080 == 0
      return layout
    }

    /// Notes what `byte`, at `offset`, is to the first pass; returns `false`
    /// when it is forbidden, and the pass stops.
    @inline(__always)
    private static func note(_ byte: UInt8, at offset: Int, in layout: inout Layout) -> Bool {
      switch byte {
      case UInt8(ascii: "/"), UInt8(ascii: "&"):
        layout.separators += 1
      case UInt8(ascii: "%"), UInt8(ascii: "+"):
        layout.escapes = true
      case UInt8(ascii: "#"):
        if layout.fragmentStart == nil { layout.fragmentStart = offset }
      case UInt8(ascii: "?"):
        if layout.queryStart == nil, layout.fragmentStart == nil { layout.queryStart = offset }
      default:
        guard !isForbiddenRaw(byte) else {
          layout.forbidden = offset
          return false
        }
      }
      return true
    }

    /// The high bit of each byte of `word` that may be one the first pass
    /// notes: an ASCII byte below the digit `0` (controls, the space, `#`, `%`, `&`,
    /// `+`, `/` and a few harmless ones), `?`, `\\` or DEL. Every byte it
    /// notes is flagged; a few it does not note are too.
    @inline(__always)
    private static func mayBeNotable(_ word: UInt64) -> UInt64 {
      let low7 = 0x7F7F_7F7F_7F7F_7F7F as UInt64
      let highBits = 0x8080_8080_8080_8080 as UInt64
      /// The high bit of each byte that is zero.
      func zeroBytes(_ value: UInt64) -> UInt64 {
        ~(((value & low7) &+ low7) | value) & highBits
      }
      let each = 0x0101_0101_0101_0101 as UInt64
      // Below 0x30 when the low seven bits stay below 0x80 after adding
      // 0x50, and the byte is ASCII.
      let belowDigits = ~((word & low7) &+ 0x5050_5050_5050_5050) & ~word & highBits
      return belowDigits | zeroBytes(word ^ (each &* UInt64(UInt8(ascii: "?"))))
        | zeroBytes(word ^ (each &* UInt64(UInt8(ascii: "\\")))) | zeroBytes(word ^ (each &* 0x7F))
    }

    private static func isForbiddenRaw(_ byte: UInt8) -> Bool {
      byte <= 0x20 || byte == 0x7F || byte == UInt8(ascii: "\\")
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
      (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }

    private static func isSchemeByte(_ byte: UInt8) -> Bool {
      isLetter(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
        || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
    }

    private static func isHostByte(_ byte: UInt8) -> Bool {
      isLetter(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
        || byte == UInt8(ascii: "-")
    }

    /// Whether valid UTF-8 holds a control character: U+0000–U+001F,
    /// U+007F–U+009F (encoded `C2 80`–`C2 9F`), optionally allowing tab, line
    /// feed and carriage return.
    private static func containsControl(
      _ bytes: UnsafeBufferPointer<UInt8>, allowingLineBreaks: Bool
    ) -> Bool {
      var index = 0
      while index < bytes.count {
        let byte = bytes[index]
        if byte < 0x20 {
          let isLineBreak =
            byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
          if !(allowingLineBreaks && isLineBreak) { return true }
        } else if byte == 0x7F {
          return true
        } else if byte == 0xC2, index + 1 < bytes.count, (0x80...0x9F).contains(bytes[index + 1]) {
          return true
        }
        index += 1
      }
      return false
    }

    private static func isDotSegment(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
      (bytes.count == 1 || bytes.count == 2) && bytes.allSatisfy { $0 == UInt8(ascii: ".") }
    }
  }
}
