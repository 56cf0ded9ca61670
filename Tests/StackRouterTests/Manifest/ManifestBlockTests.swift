import Testing

@testable import StackRouter

@Suite("Named blocks in a manifest")
struct ManifestBlockTests {
  private let text = """
    scheme demo
    route articles<ListVC>/:id<ArticleVC>
    block old/articles(/:id) legacyArticles priority 2
    block articles/:id preview
    """

  @Test("a block line names a block for each expansion of its pattern, with its priority")
  func blockLines() throws {
    let manifest = try RoutesManifest(parsing: text, file: "R.routes")
    #expect(
      manifest.blocks.map { "\($0.pattern) \($0.name) \($0.priority) \($0.nameLocation)" } == [
        "old/articles legacyArticles 2 R.routes:3:26",
        "old/articles/:id legacyArticles 2 R.routes:3:26",
        "articles/:id preview 0 R.routes:4:20",
      ])
    #expect(manifest.blockNames == ["legacyArticles", "preview"])
  }

  @Test("a name left unbound is an error at the name when the table is built")
  func unbound() throws {
    let manifest = try RoutesManifest(parsing: text, file: "R.routes")
    let error = try #require(throws: ManifestError.self) {
      try manifest.makeTable(blocks: ["preview": { _ in .pass }])
    }
    #expect(
      error.description
        == "R.routes:3:26: error: no code is bound to the block 'legacyArticles'; bind it when the router is built"
    )
  }

  @Test("bound blocks run as registered ones: named, ranked by priority, before the entity")
  func bound() throws {
    let manifest = try RoutesManifest(parsing: text, file: "R.routes")
    let table = try manifest.makeTable(blocks: [
      "legacyArticles": { _ in .handled }, "preview": { _ in .pass },
    ])
    let request = try table.read("demo://articles/4")
    #expect(
      table.candidates(for: request).map(\.route.description) == [
        "articles/:id {block}", "articles/:id <ArticleVC>",
      ])
    #expect(table.blocks.map(\.name) == ["legacyArticles", "legacyArticles", "preview"])
  }

  @Test(
    "a malformed block line is an error at its column",
    arguments: [
      ("block", "R.routes:1:6: error: expected a pattern after 'block'"),
      ("block a/:x", "R.routes:1:11: error: expected a block name after the pattern"),
      (
        "block a 1x",
        "R.routes:1:9: error: a block name starts with a letter or '_' and holds letters, digits, '_' and '.', found '1x'"
      ),
      (
        "block a x soon",
        "R.routes:1:11: error: expected 'priority N' or the end after the block name"
      ),
      ("block a x priority high", "R.routes:1:19: error: expected a whole number after 'priority'"),
      (
        "block a(b) x",
        "R.routes:1:9: error: expected '/' after '(': an optional group adds whole segments, as in 'a(/b)'"
      ),
    ])
  func malformed(line: String, diagnostic: String) throws {
    let error = try #require(throws: ManifestError.self) {
      try RoutesManifest(parsing: line, file: "R.routes")
    }
    #expect(error.diagnostics.map(\.description) == [diagnostic])
  }
}
