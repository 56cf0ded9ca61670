import Foundation
import StackRouter
import Testing

/// Every outcome a request can come to through the `Router`: handled,
/// unmatched, invalid at intake, rejected and deferred by a guard.
@Suite("Router: outcomes")
@MainActor
struct RouterOutcomeTests {
  @Test("a matched link is handled: the plan is applied and returned with the link")
  func handled() async throws {
    let app = try TestApp()
    let outcome = await app.router.open(.url("myapp://list/1/extra"))
    let handled = try #require(outcome.handledRoute)
    #expect(outcome.description == "handled")
    #expect(handled.link?.entity.target == "ExtraVC")
    #expect(handled.link?.parameters == ["id": "1"])
    #expect(handled.block == nil)
    #expect(
      handled.plan.description
        == "set root stack to [ListVC list, DetailVC list/:id (id=1), "
        + "ExtraVC list/:id/extra (id=1)], animated")
    #expect(
      app.navigator.state.description == """
        stack
        ├── ListVC list
        ├── DetailVC list/:id (id=1)
        └── ExtraVC list/:id/extra (id=1)
        """)
    #expect(app.router.deferredRequests.isEmpty)
  }

  @Test(
    "catalog 53: `..%2F..%2Fsecret` in a '**' or '*' capture is invalid before any guard, block or screen sees it"
  )
  func dotComponentInCapture() async throws {
    let recorder = Recorder()
    let table = try routeTable { registrar in
      registrar.handle("share/**") { context in
        recorder.record("block \(context.remainder)")
        return .handled
      }
    }
    let seen = RouteGuard("records", scope: .chain) { context in
      recorder.record("guard \(context.pattern)")
      return .allow
    }
    let app = try TestApp(table: table, guards: [seen])
    let before = app.navigator.state
    for link in [
      "myapp://help/..%2F..%2Fsecret", "myapp://files/..%2Fx", "myapp://share/a/..%2F..%2Fx",
    ] {
      let outcome = await app.router.open(.url(link))
      guard case .invalid(let error) = outcome else {
        Issue.record("\(link) gave \(outcome)")
        continue
      }
      #expect(error.reason == .dotComponent(segment: link.hasPrefix("myapp://share") ? 3 : 2))
    }
    #expect(recorder.lines.isEmpty)
    #expect(app.navigator.state == before)
  }

  @Test("a request's own parameters reach every guard and the screens, under route parameters")
  func requestParameters() async throws {
    let recorder = Recorder()
    let seen = RouteGuard("records") { context in
      recorder.record("\(context.pattern): \(context.parameters)")
      return .allow
    }
    let app = try TestApp(guards: [seen])
    let outcome = await app.router.open(
      .url("/list/3?from=mail", parameters: ["from": "push", "id": "0"]))
    #expect(outcome.isHandled)
    // The list captures no id, so the request's id reaches it as any other parameter.
    #expect(recorder.lines == ["list: from=push, id=0", "list/:id: from=push, id=3"])
    #expect(app.navigator.state.visibleScreen?.parameters == ["from": "push", "id": "3"])
  }

  @Test("a link no route matches is unmatched, with the path in the reason, and nothing changes")
  func unmatched() async throws {
    let app = try TestApp()
    await app.router.open(.url("myapp://list/1"))
    let before = app.navigator.state
    let outcome = await app.router.open(.url("myapp://nope/1?x=2"))
    guard case .unmatched(let request) = outcome else {
      Issue.record("expected unmatched, got \(outcome)")
      return
    }
    #expect(request.segments == ["nope", "1"])
    #expect(outcome.description == "unmatched: no route matches 'nope/1'")
    #expect(app.navigator.state == before)
    #expect(app.router.deferredRequests.isEmpty)
  }

  @Test(
    "a request refused at intake is invalid, with the reason, and nothing changes",
    arguments: refusedRequests)
  func invalid(_ refused: RefusedRequest) async throws {
    let app = try TestApp(shortcuts: ["com.app.compose": "myapp://compose"])
    await app.router.open(.url("myapp://list/1"))
    let before = app.navigator.state
    let outcome = await app.router.open(refused.request)
    guard case .invalid = outcome else {
      Issue.record("expected invalid, got \(outcome)")
      return
    }
    #expect(outcome.description == "invalid: " + refused.reason)
    #expect(app.navigator.state == before)
    #expect(app.router.deferredRequests.isEmpty)
  }

  @Test("a guard's rejection is the outcome, with its reason, and nothing changes")
  func rejected() async throws {
    let app = try TestApp(guards: [RouteGuard("lock") { _ in .reject("the app is locked") }])
    let outcome = await app.router.open(.url("myapp://list/1"))
    guard case .rejected(let reason) = outcome else {
      Issue.record("expected rejected, got \(outcome)")
      return
    }
    #expect(reason == "the app is locked")
    #expect(outcome.description == "rejected: the app is locked")
    #expect(app.navigator.state.description == "stack")
    #expect(app.router.deferredRequests.isEmpty)
  }

  @Test("a guard's deferral is the outcome; the request is kept and nothing changes")
  func deferred() async throws {
    let session = Session()
    let app = try TestApp(guards: [session.loginGuard()])
    let request = RouteRequest.url("myapp://account/delete")
    let outcome = await app.router.open(request)
    guard case .deferred = outcome else {
      Issue.record("expected deferred, got \(outcome)")
      return
    }
    #expect(outcome.description == "deferred")
    #expect(app.router.deferredRequests == [request])
    #expect(app.navigator.state.description == "stack")
  }
}

extension RouterOutcomeTests {
  /// A request refused at intake and the reason.
  struct RefusedRequest: Sendable, CustomTestStringConvertible {
    let request: RouteRequest
    let reason: String

    var testDescription: String { request.description }
  }
}

private let refusedRequests: [RouterOutcomeTests.RefusedRequest] = [
  RouterOutcomeTests.RefusedRequest(
    request: .url("evil://list/1"), reason: "the scheme 'evil' is not accepted"),
  RouterOutcomeTests.RefusedRequest(
    request: .url("https://evil.com/list/1"), reason: "the domain 'evil.com' is not accepted"),
  RouterOutcomeTests.RefusedRequest(
    request: .url("https://app.com@evil.com/list/1"),
    reason: "a link may not carry a user name or password before the host"),
  RouterOutcomeTests.RefusedRequest(
    request: .url("myapp://list/x%ZZ"), reason: "invalid percent-encoding in 'x%ZZ'"),
  RouterOutcomeTests.RefusedRequest(
    request: .url("myapp://list/../admin"),
    reason: "path segment 2 is '.' or '..', which is refused"),
  RouterOutcomeTests.RefusedRequest(request: .url(""), reason: "the link is empty"),
  RouterOutcomeTests.RefusedRequest(
    request: .shortcut("com.app.unknown"),
    reason: "no link is mapped to the shortcut type 'com.app.unknown'"),
  RouterOutcomeTests.RefusedRequest(
    request: RouteRequest(
      .userActivity(type: "com.example.app.viewing", webpageURL: nil, userInfo: [:])),
    reason: "the activity 'com.example.app.viewing' carries no link"),
  RouterOutcomeTests.RefusedRequest(
    request: RouteRequest(
      .userActivity(type: RouteRequest.browsingWebActivityType, webpageURL: nil, userInfo: [:])),
    reason: "the activity 'NSUserActivityTypeBrowsingWeb' carries no link"),
]
