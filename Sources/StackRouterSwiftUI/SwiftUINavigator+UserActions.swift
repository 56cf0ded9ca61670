import StackRouter

/// Updates from the user: SwiftUI writes through the bindings `RoutingView`
/// gives it (a `NavigationStack`'s path, the `TabView`'s selection, a
/// sheet's `isPresented`), and the navigator's state changes at once, so
/// that the next link is planned from the truth and `Router.currentLink()`
/// names what the user sees.
extension SwiftUINavigator {
  /// A `NavigationStack` wrote its path: the user tapped Back, swiped back,
  /// or picked a screen from the Back button's menu.
  ///
  /// Only a shorter path is taken, as pops are what the user can do; any
  /// other path (a stale write) is ignored.
  ///
  /// - Parameters:
  ///   - path: the path SwiftUI wrote.
  ///   - location: the stack it belongs to.
  public func userDidSetPath(_ path: [ScreenID], at location: NavigationState.StackLocation) {
    guard var entries = entryStorage(at: location), !entries.isEmpty else { return }
    let current = entries.dropFirst().map(\.id)
    guard path.count < current.count, Array(current.prefix(path.count)) == path else { return }
    entries.removeSubrange((path.count + 1)...)
    setEntries(entries, at: location)
    contentChanged()
  }

  /// The `TabView` (or the app's container) wrote its selection: the user
  /// picked a tab.
  ///
  /// - Parameter name: the tab's or child's name; an unknown name is ignored.
  public func userDidSelect(_ name: String) {
    guard shell != .stack, name != selected, branches.contains(where: { $0.name == name })
    else { return }
    selected = name
    contentChanged()
  }

  /// A modal's `isPresented` became `false` without a request: the user
  /// swiped the sheet down, or the system dismissed it. The modal and the
  /// ones above it leave the state at once; a presentation waits until
  /// SwiftUI reports the end of the dismissal.
  ///
  /// A modal whose presentation has not finished is not the user's to
  /// dismiss: such a write is a stale one, and is ignored.
  ///
  /// - Parameter depth: the modal's depth (0 is the bottom modal).
  public func userDidDismissModal(atDepth depth: Int) {
    guard let layer = modal(atDepth: depth),
      !pendingTransitions.contains(.presentation(layer.id, depth: depth))
    else { return }
    dismissModals(from: depth, as: .content)
  }
}
