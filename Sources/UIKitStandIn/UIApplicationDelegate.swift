import Foundation

/// Mirrors UIKit's `UIApplicationDelegate`, the entry points of apps without scenes
/// (UIKitBehaviour.md §1 UIApplicationDelegate). Fine on the iOS 17 and 18 SDKs; deprecated in iOS 26.
///
/// UIKit's methods are optional; here they are requirements with default implementations
/// (UIKitBehaviour.md §4), so keep every signature exact. In scene-based apps UIKit does not call the
/// quick-action method. UIKit imports that method twice, with a completion handler and as
/// `async`; the default `async` form calls the completion-handler form, and the default
/// completion-handler form reports `false`, so call the form your delegate implements.
@MainActor
public protocol UIApplicationDelegate: NSObjectProtocol {
  /// Mirrors `application(_:open:options:)`: a custom-scheme URL.
  ///
  /// - Parameters:
  ///   - app: The application.
  ///   - url: The URL to open.
  ///   - options: How the URL came to be opened.
  /// - Returns: Whether the URL was handled.
  func application(
    _ app: UIApplication,
    open url: URL,
    options: [UIApplication.OpenURLOptionsKey: Any]
  ) -> Bool

  /// Mirrors `application(_:continue:restorationHandler:)`: a universal link, Spotlight result
  /// or Handoff activity.
  ///
  /// - Parameters:
  ///   - application: The application.
  ///   - userActivity: The activity to continue.
  ///   - restorationHandler: Call with the objects that restore their state from the activity.
  /// - Returns: Whether the activity was handled.
  func application(
    _ application: UIApplication,
    continue userActivity: NSUserActivity,
    restorationHandler: @escaping ([any UIUserActivityRestoring]?) -> Void
  ) -> Bool

  /// Mirrors `application(_:performActionFor:completionHandler:)`: a Home Screen quick action.
  ///
  /// - Parameters:
  ///   - application: The application.
  ///   - shortcutItem: The quick action the user chose.
  ///   - completionHandler: Call with whether the action was handled.
  func application(
    _ application: UIApplication,
    performActionFor shortcutItem: UIApplicationShortcutItem,
    completionHandler: @escaping (Bool) -> Void
  )

  /// Mirrors the `async` form of `application(_:performActionFor:completionHandler:)`.
  ///
  /// - Parameters:
  ///   - application: The application.
  ///   - shortcutItem: The quick action the user chose.
  /// - Returns: Whether the action was handled.
  func application(
    _ application: UIApplication,
    performActionFor shortcutItem: UIApplicationShortcutItem
  ) async -> Bool
}

extension UIApplicationDelegate {
  /// Returns `false`, not handled: UIKit's method is optional.
  ///
  /// - Parameters:
  ///   - app: The application.
  ///   - url: The URL to open.
  ///   - options: How the URL came to be opened.
  /// - Returns: `false`.
  public func application(
    _ app: UIApplication,
    open url: URL,
    options: [UIApplication.OpenURLOptionsKey: Any]
  ) -> Bool {
    false
  }

  /// Mirrors `application(_:open:options:)` called without its defaulted `options` argument
  /// (protocol requirements cannot have default arguments, UIKitBehaviour.md §4).
  ///
  /// - Parameters:
  ///   - app: The application.
  ///   - url: The URL to open.
  /// - Returns: Whether the URL was handled.
  public func application(_ app: UIApplication, open url: URL) -> Bool {
    application(app, open: url, options: [:])
  }

  /// Returns `false`, not handled: UIKit's method is optional.
  ///
  /// - Parameters:
  ///   - application: The application.
  ///   - userActivity: The activity to continue.
  ///   - restorationHandler: Not called.
  /// - Returns: `false`.
  public func application(
    _ application: UIApplication,
    continue userActivity: NSUserActivity,
    restorationHandler: @escaping ([any UIUserActivityRestoring]?) -> Void
  ) -> Bool {
    false
  }

  /// Reports `false`, not handled: UIKit's method is optional.
  ///
  /// - Parameters:
  ///   - application: The application.
  ///   - shortcutItem: The quick action the user chose.
  ///   - completionHandler: Called with `false`.
  public func application(
    _ application: UIApplication,
    performActionFor shortcutItem: UIApplicationShortcutItem,
    completionHandler: @escaping (Bool) -> Void
  ) {
    completionHandler(false)
  }

  /// Calls the completion-handler form and returns what it reports.
  ///
  /// - Parameters:
  ///   - application: The application.
  ///   - shortcutItem: The quick action the user chose.
  /// - Returns: Whether the action was handled.
  public func application(
    _ application: UIApplication,
    performActionFor shortcutItem: UIApplicationShortcutItem
  ) async -> Bool {
    await withCheckedContinuation { continuation in
      self.application(application, performActionFor: shortcutItem) { handled in
        continuation.resume(returning: handled)
      }
    }
  }
}
