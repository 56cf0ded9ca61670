import Testing

@testable import StackRouter

@Suite("Trie matcher and precedence")
struct TrieRouteMatcherTests {
  /// Builds a table from `routes` registered in the given order.
  private func table(_ routes: [String], options: MatchingOptions = MatchingOptions()) throws
    -> RouteTable
  {
    try makeTable(routes, domains: ["app.com"], options: options)
  }

  private func winner(_ link: String, in table: RouteTable) -> String? {
    if case .matched(let match) = table.resolve(link) {
      match.entity.pattern.description
    } else {
      nil
    }
  }

  @Test(
    "a literal outside ASCII matches every spelling NFC makes equal, escaped or not",
    arguments: [
      ("myapp://shop/caf%C3%A9", "shop/café"),
      ("myapp://shop/café", "shop/café"),
      ("myapp://shop/cafe%CC%81", "shop/café"),
      ("myapp://shop/%E6%9D%B1%E4%BA%AC", "shop/東京"),
      ("myapp://shop/%E2%84%AB", "shop/\u{C5}"),
      ("myapp://shop/A%CC%8A", "shop/\u{C5}"),
      ("myapp://shop/cafe", "shop/:name"),
      ("myapp://shop/caf%C3%A9%CC%81", "shop/:name"),
    ])
  func unicodeLiterals(link: String, expected: String) throws {
    let table = try table([
      "shop/café<Cafe>", "shop/東京<Tokyo>", "shop/\u{C5}<Ring>", "shop/:name<Shop>",
    ])
    #expect(winner(link, in: table) == expected)
  }

  @Test(
    "a node's one literal child outside ASCII matches every spelling NFC makes equal; others are captured",
    arguments: [
      ("myapp://solo/caf%C3%A9", "solo/café"),
      ("myapp://solo/cafe%CC%81", "solo/café"),
      ("myapp://solo/caf%C3%A9/x", "solo/café/:rest"),
      ("myapp://solo/cafe%CC%81/x", "solo/café/:rest"),
      ("myapp://solo/cafe", "solo/:name"),
      ("myapp://solo/caf%C3%A8", "solo/:name"),
      ("myapp://solo/caf%C3%A9%CC%81", "solo/:name"),
    ])
  func oneUnicodeLiteral(link: String, expected: String) throws {
    let table = try table(["solo/café<Cafe>", "solo/café/:rest<Rest>", "solo/:name<Solo>"])
    #expect(winner(link, in: table) == expected)
  }

  @Test(
    "catalog 44: precedence is literal > :param > * > ** segment by segment, whatever the registration order",
    arguments: [
      (["users/new<NewVC>", "users/:id<UserVC>"], "myapp://users/new", "users/new"),
      (["users/new<NewVC>", "users/:id<UserVC>"], "myapp://users/42", "users/:id"),
      (
        ["users/:id<UserVC>", "users/*<AnyVC>", "users/**<RestVC>"], "myapp://users/7", "users/:id"
      ),
      (["users/*<AnyVC>", "users/**<RestVC>"], "myapp://users/7", "users/*"),
      (["users/*<AnyVC>", "users/**<RestVC>"], "myapp://users/7/8", "users/**"),
      (["a/:x/c<C1>", "a/b/:y<C2>"], "myapp://a/b/c", "a/b/:y"),
      (["a/:x/c<C1>", "a/b/:y<C2>"], "myapp://a/z/c", "a/:x/c"),
      (["a/**<All>", "a/:x/b<XB>"], "myapp://a/1/b", "a/:x/b"),
      (["a/**<All>", "a/:x/b<XB>"], "myapp://a/1/c", "a/**"),
      (["a<A>", "a/**<All>"], "myapp://a", "a"),
      (["a/**<All>"], "myapp://a", "a/**"),
      (["**<Everything>", "a<A>"], "myapp://b/c", "**"),
      (["myapp://a/:x<Scoped>", "a/b<Unscoped>"], "myapp://a/b", "myapp://a/:x"),
      (
        ["https://app.com/a/:x<Scoped>", "a/b<Unscoped>"], "https://app.com/a/b",
        "https://app.com/a/:x"
      ),
      (["https://app.com/a/:x<Scoped>", "a/b<Unscoped>"], "myapp://a/b", "a/b"),
    ])
  func precedence(routes: [String], link: String, expected: String) throws {
    for order in permutations(routes) {
      let table = try table(order)
      #expect(winner(link, in: table) == expected, "registration order \(order)")
    }
  }

  @Test(
    "the host of a custom-scheme link is the first segment and ignores case; other literals do not",
    arguments: [
      ("myapp://list/Inbox", "list/Inbox"),
      ("MyApp://LIST/Inbox", "list/Inbox"),
      ("myapp:list/Inbox", "list/Inbox"),
      ("myapp:/list/Inbox", "list/Inbox"),
      ("myapp://list/inbox", nil),
      ("https://app.com/list/Inbox", "list/Inbox"),
      ("https://app.com/LIST/Inbox", nil),
    ])
  func hostCase(link: String, expected: String?) throws {
    let table = try table(["list<ListVC>/Inbox<InboxVC>"])
    #expect(winner(link, in: table) == expected)
  }

  @Test(
    "a host spelled as one of a literal's case variants takes it; otherwise the lowercase one, then the others",
    arguments: [
      ("myapp://List", "List"),
      ("myapp://LiSt", "list"),
      ("myapp://LiST/y", "LIST/y"),
      ("myapp://LiST/x", "List/x"),
      ("myapp://LIST/x", nil),
    ])
  func hostCaseVariants(link: String, expected: String?) throws {
    let routes = ["List<A>/x<X>", "list<B>", "LIST<C>/y<Y>"]
    for order in permutations(routes) {
      #expect(winner(link, in: try table(order)) == expected, "registration order \(order)")
    }
  }

  @Test("case-insensitive literals match any case")
  func caseInsensitive() throws {
    let table = try table(
      ["list<ListVC>/Inbox<InboxVC>"], options: MatchingOptions(caseInsensitiveLiterals: true))
    #expect(winner("https://app.com/LIST/inbox", in: table) == "list/Inbox")
  }

  @Test("a universal link matches the path only: the host is not a segment")
  func universalLinkHost() throws {
    let table = try table(["list<ListVC>", "app.com/list<Wrong>"])
    #expect(winner("https://app.com/list", in: table) == "list")
  }

  @Test("route parameters and the ** remainder are captured decoded")
  func captures() throws {
    let table = try table(["files/:owner/*/**<FileVC>"])
    guard case .matched(let link) = table.resolve("myapp://files/ann%20b/x/a%2Fb/c") else {
      Issue.record("no match")
      return
    }
    #expect(link.routeParameters == ["owner": "ann b"])
    #expect(link.remainder == ["a/b", "c"])
  }

  @Test(
    "catalog 14, JLRoutes #57: a shorter link against a pattern with repeated parameters does not crash"
  )
  func jlroutes57() throws {
    let table = try table(["something/:v/detail/:v2/*<X>"])
    #expect(winner("myapp://something/v/detail/", in: table) == nil)
    #expect(winner("myapp://something/v/detail/2/3", in: table) == "something/:v/detail/:v2/*")
  }

  @Test(
    "every matching block comes before the best entity, by priority, then equal priorities by precedence"
  )
  func candidates() throws {
    var registrar = Registrar()
    registrar.accept(scheme: "myapp")
    registrar.register("items/:id<ItemVC>")
    registrar.register("items/**<AllItemsVC>")
    registrar.handle("items/:id", priority: 1) { _ in .pass }
    registrar.handle("items/:other", priority: 5) { _ in .pass }
    registrar.handle("items/special") { _ in .pass }
    registrar.handle("**") { _ in .pass }
    let table = try registrar.makeTable()
    let request = try table.read("myapp://items/special")
    #expect(
      table.candidates(for: request).map(\.route.description) == [
        "items/:other {block}",
        "items/:id {block}",
        "items/special {block}",
        "** {block}",
        "items/:id <ItemVC>",
      ])
    let other = try table.read("myapp://other/thing")
    #expect(table.candidates(for: other).map(\.route.description) == ["** {block}"])
  }

  @Test("matching visits as many trie nodes with 10,000 routes as with 10")
  func costIndependentOfTableSize() throws {
    func visits(routeCount: Int) throws -> [Int] {
      var registrar = Registrar()
      registrar.accept(scheme: "myapp")
      for index in 0..<routeCount {
        registrar.register(
          "section\(index)<Section\(index)>/:id<Item\(index)>/comments<Comments\(index)>")
      }
      registrar.register("users/:id<UserVC>/posts/*<PostVC>/**<RestVC>")
      let table = try registrar.makeTable()
      let matcher = try #require(table.matcher as? TrieRouteMatcher)
      return try [
        "myapp://section7/42/comments", "myapp://users/1/posts/2/a/b", "myapp://nothing/here",
      ].map {
        var visited = 0
        _ = matcher.matches(for: try table.read($0), visited: &visited)
        return visited
      }
    }
    let small = try visits(routeCount: 10)
    let large = try visits(routeCount: 10_000)
    #expect(small == large)
    #expect(large.allSatisfy { $0 <= 8 })
  }

  @Test("catalog 40: many wildcards stay linear in the link's length")
  func manyWildcards() throws {
    var registrar = Registrar()
    registrar.accept(scheme: "myapp")
    registrar.register("*/*/*/*/*/*/*/*/*/*/*/*/*/*/*/:x<Deep>")
    registrar.register(":a/:b/:c/:d/:e/:f/:g/:h/:i/:j/:k/:l/:m/:n/:o/z<Other>")
    let table = try registrar.makeTable()
    let matcher = try #require(table.matcher as? TrieRouteMatcher)
    var visited = 0
    let link = "myapp://" + Array(repeating: "s", count: 16).joined(separator: "/")
    let matches = matcher.matches(for: try table.read(link), visited: &visited)
    #expect(matches.map(\.route.pattern.description) == ["*/*/*/*/*/*/*/*/*/*/*/*/*/*/*/:x"])
    #expect(visited <= 2 * 17 + 1)
  }

  // MARK: Dot components in captures

  @Test(
    "catalog 53: a '.' or '..' component decoded inside a '*' or '**' capture is refused by default",
    arguments: [
      ("myapp://files/..%2F..%2Fsecret", 2), ("myapp://files/a/b/..%2Fsecret", 4),
      ("myapp://raw/x%2F.%2Fy/z", 2), ("myapp://raw/..%5C..%5Cx/z", 2),
      ("https://app.com/files/a/%2E%2E%2Fsecret", 3), ("myapp://raw/a%2F..", 2),
    ])
  func dotComponentsRefused(link: String, segment: Int) throws {
    let table = try table(["files/**<FilesVC>", "raw/*/z<RawVC>", "raw/*<RawOneVC>"])
    guard case .invalid(let error) = table.resolve(link) else {
      Issue.record("\(link) was not refused: \(table.resolve(link))")
      return
    }
    #expect(error.reason == .dotComponent(segment: segment))
    #expect(
      error.description
        == "error: path segment \(segment) holds a '.' or '..' component once decoded, "
        + "which a '*' or '**' capture refuses\n\(link)")
  }

  @Test(
    "catalog 53: dots that are not a whole component, and ':name' captures, are not refused",
    arguments: [
      "myapp://files/...%2Fx", "myapp://files/a.b/.c/d.", "myapp://files/..a%2F%2Fb",
      "myapp://users/..%2F..%2Fx",
    ])
  func dotsThatStay(link: String) throws {
    let table = try table(["files/**<FilesVC>", "users/:id<UserVC>"])
    guard case .matched = table.resolve(link) else {
      Issue.record("\(link) did not match: \(table.resolve(link))")
      return
    }
  }

  @Test("catalog 53: with allowsDotComponentsInWildcards, the capture is delivered decoded")
  func dotComponentsAllowed() throws {
    let table = try table(
      ["files/**<FilesVC>"], options: MatchingOptions(allowsDotComponentsInWildcards: true))
    guard case .matched(let link) = table.resolve("myapp://files/..%2F..%2Fsecret") else {
      Issue.record("the link was not matched")
      return
    }
    #expect(link.remainder == ["../../secret"])
  }
}
