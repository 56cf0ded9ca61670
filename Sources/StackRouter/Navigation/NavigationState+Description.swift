extension NavigationState: CustomStringConvertible {
  /// The hierarchy as an indented tree: the root container, then each modal
  /// from the bottom.
  public var description: String {
    var lines: [String] = []
    switch root {
    case .stack(let stack):
      lines.append("stack")
      Self.render(stack, prefix: "", into: &lines)
    case .tabs(let branches, let selected), .container(let branches, let selected):
      let kind = if case .tabs = root { "tabs" } else { "container" }
      lines.append("\(kind) (selected: \(selected))")
      for (offset, branch) in branches.enumerated() {
        let isLast = offset == branches.count - 1
        lines.append((isLast ? "└── " : "├── ") + branch.name)
        Self.render(branch.stack, prefix: isLast ? "    " : "│   ", into: &lines)
      }
    }
    for modal in modals {
      lines.append("modal \(modal.style)")
      Self.render(modal.stack, prefix: "", into: &lines)
    }
    return lines.joined(separator: "\n")
  }

  private static func render(_ stack: [Screen], prefix: String, into lines: inout [String]) {
    for (offset, screen) in stack.enumerated() {
      lines.append(prefix + (offset == stack.count - 1 ? "└── " : "├── ") + screen.description)
    }
  }
}
