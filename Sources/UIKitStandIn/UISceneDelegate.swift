import Foundation

/// Mirrors UIKit's `UISceneDelegate` (UIKitBehaviour.md §0, §1 Scene delegates; §2 Window and launch).
///
/// UIKit's methods are optional; here they are requirements with default implementations that
/// do nothing (UIKitBehaviour.md §4). Keep every signature exact: a drifted one silently falls back to
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

  /// Mirrors `sceneDidDisconnect(_:)`: the system released the scene.
  ///
  /// - Parameter scene: The disconnected scene.
  func sceneDidDisconnect(_ scene: UIScene)

  /// Mirrors `sceneDidBecomeActive(_:)`.
  ///
  /// - Parameter scene: The scene that became active.
  func sceneDidBecomeActive(_ scene: UIScene)

  /// Mirrors `sceneWillResignActive(_:)`.
  ///
  /// - Parameter scene: The scene about to resign the active state.
  func sceneWillResignActive(_ scene: UIScene)

  /// Mirrors `sceneWillEnterForeground(_:)`.
  ///
  /// - Parameter scene: The scene about to enter the foreground.
  func sceneWillEnterForeground(_ scene: UIScene)

  /// Mirrors `sceneDidEnterBackground(_:)`.
  ///
  /// - Parameter scene: The scene that entered the background.
  func sceneDidEnterBackground(_ scene: UIScene)

  /// Mirrors `stateRestorationActivity(for:)`: the activity that restores the scene's state
  /// when it connects again.
  ///
  /// - Parameter scene: The scene whose state to save.
  /// - Returns: The activity, or `nil` to save nothing.
  func stateRestorationActivity(for scene: UIScene) -> NSUserActivity?

  /// Mirrors `scene(_:restoreInteractionStateWith:)`: called after connection, before
  /// activation, with the activity `stateRestorationActivity(for:)` returned.
  ///
  /// - Parameters:
  ///   - scene: The scene being restored.
  ///   - stateRestorationActivity: The saved activity.
  func scene(_ scene: UIScene, restoreInteractionStateWith stateRestorationActivity: NSUserActivity)
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

  /// Does nothing: UIKit's method is optional.
  ///
  /// - Parameter scene: The disconnected scene.
  public func sceneDidDisconnect(_ scene: UIScene) {}

  /// Does nothing: UIKit's method is optional.
  ///
  /// - Parameter scene: The scene that became active.
  public func sceneDidBecomeActive(_ scene: UIScene) {}

  /// Does nothing: UIKit's method is optional.
  ///
  /// - Parameter scene: The scene about to resign the active state.
  public func sceneWillResignActive(_ scene: UIScene) {}

  /// Does nothing: UIKit's method is optional.
  ///
  /// - Parameter scene: The scene about to enter the foreground.
  public func sceneWillEnterForeground(_ scene: UIScene) {}

  /// Does nothing: UIKit's method is optional.
  ///
  /// - Parameter scene: The scene that entered the background.
  public func sceneDidEnterBackground(_ scene: UIScene) {}

  /// Returns `nil`: UIKit's method is optional.
  ///
  /// - Parameter scene: The scene whose state to save.
  /// - Returns: `nil`.
  public func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? { nil }

  /// Does nothing: UIKit's method is optional.
  ///
  /// - Parameters:
  ///   - scene: The scene being restored.
  ///   - stateRestorationActivity: The saved activity.
  public func scene(
    _ scene: UIScene, restoreInteractionStateWith stateRestorationActivity: NSUserActivity
  ) {}
}
