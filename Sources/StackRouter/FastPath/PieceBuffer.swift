/// Room for a link's pieces and decoded text while intake reads it, in one
/// allocation on the stack: the pieces sized by the first pass
/// (``IntakeFirstPass/pieceCapacity``), a slot for the fragment's piece,
/// then the decoded bytes, as many as the link is long (their slots bound
/// to `UInt8`). All of it is copied into the request's storage once the
/// link is read.
///
/// ```
/// ┌ pieces (capacity) ──────────────────────────┬──────────┬ decoded room ─────────────────┐
/// │ piece 0 │ … │ piece count-1 │ (unwritten)   │ fragment │ text │ text │ (free)          │
/// └─────────────────────────────────────────────┴──────────┴───────────────────────────────┘
/// ```
///
/// Invariants (a miss is caught when `STACKROUTER_CHECKS` is set):
/// - Pieces `0..<count` are written, `count <= capacity`. An append past
///   the capacity means the first pass counted the separators wrongly.
/// - Bytes `0..<decodedCount` of the room are written, each once, by
///   ``decode(_:plusIsSpace:allowingLineBreaks:keepsSmall:)`` or
///   ``keep(_:)`` (checked): decoding never makes a text longer than its
///   escaped form, so room as long as the link holds every text decoded
///   from it. A `.decoded(start, end)` piece names bytes in
///   `0..<decodedCount`: ones ``DecodedText/Writer`` checked as well-formed
///   UTF-8 as it wrote them, or a string's own.
/// - Pieces are plain values: nothing to release.
struct PieceBuffer {
  /// The pieces, then one slot for the fragment's.
  private let pieces: UnsafeMutablePointer<LinkContent.Piece>?
  private let room: UnsafeMutablePointer<UInt8>?
  /// How many pieces the buffer has room for, and bytes of decoded text
  /// (32 bits each: the buffer is copied whole into the reader, and a link
  /// is at most `Int32.max` bytes long).
  private let pieceCapacity: Int32
  private let roomCapacity: Int32
  /// How many pieces were appended.
  private(set) var count: Int32 = 0
  /// How many bytes of the room decoded pieces hold.
  private(set) var decodedCount: Int32 = 0
  /// Whether the fragment's piece is written.
  private(set) var hasFragment = false

  private init(
    pieces: UnsafeMutablePointer<LinkContent.Piece>?, pieceCapacity: Int,
    room: UnsafeMutablePointer<UInt8>?, roomCapacity: Int
  ) {
    self.pieces = pieces
    self.room = room
    self.pieceCapacity = Int32(pieceCapacity)
    self.roomCapacity = Int32(roomCapacity)
  }

  /// How many slots of pieces a buffer for `capacity` pieces, the
  /// fragment's and `decodedCapacity` decoded bytes takes. (Counts of a
  /// link's pieces and bytes, which fit 32 bits: no overflow to check.)
  @inline(__always)
  static func slots(pieces capacity: Int, decodedBytes decodedCapacity: Int) -> Int {
    let stride = MemoryLayout<LinkContent.Piece>.stride
    return capacity &+ 1 &+ (decodedCapacity &+ stride &- 1) / stride
  }

  /// A buffer over `room`, which outlives it and has
  /// ``slots(pieces:decodedBytes:)`` slots: `capacity` pieces, the
  /// fragment's, then `decodedCapacity` bytes (their slots are bound to
  /// `UInt8` here).
  @inline(__always)
  init(
    room: UnsafeMutableBufferPointer<LinkContent.Piece>, pieces capacity: Int,
    decodedBytes decodedCapacity: Int
  ) {
    #if STACKROUTER_CHECKS
    precondition(
      room.count == Self.slots(pieces: capacity, decodedBytes: decodedCapacity),
      "a piece buffer's room fits its pieces and bytes")
    #endif
    let base = room.baseAddress.unsafelyUnwrapped
    let byteSlots = room.count &- capacity &- 1
    let bytes =
      byteSlots > 0
      ? UnsafeMutableRawPointer(base + (capacity &+ 1)).bindMemory(
        to: UInt8.self, capacity: byteSlots &* MemoryLayout<LinkContent.Piece>.stride) : nil
    self.init(pieces: base, pieceCapacity: capacity, room: bytes, roomCapacity: decodedCapacity)
  }

  /// Calls `body` with a buffer with room for `capacity` pieces, the
  /// fragment's and `decodedCapacity` decoded bytes, on the stack.
  static func withRoom<Result>(
    pieces capacity: Int, decodedBytes decodedCapacity: Int, _ body: (PieceBuffer) -> Result
  ) -> Result {
    withUnsafeTemporaryAllocation(
      of: LinkContent.Piece.self,
      capacity: slots(pieces: capacity, decodedBytes: decodedCapacity)
    ) { body(PieceBuffer(room: $0, pieces: capacity, decodedBytes: decodedCapacity)) }
  }

  /// A buffer with no room, for a reader that has not started yet.
  static var none: PieceBuffer {
    PieceBuffer(pieces: nil, pieceCapacity: 0, room: nil, roomCapacity: 0)
  }

  /// How many pieces the buffer has room for.
  var capacity: Int { Int(pieceCapacity) }

  /// Keeps the next piece.
  @inline(__always)
  mutating func append(_ piece: LinkContent.Piece) {
    #if STACKROUTER_CHECKS
    precondition(count < pieceCapacity, "intake's piece buffer is too small for the link")
    #endif
    pieces.unsafelyUnwrapped[Int(count)] = piece
    count &+= 1
  }

  /// Keeps the next two pieces: a query item's name and value.
  @inline(__always)
  mutating func append(_ name: LinkContent.Piece, _ value: LinkContent.Piece) {
    #if STACKROUTER_CHECKS
    precondition(count &+ 1 < pieceCapacity, "intake's piece buffer is too small for the link")
    #endif
    let slot = pieces.unsafelyUnwrapped + Int(count)
    slot[0] = name
    slot[1] = value
    count &+= 2
  }

  /// Keeps the fragment's piece.
  mutating func setFragment(_ piece: LinkContent.Piece) {
    pieces.unsafelyUnwrapped[capacity] = piece
    hasFragment = true
  }

  /// The fragment's piece, if one was kept.
  var fragment: LinkContent.Piece? { hasFragment ? pieces.unsafelyUnwrapped[capacity] : nil }

  /// The pieces appended, valid while the buffer is.
  var written: UnsafeBufferPointer<LinkContent.Piece> {
    UnsafeBufferPointer(start: pieces, count: Int(count))
  }

  /// The decoded bytes that pieces name, valid while the buffer is.
  var decoded: ByteSpan {
    ByteSpan(UnsafeBufferPointer(start: room, count: Int(decodedCount)))
  }

  /// The room not yet written.
  private var free: UnsafeMutableBufferPointer<UInt8> {
    UnsafeMutableBufferPointer(
      start: room.map { $0 + Int(decodedCount) }, count: Int(roomCapacity - decodedCount))
  }

  /// The piece for `text`, well-formed UTF-8 already decoded (a string's
  /// bytes): held in the piece when it fits a small string, else copied
  /// into the free room.
  mutating func keep(_ text: ByteSpan) -> LinkContent.Piece {
    let bytes = text.unsafeBytes
    if let small = SmallString.make(validUTF8: bytes), let text = SmallText(small) {
      return .small(text)
    }
    let start = decodedCount
    #if STACKROUTER_CHECKS
    precondition(bytes.count <= free.count, "decoded room is too small for the text")
    #endif
    if let base = bytes.baseAddress {
      free.baseAddress.unsafelyUnwrapped.update(from: base, count: bytes.count)
    }
    decodedCount += Int32(bytes.count)
    return .decoded(start: start, end: decodedCount)
  }

  /// What decoding a text into the buffer gives.
  enum Decoded {
    /// The piece that holds the text, and its bytes (valid while the
    /// buffer is).
    case piece(LinkContent.Piece, ByteSpan)
    case invalidEncoding
    case controlCharacter
  }

  /// Decodes `escaped` (see ``DecodedText/Writer``) into the free room: a
  /// text of 15 bytes or fewer becomes a `.small` piece and gives its room
  /// back, when `keepsSmall`; any other stays in the room, named by a
  /// `.decoded` piece (a path segment always does: the walk reads its bytes).
  /// Inlined into its one caller, the reader's `decodeEscapes`, which is
  /// itself kept out of line: most pieces need no decoding.
  @inline(__always)
  mutating func decode(
    _ escaped: ByteSpan, plusIsSpace: Bool, allowingLineBreaks: Bool, keepsSmall: Bool
  ) -> Decoded {
    let free = free
    #if STACKROUTER_CHECKS
    precondition(escaped.count <= free.count, "decoded room is too small for the link")
    #endif
    var writer = DecodedText.Writer(room: free)
    switch writer.write(escaped, plusIsSpace: plusIsSpace, allowingLineBreaks: allowingLineBreaks) {
    case .invalidEncoding: return .invalidEncoding
    case .controlCharacter: return .controlCharacter
    case .written: break
    }
    let bytes = UnsafeBufferPointer(rebasing: free[..<writer.count])
    // Written text is well-formed UTF-8, as a small string requires.
    if keepsSmall, let small = SmallString.make(validUTF8: bytes), let text = SmallText(small) {
      return .piece(.small(text), ByteSpan(bytes))
    }
    let start = decodedCount
    decodedCount += Int32(writer.count)
    return .piece(.decoded(start: start, end: decodedCount), ByteSpan(bytes))
  }
}
