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
  public var original: String { shared.storage.fields.original ?? shared.storage.fields.text }
  /// The scope the link was accepted for.
  public var origin: Origin { shared.storage.fields.origin }
  /// Whether the first segment is a custom-scheme link's host, which
  /// compares case-insensitively.
  public var firstSegmentIsHost: Bool { shared.storage.fields.firstSegmentIsHost }
  /// The decoded fragment, if the link has one.
  public var fragment: String? { shared.storage.fragment }
  /// Whether the link has a fragment, without making its string.
  var hasFragment: Bool { shared.storage.fields.hasFragment }
  /// Parameters the request carried beside the link, such as a notification's
  /// payload or the values an in-app call passes. They reach screens, guards
  /// and blocks like the link's own, ranked below route parameters and above
  /// the query.
  public var parameters: LinkParameters { shared.storage.fields.parameters }
  /// The path segments and query items, kept as pieces of the link's text.
  var content: LinkContent { LinkContent(storage: shared.storage) }

  /// The request's values and pieces, shared by every copy: a request is
  /// handed from intake to the matcher, the match, the link and the router's
  /// events, and a copy then costs one reference.
  private let shared: Shared<RequestStorage>

  /// Creates a request from parts that already passed intake.
  public init(
    original: String, origin: Origin, segments: [String], firstSegmentIsHost: Bool = false,
    queryItems: [QueryItem] = [], fragment: String? = nil,
    parameters: LinkParameters = LinkParameters()
  ) {
    // Every piece is a decoded text: the segments, then each item's name
    // and value, then the fragment. A short one is held in its piece, a
    // longer one's bytes in the request's decoded text.
    var texts = segments
    texts.reserveCapacity(segments.count + 2 * queryItems.count + 1)
    for item in queryItems {
      texts.append(item.name)
      texts.append(item.value)
    }
    if let fragment { texts.append(fragment) }
    var header = RequestStorage.Header(
      origin: origin, firstSegmentIsHost: firstSegmentIsHost, text: "",
      segmentCount: segments.count, pieceCount: segments.count + 2 * queryItems.count)
    header.original = original
    header.parameters = parameters
    shared = Shared(RequestStorage.make(header, texts: texts, hasFragment: fragment != nil))
  }

  /// A request over `storage`, which intake made.
  init(storage: RequestStorage) {
    shared = Shared(storage)
  }

  /// The request's storage, which a link matched to it records its match
  /// in (see ``LinkFields``).
  var storage: RequestStorage { shared.storage }

  /// The decoded path segments, host first for a custom scheme.
  public var segments: [String] { content.segments }

  /// The decoded query items, in order, repeated names kept, each read
  /// from the link when it is asked for.
  public var queryItems: QueryItems { QueryItems(content) }

  /// The same request with `parameters` carried beside the link.
  public func adding(parameters: LinkParameters) -> RequestURL {
    RequestURL(storage: shared.storage.copy { $0.parameters = parameters })
  }

  /// The same request, read from `original`: a bare path read as a link
  /// with the default scheme keeps the path as it was given.
  func replacing(original: String) -> RequestURL {
    RequestURL(storage: shared.storage.copy { $0.original = original })
  }

  /// Whether two requests read the same link to the same parts.
  public static func == (lhs: RequestURL, rhs: RequestURL) -> Bool {
    if lhs.shared.storage === rhs.shared.storage { return true }
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
