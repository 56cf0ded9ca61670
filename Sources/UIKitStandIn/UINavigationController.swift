import Foundation

/// Mirrors UIKit's `UINavigationController` (UIKitBehaviour.md §1 UINavigationController,
/// §2 Navigation stack).
///
/// The stack changes as soon as a method returns. A non-animated change is complete then; an
/// animated one, while the navigation controller is on screen, also starts a transition:
/// `transitionCoordinator` is set on the navigation controller (and, through it, on its
/// children) until the stand-in's transition driver finishes it (see
/// `UIKitStandIn.TransitionMode`). Push, pop and `setViewControllers(_:animated:)` have no
/// completion handler; wait on the coordinator:
///
/// ```swift
/// navigationController.pushViewController(detail, animated: true)
/// guard let coordinator = navigationController.transitionCoordinator else { return done() }
/// coordinator.animate(alongsideTransition: nil) { _ in done() }
/// ```
///
/// A change to a stack off screen (not in a window, in an unselected tab, or covered by a
/// modal) does not animate and has no coordinator. Changing a stack hidden under a modal is
/// allowed, as in UIKit, and recorded in `UIKitStandIn.messages` because nobody sees it.
/// Pushing an instance already in the stack, a tab bar controller or a navigation controller,
/// and popping to a controller not in the stack, are UIKit exceptions: the stand-in records
/// them in `UIKitStandIn.violations` and ignores the call.
@MainActor
open class UINavigationController: UIViewController {
  /// The push or pop this navigation controller is animating, if any.
  private var navigationTransition: StandInTransition?

  /// Mirrors `delegate`; weak.
  weak open var delegate: (any UINavigationControllerDelegate)?

  /// Mirrors `init(rootViewController:)`: a stack holding `rootViewController`, pushed without
  /// animation.
  ///
  /// - Parameter rootViewController: The bottom of the stack.
  public init(rootViewController: UIViewController) {
    super.init(nibName: nil, bundle: nil)
    pushViewController(rootViewController, animated: false)
  }

  /// Mirrors `init(nibName:bundle:)`: an empty stack.
  ///
  /// - Parameters:
  ///   - nibNameOrNil: The nib to load the view from; the stand-in loads nothing.
  ///   - nibBundleOrNil: The bundle holding the nib.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// Mirrors `init(navigationBarClass:toolbarClass:)`: an empty stack. The stand-in has no bars.
  ///
  /// - Parameters:
  ///   - navigationBarClass: The navigation bar class, ignored.
  ///   - toolbarClass: The toolbar class, ignored.
  public init(navigationBarClass: AnyClass?, toolbarClass: AnyClass?) {
    super.init(nibName: nil, bundle: nil)
  }

  /// Mirrors `init?(coder:)`. The stand-in decodes nothing: an empty stack.
  ///
  /// - Parameter coder: An unarchiver, ignored.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  // MARK: The stack

  /// Mirrors `viewControllers`, root first. Assigning is `setViewControllers(_:animated: false)`.
  open var viewControllers: [UIViewController] {
    get { childStorage }
    set { setViewControllers(newValue, animated: false) }
  }

  /// Mirrors `topViewController`.
  open var topViewController: UIViewController? { childStorage.last }

  /// Mirrors `visibleViewController`: what this navigation controller (or its nearest
  /// ancestor) presented, if anything, else `topViewController`.
  open var visibleViewController: UIViewController? { nearestPresented ?? topViewController }

  /// Mirrors `setViewControllers(_:animated:)`. One transition, chosen by the new top: a pop
  /// when it already is in the stack below the top, none when it already is the top, else a
  /// push (UIKitBehaviour.md §2 Navigation stack).
  ///
  /// - Parameters:
  ///   - viewControllers: The new stack, root first.
  ///   - animated: Whether to animate the change.
  open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
    let violation =
      viewControllers.lazy.compactMap(violationOfStacking).first
      ?? viewControllers.firstRepeatedInstance.map(Diagnostics.sameInstanceMoreThanOnce)
    if let violation {
      UIKitStandIn.session.log.recordViolation(violation)
      return
    }
    replaceStack(with: viewControllers, animated: animated, operation: "setViewControllers")
  }

  /// Mirrors `pushViewController(_:animated:)`.
  ///
  /// - Parameters:
  ///   - viewController: The controller to push; not already in the stack.
  ///   - animated: Whether to animate the push.
  open func pushViewController(_ viewController: UIViewController, animated: Bool) {
    let violation =
      violationOfStacking(viewController)
      ?? (childStorage.contains { $0 === viewController }
        ? Diagnostics.sameInstanceMoreThanOnce(viewController) : nil)
    if let violation {
      UIKitStandIn.session.log.recordViolation(violation)
      return
    }
    replaceStack(with: childStorage + [viewController], animated: animated, operation: "push")
  }

  /// Mirrors `popViewController(animated:)`.
  ///
  /// - Parameter animated: Whether to animate the pop.
  /// - Returns: The popped controller; `nil` at the root, where nothing happens.
  @discardableResult
  open func popViewController(animated: Bool) -> UIViewController? {
    guard childStorage.count > 1, let top = childStorage.last else { return nil }
    replaceStack(with: Array(childStorage.dropLast()), animated: animated, operation: "pop")
    return top
  }

  /// Mirrors `popToViewController(_:animated:)`.
  ///
  /// - Parameters:
  ///   - viewController: The controller to show; it must be in the stack.
  ///   - animated: Whether to animate the pop.
  /// - Returns: The popped controllers, bottom first; `nil` when nothing was popped.
  @discardableResult
  open func popToViewController(
    _ viewController: UIViewController,
    animated: Bool
  ) -> [UIViewController]? {
    guard let position = childStorage.firstIndex(where: { $0 === viewController }) else {
      UIKitStandIn.session.log.recordViolation(Diagnostics.poppingToMissingController)
      return nil
    }
    return popAbove(position, animated: animated, operation: "popToViewController")
  }

  /// Mirrors `popToRootViewController(animated:)`.
  ///
  /// - Parameter animated: Whether to animate the pop.
  /// - Returns: The popped controllers, bottom first; `nil` when nothing was popped.
  @discardableResult
  open func popToRootViewController(animated: Bool) -> [UIViewController]? {
    guard !childStorage.isEmpty else { return nil }
    return popAbove(0, animated: animated, operation: "popToRootViewController")
  }

  // MARK: Container hooks

  override func shows(_ child: UIViewController) -> Bool { child === childStorage.last }

  override var visibleLeaf: UIViewController { topViewController?.visibleLeaf ?? self }

  override var runningTransition: StandInTransition? {
    guard let navigationTransition, !navigationTransition.isFinished else {
      return super.runningTransition
    }
    return navigationTransition
  }

  // MARK: Applying a change

  private func popAbove(
    _ position: Int,
    animated: Bool,
    operation: String
  ) -> [UIViewController]? {
    let popped = Array(childStorage[(position + 1)...])
    guard !popped.isEmpty else { return nil }
    replaceStack(with: Array(childStorage[...position]), animated: animated, operation: operation)
    return popped
  }

  /// The exception UIKit raises for putting `viewController` in a navigation stack, if any.
  private func violationOfStacking(_ viewController: UIViewController) -> String? {
    switch viewController {
    case is UITabBarController: Diagnostics.pushingTabBarController
    case is UINavigationController: Diagnostics.pushingNavigationController
    default: nil
    }
  }

  /// Replaces the stack, adopting and dropping children, and animates when asked to and on
  /// screen.
  private func replaceStack(with newStack: [UIViewController], animated: Bool, operation: String) {
    let oldStack = childStorage
    guard !newStack.elementsEqual(oldStack, by: ===) else { return }
    let session = UIKitStandIn.session
    if hostingWindow != nil, let modal = coveringModal {
      session.log.recordMessage(Diagnostics.hiddenStackChange(operation, on: self, under: modal))
    }
    let change = StackChange(from: oldStack, to: newStack)
    if change != .none, let running = navigationTransition, !running.isFinished {
      session.log.recordMessage(Diagnostics.nestedNavigationTransition(isPush: change == .push))
    }

    let shownBefore = isOnScreen ? oldStack.last?.appearanceChain ?? [] : []

    let removed = replaceChildren(with: newStack)

    guard change != .none, let newTop = newStack.last else { return }
    let onScreen = isOnScreen
    let delegate = onScreen ? self.delegate : nil
    let animates = animated && onScreen
    let appearance = AppearanceChange(
      from: shownBefore, to: onScreen ? newTop.appearanceChain : [], animated: animates)
    delegate?.navigationController(self, willShow: newTop, animated: animates)
    appearance.begin()
    guard animates else {
      let didShow = delegate.map { delegate in
        { delegate.navigationController(self, didShow: newTop, animated: false) }
      }
      // Strict mode: the did callbacks of a change without animation may come a turn later.
      if !appearance.isEmpty && session.strict.choose(.appearanceLater) {
        session.transitions.runLater { appearance.end() }
        didShow?()
      } else {
        endAppearance(appearance, didShow: didShow)
      }
      return
    }
    beginTransition(
      change, from: oldStack.last, to: newTop, removed: removed, delegate: delegate,
      appearance: appearance)
  }

  /// Calls the did callbacks of `appearance` and the delegate's `didShow`: the callbacks
  /// first, or, when strict mode draws `.didShowBeforeViewDidAppear`, `didShow` first.
  private func endAppearance(_ appearance: AppearanceChange, didShow: (() -> Void)?) {
    guard let didShow, !appearance.isEmpty else {
      appearance.end()
      didShow?()
      return
    }
    if UIKitStandIn.session.strict.choose(.didShowBeforeViewDidAppear) {
      didShow()
      appearance.end()
    } else {
      appearance.end()
      didShow()
    }
  }

  private func beginTransition(
    _ change: StackChange,
    from oldTop: UIViewController?,
    to newTop: UIViewController,
    removed: [UIViewController],
    delegate: (any UINavigationControllerDelegate)?,
    appearance: AppearanceChange
  ) {
    // The popped top has left the stack, so it cannot see this controller's coordinator
    // through its parent: it gets its own.
    let outgoing = oldTop.flatMap { top in removed.contains { $0 === top } ? top : nil }
    newTop.isMovingToParent = change == .push
    outgoing?.isMovingFromParent = true
    let transition = StandInTransition(
      summary: "\(change) \(newTop.standInName) on \(standInName)",
      from: oldTop,
      to: newTop,
      cleanup: { [weak self] transition in
        newTop.isMovingToParent = false
        outgoing?.isMovingFromParent = false
        if outgoing?.transitionStorage === transition {
          outgoing?.transitionStorage = nil
        }
        guard let self else { return }
        if self.navigationTransition === transition {
          self.navigationTransition = nil
        }
      },
      appearance: { [weak self, weak delegate] in
        guard let self else {
          appearance.end()
          return
        }
        let didShow = delegate.map { delegate in
          { delegate.navigationController(self, didShow: newTop, animated: true) }
        }
        self.endAppearance(appearance, didShow: didShow)
      }
    )
    let session = UIKitStandIn.session
    let start = { [weak self] in
      self?.navigationTransition = transition
      outgoing?.transitionStorage = transition
      session.transitions.begin(transition)
    }
    // Strict mode may show the coordinator a turn after the call; the stack has changed already.
    if session.strict.choose(.coordinatorLater) {
      session.transitions.runLater(start)
    } else {
      start()
    }
  }
}

extension UINavigationController {
  /// The one transition a stack change performs, chosen by the new top (UIKitBehaviour.md §2).
  fileprivate enum StackChange: CustomStringConvertible {
    case push
    case pop
    case none

    init(from oldStack: [UIViewController], to newStack: [UIViewController]) {
      guard let newTop = newStack.last, newTop !== oldStack.last else {
        self = .none
        return
      }
      self = oldStack.contains { $0 === newTop } ? .pop : .push
    }

    var description: String {
      switch self {
      case .push: "push"
      case .pop: "pop"
      case .none: "none"
      }
    }
  }
}
