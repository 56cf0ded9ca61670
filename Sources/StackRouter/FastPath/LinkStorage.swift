/// A link's match, recorded in its request's own storage
/// (``RequestStorage``): a matched link is one allocation, its request's,
/// and what it captured is read from the request's pieces when asked for.
///
/// ```
/// ┌ RequestStorage ─────────────────────────────────────────────────────────────────────┐
/// │ Header: …, link: LinkFields │ pieces … │ fragment? │ captured texts? │ decoded …    │
/// └─────────────────────────────┴──────────┴───────────┴─────────────────┴──────────────┘
///   link: context, entity, chain, names, wildcards, remainder, captureBase, splitCount
/// ```
///
/// A link's captures are pieces of the request, in one of two ways:
/// - **Positions** (`captureBase < 0`), what the default matcher records:
///   the value of the name at `names.lowerBound + i` is the segment at
///   `context.nameSegments[names.lowerBound + i]`; `wildcards` is a range of
///   `context.wildcardSegments`; `remainder` a range of segments. Nothing is
///   copied: a string is made when a value is read.
/// - **Texts of its own** (`captureBase >= 0`), for a link made from strings
///   (the public initializer, a spanning walk, a capture with literal
///   text): a copy of the request whose pieces after the fragment's are the
///   captured texts, names then wildcards then the remainder, then each
///   `**`'s count as decimal text (`splitCount` of them). `wildcards` and
///   `remainder` are then ranges of those pieces.
///
/// Invariants (checked when a link is recorded, when `STACKROUTER_CHECKS`
/// is set):
/// - A link is recorded in a storage that nothing else references
///   (`isKnownUniquelyReferenced`), or in a copy: the one write a storage
///   takes after it is made, before it is shared; it is only read after.
///   ``RequestStorage/recording(_:in:)`` is the only way in.
/// - `entity` and `chain` are positions in the context's entities, `names`
///   a range of its names.
/// - By position: every name's and wildcard's segment, and the remainder,
///   lie inside the request's segments.
/// - By texts: the captured pieces are exactly `names + wildcards +
///   remainder + splitCount`, all of the storage's captured pieces.
/// - A storage an ``AppLink`` holds has a link recorded (`context` is set).
struct LinkFields: Sendable {
  /// The entities and names the positions below are in; `nil` in a request
  /// no link was recorded in.
  let context: LinkContext?
  /// Where the entity is in the context's entities.
  let entity: Int32
  /// Where the chain is in the context's entities.
  let chain: Range<Int32>
  /// Where the route parameters' names are in the context's names.
  let names: Range<Int32>
  /// By position, a range of the context's wildcard segments; by texts, of
  /// the pieces.
  let wildcards: Range<Int32>
  /// The pieces the remainder's segments are, in order.
  let remainder: Range<Int32>
  /// Where the link's own captured texts start among the pieces, or `-1`
  /// when its captures are positions.
  let captureBase: Int32
  /// How many `**` split the remainder, for a route with more than one.
  let splitCount: Int32
  let parameterPolicy: ParameterPolicy

  /// What a request holds before a link is recorded in it.
  static var none: LinkFields {
    LinkFields(
      context: nil, entity: 0, chain: 0..<0, names: 0..<0, wildcards: 0..<0, remainder: 0..<0,
      captureBase: -1, splitCount: 0, parameterPolicy: .unrestricted)
  }

  /// A link whose captures are positions in the request: what the default
  /// matcher's route captures (`names` and `wildcards` ranges of the
  /// context's), and the segments in `remainder`.
  init(
    context: LinkContext, entity: Int, chain: Range<Int>, names: Range<Int32>,
    wildcards: Range<Int32>, remainder: Range<Int>, parameterPolicy: ParameterPolicy
  ) {
    // Positions in a table's entities and a request's segments, which
    // both count in Int32, of ranges already checked (the positions are
    // checked with the rest when the link is recorded).
    self.init(
      context: context, entity: Int32(truncatingIfNeeded: entity),
      chain: Self.positions(chain), names: names, wildcards: wildcards,
      remainder: Self.positions(remainder), captureBase: -1, splitCount: 0,
      parameterPolicy: parameterPolicy)
  }

  /// `range` as positions counted in Int32.
  @inline(__always)
  private static func positions(_ range: Range<Int>) -> Range<Int32> {
    Range(
      uncheckedBounds: (
        Int32(truncatingIfNeeded: range.lowerBound), Int32(truncatingIfNeeded: range.upperBound)
      ))
  }

  private init(
    context: LinkContext?, entity: Int32, chain: Range<Int32>, names: Range<Int32>,
    wildcards: Range<Int32>, remainder: Range<Int32>, captureBase: Int32, splitCount: Int32,
    parameterPolicy: ParameterPolicy
  ) {
    self.context = context
    self.entity = entity
    self.chain = chain
    self.names = names
    self.wildcards = wildcards
    self.remainder = remainder
    self.captureBase = captureBase
    self.splitCount = splitCount
    self.parameterPolicy = parameterPolicy
  }

  /// A link whose captured texts are pieces of its own from `base` on:
  /// `names.count` values, `wildcardCount` wildcards, `remainderCount`
  /// segments, then `splitCount` decimal counts.
  init(
    context: LinkContext, entity: Int, chain: Range<Int>, names: Range<Int>, wildcardCount: Int,
    remainderCount: Int, splitCount: Int, parameterPolicy: ParameterPolicy, base: Int
  ) {
    let wildcardStart = Int32(base + names.count)
    let remainderStart = wildcardStart + Int32(wildcardCount)
    self.init(
      context: context, entity: Int32(entity),
      chain: Int32(chain.lowerBound)..<Int32(chain.upperBound),
      names: Int32(names.lowerBound)..<Int32(names.upperBound),
      wildcards: wildcardStart..<(wildcardStart + Int32(wildcardCount)),
      remainder: remainderStart..<(remainderStart + Int32(remainderCount)),
      captureBase: Int32(base), splitCount: Int32(splitCount), parameterPolicy: parameterPolicy)
  }

  /// How many pieces of its own the link's captures take.
  var ownPieceCount: Int { names.count + wildcards.count + remainder.count + Int(splitCount) }

  /// Checks the invariants above against the storage it is recorded in.
  func check(in header: RequestStorage.Header) {
    #if STACKROUTER_CHECKS
    let context = context.unsafelyUnwrapped
    precondition(
      entity >= 0 && Int(entity) < context.entities.count && chain.lowerBound >= 0
        && Int(chain.upperBound) <= context.entities.count && names.lowerBound >= 0
        && Int(names.upperBound) <= context.names.count,
      "a link's entity, chain and names are positions in its context")
    if captureBase < 0 {
      let segments = Int32(header.segmentCount)
      precondition(
        Int(names.upperBound) <= context.nameSegments.count
          && Int(wildcards.upperBound) <= context.wildcardSegments.count
          && wildcards.lowerBound >= 0
          && context.nameSegments[Int(names.lowerBound)..<Int(names.upperBound)].allSatisfy {
            $0 >= 0 && $0 < segments
          }
          && context.wildcardSegments[Int(wildcards.lowerBound)..<Int(wildcards.upperBound)]
            .allSatisfy { $0 >= 0 && $0 < segments }
          && remainder.lowerBound >= 0 && remainder.upperBound <= segments,
        "a link's captured positions are segments of its request")
    } else {
      precondition(
        Int(captureBase) == header.pieceCount + (header.hasFragment ? 1 : 0)
          && ownPieceCount == header.capturePieceCount,
        "a link's own captured texts are exactly the pieces after the fragment's")
    }
    #endif
  }
}

extension RequestStorage {
  /// `storage` with `link` recorded in it, whose captures are positions:
  /// the storage itself when nothing else references it (as when intake
  /// has just made it), else a copy.
  @inline(__always)
  static func recording(_ link: consuming LinkFields, in storage: consuming RequestStorage)
    -> RequestStorage
  {
    var storage = storage
    if !isKnownUniquelyReferenced(&storage) { storage = storage.copied() }
    #if STACKROUTER_CHECKS
    link.check(in: storage.fields)
    #endif
    // The fields move in: assigned inside a closure, they would be copied
    // (the context retained) and the copy released. The storage, returned
    // below, outlives the pointer's use.
    let header = storage.withUnsafeMutablePointerToHeader { $0 }
    if header.pointee.link.context == nil {
      // What a request holds before a link is recorded holds no reference:
      // written over, rather than assigned (a call that releases the
      // fields it replaces).
      let field =
        UnsafeMutableRawPointer(header)
        + MemoryLayout<Header>.offset(of: \.link).unsafelyUnwrapped
      field.assumingMemoryBound(to: LinkFields.self).initialize(to: link)
    } else {
      header.pointee.link = link
    }
    return storage
  }

  /// A copy of the request, for a link recorded in a storage another
  /// value holds: out of line, as it is rare.
  @inline(never)
  private func copied() -> RequestStorage {
    copy { _ in }
  }

  /// The text of the piece at `index`: a small text's own, the decoded
  /// bytes', or (borrowing the link's text in place) a raw or escaped
  /// piece's. A method of the storage, which its callers borrow: a value
  /// holding it, made to read one piece, would retain it.
  @inline(__always)
  func text(ofPiece index: Int) -> String {
    text(of: piece(index))
  }

  /// ``text(ofPiece:)`` for a query item's name or value at `index`, which
  /// the caller bounds by the header's own counts (a query iterator, from
  /// the segments' count to the pieces'): read without the check each
  /// element read makes (checked when `STACKROUTER_CHECKS` is set).
  @inline(__always)
  func text(ofQueryPiece index: Int) -> String {
    #if STACKROUTER_CHECKS
    precondition(
      index >= fields.segmentCount && index < fields.pieceCount,
      "a query piece is read from among the query's pieces")
    #endif
    return text(of: elementBase[index])
  }

  /// The text of `piece`, one of this storage's.
  @inline(__always)
  private func text(of piece: LinkContent.Piece) -> String {
    switch piece {
    case .small(let text): return text.string
    case .decoded(let start, let end):
      return withDecodedBytes { String(validUTF8: $0.span(Int(start)..<Int(end))) }
    case .raw(let start, let end):
      // Cut at ASCII delimiters from a string's bytes: well-formed UTF-8.
      return withTextBytes { String(validUTF8: $0.span(Int(start)..<Int(end))) }
    case .escaped(let start, let end, let plusIsSpace):
      return withTextBytes {
        DecodedText.text($0.span(Int(start)..<Int(end)), plusIsSpace: plusIsSpace)
      }
    }
  }

  /// The decoded fragment, if the link has one: most have none, and the
  /// answer then costs no call.
  @inline(__always)
  var fragment: String? {
    fields.hasFragment ? fragmentText() : nil
  }

  /// The text of the fragment's piece.
  @inline(never)
  private func fragmentText() -> String {
    text(ofPiece: fields.pieceCount)
  }

  /// A copy of `source` with a link recorded whose captures are `texts`,
  /// pieces of its own after the fragment's: `link` makes the link's
  /// fields given where they start.
  static func recording(
    _ link: (_ base: Int) -> LinkFields, texts: [String], copying source: RequestStorage
  ) -> RequestStorage {
    var header = source.fields
    let base = header.pieceCount + (header.hasFragment ? 1 : 0)
    let decodedCount = header.decodedByteCount
    // Each text held in its piece when it is a small string, else its
    // bytes after the request's decoded bytes.
    var bytes = source.withDecodedBytes { Array($0.unsafeBytes) }
    var pieces: [LinkContent.Piece] = []
    pieces.reserveCapacity(texts.count)
    for text in texts {
      if let small = SmallText(text) {
        pieces.append(.small(small))
      } else {
        let start = Int32(bytes.count)
        bytes += text.utf8
        pieces.append(.decoded(start: start, end: Int32(bytes.count)))
      }
    }
    header.setCaptures(pieces: pieces.count, decodedByteCount: bytes.count)
    header.link = link(base)
    #if STACKROUTER_CHECKS
    header.link.check(in: header)
    #endif
    #if STACKROUTER_CHECKS
    precondition(bytes.count >= decodedCount, "a copy keeps the request's decoded bytes")
    #endif
    return source.withElements { elements in
      make(header) { writer in
        writer.append(contentsOf: UnsafeBufferPointer(rebasing: elements[..<base]))
        pieces.withUnsafeBufferPointer { writer.append(contentsOf: $0) }
        bytes.withUnsafeBufferPointer { writer.appendBytes($0) }
      }
    }
  }

  /// The link recorded in this storage (an ``AppLink``'s), read in place.
  var link: LinkFields {
    _read {
      #if STACKROUTER_CHECKS
      precondition(fields.link.context != nil, "a link's storage has its match recorded")
      #endif
      yield fields.link
    }
  }

  /// The context of the link recorded here.
  @inline(__always)
  var linkContext: LinkContext { link.context.unsafelyUnwrapped }

  /// The piece the value of the link's name at offset `offset` of its
  /// names is.
  @inline(__always)
  func namePiece(_ offset: Int) -> Int {
    let base = link.captureBase
    if base >= 0 { return Int(base) + offset }
    return Int(linkContext.nameSegments[Int(link.names.lowerBound) + offset])
  }

  /// Calls `body` with the piece of each of the link's wildcards, in
  /// order, the first `count` (all when `nil`).
  func forEachWildcardPiece(prefix count: Int? = nil, _ body: (Int) -> Void) {
    let wildcards = link.wildcards.prefix(count ?? link.wildcards.count)
    let isPositions = link.captureBase < 0
    let positions = isPositions ? linkContext.wildcardSegments : []
    for index in wildcards { body(isPositions ? Int(positions[Int(index)]) : Int(index)) }
  }
}

extension RequestStorage {
  /// Whether the link's captures are positions in the request.
  var capturesArePositions: Bool { link.captureBase < 0 }

  /// The first of the link's `*`, then `**`, captures whose decoded text
  /// `holds` (a test of its bytes), as the segment it is; `nil` for none.
  /// For a link whose captures are positions (segments).
  func firstCapture(where holds: (ByteSpan) -> Bool) -> Int? {
    withTextBytes { text in
      var found: Int?
      forEachWildcardPiece { index in
        if found == nil, withPieceBytes(index, text: text, holds) { found = index }
      }
      if found != nil { return found }
      for index in link.remainder where withPieceBytes(Int(index), text: text, holds) {
        return Int(index)
      }
      return nil
    }
  }

  /// Calls `body` with the bytes of the request's text, read in place
  /// from the header (see ``InPlaceUTF8``; the request was made with a
  /// text it reads), without the retain and release that reading the text
  /// as a value costs, or that `withUTF8`, a mutating access, costs the
  /// storage.
  @inline(__always)
  func withTextBytes<Result>(_ body: (ByteSpan) -> Result) -> Result {
    #if (arch(x86_64) || arch(arm64)) && _endian(little)
    let header = UnsafeRawPointer(withUnsafeMutablePointerToHeader { $0 })
    let text = header + MemoryLayout<Header>.offset(of: \.text).unsafelyUnwrapped
    return body(ByteSpan(InPlaceUTF8.bytes(ofStringAt: text.assumingMemoryBound(to: String.self))))
    #else
    return withUnsafeMutablePointerToHeader { header in
      header.pointee.text.withUTF8 { body(ByteSpan($0)) }
    }
    #endif
  }

  /// Calls `body` with the decoded bytes of the piece at `index`, given
  /// the bytes of the text.
  private func withPieceBytes<Result>(
    _ index: Int, text: ByteSpan, _ body: (ByteSpan) -> Result
  ) -> Result {
    let piece = piece(index)
    switch piece {
    case .raw(let start, let end): return body(text.span(Int(start)..<Int(end)))
    case .decoded(let start, let end):
      return withDecodedBytes { body($0.span(Int(start)..<Int(end))) }
    case .small, .escaped:
      var string = LinkContent.string(piece, text: text, decoded: .empty)
      return ByteSpan.withBytes(of: &string, body)
    }
  }
}
