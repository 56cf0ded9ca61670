/// Room for a link's pieces while intake reads it, on the stack: sized by
/// the first pass (``IntakeFirstPass/pieceCapacity``), then copied into the
/// request's storage once the link is read.
///
/// ```
/// ┌ temporary allocation (capacity pieces) ─────────────┐
/// │ piece 0 │ piece 1 │ … │ piece count-1 │ (unwritten) │
/// └─────────┴─────────┴───┴───────────────┴─────────────┘
/// ```
///
/// Invariants: pieces `0..<count` are written, `count <= capacity`. An
/// append past the capacity means the first pass counted the separators
/// wrongly: it is caught when `STACKROUTER_CHECKS` is set. (Pieces are plain
/// values: nothing to release.)
struct PieceBuffer {
  private var pieces: UnsafeMutableBufferPointer<LinkContent.Piece>
  /// How many pieces were appended.
  private(set) var count = 0

  /// A buffer over `pieces`, which outlive it.
  init(_ pieces: UnsafeMutableBufferPointer<LinkContent.Piece>) {
    self.pieces = pieces
  }

  /// A buffer with no room, for a reader that has not started yet.
  static var none: PieceBuffer { PieceBuffer(UnsafeMutableBufferPointer(start: nil, count: 0)) }

  /// How many pieces the buffer has room for.
  var capacity: Int { pieces.count }

  /// Keeps the next piece.
  @inline(__always)
  mutating func append(_ piece: LinkContent.Piece) {
    #if STACKROUTER_CHECKS
    precondition(count < pieces.count, "intake's piece buffer is too small for the link")
    #endif
    pieces[count] = piece
    count += 1
  }

  /// The pieces appended, valid while the buffer is.
  var written: UnsafeBufferPointer<LinkContent.Piece> {
    UnsafeBufferPointer(rebasing: pieces[..<count])
  }

}
