import Foundation

// On Apple platforms `CGRect.zero` and its kin come from the CoreGraphics overlay,
// which Foundation does not re-export; on Linux Foundation declares them.
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Mirrors UIKit's `UIWindow` (UIKitBehaviour.md §1 UIWindow, UIWindowScene; §2 Window and launch).
///
/// A window starts hidden; `makeKeyAndVisible()` shows it and makes it its scene's key window.
/// Controllers are "in the window hierarchy" when they are the root view controller, contained
/// in it, or presented above it.
@MainActor
open class UIWindow: UIView {
  /// How many animated presentations and dismissals run in this window; UIKit refuses to
  /// present or dismiss while one does.
  var presentationTransitionsInFlight = 0

  /// Mirrors `didBecomeVisibleNotification`: posted, with the window as its object, when a
  /// window's `isHidden` turns `false` (UIKitBehaviour.md §2 Window and launch).
  public nonisolated static let didBecomeVisibleNotification = Notification.Name(
    "UIWindowDidBecomeVisibleNotification")

  /// Mirrors `didBecomeHiddenNotification`: posted, with the window as its object, when a
  /// window's `isHidden` turns `true`.
  public nonisolated static let didBecomeHiddenNotification = Notification.Name(
    "UIWindowDidBecomeHiddenNotification")

  /// Mirrors `isHidden`; a change posts `didBecomeVisibleNotification` or
  /// `didBecomeHiddenNotification`.
  open override var isHidden: Bool {
    didSet {
      guard isHidden != oldValue else { return }
      NotificationCenter.default.post(
        name: isHidden ? Self.didBecomeHiddenNotification : Self.didBecomeVisibleNotification,
        object: self)
    }
  }

  private var rootStorage: UIViewController?
  private var isKeyStorage = false

  /// Mirrors `init(windowScene:)`: a hidden window attached to `windowScene`.
  ///
  /// - Parameter windowScene: The scene the window belongs to.
  public init(windowScene: UIWindowScene) {
    super.init(frame: .zero)
    isHidden = true
    self.windowScene = windowScene
    windowScene.attach(self)
  }

  /// Mirrors `init(frame:)`: a hidden window without a scene.
  ///
  /// - Parameter frame: The window's frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    isHidden = true
  }

  /// Mirrors `init?(coder:)`. The stand-in decodes nothing: a hidden window without a scene.
  ///
  /// - Parameter coder: An unarchiver, ignored.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    isHidden = true
  }

  /// Mirrors `windowScene`; weak. Setting it moves the window to another scene.
  weak open var windowScene: UIWindowScene? {
    didSet {
      guard windowScene !== oldValue else { return }
      oldValue?.detach(self)
      windowScene?.attach(self)
      isKeyStorage = false
    }
  }

  /// Mirrors `rootViewController`. Replacing it does not dismiss what the old root presented,
  /// as in UIKit.
  open var rootViewController: UIViewController? {
    get { rootStorage }
    set {
      guard newValue !== rootStorage else { return }
      rootStorage?.windowStorage = nil
      if let newValue {
        if let otherWindow = newValue.windowStorage {
          otherWindow.rootStorage = nil
        }
        newValue.windowStorage = self
      }
      rootStorage = newValue
    }
  }

  /// Mirrors `isKeyWindow`.
  open var isKeyWindow: Bool { isKeyStorage }

  /// Mirrors `makeKey()`: makes this window its scene's key window.
  open func makeKey() {
    for window in windowScene?.windows ?? [] where window !== self {
      window.isKeyStorage = false
    }
    isKeyStorage = true
  }

  /// Mirrors `makeKeyAndVisible()`: shows the window and makes it its scene's key window.
  open func makeKeyAndVisible() {
    isHidden = false
    makeKey()
  }
}
