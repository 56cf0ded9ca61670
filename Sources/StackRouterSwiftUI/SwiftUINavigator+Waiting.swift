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
/// Every wait ends by ``timeout``. The views report the end of each
/// transition through the methods below.
extension SwiftUINavigator {
  /// A step or an idle wait waiting for pending transitions.
  struct Waiter {
    let id: Int
    let isReady: @MainActor (SwiftUINavigator) -> Bool
    let continuation: CheckedContinuation<Bool, Never>
    let timer: Task<Void, Never>
  }

  // MARK: Reports from the views

  /// The views report that the modal with this identity is on screen: its
  /// presentation has finished (its content's `viewDidAppear`).
  public func modalDidAppear(_ id: ModalLayer.ID) {
    guard let depth = modals.firstIndex(where: { $0.id == id }) else { return }
    shownModals[depth] = id
    pendingTransitions.removeAll { $0 == .presentation(id, depth: depth) }
    resumeWaiters()
  }

  /// The views report that the modal shown at a depth has been dismissed
  /// (its `onDismiss`), with every modal above it.
  ///
  /// When the navigator still holds that modal, the system dismissed it
  /// without a request (the app's own `dismiss`, or the system): the
  /// navigator drops it and the modals above it, so that its state stays
  /// the truth.
  public func modalDidDismiss(atDepth depth: Int) {
    for leavingDepth in leavingModals.keys where leavingDepth >= depth {
      leavingModals[leavingDepth] = nil
    }
    guard let id = shownModals[depth] else {
      pendingTransitions.removeAll { transition in
        if case .dismissal(_, let pendingDepth) = transition {
          pendingDepth == depth
        } else {
          false
        }
      }
      resumeWaiters()
      return
    }
    for shownDepth in shownModals.keys where shownDepth >= depth {
      shownModals[shownDepth] = nil
    }
    pendingTransitions.removeAll { $0 == .dismissal(id, depth: depth) }
    if let index = modals.firstIndex(where: { $0.id == id }) {
      modals.removeSubrange(index...)
      contentChanged()
    }
    resumeWaiters()
  }

  /// The views report that the animated changes of a stack, up to a
  /// revision (``stackRevision(at:)`` when they rendered it), have finished.
  public func stackDidSettle(at location: NavigationState.StackLocation, revision: Int) {
    pendingTransitions.removeAll { transition in
      if case .stackChange(location, let pendingRevision) = transition {
        pendingRevision <= revision
      } else {
        false
      }
    }
    resumeWaiters()
  }

  // MARK: Waiting

  /// Returns once no transition is pending, or once ``timeout`` has passed;
  /// the router calls it before planning, so that it plans from a settled
  /// state. Transitions still pending at the deadline are forgotten: SwiftUI
  /// has finished or dropped them.
  public func waitUntilIdle() async {
    if await !wait(until: { $0.isIdle }) {
      forgetPendingTransitions()
    }
  }

  /// Forgets the transitions SwiftUI has not reported by the deadline: it
  /// has finished or dropped them.
  func forgetPendingTransitions() {
    pendingTransitions.removeAll()
    leavingModals.removeAll()
    resumeWaiters()
  }

  /// Waits until `isReady`; at the deadline, forgets the pending
  /// transitions and fails the step.
  func waitUntil(
    _ step: NavigationStep, _ isReady: @escaping @MainActor (SwiftUINavigator) -> Bool
  ) async throws(NavigationError) {
    guard await !wait(until: isReady) else { return }
    let stuck = pendingTransitions.map(\.description)
    forgetPendingTransitions()
    throw NavigationError(
      step: step,
      reason:
        "SwiftUI did not finish \(stuck.isEmpty ? "its transitions" : stuck.joined(separator: ", ")) "
        + "within \(timeout)")
  }

  /// Returns `true` once `isReady`, or `false` at the deadline.
  func wait(until isReady: @escaping @MainActor (SwiftUINavigator) -> Bool) async -> Bool {
    if isReady(self) { return true }
    lastWaiterID += 1
    let id = lastWaiterID
    let timeout = self.timeout
    return await withCheckedContinuation { continuation in
      let timer = Task { @MainActor [weak self] in
        try? await Task.sleep(for: timeout)
        guard !Task.isCancelled else { return }
        self?.expireWaiter(id)
      }
      waiters.append(
        Waiter(id: id, isReady: isReady, continuation: continuation, timer: timer))
    }
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
