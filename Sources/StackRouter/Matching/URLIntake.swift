/// Reads a link into a ``RequestURL``: checks the limits, the scheme, the
/// domain and the encoding, then splits and decodes the path and query.
///
/// Intake works on the UTF-8 bytes of the link's text with no Foundation URL
/// parsing, so it behaves the same on every platform and never re-parses
/// decoded text.
struct URLIntake: Sendable {
  /// The accepted custom schemes, lowercased.
  let schemes: Set<String>
  /// The accepted universal-link domains, lowercased ASCII.
  let domains: Set<String>
  let options: MatchingOptions

  func read(_ input: String) throws(InvalidURLError) -> RequestURL {
    let bytes = Array(input.utf8)
    var reader = Reader(input: input, bytes: bytes, options: options)
    return try reader.read(schemes: schemes, domains: domains)
  }
}

extension URLIntake {
  private struct Reader {
    let input: String
    let bytes: [UInt8]
    let options: MatchingOptions

    mutating func read(
      schemes: Set<String>, domains: Set<String>
    ) throws(InvalidURLError) -> RequestURL {
      guard !bytes.isEmpty else { throw failure(.empty) }
      guard bytes.count <= options.limits.urlLength else {
        throw failure(.tooLong(limit: options.limits.urlLength), at: options.limits.urlLength)
      }
      if let offset = bytes.firstIndex(where: Self.isForbiddenRaw) {
        throw failure(.invalidCharacter(Character(Unicode.Scalar(bytes[offset]))), at: offset)
      }

      let schemeEnd = try schemeLength()
      let scheme = String(decoding: bytes[0..<schemeEnd], as: UTF8.self).lowercased()
      let isUniversal = scheme == "https" || (scheme == "http" && options.acceptsHTTP)
      guard isUniversal || (schemes.contains(scheme) && scheme != "http") else {
        throw failure(.schemeNotAccepted(scheme), at: 0)
      }

      // Cut the fragment, then the query, off the hierarchical part.
      var end = bytes.count
      let fragmentStart = bytes.firstIndex(of: UInt8(ascii: "#"))
      if let fragmentStart { end = fragmentStart }
      let queryStart = bytes[..<end].firstIndex(of: UInt8(ascii: "?"))
      let pathEnd = queryStart ?? end

      var position = schemeEnd + 1
      var authority: Range<Int>?
      if bytes[position..<pathEnd].starts(with: [UInt8(ascii: "/"), UInt8(ascii: "/")]) {
        let start = position + 2
        let stop = bytes[start..<pathEnd].firstIndex(of: UInt8(ascii: "/")) ?? pathEnd
        authority = start..<stop
        position = stop
      }

      let origin: RequestURL.Origin
      var segments: [String] = []
      var firstSegmentIsHost = false
      if isUniversal {
        guard let authority else { throw failure(.invalidHost, at: position) }
        let host = try universalHost(authority)
        guard domains.contains(host) else {
          throw failure(.domainNotAccepted(host), at: authority.lowerBound)
        }
        origin = .universalLink(host: host)
      } else {
        origin = .customScheme(scheme)
        if let authority {
          try checkAuthority(authority)
          if !authority.isEmpty {
            segments.append(try segment(authority, number: 1))
            firstSegmentIsHost = true
          }
        }
      }

      try readPath(position..<pathEnd, into: &segments)
      if !isUniversal, segments.isEmpty { throw failure(.noPath) }
      let queryItems = try queryStart.map { start throws(InvalidURLError) in
        try readQuery((start + 1)..<end)
      }
      let fragment = try fragmentStart.map { start throws(InvalidURLError) in
        try decodeText((start + 1)..<bytes.count, isQuery: false)
      }
      return RequestURL(
        original: input, origin: origin, segments: segments,
        firstSegmentIsHost: firstSegmentIsHost, queryItems: queryItems ?? [],
        fragment: fragment)
    }

    // MARK: Scheme and authority

    private func schemeLength() throws(InvalidURLError) -> Int {
      guard Self.isLetter(bytes[0]) else { throw failure(.missingScheme, at: 0) }
      var position = 1
      while position < bytes.count, Self.isSchemeByte(bytes[position]) { position += 1 }
      guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else {
        throw failure(.missingScheme, at: 0)
      }
      return position
    }

    /// Refuses credentials, ports and IP literals, which no app link needs.
    private func checkAuthority(_ range: Range<Int>) throws(InvalidURLError) {
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

    /// The lowercased host of a universal link, without one trailing dot.
    private func universalHost(_ range: Range<Int>) throws(InvalidURLError) -> String {
      try checkAuthority(range)
      var upper = range.upperBound
      if upper > range.lowerBound, bytes[upper - 1] == UInt8(ascii: ".") { upper -= 1 }
      let host = bytes[range.lowerBound..<upper]
      let labels = host.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
      guard !host.isEmpty,
        labels.allSatisfy({ !$0.isEmpty && $0.allSatisfy(Self.isHostByte) })
      else { throw failure(.invalidHost, at: range.lowerBound) }
      return String(decoding: host, as: UTF8.self).lowercased()
    }

    // MARK: Path

    private func readPath(
      _ range: Range<Int>, into segments: inout [String]
    ) throws(InvalidURLError) {
      var start = range.lowerBound
      while start < range.upperBound {
        let stop =
          bytes[start..<range.upperBound].firstIndex(of: UInt8(ascii: "/")) ?? range.upperBound
        if stop > start {
          guard segments.count < options.limits.segmentCount else {
            throw failure(.tooManySegments(limit: options.limits.segmentCount), at: start)
          }
          segments.append(try segment(start..<stop, number: segments.count + 1))
        }
        start = stop + 1
      }
    }

    private func segment(_ range: Range<Int>, number: Int) throws(InvalidURLError) -> String {
      guard range.count <= options.limits.segmentLength else {
        throw failure(
          .segmentTooLong(segment: number, limit: options.limits.segmentLength),
          at: range.lowerBound)
      }
      guard let decoded = PercentDecoding.decode(bytes[range], plusIsSpace: false) else {
        throw failure(.invalidPercentEncoding(text(range)), at: range.lowerBound)
      }
      if decoded.unicodeScalars.contains(where: Self.isControl) {
        throw failure(.controlCharacter(segment: number), at: range.lowerBound)
      }
      if decoded == "." || decoded == ".." {
        throw failure(.dotSegment(segment: number), at: range.lowerBound)
      }
      return decoded
    }

    // MARK: Query and fragment

    private func readQuery(_ range: Range<Int>) throws(InvalidURLError) -> [QueryItem] {
      var items: [QueryItem] = []
      for part in bytes[range].split(separator: UInt8(ascii: "&")) {
        let equals = part.firstIndex(of: UInt8(ascii: "=")) ?? part.endIndex
        guard equals > part.startIndex else { continue }  // "=value": no name, ignored
        guard items.count < options.limits.queryItemCount else {
          throw failure(
            .tooManyQueryItems(limit: options.limits.queryItemCount), at: part.startIndex)
        }
        let name = try decodeText(part.startIndex..<equals, isQuery: true)
        let value =
          equals < part.endIndex ? try decodeText((equals + 1)..<part.endIndex, isQuery: true) : ""
        items.append(QueryItem(name: name, value: value))
      }
      return items
    }

    /// Decodes a query name or value, or the fragment. Tabs and line breaks
    /// are allowed there (a shared text may hold them); other controls are not.
    private func decodeText(_ range: Range<Int>, isQuery: Bool) throws(InvalidURLError) -> String {
      let plusIsSpace = isQuery && options.plusIsSpaceInQuery
      guard let decoded = PercentDecoding.decode(bytes[range], plusIsSpace: plusIsSpace) else {
        throw failure(.invalidPercentEncoding(text(range)), at: range.lowerBound)
      }
      let forbidden = decoded.unicodeScalars.contains { scalar in
        Self.isControl(scalar) && !"\t\n\r".unicodeScalars.contains(scalar)
      }
      if forbidden { throw failure(.controlCharacter(segment: nil), at: range.lowerBound) }
      return decoded
    }

    // MARK: Helpers

    private func text(_ range: Range<Int>) -> String {
      String(decoding: bytes[range], as: UTF8.self)
    }

    private func failure(_ reason: InvalidURLError.Reason, at offset: Int? = nil) -> InvalidURLError
    {
      let column = offset.map {
        String(decoding: bytes[..<min($0, bytes.count)], as: UTF8.self).count + 1
      }
      return InvalidURLError(input: input, reason: reason, column: column)
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

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
      scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }
  }
}
