import Foundation
import StackRouter
import Testing

/// Custom route handlers in the `Router`: a handler that replaces the
/// default, handlers that wrap it, and a handler swapped while running.
@Suite("Router: custom handlers")
@MainActor
struct RouterHandlerTests {
  @Test(
    "a handler that always presents the target modally replaces the default, nothing else changed")
  func modalOnlyHandler() async throws {
    let app = try TestApp(handler: ModalOnlyHandler())
    await app.router.open(.url("myapp://list/1"))
    let outcome = await app.router.open(.url("myapp://list/2/extra"))
    #expect(
      outcome.handledRoute?.plan.description
        == "present ExtraVC list/:id/extra (id=2) as pageSheet, animated")
    #expect(
      app.navigator.state.description == """
        stack
        modal pageSheet
        └── DetailVC list/:id (id=1)
        modal pageSheet
        └── ExtraVC list/:id/extra (id=2)
        """)
    #expect(app.router.currentLink()?.absoluteString == "myapp://list/2/extra")
  }

  @Test("a handler that wraps the default one to silence every transition")
  func silentHandler() async throws {
    let app = try TestApp(handler: SilentHandler())
    await app.router.open(.url("myapp://list/1/edit"))
    let state = app.navigator.state
    let request = RouteRequest.url("myapp://list/2/extra", animation: .always)
    let outcome = await app.router.open(request)
    let plan = try #require(outcome.handledRoute?.plan)
    let link = try #require(outcome.handledRoute?.link)
    #expect(plan == (try StackRouteHandler().plan(for: link, in: state, animation: .never)))
    #expect(plan.steps.count == 5)
    #expect(plan.steps.allSatisfy { !$0.isAnimated })
    #expect(
      app.navigator.state.description == """
        stack
        ├── ListVC list
        ├── DetailVC list/:id (id=2)
        └── ExtraVC list/:id/extra (id=2)
        """)
  }

  @Test("a handler that wraps the default one and appends a step")
  func appendingHandler() async throws {
    let log = RouteEventLog()
    let app = try TestApp(handler: WhatsNewHandler(), eventSink: log)
    let outcome = await app.router.open(.url("myapp://list/1"))
    #expect(
      outcome.handledRoute?.plan.description == """
        set root stack to [ListVC list, DetailVC list/:id (id=1)], animated
        present WhatsNewVC as formSheet, animated
        """)
    #expect(
      app.navigator.state.description == """
        stack
        ├── ListVC list
        └── DetailVC list/:id (id=1)
        modal formSheet
        └── WhatsNewVC
        """)
    #expect(log.lines.contains("performed present WhatsNewVC as formSheet, animated"))
    #expect(app.router.currentLink() == nil, "the visible screen was not opened by a link")
  }

  @Test("a handler can be swapped on a running router")
  func swapHandler() async throws {
    let app = try TestApp()
    await app.router.open(.url("myapp://list/1"))
    app.router.handler = ModalOnlyHandler()
    let presented = await app.router.open(.url("myapp://list/1/extra"))
    #expect(
      presented.handledRoute?.plan.description
        == "present ExtraVC list/:id/extra (id=1) as pageSheet, animated",
      "the default handler would push ExtraVC onto the stack")
    app.router.handler = StackRouteHandler()
    let outcome = await app.router.open(.url("myapp://list/1"))
    #expect(
      outcome.handledRoute?.plan.description == """
        dismiss all modals, animated
        reload ListVC list at root stack[0]
        reload DetailVC list/:id (id=1) at root stack[1]
        """)
  }
}

// MARK: - Fixtures

/// Always presents the link's target modally over whatever is shown,
/// without rebuilding its stack.
private struct ModalOnlyHandler: RouteHandler {
  func plan(for link: AppLink, in state: NavigationState, animation: AnimationPolicy)
    throws(PlanningError) -> NavigationPlan
  {
    let screen = Screen(entity: link.entity, parameters: link.parameters)
    return NavigationPlan(steps: [
      .present(screen, style: .pageSheet, animated: animation != .never)
    ])
  }
}

/// The default plans with every transition silenced.
private struct SilentHandler: RouteHandler {
  let wrapped = StackRouteHandler()

  func plan(for link: AppLink, in state: NavigationState, animation: AnimationPolicy)
    throws(PlanningError) -> NavigationPlan
  {
    try wrapped.plan(for: link, in: state, animation: .never)
  }
}

/// The default plans, then a "what's new" sheet that no route opens.
private struct WhatsNewHandler: RouteHandler {
  let wrapped = StackRouteHandler()

  func plan(for link: AppLink, in state: NavigationState, animation: AnimationPolicy)
    throws(PlanningError) -> NavigationPlan
  {
    var plan = try wrapped.plan(for: link, in: state, animation: animation)
    plan.steps.append(.present(Screen(target: "WhatsNewVC"), style: .formSheet, animated: true))
    return plan
  }
}
