import Testing

@testable import StackRouter

@Suite("The root route and trailing slashes")
struct RootRouteTests {
  private func table(_ routes: [String]) throws -> RouteTable {
    try makeTable(routes, domains: ["example.com"])
  }

  /// `Target pattern (parameters)` for a match, `unmatched` or `invalid`.
  private func outcome(_ link: String, in table: RouteTable) -> String {
    switch table.resolve(link) {
    case .matched(let link):
      let parameters = link.parameters.description
      return "\(link.entity.target) \(link.entity.pattern)"
        + (parameters.isEmpty ? "" : " (\(parameters))")
    case .unmatched: return "unmatched"
    case .invalid(let error): return "invalid: \(error.message)"
    }
  }

  @Test(
    "the root is written before any segment, after '/' or a scope, and prints back the same",
    arguments: [
      ("/<HomeVC>", "/<HomeVC>"),
      ("myapp://<HomeVC>", "myapp://<HomeVC>"),
      ("https://example.com/<WebHomeVC>", "https://example.com/<WebHomeVC>"),
      ("/<HomeVC>/articles<ListVC>", "/<HomeVC>/articles<ListVC>"),
      ("/<OnboardingVC>!", "/<OnboardingVC>!"),
    ])
  func rootSyntax(text: String, printed: String) throws {
    let definition = try RouteDefinition(parsing: text)
    #expect(definition.description == printed)
    #expect(try RouteDefinition(parsing: definition.description) == definition)
    #expect(definition.entities.first?.pattern.components == [])
  }

  @Test("a pattern for the root is '/' or a scope alone")
  func rootPatterns() throws {
    #expect(try RoutePattern(parsing: "/").description == "/")
    #expect(try RoutePattern(parsing: "/").components.isEmpty)
    #expect(try RoutePattern(parsing: "myapp://").description == "myapp://")
    #expect(try RoutePattern(parsing: "https://example.com/").description == "https://example.com/")
  }

  @Test("a root followed by segments starts the chain: its screen is the first of the stack")
  func rootStartsTheChain() throws {
    let entities = try RouteDefinition(parsing: "/<HomeVC>/articles<ListVC>/:id<ArticleVC>")
      .entities
    #expect(entities.map(\.pattern.description) == ["/", "articles", "articles/:id"])
    #expect(entities.map { $0.source?.description } == [nil, "/", "articles"])
    let table = try table(["/<HomeVC>/articles<ListVC>/:id<ArticleVC>"])
    guard case .matched(let link) = table.resolve("myapp://articles/7") else {
      Issue.record("no match")
      return
    }
    #expect(link.chain.map(\.target) == ["HomeVC", "ListVC", "ArticleVC"])
  }

  @Test(
    "links with an empty path open the root, with their query as parameters",
    arguments: [
      ("myapp://", "HomeVC /"),
      ("myapp:///", "HomeVC /"),
      ("myapp://?ref=mail", "HomeVC / (ref=mail)"),
      ("https://example.com/", "HomeVC /"),
      ("https://example.com", "HomeVC /"),
      ("https://example.com/?id=42", "HomeVC / (id=42)"),
      ("myapp://articles", "ListVC articles"),
    ])
  func rootLinks(link: String, expected: String) throws {
    let table = try table(["/<HomeVC>", "articles<ListVC>"])
    #expect(outcome(link, in: table) == expected)
  }

  @Test("without a root route, a link with an empty path is unmatched, not invalid")
  func noRootRoute() throws {
    let table = try table(["articles<ListVC>"])
    #expect(outcome("myapp://", in: table) == "unmatched")
    #expect(outcome("https://example.com/?id=42", in: table) == "unmatched")
    #expect(outcome("myapp:", in: table).hasPrefix("invalid: the link names no screen"))
  }

  @Test(
    "a scoped root wins over the unscoped one for its links, whatever the registration order",
    arguments: [true, false])
  func scopedRoot(reversed: Bool) throws {
    let routes = ["/<HomeVC>", "https://example.com/<WebHomeVC>", "**<FallbackVC>"]
    let table = try table(reversed ? routes.reversed() : routes)
    #expect(outcome("https://example.com/", in: table) == "WebHomeVC https://example.com/")
    #expect(outcome("myapp://", in: table) == "HomeVC /")
    #expect(outcome("myapp://anything/else", in: table) == "FallbackVC **")
  }

  @Test("a root-level '**' catches an empty path only when there is no root route")
  func catchAllAtTheRoot() throws {
    #expect(outcome("myapp://", in: try table(["**<FallbackVC>"])) == "FallbackVC **")
    #expect(outcome("myapp://", in: try table(["**<FallbackVC>", "/<HomeVC>"])) == "HomeVC /")
  }

  @Test("the root's link is the scheme alone, or the domain and '/', and reads back to it")
  func rootLink() throws {
    let table = try table(["/<HomeVC>", "https://example.com/<WebHomeVC>"])
    let root = try RoutePattern(parsing: "/")
    #expect(try table.url(for: root).absoluteString == "myapp://")
    #expect(
      try table.url(for: root, query: [QueryItem(name: "ref", value: "mail")]).absoluteString
        == "myapp://?ref=mail")
    let webRoot = try RoutePattern(parsing: "https://example.com/")
    #expect(try table.url(for: webRoot).absoluteString == "https://example.com/")
  }

  @Test("a root route and the same root with another target are a conflict")
  func rootConflict() throws {
    var registrar = Registrar()
    registrar.accept(scheme: "myapp")
    registrar.register("/<HomeVC>")
    registrar.register("myapp://<HomeVC>")
    registrar.register("/<OtherVC>")
    let error = try #require(throws: RegistrationError.self) { try registrar.makeTable() }
    #expect(error.problems.count == 1)
    #expect(error.description.contains("'/'"))
  }

  @Test(
    "a trailing '/' in a pattern is accepted and ignored, like a leading one",
    arguments: [
      ("/profile/user/:userId/", "profile/user/:userId"),
      ("profile/user/:userId/", "profile/user/:userId"),
      ("myapp://settings/", "myapp://settings"),
    ])
  func trailingSlash(text: String, printed: String) throws {
    #expect(try RoutePattern(parsing: text).description == printed)
  }

  @Test("a trailing '/' after a target is ignored too; the route matches with or without one")
  func trailingSlashAfterTarget() throws {
    let table = try table(["/profile/user/:userId<UserVC>/"])
    #expect(
      outcome("myapp://profile/user/7", in: table) == "UserVC profile/user/:userId (userId=7)")
    #expect(
      outcome("myapp://profile/user/7/", in: table) == "UserVC profile/user/:userId (userId=7)")
  }

  @Test("'tests:/', a scheme and one slash, opens the root route as 'tests://' does")
  func schemeAndOneSlash() throws {
    let table = try makeTable(["/<HomeVC>", "users/:id<UserVC>"], schemes: ["tests"])
    #expect(outcome("tests:/", in: table) == "HomeVC /")
    #expect(outcome("tests://", in: table) == "HomeVC /")
    #expect(outcome("tests:/?tab=2", in: table) == "HomeVC / (tab=2)")
    #expect(outcome("tests:/users/1", in: table) == "UserVC users/:id (id=1)")
    // A scheme and nothing else still names no screen.
    #expect(
      outcome("tests:", in: table)
        == "invalid: the link names no screen: expected '//' or a path after the scheme")
  }

  @Test("'://users/1' is refused for lacking a scheme, at column 1, not read as a path with a port")
  func colonSlashSlashWithoutScheme() throws {
    let table = try makeTable(["users/:id<UserVC>"], schemes: ["tests"])
    let error = try #require(throws: InvalidURLError.self) { try table.read("://users/1") }
    #expect(error.reason == .missingScheme)
    #expect(error.column == 1)
    #expect(error.message == "expected a scheme such as 'myapp:' at the start of the link")
    #expect(
      outcome("://users/1", in: table)
        == "invalid: expected a scheme such as 'myapp:' at the start of the link")
    // A bare path still reads with the default scheme.
    #expect(outcome("users/1", in: table) == "UserVC users/:id (id=1)")
  }
}
