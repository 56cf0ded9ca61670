import StackRouter

extension SwiftUINavigator {
  /// What SwiftUI renders, as an indented tree: every screen with its
  /// identity, every modal with its presentation, then the transitions
  /// still pending.
  ///
  /// ```
  /// tabs (selected: news)
  /// ├── news
  /// │   ├── #1 ArticleListVC articles
  /// │   └── #2 ArticleVC articles/:articleID (articleID=42)
  /// └── library
  /// sheet #4 formSheet
  /// └── #3 ComposeVC compose
  /// pending: presenting modal 0 (#4)
  /// ```
  public var renderedTree: String {
    var lines: [String] = []
    switch shell {
    case .stack:
      lines.append("stack")
      Self.render(entries(at: .root), prefix: "", into: &lines)
    case .tabs, .container:
      lines.append("\(shellName) (selected: \(selected))")
      for (offset, branch) in branches.enumerated() {
        let isLast = offset == branches.count - 1
        lines.append((isLast ? "└── " : "├── ") + branch.name)
        Self.render(branch.entries, prefix: isLast ? "    " : "│   ", into: &lines)
      }
    }
    for layer in modals {
      lines.append("\(layer.presentation) \(layer.id) \(layer.style)")
      Self.render(layer.entries, prefix: "", into: &lines)
    }
    if !pendingTransitions.isEmpty {
      lines.append("pending: " + pendingTransitions.map(\.description).joined(separator: ", "))
    }
    return lines.joined(separator: "\n")
  }

  private var shellName: String {
    if case .tabs = shell { "tabs" } else { "container" }
  }

  private static func render(_ entries: [ScreenEntry], prefix: String, into lines: inout [String]) {
    for (offset, entry) in entries.enumerated() {
      let branch = offset == entries.count - 1 ? "└── " : "├── "
      lines.append(prefix + branch + "\(entry.id) \(entry.screen)")
    }
  }
}
