import Foundation

/// Mirrors UIKit's `UISceneDelegate` (uikit.md §0, §1 Scene delegates; §2 Window and launch).
///
/// UIKit's methods are optional; here they are requirements with default implementations that
/// do nothing (uikit.md §4). Keep every signature exact: a drifted one silently falls back to
/// the default on Linux.
@MainActor
public protocol UISceneDelegate: NSObjectProtocol {
  /// Mirrors `scene(_:willConnectTo:options:)`: the cold-launch entry point.
  ///
  /// - Parameters:
  ///   - scene: The connecting scene.
  ///   - session: The scene's session.
  ///   - connectionOptions: The URLs, activities or quick action the scene opens with.
  func scene(
    _ scene: UIScene,
    willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  )

  /// Mirrors `scene(_:openURLContexts:)`: custom-scheme URLs while running.
  ///
  /// - Parameters:
  ///   - scene: The scene asked to open.
  ///   - urlContexts: The URLs to open.
  func scene(_ scene: UIScene, openURLContexts urlContexts: Set<UIOpenURLContext>)

  /// Mirrors `scene(_:willContinueUserActivityWithType:)`: a Handoff activity is on its way.
  ///
  /// - Parameters:
  ///   - scene: The scene that continues the activity.
  ///   - userActivityType: The activity's type.
  func scene(_ scene: UIScene, willContinueUserActivityWithType userActivityType: String)

  /// Mirrors `scene(_:continue:)`: a universal link, Spotlight result or Handoff activity while
  /// running.
  ///
  /// - Parameters:
  ///   - scene: The scene that continues the activity.
  ///   - userActivity: The activity to continue.
  func scene(_ scene: UIScene, continue userActivity: NSUserActivity)
}

extension UISceneDelegate {
  /// Does nothing: UIKit's method is optional.
  ///
  /// - Parameters:
  ///   - scene: The connecting scene.
  ///   - session: The scene's session.
  ///   - connectionOptions: The URLs, activities or quick action the scene opens with.
  public func scene(
    _ scene: UIScene,
    willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {}

  /// Does nothing: UIKit's method is optional.
  ///
  /// - Parameters:
  ///   - scene: The scene asked to open.
  ///   - urlContexts: The URLs to open.
  public func scene(_ scene: UIScene, openURLContexts urlContexts: Set<UIOpenURLContext>) {}

  /// Does nothing: UIKit's method is optional.
  ///
  /// - Parameters:
  ///   - scene: The scene that continues the activity.
  ///   - userActivityType: The activity's type.
  public func scene(_ scene: UIScene, willContinueUserActivityWithType userActivityType: String) {}

  /// Does nothing: UIKit's method is optional.
  ///
  /// - Parameters:
  ///   - scene: The scene that continues the activity.
  ///   - userActivity: The activity to continue.
  public func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {}
}
