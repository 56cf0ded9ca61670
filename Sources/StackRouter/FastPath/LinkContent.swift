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
    /// A decoded text in ``decoded``.
    case decoded(Int32)
    /// Bytes of ``text`` with escapes (or a `+` read as a space when
    /// `plusIsSpace`) that intake decoded and checked once without keeping
    /// the result: a query name or value, decoded again each time it is
    /// read (see ``DecodedText/text(_:plusIsSpace:)``). Many apps never read
    /// the query, and one that does reads each item once.
    case escaped(start: Int32, end: Int32, plusIsSpace: Bool)
    /// A decoded text of 15 bytes or fewer, held in the piece itself (see
    /// ``SmallText``): nothing to allocate, keep in ``decoded`` or release.
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
  /// The texts of decoded pieces.
  var decoded: [String] { shared.storage.fields.decoded }

  /// The piece at `index`: the path segments come first, then each query
  /// item's name and value.
  func piece(_ index: Int) -> Piece { shared.storage.piece(index) }

  /// How many query items there are.
  var queryItemCount: Int { (shared.storage.fields.pieceCount - segmentCount) / 2 }

  /// The decoded path segments.
  var segments: [String] { (0..<segmentCount).map(segment) }

  /// The decoded query items, in order.
  var queryItems: [QueryItem] {
    let count = queryItemCount
    guard count > 0 else { return [] }
    // The text's bytes are borrowed once for every item.
    return withTextBytes { text in
      var items: [QueryItem] = []
      items.reserveCapacity(count)
      for name in stride(from: segmentCount, to: segmentCount + 2 * count, by: 2) {
        items.append(
          QueryItem(
            name: string(piece(name), text: text), value: string(piece(name + 1), text: text)))
      }
      return items
    }
  }

  /// Calls `body` with each decoded segment at `indices`, in their order,
  /// reading the link's text once.
  @inline(__always)
  func forEachSegment(at indices: some Collection<Int32>, _ body: (String) -> Void) {
    guard !indices.isEmpty else { return }
    withTextBytes { text in
      for index in indices { body(string(piece(Int(index)), text: text)) }
    }
  }

  /// The decoded segment at `index`.
  func segment(_ index: Int) -> String {
    string(at: index)
  }

  private func string(at index: Int) -> String {
    withTextBytes { string(piece(index), text: $0) }
  }

  /// The text of `piece`, given the bytes of ``text``. The decoded texts are
  /// read only for a piece that has one, as few do: reading them retains
  /// their array.
  private func string(_ piece: Piece, text bytes: ByteSpan) -> String {
    if case .decoded(let index) = piece { return decoded[Int(index)] }
    return Self.string(piece, text: bytes, decoded: [])
  }

  /// The text of `piece`, given the bytes raw pieces are ranges of and the
  /// decoded texts: what intake reads back while it is still building them.
  static func string(
    _ piece: Piece, text bytes: ByteSpan, decoded: [String]
  ) -> String {
    switch piece {
    case .decoded(let index):
      decoded[Int(index)]
    case .raw(let start, let end):
      // Cut at ASCII delimiters from a string's bytes: well-formed UTF-8.
      String(validUTF8: bytes.span(Int(start)..<Int(end)))
    case .escaped(let start, let end, let plusIsSpace):
      DecodedText.text(bytes.span(Int(start)..<Int(end)), plusIsSpace: plusIsSpace)
    case .small(let text):
      text.string
    }
  }

  /// Calls `body` with the bytes of ``text``.
  func withTextBytes<Result>(_ body: (ByteSpan) -> Result) -> Result {
    ByteSpan.withBytes(of: text, body)
  }

  /// Calls `body` with the decoded bytes of the segment at `index`, given the
  /// bytes of ``text``.
  func withSegmentBytes<Result>(
    _ index: Int, text bytes: ByteSpan,
    _ body: (ByteSpan) -> Result
  ) -> Result {
    let piece = piece(index)
    if case .raw(let start, let end) = piece { return body(bytes.span(Int(start)..<Int(end))) }
    // A decoded segment, or (for completeness: only query pieces are kept
    // escaped) an escaped one. `body` is called from two places only, as
    // the walk inlines it into each: a third cost every hit about 90
    // instructions, the look-up no longer being inlined.
    var text = string(piece, text: bytes)
    return ByteSpan.withBytes(of: &text, body)
  }
}
