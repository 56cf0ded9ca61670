#if canImport(UIKit) || os(Linux)
#if canImport(UIKit)
import CoreSpotlight
import UIKit
#else
import UIKitStandIn
#endif
import Foundation
import StackRouter

extension RouteTable {
  /// A Home Screen quick action that opens the route's link: the link is in
  /// its user info, so ``LinkReceiver`` routes the action back to it.
  ///
  /// ```swift
  /// let compose = try table.shortcutItem(
  ///   type: "com.example.compose", title: "New Message", for: try RoutePattern(parsing: "compose"))
  /// application.shortcutItems = [compose]
  /// ```
  ///
  /// - Throws: `LinkBuildError` when the link cannot be built.
  public func shortcutItem(
    type: String, title: String, subtitle: String? = nil, icon: UIApplicationShortcutIcon? = nil,
    for pattern: RoutePattern, parameters: [String: String] = [:], query: [QueryItem] = [],
    form: LinkForm = .preferred
  ) throws(LinkBuildError) -> UIApplicationShortcutItem {
    let link = try link(for: pattern, parameters: parameters, query: query, form: form)
    return UIApplicationShortcutItem(
      type: type, localizedTitle: title, localizedSubtitle: subtitle, icon: icon,
      userInfo: [RouteRequest.linkUserInfoKey: link as NSString])
  }

  /// A Spotlight item whose unique identifier is the route's link, so that
  /// tapping it routes back to the same screen.
  ///
  /// - Throws: `LinkBuildError` when the link cannot be built.
  public func searchableItem(
    for pattern: RoutePattern, parameters: [String: String] = [:], query: [QueryItem] = [],
    form: LinkForm = .preferred, domainIdentifier: String? = nil,
    attributeSet: CSSearchableItemAttributeSet
  ) throws(LinkBuildError) -> CSSearchableItem {
    let link = try link(for: pattern, parameters: parameters, query: query, form: form)
    return CSSearchableItem(
      uniqueIdentifier: link, domainIdentifier: domainIdentifier, attributeSet: attributeSet)
  }
}

extension Router {
  /// A Handoff activity for the visible screen: a web-browsing activity whose
  /// `webpageURL` is the screen's universal link, or `nil` when the visible
  /// screen was not opened by a link.
  ///
  /// - Parameter domain: the accepted universal-link domain to use.
  public func handoffActivity(domain: String) -> NSUserActivity? {
    guard let url = currentLink(form: .domain(domain)) else { return nil }
    let activity = NSUserActivity(activityType: NSUserActivityTypeBrowsingWeb)
    activity.webpageURL = url
    return activity
  }
}

#endif
