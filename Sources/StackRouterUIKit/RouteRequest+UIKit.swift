#if canImport(UIKit) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif
import Foundation
import StackRouter
import StackRouterSystemLinks

extension RouteRequest {
  /// The request a custom-scheme URL carries, sent by the app that opened it
  /// (`options.sourceApplication`, `nil` when UIKit does not name it).
  @MainActor
  public init(urlContext: UIOpenURLContext, animation: AnimationPolicy = .lastTransition) {
    self.init(
      .url(urlContext.url.absoluteString), animation: animation,
      sender: .otherApp(urlContext.options.sourceApplication))
  }

  /// The request an `NSUserActivity` carries: a universal link
  /// (`NSUserActivityTypeBrowsingWeb`), a Spotlight result
  /// (`CSSearchableItemActionType`), or a Handoff activity whose user info
  /// holds the link under `RouteRequest/linkUserInfoKey`.
  public init(userActivity: NSUserActivity, animation: AnimationPolicy = .lastTransition) {
    self = SystemLinkMapping.request(for: userActivity, animation: animation)
  }

  /// The request a Home Screen quick action carries: its type, which the
  /// router maps to a link, and its user info, which may hold the link.
  public init(shortcutItem: UIApplicationShortcutItem, animation: AnimationPolicy = .lastTransition)
  {
    self = SystemLinkMapping.request(for: shortcutItem, animation: animation)
  }
}

#endif
