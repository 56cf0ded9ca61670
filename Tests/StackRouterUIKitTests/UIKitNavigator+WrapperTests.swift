#if os(Linux)
import Foundation
import StackRouter
import StackRouterUIKit
import Testing
@_spi(Testing) import UIKitStandIn

/// An app's own navigation controller, for its bars and appearance.
final class BrandedNavigationController: UINavigationController {
  /// The screens this wrapper was made for.
  var madeFor = ""
}

@Suite("UIKitNavigator and the app's modal wrappers", .isolatedStandIn, .timeLimit(.minutes(10)))
@MainActor
struct UIKitNavigatorWrapperTests {
  @Test("a modal is wrapped in the navigation controller the app makes, which prepareModal sees")
  func appMakesWrapper() async throws {
    let app = try TestApp(
      root: UINavigationController(rootViewController: HomeViewController()),
      table: try Routes.stack())
    var made: [String] = []
    app.navigator.makeNavigationController = { root, screen in
      made.append("\(type(of: root)) \(screen)")
      let wrapper = BrandedNavigationController(rootViewController: root)
      wrapper.madeFor = screen.target
      return wrapper
    }
    var prepared: [UINavigationController] = []
    app.navigator.prepareModal = { wrapper, _ in prepared.append(wrapper) }

    let opened = await app.open("app://list/42/comments/7").value

    #expect(opened.map(\.description) == ["handled"])
    #expect(
      made == ["CommentsViewController CommentsViewController list/:itemID/comments (itemID=42)"])
    let wrapper = try #require(
      app.window.rootViewController?.presentedViewController as? BrandedNavigationController)
    #expect(wrapper.madeFor == "CommentsViewController")
    #expect(prepared == [wrapper])
    #expect(wrapper.modalPresentationStyle == .automatic)
    #expect(
      wrapper.viewControllers.map { "\(type(of: $0))" } == [
        "CommentsViewController", "CommentViewController",
      ])
    #expect(
      app.hierarchy == """
        <UINavigationController>
          <ListViewController>
          <DetailViewController>
        presented: <BrandedNavigationController>
          <CommentsViewController>
          <CommentViewController>
        """)
    #expect(UIKitStandIn.violations.isEmpty)
    #expect(UIKitStandIn.messages.isEmpty)
  }

  @Test("a wrapper that does not hold the screen alone is refused before anything is presented")
  func wrongWrapper() async throws {
    let app = try TestApp(
      root: UINavigationController(rootViewController: HomeViewController()),
      table: try Routes.stack())
    app.navigator.makeNavigationController = { _, _ in
      UINavigationController(rootViewController: HomeViewController())
    }

    let opened = await app.open("app://compose").value

    #expect(
      opened.map(\.description) == [
        "failed: cannot present ComposeViewController compose as formSheet, animated: "
          + "makeNavigationController returned a navigation controller that does not hold "
          + "ComposeViewController alone"
      ])
    #expect(app.window.rootViewController?.presentedViewController == nil)
    #expect(UIKitStandIn.violations.isEmpty)
  }
}

#endif
