#if canImport(UIKit) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif
import Foundation
import StackRouter

/// Waiting for UIKit: presentations, dismissals and stack changes finish
/// later, and a window may not be shown yet. The navigator knows that one
/// finished only from a signal Apple documents: the completion handler of
/// `present` and `dismiss`, the completion of a transition coordinator, the
/// window's `didBecomeVisibleNotification` (<doc:UIKitBehaviour>). Every
/// wait ends by the navigator's `timeout`.
extension UIKitNavigator {
  /// How a call that UIKit finishes later ended.
  enum Completion: Sendable {
    /// UIKit sent the documented signal that it finished.
    case finished
    /// The signal had not come by the deadline.
    case timedOut
  }

  /// Presents `controller` and returns when UIKit calls the presentation's
  /// completion, which Apple documents to run once it finishes, whether
  /// UIKit changes `presentedViewController` at the call or later.
  func present(
    _ controller: UIViewController, on presenter: UIViewController, animated: Bool
  ) async -> Completion {
    await completion(until: deadline) { once in
      presenter.present(controller, animated: animated) { once.resume(.finished) }
      return nil
    }
  }

  /// Dismisses what `presenter` presented, and everything above it, and
  /// returns when UIKit calls the dismissal's completion, which Apple
  /// documents to run after the dismissal. Nothing UIKit does at the call
  /// (whether `presentedViewController` has changed yet, whether a transition
  /// coordinator shows yet) is read as success or refusal: both are left open
  /// by Apple, and a device may start a dismissal a turn later.
  func dismiss(from presenter: UIViewController, animated: Bool) async -> Completion {
    await completion(until: deadline) { once in
      presenter.dismiss(animated: animated) { once.resume(.finished) }
      return nil
    }
  }

  /// Returns when a push, pop or stack change has finished: at once when it
  /// was not animated, otherwise when its transition coordinator completes.
  ///
  /// Apple documents the coordinator of presentations and dismissals; that a
  /// navigation controller's animated change shows one by the next
  /// main-actor turn is assumed, so the navigator looks at the call and,
  /// when there is none yet, once more a turn later.
  func waitForTransition(of navigation: UINavigationController, animated: Bool) async
    -> Completion
  {
    guard animated else { return .finished }
    if navigation.transitionCoordinator == nil { await Task.yield() }
    let deadline = self.deadline
    while navigation.transitionCoordinator != nil {
      switch await waitForCoordinator(of: navigation, until: deadline) {
      case .finished: return .finished
      case .notQueued:
        guard ContinuousClock.now < deadline else { return .timedOut }
        await Task.yield()
      case .timedOut: return .timedOut
      }
    }
    return .finished
  }

  /// Returns once no transition runs anywhere in the hierarchy, neither a
  /// presentation or dismissal nor a push, pop or stack change the app
  /// started itself, and the window is shown; or once ``timeout`` has passed,
  /// so that a transition that never ends cannot hold a link for ever (the
  /// steps then fail with a reason). Transitions that finish may start
  /// others, so it looks again until everything is still.
  public func waitUntilIdle() async {
    _ = await isIdleBeforeDeadline()
  }

  /// Waits until idle, or fails the step with what is still running.
  func idle(for step: NavigationStep) async throws(NavigationError) {
    guard await isIdleBeforeDeadline() else {
      throw NavigationError(
        step: step,
        reason: "a transition already in progress did not finish within \(timeout)")
    }
  }

  /// Waits until nothing runs; `false` when something still ran at the
  /// deadline.
  ///
  /// A coordinator that will not queue a completion belongs to a transition
  /// that is ending, and Apple gives no later signal for it: the navigator
  /// looks again each main-actor turn until it is gone, and gives up at the
  /// deadline rather than going on under it.
  private func isIdleBeforeDeadline() async -> Bool {
    let deadline = self.deadline
    await waitForVisibleWindow(until: deadline)
    while let busy = busyController() {
      switch await waitForCoordinator(of: busy, until: deadline) {
      case .finished: continue
      case .notQueued:
        guard ContinuousClock.now < deadline else { return false }
        await Task.yield()
      case .timedOut: return false
      }
    }
    return true
  }

  /// When a wait that starts now must end.
  private var deadline: ContinuousClock.Instant { .now + timeout }

  /// How waiting on a transition coordinator ended.
  private enum CoordinatorWait {
    case finished
    /// `animate(alongsideTransition:completion:)` returned `false`: Apple
    /// documents that the completion was not queued.
    case notQueued
    case timedOut
  }

  /// Returns when the transition running on `controller`, if any, completes.
  /// UIKit may still run a completion it said it would not queue, so the
  /// wait resumes once, whichever comes first.
  private func waitForCoordinator(
    of controller: UIViewController, until deadline: ContinuousClock.Instant
  ) async -> CoordinatorWait {
    guard let coordinator = controller.transitionCoordinator else { return .finished }
    var queued = true
    let ending = await completion(until: deadline) { once in
      queued = coordinator.animate(alongsideTransition: nil) { _ in once.resume(.finished) }
      if !queued { once.resume(.finished) }
      return nil
    }
    if ending == .timedOut { return .timedOut }
    return queued ? .finished : .notQueued
  }

  /// Returns once the window is shown, or at the deadline. A window that is
  /// still hidden (before `makeKeyAndVisible()`) is not in the window
  /// hierarchy, and UIKit does not present from it. UIKit posts
  /// `didBecomeVisibleNotification` when a window's `isHidden` turns
  /// `false`, so the navigator waits for that.
  func waitForVisibleWindow(until deadline: ContinuousClock.Instant? = nil) async {
    guard let window, window.isHidden else { return }
    _ = await completion(until: deadline ?? self.deadline) { once in
      let center = NotificationCenter.default
      let observer = center.addObserver(
        forName: UIWindow.didBecomeVisibleNotification, object: window, queue: nil
      ) { _ in
        Task { @MainActor in once.resume(.finished) }
      }
      return { center.removeObserver(observer) }
    }
  }

  /// A controller with a transition in flight, if any.
  private func busyController() -> UIViewController? {
    guard let root = rootViewController else { return nil }
    var controllers = [root] + presentedChain(from: root)
    if let tabBar = root as? UITabBarController {
      controllers += tabBar.viewControllers ?? []
      if let more = lendingMoreNavigationController(in: tabBar) { controllers.append(more) }
    }
    if let container = root as? any RoutingContainer {
      controllers += container.routingBranchNames.compactMap {
        container.navigationController(forRoutingBranch: $0)
      }
    }
    return controllers.first { $0.transitionCoordinator != nil }
  }

  /// Starts something UIKit finishes later, and waits until `start`'s
  /// handle is resumed or the deadline passes, whichever comes first.
  /// `start` may return what to undo once the wait ends.
  private func completion(
    until deadline: ContinuousClock.Instant,
    _ start: (ResumeOnce<Completion>) -> (() -> Void)?
  ) async -> Completion {
    await withCheckedContinuation { continuation in
      let once = ResumeOnce(continuation)
      let timer = Task { @MainActor in
        try? await Task.sleep(until: deadline, clock: .continuous)
        once.resume(.timedOut)
      }
      var undo: (() -> Void)?
      once.onResume = {
        timer.cancel()
        undo?()
      }
      undo = start(once)
      if once.isResumed { undo?() }
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
  /// Whether the continuation has been resumed.
  private(set) var isResumed = false

  init(_ continuation: CheckedContinuation<Value, Never>) {
    self.continuation = continuation
  }

  func resume(_ value: Value) {
    guard let continuation else { return }
    self.continuation = nil
    isResumed = true
    continuation.resume(returning: value)
    onResume?()
    onResume = nil
  }
}

#endif
