import Foundation
import StackRouter
import StackRouterCommands
import Testing

/// The rules the README and the DocC articles state in prose, each pinned
/// at the doc line that states it (the test fails when the line is gone).
/// The letters are issue 30's: the places where the docs and the behaviour
/// disagreed.
@Suite("documented behaviour")
@MainActor
struct DocumentedBehaviourTests {
  /// Requires that `file` still states `text`, and returns the line.
  @discardableResult
  func pinned(_ file: String, _ text: String) throws -> Int {
    try #require(Docs.line(in: file, containing: text), "\(file) no longer says '\(text)'")
  }

  static let readme = "README.md"
  static func article(_ name: String) -> String {
    "Sources/StackRouter/StackRouter.docc/\(name).md"
  }

  /// A manifest written to a temporary file for the tool.
  func manifest(_ text: String) throws -> String {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("behaviour-\(UUID().uuidString).routes").path
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  @Test(
    "A: link fills '*' from '*=' values and '**' from '**=', so the link opens the entity asked for"
  )
  func linkFillsWildcardsAndRemainder() async throws {
    try pinned(Self.readme, "`*=VALUE` its `*` segments in order, `**=A/B` its remainder")
    try pinned(Self.article("ReadingLinks"), "each `*` from a `*=VALUE`")
    let path = try manifest("scheme m\nroute docs/**<DocsVC>\nroute files/*<FileVC>\n")
    defer { try? FileManager.default.removeItem(atPath: path) }
    let remainder = await StackRouterTool.run(["link", path, "docs/**", "**=a/b"])
    #expect(remainder.standardOutput == "m://docs/a/b\n")
    #expect(remainder.status == .success)
    let wildcard = await StackRouterTool.run(["link", path, "files/*", "*=a", "ref=x"])
    #expect(wildcard.standardOutput == "m://files/a?ref=x\n")
    let match = await StackRouterTool.run(["match", path, "m://docs/a/b"])
    #expect(match.standardOutput.contains("  remainder:  a | b\n"))
    let missing = await StackRouterTool.run(["link", path, "files/*"])
    #expect(missing.status == .failure)
    #expect(missing.standardError.contains("the pattern has 1 '*' but 0 values were given"))
  }

  @Test(
    "B: the older syntaxes are one error each, naming the StackRouter spelling; the docs say so",
    arguments: [
      ("route list{ListVC}", "'{ListVC}' is WAAppRouting's target syntax; write '<ListVC>'"),
      ("route hello/$(name)", "'$(name)' is Flint's parameter syntax; write ':name'"),
      ("route user/<id>", "'<id>' is URLNavigator's parameter syntax; write ':id'"),
    ])
  func olderSyntaxes(line: String, message: String) async throws {
    try pinned(Self.readme, "author meant, so it is one error that names the StackRouter spelling")
    try pinned(Self.article("ManifestFormat"), "A route or pattern written the way another router")
    try pinned(Self.article("MigratingFromWAAppRouting"), "in a manifest, an error at the column")
    let path = try manifest("scheme demo\n\(line)\n")
    defer { try? FileManager.default.removeItem(atPath: path) }
    let lint = await StackRouterTool.run(["lint", path])
    #expect(lint.status == .failure)
    let lines = lint.standardError.split(separator: "\n").map(String.init)
    #expect(lines.count == 4, "\(lint.standardError)")
    #expect(lines.first?.hasSuffix(": error: \(message)") == true)
    #expect(lines.filter { $0.contains("error:") || $0.contains("warning:") }.count == 1)
    #expect(
      lines.last?.hasSuffix(
        ": note: the routes are registered, and the shortcut and start links checked, once these lines are fixed"
      ) == true)
  }

  @Test(
    "C: one run reports a bad style, a duplicate route, a dead shortcut and a dead start together")
  func everyProblemInOneRun() throws {
    try pinned(
      Self.readme, "registration problem, every unbound block name and every `shortcut` or `start`")
    let error = try #require(throws: ManifestError.self) {
      try RoutesManifest(
        parsing: """
          scheme m
          route a<A>
          route b<B>
          route b<C>
          style a formSheet
          shortcut s m://nowhere
          start m://gone
          start m://b
          """, file: "R.routes"
      ).makeTable()
    }
    #expect(
      error.description == """
        R.routes:4:7: error: 'b' is registered with target C, but R.routes:3:7 gives it B
        R.routes:5:7: error: 'a' is pushed, not presented, so it takes no presentation style
        R.routes:6:12: error: shortcut link 'm://nowhere' matches no route
        R.routes:7:7: error: start link 'm://gone' matches no route
        """)
  }

  @Test("C: a malformed line that registers nothing holds back no check: lint reports everything")
  func malformedOptionLineHoldsBackNothing() async throws {
    try pinned(
      Self.readme, "`domain`, `tabs`, `container`, `option` or `limit` line is malformed, what the")
    let path = try manifest(
      "scheme m\nroute a<A>\nroute a<B>\nstyle a sideways\nstart m://gone\n")
    defer { try? FileManager.default.removeItem(atPath: path) }
    let lint = await StackRouterTool.run(["lint", path])
    #expect(lint.status == .failure)
    let problems = lint.standardError.split(separator: "\n").filter { $0.hasPrefix(path) }
    #expect(
      problems
        == [
          "\(path):3:7: error: 'a' is registered with target B, but \(path):2:7 gives it A",
          "\(path):4:9: error: expected one presentation style (automatic, fullScreen, pageSheet, "
            + "formSheet, currentContext, overFullScreen, overCurrentContext, popover), found 'sideways'",
          "\(path):5:7: error: start link 'm://gone' matches no route",
        ].map { Substring($0) })
  }

  @Test("C: a malformed route line holds back registration, and lint says so in a note")
  func malformedRouteLineWaits() async throws {
    let path = try manifest("scheme m\nroute a<A\nroute b<B>\nroute b<C>\n")
    defer { try? FileManager.default.removeItem(atPath: path) }
    let lint = await StackRouterTool.run(["lint", path])
    let problems = lint.standardError.split(separator: "\n").filter { $0.hasPrefix(path) }
    #expect(
      problems
        == [
          "\(path):2:10: error: expected '>' to close the target",
          "\(path): note: the routes are registered, and the shortcut and start links checked, "
            + "once these lines are fixed",
        ].map { Substring($0) })
  }

  @Test("C: a link only a route with a problem would match waits for that route, in a note")
  func linkWaitsForItsRoute() throws {
    let error = try #require(throws: ManifestError.self) {
      try RoutesManifest(
        parsing: "scheme m\nroute b<B>\nroute b<C>/c<D>\nstart m://b/c\n", file: "R.routes"
      ).makeTable()
    }
    #expect(error.diagnostics.map(\.severity) == [.error, .note])
    #expect(
      error.diagnostics.last?.description
        == "R.routes:4:7: note: start link 'm://b/c' is checked once line 3 is fixed: only its route matches it"
    )
  }

  @Test(
    "D: an IP-literal domain is refused, in code and in a manifest, and the Security article says so",
    arguments: ["127.0.0.1", "10.0.0.1.", "2130706433", "0x7f.1", "[::1]"])
  func ipLiteralDomains(domain: String) throws {
    try pinned(Self.article("Security"), "a universal-link domain that is an IP address")
    var registrar = Registrar()
    registrar.accept(domain: domain)
    registrar.register("a<A>")
    let error = try #require(throws: RegistrationError.self) { try registrar.makeTable() }
    #expect(error.problems.count == 1)
    let manifest = try RoutesManifest(parsing: "domain 127.0.0.1\nroute a<A>\n", file: "R.routes")
    let manifestError = try #require(throws: ManifestError.self) { try manifest.makeTable() }
    #expect(
      manifestError.description
        == "R.routes:1:8: error: '127.0.0.1' is an IP address; universal links are accepted for domain names only"
    )
  }

  @Test("D: names that end in a letter, digits elsewhere included, are still domains")
  func domainsWithDigits() throws {
    var registrar = Registrar()
    for domain in ["1password.com", "a1.b2.example", "xn--80ak6aa92e.com"] {
      registrar.accept(domain: domain)
    }
    registrar.register("a<A>")
    _ = try registrar.makeTable()
  }

  @Test(
    "E: registering nothing builds an empty table in code; a manifest without routes is an error")
  func registeringNothing() throws {
    try pinned(
      Self.article("GettingStarted"), "A registrar with nothing registered builds an empty table")
    let table = try Registrar().makeTable()
    #expect(table.entities.isEmpty)
    let error = try #require(throws: ManifestError.self) {
      try RoutesManifest(parsing: "scheme myapp\n", file: "R.routes").makeTable()
    }
    #expect(error.description == "R.routes: error: no routes: add a 'route' line")
  }

  @Test("F: the very same route registered twice is one route; another target for it is an error")
  func exactDuplicates() throws {
    try pinned(Self.readme, "(registering the very same route twice registers it once)")
    var registrar = Registrar()
    registrar.accept(scheme: "m")
    registrar.register("users/:id<A>")
    registrar.register("users/:id<A>")
    #expect(try registrar.makeTable().entities.count == 1)
    registrar.register("users/:id<B>")
    #expect(throws: RegistrationError.self) { try registrar.makeTable() }
  }

  @Test("G: the root's target follows a scope or '/', never stands alone")
  func rootNeedsSlashOrScope() throws {
    try pinned(
      Self.article("RouteSyntax"), #"route      = [scope] path  |  (scope | "/") root ["/" path]"#)
    try pinned(Self.article("RouteSyntax"), "never `<HomeVC>` alone")
    for route in [
      "/<HomeVC>", "myapp://<HomeVC>", "/<HomeVC>/articles<ListVC>", "https://example.com/<HomeVC>",
    ] {
      #expect(throws: Never.self, "\(route)") { try RouteDefinition(parsing: route) }
    }
    #expect(throws: RouteSyntaxError.self) { try RouteDefinition(parsing: "<RootVC>") }
  }

  @Test(
    "H: every character the Route Syntax article lists is refused in a literal",
    arguments: ["<", ">", "(", ")", "!", ":", "*", "?", "#", "%", "\\", " ", "\t"])
  func literalCharacters(character: String) throws {
    try pinned(
      Self.article("RouteSyntax"), "`(`, `)`, `!`, `:`, `*`, `?`, `#`, `%`, `\\`, white space")
    // Where groups are read: registration, the manifest, expansions(parsing:).
    #expect(throws: RouteSyntaxError.self, "\(character)") {
      try RouteDefinition.expansions(parsing: "a\(character)b/c<C>")
    }
  }

  @Test("I: blocks run whatever entity wins: 'articles/**' runs before the article opens")
  func blocksRunWhateverEntityWins() throws {
    try pinned(
      Self.readme, "Blocks run whatever entity wins: for a link, every block whose pattern")
    var registrar = Registrar()
    registrar.accept(scheme: "sample")
    registrar.register("articles<ArticleListVC>/:articleID<ArticleVC>")
    registrar.handle("articles/**", name: "rest") { _ in .pass }
    registrar.handle("articles/:articleID", name: "same") { _ in .pass }
    let table = try registrar.makeTable()
    func routes(_ link: String) throws -> [String] {
      try table.candidates(for: table.read(link)).map { candidate in
        switch candidate.route {
        case .block(let block): "block \(block.pattern)"
        case .entity(let entity): "entity \(entity.pattern)"
        }
      }
    }
    #expect(
      try routes("sample://articles/4") == [
        "block articles/:articleID", "block articles/**", "entity articles/:articleID",
      ])
    #expect(try routes("sample://articles/4/x") == ["block articles/**"])
  }

  @Test("J: link with a nameless pair is a usage error (exit 2), as its help says")
  func namelessPairIsUsage() async throws {
    let help = await StackRouterTool.run(["link", "--help"]).standardOutput
    #expect(
      help.replacingOccurrences(of: "\n", with: " ").contains(
        "A pair without a name ('=VALUE') is a usage error."))
    #expect(!help.contains("empty query name"))
    let output = await StackRouterTool.run(["link", "Samples/Sample.routes", "articles", "=v"])
    #expect(output.status == .usage)
    #expect(output.standardError.hasPrefix("error: expected NAME=VALUE, found '=v'"))
  }

  @Test("K: graph labels a modal with its style, automatic included")
  func graphLabelsEveryStyle() async throws {
    try pinned(Self.readme, "modal presentations as dashed arrows labelled with their style")
    let output = await StackRouterTool.run([
      "graph", Docs.root.appendingPathComponent("Samples/Sample.routes").path,
    ])
    #expect(output.standardOutput.contains("-.->|modal automatic|"))
    #expect(!output.standardOutput.contains("-.->|modal|"))
  }

  @Test("L: the reader takes a literal's character raw or encoded, as the encoding warning says")
  func encodingWarningMatchesReader() throws {
    try pinned(Self.readme, "the router reads such a link in either form, and the literal matches")
    var registrar = Registrar()
    registrar.accept(scheme: "myapp")
    registrar.register("café<CafeVC>")
    registrar.register("a^b<CaretVC>")
    let table = try registrar.makeTable()
    for link in ["myapp://café", "myapp://caf%C3%A9", "myapp://a^b", "myapp://a%5Eb"] {
      guard case .matched = table.resolve(link) else {
        Issue.record("\(link) does not match")
        continue
      }
    }
    #expect(
      RouteLint.warnings(in: "café<CafeVC>").first?.message.contains(
        "the router reads it either way") == true)
  }

  @Test("M: each command's synopsis in the README's table is its usage line")
  func readmeSynopses() async throws {
    for command in ["lint", "routes", "tree", "match", "open", "link", "aasa", "graph", "page"] {
      let help = await StackRouterTool.run([command, "--help"])
      let usage = String(
        help.standardOutput.prefix { $0 != "\n" }.dropFirst("usage: stackrouter ".count))
      let row = "| `" + usage.replacingOccurrences(of: "|", with: "\\|") + "` |"
      try pinned(Self.readme, row)
    }
  }
}
