import Foundation
import Testing

@testable import StackRouter

/// Building links for patterns (reverse routing): exact texts, every
/// `LinkBuildError`, and the round trip back through `RouteTable.resolve`.
@Suite("Reverse routing")
struct ReverseRoutingTests {
  let table: RouteTable

  init() throws {
    var registrar = Registrar()
    registrar.accept(scheme: "myapp")
    registrar.accept(scheme: "other")
    registrar.accept(domain: "example.com")
    registrar.accept(domain: "www.example.com")
    registrar.register("list<ListVC>/:itemID<DetailVC>/comments<CommentsVC>!")
    registrar.register("myapp://settings<SettingsVC>/:section<SectionVC>")
    registrar.register("https://example.com/promo/:code<PromoVC>")
    registrar.register("search<SearchVC>")
    registrar.register("pair/*/*<PairVC>")
    registrar.register("docs/**<DocsVC>")
    registrar.register("files/*/raw/**<RawFileVC>")
    registrar.handle("share/:token") { _ in .pass }
    table = try registrar.makeTable()
  }

  /// One link to build and the text expected.
  struct Build: Sendable, CustomTestStringConvertible {
    var pattern: String
    var parameters: [String: String] = [:]
    var wildcards: [String] = []
    var remainder: [String] = []
    var query: [QueryItem] = []
    var fragment: String? = nil
    var form: LinkForm = .preferred
    var expected: String

    var testDescription: String { expected }
  }

  private func build(_ case: Build) throws -> String {
    try table.link(
      for: RoutePattern(parsing: `case`.pattern), parameters: `case`.parameters,
      wildcards: `case`.wildcards, remainder: `case`.remainder, query: `case`.query,
      fragment: `case`.fragment, form: `case`.form)
  }

  // MARK: Link texts

  @Test(
    "a link is built with exactly this text",
    arguments: [
      // Custom schemes: the first accepted scheme unless one is asked for.
      Build(pattern: "list", expected: "myapp://list"),
      Build(pattern: "list/:itemID", parameters: ["itemID": "42"], expected: "myapp://list/42"),
      Build(
        pattern: "list/:itemID", parameters: ["itemID": "42"], form: .scheme("other"),
        expected: "other://list/42"),
      Build(
        pattern: "list/:itemID", parameters: ["itemID": "42"], form: .scheme("MyApp"),
        expected: "myapp://list/42"),
      // Universal links.
      Build(
        pattern: "list/:itemID", parameters: ["itemID": "42"], form: .domain("example.com"),
        expected: "https://example.com/list/42"),
      Build(
        pattern: "list/:itemID/comments", parameters: ["itemID": "42"],
        form: .domain("WWW.Example.com"), expected: "https://www.example.com/list/42/comments"),
      // Scoped routes use their own scope.
      Build(
        pattern: "myapp://settings/:section", parameters: ["section": "privacy"],
        expected: "myapp://settings/privacy"),
      Build(
        pattern: "myapp://settings", form: .scheme("MYAPP"), expected: "myapp://settings"),
      Build(
        pattern: "https://example.com/promo/:code", parameters: ["code": "SPRING"],
        expected: "https://example.com/promo/SPRING"),
      Build(
        pattern: "https://example.com/promo/:code", parameters: ["code": "SPRING"],
        form: .domain("Example.COM"), expected: "https://example.com/promo/SPRING"),
      // Query and fragment.
      Build(
        pattern: "list/:itemID/comments", parameters: ["itemID": "42"],
        query: [
          QueryItem(name: "sort", value: "new"), QueryItem(name: "tag", value: "a b"),
          QueryItem(name: "tag", value: "x&y"),
        ],
        fragment: "sec 2",
        expected: "myapp://list/42/comments?sort=new&tag=a%20b&tag=x%26y#sec%202"),
      Build(
        pattern: "search", query: [QueryItem(name: "q", value: "a+b=c")],
        expected: "myapp://search?q=a%2Bb%3Dc"),
      Build(
        pattern: "search",
        query: [
          QueryItem(name: "a b", value: ""), QueryItem(name: "u", value: "https://x.com/p?q"),
        ],
        expected: "myapp://search?a%20b=&u=https://x.com/p?q"),
      Build(pattern: "search", fragment: "", expected: "myapp://search#"),
      Build(pattern: "search", fragment: "a#b?c/d", expected: "myapp://search#a%23b?c/d"),
      // Wildcards and remainder.
      Build(pattern: "pair/*/*", wildcards: ["a", "b c"], expected: "myapp://pair/a/b%20c"),
      Build(pattern: "docs/**", expected: "myapp://docs"),
      Build(pattern: "docs/**", remainder: ["a", "b/c"], expected: "myapp://docs/a/b%2Fc"),
      Build(
        pattern: "files/*/raw/**", wildcards: ["abc"], remainder: ["x", "y.txt"],
        expected: "myapp://files/abc/raw/x/y.txt"),
      // Percent-encoding of path segments.
      Build(pattern: "list/:itemID", parameters: ["itemID": "a/b"], expected: "myapp://list/a%2Fb"),
      Build(pattern: "list/:itemID", parameters: ["itemID": "a b"], expected: "myapp://list/a%20b"),
      Build(
        pattern: "list/:itemID", parameters: ["itemID": "100%"], expected: "myapp://list/100%25"),
      Build(pattern: "list/:itemID", parameters: ["itemID": "ü"], expected: "myapp://list/%C3%BC"),
      Build(pattern: "list/:itemID", parameters: ["itemID": ":@"], expected: "myapp://list/%3A%40"),
      Build(pattern: "list/:itemID", parameters: ["itemID": "%2F"], expected: "myapp://list/%252F"),
      Build(
        pattern: "list/:itemID", parameters: ["itemID": "?#&=+"], expected: "myapp://list/%3F%23&=+"
      ),
      Build(pattern: "list/:itemID", parameters: ["itemID": "..."], expected: "myapp://list/..."),
      Build(pattern: "list/:itemID", parameters: ["itemID": "-x"], expected: "myapp://list/-x"),
      // A block's pattern builds too.
      Build(pattern: "share/:token", parameters: ["token": "t"], expected: "myapp://share/t"),
    ])
  func linkText(_ case: Build) throws {
    let text = try build(`case`)
    #expect(text == `case`.expected)
    let url = try table.url(
      for: RoutePattern(parsing: `case`.pattern), parameters: `case`.parameters,
      wildcards: `case`.wildcards, remainder: `case`.remainder, query: `case`.query,
      fragment: `case`.fragment, form: `case`.form)
    #expect(url.absoluteString == `case`.expected)
  }

  @Test("parameters the pattern does not name are left out")
  func extraParametersIgnored() throws {
    let pattern = try RoutePattern(parsing: "list/:itemID")
    #expect(
      try table.link(for: pattern, parameters: ["itemID": "1", "other": "2"]) == "myapp://list/1")
  }

  // MARK: Errors

  /// One link that cannot be built, and the error expected.
  struct Failure: Sendable, CustomTestStringConvertible {
    var pattern: String
    var parameters: [String: String] = [:]
    var wildcards: [String] = []
    var remainder: [String] = []
    var form: LinkForm = .preferred
    var reason: LinkBuildError.Reason
    var description: String

    var testDescription: String { description }
  }

  @Test(
    "a link that cannot be built throws this LinkBuildError, with this description",
    arguments: [
      Failure(
        pattern: "list/:itemID", reason: .missingParameter("itemID"),
        description: "cannot build a link for 'list/:itemID': no value for ':itemID'"),
      Failure(
        pattern: "list/:itemID/comments", parameters: ["itemid": "1"],
        reason: .missingParameter("itemID"),
        description: "cannot build a link for 'list/:itemID/comments': no value for ':itemID'"),
      Failure(
        pattern: "list/:itemID", parameters: ["itemID": ""],
        reason: .unusableSegment(name: ":itemID", value: ""),
        description:
          "cannot build a link for 'list/:itemID': the value '' for ':itemID' cannot stand as a path segment"
      ),
      Failure(
        pattern: "list/:itemID", parameters: ["itemID": "."],
        reason: .unusableSegment(name: ":itemID", value: "."),
        description:
          "cannot build a link for 'list/:itemID': the value '.' for ':itemID' cannot stand as a path segment"
      ),
      Failure(
        pattern: "list/:itemID", parameters: ["itemID": ".."],
        reason: .unusableSegment(name: ":itemID", value: ".."),
        description:
          "cannot build a link for 'list/:itemID': the value '..' for ':itemID' cannot stand as a path segment"
      ),
      Failure(
        pattern: "pair/*/*", wildcards: ["a", ""], reason: .unusableSegment(name: "*", value: ""),
        description:
          "cannot build a link for 'pair/*/*': the value '' for '*' cannot stand as a path segment"),
      Failure(
        pattern: "docs/**", remainder: ["a", ".."],
        reason: .unusableSegment(name: "**", value: ".."),
        description:
          "cannot build a link for 'docs/**': the value '..' for '**' cannot stand as a path segment"
      ),
      Failure(
        pattern: "docs/**", remainder: [""], reason: .unusableSegment(name: "**", value: ""),
        description:
          "cannot build a link for 'docs/**': the value '' for '**' cannot stand as a path segment"),
      Failure(
        pattern: "pair/*/*", wildcards: ["a", "b", "c"],
        reason: .wildcardCount(expected: 2, given: 3),
        description:
          "cannot build a link for 'pair/*/*': the pattern has 2 '*' but 3 values were given"),
      Failure(
        pattern: "pair/*/*", reason: .wildcardCount(expected: 2, given: 0),
        description:
          "cannot build a link for 'pair/*/*': the pattern has 2 '*' but 0 values were given"),
      Failure(
        pattern: "list", wildcards: ["a", "b"], reason: .wildcardCount(expected: 0, given: 2),
        description: "cannot build a link for 'list': the pattern has 0 '*' but 2 values were given"
      ),
      Failure(
        pattern: "list", form: .scheme("evil"), reason: .formNotAllowed(.scheme("evil")),
        description: "cannot build a link for 'list': the scheme 'evil' is not allowed here"),
      Failure(
        pattern: "list", form: .scheme("https"), reason: .formNotAllowed(.scheme("https")),
        description: "cannot build a link for 'list': the scheme 'https' is not allowed here"),
      Failure(
        pattern: "list", form: .domain("evil.com"), reason: .formNotAllowed(.domain("evil.com")),
        description: "cannot build a link for 'list': the domain 'evil.com' is not allowed here"),
      Failure(
        pattern: "list", form: .domain("sub.example.com"),
        reason: .formNotAllowed(.domain("sub.example.com")),
        description:
          "cannot build a link for 'list': the domain 'sub.example.com' is not allowed here"),
      Failure(
        pattern: "myapp://settings", form: .scheme("other"),
        reason: .formNotAllowed(.scheme("other")),
        description:
          "cannot build a link for 'myapp://settings': the scheme 'other' is not allowed here"),
      Failure(
        pattern: "myapp://settings", form: .domain("example.com"),
        reason: .formNotAllowed(.domain("example.com")),
        description:
          "cannot build a link for 'myapp://settings': the domain 'example.com' is not allowed here"
      ),
      Failure(
        pattern: "https://example.com/promo/:code", parameters: ["code": "x"],
        form: .domain("www.example.com"), reason: .formNotAllowed(.domain("www.example.com")),
        description:
          "cannot build a link for 'https://example.com/promo/:code': the domain 'www.example.com' is not allowed here"
      ),
      Failure(
        pattern: "https://example.com/promo/:code", parameters: ["code": "x"],
        form: .scheme("myapp"), reason: .formNotAllowed(.scheme("myapp")),
        description:
          "cannot build a link for 'https://example.com/promo/:code': the scheme 'myapp' is not allowed here"
      ),
    ])
  func buildErrors(_ case: Failure) throws {
    let pattern = try RoutePattern(parsing: `case`.pattern)
    let error = #expect(throws: LinkBuildError.self) {
      try table.link(
        for: pattern, parameters: `case`.parameters, wildcards: `case`.wildcards,
        remainder: `case`.remainder, form: `case`.form)
    }
    #expect(error == LinkBuildError(pattern: pattern, reason: `case`.reason))
    #expect(error?.description == `case`.description)
    #expect(throws: LinkBuildError(pattern: pattern, reason: `case`.reason)) {
      try table.url(
        for: pattern, parameters: `case`.parameters, wildcards: `case`.wildcards,
        remainder: `case`.remainder, form: `case`.form)
    }
  }

  @Test("a pattern that no entity or block of the table has is an unknown entity")
  func unknownEntity() throws {
    let pattern = try RoutePattern(parsing: "nowhere/:x")
    let error = #expect(throws: LinkBuildError.self) {
      try table.link(for: pattern, parameters: ["x": "1"])
    }
    #expect(error == LinkBuildError(pattern: pattern, reason: .unknownEntity))
    #expect(
      error?.description == "cannot build a link for 'nowhere/:x': no entity has this pattern")
    #expect(throws: LinkBuildError(pattern: pattern, reason: .unknownEntity)) {
      try table.url(for: pattern, parameters: ["x": "1"])
    }
  }

  @Test(
    "catalog 51: a path value holding a control character is refused, as intake would refuse it",
    arguments: ["a\nb", "\u{0}", "tab\there", "\u{7F}", "\u{85}"])
  func controlCharacters(value: String) throws {
    let pattern = try RoutePattern(parsing: "list/:itemID")
    #expect(
      throws: LinkBuildError(
        pattern: pattern, reason: .controlCharacter(name: ":itemID", value: value))
    ) {
      try table.link(for: pattern, parameters: ["itemID": value])
    }
  }

  @Test("a table that accepts no scheme and no domain cannot build a link")
  func noScheme() throws {
    var registrar = Registrar()
    registrar.register("list<ListVC>")
    let table = try registrar.makeTable()
    let pattern = try RoutePattern(parsing: "list")
    let error = #expect(throws: LinkBuildError.self) { try table.link(for: pattern) }
    #expect(error == LinkBuildError(pattern: pattern, reason: .noScheme))
    #expect(
      error?.description == "cannot build a link for 'list': the table accepts no scheme or domain")
  }

  @Test("every LinkBuildError reason prints its own explanation")
  func descriptions() throws {
    let pattern = try RoutePattern(parsing: "list/:itemID")
    let cases: [(LinkBuildError.Reason, String)] = [
      (.missingParameter("itemID"), "no value for ':itemID'"),
      (
        .unusableSegment(name: ":itemID", value: ".."),
        "the value '..' for ':itemID' cannot stand as a path segment"
      ),
      (.wildcardCount(expected: 2, given: 3), "the pattern has 2 '*' but 3 values were given"),
      (.formNotAllowed(.scheme("evil")), "the scheme 'evil' is not allowed here"),
      (.formNotAllowed(.domain("evil.com")), "the domain 'evil.com' is not allowed here"),
      (.formNotAllowed(.preferred), "the table accepts no scheme or domain"),
      (.noScheme, "the table accepts no scheme or domain"),
      (.unknownEntity, "no entity has this pattern"),
    ]
    for (reason, problem) in cases {
      #expect(
        LinkBuildError(pattern: pattern, reason: reason).description
          == "cannot build a link for 'list/:itemID': \(problem)")
    }
  }

  // MARK: Round trip

  static let awkwardValues = [
    "a/b", "a b", "100%", "ü", "?#&=+", "%2F", ":@", "🦊", "🇨🇭", "-leading", "...", "a+b", "x=y&z",
    String(repeating: "abcde", count: 100),
  ]

  static let roundTripForms: [LinkForm] = [.preferred, .scheme("other"), .domain("example.com")]

  /// Resolves a built link, checking that Foundation reads it as the same text.
  private func resolveBuilt(
    _ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) throws -> AppLink {
    let url = try #require(
      URL(string: text), "Foundation cannot read \(text)", sourceLocation: sourceLocation)
    #expect(url.absoluteString == text, sourceLocation: sourceLocation)
    switch table.resolve(text) {
    case .matched(let link):
      return link
    case .unmatched(let request):
      Issue.record("no entity matches \(request)", sourceLocation: sourceLocation)
    case .invalid(let error):
      Issue.record("the link was refused:\n\(error)", sourceLocation: sourceLocation)
    }
    throw BuiltLinkDidNotResolve()
  }

  private struct BuiltLinkDidNotResolve: Error {}

  @Test(
    "a route parameter reads back as the same value",
    arguments: awkwardValues, roundTripForms)
  func routeParameterRoundTrip(value: String, form: LinkForm) throws {
    let pattern = try RoutePattern(parsing: "list/:itemID/comments")
    let text = try table.link(for: pattern, parameters: ["itemID": value], form: form)
    let link = try resolveBuilt(text)
    #expect(link.entity == table.entity(for: pattern))
    #expect(link.routeParameters == ["itemID": value])
    #expect(link.parameters["itemID"] == value)
    #expect(link.queryItems.isEmpty)
    #expect(link.fragment == nil)
  }

  @Test("wildcards read back as the same segments", arguments: awkwardValues, roundTripForms)
  func wildcardRoundTrip(value: String, form: LinkForm) throws {
    let pattern = try RoutePattern(parsing: "pair/*/*")
    let text = try table.link(for: pattern, wildcards: [value, "second"], form: form)
    let link = try resolveBuilt(text)
    #expect(link.entity == table.entity(for: pattern))
    #expect(link.routeParameters.isEmpty)
    #expect(link.request.segments == ["pair", value, "second"])
  }

  @Test("a ** remainder reads back as the same segments", arguments: awkwardValues, roundTripForms)
  func remainderRoundTrip(value: String, form: LinkForm) throws {
    let pattern = try RoutePattern(parsing: "files/*/raw/**")
    let text = try table.link(
      for: pattern, wildcards: ["w"], remainder: [value, "b", value], form: form)
    let link = try resolveBuilt(text)
    #expect(link.entity == table.entity(for: pattern))
    #expect(link.remainder == [value, "b", value])
  }

  @Test(
    "query names and values read back the same, in order", arguments: awkwardValues, roundTripForms)
  func queryRoundTrip(value: String, form: LinkForm) throws {
    let pattern = try RoutePattern(parsing: "search")
    let query = [
      QueryItem(name: "q", value: value), QueryItem(name: value, value: "name"),
      QueryItem(name: "q", value: ""),
    ]
    let text = try table.link(for: pattern, query: query, form: form)
    let link = try resolveBuilt(text)
    #expect(link.entity == table.entity(for: pattern))
    #expect(Array(link.queryItems) == query)
    #expect(link.parameters.values("q") == [value, ""])
    #expect(link.fragment == nil)
  }

  @Test("a fragment reads back the same", arguments: awkwardValues, roundTripForms)
  func fragmentRoundTrip(value: String, form: LinkForm) throws {
    let pattern = try RoutePattern(parsing: "list/:itemID")
    let text = try table.link(
      for: pattern, parameters: ["itemID": "1"], query: [QueryItem(name: "k", value: "v")],
      fragment: value, form: form)
    let link = try resolveBuilt(text)
    #expect(link.entity == table.entity(for: pattern))
    #expect(link.fragment == value)
    #expect(Array(link.queryItems) == [QueryItem(name: "k", value: "v")])
    #expect(link.routeParameters == ["itemID": "1"])
  }

  @Test("a scoped route's link reads back to the scoped entity", arguments: awkwardValues)
  func scopedRoundTrip(value: String) throws {
    for (patternText, name) in [
      ("myapp://settings/:section", "section"), ("https://example.com/promo/:code", "code"),
    ] {
      let pattern = try RoutePattern(parsing: patternText)
      let text = try table.link(for: pattern, parameters: [name: value], fragment: value)
      let link = try resolveBuilt(text)
      #expect(link.entity == table.entity(for: pattern))
      #expect(link.routeParameters == [name: value])
      #expect(link.fragment == value)
    }
  }

  @Test("an empty ** remainder reads back as no remainder")
  func emptyRemainderRoundTrip() throws {
    let pattern = try RoutePattern(parsing: "docs/**")
    let link = try resolveBuilt(try table.link(for: pattern))
    #expect(link.entity == table.entity(for: pattern))
    #expect(link.remainder == [])
  }

  @Test(
    "a parameter in the host position of a custom-scheme link reads back the same",
    arguments: awkwardValues)
  func hostPositionRoundTrip(value: String) throws {
    var registrar = Registrar()
    registrar.accept(scheme: "myapp")
    registrar.register(":user<UserVC>/posts<PostsVC>")
    let table = try registrar.makeTable()
    let pattern = try RoutePattern(parsing: ":user/posts")
    let text = try table.link(for: pattern, parameters: ["user": value])
    let url = try #require(URL(string: text))
    #expect(url.absoluteString == text)
    guard case .matched(let link) = table.resolve(text) else {
      Issue.record("\(text) did not resolve: \(table.resolve(text))")
      return
    }
    #expect(link.entity == table.entity(for: pattern))
    #expect(link.routeParameters == ["user": value])
  }
}
