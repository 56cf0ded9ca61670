extension URLIntake {
  struct Reader {
    /// The UTF-8 bytes of the link.
    let bytes: ByteSpan
    let options: MatchingOptions
    /// The segments, then the query names and values, as they are read:
    /// room the first pass sizes from the separators it counts.
    var pieces = PieceBuffer.none
    var pieceCount: Int { Int(pieces.count) }

    /// Whether the link holds a `%` or `+` (a piece may need decoding), and
    /// a byte outside ASCII (an undecoded piece may spell a C1 control).
    /// Both are found in the first pass, so that most pieces are not
    /// scanned again for them.
    var mayNeedDecoding = true
    var mayHoldControls = true

    /// Whether the link is ASCII with no `%` or `+`: every piece is then
    /// kept as it is, with no control character in it.
    var isPlainText: Bool { !mayNeedDecoding && !mayHoldControls }
    /// Whether the path (with a custom-scheme link's host) is ASCII with no
    /// `%`: every segment is then kept as it is.
    var pathIsPlainText = false

    init(bytes: ByteSpan, options: MatchingOptions) {
      self.bytes = bytes
      self.options = options
    }

    /// Reads the scheme, the authority, the path, the query and the
    /// fragment, once the first pass found where the query and fragment start.
    mutating func readParts(
      schemes: [String], domains: [String], text: String, queryStart: Int?, fragmentStart: Int?
    ) throws(Refusal) -> RequestURL {
      let schemeEnd = try schemeLength()
      let isUniversal =
        bytes.equalsIgnoringASCIICase(0..<schemeEnd, literal: "https")
        || (options.acceptsHTTP && bytes.equalsIgnoringASCIICase(0..<schemeEnd, literal: "http"))
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
        let stop = bytes.firstIndex(of: UInt8(ascii: "/"), in: start..<pathEnd) ?? pathEnd
        authority = start..<stop
        position = stop
      }

      // A `+` is a space only in the query: a path (with a custom-scheme
      // link's host) that holds no `%` needs no decoding, whatever the
      // query holds. Looked for only in a link with an escape somewhere.
      let pathStart = isUniversal ? position : (authority?.lowerBound ?? position)
      pathIsPlainText =
        !mayHoldControls
        && (!mayNeedDecoding
          || bytes.firstIndex(of: UInt8(ascii: "%"), in: pathStart..<pathEnd) == nil)

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
      // `myapp:/` names the root too, as `myapp://` does.
      if !isUniversal, segmentCount == 0, authority == nil, position == pathEnd {
        throw failure(.noPath)
      }
      if let queryStart { try readQuery((queryStart + 1)..<end, segmentCount: segmentCount) }
      if let fragmentStart {
        pieces.setFragment(try decodeText((fragmentStart + 1)..<bytes.count, isQuery: false))
      }
      // The text is the input, made contiguous: it stands for the original.
      let header = RequestStorage.Header(
        origin: origin, firstSegmentIsHost: firstSegmentIsHost, text: text,
        segmentCount: segmentCount, pieceCount: pieceCount)
      return RequestURL(storage: RequestStorage.make(header, pieces: pieces))
    }

    /// Keeps the next piece, in the room the first pass made for it.
    mutating func append(_ piece: LinkContent.Piece) {
      pieces.append(piece)
    }

    // MARK: Scheme and authority

    func schemeLength() throws(Refusal) -> Int {
      guard Self.isLetter(bytes[0]) else { throw failure(.missingScheme, at: 0) }
      var position = 1
      while position < bytes.count, Self.isSchemeByte(bytes[position]) { position += 1 }
      guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else {
        throw failure(.missingScheme, at: 0)
      }
      return position
    }

    /// Refuses credentials, ports and IP literals, which no app link needs.
    func checkAuthority(_ range: Range<Int>) throws(Refusal) {
      // One pass finds that there is none of them, as in almost every link.
      let suspect = bytes.firstIndex(in: range) {
        $0 == UInt8(ascii: "[") || $0 == UInt8(ascii: "]") || $0 == UInt8(ascii: "@")
          || $0 == UInt8(ascii: ":")
      }
      guard suspect != nil else { return }
      if let bracket = bytes.firstIndex(
        in: range,
        where: {
          $0 == UInt8(ascii: "[") || $0 == UInt8(ascii: "]")
        })
      {
        throw failure(.invalidHost, at: bracket)
      }
      if let at = bytes.firstIndex(of: UInt8(ascii: "@"), in: range) {
        throw failure(.userInfo, at: at)
      }
      if let colon = bytes.firstIndex(of: UInt8(ascii: ":"), in: range) {
        throw failure(.port, at: colon)
      }
    }

    /// Where a universal link's host is, without one trailing dot. Its
    /// bytes are checked first: a host of letters, digits, `-` and `.`
    /// holds no `[`, `]`, `@` or `:`, so ``checkAuthority(_:)``, whose
    /// refusals come first, need not look for them.
    func universalHost(_ range: Range<Int>) throws(Refusal) -> Range<Int> {
      var upper = range.upperBound
      if upper > range.lowerBound, bytes[upper - 1] == UInt8(ascii: ".") { upper -= 1 }
      // Read by offset: a slice's generic indices cost more than the
      // check itself.
      var labelStart = range.lowerBound
      var isValid = upper > range.lowerBound
      var index = range.lowerBound
      while isValid, index < upper {
        let byte = bytes[index]
        if byte == UInt8(ascii: ".") {
          isValid = index > labelStart
          labelStart = index + 1
        } else {
          isValid = Self.isHostByte(byte)
        }
        index += 1
      }
      guard isValid, labelStart < upper else {
        try checkAuthority(range)
        throw failure(.invalidHost, at: range.lowerBound)
      }
      return range.lowerBound..<upper
    }

    // MARK: Path

    mutating func readPath(_ range: Range<Int>) throws(Refusal) {
      let slash = 1 as UInt64 &<< UInt64(UInt8(ascii: "/"))
      var start = range.lowerBound
      while start < range.upperBound {
        let stop = bytes.firstIndex(from: start, to: range.upperBound, among: slash)
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
    mutating func segment(
      _ range: Range<Int>, number: Int
    ) throws(Refusal) -> LinkContent.Piece {
      guard range.count <= options.limits.segmentLength else {
        throw failure(
          .segmentTooLong(segment: number, limit: options.limits.segmentLength),
          at: range.lowerBound)
      }
      if pathIsPlainText {
        // ASCII with no escape: only a dot segment is refused.
        guard !Self.isDotSegment(bytes.span(range)) else {
          throw failure(.dotSegment(segment: number), at: range.lowerBound)
        }
        return Self.raw(range)
      }
      return try decodedSegment(range, number: number)
    }

    /// ``segment(_:number:)`` for a link that may hold escapes or bytes
    /// outside ASCII.
    mutating func decodedSegment(
      _ range: Range<Int>, number: Int
    ) throws(Refusal) -> LinkContent.Piece {
      try decode(range, plusIsSpace: false, segment: number)
    }

    // MARK: Query and fragment
  }
}
