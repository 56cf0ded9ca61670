import Foundation
import Testing

/// Every ```swift block of the docs is kept, verbatim, in a Swift file of
/// the test targets, where it compiles (and often runs).
@Suite("documented Swift snippets")
struct SnippetTests {
  /// A snippet kept in a Swift file: `// snippet: FILE #N` up to
  /// `// end snippet`; a block kept in parts (`#N part 1`, `part 2`, …) is
  /// the parts in order.
  struct Kept {
    let name: String
    var lines: [String]
    var imports: Set<String>
  }

  /// The folders whose Swift files keep snippets.
  static let folders = [
    "Tests/DocumentationTests/Snippets", "Tests/DocumentationSnippets",
    "Tests/DocumentationUIKitSnippets", "Tests/DocumentationUIKitSceneApp",
    "Tests/DocumentationUIKitAppDelegate", "Samples/HeadlessApp",
  ]

  static func kept() throws -> [String: Kept] {
    var kept: [String: Kept] = [:]
    for folder in folders {
      let directory = Docs.root.appendingPathComponent(folder)
      let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
      for file in files.sorted() where file.hasSuffix(".swift") {
        let text = try String(
          contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let imports = Set(lines.filter(Self.isImport))
        var current: (name: String, lines: [String])?
        for line in lines {
          let trimmed = line.trimmingCharacters(in: .whitespaces)
          if trimmed.hasPrefix("// snippet: ") {
            var name = String(trimmed.dropFirst("// snippet: ".count))
            if let part = name.range(of: " part ") { name = String(name[..<part.lowerBound]) }
            current = (name, [])
          } else if trimmed == "// end snippet", let open = current {
            kept[open.name, default: Kept(name: open.name, lines: [], imports: imports)].lines +=
              Docs.dedent(open.lines)
            current = nil
          } else if current != nil {
            current?.lines.append(line)
          }
        }
      }
    }
    return kept
  }

  /// Whether a line imports a module: `import M`, or an attributed import
  /// such as `@_spi(Testing) import M`.
  static func isImport(_ line: String) -> Bool {
    line.hasPrefix("import ") || (line.hasPrefix("@") && line.contains(") import "))
  }

  static var swiftBlocks: [DocBlock] { Docs.blocks.filter { $0.kind == .swift } }

  @Test("each swift block of the docs is kept verbatim where it compiles", arguments: swiftBlocks)
  func keptVerbatim(_ block: DocBlock) throws {
    let name = "\(block.file) #\(block.swiftIndex ?? 0)"
    let snippet = try #require(try Self.kept()[name], "\(block): no '// snippet: \(name)'")
    // A block's imports are the file's.
    let imports = block.lines.prefix { Self.isImport($0) || $0.isEmpty }
    for line in imports where !line.isEmpty {
      #expect(snippet.imports.contains(line), "\(block): the file lacks '\(line)'")
    }
    let code = Array(block.lines.dropFirst(imports.count))
    #expect(snippet.lines == code, "\(block) differs from its snippet '\(name)'")
  }

  @Test("every kept snippet is a swift block of the docs")
  func noStaleSnippets() throws {
    let names = Set(Self.swiftBlocks.map { "\($0.file) #\($0.swiftIndex ?? 0)" })
    for name in try Self.kept().keys { #expect(names.contains(name), "'\(name)' is in no doc") }
  }
}
