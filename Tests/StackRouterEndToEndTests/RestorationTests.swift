import Foundation
import StackRouter
import Testing

/// State restoration through the public API: a hierarchy is stored as data,
/// and a new router rebuilds it at the next launch through the pipeline.
@MainActor
@Suite("State restoration through Router and HeadlessNavigator")
struct RestorationTests {
  /// An app's routes and shell, from which each launch builds a router.
  struct App {
    let shell: HeadlessNavigator.Shell
    let register: @Sendable (inout Registrar) -> Void

    @MainActor
    func launch(guards: [RouteGuard] = [], log: RouteEventLog? = nil) throws -> (
      Router, HeadlessNavigator
    ) {
      var registrar = Registrar()
      registrar.accept(scheme: "app")
      register(&registrar)
      let navigator = HeadlessNavigator(shell: shell)
      let router = try Router(
        table: try registrar.makeTable(), navigator: navigator, guards: guards, eventSink: log)
      return (router, navigator)
    }
  }

  nonisolated static let moreComplex = App(shell: .tabs(["list1", "list2"])) { registrar in
    let list1 = "list1<List1VC>/:itemID<List1DetailVC>/extra<List1ExtraVC>"
    registrar.register(list1 + "/subpath1<Subpath1VC>", in: .tab("list1"))
    registrar.register("list2<List2VC>/:itemID<List2DetailVC>/modal<ModalVC>!", in: .tab("list2"))
    registrar.register("modal<ModalVC>!")
  }

  nonisolated static let modalChains = App(shell: .stack) { registrar in
    registrar.register(
      "list<ListVC>/:itemID<DetailVC>/comments<CommentsVC>!/:commentID<CommentVC>")
    registrar.register("login<LoginVC>!/signup<SignupVC>")
    registrar.register("compose<ComposeVC>!/draft<DraftVC>")
    registrar.configure("compose", options: EntityOptions(presentationStyle: .formSheet))
  }

  nonisolated static let twoChains = App(shell: .tabs(["all", "favorites"])) { registrar in
    registrar.register("list<ListVC>/:itemID<DetailVC>", in: .tab("all"))
    registrar.register("favorites<FavoritesVC>/:itemID<DetailVC>", in: .tab("favorites"))
    registrar.register("recent<RecentVC>/:itemID<DetailVC>")
  }

  nonisolated static let sideMenu = App(shell: .container(["center", "left"])) { registrar in
    registrar.register("list1<List1VC>/:itemID<List1DetailVC>", in: .tab("center"))
    registrar.register("left<LeftMenuVC>", in: .tab("left"))
  }

  nonisolated static let rootRoute = App(shell: .stack) { registrar in
    registrar.register("/<HomeVC>/articles<ListVC>/:itemID<DetailVC>")
    registrar.register("compose<ComposeVC>!")
  }

  /// A hierarchy reached by links, and the app that shows it.
  struct RoundTrip: CustomTestStringConvertible, Sendable {
    let name: String
    let app: App
    let links: [String]
    var testDescription: String { name }
  }

  nonisolated static let roundTrips: [RoundTrip] = [
    RoundTrip(
      name: "MoreComplexExample's tabs and both modals", app: moreComplex,
      links: [
        "app://list1/6/extra/subpath1?ref=mail", "app://list2/3?extraParam1=1",
        "app://list2/3/modal", "app://modal",
      ]),
    RoundTrip(
      name: "MoreComplexExample with the first tab selected", app: moreComplex,
      links: ["app://list2/3", "app://list1/6/extra"]),
    RoundTrip(
      name: "pushes inside two modals", app: modalChains,
      links: ["app://list/1/comments/9", "app://login/signup"]),
    RoundTrip(
      name: "a form sheet over a modal", app: modalChains,
      links: ["app://list/1/comments", "app://compose/draft?text=hi"]),
    RoundTrip(
      name: "the same target in two chains, one without a tab", app: twoChains,
      links: ["app://favorites/1", "app://list/2", "app://recent/1", "app://favorites/4"]),
    RoundTrip(
      name: "a side menu's children", app: sideMenu,
      links: ["app://left", "app://list1/3"]),
    RoundTrip(name: "the root route alone", app: rootRoute, links: ["app://"]),
    RoundTrip(
      name: "a chain from the root route, and a modal", app: rootRoute,
      links: ["app://articles/3", "app://compose"]),
  ]

  @Test("a stored hierarchy is rebuilt equal at the next launch", arguments: roundTrips)
  func roundTrip(_ trip: RoundTrip) async throws {
    let (router, navigator) = try trip.app.launch()
    for link in trip.links {
      let outcome = await router.open(.url(link))
      #expect(outcome.description == "handled", "\(link)")
    }
    let data = router.restorationData()

    let (relaunched, restored) = try trip.app.launch()
    let report = await relaunched.restore(from: data)
    #expect(report.isComplete, "\(report)")
    #expect(restored.state == navigator.state)
    #expect(restored.state.description == navigator.state.description)
  }

  @Test("the report lists each link opened, non-selected tabs first, then modals bottom up")
  func reportOrder() async throws {
    let (router, _) = try Self.moreComplex.launch()
    for link in ["app://list1/6", "app://list2/3/modal", "app://modal"] {
      await router.open(.url(link))
    }
    let (relaunched, _) = try Self.moreComplex.launch()
    let report = await relaunched.restore(from: router.restorationData())
    #expect(
      report.description == """
        tab list1: app://list1/6: handled
        tab list2: app://list2/3: handled
        modal 0: app://list2/3/modal: handled
        modal 1: app://modal: handled
        """)
  }

  @Test("a screen a guard now refuses is not restored; the screens below it are")
  func guardRefusesOneScreen() async throws {
    let (router, _) = try Self.modalChains.launch()
    await router.open(.url("app://list/1/comments/9"))
    await router.open(.url("app://compose/draft"))
    let data = router.restorationData()

    let noDrafts = RouteGuard("drafts") { context in
      context.entity?.target == "DraftVC" ? .reject("drafts are off") : .allow
    }
    let log = RouteEventLog()
    let (relaunched, navigator) = try Self.modalChains.launch(guards: [noDrafts], log: log)
    let report = await relaunched.restore(from: data)
    #expect(
      report.description == """
        root stack: app://list/1: handled
        modal 0: app://list/1/comments/9: handled
        modal 1: app://compose/draft: rejected: drafts are off
        modal 1: app://compose: handled
        """)
    #expect(!report.isComplete)
    #expect(
      navigator.state.description == """
        stack
        ├── ListVC list
        └── DetailVC list/:itemID (itemID=1)
        modal automatic
        ├── CommentsVC list/:itemID/comments (itemID=1)
        └── CommentVC list/:itemID/comments/:commentID (commentID=9, itemID=1)
        modal formSheet
        └── ComposeVC compose
        """)
    #expect(log.lines.contains("guard drafts on app://compose/draft: reject: drafts are off"))
  }

  @Test("a deferred screen waits, like any deferred link, and comes back after login")
  func deferredScreen() async throws {
    let (router, navigator) = try Self.modalChains.launch()
    await router.open(.url("app://list/1/comments"))
    let stored = navigator.state
    let data = router.restorationData()

    let loginGuard = RouteGuard("login") { context in
      context.entity?.target == "CommentsVC" ? .defer : .allow
    }
    let (relaunched, restored) = try Self.modalChains.launch(guards: [loginGuard])
    let report = await relaunched.restore(from: data)
    #expect(
      report.description == """
        root stack: app://list/1: handled
        modal 0: app://list/1/comments: deferred
        not restored: no screen of the stored modal 0 could be restored
        """)
    #expect(restored.state.modals.isEmpty)
    #expect(relaunched.deferredRequests.map(\.description) == ["app://list/1/comments"])

    relaunched.guards = []
    await relaunched.resumeDeferred()
    #expect(restored.state == stored)
  }

  @Test("corrupt data restores nothing, reports why, and crashes nothing")
  func corruptData() async throws {
    let log = RouteEventLog()
    let (router, navigator) = try Self.moreComplex.launch(log: log)
    await router.open(.url("app://list1"))
    let before = navigator.state

    let report = await router.restore(from: Data("{\"version\":1,\"root\":".utf8))
    #expect(report.description == "not restored: the data is not stored navigation (not JSON)")
    #expect(log.lines.last == "not restored: the data is not stored navigation (not JSON)")
    #expect(navigator.state == before)

    #expect(await router.restore(from: nil).description.isEmpty)
  }

  @Test("a tab the app no longer has, and a link that no longer matches, are left out")
  func staleData() async throws {
    let stored = StoredNavigation(
      root: .tabs, selected: "list2",
      branches: [
        .init(name: "list1", links: ["app://list1/6", "app://list1/6/gone"]),
        .init(name: "archive", links: ["app://archive"]),
        .init(name: "list2", links: ["app://list2/3"]),
      ])
    let log = RouteEventLog()
    let (router, navigator) = try Self.moreComplex.launch(log: log)
    let report = await router.restore(stored)
    #expect(
      report.description == """
        tab list1: app://list1/6/gone: unmatched: no route matches 'list1/6/gone'
        tab list1: app://list1/6: handled
        tab list2: app://list2/3: handled
        not restored: the app has no tab named 'archive'
        """)
    #expect(log.lines.contains("not restored: the app has no tab named 'archive'"))
    #expect(
      navigator.state.description == """
        tabs (selected: list2)
        ├── list1
        │   ├── List1VC list1
        │   └── List1DetailVC list1/:itemID (itemID=6)
        └── list2
            ├── List2VC list2
            └── List2DetailVC list2/:itemID (itemID=3)
        """)
  }

  @Test("a stored root of another kind restores nothing")
  func otherRoot() async throws {
    let (tabsRouter, _) = try Self.moreComplex.launch()
    await tabsRouter.open(.url("app://list1/6"))
    let (router, navigator) = try Self.modalChains.launch()
    let report = await router.restore(from: tabsRouter.restorationData())
    #expect(
      report.description
        == "not restored: the stored root container is tabs; the app's is stack")
    #expect(navigator.state == NavigationState(root: .stack([])))
  }

  @Test("an empty selected tab is still selected")
  func emptySelectedTab() async throws {
    let (router, navigator) = try Self.moreComplex.launch()
    await router.open(.url("app://list1/6"))
    let stored = StoredNavigation(
      root: .tabs, selected: "list2",
      branches: [.init(name: "list1", links: ["app://list1/6"]), .init(name: "list2", links: [])])
    let (relaunched, restored) = try Self.moreComplex.launch()
    await relaunched.restore(stored)
    #expect(restored.state.selectedBranch == "list2")
    #expect(
      restored.state.stack(at: .branch("list1")) == navigator.state.stack(at: .branch("list1")))
  }

  // MARK: The router's queue

  @Test(
    "a restoration waits for the requests before it, takes one turn, and later requests follow it in order",
    .timeLimit(.minutes(10)))
  func restorationTakesOneTurn() async throws {
    let (router, _) = try Self.moreComplex.launch()
    for link in ["app://list1/6/extra", "app://list2/3/modal"] { await router.open(.url(link)) }
    let data = router.restorationData()

    let latch = Latch()
    let held = RouteGuard("held", scope: .target) { context in
      if context.request.description == "app://list1/1" { await latch.wait() }
      return .allow
    }
    let log = RouteEventLog()
    let (relaunched, navigator) = try Self.moreComplex.launch(guards: [held])
    let audit = RouterAudit(router: relaunched, next: log)
    relaunched.eventSink = audit
    let before = Task { await relaunched.open(.url("app://list1/1")) }
    while !latch.isWaiting { await Task.yield() }
    let restoring = Task { await relaunched.restore(from: data) }
    let firstAfter = Task { await relaunched.open(.url("app://modal")) }
    let secondAfter = Task { await relaunched.open(.url("app://list1/2")) }
    for _ in 0..<20 { await Task.yield() }
    #expect(log.lines.filter { $0.hasPrefix("received ") } == ["received app://list1/1"])
    latch.open()

    #expect(await before.value.description == "handled")
    let report = await restoring.value
    #expect(report.isComplete, "\(report)")
    #expect(await firstAfter.value.description == "handled")
    #expect(await secondAfter.value.description == "handled")
    let received = log.lines.filter { $0.hasPrefix("received ") }
    #expect(
      received
        == ["received app://list1/1"] + report.attempts.map { "received \($0.link)" } + [
          "received app://modal", "received app://list1/2",
        ])
    #expect(navigator.state.visibleScreen?.target == "List1DetailVC")
    #expect(audit.violations.isEmpty, "\(audit.violations)")
    #expect(audit.verifyDeferredLinks().isEmpty)
  }

  @Test("a restoration asked for inside the pipeline is queued behind the request")
  func restorationFromGuardIsQueued() async throws {
    let (router, navigator) = try Self.moreComplex.launch()
    for link in ["app://list1/6/extra", "app://list2/3"] { await router.open(.url(link)) }
    let data = router.restorationData()

    let reports = ReportBox()
    let (relaunched, restored) = try Self.moreComplex.launch()
    relaunched.guards = [
      // Weakly: the router owns its guards.
      RouteGuard("restorer", scope: .target) { [weak relaunched] context in
        guard let relaunched, context.entity?.target == "ModalVC", reports.reports.isEmpty else {
          return .allow
        }
        reports.reports.append(await relaunched.restore(from: data))
        return .allow
      }
    ]
    #expect(await relaunched.open(.url("app://modal")).description == "handled")
    #expect(reports.reports.map(\.description) == ["queued"])
    #expect(reports.reports.first?.isComplete == false)
    // The restoration runs after the modal's request; this link waits for it.
    await relaunched.open(.url("app://list2"))
    #expect(
      restored.state.stack(at: .branch("list1")) == navigator.state.stack(at: .branch("list1")))
  }
}

/// Holds a guard until the test opens it.
@MainActor
final class Latch {
  private var waiter: CheckedContinuation<Void, Never>?
  private var isOpen = false
  var isWaiting: Bool { waiter != nil }

  func wait() async {
    guard !isOpen else { return }
    await withCheckedContinuation { waiter = $0 }
  }

  func open() {
    isOpen = true
    waiter?.resume()
    waiter = nil
  }
}

/// Restoration reports a guard collects.
@MainActor
final class ReportBox {
  var reports: [RestorationReport] = []
}
