import Foundation
import StackRouter
import Testing

/// Blocks run whatever entity wins: every block whose pattern matches a
/// link runs before the entity, highest priority first, then equal
/// priorities in precedence order; the best entity is chosen among the
/// entities alone.
@Suite("Router: blocks run whatever entity wins")
@MainActor
struct BlocksBeforeEntityTests {
  /// The WAAppRouting sample's routes: a list, its detail, and a `list/*`
  /// block that shows an alert.
  private func sampleTable(
    alert: RouteBlock.Result = .pass, _ recorder: Recorder
  ) throws -> RouteTable {
    var registrar = Registrar()
    registrar.accept(scheme: "waapp")
    registrar.register("list<ListVC>/:itemID<DetailVC>")
    registrar.register("compose<ComposeVC>!")
    registrar.handle("list/*") { context in
      recorder.record("alert \(context.request.original)")
      return alert
    }
    return try registrar.makeTable()
  }

  @Test("the WAAppRouting sample's list/* alert runs, then list/:itemID opens the detail")
  func waAppRoutingSample() async throws {
    let recorder = Recorder()
    let app = try TestApp(table: try sampleTable(recorder))
    let outcome = await app.router.open(.url("waapp://list/42"))
    #expect(recorder.lines == ["alert waapp://list/42"])
    let handled = try #require(outcome.handledRoute)
    #expect(handled.block == nil)
    #expect(handled.link?.entity.target == "DetailVC")
    #expect(
      app.navigator.state.description == """
        stack
        ├── ListVC list
        └── DetailVC list/:itemID (itemID=42)
        """)

    await app.router.open(.url("waapp://list"))
    #expect(recorder.lines == ["alert waapp://list/42"], "list/* needs a segment after list")
    #expect(app.navigator.state.description == "stack\n└── ListVC list")
  }

  @Test("a block ranked below the best entity that handles the link ends the request")
  func lowerRankedBlockHandles() async throws {
    let recorder = Recorder()
    let app = try TestApp(table: try sampleTable(alert: .handled, recorder))
    let outcome = await app.router.open(.url("waapp://list/42"))
    let handled = try #require(outcome.handledRoute)
    #expect(handled.block?.description == "list/*")
    #expect(handled.link == nil)
    #expect(app.navigator.state.description == "stack")
  }

  @Test("a block ranked below the best entity that redirects opens the other link instead")
  func lowerRankedBlockRedirects() async throws {
    let recorder = Recorder()
    let app = try TestApp(
      table: try sampleTable(alert: .redirect(.url("waapp://compose")), recorder))
    let outcome = await app.router.open(.url("waapp://list/42"))
    #expect(outcome.description == "redirected to waapp://compose: handled")
    #expect(app.navigator.state.modals.first?.stack.map(\.target) == ["ComposeVC"])
  }

  @Test(
    "blocks run by priority, then equal priorities in precedence order, whatever the registration order",
    arguments: [false, true])
  func order(reversed: Bool) async throws {
    let script = BlockScript()
    var blocks: [(String, Int, String)] = [
      ("**", 0, "everything"), ("list/*", 0, "wildcard"), ("list/:id", 0, "parameter"),
      ("list/7", 0, "literal"), ("list/*", 3, "urgent"), ("files/**", 9, "files"),
    ]
    if reversed { blocks.reverse() }
    let app = try TestApp(
      table: try routeTable { registrar in
        for (pattern, priority, name) in blocks {
          registrar.handle(pattern, priority: priority) { context in script.run(name, context) }
        }
      })
    let outcome = await app.router.open(.url("myapp://list/7"))
    #expect(
      script.calls == [
        "urgent list/* ()", "literal list/7 ()", "parameter list/:id (id=7)",
        "wildcard list/* ()", "everything ** ()",
      ])
    #expect(outcome.handledRoute?.link?.entity.target == "DetailVC")
  }

  @Test("candidates lists every matching block in running order, then the best entity")
  func candidates() throws {
    let table = try sampleTable(Recorder())
    #expect(
      table.candidates(for: try table.read("waapp://list/42")).map(\.description) == [
        "list/* {block}", "list/:itemID <DetailVC> (itemID=42)",
      ])
    guard case .matched(let link) = table.resolve("waapp://list/42") else {
      Issue.record("resolve ignores blocks and finds the entity")
      return
    }
    #expect(link.entity.target == "DetailVC")
  }

  @Test("a link that only blocks match, all passing, is unmatched")
  func blocksOnly() async throws {
    let script = BlockScript()
    let app = try TestApp(
      table: try routeTable { registrar in
        registrar.handle("news/:id", priority: 1) { context in script.run("first", context) }
        registrar.handle("news/*") { context in script.run("second", context) }
      })
    let outcome = await app.router.open(.url("myapp://news/3"))
    #expect(script.calls == ["first news/:id (id=3)", "second news/* ()"])
    #expect(outcome.description == "unmatched: no route matches 'news/3'")
  }

  @Test(
    "a matching block whose ** capture holds '..' refuses the link, though it ranks below the entity"
  )
  func dotComponentInLowerBlock() async throws {
    let script = BlockScript()
    let app = try TestApp(
      table: try routeTable { registrar in
        registrar.handle("list/**") { context in script.run("rest", context) }
      })
    let outcome = await app.router.open(.url("myapp://list/..%2Fx"))
    #expect(script.calls.isEmpty)
    #expect(
      outcome.description
        == "invalid: path segment 2 holds a '.' or '..' component once decoded, "
        + "which a '*' or '**' capture refuses")
    #expect(app.navigator.state.description == "stack")
  }
}
