#if os(Linux)
import Foundation
import StackRouter
import StackRouterUIKit
import Testing
@_spi(Testing) import UIKitStandIn

@Suite("RouteRequest from NSUserActivity and UIApplicationShortcutItem", .isolatedStandIn)
@MainActor
struct RouteRequestUIKitTests {
  @Test("a web-browsing activity is a request for its webpage URL")
  func browsingWeb() throws {
    let activity = NSUserActivity(activityType: NSUserActivityTypeBrowsingWeb)
    activity.webpageURL = URL(string: "https://example.com/list/42")
    activity.userInfo = [RouteRequest.linkUserInfoKey: "app://account"]

    let request = RouteRequest(userActivity: activity)

    #expect(
      request.source
        == .userActivity(
          type: "NSUserActivityTypeBrowsingWeb", webpageURL: "https://example.com/list/42",
          userInfo: [:]))
    #expect(try request.link(forShortcuts: [:]).get() == "https://example.com/list/42")
    #expect(request.animation == .lastTransition)
  }

  @Test("a Spotlight activity is a request for the tapped item's identifier")
  func spotlight() throws {
    let activity = NSUserActivity(activityType: CSSearchableItemActionType)
    activity.userInfo = [CSSearchableItemActivityIdentifier: "app://list/7", "other": "x"]

    let request = RouteRequest(userActivity: activity, animation: .never)

    #expect(
      request.source
        == .userActivity(
          type: "com.apple.corespotlightitem", webpageURL: nil,
          userInfo: ["kCSSearchableItemActivityIdentifier": "app://list/7"]))
    #expect(try request.link(forShortcuts: [:]).get() == "app://list/7")
    #expect(request.animation == .never)
  }

  @Test("another activity carries its link in its user info; non-string entries are dropped")
  func handoffUserInfo() throws {
    let activity = NSUserActivity(activityType: "com.example.viewing")
    activity.userInfo = [RouteRequest.linkUserInfoKey: "app://list/5", "count": 3, 4: "four"]

    let request = RouteRequest(userActivity: activity)

    #expect(
      request.source
        == .userActivity(
          type: "com.example.viewing", webpageURL: nil,
          userInfo: ["stackrouter.link": "app://list/5"]))
    #expect(try request.link(forShortcuts: [:]).get() == "app://list/5")
  }

  @Test("a quick action is a request for its type, with its user info's strings")
  func shortcut() throws {
    let item = UIApplicationShortcutItem(
      type: "com.example.compose", localizedTitle: "Compose", localizedSubtitle: nil, icon: nil,
      userInfo: ["draft": "hello" as NSString, "count": NSNumber(value: 2)])

    let request = RouteRequest(shortcutItem: item)

    #expect(
      request.source == .shortcut(type: "com.example.compose", userInfo: ["draft": "hello"]))
    #expect(
      try request.link(forShortcuts: ["com.example.compose": "app://compose"]).get()
        == "app://compose")
    #expect(UIKitStandIn.violations.isEmpty)
  }
}

#endif
