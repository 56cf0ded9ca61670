import StackRouter

/// How the tool names the app shell a manifest declares: a tab bar (`tabs`),
/// a custom container with named children (`container`), or one stack.
///
/// A table knows the names a placement may use, not which kind of shell
/// holds them; the tool reads that from the manifest, so that a container's
/// children are never called tabs.
struct ShellWords {
  let isContainer: Bool

  init(_ manifest: RoutesManifest) {
    isContainer = manifest.container != nil
  }

  /// The headless shell that simulates the manifest's app.
  static func shell(for manifest: RoutesManifest) -> HeadlessNavigator.Shell {
    if let tabs = manifest.tabs { return .tabs(tabs) }
    if let children = manifest.container { return .container(children) }
    return .stack
  }

  /// What one named child is: `tab` or `child`.
  var child: String { isContainer ? "child" : "tab" }

  /// A placement as the routes table and the page print it.
  func placement(_ placement: RoutePlacement) -> String {
    if isContainer, case .tab(let name) = placement { return "child \(name)" }
    return placement.description
  }

  /// The table's tree (``RouteTable/description``), naming a container's
  /// children as such: `container: a, b` and `in child a`, not `tabs:` and
  /// `in tab a`. (Patterns and targets hold no spaces, so ` in tab ` is
  /// always a placement.)
  func tree(of table: RouteTable) -> String {
    guard isContainer else { return table.description }
    return table.description.split(separator: "\n", omittingEmptySubsequences: false)
      .map { line in
        line.hasPrefix("tabs: ")
          ? "container: " + line.dropFirst("tabs: ".count)
          : line.replacingOccurrences(of: " in tab ", with: " in child ")
      }
      .joined(separator: "\n")
  }
}
