import Foundation
import StackRouter
import Testing

@testable import StackRouterCommands

/// `stackrouter graph`: the routes as a Mermaid flowchart or a Graphviz graph.
@Suite("stackrouter graph")
struct GraphCommandTests {
  static let manifest = """
    scheme myapp
    tabs home search
    route list<ListVC>/:id<DetailVC>/edit<EditVC>!/photo<PhotoVC> in home
    route settings<SettingsVC> in search
    route compose<ComposeVC>!
    style compose formSheet
    shortcut com.app.compose myapp://compose
    """

  @Test("graph prints a Mermaid flowchart: tabs as subgraphs, pushes solid, modals dotted")
  func mermaid() async throws {
    try await withManifest(Self.manifest) { path in
      let output = await StackRouterTool.run(["graph", path])
      #expect(output.status == .success)
      #expect(output.standardError == "")
      #expect(
        output.standardOutput == """
          flowchart LR
            subgraph c0["tab home"]
              e1["ListVC<br/>list"]
              e2["DetailVC<br/>list/:id"]
            end
            subgraph c1["tab search"]
              e5["SettingsVC<br/>settings"]
            end
            top(("any screen"))
            e0["ComposeVC<br/>compose"]
            e3["EditVC<br/>list/:id/edit"]
            e4["PhotoVC<br/>list/:id/edit/photo"]
            s0>"shortcut<br/>com.app.compose"]
            top -.->|modal formSheet| e0
            e1 --> e2
            e2 -.->|modal automatic| e3
            e3 --> e4
            s0 ==> e0

          """)
    }
  }

  @Test("graph --format dot prints a Graphviz digraph: tabs as clusters, modals dashed")
  func dot() async throws {
    try await withManifest(Self.manifest) { path in
      let output = await StackRouterTool.run(["graph", path, "--format", "dot"])
      #expect(output.status == .success)
      #expect(
        output.standardOutput == """
          digraph routes {
            rankdir=LR;
            graph [fontname="Helvetica", fontsize=12];
            node [shape=box, style=rounded, fontname="Helvetica", fontsize=11];
            edge [fontname="Helvetica", fontsize=10];
            subgraph cluster_0 {
              label="tab home";
              style=dashed;
              e1 [label="ListVC\\nlist"];
              e2 [label="DetailVC\\nlist/:id"];
            }
            subgraph cluster_1 {
              label="tab search";
              style=dashed;
              e5 [label="SettingsVC\\nsettings"];
            }
            top [label="any screen", shape=ellipse, style=dashed];
            e0 [label="ComposeVC\\ncompose"];
            e3 [label="EditVC\\nlist/:id/edit"];
            e4 [label="PhotoVC\\nlist/:id/edit/photo"];
            s0 [label="shortcut\\ncom.app.compose", shape=cds, style=solid];
            top -> e0 [style=dashed, label="modal formSheet"];
            e1 -> e2;
            e2 -> e3 [style=dashed, label="modal automatic"];
            e3 -> e4;
            s0 -> e0 [style=bold];
          }

          """)
    }
  }

  @Test("the sample's Mermaid graph has a node per entity, its two tabs and its quick actions")
  func sampleMermaid() async throws {
    let output = await StackRouterTool.run(["graph", Self.samplePath])
    #expect(output.status == .success)
    let text = output.standardOutput
    let table = try RoutesManifest.load(contentsOf: Self.samplePath).makeTable()
    for (offset, entity) in table.entities.enumerated() {
      #expect(text.contains("e\(offset)[\"\(entity.target)<br/>\(entity.pattern)\"]"))
    }
    #expect(
      text.contains("subgraph c0[\"tab news\"]") && text.contains("subgraph c1[\"tab library\"]"))
    #expect(text.contains("  top -.->|modal formSheet| e5"))
    #expect(text.contains("  s0 ==> e5"))
  }

  @Test("without tabs, the root stack is the one cluster")
  func rootStack() async throws {
    let table = try RoutesManifest(parsing: "scheme a\nroute list<ListVC>/:id<DetailVC>\n")
      .makeTable()
    let graph = RouteGraph(table: table)
    #expect(graph.clusters == [.init(label: "root stack")])
    #expect(graph.nodes.map(\.cluster) == [0, 0])
    #expect(graph.edges == [.init(from: "e0", to: "e1", kind: .push)])
  }

  @Test("blocks are hexagons that pass to the entity of their pattern")
  func blocks() throws {
    var registrar = Registrar()
    registrar.accept(scheme: "myapp")
    registrar.register("share<ShareVC>")
    registrar.handle("share", priority: 2) { _ in .pass }
    registrar.handle("legacy/**") { _ in .handled }
    let graph = RouteGraph(table: try registrar.makeTable())
    #expect(
      graph.mermaid == """
        flowchart LR
          subgraph c0["root stack"]
            e0["ShareVC<br/>share"]
          end
          b0{{"block<br/>share<br/>priority 2"}}
          b1{{"block<br/>legacy/**"}}
          b0 -.->|pass| e0
        """)
    #expect(
      graph.dot.contains(#"b0 [label="block\nshare\npriority 2", shape=hexagon, style=solid];"#))
    #expect(graph.dot.contains(#"b0 -> e0 [style=dotted, label="pass"];"#))
  }

  @Test("labels escape what would end a quoted string")
  func escaping() throws {
    var registrar = Registrar()
    registrar.accept(scheme: "myapp")
    registrar.register("a\"b<AVC>")
    let graph = RouteGraph(table: try registrar.makeTable())
    #expect(graph.mermaid.contains(#"e0["AVC<br/>a#quot;b"]"#))
    #expect(graph.dot.contains(#"e0 [label="AVC\na\"b"];"#))
  }

  @Test(
    "graph refuses an unknown format and a missing manifest as usage errors",
    arguments: [
      (["graph", "x.routes", "--format", "svg"], "unknown format 'svg'; expected mermaid or dot"),
      (["graph"], "expected one manifest"),
      (["graph", "--format"], "--format needs a value (FORMAT)"),
    ])
  func usage(_ arguments: [String], _ message: String) async {
    let output = await StackRouterTool.run(arguments)
    #expect(output.status == .usage)
    #expect(
      output.standardError
        == "error: \(message)\n\(GraphCommand.spec.usage)\nsee 'stackrouter graph --help'\n")
  }

  @Test("graph refuses a broken manifest on standard error")
  func brokenManifest() async throws {
    try await withManifest("route list\n") { path in
      let output = await StackRouterTool.run(["graph", path])
      #expect(output.status == .failure)
      #expect(output.standardOutput == "")
      #expect(output.standardError.hasPrefix("\(path):1:11: error: expected '<Type>'"))
    }
  }

  @Test(
    "Graphviz renders the sample's graph",
    .enabled(if: GraphCommandTests.graphviz != nil, "needs Graphviz's dot"))
  func graphvizRenders() async throws {
    let output = await StackRouterTool.run(["graph", Self.samplePath, "--format", "dot"])
    let svg = try Self.run(try #require(Self.graphviz), ["-Tsvg"], input: output.standardOutput)
    #expect(svg.status == 0)
    #expect(svg.output.contains("<svg"))
    #expect(svg.output.contains("ArticleListVC"))
  }
}

// MARK: - Fixtures

extension GraphCommandTests {
  static var samplePath: String {
    URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Samples/Sample.routes").path
  }

  /// Graphviz's `dot`, when it is installed.
  static let graphviz: String? = ["/usr/bin/dot", "/usr/local/bin/dot", "/opt/homebrew/bin/dot"]
    .first { FileManager.default.isExecutableFile(atPath: $0) }

  static func run(_ tool: String, _ arguments: [String], input: String) throws -> (
    status: Int32, output: String
  ) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: tool)
    process.arguments = arguments
    let stdin = Pipe()
    let stdout = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    try process.run()
    stdin.fileHandleForWriting.write(Data(input.utf8))
    try stdin.fileHandleForWriting.close()
    let data = stdout.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  func withManifest(_ text: String, _ body: (String) async throws -> Void) async throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("GraphCommandTests-\(UUID().uuidString).routes").path
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    defer { try? FileManager.default.removeItem(atPath: path) }
    try await body(path)
  }
}
