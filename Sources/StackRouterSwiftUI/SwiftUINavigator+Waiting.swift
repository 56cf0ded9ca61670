import StackRouter

/// Waiting for SwiftUI. A change handed to SwiftUI is rendered later, and
/// some changes may not overlap (sources in the "Using StackRouter with
/// SwiftUI" article):
///
/// - a presentation waits until no presentation, dismissal or animated
///   stack change runs: a view presents one modal at a time, a sheet over a
///   sheet is presented from the first sheet's content once it is on screen,
///   and presenting during a dismissal corrupts the sheet on iOS 26;
/// - a dismissal waits likewise; without
///   ``TransitionRules/dismissesSeveralModalsAtOnce`` (iOS 16) each layer
///   waits for the one above it to be gone;
/// - a tab selection waits until no modal is presented or dismissed;
/// - a stack change waits until no dismissal runs (a path changed under a
///   modal that is being dismissed is dropped) and no animated change runs
///   on the same stack (a path changed during a push animation leaves the
///   path and the screen apart);
/// - a reload never waits.
///
/// How a transition ends (the article "SwiftUI behaviours the navigator
/// relies on" lists what is documented and what is assumed):
///
/// - a dismissal, when the modal's `onDismiss` runs (documented);
/// - a presentation or an animated stack change, when the views report its
///   end through an undocumented fast path, but only once a documented
///   signal, the `onAppear` of the presented content or of the stack's new
///   top screen, has shown that SwiftUI drew it: a report before that is
///   ignored, a second one changes nothing;
/// - any of them, at ``timeout`` when no report came: the step then goes on
///   (``onDeadline`` says what was observed), unless a presentation's content
///   never appeared: SwiftUI did not show that modal, and the step fails as
///   timed out, saying so.
extension SwiftUINavigator {
  /// A step or an idle wait waiting for pending transitions.
  struct Waiter {
    let id: Int
    let isReady: @MainActor (SwiftUINavigator) -> Bool
    let continuation: CheckedContinuation<Bool, Never>
    let timer: Task<Void, Never>
  }

  // MARK: Documented signals that SwiftUI drew a change

  /// The content of the modal with this identity appeared (its `onAppear`,
  /// which SwiftUI runs before the content's first frame): SwiftUI has
  /// drawn the presentation, which may still be animating.
  public func modalContentDidAppear(_ id: ModalLayer.ID) {
    guard let depth = modals.firstIndex(where: { $0.id == id }) else { return }
    let transition = PendingTransition.presentation(id, depth: depth)
    if pendingTransitions.contains(transition) { drawnTransitions.insert(transition) }
  }

  /// The view of a screen appeared (its `onAppear`): when it is the top of
  /// a stack whose animated change is pending, SwiftUI has drawn the change.
  public func screenDidAppear(_ id: ScreenID) {
    for transition in pendingTransitions {
      if case .stackChange(let location, _) = transition, expectedTops[location] == id {
        drawnTransitions.insert(transition)
      }
    }
  }

  // MARK: Reports of the end of a transition

  /// The views report that the presentation of the modal with this identity
  /// has finished (a fast path: the content's `viewDidAppear`). Believed
  /// only once the content has appeared (``modalContentDidAppear(_:)``).
  public func modalDidAppear(_ id: ModalLayer.ID) {
    guard let depth = modals.firstIndex(where: { $0.id == id }) else { return }
    finish(.presentation(id, depth: depth))
  }

  /// The views report that the animated changes of a stack, up to a
  /// revision (``stackRevision(at:)`` when they rendered it), have finished
  /// (a fast path: the navigation controller's transition coordinator).
  /// Believed only once the change has been drawn (``screenDidAppear(_:)``).
  public func stackDidSettle(at location: NavigationState.StackLocation, revision: Int) {
    for transition in pendingTransitions {
      if case .stackChange(location, let pending) = transition, pending <= revision {
        finish(transition)
      }
    }
  }

  /// The modal shown at a depth has been dismissed, with every modal above
  /// it: its `onDismiss` ran (documented). Ends the dismissal pending at
  /// that depth; when none is pending, the call is late or repeated and
  /// changes nothing (the user's and the system's dismissals reach the
  /// navigator through `isPresented`, ``userDidDismissModal(_:)``).
  public func modalDidDismiss(atDepth depth: Int) {
    for leavingDepth in leavingModals.keys where leavingDepth >= depth {
      leavingModals[leavingDepth] = nil
    }
    let index = pendingTransitions.firstIndex { transition in
      if case .dismissal(_, depth) = transition { true } else { false }
    }
    guard let index else { return }
    forget(pendingTransitions[index])
    resumeWaiters()
  }

  /// Ends a pending presentation or stack change on a report, if SwiftUI
  /// has drawn it; remembers a report that came before.
  private func finish(_ transition: PendingTransition) {
    guard pendingTransitions.contains(transition) else { return }
    guard drawnTransitions.contains(transition) else {
      earlyReports.insert(transition)
      return
    }
    forget(transition)
    resumeWaiters()
  }

  /// Drops a transition and what is known about it.
  func forget(_ transition: PendingTransition) {
    pendingTransitions.removeAll { $0 == transition }
    drawnTransitions.remove(transition)
    earlyReports.remove(transition)
    if case .stackChange(let location, _) = transition { expectedTops[location] = nil }
  }

  // MARK: Waiting

  /// Returns once no transition is pending, or once ``timeout`` has passed;
  /// the router calls it before planning, so that it plans from a settled
  /// state. Transitions still pending at the deadline are forgotten: SwiftUI
  /// has finished or dropped them.
  public func waitUntilIdle() async {
    if await !wait(until: { $0.isIdle }) {
      onDeadline?(deadlineNote(for: pendingTransitions))
      forgetPendingTransitions()
    }
  }

  /// Forgets the transitions SwiftUI has not reported by the deadline.
  func forgetPendingTransitions() {
    for transition in pendingTransitions { forget(transition) }
    leavingModals.removeAll()
    resumeWaiters()
  }

  /// Waits until `isReady`. At the deadline, goes on when only the
  /// undocumented end reports are missing, and fails the step as timed out
  /// when a presented modal's content never appeared.
  func waitUntil(
    _ step: NavigationStep, _ isReady: @escaping @MainActor (SwiftUINavigator) -> Bool
  ) async throws(NavigationError) {
    guard await !wait(until: isReady) else { return }
    let stuck = pendingTransitions
    let undrawn = stuck.filter { transition in
      if case .presentation = transition { !drawnTransitions.contains(transition) } else { false }
    }
    let note = deadlineNote(for: stuck)
    forgetPendingTransitions()
    guard undrawn.isEmpty else {
      throw NavigationError(
        step: step,
        reason: "timed out: SwiftUI did not draw "
          + undrawn.map(\.description).joined(separator: ", ") + " within \(timeout) ("
          + undrawn.map(observation).joined(separator: "; ") + ")")
    }
    onDeadline?(note)
  }

  /// `SwiftUI did not report the end of presenting modal 0 (#3) within 5.0
  /// seconds (its content appeared); went on`.
  private func deadlineNote(for transitions: [PendingTransition]) -> String {
    "SwiftUI did not report the end of "
      + transitions.map(\.description).joined(separator: ", ") + " within \(timeout) ("
      + transitions.map(observation).joined(separator: "; ") + "); went on"
  }

  /// What the views reported about a pending transition.
  private func observation(_ transition: PendingTransition) -> String {
    let drawn = drawnTransitions.contains(transition)
    var text =
      switch transition {
      case .presentation: drawn ? "its content appeared" : "its content never appeared"
      case .stackChange: drawn ? "its top screen appeared" : "its top screen never appeared"
      case .dismissal: "no onDismiss"
      }
    if earlyReports.contains(transition) { text += ", an end reported before it was ignored" }
    return text
  }

  /// Returns `true` once `isReady`, or `false` at the deadline.
  func wait(until isReady: @escaping @MainActor (SwiftUINavigator) -> Bool) async -> Bool {
    if isReady(self) { return true }
    lastWaiterID += 1
    let id = lastWaiterID
    let timeout = self.timeout
    let clock = self.clock
    return await withCheckedContinuation { continuation in
      let timer = Task { @MainActor [weak self] in
        try? await Self.sleep(on: clock, for: timeout)
        guard !Task.isCancelled else { return }
        self?.expireWaiter(id)
      }
      waiters.append(
        Waiter(id: id, isReady: isReady, continuation: continuation, timer: timer))
    }
  }

  /// Sleeps for `duration` on `clock` (a generic function: the existential
  /// clock is opened here).
  private static func sleep<C: Clock>(on clock: C, for duration: Duration) async throws
  where C.Duration == Duration {
    try await clock.sleep(until: clock.now.advanced(by: duration), tolerance: nil)
  }

  /// Resumes, in order, the waiters whose condition now holds.
  func resumeWaiters() {
    let ready = waiters.filter { $0.isReady(self) }
    guard !ready.isEmpty else { return }
    let readyIDs = Set(ready.map(\.id))
    waiters.removeAll { readyIDs.contains($0.id) }
    for waiter in ready {
      waiter.timer.cancel()
      waiter.continuation.resume(returning: true)
    }
  }

  private func expireWaiter(_ id: Int) {
    guard let index = waiters.firstIndex(where: { $0.id == id }) else { return }
    waiters.remove(at: index).continuation.resume(returning: false)
  }

  // MARK: Conditions

  /// Whether no transition is pending.
  var isIdle: Bool { pendingTransitions.isEmpty }

  /// Whether no dismissal is pending.
  var hasNoDismissal: Bool { !pendingTransitions.contains(where: \.isDismissal) }

  /// Whether no presentation or dismissal is pending.
  var hasNoModalTransition: Bool { !pendingTransitions.contains(where: \.isModal) }

  /// Whether the stack at `location` may change: no dismissal is pending,
  /// and no animated change runs on it. A presentation may be pending: the
  /// screens pushed inside a modal being presented join its first update.
  func canChangeStack(at location: NavigationState.StackLocation) -> Bool {
    !pendingTransitions.contains { transition in
      switch transition {
      case .dismissal: true
      case .stackChange(let pendingLocation, _): pendingLocation == location
      case .presentation: false
      }
    }
  }
}
