/// A link after intake: its origin, its decoded path segments, query and
/// fragment, checked against the accepted schemes, domains and limits.
///
/// Intake splits the still-encoded path on `/` and then percent-decodes each
/// segment exactly once, so `a%2Fb` stays one segment `a/b`. Empty segments
/// (a trailing slash, repeated slashes) are dropped. For a custom scheme the
/// host is the first segment: `myapp://list/42` and `myapp:list/42` both have
/// the segments `list` and `42`. For a universal link the host must be an
/// accepted domain and only the path is matched.
public struct RequestURL: Hashable, Sendable, CustomStringConvertible {
  /// Where a link comes from.
  public enum Origin: Hashable, Sendable {
    /// A custom-scheme link; the scheme is lowercased.
    case customScheme(String)
    /// A universal link to an accepted domain; the host is lowercased, without a trailing dot.
    case universalLink(host: String)
  }

  /// The link as it arrived.
  public var original: String { storage.fields.pointee.original ?? storage.fields.pointee.text }
  /// The scope the link was accepted for.
  public var origin: Origin { storage.fields.pointee.origin }
  /// Whether the first segment is a custom-scheme link's host, which
  /// compares case-insensitively.
  public var firstSegmentIsHost: Bool { storage.fields.pointee.firstSegmentIsHost }
  /// The decoded fragment, if the link has one.
  public var fragment: String? { storage.fields.pointee.fragment }
  /// Parameters the request carried beside the link, such as a notification's
  /// payload or the values an in-app call passes. They reach screens, guards
  /// and blocks like the link's own, ranked below route parameters and above
  /// the query.
  public var parameters: LinkParameters { storage.fields.pointee.parameters }
  /// The path segments and query items, kept as pieces of the link's text.
  var content: LinkContent { LinkContent(storage: storage) }

  /// The request's values and pieces, shared by every copy: a request is
  /// handed from intake to the matcher, the match, the link and the router's
  /// events, and a copy then costs one reference. (`ManagedBuffer` is never
  /// `Sendable`; the storage is written once, when it is made, and then only
  /// read.)
  private nonisolated(unsafe) let storage: RequestStorage

  /// Creates a request from parts that already passed intake.
  public init(
    original: String, origin: Origin, segments: [String], firstSegmentIsHost: Bool = false,
    queryItems: [QueryItem] = [], fragment: String? = nil,
    parameters: LinkParameters = LinkParameters()
  ) {
    // Every piece is a decoded text: the segments, then each item's name and value.
    var decoded = segments
    decoded.reserveCapacity(segments.count + 2 * queryItems.count)
    for item in queryItems {
      decoded.append(item.name)
      decoded.append(item.value)
    }
    let header = RequestStorage.Header(
      original: original, origin: origin, firstSegmentIsHost: firstSegmentIsHost,
      fragment: fragment, parameters: parameters, text: "", segmentCount: segments.count,
      pieceCount: decoded.count, decoded: decoded)
    let pieces = decoded.indices.map { LinkContent.Piece.decoded(Int32($0)) }
    storage = pieces.withUnsafeBufferPointer { RequestStorage.make(header, pieces: $0) }
  }

  /// A request read by intake, whose pieces `pieces` are.
  init(_ header: consuming RequestStorage.Header, pieces: UnsafeBufferPointer<LinkContent.Piece>) {
    storage = RequestStorage.make(header, pieces: pieces)
  }

  private init(storage: RequestStorage) {
    self.storage = storage
  }

  /// The decoded path segments, host first for a custom scheme.
  public var segments: [String] { content.segments }

  /// The decoded query items, in order, repeated names kept.
  public var queryItems: [QueryItem] { content.queryItems }

  /// The same request with `parameters` carried beside the link.
  public func adding(parameters: LinkParameters) -> RequestURL {
    RequestURL(storage: storage.copy { $0.parameters = parameters })
  }

  /// The same request, read from `original`: a bare path read as a link
  /// with the default scheme keeps the path as it was given.
  func replacing(original: String) -> RequestURL {
    RequestURL(storage: storage.copy { $0.original = original })
  }

  /// Whether two requests read the same link to the same parts.
  public static func == (lhs: RequestURL, rhs: RequestURL) -> Bool {
    if lhs.storage === rhs.storage { return true }
    return lhs.original == rhs.original && lhs.origin == rhs.origin
      && lhs.firstSegmentIsHost == rhs.firstSegmentIsHost && lhs.fragment == rhs.fragment
      && lhs.parameters == rhs.parameters && lhs.segments == rhs.segments
      && lhs.queryItems == rhs.queryItems
  }

  /// Hashes the link, its origin and its segments.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(original)
    hasher.combine(origin)
    hasher.combine(segments)
  }

  /// The scope a route must have, if scoped, to match this link.
  public var scope: RouteScope {
    switch origin {
    case .customScheme(let scheme): .scheme(scheme)
    case .universalLink(let host): .domain(host)
    }
  }

  /// The link as it arrived.
  public var description: String { original }
}

/// A request's values, with its pieces stored after them in the same
/// allocation: reading a link allocates one object for the whole request.
///
/// `ManagedBuffer` cannot be `Sendable`; the values that hold a storage opt
/// out of the check, because its header and pieces are written once, when
/// it is made, and only read after.
final class RequestStorage: ManagedBuffer<RequestStorage.Header, LinkContent.Piece> {
  /// Everything a request holds but its pieces.
  struct Header: Sendable {
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

  /// A request with `header` and a copy of `pieces`.
  static func make(
    _ header: consuming Header, pieces: UnsafeBufferPointer<LinkContent.Piece>
  ) -> RequestStorage {
    let buffer = create(minimumCapacity: pieces.count, moving: header) { elements in
      guard let base = pieces.baseAddress else { return }
      elements.initialize(from: base, count: pieces.count)
    }
    return unsafeDowncast(buffer, to: RequestStorage.self)
  }

  /// The piece at `index`.
  @inline(__always)
  func piece(_ index: Int) -> LinkContent.Piece {
    precondition(index >= 0 && index < fields.pointee.pieceCount, "piece index out of range")
    return withUnsafeMutablePointerToElements { $0[index] }
  }

  /// A copy with `change` made to its header.
  func copy(changing change: (inout Header) -> Void) -> RequestStorage {
    var header = fields.pointee
    change(&header)
    return withUnsafeMutablePointerToElements { elements in
      RequestStorage.make(
        header, pieces: UnsafeBufferPointer(start: elements, count: header.pieceCount))
    }
  }

  // The pieces are plain values: nothing to release when the request goes.
}
