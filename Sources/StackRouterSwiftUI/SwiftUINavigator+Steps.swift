import StackRouter

/// Carrying out plan steps, as SwiftUI state.
///
/// | step | SwiftUI state |
/// |---|---|
/// | dismiss | the `isPresented` of the modal at that depth becomes `false` |
/// | select | the `TabView` (or container) selection |
/// | popTo | the stack's path is cut to `count - 1` identities |
/// | setStack | the stack's root entry (a new view identity) and path are replaced |
/// | push | an identity is appended to the stack's path |
/// | present | a modal is appended: the `sheet` or `fullScreenCover` on the layer below presents it |
/// | reload | the entry keeps its identity; its link, parameters and revision change |
extension SwiftUINavigator {
  /// Performs one step: changes the state SwiftUI renders, after waiting, if
  /// SwiftUI needs it, for the transition before it to finish.
  ///
  /// The step's own transition is not waited for: a step that SwiftUI
  /// accepts in the same update follows at once, and one that it does not
  /// waits in turn.
  ///
  /// - Throws: `NavigationError` when the step does not fit the hierarchy
  ///   (a stack hidden under a modal, an unbound target), or when SwiftUI
  ///   did not show a modal presented before it within ``timeout``.
  public func perform(_ step: NavigationStep, for link: AppLink) async throws(NavigationError) {
    func fail(_ reason: String) -> NavigationError { NavigationError(step: step, reason: reason) }
    switch step {
    case .dismiss(let depth, let animated):
      guard depth >= 0 else { throw fail("there is no modal at depth \(depth)") }
      try await waitUntil(step) { $0.isIdle }
      // The modals may already be gone: a user swiped them away.
      guard depth < modals.count else { return }
      if rules.dismissesSeveralModalsAtOnce {
        dismissModals(from: depth, animated: animated)
      } else {
        // One layer per update, from the top, each once the one above is gone.
        while modals.count > depth {
          if modals.count - 1 > depth {
            dismissModals(from: modals.count - 1, animated: false)
            try await waitUntil(step) { $0.hasNoDismissal }
          } else {
            dismissModals(from: depth, animated: animated)
          }
        }
      }

    case .select(let name):
      guard shell != .stack, branches.contains(where: { $0.name == name }) else {
        throw fail("no tab is named '\(name)'")
      }
      try await waitUntil(step) { $0.hasNoModalTransition }
      guard modals.isEmpty else { throw fail("a modal covers the tabs") }
      guard selected != name else { return }
      selected = name
      contentChanged()

    case .popTo(let count, let location, let animated):
      var entries = try await visibleEntries(at: location, for: step)
      guard count >= 1, count <= entries.count else {
        throw fail("the stack has \(entries.count) screens")
      }
      entries.removeSubrange(count...)
      change(entries, at: location, animated: animated)

    case .setStack(let screens, let location, let animated):
      _ = try await visibleEntries(at: location, for: step)
      guard !screens.isEmpty else { throw fail("a stack needs a screen") }
      var targets: [any RoutableTarget] = []
      for screen in screens { targets.append(try makeTarget(for: screen, link: link, step: step)) }
      let entries = zip(screens, targets).map { install($1, as: $0, link: link) }
      change(entries, at: location, animated: animated)

    case .push(let screen, let location, let animated):
      var entries = try await visibleEntries(at: location, for: step)
      let target = try makeTarget(for: screen, link: link, step: step)
      entries.append(install(target, as: screen, link: link))
      change(entries, at: location, animated: animated)

    case .present(let screen, let style, let animated):
      try await waitUntil(step) { $0.isIdle }
      let target = try makeTarget(for: screen, link: link, step: step)
      let layer = ModalLayer(
        id: ModalLayer.ID(nextID()), style: style,
        entries: [install(target, as: screen, link: link)])
      modals.append(layer)
      if transitionMode == .rendered {
        pendingTransitions.append(.presentation(layer.id, depth: modals.count - 1))
      }
      changed(animated: animated)

    case .reload(let screen, let location, let index):
      guard var entries = entryStorage(at: location), entries.indices.contains(index),
        entries[index].screen.isSameScreen(as: screen)
      else { throw fail("no such screen is there") }
      entries[index].screen = screen
      entries[index].link = link
      entries[index].revision += 1
      bindings.deliver(link, parameters: screen.parameters, to: entries[index].target)
      setEntries(entries, at: location)
      contentChanged()
    }
  }

  /// The entries of the stack at `location`, once no dismissal runs and no
  /// animated change runs on it; the stack must be the one on top.
  private func visibleEntries(
    at location: NavigationState.StackLocation, for step: NavigationStep
  ) async throws(NavigationError) -> [ScreenEntry] {
    try await waitUntil(step) { $0.canChangeStack(at: location) }
    guard let entries = entryStorage(at: location) else {
      throw NavigationError(step: step, reason: "there is no \(location)")
    }
    guard location == state.topLocation else {
      throw NavigationError(
        step: step, reason: "the \(location) is hidden; SwiftUI would not show the change")
    }
    return entries
  }

  /// Replaces a stack's entries; an animated change is pending until the
  /// views report that it has finished.
  private func change(
    _ entries: [ScreenEntry], at location: NavigationState.StackLocation, animated: Bool
  ) {
    let before = entryStorage(at: location)?.map(\.id)
    setEntries(entries, at: location)
    if animated, transitionMode == .rendered, before != entries.map(\.id),
      let top = entries.last?.id
    {
      let revision = stackRevision(at: location) + 1
      stackRevisions[location] = revision
      expectedTops[location] = top
      pendingTransitions.append(.stackChange(location, revision: revision))
    }
    changed(animated: animated)
  }

  /// Removes the modals from `depth` up; the dismissal is pending until the
  /// views report it.
  func dismissModals(from depth: Int, animated: Bool) {
    dismissModals(from: depth, as: .transition(animated: animated))
  }

  /// Removes the modals from `depth` up, handing SwiftUI `change`.
  func dismissModals(from depth: Int, as change: Change) {
    let removed = modals[depth...].map(\.id)
    if transitionMode == .rendered {
      for (offset, layer) in modals[depth...].enumerated() { leavingModals[depth + offset] = layer }
    }
    modals.removeSubrange(depth...)
    // The removed modals' presentations and stacks are gone with them.
    for transition in pendingTransitions {
      switch transition {
      case .presentation(let id, _) where removed.contains(id): forget(transition)
      case .stackChange(.modal(let stackDepth), _) where stackDepth >= depth: forget(transition)
      default: break
      }
    }
    if transitionMode == .rendered, let bottom = removed.first {
      pendingTransitions.append(.dismissal(bottom, depth: depth))
    }
    onChange?(change)
    resumeWaiters()
  }

  /// Creates a screen's object; it has not received the link yet, so a step
  /// that fails leaves no trace.
  private func makeTarget(
    for screen: Screen, link: AppLink, step: NavigationStep
  ) throws(NavigationError) -> any RoutableTarget {
    guard let target = bindings.make(screen, for: link) else {
      throw NavigationError(step: step, reason: "nothing is bound to the target '\(screen.target)'")
    }
    return target
  }

  /// Delivers the link to a new screen's object and gives it an identity.
  private func install(_ target: any RoutableTarget, as screen: Screen, link: AppLink)
    -> ScreenEntry
  {
    bindings.deliver(link, parameters: screen.parameters, to: target)
    return ScreenEntry(id: ScreenID(nextID()), screen: screen, target: target, link: link)
  }
}
