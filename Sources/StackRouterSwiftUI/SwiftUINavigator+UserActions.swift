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
  /// swiped the sheet down, a screen called `dismiss`, or the system
  /// dismissed it (SwiftUI resets the binding "when the user dismisses the
  /// presentation", as its documentation says). The modal and the ones above
  /// it leave the state at once; a presentation waits until SwiftUI reports
  /// the end of the dismissal.
  ///
  /// The write names the modal its binding was made for: a write for a modal
  /// that is no longer presented, or whose content has not appeared yet (the
  /// user cannot dismiss what SwiftUI has not drawn), is stale, and is
  /// ignored.
  ///
  /// - Parameter id: the modal the binding was made for.
  public func userDidDismissModal(_ id: ModalLayer.ID) {
    guard let depth = modals.firstIndex(where: { $0.id == id }) else { return }
    let presentation = PendingTransition.presentation(id, depth: depth)
    guard !pendingTransitions.contains(presentation) || drawnTransitions.contains(presentation)
    else { return }
    dismissModals(from: depth, as: .content)
  }

  /// The modal at a depth was dismissed by the user: the earlier form of
  /// ``userDidDismissModal(_:)``, kept so that code written for 0.1 builds.
  ///
  /// A depth can name another modal once the state has changed under a
  /// binding, so prefer the form that names the modal its binding was made
  /// for.
  ///
  /// - Parameter depth: the modal's depth (0 is the bottom modal); a depth
  ///   with no modal is ignored.
  @available(*, deprecated, renamed: "userDidDismissModal(_:)")
  public func userDidDismissModal(atDepth depth: Int) {
    guard let layer = modal(atDepth: depth) else { return }
    userDidDismissModal(layer.id)
  }
}
