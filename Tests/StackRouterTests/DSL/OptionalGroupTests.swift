import Testing

@testable import StackRouter

@Suite("Optional groups")
struct OptionalGroupTests {
  private func expansions(_ text: String) throws -> [String] {
    try RouteDefinition.expansions(parsing: text).map(\.description)
  }

  @Test(
    "a group is written or left out; groups follow one another and nest",
    arguments: [
      (
        "articles<ListVC>/:id(/comments/:commentID)<ArticleVC>",
        ["articles<ListVC>/:id<ArticleVC>", "articles<ListVC>/:id/comments/:commentID<ArticleVC>"]
      ),
      ("a(/b)(/c)<T>", ["a<T>", "a/b<T>", "a/c<T>", "a/b/c<T>"]),
      ("a(/b(/c))<T>", ["a<T>", "a/b<T>", "a/b/c<T>"]),
      ("/path/:thing(/:optional)<T>", ["path/:thing<T>", "path/:thing/:optional<T>"]),
      ("plain<T>", ["plain<T>"]),
    ])
  func expands(text: String, expected: [String]) throws {
    #expect(try expansions(text) == expected)
  }

  @Test("text that must stand for one route refuses a group, and a stray '(' or ')' alike")
  func parsingInitializersRefuseGroups() throws {
    let grouped = "share<ShareVC>/:item(/:format)<FormatVC>"
    #expect(
      throws: RouteSyntaxError(input: grouped, column: 21, reason: .groupsStandForSeveralRoutes)
    ) { try RouteDefinition(parsing: grouped) }
    #expect(
      throws: RouteSyntaxError(input: "a(/b)", column: 2, reason: .groupsStandForSeveralRoutes)
    ) { try RoutePattern(parsing: "a(/b)") }
    #expect(
      RouteSyntaxError(input: "a(/b)", column: 2, reason: .groupsStandForSeveralRoutes)
        .description
        == "error: an optional group stands for several routes; read them with expansions(parsing:)\na(/b)\n ^"
    )
    #expect(throws: RouteSyntaxError(input: "a(b", column: 3, reason: .groupWithoutSlash)) {
      try RoutePattern(parsing: "a(b")
    }
    #expect(throws: RouteSyntaxError(input: "a)b/c<C>", column: 2, reason: .unopenedGroup)) {
      try RouteDefinition(parsing: "a)b/c<C>")
    }
  }

  @Test(
    "a malformed group is an error at its column, in the text as written",
    arguments: [
      (
        "a(b)<T>",
        "error: expected '/' after '(': an optional group adds whole segments, as in 'a(/b)'\na(b)<T>\n  ^"
      ),
      ("a/b)<T>", "error: ')' closes no group\na/b)<T>\n   ^"),
      ("a(/b", "error: expected ')' to close this group\na(/b\n ^"),
      (
        "a(/b<B>)<T>",
        "error: a target cannot be inside an optional group; write it after the group, as in 'a(/b)<T>'\na(/b<B>)<T>\n    ^"
      ),
      (
        "a(/b)(/b)<T>",
        "error: this group makes 'a/b' twice: two expansions would match the same links\na(/b)(/b)<T>\n     ^"
      ),
      (
        "a(/:x)(/:y)<T>",
        "error: this group makes 'a/:y' twice: two expansions would match the same links\na(/:x)(/:y)<T>\n      ^"
      ),
      (
        "a(/b)(/b)#/c<T>",
        "error: this group makes 'a/b#/c' twice: two expansions would match the same links\na(/b)(/b)#/c<T>\n     ^"
      ),
      (
        "a#/b(/c)(/c)<T>",
        "error: this group makes 'a#/b/c' twice: two expansions would match the same links\na#/b(/c)(/c)<T>\n        ^"
      ),
      (
        "a(/b(/x)/x)(/x)#/c<T>",
        "error: this group makes 'a/b/x/x#/c' twice: two expansions would match the same links\na(/b(/x)/x)(/x)#/c<T>\n           ^"
      ),
      (
        "a/:id(/:id)<T>",
        "error: parameter ':id' is already used at column 3\na/:id(/:id)<T>\n       ^"
      ),
      (
        "a(/b)(/c?)<T>",
        "error: '?' cannot appear in a literal; write segments decoded, without '?', '#', '%', '\\' or white space\na(/b)(/c?)<T>\n        ^"
      ),
      (
        "a<A>(/b)",
        "error: expected '<Type>': the last segment of a route names its target\na<A>(/b)\n        ^"
      ),
    ])
  func malformed(text: String, expected: String) throws {
    let error = try #require(throws: RouteSyntaxError.self) { try expansions(text) }
    #expect(error.description == expected)
  }

  @Test("groups are capped: at most 64 expansions and 8 levels of nesting, never a crash")
  func limits() throws {
    let wide = "a" + String(repeating: "(/b)", count: 7) + "<T>"
    let tooWide = try #require(throws: RouteSyntaxError.self) { try expansions(wide) }
    #expect(tooWide.reason == .tooManyExpansions(limit: 64))
    let deep = "a" + String(repeating: "(/b", count: 300) + String(repeating: ")", count: 300)
    let tooDeep = try #require(throws: RouteSyntaxError.self) { try expansions(deep + "<T>") }
    #expect(tooDeep.reason == .groupsTooDeep(limit: 8))
  }

  @Test(
    "every expansion is a route of its own with the usual precedence, in either order",
    arguments: [false, true])
  func matching(reversed: Bool) throws {
    var registrar = Registrar()
    registrar.accept(scheme: "myapp")
    let routes = [
      "articles<ListVC>/:id(/comments/:commentID)<ArticleVC>",
      "articles<ListVC>/:id/comments/new<NewCommentVC>",
    ]
    for route in reversed ? routes.reversed() : routes { registrar.register(route) }
    let table = try registrar.makeTable()
    func target(_ link: String) -> String? {
      if case .matched(let link) = table.resolve(link) { link.entity.target } else { nil }
    }
    #expect(target("myapp://articles/42") == "ArticleVC")
    #expect(target("myapp://articles/42/comments/7") == "ArticleVC")
    #expect(target("myapp://articles/42/comments/new") == "NewCommentVC")
    #expect(table.entities.map(\.pattern.description).contains("articles/:id/comments/:commentID"))
  }

  @Test("blocks and options take groups too, one per expansion")
  func blocksAndOptions() throws {
    var registrar = Registrar()
    registrar.accept(scheme: "myapp")
    registrar.register("share(/:format)<ShareVC>")
    registrar.configure("share(/:format)", options: EntityOptions(defaults: ["size": "m"]))
    registrar.handle("legacy(/:old)") { _ in .handled }
    let table = try registrar.makeTable()
    #expect(table.blocks.map(\.pattern.description) == ["legacy", "legacy/:old"])
    #expect(table.entities.map { $0.defaults["size"] } == ["m", "m"])
  }
}
