import StackRouter
import Testing

/// The audit finds what breaks the router's promises: fed events that a
/// broken router would send, it says what broke.
@Suite("Router audit")
@MainActor
struct RouterAuditTests {
  @Test("a request received while another is applied is a violation; a redirect's is not")
  func interleaving() throws {
    let app = try TestApp()
    let audit = RouterAudit(router: app.router)
    let first = RouteRequest.url("myapp://list/1")
    let second = RouteRequest.url("myapp://list/2")

    audit.record(.received(first))
    audit.record(.redirecting(first, to: second))
    audit.record(.received(second))
    audit.record(.finished(second, .unmatched(try app.router.table.read("myapp://nope"))))
    audit.record(.received(second))

    #expect(audit.violations == ["received myapp://list/2 while applying myapp://list/1"])
  }

  @Test("a link that ends handled while another screen is on top is a violation")
  func handledButNotShown() async throws {
    let navigator = StubbornNavigator()
    let router = try Router(table: try routeTable(), navigator: navigator)
    let audit = RouterAudit(router: router)
    router.eventSink = audit

    #expect(await router.open(.url("myapp://list/1")).name == "handled")

    #expect(
      audit.violations == [
        "myapp://list/1 ended handled, but nothing is on top, not DetailVC list/:id (id=1)"
      ])
    #expect(audit.handledCount == 1)
  }

  @Test("a deferred link settled without being kept, or kept twice, is a violation")
  func deferralBookkeeping() throws {
    let app = try TestApp()
    let audit = RouterAudit(router: app.router)
    let account = RouteRequest.url("myapp://account")

    audit.record(.deferral(account, .settled(.deferred)))
    audit.record(.deferral(account, .kept))
    audit.record(.deferral(.shortcut("none"), .kept))
    audit.record(.deferral(RouteRequest.url("myapp://Account"), .kept))

    #expect(
      audit.verifyDeferredLinks() == [
        "myapp://account settled: deferred, but it was not kept",
        "deferred shortcut none, which carries no link",
        "myapp://Account kept while already kept",
        "the router keeps 0 deferred links, the events tell of 1",
      ])
  }
}

/// A navigator that carries out nothing: the router believes it showed links.
@MainActor
private final class StubbornNavigator: Navigator {
  var state: NavigationState { NavigationState(root: .stack([])) }
  func perform(_ step: NavigationStep, for link: AppLink) async throws(NavigationError) {}
  func canShow(target: String) -> Bool { true }
}
