import Foundation
import Testing

@testable import StackRouterCommands

/// The migration guides' worked examples, read from the DocC articles
/// themselves: each manifest lints clean, and each link in the article's
/// table opens the screen, with the parameters, the article says.
@Suite("migration guides")
struct MigrationGuideTests {
  @Test(
    "the worked example's routes lint clean and its links match as the guide says",
    arguments: ["MigratingFromWAAppRouting", "MigratingFromJLRoutes"])
  func workedExample(_ article: String) async throws {
    let example = try WorkedExample(article: article)
    #expect(example.rows.count >= 6)
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("\(article)-\(UUID().uuidString).routes").path
    try Data(example.manifest.utf8).write(to: URL(fileURLWithPath: path))
    defer { try? FileManager.default.removeItem(atPath: path) }

    let lint = await StackRouterTool.run(["lint", path])
    #expect(lint.status == .success, "\(lint.standardError)")

    for row in example.rows {
      let output = await StackRouterTool.run(["match", path, "--json", row.link])
      let object = try #require(
        try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any])
      if row.opens == "nothing" {
        #expect(object["outcome"] as? String == "unmatched", "\(row.link)")
        continue
      }
      #expect(object["outcome"] as? String == "matched", "\(row.link)")
      #expect(object["target"] as? String == row.opens, "\(row.link)")
      let parameters = try #require(object["parameters"] as? [String: String])
      let listed = parameters.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
      #expect(listed == row.parameters, "\(row.link)")
    }
  }
}

/// The "Worked example" section of a DocC article: the manifest (the code
/// block that starts with `scheme`) and the table of links.
struct WorkedExample {
  struct Row {
    let link: String
    let opens: String
    /// `name=value` pairs, sorted by name.
    let parameters: [String]
  }

  let manifest: String
  let rows: [Row]

  init(article: String) throws {
    let path = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Sources/StackRouter/StackRouter.docc/\(article).md").path
    let text = try String(contentsOfFile: path, encoding: .utf8)
    guard let start = text.range(of: "\n## Worked example\n") else {
      throw Missing(what: "a Worked example section in \(article)")
    }
    let section = text[start.upperBound...]
    let blocks = section.components(separatedBy: "```").enumerated()
      .filter { $0.offset % 2 == 1 }.map { $0.element.drop { $0 != "\n" }.dropFirst() }
    guard let manifest = blocks.first(where: { $0.hasPrefix("scheme ") }) else {
      throw Missing(what: "a manifest in \(article)")
    }
    self.manifest = String(manifest)
    rows = section.split(separator: "\n").filter { $0.hasPrefix("| `") }.map { line in
      let cells = line.split(separator: "|").map {
        $0.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "`", with: "")
      }
      let parameters =
        cells[2] == "none" ? [] : cells[2].components(separatedBy: ", ").sorted()
      return Row(link: cells[0], opens: cells[1], parameters: parameters)
    }
  }

  struct Missing: Error, CustomStringConvertible {
    let what: String
    var description: String { "missing \(what)" }
  }
}
