import Foundation
import StackRouter
import Testing

/// The `Router`'s event sink: every request, guard decision, step and
/// outcome, in order.
@Suite("Router: events")
@MainActor
struct RouterEventTests {
  @Test("the event sink receives every request, guard decision, step and outcome in order")
  func eventLog() async throws {
    let session = Session()
    let log = RouteEventLog()
    let app = try TestApp(
      guards: [
        session.loginGuard(),
        RouteGuard("no drafts") { context in
          context.parameters["draft"] == nil ? .allow : .reject("drafts are private")
        },
      ],
      eventSink: log)
    await app.router.open(.url("myapp://list/1"))
    await app.router.open(.url("myapp://list/1?draft=1"))
    await app.router.open(.url("myapp://nope"))
    await app.router.open(.url("myapp://account"))
    session.isLoggedIn = true
    await app.router.resumeDeferred()
    #expect(
      log.lines == [
        // Each guard is asked about every screen of the chain, root first.
        "received myapp://list/1",
        "guard login on myapp://list/1: allow",
        "guard login on myapp://list/1: allow",
        "guard no drafts on myapp://list/1: allow",
        "guard no drafts on myapp://list/1: allow",
        "performed set root stack to [ListVC list, DetailVC list/:id (id=1)], animated",
        "finished myapp://list/1: handled",
        "received myapp://list/1?draft=1",
        "guard login on myapp://list/1?draft=1: allow",
        "guard login on myapp://list/1?draft=1: allow",
        "guard no drafts on myapp://list/1?draft=1: reject: drafts are private",
        "finished myapp://list/1?draft=1: rejected: drafts are private",
        "received myapp://nope",
        "finished myapp://nope: unmatched: no route matches 'nope'",
        "received myapp://account",
        "guard login on myapp://account: defer",
        "deferred myapp://account: kept",
        "finished myapp://account: deferred",
        "deferred myapp://account: resumed",
        "received myapp://account",
        "guard login on myapp://account: allow",
        "guard no drafts on myapp://account: allow",
        "performed set root stack to [AccountVC account], animated",
        "deferred myapp://account: settled: handled",
        "finished myapp://account: handled",
      ])
    #expect(log.events.count == log.lines.count)
  }
}
