import Foundation
import Testing

@testable import StackRouterCommands

/// A manifest with a custom container (`container NAME …`) through the
/// tool: `open` simulates it on the headless navigator; `tree`, `routes`,
/// `graph` and `page` name its children.
extension StackRouterToolTests {
  private static let revealManifest = """
    scheme reveal
    container menu content
    route settings<SettingsVC> in menu
    route list<ListVC>/:itemID<DetailVC> in content
    route compose<ComposeVC>!
    start reveal://list
    """

  @Test("open simulates the container: each link opens in its child's stack")
  func openContainer() async throws {
    let path = try TemporaryManifest.write(Self.revealManifest)
    defer { TemporaryManifest.remove(path) }
    let output = await StackRouterTool.run(["open", path, "reveal://list/4", "reveal://settings"])
    #expect(output.status == .success)
    #expect(
      output.standardOutput.hasPrefix(
        """
        launched with 1 start link:
        container (selected: content)
        ├── menu
        └── content
            └── ListVC list

        """))
    #expect(
      output.standardOutput.hasSuffix(
        """
        == reveal://settings
        outcome: handled
        route:   settings <SettingsVC>
        plan:
          select menu
          set tab menu to [SettingsVC settings], animated
        state:
          container (selected: menu)
          ├── menu
          │   └── SettingsVC settings
          └── content
              ├── ListVC list
              └── DetailVC list/:itemID (itemID=4)


        """))
  }

  @Test("tree and routes name the container's children, never tabs")
  func treeContainer() async throws {
    let path = try TemporaryManifest.write(Self.revealManifest)
    defer { TemporaryManifest.remove(path) }
    let tree = await StackRouterTool.run(["tree", path])
    #expect(tree.status == .success)
    #expect(
      tree.standardOutput == """
        schemes: reveal
        container: menu, content
        compose <ComposeVC> modal
        list <ListVC> in child content
        └── :itemID <DetailVC>
        settings <SettingsVC> in child menu

        """)
    let routes = await StackRouterTool.run(["routes", path])
    #expect(
      routes.standardOutput == """
        PATTERN       TARGET      SOURCE  PLACEMENT      PRESENTATION
        compose       ComposeVC   -       over top       modal
        list          ListVC      -       child content  push
        list/:itemID  DetailVC    list    child content  push
        settings      SettingsVC  -       child menu     push

        """)
  }

  @Test("graph draws each child's stack as a cluster, and page lists the container")
  func graphAndPageContainer() async throws {
    let path = try TemporaryManifest.write(Self.revealManifest)
    defer { TemporaryManifest.remove(path) }
    let graph = await StackRouterTool.run(["graph", path])
    #expect(graph.status == .success)
    #expect(graph.standardOutput.contains(#"subgraph c0["child menu"]"#))
    #expect(graph.standardOutput.contains(#"subgraph c1["child content"]"#))
    #expect(!graph.standardOutput.contains("tab "))
    let dot = await StackRouterTool.run(["graph", path, "--format", "dot"])
    #expect(dot.standardOutput.contains("child content"))
    let page = await StackRouterTool.run(["page", path])
    #expect(page.status == .success)
    #expect(
      page.standardOutput.contains(
        #"<p class="facts">schemes: reveal · container: menu, content</p>"#))
    #expect(page.standardOutput.contains("<dt>placement</dt><dd>child content</dd>"))
  }

  @Test("a malformed container line is an error at its column, on standard error")
  func containerErrors() async throws {
    let path = try TemporaryManifest.write("scheme reveal\ncontainer menu menu\n")
    defer { TemporaryManifest.remove(path) }
    let output = await StackRouterTool.run(["lint", path])
    #expect(output.status == .failure)
    #expect(
      output.standardError.hasPrefix(
        "\(path):2:16: error: child 'menu' is listed twice\ncontainer menu menu\n               ^\n"
      ))
  }
}
