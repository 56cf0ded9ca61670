import Foundation

/// Reverse routing from the navigation state: the link of the screen shown.
extension Router {
  /// The link that shows the visible screen, for sharing and Handoff:
  /// reverse routing from the navigation state. Route parameters fill the
  /// pattern; the screen's other parameters become the query, sorted by name.
  ///
  /// - Parameter form: the scheme or domain to use.
  /// - Returns: `nil` when the visible screen was not opened by a link.
  public func currentLink(form: LinkForm = .preferred) -> URL? {
    guard let screen = navigator.state.visibleScreen, let entity = screen.entity else { return nil }
    let routeNames = Set(screen.routeParameterNames)
    let query = screen.parameters.names.filter { !routeNames.contains($0) }.flatMap { name in
      screen.parameters.values(name).map { QueryItem(name: name, value: $0) }
    }
    return try? table.url(
      for: entity.pattern, parameters: screen.identity.firstValues, wildcards: screen.wildcards,
      remainder: screen.remainder, query: query, form: form)
  }
}
