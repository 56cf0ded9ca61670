import StackRouter

/// `stackrouter routes MANIFEST` (a table of entities) and
/// `stackrouter tree MANIFEST` (the route tree).
struct RoutesCommand {
  enum Style {
    case table
    case tree
  }

  static let routesSpec = CommandSpec(
    name: "routes", synopsis: "MANIFEST",
    summary: "list the route entities: pattern, target, source, placement, presentation",
    discussion: """
      Prints one row per route entity, sorted by pattern: the pattern that reaches
      it, its target type, its source (the entity below it in the stack), where its
      chain's root is placed, and whether it is pushed or presented.
      """,
    arguments: [("MANIFEST", "a routes manifest")],
    options: [],
    examples: ["stackrouter routes Samples/Sample.routes"],
    exitStatus: CommandSpec.exitStatus(failure: "the manifest has problems (on standard error)"))

  static let treeSpec = CommandSpec(
    name: "tree", synopsis: "MANIFEST",
    summary: "draw the route tree",
    discussion: """
      Prints the accepted schemes, domains and tabs (or a container's children), then
      the routes as a tree of path components, each entity with its target, placement
      and presentation.
      """,
    arguments: [("MANIFEST", "a routes manifest")],
    options: [],
    examples: ["stackrouter tree Samples/Sample.routes"],
    exitStatus: CommandSpec.exitStatus(failure: "the manifest has problems (on standard error)"))

  let arguments: [String]
  let style: Style

  func run(into output: inout ToolOutput) {
    let spec = style == .table ? Self.routesSpec : Self.treeSpec
    guard let parsed = spec.parse(arguments, into: &output) else { return }
    guard parsed.positional.count == 1, let path = parsed.positional.first else {
      return spec.usageError("expected one manifest", into: &output)
    }
    guard let loaded = LoadedManifest.load(path, into: &output) else { return }
    let table = loaded.table
    let words = ShellWords(loaded.manifest)
    switch style {
    case .tree:
      output.write(words.tree(of: table))
    case .table:
      let rows = table.entities.map { entity in
        [
          entity.pattern.description, entity.target, entity.source?.description ?? "-",
          words.placement(entity.placement), entity.presentation.description,
        ]
      }
      output.write(
        TextTable(header: ["PATTERN", "TARGET", "SOURCE", "PLACEMENT", "PRESENTATION"], rows: rows)
          .description)
    }
  }
}

/// Left-aligned columns separated by two spaces.
struct TextTable: CustomStringConvertible {
  let header: [String]
  let rows: [[String]]

  var description: String {
    let all = [header] + rows
    let widths = header.indices.map { column in all.map { $0[column].count }.max() ?? 0 }
    return all.map { row in
      row.enumerated().map { column, cell in
        column == row.count - 1 ? cell : cell.padding(to: widths[column])
      }.joined(separator: "  ")
    }.joined(separator: "\n")
  }
}

extension String {
  fileprivate func padding(to width: Int) -> String {
    self + String(repeating: " ", count: max(0, width - count))
  }
}
