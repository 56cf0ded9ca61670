import Foundation
import PackagePlugin

/// The build plugin: for each `.routes` file of a target, runs
/// `stackrouter-generate` (the `StackRouterGenerate` executable), which checks
/// the manifest and writes `NAMERoutes.swift` for the target to compile.
///
/// The generated target bindings bind the targets of the navigator the
/// target uses, read from the StackRouter module its Swift sources import:
/// `StackRouterSwiftUI` (each target a SwiftUI `View`), else
/// `StackRouterUIKit` (each a `UIViewController & RoutableTarget`), else any
/// `RoutableTarget`; the choice is passed as `--navigator NAME`.
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
    let navigator = Self.navigator(
      importedBy: target.sourceFiles(withSuffix: "swift").map(\.url))
    return target.sourceFiles(withSuffix: "routes").map { file in
      Self.command(
        tool: tool.url, manifest: file.url, navigator: navigator,
        directory: context.pluginWorkDirectoryURL)
    }
  }

  /// `swiftui`, `uikit` or `core`: the navigator module the sources import.
  static func navigator(importedBy sources: [URL]) -> String {
    var modules: Set<String> = []
    for source in sources {
      guard let text = try? String(contentsOf: source, encoding: .utf8) else { continue }
      for line in text.split(whereSeparator: \.isNewline) {
        let words = line.split(whereSeparator: \.isWhitespace)
        if let index = words.firstIndex(of: "import"), index + 1 < words.count {
          modules.insert(String(words[index + 1]))
        }
      }
    }
    if modules.contains("StackRouterSwiftUI") { return "swiftui" }
    if modules.contains("StackRouterUIKit") { return "uikit" }
    return "core"
  }

  /// The command that generates `manifest`'s source into `directory`.
  static func command(tool: URL, manifest: URL, navigator: String, directory: URL) -> Command {
    let stem = manifest.deletingPathExtension().lastPathComponent
    let output = directory.appendingPathComponent(stem + "Routes.generated.swift")
    return .buildCommand(
      displayName: "Generating typed routes from \(manifest.lastPathComponent)",
      executable: tool,
      arguments: ["--navigator", navigator, manifest.path, output.path],
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
    let navigator = Self.navigator(
      importedBy: target.inputFiles.filter { $0.url.pathExtension == "swift" }.map(\.url))
    return target.inputFiles.filter { $0.url.pathExtension == "routes" }.map { file in
      Self.command(
        tool: tool.url, manifest: file.url, navigator: navigator,
        directory: context.pluginWorkDirectoryURL)
    }
  }
}
#endif
