import Foundation
import StackRouter
import Testing

/// The checks `Router.init` makes: every target bound, every placement's
/// tab present.
@Suite("Router: Router.init")
@MainActor
struct RouterSetupTests {
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
}
