import StackRouter
import StackRouterSwiftUI
import Testing

/// Where a plan waits for SwiftUI: only where SwiftUI would drop or garble
/// the next change, and never for ever.
@Suite("SwiftUINavigator: waiting for SwiftUI", .timeLimit(.minutes(10)))
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

  @Test("a change SwiftUI never draws fails the step after it as timed out, saying so")
  func neverDrawn() async throws {
    let app = try TestApp(TestRoutes.modalChains, mode: .frozen)
    app.navigator.timeout = .milliseconds(50)
    let outcome = await app.router.open(.url("app://player/queue"))
    #expect(
      outcome.description
        == "failed: cannot present QueueVC player/queue as automatic, animated: timed out: "
        + "SwiftUI did not draw presenting modal 0 (#1) within 0.05 seconds "
        + "(its content never appeared)")
    #expect(app.navigator.pendingTransitions.isEmpty)
  }

  @Test("a drawn change whose end is never reported: the next step goes on at the deadline")
  func neverReported() async throws {
    let app = try TestApp(TestRoutes.modalChains, mode: .manual)
    app.navigator.timeout = .milliseconds(50)
    var notes: [String] = []
    app.navigator.onDeadline = { notes.append($0) }
    let outcome = await app.router.open(.url("app://player/queue"))
    #expect(outcome.description == "handled")
    #expect(
      notes == [
        "SwiftUI did not report the end of presenting modal 0 (#1) within 0.05 seconds "
          + "(its content appeared); went on"
      ])
    #expect(app.navigator.modals.count == 2)
  }

  @Test("an animated stack change never reported goes on at the deadline, saying what it saw")
  func stackNeverReported() async throws {
    let app = try TestApp(TestRoutes.modalChains, mode: .frozen)
    app.navigator.timeout = .milliseconds(50)
    var notes: [String] = []
    app.navigator.onDeadline = { notes.append($0) }
    #expect(await app.router.open(.url("app://list/1")).description == "handled")
    #expect(await app.router.open(.url("app://list/2")).description == "handled")
    #expect(
      notes == [
        "SwiftUI did not report the end of animating root stack within 0.05 seconds "
          + "(its top screen never appeared); went on"
      ])
    #expect(app.navigator.path(at: .root) == [ScreenID(3)])
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
