#if canImport(UIKit) || os(Linux)
#if canImport(UIKit)
import CoreSpotlight
import UIKit
#else
import UIKitStandIn
#endif
import Foundation
import StackRouter

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
    let userInfo = Self.strings(userActivity.userInfo ?? [:])
    let webpageURL = userActivity.webpageURL?.absoluteString
    switch userActivity.activityType {
    case NSUserActivityTypeBrowsingWeb:
      self.init(
        .userActivity(
          type: RouteRequest.browsingWebActivityType, webpageURL: webpageURL, userInfo: [:]),
        animation: animation, sender: .system)
    case CSSearchableItemActionType:
      let identifier = userInfo[CSSearchableItemActivityIdentifier]
      self.init(
        .userActivity(
          type: RouteRequest.spotlightActivityType, webpageURL: nil,
          userInfo: identifier.map { [RouteRequest.spotlightIdentifierKey: $0] } ?? [:]),
        animation: animation, sender: .system)
    default:
      self.init(
        .userActivity(type: userActivity.activityType, webpageURL: webpageURL, userInfo: userInfo),
        animation: animation, sender: .system)
    }
  }

  /// The request a Home Screen quick action carries: its type, which the
  /// router maps to a link, and its user info, which may hold the link.
  public init(shortcutItem: UIApplicationShortcutItem, animation: AnimationPolicy = .lastTransition)
  {
    // Property-list strings arrive as NSString, on iOS as on the stand-in.
    let userInfo = (shortcutItem.userInfo ?? [:]).compactMapValues {
      ($0 as? NSString).map { $0 as String }
    }
    self.init(
      .shortcut(type: shortcutItem.type, userInfo: userInfo), animation: animation, sender: .system)
  }

  /// The string keys and string values of a user-info dictionary.
  private static func strings(_ userInfo: [AnyHashable: Any]) -> [String: String] {
    var strings: [String: String] = [:]
    for (key, value) in userInfo {
      if let key = key.base as? String, let value = value as? String { strings[key] = value }
    }
    return strings
  }
}

#endif
