import Foundation
import StackRouter
import Testing

/// The hostile-input catalog of the Security article, through the public API
/// only: each row names the catalog item it pins. The unit tests pin the same
/// items inside each stage; these rows pin what an app sees.
@Suite("Hostile-input catalog")
struct HostileInputCatalogTests {
  @Test(
    "catalog 1 to 25, 30 and 53: a hostile link comes to exactly this outcome, matched, unmatched or refused with its reason",
    arguments: links)
  func hostileLink(_ row: Row) throws {
    #expect(summary(of: try Self.table().resolve(row.link)) == row.outcome)
  }

  @Test(
    "catalog 26: a negative or 30-digit number fails cleanly for types that cannot hold it",
    arguments: [
      ("-1", -1 as Int?, nil as UInt?),
      ("123456789012345678901234567890", nil, nil),
      ("-123456789012345678901234567890", nil, nil),
    ])
  func numbersOutOfRange(_ text: String, _ asInt: Int?, _ asUInt: UInt?) throws {
    guard case .matched(let link) = try Self.table().resolve("myapp://files/f?amount=\(text)")
    else {
      Issue.record("myapp://files/f?amount=\(text) did not match")
      return
    }
    #expect(link.parameters.value("amount", as: Int.self) == asInt)
    #expect(link.parameters.value("amount", as: UInt.self) == asUInt)
    #expect(link.parameters["amount"] == text, "the text itself reaches the screen unchanged")
  }

  @Test(
    "catalog 42: 10,000 brackets or groups, nested, unclosed or unopened, are a syntax error, never a crash",
    arguments: [
      ("a" + String(repeating: "<", count: 10_000), "a route is at most 2048 characters long"),
      (String(repeating: "(/", count: 10_000) + "a<A>", "a route is at most 2048 characters long"),
      (String(repeating: "(/", count: 1_000) + "a<A>", "optional groups nest at most 8 deep"),
      (
        "a" + String(repeating: "(/a", count: 9) + String(repeating: ")", count: 9) + "<A>",
        "optional groups nest at most 8 deep"
      ),
      ("a<A>" + String(repeating: ")", count: 1_000), "')' closes no group"),
    ])
  func deepNesting(_ route: String, _ message: String) throws {
    #expect(refusal(of: route)?.contains(message) == true, "\(refusal(of: route) ?? "accepted")")
  }

  @Test(
    "catalog 43: a '/' in a target or encoded in a literal, '?' or '#' in a literal, an empty route and a 10 KB route are syntax errors",
    arguments: [
      ("list<List/VC>", "expected a type name (letters, digits, '_' and '.'), found '/'"),
      (
        "a%2Fb<A>",
        "'%' cannot appear in a literal; write segments decoded, without '?', '#', '%', '\\' or white space"
      ),
      (
        "a?b<A>",
        "'?' cannot appear in a literal; write segments decoded, without '?', '#', '%', '\\' or white space"
      ),
      (
        "a/#<A>",
        "'#' cannot appear in a literal; write segments decoded, without '?', '#', '%', '\\' or white space"
      ),
      ("", "expected a path segment"),
      (String(repeating: "a", count: 10_000) + "<A>", "a route is at most 2048 characters long"),
    ])
  func malformedDefinitions(_ route: String, _ message: String) throws {
    #expect(refusal(of: route)?.contains(message) == true, "\(refusal(of: route) ?? "accepted")")
  }

  /// Keeps the article true when tests move or are renamed: every test it
  /// names must exist, as its type and function.
  @Test(
    "the Security article lists catalog 1 to 53 in order, each pinned by tests that exist under these names"
  )
  func articleNamesRealTests() throws {
    let root = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let article = try String(
      contentsOf: root.appendingPathComponent("Sources/StackRouter/StackRouter.docc/Security.md"),
      encoding: .utf8)
    let catalog = try #require(article.components(separatedBy: "## Hostile-input catalog").last)
    let rows = catalog.split(separator: "\n").filter {
      $0.hasPrefix("| ") && $0.dropFirst(2).first?.isNumber == true
    }
    #expect(
      rows.map { Int($0.split(separator: "|")[0].trimmingCharacters(in: .whitespaces)) }
        == Array(1...53))

    var sources: [String] = []
    let files = FileManager.default.enumerator(atPath: root.appendingPathComponent("Tests").path)
    while let file = files?.nextObject() as? String {
      guard file.hasSuffix(".swift") else { continue }
      sources.append(
        try String(
          contentsOf: root.appendingPathComponent("Tests").appendingPathComponent(file),
          encoding: .utf8))
    }
    for row in rows {
      let cells = row.split(separator: "|")
      let tests = try #require(cells.last).split(separator: ",").map {
        $0.trimmingCharacters(in: .whitespaces).trimmingCharacters(
          in: CharacterSet(charactersIn: "`"))
      }
      #expect(!tests.isEmpty, "\(row)")
      for test in tests {
        let parts = test.split(separator: "/").map(String.init)
        #expect(
          parts.count == 2
            && sources.contains { source in
              (source.contains("struct \(parts[0]) ") || source.contains("extension \(parts[0]) "))
                && source.contains("func \(parts[1])(")
            },
          "catalog \(cells[0].trimmingCharacters(in: .whitespaces)) names \(test), which is not a test"
        )
      }
    }
  }

  @Test(
    "catalog 40: '**/a/**/a/…/b' against 64 'a's comes to its outcome without exponential backtracking"
  )
  func manyCatchAlls() throws {
    var options = MatchingOptions()
    options.limits.segmentCount = 100
    var registrar = Registrar(options: options)
    registrar.accept(scheme: "myapp")
    let route = Array(repeating: "**/a", count: 16).joined(separator: "/") + "/b"
    registrar.register(route + "<Never>")
    registrar.register("**/a/**/c<C>")
    let table = try registrar.makeTable()
    let link = "myapp://" + Array(repeating: "a", count: 64).joined(separator: "/")
    // Naive backtracking would try C(64, 16) splits, about 4.9 × 10^14.
    #expect(summary(of: table.resolve(link)) == "unmatched")
    guard case .matched(let opened) = table.resolve(link + "/b") else {
      Issue.record("the link with 'b' opens nothing")
      return
    }
    #expect(opened.entity.pattern.description == route)
    #expect(opened.remainders.count == 16)
    #expect(opened.remainders.last == Array(repeating: "a", count: 48))
    #expect(summary(of: table.resolve(link + "/c")) == "C ()")
  }

  @Test("catalog 45: one target type in two chains: each link rebuilds its own chain")
  @MainActor
  func sameTargetTwoChains() async throws {
    var registrar = Registrar()
    registrar.accept(scheme: "myapp")
    registrar.register("list<ListVC>/:itemID<DetailVC>")
    registrar.register("favorites<FavoritesVC>/:itemID<DetailVC>")
    let navigator = HeadlessNavigator()
    let router = try Router(table: try registrar.makeTable(), navigator: navigator)
    await router.open(.url("myapp://list/1"))
    #expect(
      navigator.state.description == """
        stack
        ├── ListVC list
        └── DetailVC list/:itemID (itemID=1)
        """)
    await router.open(.url("myapp://favorites/1"))
    #expect(
      navigator.state.description == """
        stack
        ├── FavoritesVC favorites
        └── DetailVC favorites/:itemID (itemID=1)
        """)
  }
}

// MARK: - Fixtures

extension HostileInputCatalogTests {
  /// A link, the catalog item it stands for, and what it comes to.
  struct Row: Sendable, CustomTestStringConvertible {
    let item: Int
    let link: String
    let outcome: String

    init(_ item: Int, _ link: String, _ outcome: String) {
      self.item = item
      self.link = link
      self.outcome = outcome
    }

    var testDescription: String {
      let shown = link.count > 80 ? link.prefix(60) + "… (\(link.utf8.count) bytes)" : link
      return "catalog \(item): \(shown.isEmpty ? "(empty)" : shown)"
    }
  }

  /// The routes the rows open: the custom scheme `myapp` and the domain
  /// `app.com`.
  static func table() throws -> RouteTable {
    var registrar = Registrar()
    registrar.accept(scheme: "myapp")
    registrar.accept(domain: "app.com")
    registrar.register("/<HomeVC>")
    registrar.register("x<RootXVC>")
    registrar.register("host<HostVC>/x<XVC>")
    registrar.register("host<HostVC>/:id<ItemVC>/admin<AdminVC>")
    registrar.register("files/:name<FileVC>")
    registrar.register("something/:v/detail/:v2/*<SomethingVC>")
    registrar.register("menu/caf\u{E9}<CafeVC>")
    registrar.register("share/**<ShareVC>")
    registrar.register("https://app.com/promo/:code<PromoVC>")
    return try registrar.makeTable()
  }

  /// What the registrar says of a route it refuses, or `nil` when it
  /// accepts it.
  func refusal(of route: String) -> String? {
    var registrar = Registrar()
    registrar.accept(scheme: "myapp")
    registrar.register(route)
    do {
      _ = try registrar.makeTable()
      return nil
    } catch {
      return "\(error)"
    }
  }

  /// One line for a resolution: the target and its parameters, `unmatched`,
  /// or `invalid:` and the reason.
  func summary(of resolution: LinkResolution) -> String {
    switch resolution {
    case .matched(let link): "\(link.entity.target) (\(link.parameters))"
    case .unmatched: "unmatched"
    case .invalid(let error): "invalid: \(error.message)"
    }
  }
}

private let notASCIIDomain =
  "invalid: expected an ASCII domain name after '//' (internationalized names arrive in their xn-- form)"

private let links: [HostileInputCatalogTests.Row] = [
  // Scheme, host, authority
  .init(1, "MyApp://Host/x", "XVC ()"),
  .init(1, "MYAPP://HOST/x", "XVC ()"),
  .init(1, "HTTPS://App.COM/x", "RootXVC ()"),
  .init(2, "evil://host/x", "invalid: the scheme 'evil' is not accepted"),
  .init(2, "http://app.com/promo/1", "invalid: the scheme 'http' is not accepted"),
  .init(3, "https://app.com.evil.com/x", "invalid: the domain 'app.com.evil.com' is not accepted"),
  .init(3, "https://evilapp.com/x", "invalid: the domain 'evilapp.com' is not accepted"),
  .init(3, "https://www.app.com/x", "invalid: the domain 'www.app.com' is not accepted"),
  .init(
    4, "https://app.com@evil.com/x",
    "invalid: a link may not carry a user name or password before the host"),
  .init(5, "https://evil.com\\@app.com/x", "invalid: '\\' cannot appear unencoded in a link"),
  .init(6, "https://app.com./x", "RootXVC ()"),
  .init(6, "https://app.com./promo/7", "PromoVC (code=7)"),
  .init(7, "https://\u{430}pp.com/x", notASCIIDomain),
  .init(8, "https://app\u{3002}com/x", notASCIIDomain),
  .init(8, "https://app\u{FF0E}com/x", notASCIIDomain),
  .init(9, "myapp://host:99999/x", "invalid: a link may not carry a port"),
  .init(9, "https://app.com:443/x", "invalid: a link may not carry a port"),
  .init(9, "://host/x", "invalid: expected a scheme such as 'myapp:' at the start of the link"),
  .init(10, "myapp:///x", "RootXVC ()"),
  .init(10, "myapp:x?y=1", "RootXVC (y=1)"),
  .init(11, "myapp://[::1/x", notASCIIDomain),
  .init(12, "", "invalid: the link is empty"),
  .init(
    12, "myapp:", "invalid: the link names no screen: expected '//' or a path after the scheme"),
  .init(12, "https:///x", notASCIIDomain),
  .init(12, "myapp://", "HomeVC ()"),
  .init(12, "myapp:/", "HomeVC ()"),
  // Path
  .init(13, "myapp://host//x/", "XVC ()"),
  .init(13, "https://app.com//x//", "RootXVC ()"),
  .init(14, "myapp://something/v/detail/", "unmatched"),
  .init(14, "myapp://something/v/detail/w/z", "SomethingVC (v=v, v2=w)"),
  .init(15, "myapp://host/../admin", "invalid: path segment 2 is '.' or '..', which is refused"),
  .init(
    15, "myapp://host/%2e%2e/admin", "invalid: path segment 2 is '.' or '..', which is refused"),
  .init(15, "myapp://host/./admin", "invalid: path segment 2 is '.' or '..', which is refused"),
  .init(
    15, "https://app.com/host/../admin", "invalid: path segment 2 is '.' or '..', which is refused"),
  .init(16, "myapp://host/%252e%252e/admin", "AdminVC (id=%2e%2e)"),
  .init(17, "myapp://files/a%2Fb", "FileVC (name=a/b)"),
  .init(17, "myapp://files/a%2Fb/c", "unmatched"),
  .init(18, "myapp://files/id%3Fview=x", "FileVC (name=id?view=x)"),
  .init(18, "myapp://files/id%23x", "FileVC (name=id#x)"),
  .init(
    18, "myapp://files/id%00", "invalid: path segment 2 holds a control character once decoded"),
  .init(19, "myapp://files/x%", "invalid: invalid percent-encoding in 'x%'"),
  .init(19, "myapp://files/x%ZZ", "invalid: invalid percent-encoding in 'x%ZZ'"),
  .init(19, "myapp://files/x%E0", "invalid: invalid percent-encoding in 'x%E0'"),
  .init(20, "myapp://menu/caf%C3%A9", "CafeVC ()"),
  .init(20, "myapp://menu/cafe%CC%81", "CafeVC ()"),
  .init(
    21, "myapp://host/" + String(repeating: "a/", count: 200_000),
    "invalid: the link is longer than 4096 bytes"),
  .init(
    22, "myapp://files/" + String(repeating: "a", count: 65_536),
    "invalid: the link is longer than 4096 bytes"),
  .init(
    22, "myapp://files/" + String(repeating: "a", count: 1_025),
    "invalid: path segment 2 is longer than 1024 bytes"),
  // Query
  .init(23, "myapp://files/a+b?q=a+b", "FileVC (name=a+b, q=a b)"),
  .init(24, "myapp://files/f?id=1&id=2", "FileVC (id=1, id=2, name=f)"),
  .init(25, "myapp://files/f?=v&k=&&", "FileVC (k=, name=f)"),
  .init(
    30, "myapp://files/f?" + Array(repeating: "k=v", count: 65).joined(separator: "&"),
    "invalid: the query has more than 64 items"),
  .init(
    30, "myapp://files/f?" + Array(repeating: "k=v", count: 10_000).joined(separator: "&"),
    "invalid: the link is longer than 4096 bytes"),
  // Captures
  .init(
    53, "myapp://share/..%2F..%2Fsecret",
    "invalid: path segment 2 holds a '.' or '..' component once decoded, "
      + "which a '*' or '**' capture refuses"),
]
