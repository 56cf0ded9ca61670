#if os(Linux)
import Foundation
import StackRouter
import StackRouterUIKit
import Testing
@_spi(Testing) import UIKitStandIn

@Suite("UIKitNavigator dismissing modals", .isolatedStandIn, .timeLimit(.minutes(1)))
@MainActor
struct UIKitNavigatorDismissalTests {
  @Test(
    "a link that dismisses two modals at once waits for UIKit instead of taking it for a refusal",
    arguments: [UIKitStandIn.TransitionMode.immediate, .manual])
  func multiLevelDismissal(mode: UIKitStandIn.TransitionMode) async throws {
    let navigation = UINavigationController(rootViewController: HomeViewController())
    let app = try TestApp(root: navigation, table: try Routes.stack())
    _ = await app.open("app://list/1/comments").value
    _ = await app.open("app://compose").value
    UIKitStandIn.transitionMode = mode

    // Only the top-most modal animates away; the one below it is "simply
    // removed" and never reads as being dismissed.
    let outcomes = await app.outcomes(
      of: app.open("app://list/1"), in: mode,
      animating: ["dismiss <UINavigationController> from <UINavigationController>"])

    #expect(outcomes == ["handled"])
    #expect(navigation.presentedViewController == nil)
    #expect(
      app.events.lines.suffix(5) == [
        "received app://list/1",
        "performed dismiss all modals, animated",
        "performed reload ListViewController list at root stack[0]",
        "performed reload DetailViewController list/:itemID (itemID=1) at root stack[1]",
        "finished app://list/1: handled",
      ])
    #expect(UIKitStandIn.violations.isEmpty)
    #expect(UIKitStandIn.messages.isEmpty)
  }

  @Test("a dismissal UIKit refuses is reported as a failure at once, not waited for")
  func refusedDismissal() async throws {
    let navigation = UINavigationController(rootViewController: HomeViewController())
    let app = try TestApp(root: navigation, table: try Routes.stack())
    app.navigator.timeout = .milliseconds(100)
    _ = await app.open("app://compose").value
    // The app starts a presentation over the compose form that never ends,
    // so UIKit refuses every dismissal until it does.
    UIKitStandIn.transitionMode = .manual
    let composer = try #require(navigation.presentedViewController)
    composer.present(LoginViewController(), animated: true)

    let outcomes = await app.open("app://list/1").value.map(\.description)

    #expect(outcomes == ["failed: cannot dismiss all modals: UIKit refused the dismissal"])
    #expect(navigation.presentedViewController === composer)
    #expect(UIKitStandIn.violations.isEmpty)
    #expect(
      UIKitStandIn.messages.last?.hasSuffix("while a presentation or dismiss is in progress!")
        == true)
  }
}

#endif
