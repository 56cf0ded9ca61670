import Foundation
import StackRouter
import Testing

/// Deferred requests in the `Router`: kept once, resumed once through the
/// whole pipeline, oldest first, or discarded on logout.
@Suite("Router: deferral")
@MainActor
struct RouterDeferralTests {
  @Test("catalog 32: a request deferred at cold launch is applied once after login")
  func resumeAfterLogin() async throws {
    let session = Session()
    let app = try TestApp(guards: [session.loginGuard()])
    let request = RouteRequest.url("myapp://account/delete")
    #expect(await app.router.open(request).description == "deferred")

    session.isLoggedIn = true
    let outcomes = await app.router.resumeDeferred()
    #expect(outcomes.map(\.description) == ["handled"])
    #expect(app.router.deferredRequests.isEmpty)
    #expect(session.asked == 3, "the guard decides again on resume, for each screen")
    #expect(
      app.navigator.state.description == """
        stack
        ├── AccountVC account
        └── DeleteAccountVC account/delete
        """)
    let screen = try #require(app.navigator.visibleScreen as? PlaceholderScreen)
    #expect(screen.links.count == 1)

    #expect(await app.router.resumeDeferred().isEmpty, "resuming again applies nothing")
    #expect(screen.links.count == 1)
    #expect(app.navigator.screens(at: .root).count == 2)
  }

  @Test("two resumes at once apply a deferred request once")
  func concurrentResumes() async throws {
    let session = Session()
    let app = try TestApp(guards: [session.loginGuard()])
    await app.router.open(.url("myapp://account/delete"))
    session.isLoggedIn = true
    let first = Task { await app.router.resumeDeferred() }
    let second = Task { await app.router.resumeDeferred() }
    let outcomes = await first.value + second.value
    #expect(outcomes.map(\.description) == ["handled"])
    let screen = try #require(app.navigator.visibleScreen as? PlaceholderScreen)
    #expect(screen.links.count == 1)
    #expect(app.navigator.screens(at: .root).count == 2)
  }

  @Test("a request deferred twice is kept once, and applied once")
  func deferredTwice() async throws {
    let session = Session()
    let app = try TestApp(guards: [session.loginGuard()])
    let request = RouteRequest.url("myapp://account/delete")
    await app.router.open(request)
    await app.router.open(request)
    #expect(app.router.deferredRequests == [request])

    session.isLoggedIn = true
    #expect(await app.router.resumeDeferred().map(\.description) == ["handled"])
    let screen = try #require(app.navigator.visibleScreen as? PlaceholderScreen)
    #expect(screen.links.count == 1)
  }

  @Test("on logout the deferred request is discarded: a later login applies nothing")
  func discardOnLogout() async throws {
    let session = Session()
    let log = RouteEventLog()
    let app = try TestApp(guards: [session.loginGuard()], eventSink: log)
    let request = RouteRequest.url("myapp://account/delete")
    await app.router.open(request)

    #expect(app.router.discardDeferred() == [request])
    #expect(app.router.deferredRequests.isEmpty)
    #expect(log.lines.last == "deferred myapp://account/delete: discarded")

    session.isLoggedIn = true
    #expect(await app.router.resumeDeferred().isEmpty)
    #expect(app.navigator.state.description == "stack")
    #expect(app.router.discardDeferred().isEmpty)
  }

  /// Regression: the router kept a deferred request after the same request
  /// had been opened again and handled, so the next resume applied it a
  /// second time ("never applied twice", DESIGN.md §7).
  @Test("a deferred request opened again and handled is no longer kept: resuming applies nothing")
  func deferredThenHandled() async throws {
    let session = Session()
    let app = try TestApp(guards: [session.loginGuard()])
    let request = RouteRequest.url("myapp://account/delete")
    await app.router.open(request)
    session.isLoggedIn = true
    #expect(await app.router.open(request).description == "handled")
    let screen = try #require(app.navigator.visibleScreen as? PlaceholderScreen)
    #expect(screen.links.count == 1)

    #expect(
      app.router.deferredRequests.isEmpty, "the request was applied; keeping it applies it twice")
    #expect(await app.router.resumeDeferred().isEmpty)
    #expect(screen.links.count == 1, "the deleting screen received the link twice")
  }

  @Test("a resumed request that the guard defers again stays deferred, once")
  func deferredAgain() async throws {
    let session = Session()
    let app = try TestApp(guards: [session.loginGuard()])
    let request = RouteRequest.url("myapp://account/delete")
    await app.router.open(request)

    let outcomes = await app.router.resumeDeferred()
    #expect(outcomes.map(\.description) == ["deferred"])
    #expect(app.router.deferredRequests == [request])
    #expect(app.navigator.state.description == "stack")

    session.isLoggedIn = true
    #expect(await app.router.resumeDeferred().map(\.description) == ["handled"])
    #expect(app.router.deferredRequests.isEmpty)
  }

  @Test("a resumed request is decided again: a guard that now rejects drops it")
  func rejectedOnResume() async throws {
    let session = Session()
    let app = try TestApp(guards: [
      RouteGuard("login") { context in
        guard context.pattern.description.hasPrefix("account") else { return .allow }
        if !session.isLoggedIn { return .defer }
        return session.userID == 1 ? .allow : .reject("only the owner may delete the account")
      }
    ])
    await app.router.open(.url("myapp://account/delete"))
    session.isLoggedIn = true
    let outcomes = await app.router.resumeDeferred()
    #expect(outcomes.map(\.description) == ["rejected: only the owner may delete the account"])
    #expect(app.router.deferredRequests.isEmpty)
    #expect(app.navigator.state.description == "stack")
  }

  @Test("deferred requests resume oldest first, each through the whole pipeline")
  func resumeOrder() async throws {
    let session = Session()
    let log = RouteEventLog()
    let app = try TestApp(guards: [session.loginGuard()], eventSink: log)
    let delete = RouteRequest.url("myapp://account/delete")
    let account = RouteRequest.url("myapp://account")
    await app.router.open(delete)
    await app.router.open(account)
    #expect(app.router.deferredRequests == [delete, account])

    session.isLoggedIn = true
    let outcomes = await app.router.resumeDeferred()
    #expect(outcomes.map(\.description) == ["handled", "handled"])
    #expect(
      log.lines.filter { $0.hasPrefix("deferred") || $0.hasPrefix("finished") }.suffix(6) == [
        "deferred myapp://account/delete: resumed",
        "deferred myapp://account/delete: settled: handled",
        "finished myapp://account/delete: handled",
        "deferred myapp://account: resumed",
        "deferred myapp://account: settled: handled",
        "finished myapp://account: handled",
      ])
    #expect(app.navigator.state.description == "stack\n└── AccountVC account")
  }

  @Test("catalog 35: a link that arrives while another is deferred is applied at once")
  func linkWhileDeferred() async throws {
    let session = Session()
    let app = try TestApp(guards: [session.loginGuard()])
    let delete = RouteRequest.url("myapp://account/delete")
    await app.router.open(delete)
    #expect(await app.router.open(.url("myapp://list/2")).description == "handled")
    #expect(app.router.deferredRequests == [delete])
    #expect(
      app.navigator.state.description == "stack\n├── ListVC list\n└── DetailVC list/:id (id=2)")

    session.isLoggedIn = true
    #expect(await app.router.resumeDeferred().map(\.description) == ["handled"])
    #expect(
      app.navigator.state.description
        == "stack\n├── AccountVC account\n└── DeleteAccountVC account/delete")
  }
}
