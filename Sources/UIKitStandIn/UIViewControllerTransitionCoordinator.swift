import Foundation

/// Mirrors UIKit's `UIViewControllerTransitionCoordinatorContext`: what a running transition
/// tells the blocks given to its coordinator (UIKitBehaviour.md §1 UIViewController).
///
/// Only the members the adapter uses are mirrored.
@MainActor
public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {
  /// Mirrors `isAnimated`.
  var isAnimated: Bool { get }

  /// Mirrors `presentationStyle`.
  var presentationStyle: UIModalPresentationStyle { get }

  /// Mirrors `isInteractive`.
  var isInteractive: Bool { get }

  /// Mirrors `isCancelled`.
  var isCancelled: Bool { get }

  /// Mirrors `transitionDuration`.
  var transitionDuration: TimeInterval { get }

  /// Mirrors `viewController(forKey:)`.
  ///
  /// - Parameter key: `.from` or `.to`.
  /// - Returns: The controller leaving or arriving.
  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?

  /// Mirrors `containerView`.
  var containerView: UIView { get }
}

/// Mirrors UIKit's `UIViewControllerTransitionCoordinator` (UIKitBehaviour.md §1 UIViewController,
/// §2 Navigation stack).
///
/// Push, pop and stack replacement have no completion handler: wait for an animated one with
/// `animate(alongsideTransition:completion:)` on the navigation controller's coordinator.
@MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext
{
  /// Mirrors `animate(alongsideTransition:completion:)`.
  ///
  /// The stand-in runs `animation` at once and `completion` when the transition finishes.
  ///
  /// - Parameters:
  ///   - animation: Animations to run with the transition.
  ///   - completion: Runs after the transition finishes.
  /// - Returns: `true` when the blocks were queued; `false` once the transition has finished.
  @discardableResult
  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool
}

extension UIViewControllerTransitionCoordinator {
  /// Mirrors `animate(alongsideTransition:completion:)` called without its defaulted
  /// `completion` argument (protocol requirements cannot have default arguments, UIKitBehaviour.md §4).
  ///
  /// - Parameter animation: Animations to run with the transition.
  /// - Returns: `true` when the block was queued.
  @discardableResult
  public func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    animate(alongsideTransition: animation, completion: nil)
  }
}

/// Mirrors UIKit's `UITransitionContextViewControllerKey` (UIKitBehaviour.md §1 UIViewController).
public struct UITransitionContextViewControllerKey: Hashable, RawRepresentable, Sendable {
  /// Mirrors `.from`: the controller visible at the start of the transition.
  public static let from = Self(rawValue: "UITransitionContextFromViewControllerKey")

  /// Mirrors `.to`: the controller visible at the end of the transition.
  public static let to = Self(rawValue: "UITransitionContextToViewControllerKey")

  /// The key's string value.
  public var rawValue: String

  /// Creates a key from its string value.
  ///
  /// - Parameter rawValue: The key's string value.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }
}
