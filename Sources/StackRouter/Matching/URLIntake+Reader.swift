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

    init(bytes: ByteSpan, options: MatchingOptions) {
      self.bytes = bytes
      self.options = options
    }

    /// Reads the scheme, the authority, the path, the query and the
    /// fragment, once the first pass found where the query and fragment
    /// start, and where each path segment and query item ends (`cuts`: the
    /// pieces are cut from them, with no new scan of the bytes).
    mutating func readParts(
      schemes: [String], domains: [String], text: String, queryStart: Int?, fragmentStart: Int?,
      cuts: IntakeCuts
    ) throws(Refusal) -> RequestURL {
      let schemeEnd = try Self.schemeLength(of: bytes)
      let isUniversal =
        bytes.equalsIgnoringASCIICase(0..<schemeEnd, literal: "https")
        || (options.acceptsHTTP && bytes.equalsIgnoringASCIICase(0..<schemeEnd, literal: "http"))
      // The table's own spelling, so reading a link makes no new string for it.
      let scheme =
        isUniversal
        ? "https" : schemes.first { Self.equalsIgnoringCase(bytes, 0..<schemeEnd, $0) }
      // `http`, when not read as a universal link, is no custom scheme:
      // compared as bytes, which costs less than comparing strings.
      guard let scheme,
        isUniversal || !bytes.equalsIgnoringASCIICase(0..<schemeEnd, literal: "http")
      else {
        throw failure(.schemeNotAccepted(string(at: 0..<schemeEnd).lowercased()), at: 0)
      }

      // Cut the fragment, then the query, off the hierarchical part.
      let end = fragmentStart ?? bytes.count
      let pathEnd = queryStart ?? end

      var position = schemeEnd + 1
      var authority: Range<Int>?
      // The first path cut not passed yet.
      var cut = 0
      if pathEnd - position >= 2, bytes[position] == UInt8(ascii: "/"),
        bytes[position + 1] == UInt8(ascii: "/")
      {
        // Up to the next `/`, or the path's end: the cut that follows the
        // one at the second `/`.
        let start = position + 2
        cut = cuts.pathCut(endingFrom: start, from: 0)
        authority = start..<Int(cuts[cut].end)
        position = Int(cuts[cut].end)
      }

      let origin: RequestURL.Origin
      var firstSegmentIsHost = false
      if isUniversal {
        guard let authority else { throw failure(.invalidHost, at: position) }
        let host = try Self.universalHost(authority, of: bytes)
        guard let domain = domains.first(where: { Self.equalsIgnoringCase(bytes, host, $0) })
        else {
          throw failure(.domainNotAccepted(string(at: host).lowercased()), at: authority.lowerBound)
        }
        origin = .universalLink(host: domain)
      } else {
        origin = .customScheme(scheme)
        if let authority {
          try Self.checkAuthority(authority, of: bytes)
          if !authority.isEmpty {
            append(try segment(authority, number: 1, escapes: cuts[cut].escapes))
            firstSegmentIsHost = true
          }
        }
      }

      try readPath(position..<pathEnd, from: cut, of: cuts)
      let segmentCount = pieceCount
      // `myapp://` (and `myapp:///`) name the root; `myapp:` names nothing.
      // `myapp:/` names the root too, as `myapp://` does.
      if !isUniversal, segmentCount == 0, authority == nil, position == pathEnd {
        throw failure(.noPath)
      }
      if let queryStart {
        try readQuery(from: queryStart + 1, segmentCount: segmentCount, cuts: cuts)
      }
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
    //
    // Static, given the bytes: a method called from the mutating reader
    // would be given a copy of the reader.

    /// The length of the scheme of the link whose bytes are `bytes`.
    static func schemeLength(of bytes: ByteSpan) throws(Refusal) -> Int {
      guard Self.isLetter(bytes[0]) else { throw Refusal(reason: .missingScheme, offset: 0) }
      var position = 1
      while position < bytes.count, Self.isSchemeByte(bytes[position]) { position += 1 }
      guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else {
        throw Refusal(reason: .missingScheme, offset: 0)
      }
      return position
    }

    /// Refuses credentials, ports and IP literals, which no app link needs,
    /// in `range` of `bytes`, an authority.
    static func checkAuthority(_ range: Range<Int>, of bytes: ByteSpan) throws(Refusal) {
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
        throw Refusal(reason: .invalidHost, offset: bracket)
      }
      if let at = bytes.firstIndex(of: UInt8(ascii: "@"), in: range) {
        throw Refusal(reason: .userInfo, offset: at)
      }
      if let colon = bytes.firstIndex(of: UInt8(ascii: ":"), in: range) {
        throw Refusal(reason: .port, offset: colon)
      }
    }

    /// Where a universal link's host is in its authority, `range` of
    /// `bytes`, without one trailing dot. Its bytes are checked first: a
    /// host of letters, digits, `-` and `.` holds no `[`, `]`, `@` or `:`, so
    /// ``checkAuthority(_:of:)``, whose refusals come first, need not look
    /// for them.
    static func universalHost(_ range: Range<Int>, of bytes: ByteSpan) throws(Refusal) -> Range<Int>
    {
      var upper = range.upperBound
      if upper > range.lowerBound, bytes[upper - 1] == UInt8(ascii: ".") { upper -= 1 }
      guard bytes.isHostName(range.lowerBound..<upper) else {
        try checkAuthority(range, of: bytes)
        throw Refusal(reason: .invalidHost, offset: range.lowerBound)
      }
      return range.lowerBound..<upper
    }

    // MARK: Path

    /// Reads the segments in `range`, the path, from its cuts: each ends at
    /// the first of `cuts` from `cut` on that ends inside it, or at its end.
    mutating func readPath(
      _ range: Range<Int>, from cut: Int, of cuts: IntakeCuts
    ) throws(Refusal) {
      var start = range.lowerBound
      guard start < range.upperBound else { return }
      // Past the first, each segment ends at the next cut, the path's last
      // at its end.
      var cut = cuts.pathCut(endingFrom: start, from: cut)
      while true {
        let found = cuts[cut]
        let stop = Int(found.end)
        if stop > start {
          guard pieceCount < options.limits.segmentCount else {
            throw failure(.tooManySegments(limit: options.limits.segmentCount), at: start)
          }
          append(try segment(start..<stop, number: pieceCount + 1, escapes: found.escapes))
        }
        start = stop &+ 1
        guard start < range.upperBound else { return }
        cut &+= 1
      }
    }

    /// Checks and decodes the segment in `range`, the `number`th, whose cut
    /// says which escapes it holds, `escapes` (a `+` is a space only in the
    /// query). Inlined: it is called for every segment, and most are plain
    /// text.
    @inline(__always)
    mutating func segment(
      _ range: Range<Int>, number: Int, escapes: UInt8
    ) throws(Refusal) -> LinkContent.Piece {
      guard range.count <= options.limits.segmentLength else {
        throw failure(
          .segmentTooLong(segment: number, limit: options.limits.segmentLength),
          at: range.lowerBound)
      }
      if !mayHoldControls, escapes & IntakeCuts.Escapes.namePercent == 0 {
        // ASCII with no escape: only a dot segment is refused.
        guard !Self.isDotSegment(bytes.span(range)) else {
          throw failure(.dotSegment(segment: number), at: range.lowerBound)
        }
        return Self.raw(range)
      }
      return try decodedSegment(range, number: number, escapes: escapes)
    }

    /// ``segment(_:number:escapes:)`` for a segment that holds a `%` or a
    /// byte outside ASCII. One whose cut says it holds a `%` is decoded
    /// without looking for it again. Not inlined: the path's loop, which
    /// every link runs, stays small.
    @inline(never)
    mutating func decodedSegment(
      _ range: Range<Int>, number: Int, escapes: UInt8
    ) throws(Refusal) -> LinkContent.Piece {
      guard escapes & IntakeCuts.Escapes.namePercent != 0 else {
        return try decode(range, plusIsSpace: false, segment: number)
      }
      return try decodeEscapes(range, plusIsSpace: false, segment: number)
    }

    // MARK: Query and fragment
  }
}
