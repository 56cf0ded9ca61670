import Foundation

/// Mirrors UIKit's `UINavigationControllerDelegate` (UIKitBehaviour.md §0, §1 UINavigationController).
///
/// UIKit's methods are optional; here they are requirements with default implementations that
/// do nothing (UIKitBehaviour.md §4), so keep every signature exact: a drifted one silently falls back
/// to the default on Linux.
///
/// The stand-in calls both for stack changes while the navigation controller is on screen:
/// `willShow` when the stack changes, `didShow` at once for a change without animation, else
/// when the transition finishes.
@MainActor
public protocol UINavigationControllerDelegate: NSObjectProtocol {
  /// Mirrors `navigationController(_:willShow:animated:)`.
  ///
  /// - Parameters:
  ///   - navigationController: The navigation controller whose stack changed.
  ///   - viewController: The new top.
  ///   - animated: Whether the change animates.
  func navigationController(
    _ navigationController: UINavigationController,
    willShow viewController: UIViewController,
    animated: Bool
  )

  /// Mirrors `navigationController(_:didShow:animated:)`.
  ///
  /// - Parameters:
  ///   - navigationController: The navigation controller whose stack changed.
  ///   - viewController: The new top.
  ///   - animated: Whether the change animated.
  func navigationController(
    _ navigationController: UINavigationController,
    didShow viewController: UIViewController,
    animated: Bool
  )
}

extension UINavigationControllerDelegate {
  /// Does nothing: UIKit's method is optional.
  ///
  /// - Parameters:
  ///   - navigationController: The navigation controller whose stack changed.
  ///   - viewController: The new top.
  ///   - animated: Whether the change animates.
  public func navigationController(
    _ navigationController: UINavigationController,
    willShow viewController: UIViewController,
    animated: Bool
  ) {}

  /// Does nothing: UIKit's method is optional.
  ///
  /// - Parameters:
  ///   - navigationController: The navigation controller whose stack changed.
  ///   - viewController: The new top.
  ///   - animated: Whether the change animated.
  public func navigationController(
    _ navigationController: UINavigationController,
    didShow viewController: UIViewController,
    animated: Bool
  ) {}
}
