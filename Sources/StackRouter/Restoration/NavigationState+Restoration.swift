import Foundation

extension NavigationState {
  /// The state as an app stores it for state restoration: each screen as
  /// the link that shows it (reverse routing from its entity and
  /// parameters), each modal with its style.
  ///
  /// Screens the router did not open (an app's own root screen) have no
  /// link and are left out: the app builds them again itself.
  ///
  /// - Parameters:
  ///   - table: the routes that opened the screens.
  ///   - form: the scheme or domain the links use.
  /// - Returns: the stored form, ready for ``StoredNavigation/encoded()``.
  public func stored(in table: RouteTable, form: LinkForm = .preferred) -> StoredNavigation {
    func links(_ stack: [Screen]) -> [String] {
      stack.compactMap { $0.link(in: table, form: form)?.absoluteString }
    }
    let modals = modals.map { StoredNavigation.Modal(style: $0.style, links: links($0.stack)) }
    switch root {
    case .stack(let stack):
      return StoredNavigation(
        root: .stack, branches: [.init(name: "", links: links(stack))], modals: modals)
    case .tabs(let branches, let selected), .container(let branches, let selected):
      let kind: StoredNavigation.RootKind = if case .tabs = root { .tabs } else { .container }
      return StoredNavigation(
        root: kind, selected: selected,
        branches: branches.map { .init(name: $0.name, links: links($0.stack)) }, modals: modals)
    }
  }

  /// The kind of the root container, as stored navigation names it.
  public var rootKind: StoredNavigation.RootKind {
    switch root {
    case .stack: .stack
    case .tabs: .tabs
    case .container: .container
    }
  }
}

extension Screen {
  /// The link that shows this screen with the parameters it has now: its
  /// route parameters fill its pattern, its other parameters become the
  /// query, sorted by name. Opening the link shows the same screen.
  ///
  /// - Parameters:
  ///   - table: the routes that opened the screen.
  ///   - form: the scheme or domain to use.
  /// - Returns: `nil` for a screen the router did not open, or whose link
  ///   cannot be built.
  public func link(in table: RouteTable, form: LinkForm = .preferred) -> URL? {
    guard let entity else { return nil }
    let routeNames = Set(routeParameterNames)
    let query = parameters.names.filter { !routeNames.contains($0) }.flatMap { name in
      parameters.values(name).map { QueryItem(name: name, value: $0) }
    }
    return try? table.url(
      for: entity.pattern, parameters: identity.firstValues, wildcards: wildcards,
      remainder: remainder, query: query, form: form)
  }
}
