import StackRouter
import Testing

/// The default matcher's walk, behind the protocol's default resolution:
/// what any custom matcher that answers only `matches(for:)` gets.
private struct TrieThroughDefaults: RouteMatcher {
  let trie: TrieRouteMatcher

  init(routes: [Route], options: MatchingOptions) {
    trie = TrieRouteMatcher(routes: routes, options: options)
  }

  func matches(for request: RequestURL) -> [RouteMatch] {
    trie.matches(for: request)
  }
}

/// A matcher whose own resolution refuses every link its matches would
/// open: a table that took another path would open them.
private struct RefusingMatcher: RouteMatcher {
  let trie: TrieRouteMatcher

  init(routes: [Route], options: MatchingOptions) {
    trie = TrieRouteMatcher(routes: routes, options: options)
  }

  func matches(for request: RequestURL) -> [RouteMatch] {
    trie.matches(for: request)
  }

  func resolve(_ request: consuming RequestURL, in table: RouteTable) -> LinkResolution {
    .unmatched(request)
  }

  func candidates(for request: RequestURL, in table: RouteTable) -> [RouteMatch] {
    []
  }
}

@Suite("Every matcher takes the same path")
struct MatcherSeamTests {
  private static let routes = [
    "list<ListVC>/:itemID<DetailVC>/comments<CommentsVC>!",
    "list<ListVC>/new<NewVC>",
    "files<FilesVC>/*<FileVC>/raw<RawVC>",
    "docs<DocsVC>/**<DocVC>",
    "https://example.com/promo/:code<PromoVC>",
    "myapp://about<AboutVC>",
  ]

  private static let links = [
    "myapp://list/42/comments?sort=new", "myapp://list/new", "myapp://list/42",
    "myapp://files/a%20b/raw", "myapp://files/../raw", "myapp://docs/a/b/c",
    "myapp://docs", "https://example.com/promo/SPRING", "https://example.com/list/7",
    "myapp://about", "myapp://nothing/here", "myapp://LIST/9",
  ]

  private func table<Matcher: RouteMatcher>(_ matcher: Matcher.Type) throws -> RouteTable {
    var registrar = Registrar()
    registrar.accept(scheme: "myapp")
    registrar.accept(domain: "example.com")
    for route in Self.routes { registrar.register(route) }
    registrar.handle("list/*") { _ in .pass }
    return try registrar.makeTable(matcher: matcher)
  }

  private func summary(_ resolution: LinkResolution) -> String {
    switch resolution {
    case .matched(let link):
      "\(link.chain.map(\.target)) \(link.routeParameters.sorted { $0.key < $1.key }) "
        + "\(link.wildcards) \(link.remainder) \(link.queryItems.map(\.name))"
    case .unmatched(let request): "unmatched \(request.segments)"
    case .invalid(let error): "invalid \(error)"
    }
  }

  @Test("the trie's fast path resolves every link as the protocol's default path does")
  func fastPathAgreesWithDefaults() throws {
    let fast = try table(TrieRouteMatcher.self)
    let plain = try table(TrieThroughDefaults.self)
    #expect(fast.matcher is TrieRouteMatcher)
    #expect(plain.matcher is TrieThroughDefaults)
    for link in Self.links {
      #expect(summary(fast.resolve(link)) == summary(plain.resolve(link)), "\(link)")
      // Links that intake refuses have no candidates to compare.
      guard let request = try? fast.read(link) else { continue }
      #expect(
        fast.candidates(for: request).map(\.route.description)
          == plain.candidates(for: request).map(\.route.description), "\(link)")
    }
  }

  @Test("a table resolves through its matcher's own resolve(_:in:) and candidates(for:in:)")
  func customResolutionIsThePath() throws {
    let refusing = try table(RefusingMatcher.self)
    let request = try refusing.read("myapp://list/42")
    #expect(refusing.matcher.matches(for: request).isEmpty == false)
    guard case .unmatched(let unmatched) = refusing.resolve("myapp://list/42") else {
      Issue.record("the table opened a link its matcher refused")
      return
    }
    #expect(unmatched.segments == ["list", "42"])
    #expect(refusing.candidates(for: request).isEmpty)
  }
}
