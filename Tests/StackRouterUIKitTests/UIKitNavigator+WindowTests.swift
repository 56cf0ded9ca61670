#if os(Linux)
import Foundation
import StackRouter
import StackRouterUIKit
import Testing
@_spi(Testing) import UIKitStandIn

@Suite("UIKitNavigator and a window not shown yet", .isolatedStandIn, .timeLimit(.minutes(10)))
@MainActor
struct UIKitNavigatorWindowTests {
  @Test("a link opened before makeKeyAndVisible waits for the window, then presents")
  func linkWaitsForWindow() async throws {
    let navigation = UINavigationController(rootViewController: HomeViewController())
    let app = try TestApp(root: navigation, table: try Routes.stack(), showsWindow: false)

    let opened = app.open("app://compose")
    for _ in 0..<20 { await Task.yield() }
    let whileHidden = navigation.presentedViewController
    app.window.makeKeyAndVisible()

    #expect(whileHidden == nil)
    #expect(await opened.value.map(\.description) == ["handled"])
    #expect(app.visible is ComposeViewController)
    #expect(UIKitStandIn.violations.isEmpty)
    #expect(UIKitStandIn.messages.isEmpty)
  }

  @Test("a link into a window that is never shown fails with the reason and changes nothing")
  func windowNeverShown() async throws {
    let navigation = UINavigationController(rootViewController: HomeViewController())
    let app = try TestApp(root: navigation, table: try Routes.stack(), showsWindow: false)
    app.navigator.timeout = .milliseconds(50)

    let outcomes = await app.open("app://list/1/comments").value.map(\.description)

    #expect(
      outcomes == [
        "failed: cannot set root stack to [ListViewController list, "
          + "DetailViewController list/:itemID (itemID=1)]: the window is still hidden; "
          + "call makeKeyAndVisible() before opening links (waited 0.05 seconds)"
      ])
    #expect(navigation.viewControllers.count == 1)
    #expect(navigation.presentedViewController == nil)
    #expect(UIKitStandIn.violations.isEmpty)
    #expect(UIKitStandIn.messages.isEmpty)
  }
}

#endif
