import StackRouter
import StackRouterSwiftUI
import Testing

/// Presentations and dismissals: which presentation each style gets, and
/// how several modals are presented and dismissed from one link.
extension SwiftUINavigatorTests {
  @Test("present: styles map to a sheet or a full-screen cover")
  func presentationStyles() throws {
    #expect(
      ModalPresentationStyle.allCases.map { "\($0): \(ModalPresentation($0))" } == [
        "automatic: sheet", "fullScreen: fullScreenCover", "pageSheet: sheet",
        "formSheet: sheet", "currentContext: sheet", "overFullScreen: fullScreenCover",
        "overCurrentContext: sheet", "popover: sheet",
      ])
  }

  @Test("present twice from one link: the second modal waits for the first to be on screen")
  func twoPresentations() async throws {
    let app = try TestApp(TestRoutes.modalChains, mode: .manual)
    let opening = Task { await app.router.open(.url("app://player/queue")) }
    await app.swiftUI.settle()
    #expect(
      app.swiftUI.updates == [
        """
        not animated
        stack
        fullScreenCover #1 fullScreen
        └── #2 PlayerVC player
        pending: presenting modal 0 (#1)
        """
      ])

    app.swiftUI.finishTransitions()
    _ = await opening.value
    await app.swiftUI.settle()
    #expect(
      app.swiftUI.updates.last == """
        animated
        stack
        fullScreenCover #1 fullScreen
        └── #2 PlayerVC player
        sheet #3 automatic
        └── #4 QueueVC player/queue
        pending: presenting modal 1 (#3)
        """)
  }

  @Test("dismiss, on iOS 17 and later: every modal above the depth in one update")
  func dismissAtOnce() async throws {
    let app = try TestApp(TestRoutes.modalChains, rules: .iOS17)
    await app.open("app://list/1/comments")
    await app.open("app://compose")
    let before = app.swiftUI.updateCount
    #expect(
      await app.open("app://list/1") == """
        dismiss all modals, animated
        reload ListVC list at root stack[0]
        reload DetailVC list/:itemID (itemID=1) at root stack[1]
        """)
    #expect(
      Array(app.swiftUI.updates[before...]) == [
        """
        animated
        stack
        ├── #1 ListVC list
        └── #2 DetailVC list/:itemID (itemID=1)
        pending: dismissing modal 0 (#3)
        """
      ])
    #expect(app.navigator.modals.isEmpty)
    #expect(app.navigator.pendingTransitions.isEmpty)
  }

  @Test("dismiss, on iOS 16: one modal per update, from the top, each once the one above is gone")
  func dismissOneAtATime() async throws {
    let app = try TestApp(TestRoutes.modalChains, rules: .iOS16)
    await app.open("app://list/1/comments")
    await app.open("app://compose")
    let before = app.swiftUI.updateCount
    await app.open("app://list/1")
    #expect(
      Array(app.swiftUI.updates[before...]) == [
        """
        not animated
        stack
        ├── #1 ListVC list
        └── #2 DetailVC list/:itemID (itemID=1)
        sheet #3 automatic
        └── #4 CommentsVC list/:itemID/comments (itemID=1)
        pending: dismissing modal 1 (#5)
        """,
        """
        animated
        stack
        ├── #1 ListVC list
        └── #2 DetailVC list/:itemID (itemID=1)
        pending: dismissing modal 0 (#3)
        """,
      ])
    #expect(app.navigator.state == NavigationState(root: app.navigator.state.root))
  }
}
