import Testing

@testable import StackRouterCommands

/// `stackrouter COMMAND --help`, `-h` and `stackrouter help COMMAND`.
@Suite("stackrouter help")
struct HelpTests {
  static let names = StackRouterTool.commands.map(\.name)

  @Test("every command prints its help for --help and -h and exits 0", arguments: names)
  func help(_ name: String) async throws {
    let spec = try #require(StackRouterTool.commands.first { $0.name == name })
    for flag in ["--help", "-h"] {
      let output = await StackRouterTool.run([name, flag])
      #expect(output.status == .success)
      #expect(output.standardError == "")
      #expect(output.standardOutput == spec.help + "\n")
    }
    let afterArguments = await StackRouterTool.run([name, "Samples/Sample.routes", "--help"])
    #expect(afterArguments.standardOutput == spec.help + "\n", "--help anywhere wins")
    let viaHelp = await StackRouterTool.run(["help", name])
    #expect(viaHelp.status == .success)
    #expect(viaHelp.standardOutput == spec.help + "\n")
  }

  @Test("every command's help has a usage line, an example and the exit statuses", arguments: names)
  func helpContents(_ name: String) throws {
    let spec = try #require(StackRouterTool.commands.first { $0.name == name })
    let help = spec.help
    #expect(help.hasPrefix("usage: stackrouter \(name) "))
    #expect(
      help.contains("\nexample:\n  stackrouter \(name) ")
        || help.contains("\nexamples:\n  stackrouter \(name) "))
    #expect(help.contains("  -h, --help"))
    #expect(help.hasSuffix("\n  2  a usage error: the command line is malformed"))
    #expect(help.contains("\n  0  success\n  1  "))
  }

  @Test("the help of lint reads as documented")
  func lintHelp() {
    #expect(
      LintCommand.spec.help == """
        usage: stackrouter lint MANIFEST [--strict]

        Reads the manifest, builds its route table and checks that every shortcut and
        start link matches a route. Each problem prints as file:line:column: error:,
        the manifest line, and a caret under the column. One run reports every
        malformed line, registration problem, unbound block and dead link together;
        a note: says what waits for other fixes (a malformed route line, say).
        A route in another router's spelling (WAAppRouting's {Type}, Flint's $(name),
        URLNavigator's <name>) is one error naming the StackRouter spelling. Warnings
        (file:line:column: warning:) point at literals holding characters that links
        usually percent-encode; they fail the manifest only with --strict.

        arguments:
          MANIFEST  a routes manifest

        options:
          --strict    fail (exit 1) on warnings too
          -h, --help  show this help

        examples:
          stackrouter lint Samples/Sample.routes
          stackrouter lint --strict Legacy.routes

        exit status:
          0  success
          1  the manifest has problems, or warnings with --strict (on standard error)
          2  a usage error: the command line is malformed
        """)
  }

  @Test("the usage lists every command and the exit statuses")
  func usage() {
    for name in Self.names {
      #expect(StackRouterTool.usage.contains("\n  \(name) "), "\(name)")
    }
    #expect(StackRouterTool.usage.contains("\n  2  a usage error"))
  }

  @Test("an option after '--' is an argument, not an option")
  func doubleDash() {
    var output = ToolOutput()
    let parsed = MatchCommand.spec.parse(["m", "--json", "--", "--bogus"], into: &output)
    #expect(parsed?.positional == ["m", "--bogus"])
    #expect(parsed?.contains("--json") == true)
    #expect(output.status == .success)
  }
}
