import Foundation
import PackagePlugin

/// `swift package stackrouter COMMAND [MANIFEST] [ARGUMENTS]`: runs the
/// `stackrouter` tool without installing it.
///
/// With a manifest path after the command, the tool runs on it as given.
/// Without one, it runs once on each `.routes` file of the package's
/// targets, the manifest's path inserted after the command:
///
///     swift package stackrouter lint
///     swift package stackrouter routes Sources/App/App.routes
///     swift package stackrouter aasa --team-id ABCDE12345
@main
struct StackRouterCommandPlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    let tool = try context.tool(named: "StackRouterTool")
    guard let command = arguments.first else {
      return try run(tool.url, ["help"])
    }
    let rest = Array(arguments.dropFirst())
    if let next = rest.first, next.hasSuffix(".routes") || command == "help" {
      return try run(tool.url, arguments)
    }
    var manifests: [URL] = []
    for target in context.package.targets {
      guard let target = target as? any SourceModuleTarget else { continue }
      manifests += target.sourceFiles(withSuffix: "routes").map(\.url)
    }
    guard !manifests.isEmpty else {
      Diagnostics.error(
        "no target of the package has a .routes file; name a manifest after '\(command)'")
      throw PluginFailure.failed
    }
    var failed = false
    for manifest in manifests {
      if manifests.count > 1 { print("== \(manifest.path)") }
      do {
        try run(tool.url, [command, manifest.path] + rest)
      } catch {
        failed = true
      }
    }
    if failed { throw PluginFailure.failed }
  }

  /// Runs the tool; its output goes to the plugin's own.
  private func run(_ tool: URL, _ arguments: [String]) throws {
    let process = Process()
    process.executableURL = tool
    process.arguments = arguments
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { throw PluginFailure.failed }
  }
}

/// The tool failed: it printed why.
enum PluginFailure: Error, CustomStringConvertible {
  case failed

  var description: String { "the stackrouter tool failed" }
}
