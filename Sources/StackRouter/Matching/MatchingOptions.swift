/// How links are read and compared, including the limits that refuse
/// oversized input before any matching work is done.
public struct MatchingOptions: Hashable, Sendable {
  /// Whether literal segments compare case-insensitively. Off by default:
  /// `List` does not match a `list` literal (the host of a custom-scheme link
  /// always compares case-insensitively, as hosts do).
  public var caseInsensitiveLiterals: Bool
  /// Whether `+` in a query name or value reads as a space, as in HTML forms.
  /// On by default. A `+` in the path is always a plus sign.
  public var plusIsSpaceInQuery: Bool
  /// Whether `http://` links to an accepted domain are read as universal
  /// links. Off by default: universal links use `https`.
  public var acceptsHTTP: Bool
  /// The size limits.
  public var limits: MatchingLimits
  /// Whether a `*` or `**` capture may hold a `.` or `..` path component once
  /// decoded, such as `..%2F..%2Fsecret` read as `../../secret`. Off by
  /// default: such a link is refused as ``InvalidURLError/Reason/dotComponent(segment:)``,
  /// so that a capture an app joins to a file path or a URL cannot climb out
  /// of it. `/` and `\` both separate components for this check.
  public var allowsDotComponentsInWildcards: Bool
  /// Which query parameters the screens of a link's chain receive when their
  /// entity declares no allowed parameters of its own.
  /// ``ParameterPolicy/unrestricted`` by default.
  public var parameterPolicy: ParameterPolicy

  /// Creates options; the defaults suit most apps.
  public init(
    caseInsensitiveLiterals: Bool = false,
    plusIsSpaceInQuery: Bool = true,
    acceptsHTTP: Bool = false,
    limits: MatchingLimits = MatchingLimits(),
    allowsDotComponentsInWildcards: Bool = false,
    parameterPolicy: ParameterPolicy = .unrestricted
  ) {
    self.caseInsensitiveLiterals = caseInsensitiveLiterals
    self.plusIsSpaceInQuery = plusIsSpaceInQuery
    self.acceptsHTTP = acceptsHTTP
    self.limits = limits
    self.allowsDotComponentsInWildcards = allowsDotComponentsInWildcards
    self.parameterPolicy = parameterPolicy
  }
}

/// Size limits checked before a link is matched.
public struct MatchingLimits: Hashable, Sendable {
  /// The longest link, in UTF-8 bytes. Default 4,096.
  public var urlLength: Int
  /// The most path segments, the host of a custom-scheme link included. Default 32.
  public var segmentCount: Int
  /// The longest single path segment, in UTF-8 bytes before decoding. Default 1,024.
  public var segmentLength: Int
  /// The most query items. Default 64.
  public var queryItemCount: Int

  /// Creates limits.
  public init(
    urlLength: Int = 4096, segmentCount: Int = 32, segmentLength: Int = 1024,
    queryItemCount: Int = 64
  ) {
    self.urlLength = urlLength
    self.segmentCount = segmentCount
    self.segmentLength = segmentLength
    self.queryItemCount = queryItemCount
  }
}
