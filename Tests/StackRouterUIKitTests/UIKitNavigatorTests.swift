#if os(Linux)
import Foundation
import StackRouter
import StackRouterUIKit
import Testing
@_spi(Testing) import UIKitStandIn

@Suite(
  "UIKitNavigator over a navigation stack and modals", .isolatedStandIn, .timeLimit(.minutes(10)))
@MainActor
struct UIKitNavigatorTests {
  // MARK: Pushing inside a modal

  @Test(
    "a chain with a modal presents a navigation controller holding the modal then the screen after it",
    arguments: [UIKitStandIn.TransitionMode.immediate, .manual])
  func pushInsideModal(mode: UIKitStandIn.TransitionMode) async throws {
    UIKitStandIn.transitionMode = mode
    let app = try TestApp(
      root: UINavigationController(rootViewController: HomeViewController()),
      table: try Routes.stack())

    let opened = await app.outcomes(
      of: app.open("app://list/42/comments/7"), in: mode,
      animating: ["push <CommentViewController> on <UINavigationController>"])

    #expect(opened == ["handled"])
    #expect(
      app.events.lines == [
        "received app://list/42/comments/7",
        "performed set root stack to [ListViewController list, "
          + "DetailViewController list/:itemID (itemID=42)]",
        "performed present CommentsViewController list/:itemID/comments (itemID=42) as automatic",
        "performed push CommentViewController list/:itemID/comments/:commentID "
          + "(commentID=7, itemID=42) on modal 0, animated",
        "finished app://list/42/comments/7: handled",
      ])
    #expect(
      app.hierarchy == """
        <UINavigationController>
          <ListViewController>
          <DetailViewController>
        presented: <UINavigationController>
          <CommentsViewController>
          <CommentViewController>
        """)
    #expect(
      app.state == """
        stack
        ├── ListViewController list
        └── DetailViewController list/:itemID (itemID=42)
        modal automatic
        ├── CommentsViewController list/:itemID/comments (itemID=42)
        └── CommentViewController list/:itemID/comments/:commentID (commentID=7, itemID=42)
        """)
    let modal = try #require(
      app.window.rootViewController?.presentedViewController as? UINavigationController)
    #expect(
      modal.viewControllers.map { String(describing: type(of: $0)) } == [
        "CommentsViewController", "CommentViewController",
      ])
    #expect(app.visible is CommentViewController)
    #expect(UIKitStandIn.violations.isEmpty)
    #expect(UIKitStandIn.messages.isEmpty)
  }

  @Test(
    "a second link into the same modal keeps it and changes only its stack",
    arguments: [UIKitStandIn.TransitionMode.immediate, .manual])
  func secondLinkIntoModal(mode: UIKitStandIn.TransitionMode) async throws {
    let app = try TestApp(
      root: UINavigationController(rootViewController: HomeViewController()),
      table: try Routes.stack())
    _ = await app.open("app://list/42/comments/7").value
    let modal = app.window.rootViewController?.presentedViewController
    let comments = app.navigator.controllers(at: .modal(0)).first
    let setUp = app.events.lines.count
    UIKitStandIn.transitionMode = mode

    let opened = await app.outcomes(
      of: app.open("app://list/42/comments/8"), in: mode,
      animating: ["push <CommentViewController> on <UINavigationController>"])

    #expect(opened == ["handled"])
    #expect(
      Array(app.events.lines.dropFirst(setUp)) == [
        "received app://list/42/comments/8",
        "performed reload ListViewController list at root stack[0]",
        "performed reload DetailViewController list/:itemID (itemID=42) at root stack[1]",
        "performed pop modal 0 to 1 screen",
        "performed reload CommentsViewController list/:itemID/comments (itemID=42) at modal 0[0]",
        "performed push CommentViewController list/:itemID/comments/:commentID "
          + "(commentID=8, itemID=42) on modal 0, animated",
        "finished app://list/42/comments/8: handled",
      ])
    #expect(app.window.rootViewController?.presentedViewController === modal)
    #expect(app.navigator.controllers(at: .modal(0)).first === comments)
    #expect(
      app.state == """
        stack
        ├── ListViewController list
        └── DetailViewController list/:itemID (itemID=42)
        modal automatic
        ├── CommentsViewController list/:itemID/comments (itemID=42)
        └── CommentViewController list/:itemID/comments/:commentID (commentID=8, itemID=42)
        """)
    #expect(UIKitStandIn.violations.isEmpty)
    #expect(UIKitStandIn.messages.isEmpty)
  }

  // MARK: Modal style

  @Test("a modal is wrapped in a navigation controller with the entity's style, over the top")
  func modalStyleIsTheEntitys() async throws {
    let app = try TestApp(
      root: UINavigationController(rootViewController: HomeViewController()),
      table: try Routes.stack())
    var prepared: [(UINavigationController, String)] = []
    app.navigator.prepareModal = { wrapper, screen in prepared.append((wrapper, "\(screen)")) }
    _ = await app.open("app://list/42/comments/7").value

    let opened = await app.open("app://compose").value

    #expect(opened.map(\.description) == ["handled"])
    let comments = try #require(
      app.window.rootViewController?.presentedViewController as? UINavigationController)
    let compose = try #require(comments.presentedViewController as? UINavigationController)
    #expect(comments.modalPresentationStyle == .automatic)
    #expect(compose.modalPresentationStyle == .formSheet)
    #expect(compose.viewControllers.count == 1)
    #expect(compose.topViewController is ComposeViewController)
    #expect(
      prepared.map(\.1) == [
        "CommentsViewController list/:itemID/comments (itemID=42)",
        "ComposeViewController compose",
      ])
    #expect(prepared.map(\.0) == [comments, compose])
    #expect(
      app.hierarchy == """
        <UINavigationController>
          <ListViewController>
          <DetailViewController>
        presented: <UINavigationController>
          <CommentsViewController>
          <CommentViewController>
        presented: <UINavigationController>
          <ComposeViewController>
        """)
    #expect(
      app.state == """
        stack
        ├── ListViewController list
        └── DetailViewController list/:itemID (itemID=42)
        modal automatic
        ├── CommentsViewController list/:itemID/comments (itemID=42)
        └── CommentViewController list/:itemID/comments/:commentID (commentID=7, itemID=42)
        modal formSheet
        └── ComposeViewController compose
        """)
    #expect(UIKitStandIn.violations.isEmpty)
    #expect(UIKitStandIn.messages.isEmpty)
  }

  // MARK: Reading the hierarchy

  @Test(
    "screens the navigator did not create read back as their type names, modals with their style")
  func readsScreensItDidNotCreate() async throws {
    let navigation = UINavigationController(rootViewController: HomeViewController())
    let app = try TestApp(root: navigation, table: try Routes.stack())
    navigation.pushViewController(LoginViewController(), animated: false)
    let sheet = UINavigationController(rootViewController: HomeViewController())
    sheet.modalPresentationStyle = .fullScreen
    navigation.present(sheet, animated: true)
    await UIKitStandIn.settle()

    #expect(
      app.state == """
        stack
        ├── HomeViewController
        └── LoginViewController
        modal fullScreen
        └── HomeViewController
        """)
    #expect(app.navigator.state.visibleScreen?.entity == nil)
    #expect(
      app.hierarchy == """
        <UINavigationController>
          <HomeViewController>
          <LoginViewController>
        presented: <UINavigationController>
          <HomeViewController>
        """)
    #expect(UIKitStandIn.violations.isEmpty)
    #expect(UIKitStandIn.messages.isEmpty)
  }

  @Test("a link over an app's own modal dismisses it and replaces the app's own stack")
  func linkReplacesTheAppsOwnScreens() async throws {
    let navigation = UINavigationController(rootViewController: HomeViewController())
    let app = try TestApp(root: navigation, table: try Routes.stack())
    navigation.present(LoginViewController(), animated: false)
    await UIKitStandIn.settle()

    let opened = await app.open("app://account").value

    #expect(opened.map(\.description) == ["handled"])
    #expect(
      app.events.lines == [
        "received app://account",
        "performed dismiss all modals",
        "performed set root stack to [AccountViewController account], animated",
        "finished app://account: handled",
      ])
    #expect(
      app.hierarchy == """
        <UINavigationController>
          <AccountViewController>
        """)
    #expect(UIKitStandIn.violations.isEmpty)
    #expect(UIKitStandIn.messages.isEmpty)
  }

  // MARK: Refusing what UIKit would punish

  @Test("a factory that hands back an instance already in the stack fails the link, not the app")
  func refusesToPushAnInstanceTwice() async throws {
    let shared = DetailViewController(nibName: nil, bundle: nil)
    var bindings = TargetBindings.testScreens
    bindings.bind("DetailViewController") { _, _ in shared }
    let app = try TestApp(
      root: UINavigationController(rootViewController: HomeViewController()),
      table: try Routes.stack(), bindings: bindings)
    _ = await app.open("app://list/1").value
    let stateBefore = app.state

    let opened = await app.open("app://list/1/related/2").value

    #expect(opened.first?.name == "failed")
    #expect(
      opened.first?.reason == "cannot push DetailViewController list/:itemID/related/:relatedID "
        + "(itemID=1, relatedID=2) on root stack, animated: the controller for "
        + "DetailViewController is already in the stack")
    #expect(
      stateBefore == """
        stack
        ├── ListViewController list
        └── DetailViewController list/:itemID (itemID=1)
        """)
    // The refused push must not rewrite what the navigator knows of the screen in place.
    #expect(app.state == stateBefore)
    #expect(shared.reloads == ["app://list/1 (itemID=1)", "app://list/1/related/2 (itemID=1)"])
    #expect(
      app.hierarchy == """
        <UINavigationController>
          <ListViewController>
          <DetailViewController>
        """)
    #expect(UIKitStandIn.violations.isEmpty)
    #expect(UIKitStandIn.messages.isEmpty)
  }

  @Test("a new stack that would hold one instance twice fails the link, not the app")
  func refusesAStackHoldingAnInstanceTwice() async throws {
    let shared = DetailViewController(nibName: nil, bundle: nil)
    var bindings = TargetBindings.testScreens
    bindings.bind("DetailViewController") { _, _ in shared }
    let app = try TestApp(
      root: UINavigationController(rootViewController: HomeViewController()),
      table: try Routes.stack(), bindings: bindings)

    let opened = await app.open("app://list/1/related/2").value

    #expect(opened.first?.name == "failed")
    #expect(
      app.hierarchy == """
        <UINavigationController>
          <HomeViewController>
        """)
    #expect(UIKitStandIn.violations.isEmpty)
    #expect(UIKitStandIn.messages.isEmpty)
  }

  @Test("a root that is not a navigation controller fails a link that needs its stack")
  func rootWithoutStack() async throws {
    let app = try TestApp(root: HomeViewController(), table: try Routes.stack())

    let opened = await app.open("app://account").value

    #expect(
      app.state == """
        stack
        └── HomeViewController
        """)
    #expect(
      opened.map(\.description) == [
        "failed: cannot set root stack to [AccountViewController account], animated: "
          + "there is no navigation controller at the root stack"
      ])
    #expect(app.hierarchy == "<HomeViewController>")
    #expect(UIKitStandIn.violations.isEmpty)
    #expect(UIKitStandIn.messages.isEmpty)
  }
}

#endif
