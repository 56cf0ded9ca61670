#if os(Linux)
import Foundation
import Testing
@_spi(Testing) import UIKitStandIn

@Suite("User activities", .isolatedStandIn)
struct NSUserActivityTests {
  @Test("a browsing-web activity carries its https URL")
  func webpageURL() throws {
    let activity = NSUserActivity(activityType: NSUserActivityTypeBrowsingWeb)
    let url = try #require(URL(string: "https://example.com/articles/42"))

    activity.webpageURL = url

    #expect(activity.activityType == "NSUserActivityTypeBrowsingWeb")
    #expect(activity.webpageURL == url)
    #expect(UIKitStandIn.violations.isEmpty)
  }

  @Test("a webpageURL that is not http or https is a violation and is ignored")
  func webpageURLRejectsOtherSchemes() throws {
    let activity = NSUserActivity(activityType: NSUserActivityTypeBrowsingWeb)
    let web = try #require(URL(string: "http://example.com"))
    activity.webpageURL = web
    let custom = try #require(URL(string: "app://articles/42"))

    activity.webpageURL = custom

    #expect(activity.webpageURL == web)
    #expect(UIKitStandIn.violations == ["NSUserActivity.webpageURL scheme \"app\" is not allowed."])
  }

  @Test("addUserInfoEntries merges, replacing equal keys")
  func addUserInfoEntries() {
    let activity = NSUserActivity(activityType: CSSearchableItemActionType)
    activity.userInfo = ["a": 1, "b": 2]

    activity.addUserInfoEntries(from: ["b": 3, CSSearchableItemActivityIdentifier: "item-7"])

    #expect(activity.userInfo?["a"] as? Int == 1)
    #expect(activity.userInfo?["b"] as? Int == 3)
    #expect(activity.userInfo?[CSSearchableItemActivityIdentifier] as? String == "item-7")
  }
}

#endif
