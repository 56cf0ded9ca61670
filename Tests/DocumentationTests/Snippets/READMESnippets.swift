// swift-format-ignore-file
// The README's Swift snippets, verbatim between their markers (SnippetTests
// checks it), inside functions that give them what they use.
import Foundation
import StackRouter
import Testing

/// What the blocks snippet logs to.
final class Analytics: Sendable {
  func log(_ event: String, _ value: String?) {}
}
let analytics = Analytics()

@MainActor final class Session { var isLoggedIn = false }
@MainActor let session = Session()

@Suite("README snippets")
@MainActor
struct READMESnippets {
  @Test("the tour registers, resolves and reads what its comments say")
  func tour() throws {
    // snippet: README.md #1
    var registrar = Registrar()
    registrar.accept(scheme: "sample")
    registrar.accept(domain: "example.com")
    registrar.register("articles<ArticleListVC>/:articleID<ArticleVC>/author<AuthorVC>", in: .tab("news"))
    registrar.register("compose<ComposeVC>!", options: EntityOptions(presentationStyle: .formSheet))
    registrar.configure("articles/:articleID", options: EntityOptions(allowedParameters: ["ref"]))
    let table = try registrar.makeTable()   // throws one report listing every problem

    switch table.resolve("sample://articles/42?ref=mail&role=admin") {
    case .matched(let link):
      assert(link.entity.target == "ArticleVC")
      assert(link.chain.map(\.target) == ["ArticleListVC", "ArticleVC"])
      assert(link.parameters["role"] == nil)       // not an allowed parameter
      print("article", try link.parameters.require("articleID", as: Int.self))  // article 42
    case .unmatched(let request): print("no route for", request)
    case .invalid(let error): print(error)        // says what was wrong, with a caret
    }
    // end snippet
    #expect(table.entities.count == 4)
  }

  func blocks(_ registrar: inout Registrar) {
    // snippet: README.md #2
    registrar.handle("articles/:articleID", priority: 1) { context in
      analytics.log("article", context.parameters["articleID"])
      return .pass                                 // the article screen still opens
    }
    registrar.handle("old/articles(/:id)") { context in
      .redirect(.url("/articles/\(context.parameters["id"] ?? "")"))
    }
    // end snippet
  }

  func manifestBlocks(manifest: RoutesManifest, navigator: HeadlessNavigator) throws {
    // snippet: README.md #3
    let router = try Router(
      manifest: manifest, navigator: navigator,
      blocks: ["legacyArticles": { context in .redirect(.url("/articles/\(context.parameters["id"] ?? "")")) }])
    // end snippet
    _ = router
  }

  func parameters(link: AppLink) throws {
    // snippet: README.md #4
    struct ArticleParameters: Codable {
      let articleID: Int
      let ref: String?
      enum CodingKeys: String, CodingKey { case articleID, ref = "source" }
    }
    let parameters = try link.parameters(for: link.entity).decode(ArticleParameters.self)
    // end snippet
    _ = parameters
  }

  @Test("reverse routing encodes a '/' in a value, as the comment says")
  func reverseRouting() throws {
    var registrar = Registrar()
    registrar.accept(scheme: "sample")
    registrar.register("articles<ArticleListVC>/:articleID<ArticleVC>")
    let table = try registrar.makeTable()
    // snippet: README.md #5
    let url = try table.url(for: try RoutePattern(parsing: "articles/:articleID"), parameters: ["articleID": "a/b"])
    // sample://articles/a%2Fb: it reads back to the same entity and parameters
    // end snippet
    #expect(url.absoluteString == "sample://articles/a%2Fb")
  }

  func stackRestoration(table: RouteTable) async throws {
    // snippet: README.md #6
    let navigator = HeadlessNavigator(shell: .tabs(["news", "library"]))  // or UIKitNavigator(window:...)
    let router = try Router(table: table, navigator: navigator, guards: [
      RouteGuard("login") { context in
        context.entity?.target == "AccountVC" && !session.isLoggedIn ? .defer : .allow
      }
    ])
    let outcome = await router.open(.url("sample://articles/42"))  // handled, unmatched, invalid, rejected, deferred, …
    await router.resumeDeferred()                                   // after login: applied once, never lost
    let shared = router.currentLink()                               // the visible screen as a link, for sharing
    // end snippet
    _ = (outcome, shared)
  }

  @Test("rebuilding the tour's table without compose, then with another compose screen")
  func removingRoutes() throws {
    var tour = Registrar()
    tour.accept(scheme: "sample")
    tour.register("articles<ArticleListVC>/:articleID<ArticleVC>/author<AuthorVC>", in: .tab("news"))
    tour.register("compose<ComposeVC>!", options: EntityOptions(presentationStyle: .formSheet))
    let table = try tour.makeTable()
    let navigator = HeadlessNavigator(shell: .tabs(["news", "library"]))
    // snippet: README.md #9
    let smaller = try table.removing([RoutePattern(parsing: "compose")])
    var registrar = Registrar(rebuilding: smaller)
    registrar.register("compose<NewComposeVC>!")    // the same link, another screen
    let newRouter = try Router(table: try registrar.makeTable(), navigator: navigator)
    // end snippet
    #expect(smaller.entities.map(\.target) == ["ArticleListVC", "ArticleVC", "AuthorVC"])
    guard case .matched(let link) = newRouter.table.resolve("sample://compose") else {
      Issue.record("sample://compose opens nothing after the rebuild")
      return
    }
    #expect(link.entity.target == "NewComposeVC")
    #expect(newRouter.table.entities.count == 4)
  }
}
