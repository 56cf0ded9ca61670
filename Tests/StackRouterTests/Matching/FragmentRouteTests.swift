import Foundation
import Testing

@testable import StackRouter

@Suite("Fragment routes")
struct FragmentRouteTests {
  private func winner(_ link: String, in table: RouteTable) -> String? {
    guard case .matched(let match) = table.resolve(link) else { return nil }
    return match.entity.pattern.description
  }

  private func parameters(_ link: String, in table: RouteTable) -> [String: [String]]? {
    guard case .matched(let match) = table.resolve(link) else { return nil }
    let parameters = match.parameters
    return Dictionary(uniqueKeysWithValues: parameters.names.map { ($0, parameters.values($0)) })
  }

  private static let routes = [
    "user<UserVC>", "user#/view/:userID<UserViewVC>", "user#/view/me<MeVC>",
    "https://example.com/#/profile/:id<ProfileVC>", "https://example.com/<HomeVC>",
  ]

  private func table(_ routes: [String] = Self.routes) throws -> RouteTable {
    try makeTable(routes, domains: ["example.com"])
  }

  @Test("'#' starts a fragment pattern, which parses and prints back")
  func parses() throws {
    let definition = try RouteDefinition(parsing: "user<UserVC>#/view/:userID<UserViewVC>")
    #expect(
      definition.segments.map(\.component) == [
        .literal("user"), .fragment, .literal("view"), .parameter("userID"),
      ])
    #expect(definition.description == "user<UserVC>#/view/:userID<UserViewVC>")
    #expect(
      definition.entities.map {
        "\($0.pattern) <\($0.target)> from \($0.source?.description ?? "-")"
      }
        == ["user <UserVC> from -", "user#/view/:userID <UserViewVC> from user"])
    #expect(definition.pattern.hasFragment)
    #expect(definition.pattern.parameterNames == ["userID"])
    let domain = try RoutePattern(parsing: "https://example.com/#/profile/:id")
    #expect(domain.components == [.fragment, .literal("profile"), .parameter("id")])
    #expect(domain.description == "https://example.com/#/profile/:id")
    #expect(try RoutePattern(parsing: "/#/view").description == "/#/view")
    #expect(try RoutePattern(parsing: "user#/view/").description == "user#/view")
    #expect(throws: RouteSyntaxError.self) { try RoutePattern(parsing: "user/#/view") }
    #expect(try RoutePattern(parsing: "docs#/files/**").description == "docs#/files/**")
    #expect(
      try RoutePattern(parsing: "a#/@:name.x").components.last
        == .affixed(prefix: "@", name: "name", suffix: ".x"))
    #expect(!(try RoutePattern(parsing: "user/view")).hasFragment)
    let root = try RouteDefinition(parsing: "https://example.com/<HomeVC>#/about<AboutVC>")
    #expect(root.description == "https://example.com/<HomeVC>#/about<AboutVC>")
    #expect(try RouteDefinition(parsing: "/#/a<A>").description == "/#/a<A>")
    #expect(try RouteDefinition(parsing: "/<H>#/a<A>").description == "/<H>#/a<A>")
  }

  @Test(
    "a malformed fragment pattern is refused at its column, with its reason",
    arguments: [
      (
        "user#/a#/b<V>",
        "error: a route has one fragment pattern; its '#' is at column 5\nuser#/a#/b<V>\n       ^"
      ),
      (
        "user#",
        "error: expected a fragment pattern after '#/', as in 'user#/view/:id'\nuser#\n    ^"
      ),
      (
        "user#/",
        "error: expected a fragment pattern after '#/', as in 'user#/view/:id'\nuser#/\n    ^"
      ),
      (
        "files/**#/raw<V>",
        "error: a route with '**' in its path cannot have a '#' fragment pattern\nfiles/**#/raw<V>\n        ^"
      ),
      (
        "a#b/c<V>",
        "error: '#b' is JLRoutes' fragment spelling; a fragment pattern is a path after '#/': write '#/b'\na#b/c<V>\n ^"
      ),
      (
        "a#-b/c<V>",
        "error: '#' cannot appear in a literal; write segments decoded, without '?', '#', '%', '\\' or white space\na#-b/c<V>\n ^"
      ),
      (
        "#/view<V>",
        "error: expected a path segment before '#' ('/#/' for the root's fragment), found '#'\n#/view<V>\n^"
      ),
      (
        "user#//view<V>",
        "error: empty segment; expected a literal, ':name', '*' or '**'\nuser#//view<V>\n      ^"
      ),
      (
        "user<U>#/view",
        "error: expected '<Type>': the last segment of a route names its target\nuser<U>#/view\n             ^"
      ),
      (
        "user#/:id/x/:id<V>",
        "error: parameter ':id' is already used at column 7\nuser#/:id/x/:id<V>\n            ^"
      ),
      (
        "user#/a/#/b<V>",
        "error: a route has one fragment pattern; its '#' is at column 5\nuser#/a/#/b<V>\n        ^"
      ),
    ])
  func errors(input: String, expected: String) {
    let error = #expect(throws: RouteSyntaxError.self) { try RouteDefinition(parsing: input) }
    #expect(error?.description == expected)
  }

  @Test("a block cannot have a fragment pattern: a registration error at the '#'")
  func blockWithFragment() {
    var registrar = Registrar()
    registrar.accept(scheme: "myapp")
    registrar.register("user<UserVC>")
    registrar.handle("user#/view") { _ in .pass }
    let error = #expect(throws: RegistrationError.self) { try registrar.makeTable() }
    #expect(
      error?.problems.first?.kind
        == .syntax(RouteSyntaxError(input: "user#/view", column: 5, reason: .fragmentOnBlock)))
    #expect(
      RouteSyntaxError(input: "user#/view", column: 5, reason: .fragmentOnBlock).message
        == "a block matches a link's path alone; a '#' fragment pattern belongs to a route's target"
    )
  }

  @Test("a fragment route matches the link's path, then its fragment read as a path")
  func matches() throws {
    let table = try table()
    #expect(winner("myapp://user#/view/42", in: table) == "user#/view/:userID")
    #expect(parameters("myapp://user#/view/42", in: table) == ["userID": ["42"]])
    // The leading '/' of the fragment, repeated and trailing ones are ignored, as in a path.
    #expect(winner("myapp://user#view/42", in: table) == "user#/view/:userID")
    #expect(winner("myapp://user#//view//42/", in: table) == "user#/view/:userID")
    #expect(
      winner("https://example.com/#/profile/7", in: table) == "https://example.com/#/profile/:id")
    #expect(parameters("https://example.com#/profile/7", in: table) == ["id": ["7"]])
    // A fragment no fragment route matches: the link is read by its path, as without '#'.
    #expect(winner("myapp://user#/other", in: table) == "user")
    #expect(winner("myapp://user#/view", in: table) == "user")
    #expect(winner("myapp://user#/view/42/more", in: table) == "user")
    #expect(winner("https://example.com/#/elsewhere", in: table) == "https://example.com/")
    #expect(winner("myapp://user", in: table) == "user")
    // The path must match too.
    #expect(winner("myapp://users#/view/42", in: table) == nil)
    // The fragment keeps the link's fragment, as any link does.
    guard case .matched(let link) = table.resolve("myapp://user#/view/42") else {
      Issue.record("no match")
      return
    }
    #expect(link.fragment == "/view/42")
    #expect(link.request.segments == ["user"])
    #expect(link.chain.map(\.target) == ["UserViewVC"])
    let chained = try makeTable(["user<UserVC>#/view/:userID<UserViewVC>"])
    guard case .matched(let child) = chained.resolve("myapp://user#/view/1") else {
      Issue.record("no match")
      return
    }
    #expect(child.chain.map(\.target) == ["UserVC", "UserViewVC"])
    #expect(winner("myapp://user", in: chained) == "user")
  }

  @Test(
    "the fragment's query items join the query; a name in both has both values, the link's first")
  func query() throws {
    let table = try table()
    #expect(
      parameters("myapp://user#/view/42?tab=likes", in: table)
        == ["userID": ["42"], "tab": ["likes"]])
    #expect(
      parameters("myapp://user?tab=a&x=1#/view/42?tab=b", in: table)
        == ["userID": ["42"], "tab": ["a", "b"], "x": ["1"]])
    guard case .matched(let link) = table.resolve("myapp://user?tab=a#/view/42?tab=b") else {
      Issue.record("no match")
      return
    }
    #expect(link.parameters["tab"] == "a")
    #expect(
      link.queryItems == [QueryItem(name: "tab", value: "a"), QueryItem(name: "tab", value: "b")])
    // A route parameter still wins over both.
    #expect(parameters("myapp://user#/view/42?userID=9", in: table)?["userID"] == ["42"])
    // The fragment's query reaches only a fragment route.
    #expect(parameters("myapp://user#/other?tab=b", in: table) == [:])
    var options = MatchingOptions()
    options.plusIsSpaceInQuery = true
    let plus = try makeTable(["user#/view/:userID<V>"], options: options)
    #expect(
      parameters("myapp://user#/view/a+b?q=c+d", in: plus) == ["userID": ["a+b"], "q": ["c d"]])
  }

  @Test(
    "a fragment route beats its path's route when its fragment matches; otherwise precedence compares segment by segment, whatever the order",
    arguments: [
      ("myapp://user#/view/42", "user#/view/:userID"),
      ("myapp://user#/view/me", "user#/view/me"),
      ("myapp://user#/docs/a/b", "user#/**"),
      ("myapp://user#", "user#/**"),
      ("myapp://user", "user"),
      ("myapp://user/x#/view/1", "user/**"),
      ("myapp://ann#/view/1", ":name#/view/:userID"),
    ])
  func precedence(link: String, expected: String) throws {
    let routes = [
      "user<U>", "user#/view/:userID<V>", "user#/view/me<Me>", "user#/**<Rest>", "user/**<Path>",
      ":name#/view/:userID<Named>",
    ]
    for order in permutations(routes) {
      let table = try makeTable(order)
      #expect(winner(link, in: table) == expected, "registration order \(order)")
    }
  }

  @Test("the fragment's segments are decoded one by one, as a path's")
  func decoding() throws {
    let table = try table()
    #expect(parameters("myapp://user#/view/a%2Fb", in: table) == ["userID": ["a/b"]])
    #expect(parameters("myapp://user#/view/a%23b", in: table) == ["userID": ["a#b"]])
    #expect(parameters("myapp://user#/view/a%3Fb", in: table) == ["userID": ["a?b"]])
    #expect(parameters("myapp://user#/view/caf%C3%A9", in: table) == ["userID": ["café"]])
    #expect(parameters("myapp://user#/view/a%2520b", in: table) == ["userID": ["a%20b"]])
  }

  @Test(
    "a hostile fragment gets a typed outcome: refused at intake, or read by the link's path alone",
    arguments: [
      ("myapp://user#/view/1#2", "user"),  // a second '#': not a path
      ("myapp://user#/view/%2E%2E", "user"),  // a dot segment
      ("myapp://user#/view/..", "user"),
      ("myapp://user#/view/a%09b", "user"),  // a tab, which no segment may hold
      ("myapp://user#", "user"),  // an empty fragment
      ("myapp://user#?x=1", "user"),  // a query and no path
      ("myapp://user#/" + Array(repeating: "view", count: 64).joined(separator: "/"), "user"),
      ("myapp://user#/view/" + String(repeating: "x", count: 1025), "user"),
    ])
  func hostile(link: String, expected: String) throws {
    #expect(winner(link, in: try table()) == expected)
  }

  @Test("a fragment intake refuses is refused whatever the routes")
  func refused() throws {
    for link in ["myapp://user#/view/%00", "myapp://user#/view/%ZZ", "myapp://user#/view/%E0"] {
      guard case .invalid = try table().resolve(link) else {
        Issue.record("\(link) is not refused")
        continue
      }
    }
  }

  @Test("a table without fragment routes never reads a fragment")
  func tablesWithoutFragments() throws {
    let table = try makeTable(["user<U>", "user/**<Rest>"])
    #expect(!table.hasFragmentRoutes)
    #expect(try self.table().hasFragmentRoutes)
    #expect(winner("myapp://user#/view/1#2", in: table) == "user")
    #expect(winner("myapp://user#/view/..", in: table) == "user")
  }

  @Test(
    "candidates list the blocks of the link's path, then the fragment route; its link carries the fragment's query"
  )
  func candidates() throws {
    var registrar = Registrar()
    registrar.accept(scheme: "myapp")
    registrar.register("user<UserVC>")
    registrar.register("user#/view/:userID<UserViewVC>")
    registrar.handle("user", name: "log") { _ in .pass }
    let table = try registrar.makeTable()
    let request = try table.read("myapp://user?a=1#/view/42?tab=likes")
    let candidates = table.candidates(for: request)
    #expect(candidates.map(\.route.pattern.description) == ["user", "user#/view/:userID"])
    let link = try #require(candidates.last.flatMap { table.link(for: $0, in: request) })
    #expect(link.parameters.names.sorted() == ["a", "tab", "userID"])
    #expect(link.parameters["tab"] == "likes")
    #expect(link == { if case .matched(let link) = table.resolve(request) { link } else { nil } }())
    // Without a fragment that matches, the path's entity.
    let plain = table.candidates(for: try table.read("myapp://user#/nothing"))
    #expect(plain.map(\.route.pattern.description) == ["user", "user"])
  }

  @Test("two fragment routes with the same shape match the same links: a registration error")
  func sameShape() {
    #expect(throws: RegistrationError.self) {
      try makeTable(["user#/view/:a<A>", "user#/view/:b<B>"])
    }
    #expect(throws: Never.self) { try makeTable(["user#/view/:a<A>", "user/view/:b<B>"]) }
  }
  @Test(
    "reverse routing writes the fragment after the path and the query, and refuses what reads back elsewhere"
  )
  func reverseRouting() throws {
    let table = try table()
    let view = try RoutePattern(parsing: "user#/view/:userID")
    #expect(try table.link(for: view, parameters: ["userID": "42"]) == "myapp://user#/view/42")
    #expect(try table.link(for: view, parameters: ["userID": "a/b"]) == "myapp://user#/view/a%2Fb")
    #expect(
      try table.link(for: view, parameters: ["userID": "a#b?c"]) == "myapp://user#/view/a%23b%3Fc")
    #expect(
      try table.link(
        for: view, parameters: ["userID": "42"], query: [QueryItem(name: "ref", value: "mail")])
        == "myapp://user?ref=mail#/view/42")
    let profile = try RoutePattern(parsing: "https://example.com/#/profile/:id")
    #expect(
      try table.link(for: profile, parameters: ["id": "7"]) == "https://example.com/#/profile/7")
    do {
      _ = try table.link(for: view, parameters: ["userID": "me"])
      Issue.record("'me' opens user#/view/me")
    } catch {
      #expect(
        error.reason
          == .opensAnotherRoute(
            link: "myapp://user#/view/me", winner: try RoutePattern(parsing: "user#/view/me")))
    }
    do {
      _ = try table.link(for: view, parameters: ["userID": "1"], fragment: "top")
      Issue.record("a fragment beside a fragment route's")
    } catch {
      #expect(error.reason == .fragmentInPattern(given: "top"))
      #expect(
        error.description
          == "cannot build a link for 'user#/view/:userID': the pattern writes the link's fragment after '#', so the fragment 'top' cannot be given too"
      )
    }
    do {
      _ = try table.link(for: view, parameters: ["userID": ".."])
      Issue.record("a dot segment")
    } catch {
      #expect(error.reason == .unusableSegment(name: ":userID", value: ".."))
    }
    // A plain route's link still carries a fragment given to it.
    let user = try RoutePattern(parsing: "user")
    #expect(try table.link(for: user, fragment: "/other") == "myapp://user#/other")
    do {
      _ = try table.link(for: user, fragment: "/view/1")
      Issue.record("the fragment opens user#/view/:userID")
    } catch {
      #expect(error.reason == .opensAnotherRoute(link: "myapp://user#/view/1", winner: view))
    }
  }
  @Test("a table rebuilt less some routes keeps its fragment routes")
  func rebuilding() throws {
    let table = try table()
    let less = try table.removing([RoutePattern(parsing: "user#/view/me")])
    #expect(less.hasFragmentRoutes)
    #expect(winner("myapp://user#/view/me", in: less) == "user#/view/:userID")
    #expect(
      winner("https://example.com/#/profile/7", in: less) == "https://example.com/#/profile/:id")
    let plain = try table.removing([
      RoutePattern(parsing: "user#/view/me"), RoutePattern(parsing: "user#/view/:userID"),
      RoutePattern(parsing: "https://example.com/#/profile/:id"),
    ])
    #expect(!plain.hasFragmentRoutes)
    #expect(winner("myapp://user#/view/me", in: plain) == "user")
  }
}
