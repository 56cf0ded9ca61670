/// Limits a route to one custom scheme or one universal-link domain.
///
/// A route written `myapp://list<ListVC>` matches only `myapp:` links; one
/// written `https://example.com/list<ListVC>` matches only universal links to
/// `example.com`. An unscoped route matches every accepted scheme and domain,
/// and a scoped route beats an unscoped one.
public enum RouteScope: Hashable, Sendable, CustomStringConvertible {
  /// A custom URL scheme, stored lowercased.
  case scheme(String)
  /// A universal-link domain (reached over `https`), stored lowercased in its ASCII form.
  case domain(String)

  /// The scope as DSL text: `myapp://` or `https://example.com/`.
  public var description: String {
    switch self {
    case .scheme(let scheme): scheme + "://"
    case .domain(let host): "https://" + host + "/"
    }
  }
}
