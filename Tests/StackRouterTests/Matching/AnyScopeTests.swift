import Testing

@testable import StackRouter

@Suite("Scopes for any accepted scheme or domain")
struct AnyScopeTests {
  private func winner(_ link: String, in table: RouteTable) -> String? {
    guard case .matched(let match) = table.resolve(link) else { return nil }
    return match.entity.pattern.description
  }

  @Test("'*://' and 'https://*/' parse as scopes and print back")
  func parses() throws {
    let scheme = try RouteDefinition(parsing: "*://compose<ComposeVC>!")
    #expect(scheme.scope == .anyScheme)
    #expect(scheme.description == "*://compose<ComposeVC>!")
    let domain = try RoutePattern(parsing: "https://*/promo/:code")
    #expect(domain.scope == .anyDomain)
    #expect(domain.description == "https://*/promo/:code")
    #expect(try RouteDefinition(parsing: "*://<HomeVC>").description == "*://<HomeVC>")
    #expect(try RouteDefinition(parsing: "HTTPS://*/<HomeVC>").scope == .anyDomain)
  }

  @Test(
    "a malformed scope for any scheme or domain is refused at its column",
    arguments: [
      (
        "https://*.example.com/a<A>",
        "error: expected '/' after '*', which stands for any accepted domain, found '.'\nhttps://*.example.com/a<A>\n         ^"
      ),
      (
        "https://*://a<A>",
        "error: expected '/' after '*', which stands for any accepted domain, found ':'\nhttps://*://a<A>\n         ^"
      ),
      (
        "https://*",
        "error: expected '/' after '*', which stands for any accepted domain, found the end\nhttps://*\n         ^"
      ),
      (
        "*:/a<A>",
        "error: expected '/' or the end of the route, found ':'\n*:/a<A>\n ^"
      ),
      (
        "http://*/a<A>",
        "error: universal-link routes use 'https://', not 'http://'\nhttp://*/a<A>\n^"
      ),
    ])
  func errors(input: String, expected: String) {
    let error = #expect(throws: RouteSyntaxError.self) { try RouteDefinition(parsing: input) }
    #expect(error?.description == expected)
  }

  @Test("'https://*/' matches universal links to every accepted domain and never a custom scheme")
  func anyDomain() throws {
    let table = try makeTable(
      ["https://*/promo/:code<PromoVC>"], schemes: ["myapp"], domains: ["a.com", "b.com"])
    #expect(winner("https://a.com/promo/X", in: table) == "https://*/promo/:code")
    #expect(winner("https://b.com/promo/X", in: table) == "https://*/promo/:code")
    #expect(winner("myapp://promo/X", in: table) == nil)
  }

  @Test("'*://' matches every accepted custom scheme and never a universal link")
  func anyScheme() throws {
    let table = try makeTable(
      ["*://compose<ComposeVC>!"], schemes: ["myapp", "partner"], domains: ["a.com"])
    #expect(winner("myapp://compose", in: table) == "*://compose")
    #expect(winner("partner://compose", in: table) == "*://compose")
    #expect(winner("https://a.com/compose", in: table) == nil)
  }

  @Test(
    "precedence is one scheme or domain > any > unscoped, whatever the order",
    arguments: [
      ("myapp://a/b", "myapp://a/:x"),
      ("partner://a/b", "*://a/:x"),
      ("https://a.com/a/b", "https://a.com/a/:x"),
      ("https://b.com/a/b", "https://*/a/:x"),
      ("https://b.com/a", "a"),
      ("partner://a", "a"),
    ])
  func precedence(link: String, expected: String) throws {
    let routes = [
      "a<A>", "a/b<AB>", "myapp://a/:x<SchemeX>", "*://a/:x<AnySchemeX>",
      "https://a.com/a/:x<DomainX>", "https://*/a/:x<AnyDomainX>",
    ]
    let orders = [routes, routes.reversed()] + (0..<20).map { _ in routes.shuffled() }
    for order in orders {
      let table = try makeTable(order, schemes: ["myapp", "partner"], domains: ["a.com", "b.com"])
      #expect(winner(link, in: table) == expected, "registration order \(order)")
    }
  }

  @Test("an unscoped route still wins where no scoped route matches the path")
  func fallsBack() throws {
    for order in permutations(["*://a/x<AnyX>", "a/:y<Y>"]) {
      let table = try makeTable(order)
      #expect(winner("myapp://a/x", in: table) == "*://a/x")
      #expect(winner("myapp://a/z", in: table) == "a/:y")
    }
  }

  @Test("reverse routing uses an accepted scheme or domain of the right kind, and no other")
  func reverseRouting() throws {
    let table = try makeTable(
      ["*://compose<ComposeVC>!", "https://*/promo/:code<PromoVC>"], schemes: ["myapp", "partner"],
      domains: ["a.com", "b.com"])
    let compose = try RoutePattern(parsing: "*://compose")
    let promo = try RoutePattern(parsing: "https://*/promo/:code")
    #expect(try table.link(for: compose) == "myapp://compose")
    #expect(try table.link(for: compose, form: .scheme("partner")) == "partner://compose")
    #expect(try table.link(for: promo, parameters: ["code": "X"]) == "https://a.com/promo/X")
    #expect(
      try table.link(for: promo, parameters: ["code": "X"], form: .domain("b.com"))
        == "https://b.com/promo/X")
    for (pattern, form) in [
      (compose, LinkForm.domain("a.com")), (compose, .scheme("other")),
      (promo, .scheme("myapp")), (promo, .domain("c.com")),
    ] {
      do {
        _ = try table.link(for: pattern, parameters: ["code": "X"], form: form)
        Issue.record("\(pattern) built a link for \(form)")
      } catch {
        #expect(error.reason == .formNotAllowed(form))
      }
    }
  }

  @Test("a scope for any scheme or domain needs one accepted")
  func needsOneAccepted() {
    do {
      _ = try makeTable(["*://compose<C>", "https://*/promo<P>"], schemes: [], domains: [])
      Issue.record("no scheme or domain is accepted")
    } catch {
      let text = "\(error)"
      #expect(
        text.contains(
          "routes use '*://', any accepted scheme, and no scheme is accepted; accept one first"))
      #expect(
        text.contains(
          "routes use 'https://*/', any accepted domain, and no domain is accepted; accept one first"
        ))
    }
  }
}
