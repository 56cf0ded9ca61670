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
    case "help", "--help", "-h": output.write(usage)
    default:
      output.fail("unknown command '\(command)'\n\n" + usage, status: .usage)
    }
    return output
  }

  /// The usage text.
  public static let usage = """
    usage: stackrouter COMMAND MANIFEST [ARGUMENTS]

    commands:
      lint MANIFEST              check a routes manifest; exit 1 with file:line:column errors
      routes MANIFEST            list the route entities: pattern, target, source, placement, presentation
      tree MANIFEST              draw the route tree
      match MANIFEST URL...      match links; --json prints one JSON object per link
      open MANIFEST REQUEST...   start a headless app from the manifest and apply each request:
                                 a URL, --shortcut TYPE or --spotlight ID; --json for JSON lines
      link MANIFEST PATTERN [NAME=VALUE...] [--scheme NAME | --domain HOST]
                                 build the link for an entity
      aasa MANIFEST APP-ID [--domain HOST]
                                 print the apple-app-site-association file for the universal-link routes
      help                       show this text
    """
}

/// Loads a manifest and builds its table, writing diagnostics on failure.
func loadTable(_ path: String, into output: inout ToolOutput) -> (RoutesManifest, RouteTable)? {
  do {
    let manifest = try RoutesManifest.load(contentsOf: path)
    return (manifest, try manifest.makeTable())
  } catch {
    output.fail(error.description, status: .failure)
    return nil
  }
}
