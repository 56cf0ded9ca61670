/// Which kind of link reverse routing builds.
public enum LinkForm: Hashable, Sendable {
  /// The route's own scope; for an unscoped route, the first accepted
  /// scheme, or the first accepted domain when there is no scheme.
  case preferred
  /// A custom-scheme link with this accepted scheme: `myapp://list/42`.
  case scheme(String)
  /// A universal link to this accepted domain: `https://example.com/list/42`.
  case domain(String)
}
