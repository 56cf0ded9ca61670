/// Limits a route to one custom scheme or one universal-link domain, or to
/// every accepted custom scheme or every accepted domain.
///
/// A route written `myapp://list<ListVC>` matches only `myapp:` links; one
/// written `https://example.com/list<ListVC>` matches only universal links to
/// `example.com`; `*://compose<ComposeVC>` matches links with any accepted
/// custom scheme and never a universal link; `https://*/promo/:code<PromoVC>`
/// matches universal links to any accepted domain and never a custom scheme.
/// An unscoped route matches every accepted scheme and domain. Precedence:
/// one scheme or domain, then any, then unscoped.
public enum RouteScope: Hashable, Sendable, CustomStringConvertible {
  /// A custom URL scheme, stored lowercased.
  case scheme(String)
  /// A universal-link domain (reached over `https`), stored lowercased in its ASCII form.
  case domain(String)
  /// `*://`: every accepted custom scheme, never a universal link.
  case anyScheme
  /// `https://*/`: every accepted universal-link domain, never a custom scheme.
  case anyDomain

  /// The scope as DSL text: `myapp://`, `https://example.com/`, `*://` or
  /// `https://*/`.
  public var description: String {
    switch self {
    case .scheme(let scheme): scheme + "://"
    case .domain(let host): "https://" + host + "/"
    case .anyScheme: "*://"
    case .anyDomain: "https://*/"
    }
  }

  /// The scope of the same kind that takes every accepted scheme or domain:
  /// `*://` for a scheme, `https://*/` for a domain.
  var any: RouteScope {
    switch self {
    case .scheme, .anyScheme: .anyScheme
    case .domain, .anyDomain: .anyDomain
    }
  }
}
