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
  public let original: String
  /// The scheme or domain the link was accepted for.
  public let origin: Origin
  /// The decoded path segments, host first for a custom scheme.
  public let segments: [String]
  /// Whether the first segment is a custom-scheme link's host, which
  /// compares case-insensitively.
  public let firstSegmentIsHost: Bool
  /// The decoded query items, in order, repeated names kept.
  public let queryItems: [QueryItem]
  /// The decoded fragment, if the link has one.
  public let fragment: String?
  /// Parameters the request carried beside the link, such as a notification's
  /// payload or the values an in-app call passes. They reach screens, guards
  /// and blocks like the link's own, ranked below route parameters and above
  /// the query.
  public let parameters: LinkParameters

  /// Creates a request from parts that already passed intake.
  public init(
    original: String, origin: Origin, segments: [String], firstSegmentIsHost: Bool = false,
    queryItems: [QueryItem] = [], fragment: String? = nil,
    parameters: LinkParameters = LinkParameters()
  ) {
    self.original = original
    self.origin = origin
    self.segments = segments
    self.firstSegmentIsHost = firstSegmentIsHost
    self.queryItems = queryItems
    self.fragment = fragment
    self.parameters = parameters
  }

  /// The same request with `parameters` carried beside the link.
  public func adding(parameters: LinkParameters) -> RequestURL {
    RequestURL(
      original: original, origin: origin, segments: segments,
      firstSegmentIsHost: firstSegmentIsHost, queryItems: queryItems, fragment: fragment,
      parameters: parameters)
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
