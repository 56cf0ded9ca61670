/// The animated transitions in flight in one stand-in session, and the completion handlers
/// UIKit delivers on the next turn of the main run loop.
///
/// In `.immediate` mode each transition finishes on the next main-actor turn, as if its
/// animation took no time; in `.manual` mode it waits for `UIKitStandIn.completeNextTransition()`
/// or `completeAllTransitions()`. Deferred completion handlers always run on the next turn.
@MainActor
final class TransitionQueue {
  /// How in-flight transitions finish. Switching to `.immediate` schedules the pending ones.
  var mode: UIKitStandIn.TransitionMode = .immediate {
    didSet {
      guard mode == .immediate, oldValue != .immediate else { return }
      for transition in pending {
        scheduleFinish(of: transition)
      }
    }
  }

  /// The transitions that have begun and not finished, oldest first.
  private(set) var pending: [StandInTransition] = []

  private var deferredCalls: [DeferredCall] = []
  private var transitionWaiters: [CheckedContinuation<Void, Never>] = []

  nonisolated init() {}

  /// Whether a transition or a deferred completion handler is still to run.
  var hasWork: Bool { !pending.isEmpty || !deferredCalls.isEmpty }

  /// Starts tracking `transition`; in `.immediate` mode it finishes on the next main-actor turn.
  func begin(_ transition: StandInTransition) {
    pending.append(transition)
    let waiters = transitionWaiters
    transitionWaiters.removeAll()
    for waiter in waiters {
      waiter.resume()
    }
    if mode == .immediate {
      scheduleFinish(of: transition)
    }
  }

  /// Finishes the oldest pending transition.
  ///
  /// - Returns: `false` when no transition was pending.
  @discardableResult
  func finishNext() -> Bool {
    guard let oldest = pending.first else { return false }
    finish(oldest)
    return true
  }

  /// Finishes the transitions pending now, oldest first. Transitions their completion handlers
  /// begin stay pending.
  func finishPending() {
    for transition in pending {
      finish(transition)
    }
  }

  /// Finishes every transition and runs every deferred completion handler, including those
  /// that begin or are deferred meanwhile, until nothing is left.
  func drain() {
    while true {
      if let transition = pending.first {
        finish(transition)
      } else if let call = deferredCalls.first {
        run(call)
      } else {
        return
      }
    }
  }

  /// Runs `body` on the next main-actor turn (or earlier, from `drain()`), exactly once.
  func runLater(_ body: @escaping () -> Void) {
    let call = DeferredCall(body: body)
    deferredCalls.append(call)
    Task { self.run(call) }
  }

  /// Returns once at least one transition is pending.
  func waitForTransition() async {
    guard pending.isEmpty else { return }
    await withCheckedContinuation { transitionWaiters.append($0) }
  }

  private func scheduleFinish(of transition: StandInTransition) {
    Task {
      guard self.mode == .immediate else { return }
      self.finish(transition)
    }
  }

  private func finish(_ transition: StandInTransition) {
    guard let position = pending.firstIndex(where: { $0 === transition }) else { return }
    pending.remove(at: position)
    transition.finish()
  }

  private func run(_ call: DeferredCall) {
    guard let position = deferredCalls.firstIndex(where: { $0 === call }) else { return }
    deferredCalls.remove(at: position)
    call.body()
  }
}

extension TransitionQueue {
  /// A completion handler waiting for the next main-actor turn.
  @MainActor
  fileprivate final class DeferredCall {
    let body: () -> Void

    init(body: @escaping () -> Void) {
      self.body = body
    }
  }
}
