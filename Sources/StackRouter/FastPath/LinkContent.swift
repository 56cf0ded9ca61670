/// A link's path segments and query items, kept as byte ranges of the link's
/// text until someone asks for them as strings: a view of the pieces a
/// request stores after its own values, in the same allocation.
///
/// Intake checks and decodes every piece once, but only a piece that held an
/// escape keeps its decoded text; the rest stay ranges of the text, which
/// the trie walks in place. A match then makes strings for what it captures
/// alone, so a hit makes no string for a literal segment or an unread query.
struct LinkContent: Sendable {
  /// A segment, a query name or a query value.
  enum Piece: Sendable {
    /// Bytes of ``text`` that need no decoding.
    case raw(start: Int32, end: Int32)
    /// A decoded text of more than 15 bytes: a range of the decoded bytes
    /// the request stores after its pieces (see ``RequestStorage``).
    case decoded(start: Int32, end: Int32)
    /// Bytes of ``text`` with escapes (or a `+` read as a space when
    /// `plusIsSpace`) that intake decoded and checked once without keeping
    /// the result: a query name or value, decoded again each time it is
    /// read (see ``DecodedText/text(_:plusIsSpace:)``). Many apps never read
    /// the query, and one that does reads each item once.
    case escaped(start: Int32, end: Int32, plusIsSpace: Bool)
    /// A decoded text of 15 bytes or fewer, held in the piece itself (see
    /// ``SmallText``): nothing to allocate, store or release.
    case small(SmallText)
  }

  /// The request whose pieces these are, read only (see ``RequestStorage``).
  private let shared: Shared<RequestStorage>

  init(storage: RequestStorage) {
    shared = Shared(storage)
  }

  /// The text raw pieces are ranges of, native UTF-8.
  var text: String { shared.storage.fields.text }
  /// How many of the pieces are path segments.
  var segmentCount: Int { shared.storage.fields.segmentCount }

  /// The piece at `index`: the path segments come first, then each query
  /// item's name and value.
  func piece(_ index: Int) -> Piece { shared.storage.piece(index) }

  /// How many pieces there are: the segments, then the query items'.
  var pieceCount: Int { shared.storage.fields.pieceCount }

  /// How many query items there are.
  var queryItemCount: Int { (shared.storage.fields.pieceCount - segmentCount) / 2 }

  /// The decoded path segments.
  var segments: [String] { (0..<segmentCount).map(segment) }

  /// The decoded query item whose name is the piece at `index` (a piece
  /// after the segments, at an even distance from them).
  @inline(__always)
  func queryItem(at index: Int) -> QueryItem {
    QueryItem(name: string(at: index), value: string(at: index + 1))
  }

  /// ``queryItem(at:)`` for an `index` the caller bounds by the query's
  /// pieces (see ``RequestStorage/text(ofQueryPiece:)``).
  @inline(__always)
  func queryItem(inQueryAt index: Int) -> QueryItem {
    QueryItem(
      name: shared.storage.text(ofQueryPiece: index),
      value: shared.storage.text(ofQueryPiece: index + 1))
  }

  /// Calls `body` with each decoded segment at `indices`, in their order,
  /// reading the link's text once.
  @inline(__always)
  func forEachSegment(at indices: some Collection<Int32>, _ body: (String) -> Void) {
    guard !indices.isEmpty else { return }
    withBytes { text, decoded in
      for index in indices { body(Self.string(piece(Int(index)), text: text, decoded: decoded)) }
    }
  }

  /// The decoded segment at `index`.
  func segment(_ index: Int) -> String {
    string(at: index)
  }

  /// The text of the piece at `index` (see ``RequestStorage/text(ofPiece:)``).
  @inline(__always)
  private func string(at index: Int) -> String {
    shared.storage.text(ofPiece: index)
  }

  /// The text of `piece`, given the bytes raw pieces are ranges of and the
  /// decoded bytes (also what intake reads back while it builds them).
  @inline(__always)
  static func string(
    _ piece: Piece, text bytes: ByteSpan, decoded: ByteSpan
  ) -> String {
    switch piece {
    case .decoded(let start, let end):
      // Decoded and checked as well-formed UTF-8 as intake wrote it.
      String(validUTF8: decoded.span(Int(start)..<Int(end)))
    case .raw(let start, let end):
      // Cut at ASCII delimiters from a string's bytes: well-formed UTF-8.
      String(validUTF8: bytes.span(Int(start)..<Int(end)))
    case .escaped(let start, let end, let plusIsSpace):
      DecodedText.text(bytes.span(Int(start)..<Int(end)), plusIsSpace: plusIsSpace)
    case .small(let text):
      text.string
    }
  }

  /// The decoded fragment, if the link has one.
  var fragment: String? { shared.storage.fragment }

  /// Calls `body` with the bytes of ``text``.
  @inline(__always)
  func withTextBytes<Result>(_ body: (ByteSpan) -> Result) -> Result {
    shared.storage.withTextBytes(body)
  }

  /// Calls `body` with the bytes of ``text`` and the decoded bytes.
  @inline(__always)
  private func withBytes<Result>(_ body: (ByteSpan, ByteSpan) -> Result) -> Result {
    shared.storage.withTextBytes { text in shared.storage.withDecodedBytes { body(text, $0) } }
  }

  /// Calls `body` with the decoded bytes of the segment at `index`, given the
  /// bytes of ``text``: a range of them, or of the request's decoded bytes
  /// (intake keeps every decoded segment there, however short).
  @inline(__always)
  func withSegmentBytes<Result>(
    _ index: Int, text bytes: ByteSpan,
    _ body: (ByteSpan) -> Result
  ) -> Result {
    let piece = piece(index)
    if case .raw(let start, let end) = piece { return body(bytes.span(Int(start)..<Int(end))) }
    // `body` is called from two places only, as the walk inlines it into
    // each: a third cost every hit about 90 instructions, the look-up no
    // longer being inlined.
    let storage = shared.storage
    return withExtendedLifetime(storage) {
      guard case .decoded(let start, let end) = piece else {
        // Only a request made from strings holds a segment in another form.
        var text = Self.string(piece, text: bytes, decoded: .empty)
        return ByteSpan.withBytes(of: &text, body)
      }
      return body(storage.decodedBytes(Int(start)..<Int(end)))
    }
  }
}
