import Foundation
import StackRouter
import StackRouterCommands
import Testing

/// The docs' blocks that are not Swift: routes parse, route errors are the
/// parser's, manifests lint clean.
@Suite("documented routes and manifests")
@MainActor
struct PseudoCodeTests {
  nonisolated static func blocks(_ kind: DocBlock.Kind) -> [DocBlock] {
    Docs.blocks.filter { $0.kind == kind }
  }

  @Test("each route block parses, line by line", arguments: blocks(.route))
  func route(_ block: DocBlock) throws {
    for line in block.lines where !line.isEmpty {
      #expect(throws: Never.self, "\(block): \(line)") {
        try RouteDefinition.expansions(parsing: line)
      }
    }
  }

  @Test(
    "each route error block is what parsing its second line prints", arguments: blocks(.routeError)
  )
  func routeError(_ block: DocBlock) throws {
    #expect(block.lines.count == 3, "\(block)")
    let error = try #require(throws: RouteSyntaxError.self, "\(block)") {
      try RouteDefinition(parsing: block.lines[1])
    }
    #expect(error.description == block.text, "\(block)")
  }

  @Test("each manifest block lints clean", arguments: blocks(.manifest))
  func manifest(_ block: DocBlock) async throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("doc-\(UUID().uuidString).routes").path
    try Data((block.text + "\n").utf8).write(to: URL(fileURLWithPath: path))
    defer { try? FileManager.default.removeItem(atPath: path) }
    let lint = await StackRouterTool.run(["lint", "--strict", path])
    #expect(lint.status == .success, "\(block): \(lint.standardError)")
    #expect(lint.standardError.isEmpty, "\(block)")
  }

  @Test("each manifest-lines block parses without a warning", arguments: blocks(.manifestLines))
  func manifestLines(_ block: DocBlock) throws {
    let manifest = try RoutesManifest(parsing: block.text, file: block.file)
    #expect(manifest.warnings.isEmpty, "\(block)")
  }

  @Test(
    "each Info.plist block is the entries of a property list's dictionary",
    arguments: blocks(.infoPlistEntries))
  func infoPlistEntries(_ block: DocBlock) throws {
    let plist = """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0">
      <dict>
      \(block.text)
      </dict>
      </plist>
      """
    let entries = try #require(
      try PropertyListSerialization.propertyList(from: Data(plist.utf8), format: nil)
        as? [String: Any], "\(block)")
    let keys = block.lines.filter { $0.hasPrefix("<key>") }
    #expect(!keys.isEmpty, "\(block)")
    #expect(entries.count == keys.count, "\(block): \(entries.keys.sorted())")
  }

  @Test(
    "JLRoutes patterns carry over: each parses as a StackRouter pattern",
    arguments: blocks(.jlroutesPatterns))
  func jlroutes(_ block: DocBlock) throws {
    for line in block.lines where !line.isEmpty {
      // `thing: /settings` is the `thing` scheme's own table.
      let parts = line.split(separator: ":", maxSplits: 1)
      let pattern =
        parts.count == 2 && parts[1].hasPrefix(" /")
        ? "\(parts[0])://\(parts[1].dropFirst(2))" : line
      #expect(throws: Never.self, "\(block): \(line)") {
        try RoutePattern.expansions(parsing: pattern)
      }
    }
  }
}
