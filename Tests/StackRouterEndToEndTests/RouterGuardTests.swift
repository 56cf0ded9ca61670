import Foundation
import StackRouter
import Testing

/// Guards in the `Router`: their decisions, scopes and order, what they
/// see, and the same guards on every entry point.
@Suite("Router: guards")
@MainActor
struct RouterGuardTests {
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
    "catalog 36: a guard sees the typed parameters and decides on them",
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
    "catalog 33, catalog 34: guards run for every entry point alike: a login guard defers each",
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
    "catalog 33: an app lock rejects the same link from every entry point",
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
    "catalog 34: the same link gives the same outcome, plan and state from every entry point",
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
    "catalog 34: a malformed link is refused with the same reason from every entry point",
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

  @Test("catalog 33: a flag in the link cannot skip a guard")
  func flagsDoNotSkipGuards() async throws {
    let session = Session()
    let app = try TestApp(guards: [session.loginGuard()])
    let outcome = await app.router.open(
      .url("myapp://account/delete?skipLock=1&authenticated=true&guard=off"))
    #expect(outcome.description == "deferred")
    #expect(app.navigator.state.description == "stack")
  }
}

extension RouterGuardTests {
  /// The ways a link reaches the app (catalog 33 and 34 of the Security
  /// article).
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
}
