import Foundation

/// One animated transition in flight: a push, pop, stack replacement, presentation or
/// dismissal. It is the coordinator `transitionCoordinator` returns while it runs
/// (UIKitBehaviour.md §1 UIViewController, §2 Navigation stack).
///
/// The change to the hierarchy has already happened when a transition begins; finishing it
/// runs `cleanup` (clears the in-flight flags and coordinators), then the completion blocks
/// given to `animate(alongsideTransition:completion:)`, then the method's own completion.
@MainActor
final class StandInTransition: NSObject, UIViewControllerTransitionCoordinator {
  /// A readable account of the transition, such as `push <Detail> on <UINavigationController>`.
  let summary: String

  /// The presentation style the transition uses.
  let presentationStyle: UIModalPresentationStyle

  /// The view the transition takes place in.
  let containerView = UIView()

  /// Whether the transition has finished.
  private(set) var isFinished = false

  private let fromViewController: UIViewController?
  private let toViewController: UIViewController?
  private var cleanup: ((StandInTransition) -> Void)?
  private var completion: (() -> Void)?
  private var appearance: (() -> Void)?
  private var alongsideCompletions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] =
    []

  /// Creates a transition that has begun.
  ///
  /// - Parameters:
  ///   - summary: A readable account of the transition.
  ///   - from: The controller going away.
  ///   - to: The controller coming on screen.
  ///   - presentationStyle: The presentation style the transition uses.
  ///   - cleanup: Restores the in-flight state once the transition ends.
  ///   - appearance: The appearance callbacks to make once it ends: `viewDidAppear(_:)`,
  ///     `viewDidDisappear(_:)`, a navigation delegate's `didShow`.
  ///   - completion: The completion handler given to the UIKit method, if any.
  init(
    summary: String,
    from: UIViewController?,
    to: UIViewController?,
    presentationStyle: UIModalPresentationStyle = .fullScreen,
    cleanup: @escaping (StandInTransition) -> Void,
    appearance: (() -> Void)? = nil,
    completion: (() -> Void)? = nil
  ) {
    self.summary = summary
    self.fromViewController = from
    self.toViewController = to
    self.presentationStyle = presentationStyle
    self.cleanup = cleanup
    self.appearance = appearance
    self.completion = completion
  }

  var isAnimated: Bool { true }

  var isInteractive: Bool { false }

  var isCancelled: Bool { false }

  var transitionDuration: TimeInterval { 0.35 }

  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
    switch key {
    case .from: fromViewController
    case .to: toViewController
    default: nil
    }
  }

  @discardableResult
  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    guard !isFinished else {
      UIKitStandIn.session.log.recordMessage(Diagnostics.finishedCoordinator(summary))
      return false
    }
    animation?(self)
    if let completion {
      alongsideCompletions.append(completion)
    }
    return true
  }

  /// Ends the transition: cleanup, then the appearance callbacks, the queued completion blocks
  /// and the completion. Strict mode may run the queued completion blocks before the appearance
  /// callbacks, and the method's completion a turn later; the method's completion always comes
  /// after the appearance callbacks (Apple's header: after `viewDidAppear(_:)` or
  /// `viewDidDisappear(_:)`).
  func finish() {
    guard !isFinished else { return }
    isFinished = true
    let cleanup = self.cleanup
    let appearance = self.appearance
    let alongsideCompletions = self.alongsideCompletions
    let completion = self.completion
    self.cleanup = nil
    self.appearance = nil
    self.alongsideCompletions = []
    self.completion = nil
    cleanup?(self)
    let session = UIKitStandIn.session
    let completionsFirst = session.strict.choose(.completionsBeforeAppearance)
    if !completionsFirst { appearance?() }
    for alongsideCompletion in alongsideCompletions {
      alongsideCompletion(self)
    }
    if completionsFirst { appearance?() }
    if let completion {
      if session.strict.choose(.completionLater) {
        session.transitions.runLater(completion)
      } else {
        completion()
      }
    }
  }
}
