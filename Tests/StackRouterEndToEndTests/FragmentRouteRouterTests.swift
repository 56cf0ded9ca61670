import Foundation
import StackRouter
import Testing

/// The default matcher's walk behind the protocol's defaults: what a custom
/// matcher that answers only `matches(for:)` gets for fragment routes.
private struct FragmentTrieThroughDefaults: RouteMatcher {
  let trie: TrieRouteMatcher

  init(routes: [Route], options: MatchingOptions) {
    trie = TrieRouteMatcher(routes: routes, options: options)
  }

  func matches(for request: RequestURL) -> [RouteMatch] {
    trie.matches(for: request)
  }
}

/// Fragment routes through the public API: the router, its blocks, and a
/// custom matcher.
@Suite("Router: fragment routes")
@MainActor
struct FragmentRouteRouterTests {
  private static func registrar() -> Registrar {
    var registrar = Registrar()
    registrar.accept(scheme: "myapp")
    registrar.accept(domain: "example.com")
    registrar.register("user<UserVC>#/view/:userID<UserViewVC>")
    registrar.register("https://example.com/#/profile/:id<ProfileVC>")
    return registrar
  }

  @Test(
    "the router opens a fragment route's chain with the fragment's query, after the path's blocks")
  func opens() async throws {
    var registrar = Self.registrar()
    let calls = Recorder()
    registrar.handle("user") { context in
      calls.record("block \(context.pattern)")
      return .pass
    }
    let app = try TestApp(table: try registrar.makeTable())
    let outcome = await app.router.open(.url("myapp://user?ref=mail#/view/42?tab=likes"))
    #expect(calls.lines == ["block user"])
    let link = try #require(outcome.handledRoute?.link)
    #expect(link.entity.target == "UserViewVC")
    #expect(link.parameters == ["ref": "mail", "tab": "likes", "userID": "42"])
    #expect(link.fragment == "/view/42?tab=likes")
    #expect(
      app.navigator.state.description == """
        stack
        ├── UserVC user (ref=mail, tab=likes)
        └── UserViewVC user#/view/:userID (ref=mail, tab=likes, userID=42)
        """)
    let universal = await app.router.open(.url("https://example.com/#/profile/7"))
    #expect(universal.handledRoute?.link?.parameters == ["id": "7"])
    // Without a fragment that matches: the path's entity.
    let plain = await app.router.open(.url("myapp://user#/nothing"))
    #expect(plain.handledRoute?.link?.entity.target == "UserVC")
  }

  @Test("a custom matcher answering only matches(for:) opens the same fragment routes")
  func customMatcher() throws {
    let table = try Self.registrar().makeTable(matcher: FragmentTrieThroughDefaults.self)
    let links = [
      "myapp://user#/view/42?tab=likes", "myapp://user#/other", "https://example.com/#/profile/7",
      "https://example.com/#/nothing", "myapp://user#/view/..",
    ]
    let reference = try Self.registrar().makeTable()
    for link in links {
      switch (table.resolve(link), reference.resolve(link)) {
      case (.matched(let custom), .matched(let trie)):
        #expect(custom.entity == trie.entity, "\(link)")
        #expect(custom.parameters == trie.parameters, "\(link)")
        #expect(custom.request.segments == trie.request.segments, "\(link)")
      case (.unmatched, .unmatched), (.invalid, .invalid):
        break
      case (let custom, let trie):
        Issue.record("\(link): \(custom) with the custom matcher, \(trie) with the default")
      }
    }
  }
}
