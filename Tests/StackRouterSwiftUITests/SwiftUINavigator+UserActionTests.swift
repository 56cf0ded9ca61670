import Foundation
import StackRouter
import StackRouterSwiftUI
import Testing

/// What the user does reaches the navigator's state at once, through the
/// bindings SwiftUI writes, so that the next link is planned from the truth
/// and `Router.currentLink()` names what the user sees.
@Suite("SwiftUINavigator: updates from the user", .timeLimit(.minutes(10)))
@MainActor
struct SwiftUINavigatorUserActionTests {
  @Test("Back, or a swipe back, shortens the path: the state and the current link follow")
  func back() async throws {
    let app = try TestApp(TestRoutes.moreComplex, shell: .tabs(["list1", "list2"]))
    await app.open("app://list1/6/extra/subpath1")
    #expect(app.router.currentLink()?.absoluteString == "app://list1/6/extra/subpath1")

    app.navigator.userDidSetPath([ScreenID(2)], at: .branch("list1"))
    #expect(
      app.navigator.state.stack(at: .branch("list1"))?.map(\.target) == [
        "List1VC", "List1DetailVC",
      ])
    #expect(app.router.currentLink()?.absoluteString == "app://list1/6")

    // The next link is planned from the shorter stack: the extra screen is pushed again.
    #expect(
      await app.open("app://list1/6/extra") == """
        reload List1VC list1 at tab list1[0]
        reload List1DetailVC list1/:itemID (itemID=6) at tab list1[1]
        push List1ExtraVC list1/:itemID/extra (itemID=6) on tab list1, animated
        """)
  }

  @Test("a path that is not a pop of the current one is a stale write, and is ignored")
  func stalePath() async throws {
    let app = try TestApp(TestRoutes.modalChains)
    await app.open("app://list/1")
    let before = app.navigator.state
    app.navigator.userDidSetPath([ScreenID(2), ScreenID(99)], at: .root)
    app.navigator.userDidSetPath([ScreenID(7)], at: .root)
    app.navigator.userDidSetPath([ScreenID(2)], at: .root)
    app.navigator.userDidSetPath([], at: .modal(3))
    #expect(app.navigator.state == before)
  }

  @Test("picking a tab selects it: the state and the current link follow")
  func pickTab() async throws {
    let app = try TestApp(TestRoutes.moreComplex, shell: .tabs(["list1", "list2"]))
    await app.open("app://list2/3")
    await app.open("app://list1/6")
    app.navigator.userDidSelect("list2")
    #expect(app.navigator.state.selectedBranch == "list2")
    #expect(app.router.currentLink()?.absoluteString == "app://list2/3")
    app.navigator.userDidSelect("list9")
    #expect(app.navigator.state.selectedBranch == "list2")

    // A link to the other tab selects it again, keeping its stack.
    #expect(
      await app.open("app://list1/6") == """
        select list1
        reload List1VC list1 at tab list1[0]
        reload List1DetailVC list1/:itemID (itemID=6) at tab list1[1]
        """)
  }

  @Test("swiping a sheet down removes it at once; a new modal waits until it has gone")
  func swipeDown() async throws {
    let app = try TestApp(TestRoutes.modalChains, mode: .manual)
    let first = Task { await app.router.open(.url("app://list/1/comments")) }
    await app.swiftUI.settle()
    app.swiftUI.finishTransitions()
    _ = await first.value

    let sheet = try #require(app.navigator.modal(atDepth: 0)).id
    app.navigator.userDidDismissModal(sheet)
    #expect(app.navigator.modals.isEmpty)
    #expect(app.router.currentLink()?.absoluteString == "app://list/1")
    #expect(app.navigator.pendingTransitions.map(\.description) == ["dismissing modal 0 (#3)"])

    let compose = Task { await app.router.open(.url("app://compose")) }
    await app.swiftUI.settle()
    #expect(app.navigator.modals.isEmpty)  // waits for the sheet's onDismiss

    app.navigator.modalDidDismiss(atDepth: 0)
    _ = await compose.value
    #expect(app.navigator.modals.map(\.style) == [.formSheet])
  }

  @Test("a late or repeated onDismiss never removes a modal that is presented")
  func lateOnDismiss() async throws {
    let app = try TestApp(TestRoutes.modalChains)
    await app.open("app://list/1/comments")
    await app.open("app://login/signup")
    #expect(app.navigator.modals.count == 2)

    app.navigator.modalDidDismiss(atDepth: 1)
    app.navigator.modalDidDismiss(atDepth: 0)
    #expect(app.navigator.modals.count == 2)
    #expect(app.router.currentLink()?.absoluteString == "app://login/signup")
    #expect(app.swiftUI.boundTree == app.swiftUI.drawn.description)
  }

  @Test("a dismissal written for a modal not drawn yet, or through an older binding, is stale")
  func staleDismissal() async throws {
    let app = try TestApp(TestRoutes.modalChains, mode: .frozen)
    await app.router.open(.url("app://compose"))
    let compose = try #require(app.navigator.modal(atDepth: 0)).id
    app.navigator.userDidDismissModal(compose)  // SwiftUI has not drawn it
    app.navigator.userDidDismissModal(ModalLayer.ID(99))
    #expect(app.navigator.modals.count == 1)

    app.navigator.modalContentDidAppear(compose)
    app.navigator.userDidDismissModal(compose)
    #expect(app.navigator.modals.isEmpty)
  }

  @Test("a user's back in a modal, then a link: planned from the modal's real stack")
  func backInsideModal() async throws {
    let app = try TestApp(TestRoutes.modalChains)
    await app.open("app://list/1/comments/9")
    app.navigator.userDidSetPath([], at: .modal(0))
    #expect(app.router.currentLink()?.absoluteString == "app://list/1/comments")
    #expect(
      await app.open("app://list/1/comments/9") == """
        reload ListVC list at root stack[0]
        reload DetailVC list/:itemID (itemID=1) at root stack[1]
        reload CommentsVC list/:itemID/comments (itemID=1) at modal 0[0]
        push CommentVC list/:itemID/comments/:commentID (commentID=9, itemID=1) on modal 0, animated
        """)
  }
}
