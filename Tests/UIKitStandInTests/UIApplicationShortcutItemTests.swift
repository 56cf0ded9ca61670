#if os(Linux)
import Foundation
import Testing
@_spi(Testing) import UIKitStandIn

@Suite("Home Screen quick actions", .isolatedStandIn)
struct UIApplicationShortcutItemTests {
  @Test("the short initializer leaves subtitle, icon and user info empty")
  func shortInitializer() {
    let item = UIApplicationShortcutItem(type: "compose", localizedTitle: "New Message")

    #expect(item.type == "compose")
    #expect(item.localizedTitle == "New Message")
    #expect(item.localizedSubtitle == nil)
    #expect(item.icon == nil)
    #expect(item.userInfo == nil)
    #expect(item.targetContentIdentifier == nil)
  }

  @Test("property-list user info is accepted")
  func propertyListUserInfo() {
    let item = UIApplicationShortcutItem(
      type: "open",
      localizedTitle: "Open",
      localizedSubtitle: "Latest",
      icon: UIApplicationShortcutIcon(type: .bookmark),
      userInfo: ["link": "app://articles/42" as NSString, "count": NSNumber(value: 3)]
    )

    #expect((item.userInfo?["link"] as? NSString) == "app://articles/42")
    #expect(UIKitStandIn.violations.isEmpty)
  }

  @Test("user info that is not a property list is a violation")
  func nonPropertyListUserInfo() throws {
    let url = try #require(NSURL(string: "app://articles/42"))

    _ = UIApplicationShortcutItem(
      type: "open",
      localizedTitle: "Open",
      localizedSubtitle: nil,
      icon: nil,
      userInfo: ["link": url]
    )

    #expect(UIKitStandIn.violations.count == 1)
    #expect(UIKitStandIn.violations.first?.contains("userInfo[\"link\"]") == true)
  }

  @Test("the application's dynamic quick actions belong to the current stand-in state")
  @MainActor
  func applicationShortcutItems() async {
    UIApplication.shared.shortcutItems = [
      UIApplicationShortcutItem(type: "compose", localizedTitle: "New Message")
    ]

    await UIKitStandIn.withIsolatedState {
      #expect(UIApplication.shared.shortcutItems == nil)
    }

    #expect(UIApplication.shared.shortcutItems?.map(\.type) == ["compose"])
  }
}

#endif
