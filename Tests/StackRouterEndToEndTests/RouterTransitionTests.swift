import Foundation
import StackRouter
import Testing

/// Links that arrive while the `Router` is carrying out a transition wait
/// for it, then plan from the state it left.
@Suite("Router: links during a transition")
@MainActor
struct RouterTransitionTests {
  @Test(
    "catalog 35: a link that arrives during a transition waits for it, then plans from the new state"
  )
  func linkDuringTransition() async throws {
    let log = RouteEventLog()
    let app = try TestApp(
      navigator: HeadlessNavigator(transitionMode: .manual), eventSink: log)
    let first = Task { await app.router.open(.url("myapp://list/1")) }
    await app.navigator.transitionStarted()
    #expect(log.lines == ["received myapp://list/1"])
    let stateDuringFirst = app.navigator.state

    let started = Recorder()
    let second = Task {
      started.record("second")
      return await app.router.open(.url("myapp://list/2/extra"))
    }
    while started.lines.isEmpty { await Task.yield() }
    for _ in 0..<20 { await Task.yield() }
    #expect(log.lines == ["received myapp://list/1"], "the second link has not started")
    #expect(app.navigator.state == stateDuringFirst)
    #expect(app.navigator.pendingTransitionCount == 1)

    #expect(app.navigator.completeNextTransition())
    #expect(await first.value.description == "handled")
    await app.navigator.transitionStarted()
    #expect(app.navigator.pendingTransitionCount == 1)
    #expect(app.navigator.completeNextTransition())
    let outcome = await second.value
    #expect(app.navigator.completeNextTransition() == false)

    #expect(
      outcome.handledRoute?.plan.description == """
        pop root stack to 1 screen
        reload ListVC list at root stack[0]
        push DetailVC list/:id (id=2) on root stack
        push ExtraVC list/:id/extra (id=2) on root stack, animated
        """)
    #expect(
      app.navigator.state.description == """
        stack
        ├── ListVC list
        ├── DetailVC list/:id (id=2)
        └── ExtraVC list/:id/extra (id=2)
        """)
    #expect(
      log.lines == [
        "received myapp://list/1",
        "performed set root stack to [ListVC list, DetailVC list/:id (id=1)], animated",
        "finished myapp://list/1: handled",
        "received myapp://list/2/extra",
        "performed pop root stack to 1 screen",
        "performed reload ListVC list at root stack[0]",
        "performed push DetailVC list/:id (id=2) on root stack",
        "performed push ExtraVC list/:id/extra (id=2) on root stack, animated",
        "finished myapp://list/2/extra: handled",
      ])
  }

  @Test("catalog 35: the same link twice during a transition pushes once; the second only reloads")
  func sameLinkDuringTransition() async throws {
    let app = try TestApp(navigator: HeadlessNavigator(transitionMode: .manual))
    let first = Task { await app.router.open(.url("myapp://list/1/edit")) }
    await app.navigator.transitionStarted()
    let second = Task { await app.router.open(.url("myapp://list/1/edit")) }
    #expect(app.navigator.completeNextTransition())
    let outcomes = [await first.value, await second.value]
    #expect(outcomes.map(\.description) == ["handled", "handled"])
    let plan = try #require(outcomes[1].handledRoute?.plan)
    #expect(plan.onlyReloads)
    #expect(
      plan.description == """
        reload ListVC list at root stack[0]
        reload DetailVC list/:id (id=1) at root stack[1]
        reload EditVC list/:id/edit (id=1) at modal 0[0]
        """)
    #expect(app.navigator.pendingTransitionCount == 0)
    #expect(
      app.navigator.state.description == """
        stack
        ├── ListVC list
        └── DetailVC list/:id (id=1)
        modal formSheet
        └── EditVC list/:id/edit (id=1)
        """)
  }
}
