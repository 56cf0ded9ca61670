#if os(Linux)
import Foundation
import StackRouter
import StackRouterUIKit
import Testing
@_spi(Testing) import UIKitStandIn

@Suite(
  "LinkReceiver: every entry point reaches the same pipeline", .isolatedStandIn,
  .timeLimit(.minutes(10)))
@MainActor
struct LinkReceiverTests {
  // MARK: Cold launch

  @Test(
    "a cold launch with a URL builds the screen's back stack, animating only the last step",
    arguments: [UIKitStandIn.TransitionMode.immediate, .manual])
  func coldLaunchWithURL(mode: UIKitStandIn.TransitionMode) async throws {
    UIKitStandIn.transitionMode = mode
    let options = UIScene.ConnectionOptions(
      urlContexts: [UIOpenURLContext(url: URL(string: "app://list/42")!)])
    let app = try TestApp(
      root: UINavigationController(rootViewController: HomeViewController()),
      table: try Routes.stack(), connectionOptions: options)

    let launched = await app.outcomes(
      of: app.connect(), in: mode,
      animating: ["push <DetailViewController> on <UINavigationController>"])

    #expect(launched == ["handled"])
    #expect(
      app.events.lines == [
        "received app://list/42",
        "performed set root stack to [ListViewController list, "
          + "DetailViewController list/:itemID (itemID=42)], animated",
        "finished app://list/42: handled",
      ])
    #expect(
      app.hierarchy == """
        <UINavigationController>
          <ListViewController>
          <DetailViewController>
        """)
    #expect(
      app.state == """
        stack
        ├── ListViewController list
        └── DetailViewController list/:itemID (itemID=42)
        """)
    let detail = try #require(app.visible as? DetailViewController)
    #expect(detail.reloads == ["app://list/42 (itemID=42)"])
    #expect(UIKitStandIn.violations.isEmpty)
    #expect(UIKitStandIn.messages.isEmpty)
  }

  @Test(
    "a cold launch with a universal link opens the screen of the link's path",
    arguments: [UIKitStandIn.TransitionMode.immediate, .manual])
  func coldLaunchWithUniversalLink(mode: UIKitStandIn.TransitionMode) async throws {
    UIKitStandIn.transitionMode = mode
    let activity = NSUserActivity(activityType: NSUserActivityTypeBrowsingWeb)
    activity.webpageURL = URL(string: "https://example.com/list/7?ref=mail")
    let options = UIScene.ConnectionOptions(userActivities: [activity])
    let app = try TestApp(
      root: UINavigationController(rootViewController: HomeViewController()),
      table: try Routes.stack(), connectionOptions: options)

    let launched = await app.outcomes(
      of: app.connect(), in: mode,
      animating: ["push <DetailViewController> on <UINavigationController>"])

    #expect(launched == ["handled"])
    #expect(
      app.events.requestLines == [
        "received activity NSUserActivityTypeBrowsingWeb https://example.com/list/7?ref=mail",
        "finished activity NSUserActivityTypeBrowsingWeb https://example.com/list/7?ref=mail: "
          + "handled",
      ])
    #expect(
      app.hierarchy == """
        <UINavigationController>
          <ListViewController>
          <DetailViewController>
        """)
    #expect(
      app.state == """
        stack
        ├── ListViewController list (ref=mail)
        └── DetailViewController list/:itemID (itemID=7, ref=mail)
        """)
    let detail = try #require(app.visible as? DetailViewController)
    #expect(detail.reloads == ["https://example.com/list/7?ref=mail (itemID=7, ref=mail)"])
    #expect(UIKitStandIn.violations.isEmpty)
    #expect(UIKitStandIn.messages.isEmpty)
  }

  @Test(
    "a cold launch with a quick action whose type the router maps presents its screen",
    arguments: [UIKitStandIn.TransitionMode.immediate, .manual])
  func coldLaunchWithMappedShortcut(mode: UIKitStandIn.TransitionMode) async throws {
    UIKitStandIn.transitionMode = mode
    let item = UIApplicationShortcutItem(type: "com.example.compose", localizedTitle: "Compose")
    let options = UIScene.ConnectionOptions(shortcutItem: item)
    let app = try TestApp(
      root: UINavigationController(rootViewController: HomeViewController()),
      table: try Routes.stack(), shortcuts: ["com.example.compose": "app://compose"],
      connectionOptions: options)

    let launched = await app.outcomes(
      of: app.connect(), in: mode,
      animating: ["present <UINavigationController> on <UINavigationController>"])

    #expect(launched == ["handled"])
    #expect(
      app.events.lines == [
        "received shortcut com.example.compose",
        "performed present ComposeViewController compose as formSheet, animated",
        "finished shortcut com.example.compose: handled",
      ])
    #expect(
      app.hierarchy == """
        <UINavigationController>
          <HomeViewController>
        presented: <UINavigationController>
          <ComposeViewController>
        """)
    #expect(
      app.state == """
        stack
        └── HomeViewController
        modal formSheet
        └── ComposeViewController compose
        """)
    #expect(
      app.window.rootViewController?.presentedViewController?.modalPresentationStyle == .formSheet)
    #expect(UIKitStandIn.violations.isEmpty)
    #expect(UIKitStandIn.messages.isEmpty)
  }

  @Test("a cold launch with a quick action made by the route table opens the link it carries")
  func coldLaunchWithShortcutCarryingItsLink() async throws {
    let table = try Routes.stack()
    let item = try table.shortcutItem(
      type: "com.example.item", title: "Item 42", for: try RoutePattern(parsing: "list/:itemID"),
      parameters: ["itemID": "42"])
    let app = try TestApp(
      root: UINavigationController(rootViewController: HomeViewController()), table: table,
      connectionOptions: UIScene.ConnectionOptions(shortcutItem: item))

    let launched = await app.connect().value

    #expect(launched.map(\.description) == ["handled"])
    #expect(
      app.state == """
        stack
        ├── ListViewController list
        └── DetailViewController list/:itemID (itemID=42)
        """)
    #expect(
      app.hierarchy == """
        <UINavigationController>
          <ListViewController>
          <DetailViewController>
        """)
    #expect(UIKitStandIn.violations.isEmpty)
    #expect(UIKitStandIn.messages.isEmpty)
  }

  @Test(
    "a cold launch with a Spotlight result opens the indexed item's screen",
    arguments: [UIKitStandIn.TransitionMode.immediate, .manual])
  func coldLaunchWithSpotlightActivity(mode: UIKitStandIn.TransitionMode) async throws {
    UIKitStandIn.transitionMode = mode
    let table = try Routes.stack()
    let attributes = CSSearchableItemAttributeSet(contentType: .text)
    attributes.title = "Item 7"
    let item = try table.searchableItem(
      for: try RoutePattern(parsing: "list/:itemID"), parameters: ["itemID": "7"],
      domainIdentifier: "items", attributeSet: attributes)
    try await CSSearchableIndex.default().indexSearchableItems([item])
    let indexed = try #require(UIKitStandIn.indexedItems.first)
    // What iOS hands the app when the user taps the result.
    let activity = NSUserActivity(activityType: CSSearchableItemActionType)
    activity.userInfo = [CSSearchableItemActivityIdentifier: indexed.uniqueIdentifier]
    let app = try TestApp(
      root: UINavigationController(rootViewController: HomeViewController()), table: table,
      connectionOptions: UIScene.ConnectionOptions(userActivities: [activity]))

    let launched = await app.outcomes(
      of: app.connect(), in: mode,
      animating: ["push <DetailViewController> on <UINavigationController>"])

    #expect(indexed.uniqueIdentifier == "app://list/7")
    #expect(indexed.domainIdentifier == "items")
    #expect(launched == ["handled"])
    #expect(
      app.events.requestLines == [
        "received activity com.apple.corespotlightitem",
        "finished activity com.apple.corespotlightitem: handled",
      ])
    #expect(
      app.state == """
        stack
        ├── ListViewController list
        └── DetailViewController list/:itemID (itemID=7)
        """)
    #expect(
      app.hierarchy == """
        <UINavigationController>
          <ListViewController>
          <DetailViewController>
        """)
    #expect(UIKitStandIn.violations.isEmpty)
    #expect(UIKitStandIn.messages.isEmpty)
  }

  @Test("a cold launch opens its URL, then its activities, then its quick action, in turn")
  func coldLaunchWithEverything() async throws {
    let activity = NSUserActivity(activityType: NSUserActivityTypeBrowsingWeb)
    activity.webpageURL = URL(string: "https://example.com/list/7")
    let options = UIScene.ConnectionOptions(
      urlContexts: [UIOpenURLContext(url: URL(string: "app://list/42")!)],
      userActivities: [activity],
      shortcutItem: UIApplicationShortcutItem(type: "com.example.compose", localizedTitle: "New"))
    let app = try TestApp(
      root: UINavigationController(rootViewController: HomeViewController()),
      table: try Routes.stack(), shortcuts: ["com.example.compose": "app://compose"],
      connectionOptions: options)

    let launched = await app.connect().value

    #expect(launched.map(\.description) == ["handled", "handled", "handled"])
    #expect(
      app.events.requestLines == [
        "received app://list/42",
        "finished app://list/42: handled",
        "received activity NSUserActivityTypeBrowsingWeb https://example.com/list/7",
        "finished activity NSUserActivityTypeBrowsingWeb https://example.com/list/7: handled",
        "received shortcut com.example.compose",
        "finished shortcut com.example.compose: handled",
      ])
    #expect(
      app.state == """
        stack
        ├── ListViewController list
        └── DetailViewController list/:itemID (itemID=7)
        modal formSheet
        └── ComposeViewController compose
        """)
    #expect(UIKitStandIn.violations.isEmpty)
    #expect(UIKitStandIn.messages.isEmpty)
  }

  // MARK: Warm links

  @Test(
    "a warm link dismisses the modal before it changes the stack under it",
    arguments: [UIKitStandIn.TransitionMode.immediate, .manual])
  func warmLinkUnderModal(mode: UIKitStandIn.TransitionMode) async throws {
    let app = try TestApp(
      root: UINavigationController(rootViewController: HomeViewController()),
      table: try Routes.stack())
    _ = await app.open("app://list/42/comments/7").value
    let list = try #require(app.navigator.controllers(at: .root).first as? ListViewController)
    let firstDetail = app.navigator.controllers(at: .root).last
    let setUp = app.events.lines.count
    UIKitStandIn.transitionMode = mode

    let opened = await app.outcomes(
      of: app.open("app://list/43"), in: mode,
      animating: ["push <DetailViewController> on <UINavigationController>"])

    #expect(opened == ["handled"])
    #expect(
      Array(app.events.lines.dropFirst(setUp)) == [
        "received app://list/43",
        "performed dismiss all modals",
        "performed pop root stack to 1 screen",
        "performed reload ListViewController list at root stack[0]",
        "performed push DetailViewController list/:itemID (itemID=43) on root stack, animated",
        "finished app://list/43: handled",
      ])
    #expect(
      app.hierarchy == """
        <UINavigationController>
          <ListViewController>
          <DetailViewController>
        """)
    #expect(
      app.state == """
        stack
        ├── ListViewController list
        └── DetailViewController list/:itemID (itemID=43)
        """)
    #expect(app.navigator.controllers(at: .root).first === list)
    #expect(app.navigator.controllers(at: .root).last !== firstDetail)
    #expect(list.reloads == ["app://list/42/comments/7", "app://list/43"])
    #expect(UIKitStandIn.violations.isEmpty)
    #expect(UIKitStandIn.messages.isEmpty)
  }

  @Test(
    "a warm link to the screen under the modal only dismisses it, then reloads the stack",
    arguments: [UIKitStandIn.TransitionMode.immediate, .manual])
  func warmLinkToScreenUnderModal(mode: UIKitStandIn.TransitionMode) async throws {
    let app = try TestApp(
      root: UINavigationController(rootViewController: HomeViewController()),
      table: try Routes.stack())
    _ = await app.open("app://list/42/comments/7").value
    let stack = app.navigator.controllers(at: .root)
    let setUp = app.events.lines.count
    UIKitStandIn.transitionMode = mode

    let opened = await app.outcomes(
      of: app.open("app://list/42?tab=info"), in: mode,
      animating: ["dismiss <UINavigationController> from <UINavigationController>"])

    #expect(opened == ["handled"])
    #expect(
      Array(app.events.lines.dropFirst(setUp)) == [
        "received app://list/42?tab=info",
        "performed dismiss all modals, animated",
        "performed reload ListViewController list (tab=info) at root stack[0]",
        "performed reload DetailViewController list/:itemID (itemID=42, tab=info) at root stack[1]",
        "finished app://list/42?tab=info: handled",
      ])
    #expect(app.navigator.controllers(at: .root).elementsEqual(stack, by: ===))
    #expect(
      app.state == """
        stack
        ├── ListViewController list (tab=info)
        └── DetailViewController list/:itemID (itemID=42, tab=info)
        """)
    #expect(
      app.hierarchy == """
        <UINavigationController>
          <ListViewController>
          <DetailViewController>
        """)
    let detail = try #require(app.visible as? DetailViewController)
    #expect(
      detail.reloads == [
        "app://list/42/comments/7 (itemID=42)", "app://list/42?tab=info (itemID=42, tab=info)",
      ])
    #expect(UIKitStandIn.violations.isEmpty)
    #expect(UIKitStandIn.messages.isEmpty)
  }

  @Test("a running app continues a Handoff activity that carries its link in its user info")
  func warmHandoffActivity() async throws {
    let app = try TestApp(
      root: UINavigationController(rootViewController: HomeViewController()),
      table: try Routes.stack())
    let activity = NSUserActivity(activityType: "com.example.viewing")
    activity.userInfo = [RouteRequest.linkUserInfoKey: "app://list/5"]

    let continued = await app.links.scene(app.scene, continue: activity).value

    #expect(continued.map(\.description) == ["handled"])
    #expect(
      app.state == """
        stack
        ├── ListViewController list
        └── DetailViewController list/:itemID (itemID=5)
        """)
    #expect(UIKitStandIn.violations.isEmpty)
    #expect(UIKitStandIn.messages.isEmpty)
  }

  // MARK: Quick actions while running

  @Test("a quick action while running reports true once it is handled")
  func warmShortcutHandled() async throws {
    let app = try TestApp(
      root: UINavigationController(rootViewController: HomeViewController()),
      table: try Routes.stack(), shortcuts: ["com.example.compose": "app://compose"])
    let item = UIApplicationShortcutItem(type: "com.example.compose", localizedTitle: "Compose")

    let handled = await withCheckedContinuation { continuation in
      app.links.windowScene(app.scene, performActionFor: item) {
        continuation.resume(returning: $0)
      }
    }

    #expect(handled)
    #expect(
      app.state == """
        stack
        └── HomeViewController
        modal formSheet
        └── ComposeViewController compose
        """)
    #expect(UIKitStandIn.violations.isEmpty)
    #expect(UIKitStandIn.messages.isEmpty)
  }

  @Test("a quick action of an unknown type reports false and changes nothing")
  func warmShortcutUnknown() async throws {
    let app = try TestApp(
      root: UINavigationController(rootViewController: HomeViewController()),
      table: try Routes.stack(), shortcuts: ["com.example.compose": "app://compose"])
    let item = UIApplicationShortcutItem(type: "com.example.unknown", localizedTitle: "Unknown")

    let handled = await withCheckedContinuation { continuation in
      app.links.windowScene(app.scene, performActionFor: item) {
        continuation.resume(returning: $0)
      }
    }

    #expect(!handled)
    #expect(
      app.events.requestLines == [
        "received shortcut com.example.unknown",
        "finished shortcut com.example.unknown: invalid: "
          + "no link is mapped to the shortcut type 'com.example.unknown'",
      ])
    #expect(
      app.hierarchy == """
        <UINavigationController>
          <HomeViewController>
        """)
    #expect(UIKitStandIn.violations.isEmpty)
    #expect(UIKitStandIn.messages.isEmpty)
  }

  // MARK: App delegate

  @Test("the app-delegate forms reach the same pipeline as the scene-delegate ones")
  func appDelegateForms() async throws {
    let app = try TestApp(
      root: UINavigationController(rootViewController: HomeViewController()),
      table: try Routes.stack(), shortcuts: ["com.example.compose": "app://compose"])
    let application = UIApplication.shared

    let acceptsURL = app.links.application(application, open: URL(string: "app://list/42")!)
    await app.events.waitUntilFinished(1)
    let afterURL = app.state

    let activity = NSUserActivity(activityType: NSUserActivityTypeBrowsingWeb)
    activity.webpageURL = URL(string: "https://example.com/list/43")
    var restored = false
    let acceptsActivity = app.links.application(
      application, continue: activity, restorationHandler: { _ in restored = true })
    await app.events.waitUntilFinished(2)
    let afterActivity = app.state

    let item = UIApplicationShortcutItem(type: "com.example.compose", localizedTitle: "Compose")
    let handledShortcut = await withCheckedContinuation { continuation in
      app.links.application(application, performActionFor: item) {
        continuation.resume(returning: $0)
      }
    }

    #expect(acceptsURL)
    #expect(
      afterURL == """
        stack
        ├── ListViewController list
        └── DetailViewController list/:itemID (itemID=42)
        """)
    #expect(acceptsActivity)
    #expect(!restored)
    #expect(
      afterActivity == """
        stack
        ├── ListViewController list
        └── DetailViewController list/:itemID (itemID=43)
        """)
    #expect(handledShortcut)
    #expect(
      app.events.requestLines == [
        "received app://list/42",
        "finished app://list/42: handled",
        "received activity NSUserActivityTypeBrowsingWeb https://example.com/list/43",
        "finished activity NSUserActivityTypeBrowsingWeb https://example.com/list/43: handled",
        "received shortcut com.example.compose",
        "finished shortcut com.example.compose: handled",
      ])
    #expect(
      app.hierarchy == """
        <UINavigationController>
          <ListViewController>
          <DetailViewController>
        presented: <UINavigationController>
          <ComposeViewController>
        """)
    #expect(UIKitStandIn.violations.isEmpty)
    #expect(UIKitStandIn.messages.isEmpty)
  }

  @Test("the app delegate's open URL returns false for a scheme the router does not accept")
  func appDelegateRefusesForeignScheme() async throws {
    let app = try TestApp(
      root: UINavigationController(rootViewController: HomeViewController()),
      table: try Routes.stack())

    let accepted = app.links.application(UIApplication.shared, open: URL(string: "other://list/1")!)
    await app.events.waitUntilFinished(1)

    #expect(!accepted)
    #expect(app.events.requestLines.first == "received other://list/1")
    #expect(app.events.requestLines.last?.hasPrefix("finished other://list/1: invalid: ") == true)
    #expect(
      app.hierarchy == """
        <UINavigationController>
          <HomeViewController>
        """)
    #expect(UIKitStandIn.violations.isEmpty)
    #expect(UIKitStandIn.messages.isEmpty)
  }

  @Test("catalog 37: the app that opened a URL reaches the router, which may refuse it")
  func sourceApplication() async throws {
    let app = try TestApp(
      root: UINavigationController(rootViewController: HomeViewController()),
      table: try Routes.stack())
    app.router.allowedSourceApplications = ["com.example.mail"]
    func context(_ link: String, from sourceApplication: String?) -> UIOpenURLContext {
      UIOpenURLContext(
        url: URL(string: link)!,
        options: UIScene.OpenURLOptions(sourceApplication: sourceApplication))
    }

    let fromMail = await app.links.scene(
      app.scene, openURLContexts: [context("app://list/1", from: "com.example.mail")]
    ).value
    let fromOther = await app.links.scene(
      app.scene, openURLContexts: [context("app://list/2", from: "com.other.app")]
    ).value
    let fromUnknown = await app.links.scene(
      app.scene, openURLContexts: [context("app://list/3", from: nil)]
    ).value
    let byDelegate = app.links.application(
      .shared, open: URL(string: "app://list/4")!, options: [.sourceApplication: "com.other.app"])
    let universal = NSUserActivity(activityType: NSUserActivityTypeBrowsingWeb)
    universal.webpageURL = URL(string: "https://example.com/list/5")
    let fromSystem = await app.links.scene(app.scene, continue: universal).value

    #expect(fromMail.map(\.description) == ["handled"])
    #expect(
      fromOther.map(\.description) == [
        "rejected: the link was opened by 'com.other.app', which is not an allowed app"
      ])
    #expect(
      fromUnknown.map(\.description) == [
        "rejected: the link was opened by an app that did not identify itself; "
          + "only allowed apps may open links"
      ])
    #expect(byDelegate, "the link's form is accepted; the router then refuses its sender")
    #expect(fromSystem.map(\.description) == ["handled"])
    #expect(
      app.events.lines.contains(
        "finished app://list/4: rejected: the link was opened by 'com.other.app', which is not an allowed app"
      ))
    #expect(
      (app.visible as? DetailViewController)?.reloads.last?.contains("itemID=5") == true)
  }
}

#endif
