#if os(Linux)
import Foundation
import StackRouter
import StackRouterUIKit
import Testing
@_spi(Testing) import UIKitStandIn

/// A root whose `dismiss` and `present` can be made to do nothing, as a UIKit that never
/// finishes them would.
final class SilentNavigationController: UINavigationController {
  var swallowsDismissals = false
  var swallowsPresentations = false

  override func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    guard !swallowsDismissals else { return }
    super.dismiss(animated: flag, completion: completion)
  }

  override func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool,
    completion: (() -> Void)? = nil
  ) {
    guard !swallowsPresentations else { return }
    super.present(viewControllerToPresent, animated: flag, completion: completion)
  }
}

@Suite("UIKitNavigator dismissing modals", .isolatedStandIn, .timeLimit(.minutes(10)))
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

  @Test(
    "a dismissal behind a transition that never ends fails at the deadline, not as a refusal")
  func dismissalBehindEndlessTransition() async throws {
    let navigation = UINavigationController(rootViewController: HomeViewController())
    let app = try TestApp(root: navigation, table: try Routes.stack())
    app.navigator.timeout = .milliseconds(100)
    _ = await app.open("app://compose").value
    // The app starts a presentation over the compose form that never ends,
    // so UIKit would refuse every dismissal until it does.
    UIKitStandIn.transitionMode = .manual
    let composer = try #require(navigation.presentedViewController)
    composer.present(LoginViewController(), animated: true)

    let outcomes = await app.open("app://list/1").value.map(\.description)

    #expect(
      outcomes == [
        "failed: cannot dismiss all modals: "
          + "a transition already in progress did not finish within 0.1 seconds"
      ])
    #expect(navigation.presentedViewController === composer)
    #expect(UIKitStandIn.violations.isEmpty)
    #expect(UIKitStandIn.messages.isEmpty)
  }

  @Test("a dismissal whose completion never comes fails at the deadline with what was observed")
  func dismissalWithoutCompletion() async throws {
    let navigation = SilentNavigationController(rootViewController: HomeViewController())
    let app = try TestApp(root: navigation, table: try Routes.stack())
    app.navigator.timeout = .milliseconds(100)
    _ = await app.open("app://compose").value
    navigation.swallowsDismissals = true

    let outcomes = await app.open("app://list/1").value.map(\.description)

    #expect(
      outcomes == [
        "failed: cannot dismiss all modals: UIKit did not finish the dismissal "
          + "within 0.1 seconds: UINavigationController is still presented"
      ])
    #expect(navigation.presentedViewController != nil)
    #expect(UIKitStandIn.violations.isEmpty)
  }
}

#endif
