import StackRouter

/// `stackrouter page MANIFEST [--value NAME=VALUE]... [--title TEXT]`: one
/// self-contained HTML page of every route with example links to tap on a
/// device.
struct PageCommand {
  static let spec = CommandSpec(
    name: "page", synopsis: "MANIFEST [--value NAME=VALUE]... [--title TEXT]",
    summary: "print one self-contained HTML page of the routes, with links to tap on a device",
    discussion: """
      Prints an HTML page that lists every route: its pattern, target, source,
      placement, presentation, parameters and defaults, and example links for each
      accepted scheme and domain that reaches it. The page loads nothing from
      anywhere: serve it, AirDrop it or open it on a device and tap the links. A link
      that another route wins for the example values is flagged.
      """,
    arguments: [("MANIFEST", "a routes manifest")],
    options: [
      .init(
        "--value", value: "NAME=VALUE",
        help: "the example value of a parameter ('*' for wildcards, '**' for a remainder a/b)"),
      .init(
        "--title", value: "TEXT", help: "the page's title; 'Routes' and the file name by default"),
    ],
    examples: [
      "stackrouter page Samples/Sample.routes > routes.html",
      "stackrouter page Samples/Sample.routes --value articleID=42 --value '**=3/4' > routes.html",
    ],
    exitStatus: CommandSpec.exitStatus(failure: "the manifest has problems (on standard error)"))

  let arguments: [String]

  func run(into output: inout ToolOutput) {
    guard let parsed = Self.spec.parse(arguments, into: &output) else { return }
    var values: [String: String] = [:]
    for pair in parsed.values("--value") {
      guard let equals = pair.firstIndex(of: "="), equals != pair.startIndex else {
        return Self.spec.usageError(
          "expected NAME=VALUE after --value, found '\(pair)'", into: &output)
      }
      values[String(pair[..<equals])] = String(pair[pair.index(after: equals)...])
    }
    guard parsed.positional.count == 1, let path = parsed.positional.first else {
      return Self.spec.usageError("expected one manifest", into: &output)
    }
    guard let loaded = LoadedManifest.load(path, into: &output) else { return }
    let name = path.split(separator: "/").last.map(String.init) ?? path
    let page = RoutePage(
      title: parsed.values("--title").last ?? "Routes: \(name)", table: loaded.table,
      manifest: loaded.manifest, values: values)
    output.write(page.html)
  }
}
