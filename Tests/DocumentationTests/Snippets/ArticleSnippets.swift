// swift-format-ignore-file
// The DocC articles' Swift snippets, verbatim between their markers
// (SnippetTests checks it), inside functions that give them what they use;
// most run as tests.
import Foundation
import StackRouter
import Testing

/// What the Getting Started snippets log to.
func log(_ text: String) {}

/// What the JLRoutes guide's block asks.
final class Campaigns: Sendable {
  func isActive(_ code: String) -> Bool { code == "SPRING" }
  func apply(_ code: String) {}
}
let campaigns = Campaigns()

/// The screens and the store of the WAAppRouting guide.
final class Store: Sendable {}
let store = Store()
@MainActor protocol NeedsStore: AnyObject { var store: Store? { get set } }
final class ListViewController: RoutableTarget {
  static func make(for link: AppLink, parameters: LinkParameters) -> ListViewController { .init() }
}
final class ListDetailViewController: RoutableTarget, NeedsStore {
  var store: Store?
  static func make(for link: AppLink, parameters: LinkParameters) -> ListDetailViewController {
    .init()
  }
}
final class CommentsViewController: RoutableTarget {
  init(store: Store) {}
  static func make(for link: AppLink, parameters: LinkParameters) -> CommentsViewController {
    .init(store: store)
  }
}
final class ArticleViewController: RoutableTarget {
  static func make(for link: AppLink, parameters: LinkParameters) -> ArticleViewController { .init() }
}

@Suite("DocC article snippets")
@MainActor
struct ArticleSnippets {
  @Test("Getting Started registers, builds, resolves and builds a link")
  func gettingStarted() throws {
    // snippet: Sources/StackRouter/StackRouter.docc/GettingStarted.md #1
    var registrar = Registrar()
    registrar.accept(scheme: "myapp")
    registrar.accept(domain: "example.com")
    registrar.declare(tabs: ["home", "search"])

    registrar.register("list<ListVC>/:itemID<DetailVC>/extra<ExtraVC>", in: .tab("home"))
    registrar.register("list<ListVC>/:itemID<DetailVC>/comments<CommentsVC>!", in: .tab("home"))
    registrar.register("compose<ComposeVC>!", options: EntityOptions(presentationStyle: .formSheet))
    registrar.configure("list/:itemID", options: EntityOptions(defaults: ["tab": "info"]))
    // end snippet
    // snippet: Sources/StackRouter/StackRouter.docc/GettingStarted.md #2
    let table = try registrar.makeTable()
    // end snippet
    // snippet: Sources/StackRouter/StackRouter.docc/GettingStarted.md #3
    switch table.resolve("myapp://list/42?tab=comments") {
    case .matched(let link):
      let itemID = try link.parameters.require("itemID", as: Int.self)
      log("item \(itemID)")
    case .unmatched(let request):
      log("no route for \(request)")
    case .invalid(let error):
      log(error.description)
    }
    // end snippet
    // snippet: Sources/StackRouter/StackRouter.docc/GettingStarted.md #5
    let detail = try RoutePattern(parsing: "list/:itemID")
    let url = try table.url(for: detail, parameters: ["itemID": "42"], form: .domain("example.com"))
    // https://example.com/list/42
    // end snippet
    #expect(url.absoluteString == "https://example.com/list/42")
  }

  @Test("Getting Started loads the sample manifest")
  func gettingStartedManifest() throws {
    let path = Docs.root.appendingPathComponent("Samples/Sample.routes").path
    // snippet: Sources/StackRouter/StackRouter.docc/GettingStarted.md #4
    let manifest = try RoutesManifest.load(contentsOf: path)
    let table = try manifest.makeTable()
    // end snippet
    #expect(table.entities.count == 12)
  }

  @Test("the overview's chain is list, detail, comments")
  func overview() throws {
    // snippet: Sources/StackRouter/StackRouter.docc/StackRouter.md #1
    var registrar = Registrar()
    registrar.accept(scheme: "myapp")
    registrar.register("list<ListVC>/:itemID<DetailVC>/comments<CommentsVC>!")
    let table = try registrar.makeTable()

    if case .matched(let link) = table.resolve("myapp://list/42/comments") {
      print(link.chain.map(\.target))  // ["ListVC", "DetailVC", "CommentsVC"]
    }
    // end snippet
    guard case .matched(let link) = table.resolve("myapp://list/42/comments") else {
      Issue.record("no match")
      return
    }
    #expect(link.chain.map(\.target) == ["ListVC", "DetailVC", "CommentsVC"])
  }

  func manifestFormat(manifest: RoutesManifest, navigator: HeadlessNavigator) throws {
    // snippet: Sources/StackRouter/StackRouter.docc/ManifestFormat.md #1
    let router = try Router(
      manifest: manifest, navigator: navigator,
      blocks: ["legacyArticles": { context in .redirect(.url("/articles")) }])
    // end snippet
    _ = router
  }

  func jlroutes(_ registrar: inout Registrar) {
    // snippet: Sources/StackRouter/StackRouter.docc/MigratingFromJLRoutes.md #1
    registrar.handle("promo/:code", priority: 1) { context in
      guard let code = context.parameters["code"], campaigns.isActive(code) else { return .pass }
      campaigns.apply(code)
      return .handled
    }
    registrar.register("promo/:code<PromoViewController>")  // gets the link when the block passes
    // end snippet
  }

  @Test("the JLRoutes guide's rebuild leaves out promo/:code, its block too, and adds offers")
  func jlroutesRemoving() throws {
    var original = Registrar()
    original.accept(scheme: "myapp")
    jlroutes(&original)
    original.register("user/view/:userID<UserViewController>")
    let table = try original.makeTable()
    let navigator = HeadlessNavigator()
    // snippet: Sources/StackRouter/StackRouter.docc/MigratingFromJLRoutes.md #2
    let withoutPromos = try table.removing([RoutePattern(parsing: "promo/:code")])
    var registrar = Registrar(rebuilding: withoutPromos)
    registrar.register("offers/:code<OfferViewController>")
    let router = try Router(table: try registrar.makeTable(), navigator: navigator)
    // end snippet
    #expect(withoutPromos.blocks.isEmpty)
    #expect(
      router.table.entities.map(\.description) == [
        "offers/:code <OfferViewController>", "user/view/:userID <UserViewController>",
      ])
  }

  func waAppRoutingBindings() {
    // snippet: Sources/StackRouter/StackRouter.docc/MigratingFromWAAppRouting.md #1
    var bindings = TargetBindings()
    bindings.bind(ListViewController.self)
    bindings.bind(ListDetailViewController.self)
    bindings.bind("CommentsViewController") { link, parameters in
      CommentsViewController(store: store)
    }
    bindings.preconfigure = { screen, link in (screen as? any NeedsStore)?.store = store }
    // end snippet
    _ = bindings
  }

  func waAppRoutingParameters(link: AppLink) throws {
    // snippet: Sources/StackRouter/StackRouter.docc/MigratingFromWAAppRouting.md #2
    struct ArticleParameters: Decodable {
      let articleID: Int
      let title: String?
      enum CodingKeys: String, CodingKey { case articleID, title = "article_title" }
    }
    let parameters = try link.parameters.decode(ArticleParameters.self)
    // end snippet
    _ = parameters
  }

  func waAppRoutingGuard() {
    // snippet: Sources/StackRouter/StackRouter.docc/MigratingFromWAAppRouting.md #3
    let login = RouteGuard("login") { context in
      context.entity?.target == "AccountViewController" && !session.isLoggedIn ? .defer : .allow
    }
    // end snippet
    _ = login
  }
}
