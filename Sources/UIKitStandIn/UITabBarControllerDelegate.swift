import Foundation

/// Mirrors UIKit's `UITabBarControllerDelegate` (UIKitBehaviour.md §0, §1 UITabBarController).
///
/// UIKit's methods are optional; here they are requirements with default implementations
/// (UIKitBehaviour.md §4), so keep every signature exact. UIKit calls them only for a user's tap, never
/// for programmatic selection (UIKitBehaviour.md §2 Tab bar); `UIKitStandIn.tap(_:in:)` simulates a tap.
@MainActor
public protocol UITabBarControllerDelegate: NSObjectProtocol {
  /// Mirrors `tabBarController(_:shouldSelect:)`.
  ///
  /// - Parameters:
  ///   - tabBarController: The tab bar controller.
  ///   - viewController: The controller the user tapped.
  /// - Returns: Whether to select it.
  func tabBarController(
    _ tabBarController: UITabBarController,
    shouldSelect viewController: UIViewController
  ) -> Bool

  /// Mirrors `tabBarController(_:didSelect:)`.
  ///
  /// - Parameters:
  ///   - tabBarController: The tab bar controller.
  ///   - viewController: The controller the user selected.
  func tabBarController(
    _ tabBarController: UITabBarController,
    didSelect viewController: UIViewController
  )
}

extension UITabBarControllerDelegate {
  /// Returns `true`, as UIKit does when the method is not implemented.
  ///
  /// - Parameters:
  ///   - tabBarController: The tab bar controller.
  ///   - viewController: The controller the user tapped.
  /// - Returns: `true`.
  public func tabBarController(
    _ tabBarController: UITabBarController,
    shouldSelect viewController: UIViewController
  ) -> Bool {
    true
  }

  /// Does nothing: UIKit's method is optional.
  ///
  /// - Parameters:
  ///   - tabBarController: The tab bar controller.
  ///   - viewController: The controller the user selected.
  public func tabBarController(
    _ tabBarController: UITabBarController,
    didSelect viewController: UIViewController
  ) {}
}
