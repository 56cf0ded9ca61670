extension RouteTable: CustomStringConvertible {
  /// The table as an indented tree of path components, one line per branch
  /// or route; chains of components with nothing on them share a line.
  ///
  /// ```
  /// schemes: sample
  /// domains: example.com
  /// list <ListVC> in tab home
  /// └── :itemID <DetailVC>
  ///     ├── comments <CommentsVC> modal formSheet
  ///     └── extra <ExtraVC>
  /// share/** {block}
  /// ```
  ///
  /// An exclusive scheme is marked: `schemes: sample, partner (exclusive)`.
  public var description: String {
    var lines: [String] = []
    if !schemes.isEmpty { lines.append("schemes: " + schemesText) }
    if !domains.isEmpty { lines.append("domains: " + domains.joined(separator: ", ")) }
    if let tabs { lines.append("tabs: " + tabs.joined(separator: ", ")) }
    var root = TreeNode()
    for entity in entities { root.insert(entity.pattern) { $0.entity = entity } }
    for block in blocks { root.insert(block.pattern) { $0.blockCount += 1 } }
    for child in root.sortedChildren {
      child.value.render(label: child.key, prefix: "", connector: "", into: &lines)
    }
    return lines.joined(separator: "\n")
  }

  /// The accepted schemes as the table prints them, each exclusive one
  /// marked `(exclusive)`.
  private var schemesText: String {
    schemes.map { exclusiveSchemes.contains($0) ? $0 + " (exclusive)" : $0 }
      .joined(separator: ", ")
  }
}

/// A node of the printed route tree.
private struct TreeNode {
  var entity: RouteEntity?
  var blockCount = 0
  var children: [String: TreeNode] = [:]

  mutating func insert(_ pattern: RoutePattern, mark: (inout TreeNode) -> Void) {
    var labels = pattern.components.map(\.description)
    if let scope = pattern.scope, !labels.isEmpty { labels[0] = scope.description + labels[0] }
    insert(labels[...], mark: mark)
  }

  private mutating func insert(_ labels: ArraySlice<String>, mark: (inout TreeNode) -> Void) {
    guard let first = labels.first else { return mark(&self) }
    children[first, default: TreeNode()].insert(labels.dropFirst(), mark: mark)
  }

  var sortedChildren: [(key: String, value: TreeNode)] {
    children.sorted { $0.key < $1.key }
  }

  var annotation: String {
    var parts: [String] = []
    if let entity {
      parts.append("<\(entity.target)>")
      if entity.source == nil, entity.placement != .rootStack, entity.placement != .overTop {
        parts.append("in \(entity.placement)")
      }
      if entity.isModal { parts.append(entity.presentation.description) }
    }
    if blockCount > 0 { parts.append(blockCount == 1 ? "{block}" : "{\(blockCount) blocks}") }
    return parts.joined(separator: " ")
  }

  /// Renders this node, folding single-child chains with nothing on them into one label.
  func render(label: String, prefix: String, connector: String, into lines: inout [String]) {
    var node = self
    var label = label
    while node.entity == nil, node.blockCount == 0, node.children.count == 1,
      let (key, child) = node.children.first
    {
      label += "/" + key
      node = child
    }
    let annotation = node.annotation
    lines.append(prefix + connector + label + (annotation.isEmpty ? "" : " " + annotation))
    let childPrefix =
      prefix + (connector == "├── " ? "│   " : connector.isEmpty ? "" : "    ")
    let children = node.sortedChildren
    for (offset, child) in children.enumerated() {
      let isLast = offset == children.count - 1
      child.value.render(
        label: child.key, prefix: childPrefix, connector: isLast ? "└── " : "├── ", into: &lines)
    }
  }
}
