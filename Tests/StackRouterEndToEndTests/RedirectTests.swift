import StackRouter
import Testing

/// Holds the router for blocks registered before it exists.
@MainActor
private final class RouterReference {
  var router: Router?
}

@Suite("Redirects from blocks")
@MainActor
struct RedirectTests {
  @Test("a block that opens another link applies it at once instead of waiting behind itself")
  func redirect() async throws {
    let reference = RouterReference()
    var registrar = Registrar()
    registrar.accept(scheme: "myapp")
    registrar.register("inbox<InboxVC>/:id<MessageVC>")
    registrar.handle("legacy/message/:id") { context in
      guard let id = context.parameters["id"], let router = reference.router else { return .pass }
      let outcome = await router.open(.url("myapp://inbox/\(id)"))
      if case .handled = outcome { return .handled }
      return .pass
    }
    let navigator = HeadlessNavigator()
    let router = try Router(table: try registrar.makeTable(), navigator: navigator)
    reference.router = router

    let outcome = await router.open(.url("myapp://legacy/message/7"))
    guard case .handled(let handled) = outcome else {
      Issue.record("the redirect was not handled: \(outcome)")
      return
    }
    #expect(handled.block?.description == "legacy/message/:id")
    #expect(
      navigator.state.description == """
        stack
        ├── InboxVC inbox
        └── MessageVC inbox/:id (id=7)
        """)

    // The queue still works after a redirect.
    let next = await router.open(.url("myapp://inbox/8"))
    #expect(next.name == "handled")
    #expect(navigator.state.visibleScreen?.parameters["id"] == "8")
  }
}
