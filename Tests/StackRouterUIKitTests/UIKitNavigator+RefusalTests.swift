#if os(Linux)
import Foundation
import StackRouter
import StackRouterUIKit
import Testing
@_spi(Testing) import UIKitStandIn

private final class PlainViewController: UIViewController, RoutableTarget {
  static func make(for link: AppLink, parameters: LinkParameters) -> Self {
    Self(nibName: nil, bundle: nil)
  }
}

/// A navigation controller bound as a screen: UIKit cannot push or wrap it.
private final class WrongContainer: UINavigationController, RoutableTarget {
  static func make(for link: AppLink, parameters: LinkParameters) -> Self {
    Self(nibName: nil, bundle: nil)
  }
}

@Suite(
  "UIKitNavigator refuses what UIKit would crash on", .isolatedStandIn, .timeLimit(.minutes(10)))
@MainActor
struct UIKitNavigatorRefusalTests {
  private func setUp(
    _ route: String, prepare: ((UINavigationController, Screen) -> Void)? = nil
  ) throws -> (Router, UIWindow) {
    var registrar = Registrar()
    registrar.accept(scheme: "app")
    registrar.register(route)
    var bindings = TargetBindings()
    bindings.bind(PlainViewController.self)
    bindings.bind(WrongContainer.self)
    let window = UIWindow(windowScene: UIWindowScene())
    window.rootViewController = UINavigationController(nibName: nil, bundle: nil)
    window.makeKeyAndVisible()
    let navigator = UIKitNavigator(window: window, bindings: bindings)
    navigator.prepareModal = prepare
    return (try Router(table: try registrar.makeTable(), navigator: navigator), window)
  }

  @Test("a popover with no way to anchor it fails before UIKit would raise")
  func popoverWithoutAnchor() async throws {
    var registrar = Registrar()
    registrar.accept(scheme: "app")
    registrar.register(
      "tip<PlainViewController>!", options: EntityOptions(presentationStyle: .popover))
    var bindings = TargetBindings()
    bindings.bind(PlainViewController.self)
    let window = UIWindow(windowScene: UIWindowScene())
    window.rootViewController = UINavigationController(nibName: nil, bundle: nil)
    window.makeKeyAndVisible()
    let navigator = UIKitNavigator(window: window, bindings: bindings)
    let router = try Router(table: try registrar.makeTable(), navigator: navigator)

    let refused = await router.open(.url("app://tip"))
    #expect(
      refused.description
        == "failed: cannot present PlainViewController tip as popover, animated: "
        + "a popover needs an anchor: set prepareModal to give it a source view")
    #expect(navigator.state.modals.isEmpty)

    var anchored: [String] = []
    navigator.prepareModal = { wrapper, screen in anchored.append(screen.target) }
    let presented = await router.open(.url("app://tip", animation: .never))
    #expect(presented.name == "handled")
    #expect(anchored == ["PlainViewController"])
    #expect(navigator.state.modals.map(\.style) == [.popover])
    #expect(UIKitStandIn.violations.isEmpty)
  }

  @Test("a navigation controller bound as a screen is refused, and the stack is left as it was")
  func containerAsScreen() async throws {
    let (router, window) = try setUp("list<PlainViewController>/wrong<WrongContainer>")
    let outcome = await router.open(.url("app://list/wrong", animation: .never))
    #expect(outcome.name == "failed")
    #expect(
      outcome.reason?.hasSuffix(
        "the target 'WrongContainer' is a container; a screen cannot be pushed or wrapped") == true)
    let navigation = try #require(window.rootViewController as? UINavigationController)
    #expect(navigation.viewControllers.isEmpty)  // the new stack is refused whole
    #expect(UIKitStandIn.violations.isEmpty)
  }

  @Test("a presentation whose completion never comes fails at the deadline with what was observed")
  func presentationWithoutCompletion() async throws {
    let navigation = SilentNavigationController(rootViewController: HomeViewController())
    navigation.swallowsPresentations = true
    let app = try TestApp(root: navigation, table: try Routes.stack())
    app.navigator.timeout = .milliseconds(100)

    let outcomes = await app.open("app://compose").value.map(\.description)

    #expect(
      outcomes == [
        "failed: cannot present ComposeViewController compose as formSheet, animated: "
          + "UIKit did not finish the presentation within 0.1 seconds: nothing is presented"
      ])
    #expect(navigation.presentedViewController == nil)
    #expect(UIKitStandIn.violations.isEmpty)
  }

  @Test("a presentation from a root in no window is refused before UIKit is called")
  func presenterOutsideWindow() async throws {
    var registrar = Registrar()
    registrar.accept(scheme: "app")
    registrar.register("tip<PlainViewController>!")
    var bindings = TargetBindings()
    bindings.bind(PlainViewController.self)
    let root = UINavigationController(nibName: nil, bundle: nil)
    let navigator = UIKitNavigator(rootViewController: root, bindings: bindings)
    let router = try Router(table: try registrar.makeTable(), navigator: navigator)

    let outcome = await router.open(.url("app://tip"))

    #expect(
      outcome.description
        == "failed: cannot present PlainViewController tip as automatic, animated: "
        + "UINavigationController is not in a window; UIKit would not present from it")
    #expect(root.presentedViewController == nil)
    #expect(UIKitStandIn.messages.isEmpty)
    #expect(UIKitStandIn.violations.isEmpty)
  }
}

#endif
