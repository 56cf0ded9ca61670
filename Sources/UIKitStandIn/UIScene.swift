import Foundation

/// Mirrors UIKit's `UIScene` (UIKitBehaviour.md §1 Scene delegates, connection options; §2 Window and
/// launch).
///
/// Apps never create scenes: the initializer is `@_spi(Testing)`, so only tests reach it.
@MainActor
open class UIScene: UIResponder {
  /// Mirrors `session`.
  open private(set) var session: UISceneSession

  /// Mirrors `delegate`; strong, as in UIKit.
  open var delegate: (any UISceneDelegate)?

  /// Creates a connected scene, as UIKit does before calling
  /// `scene(_:willConnectTo:options:)`. Test-only: UIKit's initializer is not for apps.
  ///
  /// - Parameters:
  ///   - session: The scene's session.
  ///   - connectionOptions: Why the scene connects.
  @_spi(Testing)
  public init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
    self.session = session
    super.init()
    session.scene = self
  }
}

extension UIScene {
  /// Mirrors UIKit's `UIScene.ConnectionOptions`: why a scene connects, on a cold launch
  /// (UIKitBehaviour.md §1, §2 Window and launch). Apps never create it: the initializer is
  /// `@_spi(Testing)`.
  @MainActor
  open class ConnectionOptions: NSObject {
    /// Mirrors `urlContexts`: the custom-scheme URLs to open.
    open private(set) var urlContexts: Set<UIOpenURLContext>

    /// Mirrors `userActivities`: universal links and Spotlight results; never Handoff.
    open private(set) var userActivities: Set<NSUserActivity>

    /// Mirrors `handoffUserActivityType`: the type of a Handoff activity still on its way.
    open private(set) var handoffUserActivityType: String?

    /// Mirrors `shortcutItem`: the Home Screen quick action chosen.
    open private(set) var shortcutItem: UIApplicationShortcutItem?

    /// Mirrors `sourceApplication`: the bundle identifier of the app that asked to open.
    open private(set) var sourceApplication: String?

    /// Creates connection options. Test-only: UIKit creates them.
    ///
    /// - Parameters:
    ///   - urlContexts: The custom-scheme URLs to open.
    ///   - userActivities: Universal links and Spotlight results.
    ///   - handoffUserActivityType: The type of a Handoff activity on its way.
    ///   - shortcutItem: The Home Screen quick action chosen.
    ///   - sourceApplication: The bundle identifier of the app that asked to open.
    @_spi(Testing)
    public init(
      urlContexts: Set<UIOpenURLContext> = [],
      userActivities: Set<NSUserActivity> = [],
      handoffUserActivityType: String? = nil,
      shortcutItem: UIApplicationShortcutItem? = nil,
      sourceApplication: String? = nil
    ) {
      self.urlContexts = urlContexts
      self.userActivities = userActivities
      self.handoffUserActivityType = handoffUserActivityType
      self.shortcutItem = shortcutItem
      self.sourceApplication = sourceApplication
      super.init()
    }
  }

  /// Mirrors UIKit's `UIScene.OpenURLOptions`: how a URL came to be opened (UIKitBehaviour.md §1
  /// UIOpenURLContext). Apps never create it: the initializer is `@_spi(Testing)`.
  @MainActor
  open class OpenURLOptions: NSObject {
    /// Mirrors `sourceApplication`.
    open private(set) var sourceApplication: String?

    /// Mirrors `annotation`.
    open private(set) var annotation: Any?

    /// Mirrors `openInPlace`.
    open private(set) var openInPlace: Bool

    /// Creates URL-opening options. Test-only: UIKit creates them.
    ///
    /// - Parameters:
    ///   - sourceApplication: The bundle identifier of the app that asked to open.
    ///   - annotation: The annotation the source app passed.
    ///   - openInPlace: Whether the file must be opened in place.
    @_spi(Testing)
    public init(sourceApplication: String? = nil, annotation: Any? = nil, openInPlace: Bool = false)
    {
      self.sourceApplication = sourceApplication
      self.annotation = annotation
      self.openInPlace = openInPlace
      super.init()
    }
  }
}
