import StackRouter
import StackRouterSwiftUI
import Testing

/// Where a plan waits for SwiftUI: only where SwiftUI would drop or garble
/// the next change, and never for ever.
@Suite("SwiftUINavigator: waiting for SwiftUI", .timeLimit(.minutes(1)))
@MainActor
struct SwiftUINavigatorWaitingTests {
  @Test("dismiss, then present: the presentation waits for the end of the dismissal")
  func dismissThenPresent() async throws {
    let app = try TestApp(
      TestRoutes.moreComplex, shell: .tabs(["list1", "list2"]), mode: .manual)
    let setUp = Task {
      _ = await app.router.open(.url("app://list2/3"))
      _ = await app.router.open(.url("app://modal"))
    }
    await app.swiftUI.settle()
    app.swiftUI.finishTransitions()
    await setUp.value
    await app.swiftUI.settle()
    app.swiftUI.finishTransitions()

    let opening = Task { await app.router.open(.url("app://list2/3/modal")) }
    await app.swiftUI.settle()
    #expect(
      app.navigator.renderedTree == """
        tabs (selected: list2)
        ├── list1
        └── list2
            ├── #1 List2VC list2
            └── #2 List2DetailVC list2/:itemID (itemID=3)
        pending: dismissing modal 0 (#3)
        """)

    app.swiftUI.finishTransitions()
    let outcome = await opening.value
    #expect(outcome.description == "handled")
    #expect(
      app.navigator.renderedTree == """
        tabs (selected: list2)
        ├── list1
        └── list2
            ├── #1 List2VC list2
            └── #2 List2DetailVC list2/:itemID (itemID=3)
        sheet #5 automatic
        └── #6 ModalVC list2/:itemID/modal (itemID=3)
        pending: presenting modal 0 (#5)
        """)
  }

  @Test("a stack under a modal being dismissed changes once the modal has gone")
  func stackAfterDismissal() async throws {
    let app = try TestApp(TestRoutes.modalChains, mode: .manual)
    let setUp = Task { await app.router.open(.url("app://list/1/comments")) }
    await app.swiftUI.settle()
    app.swiftUI.finishTransitions()
    _ = await setUp.value

    let opening = Task { _ = await app.router.open(.url("app://list/2")) }
    await app.swiftUI.settle()
    #expect(app.navigator.modals.isEmpty)
    #expect(app.navigator.path(at: .root) == [ScreenID(2)])  // not yet changed

    app.swiftUI.finishTransitions()
    await opening.value
    #expect(app.navigator.path(at: .root) == [ScreenID(5)])
    let updates = app.swiftUI.updates.suffix(2).map { $0.split(separator: "\n").first ?? "" }
    #expect(updates == ["not animated", "animated"])
  }

  @Test("a link after an animated push waits until the push has finished")
  func afterAnimatedPush() async throws {
    let app = try TestApp(TestRoutes.modalChains, mode: .manual)
    await app.router.open(.url("app://list/1"))
    #expect(app.navigator.pendingTransitions.map(\.description) == ["animating root stack"])

    let opening = Task { _ = await app.router.open(.url("app://list/2")) }
    await app.swiftUI.settle()
    #expect(app.log.lines.filter { $0.hasPrefix("performed") }.count == 1)

    app.navigator.stackDidSettle(at: .root, revision: 0)  // an older report changes nothing
    await app.swiftUI.settle()
    #expect(app.log.lines.filter { $0.hasPrefix("performed") }.count == 1)

    app.navigator.stackDidSettle(at: .root, revision: app.navigator.stackRevision(at: .root))
    await opening.value
    #expect(app.navigator.path(at: .root) == [ScreenID(3)])
  }

  @Test(
    "a transition SwiftUI never finishes fails the next step at the deadline, then is forgotten")
  func timeout() async throws {
    let app = try TestApp(TestRoutes.modalChains, mode: .manual)
    app.navigator.timeout = .milliseconds(50)
    await app.router.open(.url("app://compose"))
    let outcome = await app.router.open(.url("app://login"))
    // The router's idle wait ran out first and forgot the transition; the
    // presentation then went ahead.
    #expect(outcome.description == "handled")

    let present = NavigationStep.present(
      try #require(app.navigator.state.visibleScreen), style: .automatic, animated: false)
    guard case .matched(let link) = app.router.table.resolve("app://login") else {
      Issue.record("app://login does not match")
      return
    }
    do {
      try await app.navigator.perform(present, for: link)
      Issue.record("the presentation did not wait")
    } catch {
      #expect(
        error.reason
          == "SwiftUI did not finish presenting modal 1 (#3) within 0.05 seconds")
    }
    #expect(app.navigator.pendingTransitions.isEmpty)
  }

  @Test(
    "several links in a row, each waiting only where it must",
    arguments: [TransitionRules.iOS16, .iOS17])
  func manyLinks(rules: TransitionRules) async throws {
    let app = try TestApp(TestRoutes.modalChains, rules: rules)
    for link in [
      "app://list/1/comments/9", "app://login/signup", "app://player/queue", "app://list/2",
      "app://compose/draft", "app://list/2/comments",
    ] {
      let outcome = await app.router.open(.url(link))
      #expect(outcome.name == "handled", "\(link): \(outcome)")
    }
    await app.swiftUI.settle()
    #expect(app.navigator.pendingTransitions.isEmpty)
    #expect(
      app.navigator.state.description == """
        stack
        ├── ListVC list
        └── DetailVC list/:itemID (itemID=2)
        modal automatic
        └── CommentsVC list/:itemID/comments (itemID=2)
        """)
  }
}
