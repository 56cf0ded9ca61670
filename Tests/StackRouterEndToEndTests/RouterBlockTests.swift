import Foundation
import StackRouter
import Testing

/// Blocks in the `Router`: priority order, fall-through to the entity, and
/// a block that handles the link itself.
@Suite("Router: blocks")
@MainActor
struct RouterBlockTests {
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

  @Test("every matching block runs, in precedence order at equal priority, and only for its links")
  func specificBlock() async throws {
    let script = BlockScript()
    let app = try TestApp(
      table: try routeTable { registrar in
        registrar.handle("list/new") { context in script.run("new", context) }
        registrar.handle("list/*") { context in script.run("wildcard", context) }
      })
    let outcome = await app.router.open(.url("myapp://list/new"))
    #expect(script.calls == ["new list/new ()", "wildcard list/* ()"])
    #expect(outcome.handledRoute?.link?.parameters == ["id": "new"])

    script.calls = []
    await app.router.open(.url("myapp://list/1"))
    #expect(
      script.calls == ["wildcard list/* ()"],
      "list/* runs though the entity list/:id outranks it; list/new does not match")
  }
}
