import Foundation
import StackRouter
import Testing

@testable import StackRouterCommands

/// The AASA claim, tested both ways: every link the router matches for a
/// universal-link route is accepted by the components, and the links the
/// components accept that the router refuses are the kinds `--explain` lists.
@Suite("apple-app-site-association claim")
struct AASAClaimTests {
  static let tricky = """
    scheme shop
    domain shop.example
    domain other.example
    route items<ItemsVC>/:itemID<ItemVC>/reviews<ReviewsVC>/:reviewID<ReviewVC>
    route items<ItemsVC>/new<NewItemVC>
    route files/*/:name<FileVC>
    route café<CafeVC>/menu<MenuVC>
    route a$b<DollarVC>
    route https://other.example/promo/:code<PromoVC>
    route shop://cart<CartVC>
    """

  static let catchAll = """
    scheme shop
    domain shop.example
    route docs/**<DocsVC>
    route shelves<ShelvesVC>/:shelfID<ShelfVC>/pages/**<PageVC>
    route **<AnythingVC>
    """

  static func table(_ text: String) throws -> RouteTable {
    try RoutesManifest(parsing: text).makeTable()
  }

  /// What links leave unencoded in a segment.
  static let kept = CharacterSet(
    charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~!$&'()*+,;=")

  /// Values a link may carry in a segment, as a user would type them.
  static let values = ["1", "a b", "a/b", "ünï", "x.y", "100%", "new", "?&#", "-"]

  @Test(
    "each route's example links are accepted by the components",
    arguments: [
      ("sample", nil), ("tricky", "shop.example"), ("tricky", "other.example"), ("catch-all", nil),
    ]
      as [(String, String?)])
  func examplesAccepted(_ name: String, _ domain: String?) throws {
    let table =
      switch name {
      case "sample": try RoutesManifest.load(contentsOf: GraphCommandTests.samplePath).makeTable()
      case "tricky": try Self.table(Self.tricky)
      default: try Self.table(Self.catchAll)
      }
    let host = domain ?? table.domains[0]
    let claim = AASAClaim(table: table, domain: host)
    #expect(!claim.entities.isEmpty)
    var checked = 0
    for entity in claim.entities {
      for value in Self.values {
        for remainder in entity.pattern.endsWithCatchAll ? [[], ["a"], ["a", value]] : [[]] {
          for link in Self.links(
            to: entity, value: value, remainder: remainder, in: table, domain: host)
          {
            guard case .matched(let found) = table.resolve(link) else { continue }
            // Another route may win for this value: the link is still one the router matches.
            #expect(claim.accepts(link), "\(link) opens \(found.entity) but is not claimed")
            checked += 1
          }
        }
      }
    }
    #expect(checked > claim.entities.count * 10)
  }

  /// Every form of a link to `entity`: as built, with a trailing slash, with
  /// a query with a repeated name, with a fragment.
  static func links(
    to entity: RouteEntity, value: String, remainder: [String], in table: RouteTable, domain: String
  ) -> [String] {
    let parameters = Dictionary(
      entity.pattern.parameterNames.map { ($0, value) }, uniquingKeysWith: { first, _ in first })
    let wildcards = entity.pattern.components.filter { $0 == .wildcard }.map { _ in value }
    let form: LinkForm = entity.pattern.scope == nil ? .domain(domain) : .preferred
    guard
      let link = try? table.link(
        for: entity.pattern, parameters: parameters, wildcards: wildcards, remainder: remainder,
        form: form)
    else { return [] }
    return [link, link + "/", link + "?q=1&q=2", link + "#top", link + "/?q=%20#a/b"]
  }

  @Test(
    "without '**' routes, a link written canonically is claimed exactly when the router matches it",
    arguments: [("sample-without-pages", 1), ("tricky", 2)])
  func exactClaim(_ name: String, _ seed: UInt64) throws {
    let text =
      name == "tricky"
      ? Self.tricky
      : try String(contentsOfFile: GraphCommandTests.samplePath, encoding: .utf8)
        .replacingOccurrences(of: "/pages/**<PageVC>", with: "")
    let table = try Self.table(text)
    let claim = AASAClaim(table: table, domain: table.domains[0])
    let literals = Set(
      table.entities.flatMap { entity in
        entity.pattern.components.compactMap { if case .literal(let t) = $0 { t } else { nil } }
      })
    // Segments as links write them: the literals, encoded, and values.
    let segments =
      literals.sorted().compactMap { $0.addingPercentEncoding(withAllowedCharacters: Self.kept) }
      + ["1", "a%2Fb", "x%20y", "new", "%C3%A9", "promo"]
    var generator = SeededGenerator(seed: seed)
    var agreed = 0
    for _ in 0..<3000 {
      let count = Int.random(in: 0...5, using: &generator)
      let path = (0..<count).map { _ in segments.randomElement(using: &generator)! }
      let link =
        "https://\(table.domains[0])/" + path.joined(separator: "/")
        + (Bool.random(using: &generator) ? "/" : "")
      let matched: Bool
      if case .matched = table.resolve(link) { matched = true } else { matched = false }
      #expect(claim.accepts(link) == matched, "\(link)")
      agreed += 1
    }
    #expect(agreed == 3000)
  }

  @Test(
    "with '**' routes, every matched link is claimed; the others claimed are the kind --explain lists"
  )
  func catchAllClaim() throws {
    let table = try Self.table(
      Self.catchAll.replacingOccurrences(of: "route **<AnythingVC>", with: ""))
    let claim = AASAClaim(table: table, domain: "shop.example")
    let listed = claim.explanation().filter { $0.direction == .acceptedButRefused }
    #expect(listed.contains { $0.kind.contains("before '**' of shelves/:shelfID/pages/**") })
    var generator = SeededGenerator(seed: 3)
    let segments = ["docs", "shelves", "pages", "1", "a%2Fb"]
    for _ in 0..<3000 {
      let count = Int.random(in: 0...6, using: &generator)
      let path = (0..<count).map { _ in segments.randomElement(using: &generator)! }
      let link = "https://shop.example/" + path.joined(separator: "/")
      let matched: Bool
      if case .matched = table.resolve(link) { matched = true } else { matched = false }
      if matched {
        #expect(claim.accepts(link), "\(link)")
      } else if claim.accepts(link) {
        // Only through the '?*' of ':shelfID' spanning segments.
        #expect(
          path.first == "shelves" && path.count >= 4 && path.dropFirst(2).contains("pages"),
          "\(link)")
      }
    }
  }

  @Test("--explain lists the sample's disagreements, each example checked both ways")
  func sampleExplanation() async throws {
    let output = await StackRouterTool.run(
      ["aasa", GraphCommandTests.samplePath, "TEAM.app", "--explain"])
    #expect(output.status == .success)
    #expect(
      output.standardOutput == """
        example.com: 23 components (4 exclude) claim the links of 12 routes.

        Links the components accept that the router refuses (the app opens and shows nothing new):
        - a '.' or '..' segment where a route takes a value: https://example.com/articles/..
          router: path segment 2 is '.' or '..', which is refused
        - invalid percent-encoding: https://example.com/articles/%ZZ
          router: invalid percent-encoding in '%ZZ'
        - a control character once decoded: https://example.com/articles/%00
          router: path segment 2 holds a control character once decoded
        - a segment longer than 1024 bytes: https://example.com/articles/xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx… (1054 bytes)
          router: path segment 2 is longer than 1024 bytes
        - more than 64 query items: https://example.com/articles?q=1&q=1&q=1&q=1&q=1&q=1&q=1&q=1&q=1&q=1&q=1&q=1&q=1… (288 bytes)
          router: the query has more than 64 items
        - a link longer than 4096 bytes: https://example.com/articles?q=xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx… (4127 bytes)
          router: the link is longer than 4096 bytes
        - a '/' inside a value before '**' of shelves/:shelfID/books/:bookID/pages/**: '?*' spans segments, and no exclude removes these without removing links the route matches: https://example.com/shelves/a/b/books/1/pages
          router: no route matches 'shelves/a/b/books/1/pages'

        Links the router matches that the components do not accept (they open the website):
        - an empty segment at the start of the path or between two literals: https://example.com//articles
          router: opens articles <ArticleListVC>
        - a literal written percent-encoded: https://example.com/%61rticles
          router: opens articles <ArticleListVC>

        """)
    let table = try RoutesManifest.load(contentsOf: GraphCommandTests.samplePath).makeTable()
    let claim = AASAClaim(table: table, domain: "example.com")
    let findings = claim.explanation()
    #expect(findings.count == 9)
    for finding in findings {
      let matched: Bool
      if case .matched = table.resolve(finding.example) { matched = true } else { matched = false }
      switch finding.direction {
      case .acceptedButRefused:
        #expect(claim.accepts(finding.example) && !matched, "\(finding.example)")
      case .matchedButNotAccepted:
        #expect(!claim.accepts(finding.example) && matched, "\(finding.example)")
      }
    }
  }

  @Test("links the router refuses that the components accept are listed by --explain")
  func refusedAreListed() throws {
    let table = try RoutesManifest.load(contentsOf: GraphCommandTests.samplePath).makeTable()
    let claim = AASAClaim(table: table, domain: "example.com")
    let kinds = claim.explanation().filter { $0.direction == .acceptedButRefused }.map(\.kind)
    let refused: [(String, String)] = [
      ("https://example.com/shelves/..", "a '.' or '..' segment"),
      ("https://example.com/promo/%E0%A4", "invalid percent-encoding"),
      ("https://example.com/articles/1/comments/%ZZ", "invalid percent-encoding"),
      ("https://example.com/articles/%1F/author", "a control character"),
      ("https://example.com/shelves/1/2/books/3/pages/4", "a '/' inside a value before '**'"),
      (
        "https://example.com/compose?" + Array(repeating: "a=b", count: 65).joined(separator: "&"),
        "more than 64 query items"
      ),
    ]
    for (link, kind) in refused {
      if case .matched = table.resolve(link) { Issue.record("\(link) matches") }
      #expect(claim.accepts(link), "\(link)")
      #expect(kinds.contains { $0.hasPrefix(kind) }, "\(kind)")
    }
    // And refused links that are not claimed need no listing.
    for link in [
      "https://example.com/articles/1/2", "https://example.com/nope", "https://example.com/",
      "https://example.com/compose/x", "https://example.com/articles/1/comments/2/3",
    ] {
      #expect(!claim.accepts(link), "\(link)")
    }
  }

  @Test("literals are written as links encode them; '$' in a literal becomes '?'")
  func literals() throws {
    let table = try Self.table(Self.tricky)
    let claim = AASAClaim(table: table, domain: "shop.example")
    let paths = claim.components.compactMap(\.path?.text)
    #expect(paths.contains("/caf%C3%A9/menu"))
    #expect(paths.contains("/a?b"), "'$' would start a substitution variable")
    #expect(paths.contains("/files/?*/?*"))
    #expect(!paths.contains { $0.contains("promo") }, "other.example's route is not claimed here")
    #expect(!paths.contains { $0.contains("cart") }, "a scheme route is never claimed")
    let other = AASAClaim(table: table, domain: "other.example")
    #expect(other.components.compactMap(\.path?.text).contains("/promo/?*"))
    let listed = claim.explanation().map(\.kind)
    #expect(listed.contains("another character in place of '$' in the literal 'a$b'"))
  }

  @Test("case-insensitive literals give caseSensitive: false")
  func caseInsensitive() throws {
    let table = try Self.table(
      "domain a.example\noption case-insensitive-literals\nroute List<ListVC>\n")
    let claim = AASAClaim(table: table, domain: "a.example")
    #expect(claim.components.allSatisfy { $0.caseSensitive == false })
    #expect(claim.accepts("https://a.example/LIST"))
    #expect(
      !AASAClaim(
        table: try Self.table("domain a.example\nroute List<ListVC>\n"), domain: "a.example"
      )
      .accepts("https://a.example/LIST"))
  }
}

/// A small deterministic generator (SplitMix64), so random cases repeat.
struct SeededGenerator: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
