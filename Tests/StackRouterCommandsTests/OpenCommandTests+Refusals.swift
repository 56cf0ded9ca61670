import Foundation
import StackRouter
import Testing

@testable import StackRouterCommands

/// `stackrouter open` refusing a malformed command line or a manifest it
/// cannot use.
extension OpenCommandTests {
  @Test("a malformed open command line is a usage error on standard error", arguments: usageCases)
  func usage(_ example: OpenUsageCase) async throws {
    let path = try OpenManifest.write(Self.stackManifest)
    defer { OpenManifest.remove(path) }
    let arguments = example.arguments.map { $0 == "MANIFEST" ? path : $0 }
    let output = await StackRouterTool.run(arguments)
    #expect(output.status == .usage)
    #expect(output.standardOutput == "")
    #expect(output.standardError == example.standardError)
  }

  @Test(
    "open refuses a manifest it cannot use: the problem, its line and a caret, on standard error",
    arguments: [
      ("scheme myapp\nroute list<ListVC\n", 2, 18, "expected '>' to close the target"),
      (
        "scheme myapp\nroute list<ListVC> in home\n", 2, 23,
        "'in home' needs a 'tabs' or 'container' line before it"
      ),
      (
        "scheme myapp\nroute list<ListVC>\nstart myapp://lists\n", 3, 7,
        "start link 'myapp://lists' matches no route"
      ),
    ])
  func unusableManifest(_ text: String, line: Int, column: Int, message: String) async throws {
    let path = try OpenManifest.write(text)
    defer { OpenManifest.remove(path) }
    let output = await StackRouterTool.run(["open", path, "myapp://list"])
    #expect(output.status == .failure)
    #expect(output.standardOutput == "")
    let source = text.split(separator: "\n")[line - 1]
    let caret = String(repeating: " ", count: column - 1) + "^"
    // A malformed line (the first two) says that registration waits for it.
    let note =
      line == 2
      ? "\(path): note: the routes are registered, and the shortcut and start links checked, once these lines are fixed\n"
      : ""
    #expect(
      output.standardError
        == "\(path):\(line):\(column): error: \(message)\n\(source)\n\(caret)\n" + note)
  }

  @Test("open reports a manifest it cannot read")
  func missingManifest() async throws {
    let path = OpenManifest.uniquePath()
    let output = await StackRouterTool.run(["open", path, "--json", "myapp://list"])
    #expect(output.status == .failure)
    #expect(output.standardOutput == "")
    #expect(output.standardError == "\(path):1:1: error: cannot read the file\n")
  }
}

/// An `open` command line the tool refuses, and what it prints. `MANIFEST`
/// stands for a readable manifest.
struct OpenUsageCase: Sendable, CustomTestStringConvertible {
  let arguments: [String]
  let standardError: String

  var testDescription: String { arguments.joined(separator: " ") }
}

private func openUsageError(_ message: String) -> String {
  """
  error: \(message)
  usage: stackrouter open MANIFEST (URL | --shortcut TYPE | --spotlight ID)... [--json]
  see 'stackrouter open --help'

  """
}

private let usageCases: [OpenUsageCase] = [
  OpenUsageCase(
    arguments: ["open"],
    standardError: openUsageError("expected a manifest and at least one request")),
  OpenUsageCase(
    arguments: ["open", "MANIFEST"],
    standardError: openUsageError("expected a manifest and at least one request")),
  OpenUsageCase(
    arguments: ["open", "MANIFEST", "--json"],
    standardError: openUsageError("expected a manifest and at least one request")),
  OpenUsageCase(
    arguments: ["open", "--json", "--shortcut", "x"],
    standardError: openUsageError("expected a manifest and at least one request")),
  OpenUsageCase(
    arguments: ["open", "MANIFEST", "--shortcut"],
    standardError: openUsageError("--shortcut needs a value (TYPE)")),
  OpenUsageCase(
    arguments: ["open", "MANIFEST", "myapp://list", "--spotlight"],
    standardError: openUsageError("--spotlight needs a value (ID)")),
  OpenUsageCase(
    arguments: ["open", "MANIFEST", "myapp://list", "--bogus"],
    standardError: openUsageError("unknown option '--bogus'")),
]

/// Manifests written to uniquely named files in the temporary directory.
