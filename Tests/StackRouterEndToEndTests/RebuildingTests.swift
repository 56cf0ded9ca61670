import Foundation
import StackRouter
import Testing

/// A table never changes: routes are removed by rebuilding it, with
/// `Registrar(rebuilding:)` or `RouteTable.removing(_:)`.
@Suite("Rebuilding a table instead of removing routes")
struct RebuildingTests {
  /// The bundled sample manifest's table: tabs, modals with a style,
  /// defaults, allowed parameters, a `**` route, a domain-scoped route.
  private static func sampleTable() throws -> RouteTable {
    let path = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Samples/Sample.routes").path
    return try RoutesManifest.load(contentsOf: path).makeTable()
  }

  /// Everything a table holds about its routes, one line per entity or block.
  private static func summary(_ table: RouteTable) -> [String] {
    let head = [
      "schemes \(table.schemes)", "domains \(table.domains)", "tabs \(table.tabs ?? [])",
      "options \(table.options == MatchingOptions() ? "default" : "changed")",
    ]
    let entities = table.entities.map { entity in
      [
        entity.description, entity.source?.description ?? "-", entity.placement.description,
        entity.presentation.description, entity.defaults.sorted { $0.key < $1.key }.description,
        entity.allowedParameters.map { $0.sorted().description } ?? "-",
        "\(entity.location.file):\(entity.location.line)",
      ].joined(separator: " | ")
    }
    let blocks = table.blocks.map { block in
      "\(block.pattern) {block} priority \(block.priority) \(block.name ?? "-")"
    }
    return head + entities + blocks
  }

  @Test("a registrar rebuilt from a table builds a table equal to it, entity by entity")
  func rebuildSample() throws {
    let table = try Self.sampleTable()
    let rebuilt = try Registrar(rebuilding: table).makeTable()
    #expect(Self.summary(rebuilt) == Self.summary(table))
    #expect(rebuilt.description == table.description)
    for link in [
      "sample://articles/4/comments/9?ref=x", "https://example.com/promo/42",
      "sample://shelves/1/books/2/pages/a/b", "sample://compose",
    ] {
      #expect(Self.outcome(link, rebuilt) == Self.outcome(link, table))
    }
  }

  @Test("a rebuilt table keeps root routes, scopes, blocks, options and the default scheme")
  func rebuildEverything() throws {
    var registrar = Registrar(options: MatchingOptions(caseInsensitiveLiterals: true))
    registrar.accept(scheme: "other")
    registrar.accept(scheme: "myapp", isDefault: true)
    registrar.accept(domain: "app.com")
    registrar.register("/<HomeVC>/settings<SettingsVC>/privacy<PrivacyVC>!")
    registrar.register("myapp://inbox<InboxVC>/:id<MessageVC>")
    registrar.register("https://app.com/promo/:code<PromoVC>!")
    registrar.register(
      "list<ListVC>/:itemID<DetailVC>",
      options: EntityOptions(defaults: ["tab": "info"], allowedParameters: ["tab"]))
    registrar.configure("/settings/privacy", options: EntityOptions(presentationStyle: .pageSheet))
    registrar.handle("list/*", priority: 3, name: "alert") { _ in .pass }
    let table = try registrar.makeTable()
    let rebuilt = try Registrar(rebuilding: table).makeTable()
    #expect(Self.summary(rebuilt) == Self.summary(table))
    #expect(rebuilt.schemes == ["myapp", "other"])
    #expect(Self.outcome("/LIST/4", rebuilt) == "DetailVC list/:itemID (itemID=4, tab=info)")
  }

  @Test("more routes registered on a rebuilt registrar join the old ones")
  func extend() throws {
    let table = try Self.sampleTable()
    var registrar = Registrar(rebuilding: table)
    registrar.register("settings<SettingsVC>")
    let extended = try registrar.makeTable()
    #expect(extended.entities.count == table.entities.count + 1)
    #expect(Self.outcome("sample://settings", extended) == "SettingsVC settings")
    #expect(
      Self.outcome("sample://articles/4", extended) == Self.outcome("sample://articles/4", table))
  }

  @Test(
    "removing a pattern leaves out its entity and every entity shown on it; the rest is unchanged")
  func removeEntity() throws {
    let table = try Self.sampleTable()
    let smaller = try table.removing([RoutePattern(parsing: "articles/:articleID")])
    #expect(
      smaller.entities.map(\.description).filter { $0.hasPrefix("articles") } == [
        "articles <ArticleListVC>"
      ])
    #expect(Self.outcome("sample://articles/4", smaller) == "unmatched")
    #expect(Self.outcome("sample://articles/4/author", smaller) == "unmatched")
    #expect(Self.outcome("sample://articles", smaller) == "ArticleListVC articles (sort=newest)")
    let kept = table.entities.filter { !$0.pattern.description.hasPrefix("articles/") }
    #expect(smaller.entities.map(\.description) == kept.map(\.description))
    #expect(try table.removing([]).description == table.description)
  }

  @Test("removing a block's pattern leaves out its blocks; an unknown pattern changes nothing")
  func removeBlock() throws {
    var registrar = Registrar()
    registrar.accept(scheme: "myapp")
    registrar.register("list<ListVC>/:itemID<DetailVC>")
    registrar.handle("list/*") { _ in .handled }
    registrar.handle("list/*", priority: 1) { _ in .pass }
    registrar.handle("**") { _ in .pass }
    let table = try registrar.makeTable()
    let smaller = try table.removing([RoutePattern(parsing: "list/*")])
    #expect(smaller.blocks.map(\.pattern.description) == ["**"])
    #expect(smaller.entities.map(\.description) == table.entities.map(\.description))
    let same = try table.removing([RoutePattern(parsing: "nothing/here")])
    #expect(same.description == table.description)
    #expect(same.blocks.count == 3)
  }

  @Test("a table built with a custom matcher is rebuilt with the same kind of matcher")
  func customMatcherKept() throws {
    var registrar = Registrar()
    registrar.accept(scheme: "myapp")
    registrar.register("list<ListVC>/$itemID<DetailVC>")
    registrar.register("help<HelpVC>")
    let table = try registrar.makeTable(matcher: WAAppRoutingStyleMatcher.self)
    let smaller = try table.removing([RoutePattern(parsing: "help")])
    #expect(smaller.matcher is WAAppRoutingStyleMatcher)
    #expect(Self.outcome("myapp://help", smaller) == "unmatched")
    #expect(Self.outcome("myapp://list/3", smaller) == "DetailVC list/$itemID (itemID=3)")
  }

  /// `Target pattern (parameters)`, `unmatched` or `invalid`.
  private static func outcome(_ link: String, _ table: RouteTable) -> String {
    switch table.resolve(link) {
    case .matched(let link):
      let parameters = link.parameters.names.sorted().map { "\($0)=\(link.parameters[$0] ?? "")" }
      let entity = "\(link.entity.target) \(link.entity.pattern)"
      return parameters.isEmpty ? entity : "\(entity) (\(parameters.joined(separator: ", ")))"
    case .unmatched: return "unmatched"
    case .invalid(let error): return "invalid: \(error.message)"
    }
  }
}
