import Foundation

/// Mirrors UIKit's `UIWindowSceneDelegate` (UIKitBehaviour.md §0, §1 Scene delegates; §2 Window and
/// launch).
///
/// UIKit's members are optional; here they are requirements with default implementations
/// (UIKitBehaviour.md §4). UIKit imports the quick-action method twice, with a completion handler and
/// as `async`; a delegate implements one. The default `async` form calls the completion-handler
/// form, and the default completion-handler form reports `false` (not handled), so call the
/// form your delegate implements.
@MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
  /// Mirrors `window`: the scene's main window. The default stores nothing and reads `nil`.
  var window: UIWindow? { get set }

  /// Mirrors `windowScene(_:performActionFor:completionHandler:)`: a quick action while running.
  ///
  /// - Parameters:
  ///   - windowScene: The scene that performs the action.
  ///   - shortcutItem: The quick action the user chose.
  ///   - completionHandler: Call with whether the action was handled.
  func windowScene(
    _ windowScene: UIWindowScene,
    performActionFor shortcutItem: UIApplicationShortcutItem,
    completionHandler: @escaping (Bool) -> Void
  )

  /// Mirrors the `async` form of `windowScene(_:performActionFor:completionHandler:)`.
  ///
  /// - Parameters:
  ///   - windowScene: The scene that performs the action.
  ///   - shortcutItem: The quick action the user chose.
  /// - Returns: Whether the action was handled.
  func windowScene(
    _ windowScene: UIWindowScene,
    performActionFor shortcutItem: UIApplicationShortcutItem
  ) async -> Bool
}

extension UIWindowSceneDelegate {
  /// No window: UIKit's property is optional, and setting it keeps nothing.
  public var window: UIWindow? {
    get { nil }
    set {}
  }

  /// Reports `false`, not handled: UIKit's method is optional.
  ///
  /// - Parameters:
  ///   - windowScene: The scene that performs the action.
  ///   - shortcutItem: The quick action the user chose.
  ///   - completionHandler: Called with `false`.
  public func windowScene(
    _ windowScene: UIWindowScene,
    performActionFor shortcutItem: UIApplicationShortcutItem,
    completionHandler: @escaping (Bool) -> Void
  ) {
    completionHandler(false)
  }

  /// Calls the completion-handler form and returns what it reports.
  ///
  /// - Parameters:
  ///   - windowScene: The scene that performs the action.
  ///   - shortcutItem: The quick action the user chose.
  /// - Returns: Whether the action was handled.
  public func windowScene(
    _ windowScene: UIWindowScene,
    performActionFor shortcutItem: UIApplicationShortcutItem
  ) async -> Bool {
    await withCheckedContinuation { continuation in
      self.windowScene(windowScene, performActionFor: shortcutItem) { handled in
        continuation.resume(returning: handled)
      }
    }
  }
}
