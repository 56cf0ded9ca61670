import Foundation
import StackRouter
import Testing

/// The `Router` end to end, through the public API only: every outcome,
/// block fall-through, guards on every entry point, deferral, the order of
/// pre-configuration and reload, forced animation, links that arrive during
/// a transition, the event log, reverse routing from the state, the checks
/// `Router.init` makes, and custom route handlers.
@Suite("Router")
@MainActor
struct RouterTests {
  // MARK: Outcomes

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

  // MARK: Blocks

  @Test("blocks run from the highest priority down; when all pass, the entity shows the link")
  func blocksFallThrough() async throws {
    let script = BlockScript()
    let app = try TestApp(table: try routeTable(blocks: script.registerPriorities))
    let outcome = await app.router.open(.url("myapp://list/1?x=y"))
    #expect(script.calls == ["high list/:id (id=1, x=y)", "low list/:id (id=1, x=y)"])
    let handled = try #require(outcome.handledRoute)
    #expect(handled.link?.entity.target == "DetailVC")
    #expect(handled.block == nil)
    #expect(
      app.navigator.state.description == """
        stack
        ├── ListVC list (x=y)
        └── DetailVC list/:id (id=1, x=y)
        """)
  }

  @Test(
    "a block that handles the link stops there: no lower block, no entity, an empty plan",
    arguments: [
      ("high", ["high list/:id (id=1)"]),
      ("low", ["high list/:id (id=1)", "low list/:id (id=1)"]),
    ])
  func blockHandles(_ handler: String, _ expectedCalls: [String]) async throws {
    let script = BlockScript()
    script.results[handler] = .handled
    let app = try TestApp(table: try routeTable(blocks: script.registerPriorities))
    let outcome = await app.router.open(.url("myapp://list/1"))
    #expect(script.calls == expectedCalls)
    let handled = try #require(outcome.handledRoute)
    #expect(outcome.description == "handled")
    #expect(handled.block?.description == "list/:id")
    #expect(handled.link == nil)
    #expect(handled.plan.steps.isEmpty)
    #expect(app.navigator.state.description == "stack")
  }

  @Test("a more specific block runs before the entity it falls through to, and only for its links")
  func specificBlock() async throws {
    let script = BlockScript()
    let app = try TestApp(
      table: try routeTable { registrar in
        registrar.handle("list/new") { context in script.run("new", context) }
        registrar.handle("list/*") { context in script.run("wildcard", context) }
      })
    let outcome = await app.router.open(.url("myapp://list/new"))
    #expect(script.calls == ["new list/new ()"])
    #expect(outcome.handledRoute?.link?.parameters == ["id": "new"])

    await app.router.open(.url("myapp://list/1"))
    #expect(
      script.calls == ["new list/new ()"], "list/:id outranks list/*, and list/new does not match")
  }

  // MARK: Guards

  @Test(
    "a guard allows, rejects or defers a link; the first decision that does not allow ends it",
    arguments: [
      (
        GuardDecision.allow, "handled",
        ["account AccountVC", "account/delete DeleteAccountVC"],
        "stack\n├── AccountVC account\n└── DeleteAccountVC account/delete"
      ),
      (GuardDecision.reject("locked"), "rejected: locked", ["account AccountVC"], "stack"),
      (GuardDecision.defer, "deferred", ["account AccountVC"], "stack"),
    ])
  func guardDecisions(
    _ decision: GuardDecision, _ outcome: String, _ asked: [String], _ state: String
  ) async throws {
    let calls = Recorder()
    let app = try TestApp(guards: [
      RouteGuard("account") { context in
        calls.record("\(context.pattern) \(context.entity?.target ?? "-")")
        return decision
      }
    ])
    let result = await app.router.open(.url("myapp://account/delete"))
    #expect(result.description == outcome)
    #expect(calls.lines == asked)
    #expect(app.navigator.state.description == state)
    #expect(app.router.deferredRequests.count == (decision == .defer ? 1 : 0))
  }

  @Test(
    "catalog 46: a guard written for AccountVC protects account/delete, which shows AccountVC below its target"
  )
  func guardCoversTheWholeChain() async throws {
    let session = Session()
    let app = try TestApp(guards: [
      RouteGuard("login") { context in
        context.entity?.target == "AccountVC" && !session.isLoggedIn ? .defer : .allow
      }
    ])

    let outcome = await app.router.open(.url("myapp://account/delete"))

    #expect(outcome.description == "deferred")
    #expect(app.navigator.state.description == "stack")
  }

  @Test("a guard narrowed to the target is asked about the target only")
  func targetScope() async throws {
    let calls = Recorder()
    let app = try TestApp(guards: [
      RouteGuard("target", scope: .target) { context in
        calls.record("\(context.pattern) \(context.entity?.target ?? "-")")
        return .allow
      }
    ])
    _ = await app.router.open(.url("myapp://account/delete"))
    #expect(calls.lines == ["account/delete DeleteAccountVC"])
  }

  @Test("a chain guard checks every entity root first, each with its own parameters")
  func chainGuard() async throws {
    let calls = Recorder()
    let app = try TestApp(guards: [
      RouteGuard("chain", scope: .chain) { context in
        calls.record(
          "\(context.pattern) <\(context.entity?.target ?? "-")> (\(context.parameters))")
        return .allow
      }
    ])
    let outcome = await app.router.open(.url("myapp://list/7/edit?mode=full"))
    #expect(outcome.description == "handled")
    #expect(
      calls.lines == [
        "list <ListVC> (mode=full)",
        "list/:id <DetailVC> (id=7, mode=full)",
        "list/:id/edit <EditVC> (id=7, mode=full)",
      ])
  }

  @Test("a chain guard that refuses a parent stops there: later entities are not asked")
  func chainGuardStops() async throws {
    let calls = Recorder()
    let app = try TestApp(guards: [
      RouteGuard("chain", scope: .chain) { context in
        calls.record(context.pattern.description)
        return context.entity?.target == "DetailVC" ? .reject("no details today") : .allow
      }
    ])
    let outcome = await app.router.open(.url("myapp://list/7/extra"))
    #expect(outcome.description == "rejected: no details today")
    #expect(calls.lines == ["list", "list/:id"])
    #expect(app.navigator.state.description == "stack")
  }

  @Test("guards run in order and the first that does not allow decides")
  func guardOrder() async throws {
    let calls = Recorder()
    let app = try TestApp(guards: [
      RouteGuard("first") { _ in
        calls.record("first")
        return .allow
      },
      RouteGuard("second") { _ in
        calls.record("second")
        return .reject("second says no")
      },
      RouteGuard("third") { _ in
        calls.record("third")
        return .defer
      },
    ])
    let outcome = await app.router.open(.url("myapp://list/1"))
    #expect(outcome.description == "rejected: second says no")
    // Each guard is asked about the chain's screens (list, then list/:id).
    #expect(calls.lines == ["first", "first", "second"])
  }

  @Test(
    "a guard sees the typed parameters and decides on them (hostile input D36)",
    arguments: [
      ("myapp://list/7", "handled"),
      ("myapp://list/8", "rejected: item 8 belongs to someone else"),
      ("myapp://list/seven", "rejected: 'seven' is not an item number"),
    ])
  func typedParameters(_ link: String, _ outcome: String) async throws {
    let session = Session()
    let app = try TestApp(guards: [
      RouteGuard("owner") { context in
        guard context.entity?.target == "DetailVC" else { return .allow }
        guard let id = context.parameters.value("id", as: Int.self) else {
          return .reject("'\(context.parameters["id"] ?? "")' is not an item number")
        }
        return id == session.userID ? .allow : .reject("item \(id) belongs to someone else")
      }
    ])
    #expect(await app.router.open(.url(link)).description == outcome)
  }

  @Test("a guard sees the request, the link after intake, the entity and the matched link")
  func guardContext() async throws {
    let seen = Recorder()
    let request = RouteRequest.url("https://app.com/list/3?ref=mail")
    let app = try TestApp(guards: [
      RouteGuard("inspect", scope: .target) { context in
        seen.record("request: \(context.request)")
        seen.record("segments: \(context.url.segments)")
        seen.record("origin: \(context.url.origin)")
        seen.record("entity: \(context.entity?.description ?? "-")")
        seen.record("link: \(context.link?.entity.target ?? "-") \(context.link?.chain.count ?? 0)")
        return .allow
      }
    ])
    await app.router.open(request)
    #expect(
      seen.lines == [
        "request: https://app.com/list/3?ref=mail",
        "segments: [\"list\", \"3\"]",
        "origin: universalLink(host: \"app.com\")",
        "entity: list/:id <DetailVC>",
        "link: DetailVC 2",
      ])
  }

  @Test("guards check a block before it runs: a refused block never runs, nor does the entity")
  func guardedBlock() async throws {
    let script = BlockScript()
    let app = try TestApp(
      table: try routeTable(blocks: script.registerPriorities),
      guards: [
        RouteGuard("blocks") { context in
          context.entity == nil ? .reject("blocks are off: \(context.pattern)") : .allow
        }
      ])
    let outcome = await app.router.open(.url("myapp://list/1"))
    #expect(outcome.description == "rejected: blocks are off: list/:id")
    #expect(script.calls.isEmpty)
    #expect(app.navigator.state.description == "stack")
  }

  @Test(
    "guards run for every entry point alike: a login guard defers each (hostile inputs D33, D34)",
    arguments: EntryPoint.allCases)
  func guardsOnEveryEntryPoint(_ entry: EntryPoint) async throws {
    let session = Session()
    let asked = Recorder()
    let app = try TestApp(
      guards: [
        RouteGuard("login") { context in
          asked.record("\(context.request) → \(context.entity?.target ?? "-")")
          return context.pattern.description.hasPrefix("account") && !session.isLoggedIn
            ? .defer : .allow
        }
      ],
      shortcuts: entry.shortcuts(for: "account/delete"))
    let request = entry.request(for: "account/delete")

    #expect(await app.router.open(request).description == "deferred")
    #expect(asked.lines == ["\(request) → AccountVC"])
    #expect(app.router.deferredRequests == [request])
    #expect(app.navigator.state.description == "stack")

    session.isLoggedIn = true
    let outcomes = await app.router.resumeDeferred()
    #expect(outcomes.map(\.description) == ["handled"])
    #expect(
      asked.lines == [
        "\(request) → AccountVC", "\(request) → AccountVC", "\(request) → DeleteAccountVC",
      ])
    #expect(
      app.navigator.state.description == """
        stack
        ├── AccountVC account
        └── DeleteAccountVC account/delete
        """)
  }

  @Test(
    "an app lock rejects the same link from every entry point (hostile input D33)",
    arguments: EntryPoint.allCases)
  func appLockOnEveryEntryPoint(_ entry: EntryPoint) async throws {
    let app = try TestApp(
      guards: [RouteGuard("app lock") { _ in .reject("the app is locked") }],
      shortcuts: entry.shortcuts(for: "list/1"))
    let outcome = await app.router.open(entry.request(for: "list/1"))
    #expect(outcome.description == "rejected: the app is locked")
    #expect(app.navigator.state.description == "stack")
  }

  @Test(
    "the same link gives the same outcome, plan and state from every entry point (hostile input D34)",
    arguments: EntryPoint.allCases)
  func sameResultOnEveryEntryPoint(_ entry: EntryPoint) async throws {
    let app = try TestApp(shortcuts: entry.shortcuts(for: "list/1/edit"))
    let outcome = await app.router.open(entry.request(for: "list/1/edit"))
    let handled = try #require(outcome.handledRoute)
    #expect(
      handled.plan.description == """
        set root stack to [ListVC list, DetailVC list/:id (id=1)]
        present EditVC list/:id/edit (id=1) as formSheet, animated
        """)
    #expect(
      app.navigator.state.description == """
        stack
        ├── ListVC list
        └── DetailVC list/:id (id=1)
        modal formSheet
        └── EditVC list/:id/edit (id=1)
        """)
  }

  @Test(
    "a malformed link is refused with the same reason from every entry point (hostile input D34)",
    arguments: EntryPoint.allCases)
  func sameValidationOnEveryEntryPoint(_ entry: EntryPoint) async throws {
    let asked = Recorder()
    let app = try TestApp(
      guards: [
        RouteGuard("spy") { _ in
          asked.record("asked")
          return .allow
        }
      ],
      shortcuts: entry.shortcuts(for: "list/x%ZZ"))
    let outcome = await app.router.open(entry.request(for: "list/x%ZZ"))
    #expect(outcome.description == "invalid: invalid percent-encoding in 'x%ZZ'")
    #expect(asked.lines.isEmpty, "an invalid link never reaches the guards")
  }

  @Test("a flag in the link cannot skip a guard (hostile input D33)")
  func flagsDoNotSkipGuards() async throws {
    let session = Session()
    let app = try TestApp(guards: [session.loginGuard()])
    let outcome = await app.router.open(
      .url("myapp://account/delete?skipLock=1&authenticated=true&guard=off"))
    #expect(outcome.description == "deferred")
    #expect(app.navigator.state.description == "stack")
  }

  // MARK: Deferral

  @Test("a request deferred at cold launch is applied once after login (hostile input D32)")
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

  @Test("a link that arrives while another is deferred is applied at once (hostile input D35)")
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

  // MARK: Pre-configuration and reload

  @Test("pre-configuration runs on every screen, new or kept, before it receives the link")
  func preconfigurationOrder() async throws {
    let journal = Recorder()
    var bindings = TargetBindings()
    for name in ["ListVC", "DetailVC", "ExtraVC", "EditVC"] {
      bindings.bind(name) { _, parameters in
        journal.record("make \(name) (\(parameters))")
        return JournalScreen(name: name, journal: journal)
      }
    }
    bindings.preconfigure = { screen, link in
      guard let screen = screen as? JournalScreen else { return }
      journal.record("preconfigure \(screen.name) for \(link.request)")
      screen.store = "store"
    }
    let app = try TestApp(navigator: HeadlessNavigator(bindings: bindings))

    await app.router.open(.url("myapp://list/1/extra"))
    #expect(
      journal.lines == [
        "make ListVC ()",
        "preconfigure ListVC for myapp://list/1/extra",
        "reload ListVC () with store",
        "make DetailVC (id=1)",
        "preconfigure DetailVC for myapp://list/1/extra",
        "reload DetailVC (id=1) with store",
        "make ExtraVC (id=1)",
        "preconfigure ExtraVC for myapp://list/1/extra",
        "reload ExtraVC (id=1) with store",
      ])

    journal.lines.removeAll()
    await app.router.open(.url("myapp://list/1/edit?mode=full"))
    #expect(
      journal.lines == [
        "preconfigure ListVC for myapp://list/1/edit?mode=full",
        "reload ListVC (mode=full) with store",
        "preconfigure DetailVC for myapp://list/1/edit?mode=full",
        "reload DetailVC (id=1, mode=full) with store",
        "make EditVC (id=1, mode=full)",
        "preconfigure EditVC for myapp://list/1/edit?mode=full",
        "reload EditVC (id=1, mode=full) with store",
      ])

    journal.lines.removeAll()
    await app.router.open(.url("myapp://list/1/edit?mode=full"))
    #expect(
      journal.lines == [
        "preconfigure ListVC for myapp://list/1/edit?mode=full",
        "reload ListVC (mode=full) with store",
        "preconfigure DetailVC for myapp://list/1/edit?mode=full",
        "reload DetailVC (id=1, mode=full) with store",
        "preconfigure EditVC for myapp://list/1/edit?mode=full",
        "reload EditVC (id=1, mode=full) with store",
      ],
      "the same link again creates nothing and reloads every screen")
  }

  @Test("a type bound by its name needs no placeholder, and the router is built")
  func typeBinding() throws {
    var bindings = TargetBindings()
    bindings.bind(ComposeVC.self)
    #expect(bindings.isBound("ComposeVC"))
    var registrar = Registrar()
    registrar.accept(scheme: "myapp")
    registrar.register("compose<ComposeVC>!")
    let navigator = HeadlessNavigator(bindings: bindings, usesPlaceholders: false)
    let router = try Router(table: try registrar.makeTable(), navigator: navigator)
    #expect(router.navigator.canShow(target: "ComposeVC"))
    #expect(router.navigator.canShow(target: "ListVC") == false)
  }

  // MARK: Animation

  @Test(
    "a link can force animation on or off; by default only the last transition animates",
    arguments: [
      (AnimationPolicy.lastTransition, [false, false, false, false, true]),
      (AnimationPolicy.always, [true, true, false, true, true]),
      (AnimationPolicy.never, [false, false, false, false, false]),
    ])
  func forcedAnimation(_ policy: AnimationPolicy, _ animated: [Bool]) async throws {
    let app = try TestApp()
    await app.router.open(.url("myapp://list/1/edit", animation: .never))
    let outcome = await app.router.open(
      RouteRequest(.url("myapp://list/2/extra"), animation: policy))
    let plan = try #require(outcome.handledRoute?.plan)
    #expect(plan.steps.map(\.isAnimated) == animated)
    let suffix = { (index: Int) in animated[index] ? ", animated" : "" }
    #expect(
      plan.description == """
        dismiss all modals\(suffix(0))
        pop root stack to 1 screen\(suffix(1))
        reload ListVC list at root stack[0]
        push DetailVC list/:id (id=2) on root stack\(suffix(3))
        push ExtraVC list/:id/extra (id=2) on root stack\(suffix(4))
        """)
    #expect(
      app.navigator.state.description == """
        stack
        ├── ListVC list
        ├── DetailVC list/:id (id=2)
        └── ExtraVC list/:id/extra (id=2)
        """)
  }

  // MARK: Links during a transition

  @Test("a link that arrives during a transition waits for it, then plans from the new state (D35)")
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

  @Test("the same link twice during a transition pushes once; the second only reloads (D35)")
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

  // MARK: Events

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

  // MARK: From state to link

  @Test("nothing shown, no current link")
  func noCurrentLink() throws {
    let app = try TestApp()
    #expect(app.router.currentLink() == nil)
  }

  @Test(
    "the current link reads back to the same entity and parameters, and reopening it only reloads",
    arguments: [
      ("myapp://list/1", "myapp://list/1"),
      ("myapp://list/a%2Fb%20c/edit", "myapp://list/a%2Fb%20c/edit"),
      ("https://app.com/list/1/extra?b=2&a=1", "myapp://list/1/extra?a=1&b=2"),
      ("myapp://list/1?tag=x&tag=y", "myapp://list/1?tag=x&tag=y"),
      ("myapp://compose", "myapp://compose"),
    ])
  func roundTrip(_ link: String, _ expected: String) async throws {
    try await checkRoundTrip(link, expected)
  }

  /// Regression: a screen of a `*` route had no current link, because
  /// neither `AppLink` nor `Screen` kept the segment a `*` matched; the
  /// `**` case pins the same fix for the remainder.
  @Test(
    "a catch-all or wildcard screen's current link keeps the segments it matched",
    arguments: [
      ("myapp://help/topics/a%20b", "myapp://help/topics/a%20b"),
      ("myapp://files/report.pdf", "myapp://files/report.pdf"),
    ])
  func roundTripWildcards(_ link: String, _ expected: String) async throws {
    try await checkRoundTrip(link, expected)
  }

  private func checkRoundTrip(
    _ link: String, _ expected: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) async throws {
    let app = try TestApp()
    let opened = try #require(
      await app.router.open(.url(link)).handledRoute?.link, sourceLocation: sourceLocation)
    let url = try #require(
      app.router.currentLink(), "no link for \(app.navigator.state)",
      sourceLocation: sourceLocation)
    #expect(url.absoluteString == expected, sourceLocation: sourceLocation)
    guard case .matched(let back) = app.router.table.resolve(url.absoluteString) else {
      Issue.record("\(url) does not read back", sourceLocation: sourceLocation)
      return
    }
    #expect(back.entity == opened.entity, sourceLocation: sourceLocation)
    #expect(back.parameters == opened.parameters, sourceLocation: sourceLocation)
    #expect(back.remainder == opened.remainder, sourceLocation: sourceLocation)
    let again = await app.router.open(.url(url))
    #expect(again.handledRoute?.plan.onlyReloads == true, sourceLocation: sourceLocation)
  }

  @Test("the current link can be asked for in a given form")
  func currentLinkForm() async throws {
    let app = try TestApp()
    await app.router.open(.url("myapp://list/1/extra"))
    #expect(
      app.router.currentLink(form: .domain("app.com"))?.absoluteString
        == "https://app.com/list/1/extra")
    #expect(app.router.currentLink(form: .domain("evil.com")) == nil)
  }

  // MARK: Router.init

  @Test("a router is not built when nothing binds some targets and placeholders are off")
  func unboundTargets() throws {
    var bindings = TargetBindings()
    bindings.bind("ListVC") { _, _ in ComposeVC() }
    bindings.bind("DetailVC") { _, _ in ComposeVC() }
    var registrar = Registrar()
    registrar.accept(scheme: "myapp")
    registrar.register(
      "list<ListVC>/:id<DetailVC>/extra<ExtraVC>", fileID: "App/Routes.swift", line: 12,
      column: 5)
    registrar.register("compose<ComposeVC>!", fileID: "App/Routes.swift", line: 13, column: 5)
    let table = try registrar.makeTable()
    do {
      _ = try Router(
        table: table, navigator: HeadlessNavigator(bindings: bindings, usesPlaceholders: false))
      Issue.record("a router was built with unbound targets")
    } catch {
      #expect(error.problems.count == 2)
      #expect(
        error.description == """
          2 problems in the router's setup:
          - App/Routes.swift:12:5: nothing is bound to the target 'ExtraVC' of 'list/:id/extra'
          - App/Routes.swift:13:5: nothing is bound to the target 'ComposeVC' of 'compose'
          """)
    }
    let withPlaceholders = try Router(
      table: table, navigator: HeadlessNavigator(bindings: bindings))
    #expect(withPlaceholders.table.entities.count == 4)
  }

  @Test(
    "a router is not built when a route's tab is one the navigator lacks",
    arguments: [
      (HeadlessNavigator.Shell.stack, "the app has no tabs"),
      (HeadlessNavigator.Shell.tabs(["news", "library"]), "the tabs are news, library"),
      (HeadlessNavigator.Shell.container(["menu"]), "the tabs are menu"),
    ])
  func missingTab(_ shell: HeadlessNavigator.Shell, _ known: String) throws {
    var registrar = Registrar()
    registrar.accept(scheme: "myapp")
    registrar.register(
      "settings<SettingsVC>/:section<SectionVC>", in: .tab("settings"),
      fileID: "App/Routes.swift", line: 20, column: 3)
    let table = try registrar.makeTable()
    do {
      _ = try Router(table: table, navigator: HeadlessNavigator(shell: shell))
      Issue.record("a router was built with a tab the navigator lacks")
    } catch {
      #expect(
        error.description == """
          1 problem in the router's setup:
          - App/Routes.swift:20:3: 'settings' is placed in tab 'settings', but \(known)
          """)
    }
  }

  // MARK: Custom handlers

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
    await app.router.open(.url("myapp://compose"))
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

/// Block handlers whose results a test sets, recording each call.
@MainActor
private final class BlockScript {
  var results: [String: RouteBlock.Result] = [:]
  var calls: [String] = []

  func run(_ name: String, _ context: RouteBlock.Context) -> RouteBlock.Result {
    calls.append("\(name) \(context.pattern) (\(context.parameters))")
    return results[name] ?? .pass
  }

  /// Two blocks on `list/:id`, `high` (priority 5) registered after `low` (1).
  func registerPriorities(_ registrar: inout Registrar) {
    registrar.handle("list/:id", priority: 1) { context in self.run("low", context) }
    registrar.handle("list/:id", priority: 5) { context in self.run("high", context) }
  }
}

/// A screen that writes its reloads to a journal, with the dependency
/// pre-configuration injected.
@MainActor
private final class JournalScreen: RoutableTarget {
  let name: String
  let journal: Recorder?
  var store: String?

  init(name: String, journal: Recorder?) {
    self.name = name
    self.journal = journal
  }

  static func make(for link: AppLink, parameters: LinkParameters) -> JournalScreen {
    JournalScreen(name: link.entity.target, journal: nil)
  }

  func reload(with link: AppLink, parameters: LinkParameters) {
    journal?.record("reload \(name) (\(parameters)) with \(store ?? "nothing")")
  }
}

/// A screen bound by its type name.
@MainActor
private final class ComposeVC: RoutableTarget {
  static func make(for link: AppLink, parameters: LinkParameters) -> ComposeVC { ComposeVC() }
}

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

extension RouterTests {
  /// The ways a link reaches the app (hostile inputs D33, D34).
  enum EntryPoint: String, CaseIterable, Sendable {
    case customScheme
    case universalLink
    case mappedShortcut
    case shortcutWithLink
    case spotlight
    case browsingWebActivity
    case spotlightActivity
    case handoffActivity

    /// The request that carries the link to `path`.
    func request(for path: String) -> RouteRequest {
      let custom = "myapp://" + path
      let universal = "https://app.com/" + path
      return switch self {
      case .customScheme: .url(custom)
      case .universalLink: .url(universal)
      case .mappedShortcut: .shortcut("com.app.open")
      case .shortcutWithLink:
        .shortcut("com.app.dynamic", userInfo: [RouteRequest.linkUserInfoKey: custom])
      case .spotlight: .spotlight(custom)
      case .browsingWebActivity:
        RouteRequest(
          .userActivity(
            type: RouteRequest.browsingWebActivityType, webpageURL: universal, userInfo: [:]))
      case .spotlightActivity:
        RouteRequest(
          .userActivity(
            type: RouteRequest.spotlightActivityType, webpageURL: nil,
            userInfo: [RouteRequest.spotlightIdentifierKey: custom]))
      case .handoffActivity:
        RouteRequest(
          .userActivity(
            type: "com.example.app.viewing", webpageURL: nil,
            userInfo: [RouteRequest.linkUserInfoKey: custom]))
      }
    }

    /// The router's shortcut map, with `com.app.open` opening `path`.
    func shortcuts(for path: String) -> [String: String] {
      ["com.app.open": "myapp://" + path]
    }
  }

  /// A request refused at intake and the reason.
  struct RefusedRequest: Sendable, CustomTestStringConvertible {
    let request: RouteRequest
    let reason: String

    var testDescription: String { request.description }
  }
}

private let refusedRequests: [RouterTests.RefusedRequest] = [
  RouterTests.RefusedRequest(
    request: .url("evil://list/1"), reason: "the scheme 'evil' is not accepted"),
  RouterTests.RefusedRequest(
    request: .url("https://evil.com/list/1"), reason: "the domain 'evil.com' is not accepted"),
  RouterTests.RefusedRequest(
    request: .url("https://app.com@evil.com/list/1"),
    reason: "a link may not carry a user name or password before the host"),
  RouterTests.RefusedRequest(
    request: .url("myapp://list/x%ZZ"), reason: "invalid percent-encoding in 'x%ZZ'"),
  RouterTests.RefusedRequest(
    request: .url("myapp://list/../admin"),
    reason: "path segment 2 is '.' or '..', which is refused"),
  RouterTests.RefusedRequest(request: .url(""), reason: "the link is empty"),
  RouterTests.RefusedRequest(
    request: .shortcut("com.app.unknown"),
    reason: "no link is mapped to the shortcut type 'com.app.unknown'"),
  RouterTests.RefusedRequest(
    request: RouteRequest(
      .userActivity(type: "com.example.app.viewing", webpageURL: nil, userInfo: [:])),
    reason: "the activity 'com.example.app.viewing' carries no link"),
  RouterTests.RefusedRequest(
    request: RouteRequest(
      .userActivity(type: RouteRequest.browsingWebActivityType, webpageURL: nil, userInfo: [:])),
    reason: "the activity 'NSUserActivityTypeBrowsingWeb' carries no link"),
]

extension RouteOutcome {
  /// The handled route, for a handled outcome.
  fileprivate var handledRoute: HandledRoute? {
    if case .handled(let handled) = self { handled } else { nil }
  }
}
