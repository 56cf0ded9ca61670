import StackRouter

/// `stackrouter graph MANIFEST [--format mermaid|dot]`: the routes as a
/// graph, in Mermaid or Graphviz's DOT.
struct GraphCommand {
  static let spec = CommandSpec(
    name: "graph", synopsis: "MANIFEST [--format mermaid|dot]",
    summary: "draw the routes as a graph in Mermaid or Graphviz DOT",
    discussion: """
      Prints the routes as a graph that Mermaid or Graphviz renders as is: a node per
      entity (its target and pattern), pushes as solid arrows, modal presentations as
      dashed arrows labelled with their style, each tab's (or container child's) stack
      as a cluster, modals presented over any screen from an 'any screen' node, blocks
      as hexagons and the manifest's quick actions with the screen each opens.
      """,
    arguments: [("MANIFEST", "a routes manifest")],
    options: [.init("--format", value: "FORMAT", help: "mermaid (the default) or dot")],
    examples: [
      "stackrouter graph Samples/Sample.routes",
      "stackrouter graph Samples/Sample.routes --format dot | dot -Tsvg > routes.svg",
    ],
    exitStatus: CommandSpec.exitStatus(failure: "the manifest has problems (on standard error)"))

  let arguments: [String]

  func run(into output: inout ToolOutput) {
    guard let parsed = Self.spec.parse(arguments, into: &output) else { return }
    let format = parsed.values("--format").last ?? "mermaid"
    guard format == "mermaid" || format == "dot" else {
      return Self.spec.usageError(
        "unknown format '\(format)'; expected mermaid or dot", into: &output)
    }
    guard parsed.positional.count == 1, let path = parsed.positional.first else {
      return Self.spec.usageError("expected one manifest", into: &output)
    }
    guard let loaded = LoadedManifest.load(path, into: &output) else { return }
    let graph = RouteGraph(
      table: loaded.table, shortcuts: loaded.manifest.shortcuts.map { ($0.type, $0.link) },
      child: ShellWords(loaded.manifest).child)
    output.write(format == "dot" ? graph.dot : graph.mermaid)
  }
}
