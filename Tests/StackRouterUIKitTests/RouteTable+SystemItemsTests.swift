#if os(Linux)
import Foundation
import StackRouter
import StackRouterUIKit
import Testing
@_spi(Testing) import UIKitStandIn

@Suite("Quick actions, Spotlight items and Handoff built from routes", .isolatedStandIn)
@MainActor
struct RouteTableSystemItemsTests {
  @Test("a quick action made from a route carries its link and routes back to the same screen")
  func shortcutItemRoundTrips() async throws {
    let table = try Routes.stack()
    let item = try table.shortcutItem(
      type: "com.example.item", title: "Item 42", subtitle: "Recently viewed",
      for: try RoutePattern(parsing: "list/:itemID"), parameters: ["itemID": "42"],
      query: [QueryItem(name: "ref", value: "shortcut")])
    let app = try TestApp(
      root: UINavigationController(rootViewController: HomeViewController()), table: table)

    let handled = await withCheckedContinuation { continuation in
      app.links.windowScene(app.scene, performActionFor: item) {
        continuation.resume(returning: $0)
      }
    }

    #expect(item.type == "com.example.item")
    #expect(item.localizedTitle == "Item 42")
    #expect(item.localizedSubtitle == "Recently viewed")
    #expect(
      (item.userInfo?[RouteRequest.linkUserInfoKey] as? NSString) as String?
        == "app://list/42?ref=shortcut")
    #expect(handled)
    #expect(
      app.state == """
        stack
        ├── ListViewController list (ref=shortcut)
        └── DetailViewController list/:itemID (itemID=42, ref=shortcut)
        """)
    #expect(UIKitStandIn.violations.isEmpty)
    #expect(UIKitStandIn.messages.isEmpty)
  }

  @Test("a Spotlight item's identifier is its route's link, in the form asked for")
  func searchableItemIdentifier() throws {
    let table = try Routes.stack()
    let pattern = try RoutePattern(parsing: "list/:itemID")
    let attributes = CSSearchableItemAttributeSet(contentType: .text)

    let custom = try table.searchableItem(
      for: pattern, parameters: ["itemID": "a b"], attributeSet: attributes)
    let universal = try table.searchableItem(
      for: pattern, parameters: ["itemID": "42"], form: .domain("example.com"),
      domainIdentifier: "items", attributeSet: attributes)

    #expect(custom.uniqueIdentifier == "app://list/a%20b")
    #expect(custom.domainIdentifier == nil)
    #expect(universal.uniqueIdentifier == "https://example.com/list/42")
    #expect(universal.domainIdentifier == "items")
    #expect(universal.attributeSet === attributes)
    #expect(throws: LinkBuildError.self) {
      try table.searchableItem(for: pattern, attributeSet: attributes)
    }
    #expect(UIKitStandIn.violations.isEmpty)
  }

  @Test(
    "a Handoff activity for the visible screen routes another device back to the same hierarchy"
  )
  func handoffRoundTrips() async throws {
    let sender = try TestApp(
      root: UINavigationController(rootViewController: HomeViewController()),
      table: try Routes.stack())
    _ = await sender.open("app://list/42/comments/7?ref=mail").value

    let activity = try #require(sender.router.handoffActivity(domain: "example.com"))
    let receiver = try TestApp(
      root: UINavigationController(rootViewController: HomeViewController()),
      table: try Routes.stack())
    let continued = await receiver.links.scene(receiver.scene, continue: activity).value

    #expect(activity.activityType == NSUserActivityTypeBrowsingWeb)
    #expect(
      activity.webpageURL?.absoluteString == "https://example.com/list/42/comments/7?ref=mail")
    #expect(continued.map(\.description) == ["handled"])
    #expect(
      sender.state == """
        stack
        ├── ListViewController list (ref=mail)
        └── DetailViewController list/:itemID (itemID=42, ref=mail)
        modal automatic
        ├── CommentsViewController list/:itemID/comments (itemID=42, ref=mail)
        └── CommentViewController list/:itemID/comments/:commentID (commentID=7, itemID=42, ref=mail)
        """)
    #expect(receiver.state == sender.state)
    #expect(receiver.hierarchy == sender.hierarchy)
    #expect(UIKitStandIn.violations.isEmpty)
    #expect(UIKitStandIn.messages.isEmpty)
  }

  @Test("there is no Handoff activity while the visible screen was not opened by a link")
  func noHandoffForAppsOwnScreen() throws {
    let app = try TestApp(
      root: UINavigationController(rootViewController: HomeViewController()),
      table: try Routes.stack())

    #expect(app.router.handoffActivity(domain: "example.com") == nil)
    #expect(UIKitStandIn.violations.isEmpty)
  }
}

#endif
