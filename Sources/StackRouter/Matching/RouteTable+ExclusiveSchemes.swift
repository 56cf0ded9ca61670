/// Exclusive schemes on the path every matcher's links take.
///
/// A link whose scheme is exclusive
/// (``Registrar/accept(exclusiveScheme:fileID:line:column:)``) opens only
/// routes scoped to that scheme: never an unscoped route, never a `*://`
/// route. The table applies the rule to what its matcher returns, so a
/// custom ``RouteMatcher`` obeys it without knowing about it, and a table
/// without exclusive schemes pays one check of an empty list per link.
extension RouteTable {
  /// The exclusive scheme `request` carries, or `nil`.
  @inline(__always)
  func exclusiveScheme(of request: RequestURL) -> String? {
    guard !exclusiveSchemes.isEmpty else { return nil }
    return exclusiveSchemeIfAny(of: request)
  }

  private func exclusiveSchemeIfAny(of request: RequestURL) -> String? {
    guard case .scheme(let scheme) = request.scope, exclusiveSchemes.contains(scheme) else {
      return nil
    }
    return scheme
  }

  /// What the matcher finds for a link whose scheme is exclusive, best
  /// first, less the routes not scoped to that scheme.
  func matches(for request: RequestURL, exclusiveTo scheme: String) -> [RouteMatch] {
    let scope = RouteScope.scheme(scheme)
    return matcher.matches(for: request).filter { $0.route.pattern.scope == scope }
  }
}
