import StackRouter
import StackRouterSwiftUI

/// A modal the stand-in has drawn.
struct DrawnModal: Equatable {
  enum Phase { case presenting, shown, dismissing }
  let id: ModalLayer.ID
  let presentation: ModalPresentation
  var stack: [ScreenID]
  var phase: Phase
}

/// What the stand-in has drawn: the selection, the root's stacks and the
/// modals (those being dismissed included, until they have gone).
struct DrawnHierarchy: CustomStringConvertible {
  var selection: String?
  var stacks: [NavigationState.StackLocation: [ScreenID]] = [:]
  var modals: [DrawnModal] = []

  /// The selection, each stack's identities and each presented modal's.
  var description: String {
    var lines = selection.map { ["selected \($0)"] } ?? []
    for (location, ids) in stacks.sorted(by: { "\($0.key)" < "\($1.key)" }) where !ids.isEmpty {
      lines.append("\(location): \(ids)")
    }
    for modal in modals where modal.phase != .dismissing {
      lines.append("\(modal.presentation) \(modal.id): \(modal.stack)")
    }
    return lines.joined(separator: "\n")
  }
}

/// A transition the stand-in runs, reported to the navigator when it ends.
struct RunningTransition {
  enum Kind {
    case presentation(ModalLayer.ID, depth: Int)
    case dismissal(depth: Int, ids: [ModalLayer.ID])
    case stackChange(NavigationState.StackLocation, revision: Int)
  }
  let number: Int
  let kind: Kind
}

extension FakeSwiftUI {
  /// Draws the navigator's bindings, as `RoutingView` hands them to SwiftUI,
  /// keeping SwiftUI's rules.
  func draw(animated: Bool) {
    let number = (running.map(\.number).max() ?? 0) + 1
    var started: [RunningTransition.Kind] = []
    if drawn.selection != navigator.selectedBranch {
      if drawn.modals.contains(where: { $0.phase != .shown }) {
        violations.append("selected \(navigator.selectedBranch ?? "") during a modal transition")
      }
      drawn.selection = navigator.selectedBranch
    }
    drawDismissals(into: &started)
    let presented = drawPresentations(into: &started)
    drawStacks(animated: animated, presented: presented, into: &started)
    let transitions = started.enumerated().map {
      RunningTransition(number: number + $0.offset, kind: $0.element)
    }
    running += transitions
    // One update's animations run together and end together.
    if !transitions.isEmpty, strict != nil {
      let numbers = Set(transitions.map(\.number))
      schedule(after: transitionDuration()) { $0.endRunning(numbers) }
    }
  }

  private func drawDismissals(into started: inout [RunningTransition.Kind]) {
    guard
      let first = drawn.modals.indices.first(where: {
        drawn.modals[$0].phase != .dismissing
          && navigator.modal(atDepth: $0)?.id != drawn.modals[$0].id
      })
    else { return }
    let leaving = drawn.modals[first...].filter { $0.phase != .dismissing }
    if drawn.modals.contains(where: { $0.phase != .shown }) {
      violations.append("dismissed modal \(first) during another modal transition")
    }
    if !navigator.rules.dismissesSeveralModalsAtOnce, leaving.count > 1 {
      violations.append("dismissed \(leaving.count) modals in one update")
    }
    for depth in first..<drawn.modals.count { drawn.modals[depth].phase = .dismissing }
    started.append(.dismissal(depth: first, ids: leaving.map(\.id)))
  }

  private func drawPresentations(into started: inout [RunningTransition.Kind]) -> Set<ModalLayer.ID>
  {
    var presented: Set<ModalLayer.ID> = []
    var depth = 0
    while let layer = navigator.modal(atDepth: depth) {
      defer { depth += 1 }
      if drawn.modals.indices.contains(depth), drawn.modals[depth].id == layer.id { continue }
      guard !droppedModals.contains(layer.id) else { continue }
      guard !drawn.modals.contains(where: { $0.phase != .shown }), depth == drawn.modals.count
      else {
        violations.append("presented modal \(depth) (\(layer.id)) during another modal transition")
        droppedModals.insert(layer.id)
        continue
      }
      let stack = layer.entries.map(\.id)
      drawn.modals.append(
        DrawnModal(id: layer.id, presentation: layer.presentation, stack: stack, phase: .presenting)
      )
      presented.insert(layer.id)
      started.append(.presentation(layer.id, depth: depth))
      // Documented: `onAppear` runs before the content's first frame.
      navigator.modalContentDidAppear(layer.id)
      if let top = stack.last { navigator.screenDidAppear(top) }
      let revision = navigator.stackRevision(at: .modal(depth))
      if revision > 0 { started.append(.stackChange(.modal(depth), revision: revision)) }
    }
    return presented
  }

  private func drawStacks(
    animated: Bool, presented: Set<ModalLayer.ID>, into started: inout [RunningTransition.Kind]
  ) {
    var locations: [NavigationState.StackLocation] =
      navigator.branchNames.isEmpty ? [.root] : navigator.branchNames.map { .branch($0) }
    for (depth, modal) in drawn.modals.enumerated()
    where modal.phase != .dismissing && navigator.modal(atDepth: depth)?.id == modal.id
      && !presented.contains(modal.id)
    {
      locations.append(.modal(depth))
    }
    for location in locations {
      let bound = navigator.entries(at: location).map(\.id)
      let current = drawnStack(at: location)
      guard bound != current else { continue }
      if drawn.modals.contains(where: { $0.phase == .dismissing }) {
        violations.append("changed \(location) under a modal being dismissed")
        continue
      }
      if animatingStacks.contains(location) {
        violations.append("changed \(location) during its animation")
        continue
      }
      setDrawnStack(bound, at: location)
      if let top = bound.last, top != current.last { navigator.screenDidAppear(top) }
      if animated {
        animatingStacks.insert(location)
        started.append(.stackChange(location, revision: navigator.stackRevision(at: location)))
      }
    }
  }

  func drawnStack(at location: NavigationState.StackLocation) -> [ScreenID] {
    if case .modal(let depth) = location {
      return drawn.modals.indices.contains(depth) ? drawn.modals[depth].stack : []
    }
    return drawn.stacks[location] ?? []
  }

  func setDrawnStack(_ ids: [ScreenID], at location: NavigationState.StackLocation) {
    if case .modal(let depth) = location {
      if drawn.modals.indices.contains(depth) { drawn.modals[depth].stack = ids }
    } else {
      drawn.stacks[location] = ids
    }
  }

  /// Ends the running transitions with these numbers.
  func endRunning(_ numbers: Set<Int>) {
    let ending = running.filter { numbers.contains($0.number) }
    running.removeAll { numbers.contains($0.number) }
    for transition in ending { end(transition) }
  }

  /// Ends a transition on screen, then reports it as the views do.
  func end(_ transition: RunningTransition) {
    switch transition.kind {
    case .presentation(let id, let depth):
      if let index = drawn.modals.firstIndex(where: { $0.id == id }) {
        drawn.modals[index].phase = .shown
      }
      report(.presentation(id, depth: depth)) { $0.modalDidAppear(id) }
    case .dismissal(let depth, let ids):
      drawn.modals.removeAll { ids.contains($0.id) }
      reportDismissal { $0.modalDidDismiss(atDepth: depth) }
    case .stackChange(let location, let revision):
      animatingStacks.remove(location)
      report(.stackChange(location, revision: revision)) {
        $0.stackDidSettle(at: location, revision: revision)
      }
    }
  }
}

extension FakeSwiftUI {
  // MARK: The user, on what is drawn

  /// The user swipes the top modal down: SwiftUI animates it away and writes
  /// `isPresented = false`, then runs `onDismiss` when it has gone.
  func userSwipesDown() {
    guard let depth = drawn.modals.indices.last, drawn.modals[depth].phase == .shown else { return }
    drawn.modals[depth].phase = .dismissing
    startRunning([.dismissal(depth: depth, ids: [drawn.modals[depth].id])])
    navigator.userDidDismissModal(drawn.modals[depth].id)
  }

  /// The user taps Back on the stack on top.
  func userTapsBack() {
    let location: NavigationState.StackLocation =
      if let depth = drawn.modals.indices.last {
        .modal(depth)
      } else if let selected = drawn.selection {
        .branch(selected)
      } else { .root }
    var stack = drawnStack(at: location)
    guard stack.count > 1 else { return }
    stack.removeLast()
    setDrawnStack(stack, at: location)
    navigator.userDidSetPath(Array(stack.dropFirst()), at: location)
  }

  /// The user picks a tab.
  func userPicks(_ tab: String) {
    guard drawn.modals.isEmpty else { return }
    drawn.selection = tab
    navigator.userDidSelect(tab)
  }

  /// Runs transitions the user started, ending them as the mode says.
  private func startRunning(_ kinds: [RunningTransition.Kind]) {
    let number = (running.map(\.number).max() ?? 0) + 1
    let transitions = kinds.enumerated().map {
      RunningTransition(number: number + $0.offset, kind: $0.element)
    }
    running += transitions
    switch mode {
    case .automatic: Task { @MainActor in self.finishTransitions() }
    case .strict:
      let numbers = Set(transitions.map(\.number))
      schedule(after: transitionDuration()) { $0.endRunning(numbers) }
    case .manual, .frozen: break
    }
  }
}
