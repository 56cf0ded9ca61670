/// A request's values, with its pieces stored after them in the same
/// allocation: reading a link allocates one object for the whole request.
///
/// ```
/// ┌ RequestStorage ───────────────────────────────────────────────────────┐
/// │ Header: origin, text, segmentCount, pieceCount, extras? │ pieces …    │
/// └─────────────────────────────────────────────────────────┴─────────────┘
///   pieces: segment 0 … segment s-1, name 0, value 0, … (pieceCount in all)
/// ```
///
/// Invariants (besides ``SharedStorage``'s):
/// - `segmentCount <= pieceCount`, and `pieceCount - segmentCount` is even:
///   the query items' pieces come in name and value pairs.
/// - A `.raw(start, end)` piece is a range of `text`'s UTF-8 bytes, cut at
///   ASCII delimiters (so valid UTF-8), with `0 <= start <= end <= count`.
/// - A `.decoded(i)` piece has `0 <= i < decoded.count`.
/// - A `.small` piece holds a small string's words (``SmallText``), which
///   need no release, as every other piece does not.
/// - An `.escaped(start, end, plusIsSpace)` piece is a range of `text`, as a
///   raw piece is, that intake decoded and checked: decoding it again gives
///   text (checked when it is read, in ``DecodedText/text(_:plusIsSpace:)``).
///
/// Pieces are plain values: nothing to release when a request goes.
final class RequestStorage: SharedStorage<RequestStorage.Header, LinkContent.Piece> {
  /// Everything a request holds but its pieces.
  struct Header: Sendable, StorageHeader {
    var origin: RequestURL.Origin
    var firstSegmentIsHost: Bool
    /// The text raw pieces are ranges of, native UTF-8.
    var text: String
    /// How many pieces are path segments; the query items' follow.
    var segmentCount: Int
    var pieceCount: Int
    /// What most links do not have, or `nil`: a request holds (and makes
    /// and releases) one reference for them all.
    private var extras: Extras?

    /// The header of a request with no extras: one read from its own text,
    /// with no fragment, no escapes and no parameters beside it.
    init(
      origin: RequestURL.Origin, firstSegmentIsHost: Bool, text: String, segmentCount: Int,
      pieceCount: Int
    ) {
      self.origin = origin
      self.firstSegmentIsHost = firstSegmentIsHost
      self.text = text
      self.segmentCount = segmentCount
      self.pieceCount = pieceCount
    }

    init(
      original: String?, origin: RequestURL.Origin, firstSegmentIsHost: Bool,
      fragment: String?, parameters: LinkParameters, text: String, segmentCount: Int,
      pieceCount: Int, decoded: [String]
    ) {
      self.origin = origin
      self.firstSegmentIsHost = firstSegmentIsHost
      self.text = text
      self.segmentCount = segmentCount
      self.pieceCount = pieceCount
      extras = Extras.make(
        original: original, fragment: fragment, parameters: parameters, decoded: decoded)
    }

    /// The link as it arrived, when it is not ``text``: intake reads a
    /// link's own text, and keeps one string for both.
    var original: String? {
      get { extras?.original }
      set { extras = Extras.make(changing: extras, original: newValue) }
    }
    var fragment: String? { extras?.fragment }
    var parameters: LinkParameters {
      get { extras?.parameters ?? .empty }
      set { extras = Extras.make(changing: extras, parameters: newValue) }
    }
    /// The texts of decoded pieces.
    var decoded: [String] { extras?.decoded ?? [] }
    var elementCount: Int { pieceCount }

    /// Checks the invariants above that the header states alone.
    func checkInvariants() {
      #if STACKROUTER_CHECKS
      precondition(segmentCount >= 0 && segmentCount <= pieceCount, "segments are pieces")
      precondition((pieceCount - segmentCount) % 2 == 0, "query items come in pairs")
      #endif
    }
  }

  /// The parts of a request that most links do not have: another text than
  /// the one read, a fragment, parameters carried beside the link, and
  /// pieces that held escapes.
  private final class Extras: Sendable {
    let original: String?
    let fragment: String?
    let parameters: LinkParameters
    let decoded: [String]

    private init(
      original: String?, fragment: String?, parameters: LinkParameters, decoded: [String]
    ) {
      self.original = original
      self.fragment = fragment
      self.parameters = parameters
      self.decoded = decoded
    }

    /// The extras of a request with these parts, or `nil` when it has none.
    static func make(
      original: String?, fragment: String?, parameters: LinkParameters, decoded: [String]
    ) -> Extras? {
      guard original != nil || fragment != nil || !parameters.isEmpty || !decoded.isEmpty else {
        return nil
      }
      return Extras(
        original: original, fragment: fragment, parameters: parameters, decoded: decoded)
    }

    /// `extras` with its original text or its parameters replaced.
    static func make(
      changing extras: Extras?, original: String?? = nil, parameters: LinkParameters? = nil
    ) -> Extras? {
      make(
        original: original ?? extras?.original, fragment: extras?.fragment,
        parameters: parameters ?? extras?.parameters ?? .empty,
        decoded: extras?.decoded ?? [])
    }
  }

  /// A request with `header` and the pieces intake read into `pieces`.
  static func make(_ header: consuming Header, pieces: PieceBuffer) -> RequestStorage {
    #if STACKROUTER_CHECKS
    header.checkInvariants()
    precondition(header.pieceCount == pieces.count, "a request keeps every piece read")
    #endif
    return make(header, copying: pieces.written)
  }

  /// The piece at `index`.
  @inline(__always)
  func piece(_ index: Int) -> LinkContent.Piece { element(index) }

  /// A copy with `change` made to its header, which keeps its pieces.
  func copy(changing change: (inout Header) -> Void) -> RequestStorage {
    var header = fields
    change(&header)
    #if STACKROUTER_CHECKS
    precondition(header.pieceCount == fields.pieceCount, "a copy keeps its pieces")
    #endif
    return withElements { RequestStorage.make(header, copying: $0) }
  }
}
