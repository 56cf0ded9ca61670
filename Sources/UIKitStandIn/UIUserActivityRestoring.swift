import Foundation

/// Mirrors UIKit's `UIUserActivityRestoring`, the type of the objects an app delegate hands to
/// `application(_:continue:restorationHandler:)` (UIKitBehaviour.md §0, §1 UIApplicationDelegate).
@MainActor
public protocol UIUserActivityRestoring: NSObjectProtocol {
  /// Mirrors `restoreUserActivityState(_:)`: restores the object's state from `userActivity`.
  ///
  /// - Parameter userActivity: The activity being continued.
  func restoreUserActivityState(_ userActivity: NSUserActivity)
}
