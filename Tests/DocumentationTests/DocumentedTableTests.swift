import Foundation
import StackRouter
import StackRouterCommands
import Testing

/// The docs' example tables and the link-reading rules of the README, run:
/// each row is read from the doc itself.
@Suite("documented tables and reading rules")
struct DocumentedTableTests {
  /// A table row of a doc: its cells, without the backquotes.
  struct Row: Sendable, CustomTestStringConvertible {
    let file: String
    let line: Int
    let cells: [String]
    var testDescription: String { "\(file):\(line)" }
  }

  /// The rows of the table whose header starts with `header`.
  static func rows(in file: String, header: String) -> [Row] {
    let lines = Docs.text(of: file).split(separator: "\n", omittingEmptySubsequences: false)
    guard let start = lines.firstIndex(where: { $0.hasPrefix(header) }) else { return [] }
    var rows: [Row] = []
    for index in (start + 2)..<lines.count {
      guard lines[index].hasPrefix("|") else { break }
      let cells = lines[index].split(separator: "|").map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      rows.append(Row(file: file, line: index + 1, cells: cells))
    }
    return rows
  }

  static var precedenceRows: [Row] {
    rows(
      in: "Sources/StackRouter/StackRouter.docc/Precedence.md", header: "| Routes | Link | Winner |"
    )
  }

  @Test(
    "each row of the precedence table: the winner the article names wins", arguments: precedenceRows
  )
  func precedence(_ row: Row) throws {
    let routes = row.cells[0].components(separatedBy: ", ").map { $0.trimmingCharacters(in: ["`"]) }
    let link = row.cells[1].trimmingCharacters(in: ["`"])
    let winner = String(row.cells[2].trimmingCharacters(in: ["`"]).prefix { $0 != "`" })
    var registrar = Registrar()
    registrar.accept(scheme: "myapp")
    for (index, route) in routes.enumerated() { registrar.register("\(route)<T\(index)>") }
    let table = try registrar.makeTable()
    let url = link.contains("://") ? link : "myapp://\(link)"
    guard case .matched(let match) = table.resolve(url) else {
      Issue.record("\(row): \(url) does not match")
      return
    }
    #expect(match.entity.pattern.description == winner, "\(row)")
  }

  @Test("the precedence table has its ten rows")
  func precedenceTableIsRead() {
    #expect(Self.precedenceRows.count == 10)
  }

  /// A rule of the README's "How links are read", the link it is about,
  /// and what the sample table makes of it.
  struct ReadingRule: Sendable, CustomTestStringConvertible {
    let text: String
    let link: String
    /// `matched PATTERN`, `unmatched` or `invalid`.
    let outcome: String
    var testDescription: String { text }
  }

  static let readingRules: [ReadingRule] = [
    .init(
      text: "`myapp://list/42` and `myapp:list/42`", link: "myapp://list/42",
      outcome: "matched list/:id"),
    .init(
      text: "`myapp://list/42` and `myapp:list/42`", link: "myapp:list/42",
      outcome: "matched list/:id"),
    .init(
      text: "segment (and, like any host, ignores case)", link: "myapp://LIST/42",
      outcome: "matched list/:id"),
    .init(
      text: "`/articles/42?ref=x` (or the relative", link: "/list/42?ref=x",
      outcome: "matched list/:id"),
    .init(
      text: "`/articles/42?ref=x` (or the relative", link: "list/42", outcome: "matched list/:id"),
    .init(
      text: "`myapp://`, `myapp://?ref=mail` and `https://example.com/` have an empty path",
      link: "myapp://?ref=mail", outcome: "matched /"),
    .init(
      text: "unmatched without one. `myapp:` (no `//`, no path) is refused.", link: "myapp:",
      outcome: "invalid"),
    .init(
      text: "only for an accepted domain, compared exactly",
      link: "https://evil.example.com/list/42", outcome: "invalid"),
    .init(
      text: "only the path is matched, never the host. No user info, no port.",
      link: "https://u@example.com/list/42", outcome: "invalid"),
    .init(
      text: "only the path is matched, never the host. No user info, no port.",
      link: "https://example.com:8443/list/42", outcome: "invalid"),
    .init(
      text: "exactly once: `a%2Fb` is one segment `a/b`", link: "myapp://list/a%2Fb",
      outcome: "matched list/:id"),
    .init(
      text: "(trailing and repeated slashes) are dropped; `.` and `..` are refused.",
      link: "myapp://list//42/", outcome: "matched list/:id"),
    .init(
      text: "(trailing and repeated slashes) are dropped; `.` and `..` are refused.",
      link: "myapp://list/..", outcome: "invalid"),
  ]

  @Test("each link-reading rule of the README holds", arguments: readingRules)
  func readingRule(_ rule: ReadingRule) throws {
    #expect(
      Docs.line(in: "README.md", containing: rule.text) != nil, "the README no longer says it")
    var registrar = Registrar()
    registrar.accept(scheme: "myapp")
    registrar.accept(domain: "example.com")
    registrar.register("/<HomeVC>")
    registrar.register("list<ListVC>/:id<ItemVC>")
    let table = try registrar.makeTable()
    let outcome =
      switch table.resolve(rule.link) {
      case .matched(let match): "matched \(match.entity.pattern)"
      case .unmatched: "unmatched"
      case .invalid: "invalid"
      }
    #expect(outcome == rule.outcome, "\(rule.link)")
  }

  @Test("match --json prints exactly the keys the README's table lists")
  @MainActor func matchJSONKeys() async throws {
    let listed = Self.rows(in: "README.md", header: "| key | value |").flatMap { row in
      row.cells[0].components(separatedBy: ", ").map { $0.trimmingCharacters(in: ["`"]) }
    }
    let sample = Docs.root.appendingPathComponent("Samples/Sample.routes").path
    let output = await StackRouterTool.run(["match", sample, "--json", "sample://articles/42"])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any])
    #expect(Set(listed) == Set(object.keys))
    #expect(listed.count == object.count)
  }

  @Test("open --json prints exactly the keys the README lists, state as described")
  @MainActor func openJSONKeys() async throws {
    let line = try #require(
      Docs.text(of: "README.md").split(separator: "\n").first { $0.hasPrefix("`{\"input\", ") })
    let listed = line.split(separator: "\"").enumerated().filter { $0.offset % 2 == 1 }.map {
      String($0.element)
    }
    let sample = Docs.root.appendingPathComponent("Samples/Sample.routes").path
    let output = await StackRouterTool.run(["open", sample, "sample://articles/42", "--json"])
    let last = try #require(output.standardOutput.split(separator: "\n").last)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(last.utf8)) as? [String: Any])
    #expect(Set(listed) == Set(object.keys))
    let state = try #require(object["state"] as? [String: Any])
    #expect(Set(state.keys) == ["root", "modals"])
    let root = try #require(state["root"] as? [String: Any])
    #expect(Set(root.keys) == ["tabs", "selected"])
  }

  @Test("'a%2Fb' is one segment 'a/b', and '+' is a space in the query only")
  func decoding() throws {
    try #require(Docs.line(in: "README.md", containing: "`+` is a space in the query only") != nil)
    var registrar = Registrar()
    registrar.accept(scheme: "myapp")
    registrar.register("list<ListVC>/:id<ItemVC>")
    let table = try registrar.makeTable()
    guard case .matched(let match) = table.resolve("myapp://list/a%2Fb+c?q=x+y#top") else {
      Issue.record("no match")
      return
    }
    #expect(match.parameters["id"] == "a/b+c")
    #expect(match.parameters["q"] == "x y")
    #expect(match.fragment == "top")
    #expect(match.parameters["top"] == nil)
  }
}
