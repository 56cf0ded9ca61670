#if canImport(UIKit) || os(Linux)
#if canImport(UIKit)
import CoreSpotlight
import UIKit
#else
import UIKitStandIn
#endif
import Foundation
import StackRouter

/// How the system's other ways into an app become a `RouteRequest`: the one
/// mapping both adapters use (`StackRouterUIKit`'s `RouteRequest` initializers
/// and `StackRouterSwiftUI`'s `LinkInbox`).
///
/// It builds on what Apple documents (UIKitBehaviour.md §2 Window and launch):
/// a universal link or web Handoff is an activity of type
/// `NSUserActivityTypeBrowsingWeb` with the link in `webpageURL`; a Spotlight
/// result is an activity of type `CSSearchableItemActionType` whose user info
/// holds the item's identifier under `CSSearchableItemActivityIdentifier`; a
/// quick action's user info holds property-list values.
public enum SystemLinkMapping {
  /// The request an `NSUserActivity` carries, sent by the system: a universal
  /// link (`NSUserActivityTypeBrowsingWeb`), a Spotlight result
  /// (`CSSearchableItemActionType`), or any other activity with its string
  /// user info (a Handoff activity holding the link under
  /// `RouteRequest.linkUserInfoKey`).
  ///
  /// - Parameters:
  ///   - activity: The activity.
  ///   - animation: Which transitions animate.
  /// - Returns: The request; the router decides whether it leads anywhere.
  public static func request(for activity: NSUserActivity, animation: AnimationPolicy)
    -> RouteRequest
  {
    let userInfo = strings(activity.userInfo ?? [:])
    let webpageURL = activity.webpageURL?.absoluteString
    let source: RouteRequest.Source =
      switch activity.activityType {
      case NSUserActivityTypeBrowsingWeb:
        .userActivity(
          type: RouteRequest.browsingWebActivityType, webpageURL: webpageURL, userInfo: [:])
      case CSSearchableItemActionType:
        .userActivity(
          type: RouteRequest.spotlightActivityType, webpageURL: nil,
          userInfo: userInfo[CSSearchableItemActivityIdentifier].map {
            [RouteRequest.spotlightIdentifierKey: $0]
          } ?? [:])
      default:
        .userActivity(type: activity.activityType, webpageURL: webpageURL, userInfo: userInfo)
      }
    return RouteRequest(source, animation: animation, sender: .system)
  }

  /// The request a Home Screen quick action carries, sent by the system: its
  /// type, which the router maps to a link, and the strings of its user info,
  /// which may hold the link.
  ///
  /// - Parameters:
  ///   - shortcutItem: The quick action.
  ///   - animation: Which transitions animate.
  /// - Returns: The request.
  public static func request(
    for shortcutItem: UIApplicationShortcutItem, animation: AnimationPolicy
  ) -> RouteRequest {
    // Property-list strings arrive as NSString, on iOS as on the stand-in.
    let userInfo = (shortcutItem.userInfo ?? [:]).compactMapValues {
      ($0 as? NSString).map { $0 as String }
    }
    return RouteRequest(
      .shortcut(type: shortcutItem.type, userInfo: userInfo), animation: animation,
      sender: .system)
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
