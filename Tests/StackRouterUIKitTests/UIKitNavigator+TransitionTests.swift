#if os(Linux)
import Foundation
import StackRouter
import StackRouterUIKit
import Testing
@_spi(Testing) import UIKitStandIn

@Suite("UIKitNavigator while UIKit is busy", .isolatedStandIn, .timeLimit(.minutes(10)))
@MainActor
struct UIKitNavigatorTransitionTests {
  /// Gives tasks that should be waiting every chance to run first, if they wrongly would.
  private func letOtherTasksRun() async {
    for _ in 0..<20 { await Task.yield() }
  }

  @Test("links arriving during a transition wait, then apply in order, one transition at a time")
  func linksDuringTransition() async throws {
    UIKitStandIn.transitionMode = .manual
    let app = try TestApp(
      root: UINavigationController(rootViewController: HomeViewController()),
      table: try Routes.stack())

    let first = app.open("app://compose")
    await UIKitStandIn.waitForTransition()
    let second = app.open("app://list/42/comments/7")
    let third = app.open("app://list/43")
    await letOtherTasksRun()
    let duringFirst = (UIKitStandIn.pendingTransitions, app.hierarchy, app.events.requestLines)
    UIKitStandIn.completeNextTransition()
    let duringSecond = (
      await app.transitionsInFlight(orFinished: 3), app.hierarchy, app.events.requestLines
    )
    UIKitStandIn.completeNextTransition()
    let duringThird = (await app.transitionsInFlight(orFinished: 3), app.events.requestLines)
    UIKitStandIn.completeNextTransition()
    let afterThird = await app.transitionsInFlight(orFinished: 3)
    UIKitStandIn.transitionMode = .immediate
    let outcomes = [await first.value, await second.value, await third.value]

    #expect(duringFirst.0 == ["present <UINavigationController> on <UINavigationController>"])
    #expect(
      duringFirst.1 == """
        <UINavigationController>
          <HomeViewController>
        presented: <UINavigationController> (being presented)
          <ComposeViewController>
        """)
    #expect(duringFirst.2 == ["received app://compose"])
    #expect(duringSecond.0 == ["push <CommentViewController> on <UINavigationController>"])
    #expect(
      duringSecond.1 == """
        <UINavigationController>
          <ListViewController>
          <DetailViewController>
        presented: <UINavigationController>
          <CommentsViewController>
          <CommentViewController>
        """)
    #expect(
      duringSecond.2 == [
        "received app://compose", "finished app://compose: handled",
        "received app://list/42/comments/7",
      ])
    #expect(duringThird.0 == ["push <DetailViewController> on <UINavigationController>"])
    #expect(
      duringThird.1.suffix(2) == [
        "finished app://list/42/comments/7: handled", "received app://list/43",
      ])
    #expect(afterThird.isEmpty)
    #expect(outcomes.map { $0.map(\.description) } == [["handled"], ["handled"], ["handled"]])
    #expect(
      app.events.lines == [
        "received app://compose",
        "performed present ComposeViewController compose as formSheet, animated",
        "finished app://compose: handled",
        "received app://list/42/comments/7",
        "performed dismiss all modals",
        "performed set root stack to [ListViewController list, "
          + "DetailViewController list/:itemID (itemID=42)]",
        "performed present CommentsViewController list/:itemID/comments (itemID=42) as automatic",
        "performed push CommentViewController list/:itemID/comments/:commentID "
          + "(commentID=7, itemID=42) on modal 0, animated",
        "finished app://list/42/comments/7: handled",
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
    #expect(UIKitStandIn.pendingTransitions.isEmpty)
    #expect(UIKitStandIn.violations.isEmpty)
    #expect(UIKitStandIn.messages.isEmpty)
  }

  @Test("a link that presents waits for a presentation the app started itself")
  func linkWaitsForAppsPresentation() async throws {
    UIKitStandIn.transitionMode = .manual
    let navigation = UINavigationController(rootViewController: HomeViewController())
    let app = try TestApp(root: navigation, table: try Routes.stack())
    navigation.present(LoginViewController(), animated: true)

    let opened = app.open("app://compose")
    await letOtherTasksRun()
    let whileAppPresents = UIKitStandIn.pendingTransitions
    UIKitStandIn.completeNextTransition()
    let transitions = await app.finishTransitions(untilFinished: 1)

    #expect(whileAppPresents == ["present <LoginViewController> on <UINavigationController>"])
    #expect(transitions == ["present <UINavigationController> on <LoginViewController>"])
    #expect(await opened.value.map(\.description) == ["handled"])
    #expect(
      app.hierarchy == """
        <UINavigationController>
          <HomeViewController>
        presented: <LoginViewController>
        presented: <UINavigationController>
          <ComposeViewController>
        """)
    #expect(UIKitStandIn.violations.isEmpty)
    #expect(UIKitStandIn.messages.isEmpty)
  }

  @Test("a link that changes a stack waits for a push the app started itself")
  func linkWaitsForAppsPush() async throws {
    let navigation = UINavigationController(rootViewController: HomeViewController())
    let app = try TestApp(root: navigation, table: try Routes.stack())
    _ = await app.open("app://list/42").value
    UIKitStandIn.transitionMode = .manual
    navigation.pushViewController(LoginViewController(), animated: true)

    let opened = app.open("app://list/43")
    await letOtherTasksRun()
    let whileAppPushes = UIKitStandIn.pendingTransitions
    UIKitStandIn.completeNextTransition()
    let transitions = await app.finishTransitions(untilFinished: 2)

    #expect(whileAppPushes == ["push <LoginViewController> on <UINavigationController>"])
    #expect(transitions == ["push <DetailViewController> on <UINavigationController>"])
    #expect(await opened.value.map(\.description) == ["handled"])
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
    #expect(UIKitStandIn.violations.isEmpty)
    #expect(UIKitStandIn.messages.isEmpty)
  }

  @Test("a link that keeps a modal waits for the app's own dismissal above it, keeping that modal")
  func linkWaitsForAppsDismissalAboveKeptModal() async throws {
    let app = try TestApp(
      root: UINavigationController(rootViewController: HomeViewController()),
      table: try Routes.stack())
    _ = await app.open("app://list/42/comments/7").value
    _ = await app.open("app://compose").value
    let comments = try #require(app.window.rootViewController?.presentedViewController)
    UIKitStandIn.transitionMode = .manual
    // The user swipes the compose sheet down.
    comments.dismiss(animated: true)

    let opened = app.open("app://list/42/comments/7")
    await letOtherTasksRun()
    let whileAppDismisses = UIKitStandIn.pendingTransitions
    UIKitStandIn.completeNextTransition()
    let transitions = await app.finishTransitions(untilFinished: 3)
    let outcome = await opened.value

    #expect(
      whileAppDismisses == ["dismiss <UINavigationController> from <UINavigationController>"])
    #expect(transitions.isEmpty)
    #expect(outcome.map(\.description) == ["handled"])
    #expect(app.window.rootViewController?.presentedViewController === comments)
    #expect(
      app.hierarchy == """
        <UINavigationController>
          <ListViewController>
          <DetailViewController>
        presented: <UINavigationController>
          <CommentsViewController>
          <CommentViewController>
        """)
    #expect(UIKitStandIn.violations.isEmpty)
    #expect(UIKitStandIn.messages.isEmpty)
  }

  @Test("a link waits for a dismissal the app started itself, then shows its screen")
  func linkWaitsForAppsDismissal() async throws {
    let navigation = UINavigationController(rootViewController: HomeViewController())
    let app = try TestApp(root: navigation, table: try Routes.stack())
    navigation.present(LoginViewController(), animated: false)
    await UIKitStandIn.settle()
    UIKitStandIn.transitionMode = .manual
    navigation.dismiss(animated: true)

    let opened = app.open("app://list/42")
    await letOtherTasksRun()
    let whileAppDismisses = UIKitStandIn.pendingTransitions
    UIKitStandIn.completeNextTransition()
    let transitions = await app.finishTransitions(untilFinished: 1)

    #expect(whileAppDismisses == ["dismiss <LoginViewController> from <UINavigationController>"])
    #expect(transitions == ["push <DetailViewController> on <UINavigationController>"])
    #expect(await opened.value.map(\.description) == ["handled"])
    #expect(
      app.hierarchy == """
        <UINavigationController>
          <ListViewController>
          <DetailViewController>
        """)
    #expect(UIKitStandIn.violations.isEmpty)
    #expect(UIKitStandIn.messages.isEmpty)
  }

  @Test("a transition that never ends holds a link only until the navigator's timeout")
  func transitionThatNeverEnds() async throws {
    let navigation = UINavigationController(rootViewController: HomeViewController())
    let app = try TestApp(root: navigation, table: try Routes.stack())
    app.navigator.timeout = .milliseconds(100)
    UIKitStandIn.transitionMode = .manual
    navigation.present(LoginViewController(), animated: true)

    let outcomes = await app.open("app://compose").value.map(\.description)

    #expect(
      outcomes == [
        "failed: cannot present ComposeViewController compose as formSheet, animated: "
          + "a transition already in progress did not finish within 0.1 seconds"
      ])
    #expect(
      UIKitStandIn.pendingTransitions == [
        "present <LoginViewController> on <UINavigationController>"
      ])
    #expect(UIKitStandIn.violations.isEmpty)
  }
}

#endif
