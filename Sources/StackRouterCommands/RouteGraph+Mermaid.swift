extension RouteGraph {
  /// The graph as a Mermaid flowchart, left to right: entities are boxes,
  /// blocks hexagons, quick actions flags; pushes are solid arrows, modal
  /// presentations dotted arrows labelled with their style, quick actions
  /// thick arrows; each tab's stack is a subgraph.
  var mermaid: String {
    var lines = ["flowchart LR"]
    for (index, cluster) in clusters.enumerated() where !nodes(in: index).isEmpty {
      lines.append("  subgraph c\(index)[\"\(Self.mermaidText(cluster.label))\"]")
      lines += nodes(in: index).map { "    " + Self.mermaidNode($0) }
      lines.append("  end")
    }
    lines += nodes(in: nil).map { "  " + Self.mermaidNode($0) }
    for edge in edges {
      let arrow =
        switch edge.kind {
        case .push: "-->"
        case .modal, .passes: "-.->"
        case .opens: "==>"
        }
      let label = edge.kind.label.map { "|\(Self.mermaidText($0))|" } ?? ""
      lines.append("  \(edge.from) \(arrow)\(label) \(edge.to)")
    }
    return lines.joined(separator: "\n")
  }

  private static func mermaidNode(_ node: Node) -> String {
    let text = "\"" + node.lines.map(mermaidText).joined(separator: "<br/>") + "\""
    return switch node.kind {
    case .entity: "\(node.id)[\(text)]"
    case .block: "\(node.id){{\(text)}}"
    case .anyScreen: "\(node.id)((\(text)))"
    case .shortcut: "\(node.id)>\(text)]"
    }
  }

  /// Text safe inside a quoted Mermaid label: quotes and angle brackets as entities.
  private static func mermaidText(_ text: String) -> String {
    text.replacingOccurrences(of: "\"", with: "#quot;")
      .replacingOccurrences(of: "<", with: "#lt;")
      .replacingOccurrences(of: ">", with: "#gt;")
  }
}
