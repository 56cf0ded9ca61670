import StackRouter

/// `stackrouter lint MANIFEST`: exit 0 when the manifest is clean; otherwise
/// exit 1 with one `file:line:column: error: ...` line per problem.
struct LintCommand {
  let arguments: [String]

  func run(into output: inout ToolOutput) {
    guard arguments.count == 1, let path = arguments.first else {
      return output.fail("usage: stackrouter lint MANIFEST", status: .usage)
    }
    do {
      let manifest = try RoutesManifest.load(contentsOf: path)
      let table = try manifest.makeTable()
      output.write(
        "\(path): \(table.entities.count) entities, \(manifest.shortcuts.count) shortcuts, "
          + "\(manifest.startLinks.count) start links; no problems")
    } catch {
      output.fail(error.description, status: .failure)
    }
  }
}
