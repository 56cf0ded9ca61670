/// The `container` line: the app shell is a custom container (a side menu,
/// a split view, a reveal controller) with named children, each holding a
/// navigation stack, instead of a tab bar.
extension ManifestParser {
  /// Reads `container NAME NAME …`.
  mutating func parseContainer(_ arguments: [Word], after directive: Word, line: Int) {
    guard manifest.container == nil else {
      return report("the container is already declared", at: directive, line: line)
    }
    guard manifest.tabs == nil else {
      return report(
        "the app shell is already a tab bar; declare 'tabs' or 'container', not both",
        at: directive, line: line)
    }
    guard !arguments.isEmpty else {
      return report(
        "expected the container's child names after 'container'", after: directive, line: line)
    }
    var names: [String] = []
    for word in arguments {
      if names.contains(word.text) {
        report("child '\(word.text)' is listed twice", at: word, line: line)
      }
      names.append(word.text)
    }
    manifest.container = names
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
