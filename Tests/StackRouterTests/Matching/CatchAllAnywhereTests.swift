import Testing

@testable import StackRouter

@Suite("'**' anywhere, more than once")
struct CatchAllAnywhereTests {
  /// The winning entity's pattern and its remainders, or `nil` when the
  /// link opens nothing.
  private func winner(_ link: String, in table: RouteTable) -> (String, [[String]])? {
    guard case .matched(let match) = table.resolve(link) else { return nil }
    return (match.entity.pattern.description, match.remainders)
  }

  @Test("'**' before the end and twice in a route parses and prints back")
  func parses() throws {
    for text in ["**/edit", "files/**/raw", "a/**/b/:c", "**/x/**", "**/**", "v:n/**/*/:id.json"] {
      let pattern = try RoutePattern(parsing: text)
      #expect(pattern.description == text)
    }
    let definition = try RouteDefinition(parsing: "files<FilesVC>/**<FolderVC>/raw<RawVC>")
    #expect(
      definition.segments.map(\.component) == [.literal("files"), .catchAll, .literal("raw")])
  }

  @Test(
    "each '**' takes zero or more segments wherever it stands",
    arguments: [
      ("myapp://q/y/edit", "**/edit", [["q", "y"]]),
      ("myapp://edit", "**/edit", [[]]),
      ("myapp://files/a/b/raw", "files/**/raw", [["a", "b"]]),
      ("myapp://files/raw", "files/**/raw", [[]]),
      ("myapp://a/b/c", "a/**/b/:c", [[]]),
      ("myapp://a/1/2/b/c", "a/**/b/:c", [["1", "2"]]),
      ("myapp://p/x/q/r", "**/x/**", [["p"], ["q", "r"]]),
      ("myapp://x", "**/x/**", [[], []]),
      ("myapp://docs/a/b", "docs/**", [["a", "b"]]),
    ] as [(String, String, [[String]])])
  func matches(link: String, route: String, remainders: [[String]]) throws {
    let table = try makeTable([
      "**/edit<EditVC>", "files/**/raw<RawVC>", "a/**/b/:c<BVC>", "**/x/**<XVC>", "docs/**<DocsVC>",
    ])
    let found = try #require(winner(link, in: table))
    #expect(found.0 == route)
    #expect(found.1 == remainders)
    guard case .matched(let match) = table.resolve(link) else { return }
    #expect(match.remainder == Array(remainders.joined()))
  }

  @Test("among matches of one route, the leftmost '**' takes the fewest segments, then the next")
  func leftmostFewest() throws {
    let table = try makeTable(["**/x/**<XVC>", "**/a/**/b/**<ABVC>"])
    #expect(winner("myapp://x/x/x", in: table)?.1 == [[], ["x", "x"]])
    #expect(winner("myapp://p/x/q/x/r", in: table)?.1 == [["p"], ["q", "x", "r"]])
    #expect(winner("myapp://a/b/a/b", in: table)?.1 == [[], [], ["a", "b"]])
    #expect(winner("myapp://z/a/a/b/b", in: table)?.1 == [["z"], ["a"], ["b"]])
    let matcher = try #require(table.matcher as? TrieRouteMatcher)
    // Every route appears once, with its best split.
    let all = matcher.matches(for: try table.read("myapp://a/x/b"))
    // At a '**', fewer segments first: `a` then meets the literal `a`.
    #expect(
      all.map(\.description) == [
        "**/a/**/b/** <ABVC> (**=, **=x, **=)", "**/x/** <XVC> (**=a, **=b)",
      ])
  }

  @Test(
    "precedence compares segment by segment, literal > affixed > ':name' > '*' > '**', a '**' taking as few as it can, in every registration order"
  )
  func precedenceInAnyOrder() throws {
    let routes = [
      "files/**/raw<RawVC>", "files/:id/raw<IdRawVC>", "**/raw<AnyRawVC>", "files/v:n/raw<VRawVC>",
      "files/*/**<StarVC>", "files/a/**<ALitVC>", "**/x/**<XVC>",
    ]
    let expected: [(String, String?)] = [
      ("myapp://files/a/raw", "files/a/**"),
      ("myapp://files/v2/raw", "files/v:n/raw"),
      ("myapp://files/7/raw", "files/:id/raw"),
      ("myapp://files/7/8/raw", "files/*/**"),
      ("myapp://files/raw", "files/*/**"),
      ("myapp://files/b/c/d", "files/*/**"),
      ("myapp://other/raw", "**/raw"),
      // The leading '**' takes one segment for '**/x/**', two for '**/raw'.
      ("myapp://q/x/raw", "**/x/**"),
      ("myapp://q/r/raw", "**/raw"),
      ("myapp://q/x/y", "**/x/**"),
      ("myapp://q/y", nil),
      ("myapp://files", nil),
    ]
    for order in permutations(routes) {
      let table = try makeTable(order)
      for (link, route) in expected {
        #expect(winner(link, in: table)?.0 == route, "\(link) with \(order)")
      }
    }
  }

  @Test("a route that ends where the link ends beats a '**' that would take nothing, anywhere")
  func endsBeforeEmptyCatchAll() throws {
    let table = try makeTable([
      "a/**<A>", "a/**/**<AA>", "a<Root>/b<B>", "c/**/d<D>", "c/**/d/**<DD>",
    ])
    #expect(winner("myapp://a", in: table)?.0 == "a")
    #expect(winner("myapp://a/b", in: table)?.0 == "a/b")
    #expect(winner("myapp://c/d", in: table)?.0 == "c/**/d")
    #expect(winner("myapp://c/d/e", in: table)?.0 == "c/**/d/**")
    // `**/**` takes what one `**` takes, the first as little as it can
    // (lint calls it redundant): the first '**' of `a/**/**` takes none.
    #expect(winner("myapp://a/c", in: table)?.0 == "a/**/**")
  }

  @Test("captures after a '**' read the segments past the end of its remainder")
  func capturesAfter() throws {
    let table = try makeTable(["a/**/b/:c/*/**/d-:e<VC>"])
    guard case .matched(let link) = table.resolve("myapp://a/1/b/2/3/4/5/d-6") else {
      Issue.record("no match")
      return
    }
    #expect(link.routeParameters == ["c": "2", "e": "6"])
    #expect(link.wildcards == ["3"])
    #expect(link.remainders == [["1"], ["4", "5"]])
    #expect(link.remainder == ["1", "4", "5"])
  }

  @Test("a table whose '**' all end their routes walks as before, never spanning")
  func trailingOnlyIsNotSpanning() throws {
    let trailing = try #require(
      try makeTable(["docs/**<D>", "a/:b/**<B>"]).matcher as? TrieRouteMatcher)
    #expect(!trailing.captures.isSpanning)
    let inner = try #require(
      try makeTable(["docs/**<D>", "**/edit<E>"]).matcher as? TrieRouteMatcher)
    #expect(inner.captures.isSpanning)
  }

  @Test("a screen of the chain keeps the remainders of its own '**'")
  func chainScreens() throws {
    let table = try makeTable(["files<Files>/**<Folder>/raw<Raw>/**<Part>"])
    guard case .matched(let link) = table.resolve("myapp://files/a/b/raw/c") else {
      Issue.record("no match")
      return
    }
    let screens = link.chain.map { Screen(entity: $0, link: link) }
    #expect(screens.map(\.remainder) == [[], ["a", "b"], ["a", "b"], ["a", "b", "c"]])
  }

  @Test(
    "catalog 40: '**' and 'a' alternating against 64 'a's: no exponential backtracking, each (node, segment) entered once"
  )
  func hostileCatchAlls() throws {
    let catchAlls = 12
    let route = Array(repeating: "**/a", count: catchAlls).joined(separator: "/") + "/b<Never>"
    var options = MatchingOptions()
    options.limits.segmentCount = 100
    let table = try makeTable([route, "**/a/**/c<C>"], options: options)
    let matcher = try #require(table.matcher as? TrieRouteMatcher)
    let link = "myapp://" + Array(repeating: "a", count: 64).joined(separator: "/")
    var visited = 0
    let matches = matcher.matches(for: try table.read(link), visited: &visited)
    #expect(matches.isEmpty)
    #expect(winner(link, in: table) == nil)
    // Each node at most once a segment (naive backtracking would visit
    // C(64, 12) splits, about 3 × 10^12).
    let nodes = 2 * catchAlls + 1 + 3 + 1
    #expect(visited <= nodes * 65)
    // The same set still finds what matches, fewest segments first.
    let found = try #require(winner(link + "/b", in: table))
    #expect(found.0 == route.replacingOccurrences(of: "<Never>", with: ""))
    #expect(found.1.dropLast().allSatisfy { $0.isEmpty })
    #expect(found.1.last?.count == 64 - catchAlls)
  }
  @Test(
    "the link builder gives each '**' its segments and refuses a split that reads back differently")
  func buildsLinks() throws {
    let table = try makeTable([
      "**/x/**<XVC>", "files/**/raw<RawVC>", "**/edit<EditVC>", "a/**/b/:c<BVC>",
    ])
    func build(_ pattern: String, _ remainders: [[String]], _ parameters: [String: String] = [:])
      throws -> String
    {
      try table.link(
        for: try RoutePattern(parsing: pattern), parameters: parameters, remainders: remainders)
    }
    #expect(try build("**/x/**", [["p"], ["q", "r"]]) == "myapp://p/x/q/r")
    #expect(try build("**/x/**", [[], []]) == "myapp://x")
    #expect(try build("files/**/raw", [["a b", "c"]]) == "myapp://files/a%20b/c/raw")
    #expect(try build("**/edit", [["a", "edit"]]) == "myapp://a/edit/edit")
    #expect(try build("a/**/b/:c", [["b"]], ["c": "1"]) == "myapp://a/b/b/1")
    // The reader gives the first '**' as few segments as it can.
    let differs = #expect(throws: LinkBuildError.self) {
      try build("**/x/**", [["a", "x"], ["b"]])
    }
    #expect(
      differs?.description
        == "cannot build a link for '**/x/**': the link 'myapp://a/x/x/b' would read '**' back as another value"
    )
    let count = #expect(throws: LinkBuildError.self) { try build("**/x/**", [["a"]]) }
    #expect(count?.reason == .remainderCount(expected: 2, given: 1))
    // The single-remainder form gives it to the last '**'.
    let last = try table.link(for: try RoutePattern(parsing: "**/x/**"), remainder: ["q"])
    #expect(last == "myapp://x/q")
    // Every built link opens its entity with the same remainders.
    for (pattern, remainders) in [
      ("**/x/**", [["p"], ["q", "r"]]), ("files/**/raw", [["a"]]), ("**/edit", [["a", "edit"]]),
    ] {
      let link = try build(pattern, remainders)
      guard case .matched(let opened) = table.resolve(link) else {
        Issue.record("\(link) opens nothing")
        continue
      }
      #expect(opened.entity.pattern.description == pattern)
      #expect(opened.remainders == remainders)
    }
  }
  @Test(
    "catalog 53: a '.' or '..' component in a '*' or '**' after a '**' is refused, naming its segment",
    arguments: [
      ("myapp://files/..%2Fx/raw", 2), ("myapp://files/a/b/..%2Fx/raw", 4),
      ("myapp://w/a/b/x/..%2Fy", 5), ("myapp://w/a/x/b/..%2Fy/z", 5),
    ])
  func dotComponents(link: String, segment: Int) throws {
    let table = try makeTable(["files/**/raw<RawVC>", "w/**/x/*/**<WVC>"])
    guard case .invalid(let error) = table.resolve(link) else {
      Issue.record("\(link) is not refused")
      return
    }
    #expect(error.reason == .dotComponent(segment: segment))
  }

  @Test(
    "checkCaptures(of:in:), which blocks and other matchers' matches go through, names the segment the walk names",
    arguments: [
      ("myapp://files/..%2Fx/raw", 2), ("myapp://files/a/b/..%2Fx/raw", 4),
      ("myapp://w/a/b/x/..%2Fy", 5), ("myapp://w/a/x/b/..%2Fy/z", 5),
      ("myapp://w/..%2Fa/x/b/c", 2), ("myapp://w/a/x/b/c/..%2Fd", 6),
      ("myapp://v/a/..%2Fb", 3),
    ])
  func dotComponentsThroughTheCheck(link: String, segment: Int) throws {
    let table = try makeTable(["files/**/raw<RawVC>", "w/**/x/*/**<WVC>", "v/*/*<VVC>"])
    let request = try table.read(link)
    let match = try #require(table.candidates(for: request).last)
    #expect(throws: InvalidURLError(input: link, reason: .dotComponent(segment: segment))) {
      try table.checkCaptures(of: match, in: request)
    }
    // The same match without any `.` is let through.
    let plain = try table.read(link.replacingOccurrences(of: "..%2F", with: "z"))
    let cleanMatch = try #require(table.candidates(for: plain).last)
    #expect(throws: Never.self) { try table.checkCaptures(of: cleanMatch, in: plain) }
  }
}
