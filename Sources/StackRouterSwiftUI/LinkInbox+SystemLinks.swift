#if canImport(SwiftUI) && canImport(UIKit)
import Foundation
import StackRouter
import StackRouterSystemLinks
import UIKit

/// The system's other ways into a SwiftUI app: user activities (universal
/// links, Spotlight results, Handoff), Home Screen quick actions (through
/// the scene delegate SwiftUI's adaptor creates) and notification taps. Each
/// becomes one `RouteRequest` for the same router.
extension LinkInbox {
  /// Opens the link an activity carries, sent by the system: a universal link
  /// (`NSUserActivityTypeBrowsingWeb`), a Spotlight result
  /// (`CSSearchableItemActionType`, whose identifier is the link), or a
  /// Handoff activity whose user info holds the link under
  /// `RouteRequest.linkUserInfoKey`.
  ///
  /// - Parameters:
  ///   - userActivity: the activity, from `onContinueUserActivity`.
  ///   - animation: which transitions animate.
  /// - Returns: a task giving the outcome.
  @discardableResult
  public func open(userActivity: NSUserActivity, animation: AnimationPolicy = .lastTransition)
    -> Task<RouteOutcome, Never>
  {
    open(SystemLinkMapping.request(for: userActivity, animation: animation))
  }

  /// Opens the link of a Home Screen quick action: its type, which the
  /// router maps to a link, or the link in its user info.
  ///
  /// - Parameters:
  ///   - shortcutItem: the quick action, from the scene delegate.
  ///   - animation: which transitions animate.
  /// - Returns: a task giving the outcome.
  @discardableResult
  public func open(
    shortcutItem: UIApplicationShortcutItem, animation: AnimationPolicy = .lastTransition
  ) -> Task<RouteOutcome, Never> {
    open(SystemLinkMapping.request(for: shortcutItem, animation: animation))
  }

  /// Opens the link a notification carries under
  /// `RouteRequest.linkUserInfoKey`, when the user taps it. The system
  /// delivers it: its sender is `RouteRequest.Sender.system`.
  ///
  /// - Parameters:
  ///   - userInfo: the notification's user info.
  ///   - animation: which transitions animate.
  /// - Returns: a task giving the outcome, or `nil` when the notification
  ///   carries no link.
  @discardableResult
  public func open(
    notificationUserInfo userInfo: [AnyHashable: Any], animation: AnimationPolicy = .lastTransition
  ) -> Task<RouteOutcome, Never>? {
    guard let link = userInfo[RouteRequest.linkUserInfoKey] as? String else { return nil }
    return open(.url(link, animation: animation, sender: .system))
  }
}

#endif
