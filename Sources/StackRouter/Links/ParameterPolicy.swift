/// Which query parameters reach the screens of a link's chain: the
/// table-wide rule for entities that declare no allowed parameters of their
/// own (``EntityOptions/allowedParameters``).
///
/// Whatever the policy, two rules always hold:
/// - A screen always receives the route parameters its own pattern captures.
/// - A screen below the target in the chain (the back stack the link
///   rebuilds) receives a query parameter only if the target may receive
///   it too. A link is addressed to its target: when the target's list
///   leaves out `role`, `?role=admin` reaches no screen of the chain.
///
/// ```swift
/// var registrar = Registrar(options: MatchingOptions(parameterPolicy: .declaredOnly))
/// registrar.register(
///   "list<ListVC>/:itemID<DetailVC>",
///   options: EntityOptions(allowedParameters: ["tab"]))
/// // myapp://list/42?tab=info&role=admin
/// // DetailVC: itemID=42, tab=info. ListVC: nothing from the query.
/// ```
public enum ParameterPolicy: Hashable, Sendable {
  /// A screen whose entity declares no allowed parameters receives every
  /// query parameter the target may receive. The default.
  case unrestricted
  /// A screen whose entity declares no allowed parameters receives no query
  /// parameter: only its route parameters and its own defaults.
  case declaredOnly

  /// The query parameters a screen may receive, or `nil` for any.
  func allowed(for screen: RouteEntity) -> Set<String>? {
    if let own = screen.allowedParameters { return own }
    switch self {
    case .unrestricted: return nil
    case .declaredOnly: return []
    }
  }
}
