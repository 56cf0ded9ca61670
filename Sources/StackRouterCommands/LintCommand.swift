import StackRouter

/// `stackrouter lint MANIFEST`: exit 0 when the manifest is clean; otherwise
/// exit 1 with every problem at its `file:line:column`, the line and a caret.
struct LintCommand {
  static let spec = CommandSpec(
    name: "lint", synopsis: "MANIFEST",
    summary: "check a routes manifest; every problem at file:line:column",
    discussion: """
      Reads the manifest, builds its route table and checks that every shortcut and
      start link matches a route. Each problem prints as file:line:column: error:,
      the manifest line, and a caret under the column; all of them at once.
      """,
    arguments: [("MANIFEST", "a routes manifest")],
    options: [],
    examples: ["stackrouter lint Samples/Sample.routes"],
    exitStatus: CommandSpec.exitStatus(failure: "the manifest has problems (on standard error)"))

  let arguments: [String]

  func run(into output: inout ToolOutput) {
    guard let parsed = Self.spec.parse(arguments, into: &output) else { return }
    guard parsed.positional.count == 1, let path = parsed.positional.first else {
      return Self.spec.usageError("expected one manifest", into: &output)
    }
    guard let loaded = LoadedManifest.load(path, into: &output) else { return }
    let manifest = loaded.manifest
    output.write(
      "\(path): \(loaded.table.entities.count) entities, \(manifest.shortcuts.count) shortcuts, "
        + "\(manifest.startLinks.count) start links; no problems")
  }
}
