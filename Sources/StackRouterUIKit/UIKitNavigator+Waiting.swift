#if canImport(UIKit) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif
import StackRouter

/// Waiting for UIKit: presentations, dismissals and stack changes finish
/// later, through completions and transition coordinators, and a window may
/// not be shown yet. Every wait ends by the navigator's `timeout`.
extension UIKitNavigator {
  /// How a call that UIKit finishes later ended.
  enum Completion: Sendable {
    /// UIKit finished it.
    case finished
    /// UIKit refused it: nothing changed and no completion will run.
    case refused
    /// UIKit had not finished it by the deadline.
    case timedOut
  }

  /// Presents `controller` and returns when the presentation finishes, or at
  /// once when UIKit refuses it: a refused presentation leaves
  /// `presentedViewController` unset, and its completion never runs.
  func present(
    _ controller: UIViewController, on presenter: UIViewController, animated: Bool
  ) async -> Completion {
    await completion(until: deadline) { once in
      presenter.present(controller, animated: animated) { once.resume(.finished) }
      if presenter.presentedViewController !== controller { once.resume(.refused) }
    }
  }

  /// Dismisses `presented` and everything above it, and returns when the
  /// dismissal finishes, or at once when UIKit refuses it.
  ///
  /// Refusal is read from what UIKit guarantees, not from `isBeingDismissed`,
  /// which Apple documents for appearance callbacks only (and which is `false`
  /// for the intermediate controllers of a multi-level dismissal, "simply
  /// removed"). Right after the call, either `presentedViewController` has
  /// changed (a dismissal without animation is done), or a new transition
  /// coordinator runs (the dismissal has begun: its completion will follow),
  /// or neither, and UIKit refused.
  func dismiss(
    _ presented: UIViewController, from presenter: UIViewController, animated: Bool
  ) async -> Completion {
    let earlier = runningCoordinator(of: presented, presenter)
    return await completion(until: deadline) { once in
      presenter.dismiss(animated: animated) { once.resume(.finished) }
      if presenter.presentedViewController !== presented {
        once.resume(.finished)
      } else if let running = runningCoordinator(of: presented, presenter), running !== earlier {
        return  // under way: the completion resumes
      } else {
        once.resume(.refused)
      }
    }
  }

  /// Returns when a push, pop or stack change has finished: at once when it
  /// was not animated (UIKit then applies it at once), otherwise when its
  /// transition coordinator completes.
  func waitForTransition(of navigation: UINavigationController, animated: Bool) async
    -> Completion
  {
    guard animated else { return .finished }
    return await waitUntilIdle(navigation, until: deadline)
  }

  /// Returns once no transition runs anywhere in the hierarchy, neither a
  /// presentation or dismissal nor a push, pop or stack change the app
  /// started itself, and the window is shown; or once ``timeout`` has passed,
  /// so that a transition that never ends cannot hold a link for ever (the
  /// steps then fail with a reason). Transitions that finish may start
  /// others, so it looks again until everything is still.
  public func waitUntilIdle() async {
    let deadline = self.deadline
    await waitForVisibleWindow(until: deadline)
    // A coordinator that will not queue a completion belongs to a transition
    // that is ending: give UIKit a few turns to clear it rather than spin.
    var endingTurns = 0
    while let busy = busyController(), endingTurns < Self.endingTransitionTurns {
      switch await waitUntilIdle(busy, until: deadline) {
      case .finished: continue
      case .refused:
        endingTurns += 1
        await Task.yield()
      case .timedOut: return
      }
    }
  }

  /// How many main-actor turns an ending transition gets before the
  /// navigator goes on without waiting for it.
  private static let endingTransitionTurns = 20

  /// When a wait that starts now must end.
  private var deadline: ContinuousClock.Instant { .now + timeout }

  /// Returns when no transition is running on `controller`; `.refused` when
  /// its coordinator would not queue a completion (the transition is
  /// ending). UIKit may still run the completion after refusing to queue it,
  /// so the wait resumes once, whichever comes first.
  private func waitUntilIdle(
    _ controller: UIViewController, until deadline: ContinuousClock.Instant
  ) async -> Completion {
    guard let coordinator = controller.transitionCoordinator else { return .finished }
    return await completion(until: deadline) { once in
      let queued = coordinator.animate(alongsideTransition: nil) { _ in once.resume(.finished) }
      if !queued { once.resume(.refused) }
    }
  }

  /// Returns once the window is shown, or at the deadline. A window that is
  /// still hidden (before `makeKeyAndVisible()`) is not in the window
  /// hierarchy, and UIKit refuses to present from it. UIKit offers no
  /// completion for being shown, so this looks every few milliseconds, and
  /// only while the window is hidden.
  private func waitForVisibleWindow(until deadline: ContinuousClock.Instant) async {
    while let window, window.isHidden, ContinuousClock.now < deadline {
      try? await Task.sleep(for: .milliseconds(10))
    }
  }

  /// A controller with a transition in flight, if any.
  private func busyController() -> UIViewController? {
    guard let root = rootViewController else { return nil }
    var controllers = [root] + presentedChain(from: root)
    if let tabBar = root as? UITabBarController {
      controllers += tabBar.viewControllers ?? []
      if let more = moreNavigationControllerIfAny(in: tabBar) { controllers.append(more) }
    }
    if let container = root as? any RoutingContainer {
      controllers += container.routingBranchNames.compactMap {
        container.navigationController(forRoutingBranch: $0)
      }
    }
    return controllers.first { $0.transitionCoordinator != nil }
  }

  /// The transition running on either controller, if any.
  private func runningCoordinator(of controllers: UIViewController...) -> AnyObject? {
    controllers.lazy.compactMap { $0.transitionCoordinator.map { $0 as AnyObject } }.first
  }

  /// Starts something UIKit finishes later, and waits until `start`'s
  /// handle is resumed or the deadline passes, whichever comes first.
  private func completion(
    until deadline: ContinuousClock.Instant, _ start: (ResumeOnce<Completion>) -> Void
  ) async -> Completion {
    await withCheckedContinuation { continuation in
      let once = ResumeOnce(continuation)
      let timer = Task { @MainActor in
        try? await Task.sleep(until: deadline, clock: .continuous)
        once.resume(.timedOut)
      }
      once.onResume = { timer.cancel() }
      start(once)
    }
  }
}

/// Resumes a continuation the first time only: UIKit may call a completion
/// after its method already reported, through its return value, that it
/// would not, and a deadline may pass at the same time.
@MainActor
final class ResumeOnce<Value: Sendable> {
  private var continuation: CheckedContinuation<Value, Never>?
  /// Called once, when the continuation is resumed.
  var onResume: (() -> Void)?

  init(_ continuation: CheckedContinuation<Value, Never>) {
    self.continuation = continuation
  }

  func resume(_ value: Value) {
    guard let continuation else { return }
    self.continuation = nil
    continuation.resume(returning: value)
    onResume?()
    onResume = nil
  }
}

#endif
