import Foundation
import StackRouter
import Testing

/// A manifest whose app shell is a custom container (`container NAME …`),
/// such as WAAppRouting's reveal sample: routes placed `in` a child open in
/// that child's stack.
@Suite("A custom container in a manifest")
@MainActor
struct ManifestContainerTests {
  private static let text = """
    # A reveal app: a side menu beside the content, each with its stack.
    scheme reveal
    container menu content
    route settings<SettingsVC> in menu
    route list<ListVC>/:itemID<DetailVC> in content
    route compose<ComposeVC>!
    start reveal://list
    """

  @Test("the container line names the children; routes 'in' one are placed there")
  func parsed() throws {
    let manifest = try RoutesManifest(parsing: Self.text, file: "Reveal.routes")
    #expect(manifest.container == ["menu", "content"])
    #expect(manifest.tabs == nil)
    #expect(
      manifest.routes.map { "\($0.definition) \($0.placement)" } == [
        "settings<SettingsVC> tab menu", "list<ListVC>/:itemID<DetailVC> tab content",
        "compose<ComposeVC>! root stack",
      ])
    let table = try manifest.makeTable()
    #expect(table.tabs == ["menu", "content"], "a placement may name each child")
  }

  @Test("a router over the headless container opens each link in its child's stack")
  func opens() async throws {
    let manifest = try RoutesManifest(parsing: Self.text, file: "Reveal.routes")
    let navigator = HeadlessNavigator(shell: .container(try #require(manifest.container)))
    let router = try Router(manifest: manifest, navigator: navigator)
    for request in manifest.startRequests { await router.open(request) }
    await router.open(.url("reveal://list/4"))
    await router.open(.url("reveal://settings"))
    #expect(
      navigator.state.description == """
        container (selected: menu)
        ├── menu
        │   └── SettingsVC settings
        └── content
            ├── ListVC list
            └── DetailVC list/:itemID (itemID=4)
        """)
    let outcome = await router.open(.url("reveal://list/5"))
    #expect(outcome.description == "handled")
    #expect(navigator.state.selectedBranch == "content")
  }

  @Test("a container manifest refuses a route placed in a child it does not have")
  func unknownChild() throws {
    let error = try #require(throws: ManifestError.self) {
      try RoutesManifest(parsing: "container menu content\nroute a<A> in side", file: "R.routes")
    }
    #expect(
      error.description
        == "R.routes:2:15: error: the container has no child named 'side'; its children are menu, content"
    )
  }
}
