import Foundation
import Testing

@testable import StackRouter

/// Links that open what they name: reverse routing refuses what intake would
/// refuse, and a link that would open another route (catalog 50, 51).
@Suite("Link build checks")
struct LinkBuildErrorTests {
  let table: RouteTable

  init() throws {
    var registrar = Registrar()
    registrar.accept(scheme: "myapp")
    registrar.accept(domain: "example.com")
    registrar.register("users<UsersVC>/:userID<UserVC>")
    registrar.register("users<UsersVC>/me<MeVC>")
    registrar.register(":slug<ArticleVC>")
    registrar.register("articles<ArticlesVC>")
    registrar.register("settings<SettingsVC>/**<SettingsPageVC>")
    registrar.register("settings<SettingsVC>/privacy<PrivacyVC>")
    registrar.register("docs<DocsVC>/**<DocVC>")
    registrar.register("pair<PairVC>/*/*<PairItemVC>")
    registrar.register("search<SearchVC>")
    registrar.handle("share/:token") { _ in .pass }
    table = try registrar.makeTable()
  }

  private func refusal(
    _ patternText: String, parameters: [String: String] = [:], wildcards: [String] = [],
    remainder: [String] = [], query: [QueryItem] = [], fragment: String? = nil,
    form: LinkForm = .preferred, in table: RouteTable? = nil
  ) throws -> LinkBuildError? {
    let pattern = try RoutePattern(parsing: patternText)
    return #expect(throws: LinkBuildError.self) {
      try (table ?? self.table).link(
        for: pattern, parameters: parameters, wildcards: wildcards, remainder: remainder,
        query: query, fragment: fragment, form: form)
    }
  }

  // MARK: Catalog 50: links that would open another route

  @Test("catalog 50: users/:userID with 'me' would open the literal users/me, and is refused")
  func parameterShadowedByLiteral() throws {
    let error = try refusal("users/:userID", parameters: ["userID": "me"])
    #expect(
      error?.reason
        == .opensAnotherRoute(
          link: "myapp://users/me", winner: try RoutePattern(parsing: "users/me")))
    #expect(
      error?.description
        == "cannot build a link for 'users/:userID': the link 'myapp://users/me' would open 'users/me' instead"
    )
    #expect(
      try table.link(for: RoutePattern(parsing: "users/:userID"), parameters: ["userID": "mo"])
        == "myapp://users/mo")
  }

  @Test(
    "catalog 50: a root :slug with 'ARTICLES' is refused on the custom scheme, whose host ignores case, and builds as a universal link"
  )
  func rootParameterAndHostCase() throws {
    let error = try refusal(":slug", parameters: ["slug": "ARTICLES"])
    #expect(
      error?.reason
        == .opensAnotherRoute(
          link: "myapp://ARTICLES", winner: try RoutePattern(parsing: "articles")))
    let pattern = try RoutePattern(parsing: ":slug")
    let universal = try table.link(
      for: pattern, parameters: ["slug": "ARTICLES"], form: .domain("example.com"))
    #expect(universal == "https://example.com/ARTICLES")
    guard case .matched(let link) = table.resolve(universal) else {
      Issue.record("\(universal) did not resolve")
      return
    }
    #expect(link.entity.pattern == pattern)
    #expect(link.routeParameters == ["slug": "ARTICLES"])
    // The same rule the other way: on the custom scheme 'Articles' is the
    // literal too, and any other capitalised slug keeps its case.
    #expect(try refusal(":slug", parameters: ["slug": "Articles"])?.reason != nil)
    #expect(try table.link(for: pattern, parameters: ["slug": "News"]) == "myapp://News")
  }

  @Test("catalog 50: settings/** with an empty remainder would open settings, and is refused")
  func emptyRemainder() throws {
    let error = try refusal("settings/**")
    #expect(
      error?.reason
        == .opensAnotherRoute(
          link: "myapp://settings", winner: try RoutePattern(parsing: "settings")))
    #expect(
      error?.description
        == "cannot build a link for 'settings/**': the link 'myapp://settings' would open 'settings' instead"
    )
    let privacy = try refusal("settings/**", remainder: ["privacy"])
    #expect(
      privacy?.reason
        == .opensAnotherRoute(
          link: "myapp://settings/privacy", winner: try RoutePattern(parsing: "settings/privacy")))
    #expect(
      try table.link(for: RoutePattern(parsing: "settings/**"), remainder: ["a", "b"])
        == "myapp://settings/a/b")
  }

  @Test("a block's link is built when the block is among the routes tried for it")
  func blockLink() throws {
    let pattern = try RoutePattern(parsing: "share/:token")
    #expect(try table.link(for: pattern, parameters: ["token": "t 1"]) == "myapp://share/t%201")
  }

  // MARK: Catalog 51: links intake would refuse

  @Test("catalog 51: a segment of 44 flag emoji, 1,056 bytes once encoded, passes the limit")
  func segmentTooLong() throws {
    let flags = String(repeating: "\u{1F1E8}\u{1F1ED}", count: 44)
    let error = try refusal("users/:userID", parameters: ["userID": flags])
    #expect(
      error?.reason
        == .segmentTooLong(name: ":userID", value: flags, length: 1056, limit: 1024))
    #expect(
      error?.description
        == "cannot build a link for 'users/:userID': the value '\(String(flags.prefix(40)))...' "
        + "for ':userID' is 1056 bytes once percent-encoded; a path segment is read up to 1024 bytes"
    )
    let fits = String(repeating: "\u{1F1E8}\u{1F1ED}", count: 42)
    #expect(
      try table.link(for: RoutePattern(parsing: "users/:userID"), parameters: ["userID": fits])
        .hasPrefix("myapp://users/%F0"))
  }

  @Test(
    "catalog 51: a control character in a query value, a query name or the fragment is refused",
    arguments: ["\u{0}", "a\u{1B}b", "\u{7F}", "\u{9F}"])
  func controlsInQueryAndFragment(control: String) throws {
    #expect(
      try refusal("search", query: [QueryItem(name: "q", value: control)])?.reason
        == .controlCharacter(name: "?q", value: control))
    #expect(
      try refusal("search", query: [QueryItem(name: control, value: "v")])?.reason
        == .controlCharacter(name: "?", value: control))
    #expect(
      try refusal("search", fragment: control)?.reason
        == .controlCharacter(name: "#", value: control))
  }

  @Test("catalog 51: a tab or line break in the query or fragment builds, as intake reads it")
  func lineBreaksInQuery() throws {
    let pattern = try RoutePattern(parsing: "search")
    let query = [QueryItem(name: "q", value: "a\tb\r\nc")]
    let text = try table.link(for: pattern, query: query, fragment: "x\ny")
    guard case .matched(let link) = table.resolve(text) else {
      Issue.record("\(text) did not resolve")
      return
    }
    #expect(Array(link.queryItems) == query)
    #expect(link.fragment == "x\ny")
  }

  @Test("catalog 51: a query item with an empty name, which intake ignores, is refused")
  func emptyQueryName() throws {
    let error = try refusal("search", query: [QueryItem(name: "", value: "")])
    #expect(error?.reason == .emptyQueryName(value: ""))
    #expect(
      error?.description
        == "cannot build a link for 'search': a query item with the value '' has an empty name, which links ignore"
    )
  }

  @Test("catalog 51: more query items, segments or bytes than intake reads are refused")
  func counts() throws {
    let items = (0...64).map { QueryItem(name: "k\($0)", value: "v") }
    #expect(
      try refusal("search", query: items)?.reason == .tooManyQueryItems(count: 65, limit: 64))
    #expect(
      try table.link(for: RoutePattern(parsing: "search"), query: Array(items.dropLast())) != "")
    let segments = (1...32).map { "s\($0)" }
    #expect(
      try refusal("docs/**", remainder: segments)?.reason == .tooManySegments(count: 33, limit: 32))
    #expect(
      try table.link(for: RoutePattern(parsing: "docs/**"), remainder: Array(segments.dropLast()))
        != "")
    let long = String(repeating: "x", count: 1000)
    let error = try refusal(
      "search", query: (1...5).map { QueryItem(name: "k\($0)", value: long) })
    #expect(error?.reason == .linkTooLong(length: 5034, limit: 4096))
    #expect(
      error?.description
        == "cannot build a link for 'search': the link would be 5034 bytes long; links are read up to 4096 bytes"
    )
  }

  @Test("the limits checked are the table's own")
  func tableLimits() throws {
    var registrar = Registrar(
      options: MatchingOptions(limits: MatchingLimits(segmentLength: 8, queryItemCount: 1)))
    registrar.accept(scheme: "myapp")
    registrar.register("users<UsersVC>/:userID<UserVC>")
    let table = try registrar.makeTable()
    #expect(
      try refusal("users/:userID", parameters: ["userID": "123456789"], in: table)?.reason
        == .segmentTooLong(name: ":userID", value: "123456789", length: 9, limit: 8))
    #expect(
      try refusal(
        "users", query: [QueryItem(name: "a", value: ""), QueryItem(name: "b", value: "")],
        in: table)?.reason == .tooManyQueryItems(count: 2, limit: 1))
  }

  // MARK: Catalog 53: dot components in * and **

  @Test("catalog 53: a '*' or '**' value with a '.' or '..' component is refused by default")
  func dotComponents() throws {
    #expect(
      try refusal("docs/**", remainder: ["../../secret"])?.reason
        == .dotComponent(name: "**", value: "../../secret"))
    #expect(
      try refusal("pair/*/*", wildcards: ["a", "x\\..\\y"])?.reason
        == .dotComponent(name: "*", value: "x\\..\\y"))
    #expect(
      try refusal("docs/**", remainder: ["a/."])?.description
        == "cannot build a link for 'docs/**': the value 'a/.' for '**' holds a '.' or '..' component, which the table refuses in '*' and '**'"
    )
    #expect(
      try table.link(for: RoutePattern(parsing: "docs/**"), remainder: ["...", "a.b/c", ".x"])
        == "myapp://docs/.../a.b%2Fc/.x")
  }

  @Test("catalog 53: with dot components allowed, such a value builds and reads back")
  func dotComponentsAllowed() throws {
    var registrar = Registrar(options: MatchingOptions(allowsDotComponentsInWildcards: true))
    registrar.accept(scheme: "myapp")
    registrar.register("docs<DocsVC>/**<DocVC>")
    let table = try registrar.makeTable()
    let text = try table.link(for: RoutePattern(parsing: "docs/**"), remainder: ["../../x"])
    #expect(text == "myapp://docs/..%2F..%2Fx")
    guard case .matched(let link) = table.resolve(text) else {
      Issue.record("\(text) did not resolve")
      return
    }
    #expect(link.remainder == ["../../x"])
  }

  // MARK: Descriptions

  @Test("every new LinkBuildError reason prints its own explanation")
  func descriptions() throws {
    let pattern = try RoutePattern(parsing: "list/:itemID")
    let invalid = InvalidURLError(input: "myapp://x", reason: .noPath)
    let cases: [(LinkBuildError.Reason, String)] = [
      (
        .controlCharacter(name: ":itemID", value: "a\u{0}"),
        "the value 'a\\0' for ':itemID' holds a control character, which links may not carry"
      ),
      (
        .controlCharacter(name: "?ref", value: "\u{1B}"),
        "the value '\\u{1B}' for the query item 'ref' holds a control character, which links may not carry"
      ),
      (
        .controlCharacter(name: "?", value: "\u{7F}"),
        "the query name '\\u{7F}' holds a control character, which links may not carry"
      ),
      (
        .controlCharacter(name: "#", value: "\u{0}"),
        "the fragment '\\0' holds a control character, which links may not carry"
      ),
      (
        .segmentTooLong(name: "*", value: "abc", length: 2000, limit: 1024),
        "the value 'abc' for '*' is 2000 bytes once percent-encoded; a path segment is read up to 1024 bytes"
      ),
      (
        .tooManySegments(count: 40, limit: 32),
        "the link would have 40 path segments; at most 32 are read"
      ),
      (
        .tooManyQueryItems(count: 65, limit: 64),
        "the link would have 65 query items; at most 64 are read"
      ),
      (
        .emptyQueryName(value: "v"),
        "a query item with the value 'v' has an empty name, which links ignore"
      ),
      (
        .linkTooLong(length: 5000, limit: 4096),
        "the link would be 5000 bytes long; links are read up to 4096 bytes"
      ),
      (
        .dotComponent(name: "**", value: "../x"),
        "the value '../x' for '**' holds a '.' or '..' component, which the table refuses in '*' and '**'"
      ),
      (
        .opensAnotherRoute(link: "myapp://list/new", winner: try RoutePattern(parsing: "list/new")),
        "the link 'myapp://list/new' would open 'list/new' instead"
      ),
      (.opensNothing(link: "myapp://list/1"), "the link 'myapp://list/1' would match no route"),
      (
        .readsBackDifferently(link: "myapp://list/1", name: ":itemID"),
        "the link 'myapp://list/1' would read ':itemID' back as another value"
      ),
      (
        .readsBackDifferently(link: "myapp://list/1?a=b", name: "?a"),
        "the link 'myapp://list/1?a=b' would read the query item 'a' back as another value"
      ),
      (
        .refused(invalid),
        "the link would be refused: the link names no screen: expected '//' or a path after the scheme"
      ),
    ]
    for (reason, problem) in cases {
      #expect(
        LinkBuildError(pattern: pattern, reason: reason).description
          == "cannot build a link for 'list/:itemID': \(problem)")
    }
  }
}
