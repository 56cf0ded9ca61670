import StackRouter
import Testing

/// One request at a time (catalog 47), redirects, the deferred requests
/// (catalog 48, 49) and who may open links (catalog 37).
@Suite("The router's queue, redirects and deferred links", .timeLimit(.minutes(10)))
@MainActor
struct RouterQueueTests {
  // MARK: One request at a time

  @Test("catalog 47: a guard that opens a link and awaits it gets 'queued' at once, no deadlock")
  func guardAwaitsLink() async throws {
    let log = RouteEventLog()
    let seen = Recorder()
    let app = try TestApp(eventSink: log)
    let router = app.router
    router.guards = [
      RouteGuard("opener", scope: .target) { context in
        guard context.entity?.target == "DetailVC" else { return .allow }
        seen.record((await router.open(.url("myapp://compose"))).description)
        return .allow
      }
    ]

    let outcome = await router.open(.url("myapp://list/1"))
    await router.open(.url("myapp://files/readme"))  // waits behind the queued link

    #expect(outcome.description == "handled")
    #expect(seen.lines == ["queued"])
    #expect(
      log.requestLines == [
        "received myapp://list/1", "queued myapp://compose", "finished myapp://list/1: handled",
        "received myapp://compose", "finished myapp://compose: handled",
        "received myapp://files/readme", "finished myapp://files/readme: handled",
      ])
  }

  @Test("catalog 47: a link a guard opens from a Task waits for the request that started it")
  func guardStartsTask() async throws {
    let log = RouteEventLog()
    let navigator = HeadlessNavigator()
    navigator.transitionMode = .manual
    let app = try TestApp(navigator: navigator, eventSink: log)
    let router = app.router
    let started = Recorder()
    router.guards = [
      RouteGuard("opener", scope: .target) { context in
        if context.entity?.target == "DetailVC" {
          Task {
            started.record("task: " + (await router.open(.url("myapp://compose"))).description)
          }
        }
        return .allow
      }
    ]

    let first = Task { await router.open(.url("myapp://list/1")) }
    // The push of list/1 is in flight: the task's link must not slip in.
    await navigator.transitionStarted()
    for _ in 0..<50 { await Task.yield() }
    let inFlight = log.requestLines
    while navigator.completeNextTransition()
      || !started.lines.contains(where: { $0.hasPrefix("task") })
    {
      await Task.yield()
    }

    #expect(await first.value.description == "handled")
    #expect(
      inFlight == ["received myapp://list/1", "queued myapp://compose"]
        || inFlight == ["received myapp://list/1"])
    #expect(log.interleavedRequests.isEmpty)
    #expect(started.lines == ["task: queued"] || started.lines == ["task: handled"])
    #expect(navigator.state.modals.count == 1, "the task's link was applied, once")
  }

  @Test("catalog 47: links opened by the pre-configuration hook and a screen's reload are queued")
  func screensOpenLinks() async throws {
    let log = RouteEventLog()
    var bindings = TargetBindings()
    let opened = Recorder()
    let routerReference = RouterReference()
    bindings.preconfigure = { screen, link in
      guard link.entity.target == "ExtraVC", let router = routerReference.router else { return }
      Task { opened.record((await router.open(.url("myapp://compose"))).description) }
    }
    let navigator = HeadlessNavigator(bindings: bindings, usesPlaceholders: true)
    let app = try TestApp(navigator: navigator, eventSink: log)
    routerReference.router = app.router

    #expect(await app.router.open(.url("myapp://list/2/extra")).description == "handled")
    while opened.lines.isEmpty { await Task.yield() }

    #expect(log.interleavedRequests.isEmpty)
    #expect(navigator.state.modals.count == 1)
  }

  // MARK: Redirects

  @Test("a guard redirects a link: the other request is applied at once, and the outcome says so")
  func guardRedirect() async throws {
    let app = try TestApp(guards: [
      RouteGuard("login") { context in
        context.entity?.target == "AccountVC" ? .redirect(.url("myapp://compose")) : .allow
      }
    ])

    let outcome = await app.router.open(.url("myapp://account/delete"))

    #expect(outcome.description == "redirected to myapp://compose: handled")
    #expect(outcome.isFinal)
    #expect(app.navigator.state.modals.first?.stack.first?.target == "ComposeVC")
  }

  @Test("a redirect that loops fails after eight redirects instead of running for ever")
  func redirectLoop() async throws {
    let app = try TestApp(guards: [
      RouteGuard("loop", scope: .target) { _ in .redirect(.url("myapp://account")) }
    ])

    let outcome = await app.router.open(.url("myapp://account/delete"))

    var innermost = outcome
    var redirects = 0
    while case .redirected(_, let next) = innermost {
      innermost = next
      redirects += 1
    }
    #expect(redirects == 8)
    #expect(
      innermost.description
        == "failed: more than 8 redirects in a row, the last to myapp://account")
    #expect(app.navigator.state.description == "stack")
  }

  // MARK: Deferred links

  @Test("catalog 49: the same link deferred as a URL and as a quick action is kept once")
  func sameLinkTwoEntryPoints() async throws {
    let session = Session()
    let log = RouteEventLog()
    let app = try TestApp(
      guards: [session.loginGuard()], shortcuts: ["com.app.delete": "myapp://account/delete"],
      eventSink: log)
    let byURL = RouteRequest.url("myapp://Account/delete")
    let byShortcut = RouteRequest.shortcut("com.app.delete")

    #expect(await app.router.open(byURL).description == "deferred")
    #expect(await app.router.open(byShortcut).description == "deferred")
    #expect(app.router.deferredRequests == [byShortcut])
    session.isLoggedIn = true
    let outcomes = await app.router.resumeDeferred()

    #expect(outcomes.map(\.description) == ["handled"])
    #expect(app.router.deferredRequests.isEmpty)
    let screen = try #require(app.navigator.visibleScreen as? PlaceholderScreen)
    #expect(screen.links.count == 1)
    #expect(
      log.lines.filter { $0.hasPrefix("deferred ") } == [
        "deferred myapp://Account/delete: kept",
        "deferred shortcut com.app.delete: replaced",
        "deferred shortcut com.app.delete: resumed",
        "deferred shortcut com.app.delete: settled: handled",
      ])
  }

  @Test("catalog 49: a deferred link opened again while a resume waits to apply it is applied once")
  func openedAgainWhileResuming() async throws {
    let session = Session()
    let navigator = HeadlessNavigator()
    let app = try TestApp(navigator: navigator, guards: [session.loginGuard()])
    let request = RouteRequest.url("myapp://account/delete")
    await app.router.open(request)
    session.isLoggedIn = true
    // A request in flight holds the queue, so the resume waits its turn.
    navigator.transitionMode = .manual
    let busy = Task { await app.router.open(.url("myapp://list/4")) }
    await navigator.transitionStarted()

    let resume = Task { await app.router.resumeDeferred() }
    let again = Task { await app.router.open(request) }
    let secondResume = Task { await app.router.resumeDeferred() }
    for _ in 0..<20 { await Task.yield() }
    navigator.transitionMode = .instant
    while navigator.completeNextTransition() {}
    _ = await busy.value

    #expect(await resume.value.map(\.description) == ["handled"])
    #expect(await again.value.description == "handled")
    #expect(await secondResume.value.isEmpty, "another resume leaves the link to the first")
    #expect(app.router.deferredRequests.isEmpty)
    #expect(navigator.screens(at: .root).count == 2, "account, delete: nothing pushed twice")
  }

  @Test("catalog 48: a resumed link that fails stays kept, with its reason, until it succeeds")
  func failedResumeStaysKept() async throws {
    let session = Session()
    let log = RouteEventLog()
    let app = try TestApp(guards: [session.loginGuard()], eventSink: log)
    let request = RouteRequest.url("myapp://account/delete")
    await app.router.open(request)
    session.isLoggedIn = true
    app.router.handler = RebuildingHandler()

    let failed = await app.router.resumeDeferred()

    #expect(failed.map(\.description) == ["failed: the account screens are being rebuilt"])
    #expect(app.router.deferredRequests == [request])
    #expect(
      log.lines.last(where: { $0.hasPrefix("deferred ") })
        == "deferred myapp://account/delete: failed, kept: the account screens are being rebuilt")

    app.router.handler = StackRouteHandler()
    #expect(await app.router.resumeDeferred().map(\.description) == ["handled"])
    #expect(app.router.deferredRequests.isEmpty)
  }

  @Test("discarding is explicit, and the events say so")
  func discard() async throws {
    let session = Session()
    let log = RouteEventLog()
    let app = try TestApp(guards: [session.loginGuard()], eventSink: log)
    await app.router.open(.url("myapp://account"))
    await app.router.open(.url("myapp://account/delete"))

    let discarded = app.router.discardDeferred()

    #expect(discarded.map(\.description) == ["myapp://account", "myapp://account/delete"])
    #expect(
      log.lines.suffix(2) == [
        "deferred myapp://account: discarded", "deferred myapp://account/delete: discarded",
      ])
  }

  // MARK: Who may open links

  @Test(
    "catalog 37: with an allow-list, only the listed apps may open links; an unnamed app never",
    arguments: [
      (RouteRequest.Sender.otherApp("com.example.mail"), "handled"),
      (
        .otherApp("com.evil.app"),
        "rejected: the link was opened by 'com.evil.app', which is not an allowed app"
      ),
      (
        .otherApp(nil),
        "rejected: the link was opened by an app that did not identify itself; only allowed apps may open links"
      ),
      (.app, "handled"),
      (.system, "handled"),
    ])
  func sourceApplications(_ sender: RouteRequest.Sender, _ outcome: String) async throws {
    let app = try TestApp()
    app.router.allowedSourceApplications = ["com.example.mail"]

    let result = await app.router.open(.url("myapp://list/1", sender: sender))

    #expect(result.description == outcome)
  }

  @Test("catalog 37: without an allow-list, any app may open links")
  func anyApp() async throws {
    let app = try TestApp()
    #expect(await app.router.open(.url("myapp://list/1", sender: .otherApp(nil))).name == "handled")
  }
}

/// Holds the router for screens created before it exists, weakly: the
/// router owns the navigator and its bindings, so a strong reference would
/// be a retain cycle.
@MainActor
private final class RouterReference {
  weak var router: Router?
}

/// Fails every plan, as while the app rebuilds its account screens.
private struct RebuildingHandler: RouteHandler {
  func plan(for link: AppLink, in state: NavigationState, animation: AnimationPolicy)
    throws(PlanningError) -> NavigationPlan
  {
    throw PlanningError("the account screens are being rebuilt")
  }
}

extension RouteEventLog {
  /// The lines of requests being received, queued and finished.
  var requestLines: [String] {
    lines.filter {
      $0.hasPrefix("received ") || $0.hasPrefix("queued ") || $0.hasPrefix("finished ")
    }
  }

  /// Requests received while another was being applied: a request's
  /// `received` line must be followed by its own `finished` line before the
  /// next `received` line.
  var interleavedRequests: [String] {
    var open: String?
    var interleaved: [String] = []
    for line in lines {
      if line.hasPrefix("received ") {
        if let open { interleaved.append("\(line) while \(open)") }
        open = String(line.dropFirst("received ".count))
      } else if line.hasPrefix("finished "), let current = open,
        line.hasPrefix("finished \(current):")
      {
        open = nil
      }
    }
    return interleaved
  }
}
