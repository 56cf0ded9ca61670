import StackRouter

/// The `stackrouter` command-line tool: parses arguments, runs one command
/// and reports what it printed and its exit status.
///
/// The executable is a thin wrapper around ``run(_:)``, so tests drive the
/// tool exactly as a shell would.
public enum StackRouterTool {
  /// Runs the tool with `arguments` (without the program name).
  @MainActor
  public static func run(_ arguments: [String]) async -> ToolOutput {
    var output = ToolOutput()
    guard let command = arguments.first else {
      output.fail(usage, status: .usage)
      return output
    }
    let rest = Array(arguments.dropFirst())
    switch command {
    case "lint": LintCommand(arguments: rest).run(into: &output)
    case "routes": RoutesCommand(arguments: rest, style: .table).run(into: &output)
    case "tree": RoutesCommand(arguments: rest, style: .tree).run(into: &output)
    case "match": MatchCommand(arguments: rest).run(into: &output)
    case "open": await OpenCommand(arguments: rest).run(into: &output)
    case "link": LinkCommand(arguments: rest).run(into: &output)
    case "aasa": AASACommand(arguments: rest).run(into: &output)
    case "graph": GraphCommand(arguments: rest).run(into: &output)
    case "page": PageCommand(arguments: rest).run(into: &output)
    case "help", "--help", "-h": help(rest, into: &output)
    default:
      output.fail("error: unknown command '\(command)'\n\n" + usage, status: .usage)
    }
    return output
  }

  /// Every command, in the order the usage lists them.
  static let commands: [CommandSpec] = [
    LintCommand.spec, RoutesCommand.routesSpec, RoutesCommand.treeSpec, MatchCommand.spec,
    OpenCommand.spec, LinkCommand.spec, AASACommand.spec, GraphCommand.spec,
    PageCommand.spec,
  ]

  /// `help` alone prints the usage; `help COMMAND` prints that command's help.
  private static func help(_ arguments: [String], into output: inout ToolOutput) {
    guard let name = arguments.first else { return output.write(usage) }
    guard arguments.count == 1, let spec = commands.first(where: { $0.name == name }) else {
      return output.fail("error: unknown command '\(name)'\n\n" + usage, status: .usage)
    }
    output.write(spec.help)
  }

  /// The usage text: the commands, how to get help, and the exit statuses.
  public static let usage: String = {
    let rows =
      commands.map { ($0.name, $0.summary) } + [
        ("help [COMMAND]", "show this text, or a command's help")
      ]
    return
      (["usage: stackrouter COMMAND MANIFEST [ARGUMENTS]", "", "commands:"]
      + CommandSpec.columns(rows)
      + [
        "",
        "Run 'stackrouter COMMAND --help' for a command's arguments, options and examples.",
        "",
        "exit status:",
        "  0  success",
        "  1  a finding: a manifest problem, a link that does not match or is not handled",
        "  2  a usage error: an unknown command or option, a missing argument",
      ]).joined(separator: "\n")
  }()
}
