import StackRouter
import Testing

/// Holds the router for blocks registered before it exists, weakly: the
/// router owns the blocks, so a strong reference would be a retain cycle.
@MainActor
private final class RouterReference {
  weak var router: Router?
}

@Suite("Redirects from blocks")
@MainActor
struct RedirectTests {
  private func app(
    block: @escaping @MainActor @Sendable (RouteBlock.Context, Router?) async -> RouteBlock.Result
  ) throws -> (Router, HeadlessNavigator, RouteEventLog) {
    let reference = RouterReference()
    var registrar = Registrar()
    registrar.accept(scheme: "myapp")
    registrar.register("inbox<InboxVC>/:id<MessageVC>")
    registrar.handle("legacy/message/:id") { context in await block(context, reference.router) }
    let navigator = HeadlessNavigator()
    let log = RouteEventLog()
    let router = try Router(
      table: try registrar.makeTable(), navigator: navigator, eventSink: log)
    reference.router = router
    return (router, navigator, log)
  }

  @Test("a block that redirects has the other link applied at once, in its place")
  func redirect() async throws {
    let (router, navigator, log) = try app { context, _ in
      .redirect(.url("myapp://inbox/\(context.parameters["id"] ?? "")"))
    }

    let outcome = await router.open(.url("myapp://legacy/message/7"))

    #expect(outcome.description == "redirected to myapp://inbox/7: handled")
    guard case .redirected(let target, .handled(let handled)) = outcome else {
      Issue.record("the redirect was not handled: \(outcome)")
      return
    }
    #expect(target == .url("myapp://inbox/7"))
    #expect(handled.link?.entity.target == "MessageVC")
    #expect(
      navigator.state.description == """
        stack
        ├── InboxVC inbox
        └── MessageVC inbox/:id (id=7)
        """)
    #expect(
      log.requestLines == [
        "received myapp://legacy/message/7", "received myapp://inbox/7",
        "finished myapp://inbox/7: handled",
        "finished myapp://legacy/message/7: redirected to myapp://inbox/7: handled",
      ])

    // The queue still works after a redirect.
    let next = await router.open(.url("myapp://inbox/8"))
    #expect(next.name == "handled")
    #expect(navigator.state.visibleScreen?.parameters["id"] == "8")
  }

  @Test("a block that opens a link itself gets 'queued': the link follows, it does not cut in")
  func openFromBlock() async throws {
    let (router, navigator, log) = try app { context, router in
      guard let router else { return .pass }
      let outcome = await router.open(.url("myapp://inbox/\(context.parameters["id"] ?? "")"))
      return outcome.name == "queued" ? .handled : .pass
    }

    let outcome = await router.open(.url("myapp://legacy/message/7"))
    await router.open(.url("myapp://inbox/9"))

    #expect(outcome.name == "handled")
    #expect(
      log.requestLines == [
        "received myapp://legacy/message/7", "queued myapp://inbox/7",
        "finished myapp://legacy/message/7: handled",
        "received myapp://inbox/7", "finished myapp://inbox/7: handled",
        "received myapp://inbox/9", "finished myapp://inbox/9: handled",
      ])
    #expect(navigator.state.visibleScreen?.parameters["id"] == "9")
  }
}
