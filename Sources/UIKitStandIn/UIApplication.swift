import Foundation

/// Mirrors UIKit's `UIApplication` (UIKitBehaviour.md §1 UIApplication; §3 App extensions).
///
/// `shared` is unavailable in app extensions, so the adapter must not require it: take the
/// window or scene from the app instead.
@MainActor
open class UIApplication: UIResponder {
  private static let sharedInstance = UIApplication()

  /// Mirrors `shared`, the app's one application object. Unavailable in app extensions.
  @available(
    iOSApplicationExtension, unavailable,
    message: "Use view controller based solutions where appropriate instead."
  )
  open class var shared: UIApplication { sharedInstance }

  /// Mirrors `shortcutItems`: the app's dynamic Home Screen quick actions (static ones live in
  /// Info.plist). The stand-in keeps them per `UIKitStandIn` session, so parallel tests each see
  /// their own.
  open var shortcutItems: [UIApplicationShortcutItem]? {
    get { UIKitStandIn.session.shortcuts.items }
    set { UIKitStandIn.session.shortcuts.items = newValue }
  }
}

extension UIApplication {
  /// Mirrors UIKit's `UIApplication.OpenURLOptionsKey`, the keys of the options
  /// `application(_:open:options:)` receives (UIKitBehaviour.md §1 UIApplicationDelegate).
  public struct OpenURLOptionsKey: Hashable, RawRepresentable, Sendable {
    /// Mirrors `.sourceApplication`: the bundle identifier of the app that asked to open.
    public static let sourceApplication = Self(
      rawValue: "UIApplicationOpenURLOptionsSourceApplicationKey"
    )

    /// Mirrors `.annotation`: the annotation the source app passed.
    public static let annotation = Self(rawValue: "UIApplicationOpenURLOptionsAnnotationKey")

    /// Mirrors `.openInPlace`: whether the file must be opened in place.
    public static let openInPlace = Self(rawValue: "UIApplicationOpenURLOptionsOpenInPlaceKey")

    /// The key's string value.
    public var rawValue: String

    /// Creates a key from its string value.
    ///
    /// - Parameter rawValue: The key's string value.
    public init(rawValue: String) {
      self.rawValue = rawValue
    }
  }
}
