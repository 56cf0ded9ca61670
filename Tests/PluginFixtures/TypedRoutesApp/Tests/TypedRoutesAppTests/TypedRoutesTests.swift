import Foundation
import StackRouter
import Testing

@testable import TypedRoutesApp

@Suite("Links built through the generated API")
struct TypedRoutesTests {
  let table: RouteTable

  init() throws {
    table = try AppRoutes.makeTable(blocks: [AppRoutes.Blocks.oldMail: { _ in .pass }])
  }

  @Test("an article link reads back to the same entity and typed parameters")
  func article() throws {
    let article = AppRoutes.articlesArticleID(
      articleID: 42, draft: true, utmSource: "mail", zoom: 1.5)
    let link = try article.link(in: table)
    #expect(link == "fixture://articles/42?draft=true&utm-source=mail&zoom=1.5")
    guard case .matched(let matched) = table.resolve(link) else {
      Issue.record("\(link) did not match")
      return
    }
    #expect(matched.entity == AppRoutes.ArticlesArticleID.entity(in: table))
    #expect(matched.entity.target == AppRoutes.Targets.articleScreen)
    #expect(try AppRoutes.ArticlesArticleID.parameters(of: matched) == article.parameters)
    #expect(
      try matched.parameters.decode(AppRoutes.ArticlesArticleID.Parameters.self)
        == article.parameters)
  }

  @Test("a raw-value enum parameter and a parent's parameters read back from a child's link")
  func chain() throws {
    let list = AppRoutes.articles(sort: .oldest)
    #expect(try list.link(in: table) == "fixture://articles?sort=oldest")
    let comments = AppRoutes.articlesArticleIDComments(articleID: 7)
    let link = try comments.link(in: table)
    guard case .matched(let matched) = table.resolve(link) else {
      Issue.record("\(link) did not match")
      return
    }
    #expect(matched.entity.pattern == AppRoutes.ArticlesArticleIDComments.pattern)
    #expect(try AppRoutes.ArticlesArticleID.parameters(of: matched)?.articleID == 7)
    #expect(try AppRoutes.Compose.parameters(of: matched) == nil)
  }

  @Test("wildcards, the remainder and a UUID round-trip")
  func files() throws {
    let shelf = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!
    let file = AppRoutes.shelvesShelfIDFilesWildcardRest(
      shelfID: shelf, wildcard: "docs", remainder: ["a b", "c"])
    let url = try file.url(in: table)
    #expect(
      url.absoluteString
        == "fixture://shelves/E621E1F8-C36C-495A-93FC-0C247A3E6E5F/files/docs/a%20b/c")
    guard case .matched(let matched) = table.resolve(url.absoluteString) else {
      Issue.record("\(url) did not match")
      return
    }
    #expect(matched.entity.target == "FileScreen")
    #expect(matched.wildcards == ["docs"])
    #expect(matched.remainder == ["a b", "c"])
    #expect(try AppRoutes.ShelvesShelfIDFilesWildcardRest.parameters(of: matched)?.shelfID == shelf)
  }

  @Test("a route with several '**' takes each one's segments, and they read back the same")
  func mirror() throws {
    let mirror = AppRoutes.mirrorRestRawRest(remainder: ["a", "b c"], remainder2: ["d"])
    #expect(mirror.remainders == [["a", "b c"], ["d"]])
    let link = try mirror.link(in: table)
    #expect(link == "fixture://mirror/a/b%20c/raw/d")
    guard case .matched(let matched) = table.resolve(link) else {
      Issue.record("\(link) did not match")
      return
    }
    #expect(matched.entity.target == "MirrorScreen")
    #expect(matched.remainders == [["a", "b c"], ["d"]])
    // A split that reads back as another is refused, as the table's builder refuses it.
    #expect(throws: LinkBuildError.self) {
      try AppRoutes.mirrorRestRawRest(remainder: ["raw"], remainder2: []).link(in: table)
    }
  }

  @Test("a universal-link route builds its https link")
  func promo() throws {
    #expect(
      try AppRoutes.promoCode(code: "SPRING").link(in: table) == "https://example.com/promo/SPRING")
  }

  @Test("the refusal rules of the link builder still apply")
  func refusal() {
    #expect(throws: LinkBuildError.self) {
      try AppRoutes.promoCode(code: "..").link(in: table)
    }
  }

  @Test("a value that does not convert is a parameter error naming it")
  func invalidValue() throws {
    guard case .matched(let matched) = table.resolve("fixture://articles/forty-two") else {
      Issue.record("the link did not match")
      return
    }
    #expect(
      throws: ParameterError(
        name: "articleID", reason: .invalid(value: "forty-two", expected: "Int"))
    ) {
      try AppRoutes.ArticlesArticleID.parameters(of: matched)
    }
  }

  @Test("parameters encode as their link text and decode back")
  func codable() throws {
    let parameters = AppRoutes.ArticlesArticleID.Parameters(articleID: 3, draft: false, zoom: 2)
    let data = try JSONEncoder().encode(parameters)
    #expect(String(decoding: data, as: UTF8.self).contains(#""articleID":"3""#))
    #expect(
      try JSONDecoder().decode(AppRoutes.ArticlesArticleID.Parameters.self, from: data)
        == parameters)
  }

  @Test("the manifest's names are constants")
  func constants() {
    #expect(AppRoutes.Schemes.all == ["fixture"])
    #expect(AppRoutes.Domains.exampleCom == "example.com")
    #expect(AppRoutes.Tabs.all == ["news", "library"])
    #expect(AppRoutes.ShortcutTypes.comExampleFixtureCompose == "com.example.fixture.compose")
    #expect(AppRoutes.Blocks.oldMail == "oldMail")
    #expect(AppRoutes.Targets.all.count == 10)
  }

  @Test("the generated bindings create every target, and a link opens on the headless navigator")
  @MainActor
  func bindings() async throws {
    var bindings = TargetBindings()
    AppRoutes.Targets.bind(into: &bindings)
    #expect(bindings.boundNames == Set(AppRoutes.Targets.all))
    let navigator = HeadlessNavigator(
      shell: .tabs(AppRoutes.Tabs.all), bindings: bindings, usesPlaceholders: false)
    let router = try Router(table: table, navigator: navigator)
    let url = try AppRoutes.articlesArticleID(articleID: 5).url(in: table)
    let outcome = await router.open(.url(url.absoluteString))
    #expect("\(outcome)".hasPrefix("handled"))
    #expect(navigator.state.description.contains("ArticleScreen"))
  }
}
