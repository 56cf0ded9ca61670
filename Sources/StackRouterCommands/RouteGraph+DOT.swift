extension RouteGraph {
  /// The graph in Graphviz's DOT language, left to right: entities are
  /// boxes, blocks hexagons, quick actions arrows; pushes are solid edges,
  /// modal presentations dashed edges labelled with their style, quick
  /// actions bold edges; each tab's stack is a cluster.
  var dot: String {
    var lines = [
      "digraph routes {",
      "  rankdir=LR;",
      "  graph [fontname=\"Helvetica\", fontsize=12];",
      "  node [shape=box, style=rounded, fontname=\"Helvetica\", fontsize=11];",
      "  edge [fontname=\"Helvetica\", fontsize=10];",
    ]
    for (index, cluster) in clusters.enumerated() where !nodes(in: index).isEmpty {
      lines.append("  subgraph cluster_\(index) {")
      lines.append("    label=\"\(Self.dotText(cluster.label))\";")
      lines.append("    style=dashed;")
      lines += nodes(in: index).map { "    " + Self.dotNode($0) }
      lines.append("  }")
    }
    lines += nodes(in: nil).map { "  " + Self.dotNode($0) }
    for edge in edges {
      var attributes: [String] =
        switch edge.kind {
        case .push: []
        case .modal: ["style=dashed"]
        case .passes: ["style=dotted"]
        case .opens: ["style=bold"]
        }
      if let label = edge.kind.label { attributes.append("label=\"\(Self.dotText(label))\"") }
      let suffix = attributes.isEmpty ? "" : " [\(attributes.joined(separator: ", "))]"
      lines.append("  \(edge.from) -> \(edge.to)\(suffix);")
    }
    lines.append("}")
    return lines.joined(separator: "\n")
  }

  private static func dotNode(_ node: Node) -> String {
    let label = node.lines.map(dotText).joined(separator: "\\n")
    let shape =
      switch node.kind {
      case .entity: ""
      case .block: ", shape=hexagon, style=solid"
      case .anyScreen: ", shape=ellipse, style=dashed"
      case .shortcut: ", shape=cds, style=solid"
      }
    return "\(node.id) [label=\"\(label)\"\(shape)];"
  }

  /// Text safe inside a quoted DOT string.
  private static func dotText(_ text: String) -> String {
    text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
  }
}
