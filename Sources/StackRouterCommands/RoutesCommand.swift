import StackRouter

/// `stackrouter routes MANIFEST` (a table of entities) and
/// `stackrouter tree MANIFEST` (the route tree).
struct RoutesCommand {
  enum Style {
    case table
    case tree
  }

  let arguments: [String]
  let style: Style

  func run(into output: inout ToolOutput) {
    guard arguments.count == 1, let path = arguments.first else {
      let name = style == .table ? "routes" : "tree"
      return output.fail("usage: stackrouter \(name) MANIFEST", status: .usage)
    }
    guard let (_, table) = loadTable(path, into: &output) else { return }
    switch style {
    case .tree:
      output.write(table.description)
    case .table:
      let rows = table.entities.map { entity in
        [
          entity.pattern.description, entity.target, entity.source?.description ?? "-",
          entity.placement.description, entity.presentation.description,
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
