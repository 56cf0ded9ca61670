#if os(Linux)
import Foundation
import StackRouter
import StackRouterUIKit
import Testing
@_spi(Testing) import UIKitStandIn

@Suite("A deferred link on UIKit", .isolatedStandIn, .timeLimit(.minutes(10)))
@MainActor
struct RouterDeferredLinkTests {
  /// A guard that defers the account screen until the user logs in.
  private func loginGuard(_ session: LoginSession) -> RouteGuard {
    RouteGuard("login") { context in
      context.entity?.target == "AccountViewController" && !session.isLoggedIn ? .defer : .allow
    }
  }

  @Test(
    "a link deferred until login is shown once resumed, over the login screen the app presented",
    arguments: [UIKitStandIn.TransitionMode.immediate, .manual])
  func resumedAfterLogin(mode: UIKitStandIn.TransitionMode) async throws {
    UIKitStandIn.transitionMode = mode
    let session = LoginSession()
    let navigation = UINavigationController(rootViewController: HomeViewController())
    let app = try TestApp(
      root: navigation, table: try Routes.stack(), guards: [loginGuard(session)])

    let deferred = await app.open("app://account").value
    let hierarchyWhileDeferred = app.hierarchy
    // The app shows its login screen.
    navigation.present(LoginViewController(), animated: true)
    await UIKitStandIn.settle()
    let stateAtLogin = app.state
    session.isLoggedIn = true
    let resumed = Task { await app.router.resumeDeferred() }
    let resumedOutcomes = await app.outcomes(
      of: resumed, in: mode,
      animating: ["push <AccountViewController> on <UINavigationController>"])
    let resumedAgain = await app.router.resumeDeferred()

    #expect(deferred.map(\.description) == ["deferred"])
    #expect(
      hierarchyWhileDeferred == """
        <UINavigationController>
          <HomeViewController>
        """)
    #expect(
      stateAtLogin == """
        stack
        └── HomeViewController
        modal automatic
        └── LoginViewController
        """)
    #expect(resumedOutcomes == ["handled"])
    #expect(resumedAgain.isEmpty)
    #expect(app.router.deferredRequests.isEmpty)
    #expect(
      app.events.lines == [
        "received app://account",
        "guard login on app://account: defer",
        "deferred app://account: kept",
        "finished app://account: deferred",
        "deferred app://account: resumed",
        "received app://account",
        "guard login on app://account: allow",
        "performed dismiss all modals",
        "performed set root stack to [AccountViewController account], animated",
        "deferred app://account: settled: handled",
        "finished app://account: handled",
      ])
    #expect(
      app.hierarchy == """
        <UINavigationController>
          <AccountViewController>
        """)
    let account = try #require(app.visible as? AccountViewController)
    #expect(account.reloads == ["app://account"])
    #expect(UIKitStandIn.violations.isEmpty)
    #expect(UIKitStandIn.messages.isEmpty)
  }

  @Test("a deferred link discarded on logout never changes the screens")
  func discardedOnLogout() async throws {
    let session = LoginSession()
    let app = try TestApp(
      root: UINavigationController(rootViewController: HomeViewController()),
      table: try Routes.stack(), guards: [loginGuard(session)])
    _ = await app.open("app://account").value

    let discarded = app.router.discardDeferred()
    session.isLoggedIn = true
    let resumed = await app.router.resumeDeferred()

    #expect(discarded.map(\.description) == ["app://account"])
    #expect(resumed.isEmpty)
    #expect(
      app.hierarchy == """
        <UINavigationController>
          <HomeViewController>
        """)
    #expect(UIKitStandIn.violations.isEmpty)
    #expect(UIKitStandIn.messages.isEmpty)
  }
}

#endif
