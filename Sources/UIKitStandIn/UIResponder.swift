import Foundation

/// Mirrors UIKit's `UIResponder`, the base class of controllers, views, scenes and the
/// application (UIKitBehaviour.md §0).
@MainActor
open class UIResponder: NSObject, UIUserActivityRestoring {
  /// Mirrors `userActivity`: the activity this responder advertises for Handoff, if any.
  open var userActivity: NSUserActivity?

  /// Mirrors `restoreUserActivityState(_:)`. Does nothing unless overridden.
  ///
  /// - Parameter activity: The activity being continued.
  open func restoreUserActivityState(_ activity: NSUserActivity) {}
}
