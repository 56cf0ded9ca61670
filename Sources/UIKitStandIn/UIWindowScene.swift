import Foundation

/// Mirrors UIKit's `UIWindowScene` (UIKitBehaviour.md §1 UIWindow, UIWindowScene).
///
/// Apps never create scenes: the initializers are `@_spi(Testing)`. Like UIKit's, a scene does
/// not keep its windows alive; the app (usually its scene delegate's `window`) does.
@MainActor
open class UIWindowScene: UIScene {
  private var windowReferences: [WeakWindow] = []

  /// Creates a connected window scene. Test-only: UIKit creates scenes.
  ///
  /// - Parameters:
  ///   - session: The scene's session.
  ///   - connectionOptions: Why the scene connects.
  @_spi(Testing)
  public override init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
    super.init(session: session, connectionOptions: connectionOptions)
  }

  /// Creates a connected window scene with a new session and empty connection options.
  /// Test-only.
  @_spi(Testing)
  public convenience init() {
    self.init(session: UISceneSession(), connectionOptions: UIScene.ConnectionOptions())
  }

  /// Mirrors `windows`: the scene's windows still alive, in the order they joined.
  open var windows: [UIWindow] { windowReferences.compactMap(\.window) }

  /// Mirrors `keyWindow` (iOS 15+): the scene's key window.
  open var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }

  /// Adds `window` to `windows`.
  func attach(_ window: UIWindow) {
    windowReferences.removeAll { $0.window == nil || $0.window === window }
    windowReferences.append(WeakWindow(window: window))
  }

  /// Removes `window` from `windows`.
  func detach(_ window: UIWindow) {
    windowReferences.removeAll { $0.window == nil || $0.window === window }
  }
}

extension UIWindowScene {
  /// A window the scene lists without keeping it alive.
  @MainActor
  fileprivate struct WeakWindow {
    weak var window: UIWindow?
  }
}
