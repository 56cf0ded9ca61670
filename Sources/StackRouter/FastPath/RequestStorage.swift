/// A request's values, with its pieces and its decoded text stored after
/// them in the same allocation: reading a link allocates one object for the
/// whole request, however many of its pieces held escapes.
///
/// ```
/// ┌ RequestStorage ────────────────────────────────────────────────────────────────┐
/// │ Header: origin, text, counts, extras?, link │ pieces … │ fragment? │ decoded … │
/// └─────────────────────────────────────────────┴──────────┴───────────┴───────────┘
///   pieces: segment 0 … segment s-1, name 0, value 0, … (pieceCount in all)
///   decoded: the bytes of every .decoded piece, in slots a piece wide
/// ```
///
/// Invariants (besides ``SharedStorage``'s):
/// - `segmentCount <= pieceCount`, and `pieceCount - segmentCount` is even:
///   the query items' pieces come in name and value pairs.
/// - A `.raw(start, end)` piece is a range of `text`'s UTF-8 bytes, cut at
///   ASCII delimiters (so valid UTF-8), with `0 <= start <= end <= count`.
/// - A `.decoded(start, end)` piece is a range of the decoded bytes, with
///   `0 <= start <= end <= decodedByteCount`: text that intake decoded and
///   checked as well-formed UTF-8 (see ``PieceBuffer``), or a string's
///   bytes (checked when made: they must be `decodedByteCount` in all).
/// - A `.small` piece holds a small string's words (``SmallText``), which
///   need no release, as every other piece does not.
/// - An `.escaped(start, end, plusIsSpace)` piece is a range of `text`, as a
///   raw piece is, that intake decoded and checked: decoding it again gives
///   text (checked when it is read, in ``DecodedText/text(_:plusIsSpace:)``).
/// - The decoded bytes are written once, as raw memory bound to `UInt8`,
///   in the slots after the pieces; only ``withDecodedBytes(_:)`` reads them.
/// - A link matched to the request is recorded in its header (``LinkFields``,
///   whose invariants are in `LinkStorage.swift`), with the texts it
///   captured of its own, if any, as pieces after the fragment's.
///
/// Pieces are plain values: nothing to release when a request goes.
final class RequestStorage: SharedStorage<RequestStorage.Header, LinkContent.Piece> {
  /// Everything a request holds but its pieces.
  struct Header: Sendable, StorageHeader {
    var origin: RequestURL.Origin
    var firstSegmentIsHost: Bool
    /// The text raw pieces are ranges of, native UTF-8: a string whose
    /// bytes ``RequestStorage/withTextBytes(_:)`` reads in place (see
    /// ``InPlaceUTF8``), made so when the request is made.
    var text: String
    /// How many pieces are path segments; the query items' follow.
    let segmentCount: Int
    let pieceCount: Int
    /// Whether a piece for the fragment follows the query's (set when the
    /// storage is made, as the two below are).
    private(set) var hasFragment = false
    /// How many bytes of decoded text follow the pieces.
    private(set) var decodedByteCount = 0
    /// How many element slots the pieces, the fragment's and the decoded
    /// bytes take: stored, as every read of a piece checks it.
    private(set) var elementCount = 0
    /// What most links do not have, or `nil`: a request holds (and makes
    /// and releases) one reference for them all.
    private var extras: Extras?
    /// How many pieces after the fragment's are a link's own captured
    /// texts (see ``LinkFields``).
    private(set) var capturePieceCount = 0
    /// The link matched to this request, once one is recorded (see
    /// ``LinkFields``): written only through ``RequestStorage/recording(_:in:)``.
    var link = LinkFields.none

    /// The header of a request read from its own text, with no parameters
    /// beside it.
    init(
      origin: RequestURL.Origin, firstSegmentIsHost: Bool, text: String, segmentCount: Int,
      pieceCount: Int
    ) {
      self.origin = origin
      self.firstSegmentIsHost = firstSegmentIsHost
      self.text = text
      self.segmentCount = segmentCount
      self.pieceCount = pieceCount
      elementCount = pieceCount
    }

    /// The link as it arrived, when it is not ``text``: intake reads a
    /// link's own text, and keeps one string for both.
    var original: String? {
      get { extras?.original }
      set { extras = Extras.make(original: newValue, parameters: parameters) }
    }
    var parameters: LinkParameters {
      get { extras?.parameters ?? .empty }
      set { extras = Extras.make(original: original, parameters: newValue) }
    }

    /// Where the decoded bytes' slots start.
    var decodedSlots: Int { pieceCount + (hasFragment ? 1 : 0) + capturePieceCount }

    /// Sets what follows the pieces: a fragment's piece or not, and
    /// `decodedByteCount` bytes of decoded text.
    mutating func setTail(hasFragment: Bool, decodedByteCount: Int) {
      self.hasFragment = hasFragment
      self.decodedByteCount = decodedByteCount
      elementCount =
        decodedSlots + ElementWriter<LinkContent.Piece>.slots(forBytes: decodedByteCount)
    }

    /// Sets what follows the fragment's piece: `pieces` captured texts of a
    /// link's own, then `decodedByteCount` bytes of decoded text.
    mutating func setCaptures(pieces: Int, decodedByteCount: Int) {
      capturePieceCount = pieces
      setTail(hasFragment: hasFragment, decodedByteCount: decodedByteCount)
    }

    /// Checks the invariants above that the header states alone.
    func checkInvariants() {
      #if STACKROUTER_CHECKS
      precondition(segmentCount >= 0 && segmentCount <= pieceCount, "segments are pieces")
      precondition((pieceCount - segmentCount) % 2 == 0, "query items come in pairs")
      #endif
    }
  }

  /// The parts of a request that most links do not have: another text than
  /// the one read, and parameters carried beside the link.
  private final class Extras: Sendable {
    let original: String?
    let parameters: LinkParameters

    private init(original: String?, parameters: LinkParameters) {
      self.original = original
      self.parameters = parameters
    }

    /// The extras of a request with these parts, or `nil` when it has none.
    static func make(original: String?, parameters: LinkParameters) -> Extras? {
      guard original != nil || !parameters.isEmpty else { return nil }
      return Extras(original: original, parameters: parameters)
    }
  }

  /// A request with `header` and the pieces, fragment and decoded text
  /// intake read into `pieces`.
  static func make(_ header: consuming Header, pieces: borrowing PieceBuffer) -> RequestStorage {
    header.setTail(hasFragment: pieces.hasFragment, decodedByteCount: pieces.decoded.count)
    #if STACKROUTER_CHECKS
    header.checkInvariants()
    let count = Int(pieces.count)
    precondition(header.pieceCount == count, "a request keeps every piece read")
    #endif
    // Most links have no fragment and no escapes: their pieces are copied
    // in one go.
    let storage: RequestStorage
    if header.elementCount > header.pieceCount {
      let (written, fragment, decoded) = (pieces.written, pieces.fragment, pieces.decoded)
      storage = make(header) { writer in
        writer.append(contentsOf: written)
        if let fragment { writer.append(fragment) }
        writer.appendBytes(decoded.unsafeBytes)
      }
    } else {
      storage = make(header, copying: pieces.written)
    }
    // Nearly every text is read in place as it is; another is copied.
    return InPlaceUTF8.canRead(storage.fields.text) ? storage : storage.withReadableText()
  }

  /// A copy whose text is a native copy of this one's.
  @inline(never)
  func withReadableText() -> RequestStorage {
    copy { $0.text = String(decoding: Array($0.text.utf8), as: UTF8.self) }
  }

  /// A request with `header` whose pieces are `texts`, the fragment's last
  /// when `hasFragment`: each held in its piece when it is a small string,
  /// else stored as decoded bytes.
  static func make(_ header: Header, texts: [String], hasFragment: Bool)
    -> RequestStorage
  {
    let byteCount = texts.reduce(0) { $0 + $1.utf8.count }
    let pieceCount = texts.count - (hasFragment ? 1 : 0)
    return PieceBuffer.withRoom(pieces: pieceCount, decodedBytes: byteCount) { buffer in
      var pieces = buffer
      for (index, text) in texts.enumerated() {
        var text = text
        let piece = ByteSpan.withBytes(of: &text) { pieces.keep($0) }
        if index < pieceCount { pieces.append(piece) } else { pieces.setFragment(piece) }
      }
      return make(header, pieces: pieces)
    }
  }

  /// The piece at `index`.
  @inline(__always)
  func piece(_ index: Int) -> LinkContent.Piece { element(index) }

  /// The fragment's piece, if the link has one.
  var fragmentPiece: LinkContent.Piece? {
    fields.hasFragment ? element(fields.pieceCount) : nil
  }

  /// Calls `body` with the decoded bytes that `.decoded` pieces name.
  @inline(__always)
  func withDecodedBytes<Result>(_ body: (ByteSpan) -> Result) -> Result {
    let (start, count) = (fields.decodedSlots, fields.decodedByteCount)
    let bytes = UnsafeRawPointer(elementBase + start).assumingMemoryBound(to: UInt8.self)
    return body(ByteSpan(UnsafeBufferPointer(start: bytes, count: count)))
  }

  /// The decoded bytes in `range`, valid while the storage is: the caller
  /// holds it for as long as it reads them (`withExtendedLifetime`), the
  /// one exception to ``ByteSpan``'s closure rule. A storage's elements
  /// never move while it lives.
  @inline(__always)
  func decodedBytes(_ range: Range<Int>) -> ByteSpan {
    #if STACKROUTER_CHECKS
    precondition(
      range.lowerBound >= 0 && range.upperBound <= fields.decodedByteCount,
      "a decoded piece names decoded bytes")
    #endif
    return withDecodedBytes { $0.span(range) }
  }

  /// A copy with `change` made to its header, which keeps its pieces and
  /// decoded bytes.
  func copy(changing change: (inout Header) -> Void) -> RequestStorage {
    var header = fields
    // A copy is a request again: the link it is made for records its own.
    header.link = .none
    change(&header)
    #if STACKROUTER_CHECKS
    precondition(header.elementCount == fields.elementCount, "a copy keeps its pieces")
    #endif
    let pieceCount = fields.decodedSlots
    return withElements { elements in
      withDecodedBytes { bytes in
        RequestStorage.make(header) { writer in
          writer.append(contentsOf: UnsafeBufferPointer(rebasing: elements[..<pieceCount]))
          writer.appendBytes(bytes.unsafeBytes)
        }
      }
    }
  }
}

extension ElementWriter where Element == LinkContent.Piece {
  /// How many slots `count` bytes fill.
  static func slots(forBytes count: Int) -> Int {
    let stride = MemoryLayout<Element>.stride
    return (count + stride - 1) / stride
  }

  /// Writes `bytes` into as many slots as they fill, bound to `UInt8`: the
  /// decoded text after a request's pieces.
  mutating func appendBytes(_ bytes: UnsafeBufferPointer<UInt8>) {
    let slots = Self.slots(forBytes: bytes.count)
    appendRaw(slots: slots) { room in
      let target = room.bindMemory(
        to: UInt8.self, capacity: slots * MemoryLayout<Element>.stride)
      if let base = bytes.baseAddress { target.update(from: base, count: bytes.count) }
    }
  }

}
