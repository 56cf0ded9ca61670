import StackRouter
import Testing

@MainActor
@Suite("A manifest's named blocks in the router")
struct ManifestBlockRouterTests {
  @Test("a bound block redirects old links to the new ones; its name is on the outcome")
  func redirect() async throws {
    let manifest = try RoutesManifest(
      parsing: """
        scheme demo
        route articles<ListVC>/:id<ArticleVC>
        block old/articles/:id legacyArticles
        block ping pong
        """)
    let navigator = HeadlessNavigator()
    let router = try Router(
      manifest: manifest, navigator: navigator,
      blocks: [
        "legacyArticles": { context in
          .redirect(.url("/articles/\(context.parameters["id"] ?? "")"))
        },
        "pong": { _ in .handled },
      ])
    let outcome = await router.open(.url("demo://old/articles/7"))
    guard case .redirected(let target, let reached) = outcome else {
      Issue.record("expected a redirect, got \(outcome)")
      return
    }
    #expect(target.description == "/articles/7")
    #expect(reached.isHandled)
    #expect(navigator.state.visibleScreen?.target == "ArticleVC")
    guard case .handled(let handled) = await router.open(.url("demo://ping")) else {
      Issue.record("ping was not handled")
      return
    }
    #expect(handled.blockName == "pong")
  }

  @Test("a router from a manifest whose block names are not all bound is refused")
  func unbound() throws {
    let manifest = try RoutesManifest(parsing: "scheme demo\nroute a<A>\nblock b x\n")
    #expect(throws: ManifestError.self) {
      try Router(manifest: manifest, navigator: HeadlessNavigator())
    }
  }
}
