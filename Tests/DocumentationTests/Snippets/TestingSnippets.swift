// swift-format-ignore-file
// The Swift snippets of "Testing Without a Simulator", verbatim between
// their markers (SnippetTests checks it); they are tests, and run.
import Foundation
import StackRouter
import Testing

// snippet: Sources/StackRouter/StackRouter.docc/TestingWithoutASimulator.md #1
@Test("an item link rebuilds list and detail")
@MainActor func itemLink() async throws {
  var registrar = Registrar()
  registrar.accept(scheme: "myapp")
  registrar.register("list<ListVC>/:itemID<DetailVC>/extra<ExtraVC>")
  let navigator = HeadlessNavigator()
  let router = try Router(table: try registrar.makeTable(), navigator: navigator)

  let outcome = await router.open(.url("myapp://list/1/extra"))

  #expect(outcome.name == "handled")
  #expect(navigator.state.description == """
    stack
    ├── ListVC list
    ├── DetailVC list/:itemID (itemID=1)
    └── ExtraVC list/:itemID/extra (itemID=1)
    """)
}
// end snippet

@Suite("Testing Without a Simulator snippets")
@MainActor
struct TestingSnippets {
  /// The table the article's snippets use.
  static func table() throws -> RouteTable {
    var registrar = Registrar()
    registrar.accept(scheme: "myapp")
    registrar.register("list<ListVC>/:itemID<DetailVC>")
    registrar.register("account<AccountVC>")
    return try registrar.makeTable()
  }

  func bindings() {
    // snippet: Sources/StackRouter/StackRouter.docc/TestingWithoutASimulator.md #2
    var bindings = TargetBindings()
    bindings.bind(ArticleViewController.self)
    let navigator = HeadlessNavigator(
      shell: .tabs(["news", "library"]), bindings: bindings, usesPlaceholders: false)
    // end snippet
    _ = navigator
  }

  @Test("a second link waits for the transition in flight")
  func manualTransitions() async throws {
    let table = try Self.table()
    // snippet: Sources/StackRouter/StackRouter.docc/TestingWithoutASimulator.md #3
    // table: list<ListVC>/:itemID<DetailVC>
    let navigator = HeadlessNavigator(transitionMode: .manual)
    let router = try Router(table: table, navigator: navigator)

    let first = Task { await router.open(.url("myapp://list/1")) }
    await navigator.transitionStarted()
    let second = Task { await router.open(.url("myapp://list/2")) }
    navigator.completeNextTransition()
    _ = await first.value

    await navigator.transitionStarted()
    navigator.completeNextTransition()
    _ = await second.value
    #expect(navigator.state.visibleScreen?.description == "DetailVC list/:itemID (itemID=2)")
    // end snippet
  }

  @Test("a deferred link is resumed after login")
  func deferral() async throws {
    let table = try Self.table()
    // snippet: Sources/StackRouter/StackRouter.docc/TestingWithoutASimulator.md #4
    @MainActor final class Session { var isLoggedIn = false }

    let session = Session()
    let login = RouteGuard("login") { context in
      context.entity?.target == "AccountVC" && !session.isLoggedIn ? .defer : .allow
    }
    let router = try Router(table: table, navigator: HeadlessNavigator(), guards: [login])

    #expect(await router.open(.url("myapp://account")).name == "deferred")
    #expect(router.deferredRequests.count == 1)

    session.isLoggedIn = true
    let resumed = await router.resumeDeferred()
    #expect(resumed.map(\.name) == ["handled"])
    // end snippet
  }

  @Test("the event log records the request first and its outcome last")
  func eventLog() async throws {
    let router = try Router(table: try Self.table(), navigator: HeadlessNavigator())
    // snippet: Sources/StackRouter/StackRouter.docc/TestingWithoutASimulator.md #5
    let log = RouteEventLog()
    router.eventSink = log
    _ = await router.open(.url("myapp://list/1"))
    #expect(log.lines.first == "received myapp://list/1")
    #expect(log.lines.last == "finished myapp://list/1: handled")
    // end snippet
  }

  @Test("the audit finds no violation under concurrent links")
  func audit() async throws {
    let router = try Router(table: try Self.table(), navigator: HeadlessNavigator())
    let links = ["myapp://list/1", "myapp://list/2", "myapp://account", "myapp://list/1"]
    // snippet: Sources/StackRouter/StackRouter.docc/TestingWithoutASimulator.md #6
    let audit = RouterAudit(router: router)
    router.eventSink = audit
    let tasks = links.map { link in Task { await router.open(.url(link)) } }
    for task in tasks { _ = await task.value }
    #expect(audit.verifyDeferredLinks().isEmpty)
    // end snippet
  }
}
