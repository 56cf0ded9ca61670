import Foundation
import StackRouter
import Testing

/// Screens the `Router` shows: pre-configuration before every link, new
/// or kept screens reloaded, and a type bound by its name.
@Suite("Router: pre-configuration and reload")
@MainActor
struct RouterPreconfigurationTests {
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
}

// MARK: - Fixtures

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
