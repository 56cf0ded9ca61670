import Foundation
import StackRouter

/// `stackrouter lint MANIFEST`: exit 0 when the manifest is clean; otherwise
/// exit 1 with every problem at its `file:line:column`, the line and a caret.
struct LintCommand {
  static let spec = CommandSpec(
    name: "lint", synopsis: "MANIFEST [--strict]",
    summary: "check a routes manifest; every problem at file:line:column",
    discussion: """
      Reads the manifest, builds its route table and checks that every shortcut and
      start link matches a route. Each problem prints as file:line:column: error:,
      the manifest line, and a caret under the column. One run reports every
      malformed line, registration problem, unbound block and dead link together;
      a note: says what waits for other fixes (a malformed route line, say).
      A route in another router's spelling (WAAppRouting's {Type}, Flint's $(name),
      URLNavigator's <name>) is one error naming the StackRouter spelling. Warnings
      (file:line:column: warning:) point at literals holding characters that links
      usually percent-encode; they fail the manifest only with --strict.
      """,
    arguments: [("MANIFEST", "a routes manifest")],
    options: [.init("--strict", help: "fail (exit 1) on warnings too")],
    examples: [
      "stackrouter lint Samples/Sample.routes", "stackrouter lint --strict Legacy.routes",
    ],
    exitStatus: CommandSpec.exitStatus(
      failure: "the manifest has problems, or warnings with --strict (on standard error)"))

  let arguments: [String]

  func run(into output: inout ToolOutput) {
    guard let parsed = Self.spec.parse(arguments, into: &output) else { return }
    guard parsed.positional.count == 1, let path = parsed.positional.first else {
      return Self.spec.usageError("expected one manifest", into: &output)
    }
    guard let loaded = LoadedManifest.load(path, into: &output) else { return }
    let manifest = loaded.manifest
    let summary =
      "\(path): \(loaded.table.entities.count) entities, \(manifest.shortcuts.count) shortcuts, "
      + "\(manifest.startLinks.count) start links; "
    guard !manifest.warnings.isEmpty else { return output.write(summary + "no problems") }
    let warnings = ManifestError(diagnostics: manifest.warnings)
    let source = FileManager.default.contents(atPath: path).map {
      String(decoding: $0, as: UTF8.self)
    }
    let count = manifest.warnings.count
    let noun = count == 1 ? "warning" : "warnings"
    if parsed.contains("--strict") {
      output.fail(warnings.description(source: source ?? "", file: path), status: .failure)
      output.fail("\(count) \(noun), which --strict makes fail", status: .failure)
    } else {
      output.fail(warnings.description(source: source ?? "", file: path), status: .success)
      output.write(summary + "no errors, \(count) \(noun)")
    }
  }
}
