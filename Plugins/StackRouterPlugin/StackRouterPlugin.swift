import Foundation
import PackagePlugin

/// The build plugin: for each `.routes` file of a target, runs
/// `stackrouter-generate` (the `StackRouterGenerate` executable), which checks
/// the manifest and writes `NAMERoutes.swift` for the target to compile.
///
/// The manifest is the command's only input and the source its only output,
/// so the build system runs it again only when the manifest changes. A
/// malformed manifest fails the build with `file:line:column: error: …` on
/// the manifest's line; lint warnings are printed as build warnings.
@main
struct StackRouterPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: any Target) async throws -> [Command] {
    guard let target = target as? any SourceModuleTarget else { return [] }
    let tool = try context.tool(named: "StackRouterGenerate")
    return target.sourceFiles(withSuffix: "routes").map { file in
      Self.command(
        tool: tool.url, manifest: file.url, directory: context.pluginWorkDirectoryURL)
    }
  }

  /// The command that generates `manifest`'s source into `directory`.
  static func command(tool: URL, manifest: URL, directory: URL) -> Command {
    let stem = manifest.deletingPathExtension().lastPathComponent
    let output = directory.appendingPathComponent(stem + "Routes.generated.swift")
    return .buildCommand(
      displayName: "Generating typed routes from \(manifest.lastPathComponent)",
      executable: tool,
      arguments: [manifest.path, output.path],
      inputFiles: [manifest],
      outputFiles: [output]
    )
  }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension StackRouterPlugin: XcodeBuildToolPlugin {
  func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
    let tool = try context.tool(named: "StackRouterGenerate")
    return target.inputFiles.filter { $0.url.pathExtension == "routes" }.map { file in
      Self.command(
        tool: tool.url, manifest: file.url, directory: context.pluginWorkDirectoryURL)
    }
  }
}
#endif
