/// The app shell's line: `tabs NAME …` for a tab bar, or `container NAME …`
/// for a custom container (a side menu, a split view, a reveal controller)
/// whose named children each hold a navigation stack. A manifest declares
/// one shell, once.
extension ManifestParser {
  /// Reads `tabs NAME …` or `container NAME …`.
  mutating func parseShell(_ arguments: [Word], after directive: Word, line: Int) {
    let isTabs = directive.text == "tabs"
    let declared: String? =
      switch (isTabs, manifest.tabs != nil, manifest.container != nil) {
      case (true, true, _): "the tabs are already declared"
      case (false, _, true): "the container is already declared"
      case (true, _, true):
        "the app shell is already a container; declare 'tabs' or 'container', not both"
      case (false, true, _):
        "the app shell is already a tab bar; declare 'tabs' or 'container', not both"
      default: nil
      }
    if let declared { return report(declared, at: directive, line: line) }
    guard !arguments.isEmpty else {
      let expected = isTabs ? "tab names" : "the container's child names"
      return report(
        "expected \(expected) after '\(directive.text)'", after: directive, line: line)
    }
    var names: [String] = []
    for word in arguments {
      if names.contains(word.text) {
        report("\(isTabs ? "tab" : "child") '\(word.text)' is listed twice", at: word, line: line)
      }
      names.append(word.text)
    }
    if isTabs { manifest.tabs = names } else { manifest.container = names }
  }

  /// The placement `in NAME` names after a route: a tab, or a child of the
  /// container; `nil` once a problem is reported.
  mutating func placement(in name: Word, line: Int) -> RoutePlacement? {
    if let children = manifest.container {
      guard children.contains(name.text) else {
        report(
          "the container has no child named '\(name.text)'; its children are "
            + children.joined(separator: ", "), at: name, line: line)
        return nil
      }
      return .tab(name.text)
    }
    guard let tabs = manifest.tabs else {
      report(
        "'in \(name.text)' needs a 'tabs' or 'container' line before it", at: name, line: line)
      return nil
    }
    guard tabs.contains(name.text) else {
      report(
        "no tab is named '\(name.text)'; the tabs are \(tabs.joined(separator: ", "))", at: name,
        line: line)
      return nil
    }
    return .tab(name.text)
  }
}
