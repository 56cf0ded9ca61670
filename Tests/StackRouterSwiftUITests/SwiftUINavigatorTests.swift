import StackRouter
import StackRouterSwiftUI
import Testing

/// Every kind of plan step, applied to the state SwiftUI renders: which
/// identities the stacks' roots and paths hold, which modals are presented
/// and how, and how many updates SwiftUI renders.
@Suite("SwiftUINavigator: plan steps as SwiftUI state", .timeLimit(.minutes(10)))
@MainActor
struct SwiftUINavigatorTests {
  @Test("set stack: the bottom screen is the stack's root view, the others its path")
  func setStack() async throws {
    let app = try TestApp(TestRoutes.modalChains)
    #expect(
      await app.open("app://list/1")
        == "set root stack to [ListVC list, DetailVC list/:itemID (itemID=1)], animated")
    #expect(
      app.swiftUI.updates == [
        """
        animated
        stack
        ├── #1 ListVC list
        └── #2 DetailVC list/:itemID (itemID=1)
        pending: animating root stack
        """
      ])
    #expect(app.navigator.entries(at: .root).first?.id == ScreenID(1))
    #expect(app.navigator.path(at: .root) == [ScreenID(2)])
    #expect(app.navigator.pendingTransitions.isEmpty)
  }

  @Test("push and pop: a new screen gets a new identity; the kept one keeps its own")
  func pushAndPop() async throws {
    let app = try TestApp(TestRoutes.modalChains)
    await app.open("app://list/1")
    #expect(
      await app.open("app://list/2") == """
        pop root stack to 1 screen
        reload ListVC list at root stack[0]
        push DetailVC list/:itemID (itemID=2) on root stack, animated
        """)
    #expect(
      app.navigator.renderedTree == """
        stack
        ├── #1 ListVC list
        └── #3 DetailVC list/:itemID (itemID=2)
        """)
    #expect(app.navigator.path(at: .root) == [ScreenID(3)])

    #expect(
      await app.open("app://list") == """
        pop root stack to 1 screen, animated
        reload ListVC list at root stack[0]
        """)
    #expect(app.navigator.path(at: .root).isEmpty)
    // Each link is one update, whatever the number of steps.
    #expect(app.swiftUI.updateCount == 3)
    #expect(app.swiftUI.updates.last?.hasPrefix("animated\nstack\n└── #1 ListVC list") == true)
  }

  @Test("reload: the screen keeps its identity and object, and sees the new link")
  func reload() async throws {
    let app = try TestApp(TestRoutes.modalChains)
    await app.open("app://list/1")
    let before = app.navigator.entries(at: .root)

    #expect(
      await app.open("app://list/1?ref=mail") == """
        reload ListVC list (ref=mail) at root stack[0]
        reload DetailVC list/:itemID (itemID=1, ref=mail) at root stack[1]
        """)
    let after = app.navigator.entries(at: .root)
    #expect(after.map(\.id) == before.map(\.id))
    #expect(zip(before, after).allSatisfy { $0.target === $1.target })
    #expect(after.map(\.revision) == [2, 2])
    #expect(
      after.map(\.link.request.original) == ["app://list/1?ref=mail", "app://list/1?ref=mail"])
    let detail = try #require(after.last?.target as? ViewScreen)
    #expect(detail.linkCount == 2)
    #expect(detail.parameters == ["itemID": "1", "ref": "mail"])

    let context = try #require(app.navigator.context(for: ScreenID(2)))
    #expect(context.revision == 2)
    #expect(context.parameters["ref"] == "mail")
    #expect(context.location == .root)
    #expect(context.index == 1)
    #expect(app.swiftUI.updates.last?.hasPrefix("not animated") == true)
  }

  @Test("select: the tab view's selection, in the same update as the stack's change")
  func select() async throws {
    let app = try TestApp(TestRoutes.moreComplex, shell: .tabs(["list1", "list2"]))
    await app.open("app://list1")
    #expect(
      await app.open("app://list2/3") == """
        select list2
        set tab list2 to [List2VC list2, List2DetailVC list2/:itemID (itemID=3)], animated
        """)
    #expect(app.navigator.selectedBranch == "list2")
    #expect(app.navigator.branchNames == ["list1", "list2"])
    #expect(
      app.swiftUI.updates.last == """
        animated
        tabs (selected: list2)
        ├── list1
        │   └── #1 List1VC list1
        └── list2
            ├── #2 List2VC list2
            └── #3 List2DetailVC list2/:itemID (itemID=3)
        pending: animating tab list2
        """)
  }

  @Test("present: a sheet with the screens pushed inside it, in one update")
  func presentWithPushes() async throws {
    let app = try TestApp(TestRoutes.modalChains)
    #expect(
      await app.open("app://list/1/comments/9") == """
        set root stack to [ListVC list, DetailVC list/:itemID (itemID=1)]
        present CommentsVC list/:itemID/comments (itemID=1) as automatic
        push CommentVC list/:itemID/comments/:commentID (commentID=9, itemID=1) on modal 0, animated
        """)
    #expect(
      app.swiftUI.updates == [
        """
        animated
        stack
        ├── #1 ListVC list
        └── #2 DetailVC list/:itemID (itemID=1)
        sheet #3 automatic
        ├── #4 CommentsVC list/:itemID/comments (itemID=1)
        └── #5 CommentVC list/:itemID/comments/:commentID (commentID=9, itemID=1)
        pending: presenting modal 0 (#3), animating modal 0
        """
      ])
    let layer = try #require(app.navigator.modal(atDepth: 0))
    #expect(layer.presentation == .sheet)
    #expect(app.navigator.path(at: .modal(0)) == [ScreenID(5)])
    #expect(app.navigator.context(for: ScreenID(4))?.isModalRoot == true)
  }

  @Test("dismiss: the leaving modal's content stays displayed until SwiftUI reports it gone")
  func leavingModal() async throws {
    let app = try TestApp(TestRoutes.modalChains, mode: .manual)
    let setUp = Task { _ = await app.router.open(.url("app://list/1/comments/9")) }
    await app.swiftUI.settle()
    app.swiftUI.finishTransitions()
    await setUp.value

    _ = await app.router.open(.url("app://list/1"))
    #expect(app.navigator.modal(atDepth: 0) == nil)
    #expect(app.navigator.displayedModal(atDepth: 0)?.id == ModalLayer.ID(3))
    #expect(app.navigator.displayedEntries(at: .modal(0)).map(\.id) == [ScreenID(4), ScreenID(5)])
    #expect(app.navigator.context(for: ScreenID(5))?.location == .modal(0))
    // A stale write of the leaving stack's path changes nothing.
    app.navigator.userDidSetPath([], at: .modal(0))
    #expect(app.navigator.displayedEntries(at: .modal(0)).count == 2)

    app.navigator.modalDidDismiss(atDepth: 0)
    #expect(app.navigator.displayedModal(atDepth: 0) == nil)
    #expect(app.navigator.context(for: ScreenID(5)) == nil)
    #expect(app.navigator.pendingTransitions.isEmpty)
  }

  @Test("screen models: created once, given the pre-configuration hook before every link")
  func screenModels() async throws {
    let table = try TestRoutes.table(TestRoutes.modalChains)
    var bindings = TargetBindings.viewScreens(for: table)
    bindings.bind("DetailVC") { _, _ in RecordingModel() }
    var injections = 0
    bindings.preconfigure = { target, _ in
      injections += 1
      (target as? RecordingModel)?.store = "store \(injections)"
    }
    let navigator = SwiftUINavigator(bindings: bindings, transitionMode: .instant)
    let router = try Router(table: table, navigator: navigator)

    await router.open(.url("app://list/1"))
    let model = try #require(navigator.entries(at: .root).last?.target as? RecordingModel)
    await router.open(.url("app://list/1?ref=mail"))
    #expect(navigator.entries(at: .root).last?.target === model)
    #expect(model.received == ["app://list/1 with store 2", "app://list/1?ref=mail with store 4"])

    await router.open(.url("app://list/2"))
    #expect(navigator.entries(at: .root).last?.target !== model)
    #expect(model.received.count == 2)
  }

  @Test("a step that does not fit the hierarchy fails with a reason and changes nothing")
  func refusedSteps() async throws {
    let app = try TestApp(TestRoutes.moreComplex, shell: .tabs(["list1", "list2"]))
    await app.open("app://list2/3/modal")
    let before = app.navigator.renderedTree
    guard case .matched(let link) = app.router.table.resolve("app://list1") else {
      Issue.record("app://list1 does not match")
      return
    }
    let screen = Screen(entity: link.entity, link: link)
    let steps: [(NavigationStep, String)] = [
      (
        .push(screen, in: .branch("list2"), animated: false),
        "the tab list2 is hidden; SwiftUI would not show the change"
      ),
      (.select("list1"), "a modal covers the tabs"),
      (.select("list3"), "no tab is named 'list3'"),
      (.reload(screen, at: .branch("list2"), index: 0), "no such screen is there"),
      (.popTo(count: 3, in: .modal(0), animated: false), "the stack has 1 screens"),
      (.setStack([], in: .modal(0), animated: false), "a stack needs a screen"),
      (.dismiss(toDepth: -1, animated: false), "there is no modal at depth -1"),
    ]
    for (step, reason) in steps {
      do {
        try await app.navigator.perform(step, for: link)
        Issue.record("\(step) was performed")
      } catch {
        #expect(error.reason == reason, "\(step)")
      }
    }
    #expect(app.navigator.renderedTree == before)
  }

  @Test("a target nothing binds: the router refuses to be built, and a step fails")
  func unboundTarget() async throws {
    let table = try TestRoutes.table(TestRoutes.modalChains)
    let navigator = SwiftUINavigator(bindings: TargetBindings(), transitionMode: .instant)
    #expect(throws: RouterError.self) { try Router(table: table, navigator: navigator) }
    #expect(!navigator.canShow(target: "ListVC"))

    guard case .matched(let link) = table.resolve("app://list") else {
      Issue.record("app://list does not match")
      return
    }
    let step = NavigationStep.setStack(
      [Screen(entity: link.entity, link: link)], in: .root, animated: false)
    await #expect(
      throws: NavigationError(step: step, reason: "nothing is bound to the target 'ListVC'")
    ) {
      try await navigator.perform(step, for: link)
    }
    #expect(navigator.state == NavigationState(root: .stack([])))
  }

  @Test("in instant mode nothing is pending: for unit tests of an app's routes")
  func instantMode() async throws {
    let table = try TestRoutes.table(TestRoutes.modalChains)
    let navigator = SwiftUINavigator(
      bindings: .viewScreens(for: table), rules: .iOS16, transitionMode: .instant)
    let router = try Router(table: table, navigator: navigator)
    await router.open(.url("app://list/1/comments/9"))
    await router.open(.url("app://player/queue"))
    #expect(navigator.pendingTransitions.isEmpty)
    #expect(navigator.modals.map(\.presentation) == [.sheet, .fullScreenCover, .sheet])
    await router.open(.url("app://list/1"))
    #expect(navigator.modals.isEmpty)
  }
}

/// A screen model that records each link with the dependency it held then.
@MainActor
private final class RecordingModel: RoutableTarget {
  var store: String?
  private(set) var received: [String] = []

  static func make(for link: AppLink, parameters: LinkParameters) -> RecordingModel {
    RecordingModel()
  }

  func reload(with link: AppLink, parameters: LinkParameters) {
    received.append("\(link.request.original) with \(store ?? "nothing")")
  }
}
