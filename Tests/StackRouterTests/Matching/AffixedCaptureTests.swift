import Testing

@testable import StackRouter

@Suite("Captures inside a segment")
struct AffixedCaptureTests {
  private func winner(_ link: String, in table: RouteTable) -> (String, [String: String])? {
    guard case .matched(let match) = table.resolve(link) else { return nil }
    return (match.entity.pattern.description, match.routeParameters)
  }

  @Test("a capture with literal text parses into its prefix, name and suffix, and prints back")
  func parses() throws {
    let definition = try RouteDefinition(
      parsing: "users/@:username<UserVC>/item-:id.html<ItemVC>/v:major<VersionVC>")
    #expect(
      definition.segments.map(\.component) == [
        .literal("users"), .affixed(prefix: "@", name: "username", suffix: ""),
        .affixed(prefix: "item-", name: "id", suffix: ".html"),
        .affixed(prefix: "v", name: "major", suffix: ""),
      ])
    #expect(
      definition.description == "users/@:username<UserVC>/item-:id.html<ItemVC>/v:major<VersionVC>")
    #expect(definition.pattern.parameterNames == ["username", "id", "major"])
    let suffixOnly = try RoutePattern(parsing: "files/:name.pdf")
    #expect(suffixOnly.components.last == .affixed(prefix: "", name: "name", suffix: ".pdf"))
    #expect(suffixOnly.description == "files/:name.pdf")
  }

  @Test(
    "a malformed capture inside a segment is refused at its column, with its reason",
    arguments: [
      (
        "a/:x-:y<A>",
        "error: a segment holds at most one capture; this ':' starts a second in the segment at column 3\na/:x-:y<A>\n     ^"
      ),
      (
        "a/pre:x:y<A>",
        "error: a segment holds at most one capture; this ':' starts a second in the segment at column 3\na/pre:x:y<A>\n       ^"
      ),
      ("a/pre:<A>", "error: expected a parameter name after ':'\na/pre:<A>\n      ^"),
      ("a/pre:/b<A>", "error: expected a parameter name after ':'\na/pre:/b<A>\n      ^"),
      (
        "a/pre:1x<A>",
        "error: a parameter name starts with a letter or '_', not '1'\na/pre:1x<A>\n      ^"
      ),
      (
        "a/:id.x*<A>",
        "error: expected '/', '<', '!' or more literal text, found '*'\na/:id.x*<A>\n       ^"
      ),
      (
        "a/:id/v:id<A>",
        "error: parameter ':id' is already used at column 3\na/:id/v:id<A>\n      ^"
      ),
    ])
  func errors(input: String, expected: String) {
    let error = #expect(throws: RouteSyntaxError.self) { try RouteDefinition(parsing: input) }
    #expect(error?.description == expected)
  }

  @Test("the capture is what lies between the literal text, which must not be empty")
  func captures() throws {
    let table = try makeTable([
      "users/@:username<UserVC>", "item-:id.html<ItemVC>", "api/v:major<VersionVC>",
    ])
    #expect(winner("myapp://users/@ana", in: table)?.1 == ["username": "ana"])
    #expect(winner("myapp://item-42.html", in: table)?.1 == ["id": "42"])
    #expect(winner("myapp://item-a.html.html", in: table)?.1 == ["id": "a.html"])
    #expect(winner("myapp://api/v2", in: table)?.1 == ["major": "2"])
    #expect(winner("myapp://api/v%20x", in: table)?.1 == ["major": " x"])
    #expect(winner("myapp://users/@", in: table) == nil)
    #expect(winner("myapp://item-.html", in: table) == nil)
    #expect(winner("myapp://item-4.htm", in: table) == nil)
    #expect(winner("myapp://api/v", in: table) == nil)
  }

  @Test("the literal text compares as literals do: by case unless literals ignore it")
  func literalCase() throws {
    let exact = try makeTable(["a/v:major<V>"])
    #expect(winner("myapp://a/V2", in: exact) == nil)
    var options = MatchingOptions()
    options.caseInsensitiveLiterals = true
    let folded = try makeTable(["a/V:major<V>"], options: options)
    #expect(winner("myapp://a/v2", in: folded)?.1 == ["major": "2"])
    #expect(winner("myapp://A/V2", in: folded)?.1 == ["major": "2"])
    // The host of a custom-scheme link compares case-insensitively.
    let host = try makeTable(["v:major<V>"])
    #expect(winner("myapp://V7", in: host)?.1 == ["major": "7"])
  }

  @Test("literal text that is not ASCII compares character by character")
  func unicode() throws {
    let table = try makeTable(["café-:n<C>", "a/:n→b<Arrow>"])
    #expect(winner("myapp://cafe%CC%81-9", in: table)?.1 == ["n": "9"])
    #expect(winner("myapp://café-é", in: table)?.1 == ["n": "é"])
    #expect(winner("myapp://a/x→b", in: table)?.1 == ["n": "x"])
  }

  @Test(
    "precedence is literal > capture with literal text (more literal characters first) > :name > * > **, whatever the order",
    arguments: [
      ("myapp://p/v1", "p/v1"),
      ("myapp://p/v2", "p/v:major"),
      ("myapp://p/item-2.html", "p/item-:id.html"),
      ("myapp://p/item-2", "p/item-:id"),
      ("myapp://p/x.html", "p/:file.html"),
      ("myapp://p/zzz", "p/:any"),
      ("myapp://p/zzz/q", "p/**"),
    ])
  func precedence(link: String, expected: String) throws {
    let routes = [
      "p/v1<Literal>", "p/v:major<Version>", "p/item-:id.html<Item>", "p/item-:id<ItemBare>",
      "p/:file.html<File>", "p/:any<Any>", "p/*<Star>", "p/**<Rest>",
    ]
    // 8 routes have 40,320 orders: both fixed orders and 20 shuffled ones.
    let orders = [routes, routes.reversed()] + (0..<20).map { _ in routes.shuffled() }
    for order in orders {
      let table = try makeTable(order)
      #expect(winner(link, in: table)?.0 == expected, "registration order \(order)")
    }
  }

  @Test("captures with equal literal characters rank by the longer prefix, then by their text")
  func ties() throws {
    let routes = ["t/a:x<A>", "t/:xa<B>", "t/b:x<C>"]
    for order in permutations(routes) {
      let table = try makeTable(order)
      #expect(winner("myapp://t/aza", in: table)?.0 == "t/a:x")
      #expect(winner("myapp://t/bza", in: table)?.0 == "t/b:x")
      #expect(winner("myapp://t/zza", in: table)?.0 == "t/:xa")
    }
  }

  @Test("a failed capture with literal text falls back to the next branch")
  func backtracks() throws {
    let table = try makeTable(["a/v:major/x<VX>", "a/:any/y<AnyY>"])
    #expect(winner("myapp://a/v1/y", in: table)?.0 == "a/:any/y")
    #expect(winner("myapp://a/v1/x", in: table)?.1 == ["major": "1"])
  }

  @Test(
    "reverse routing writes the literal text around the value, and refuses a value that reads back elsewhere"
  )
  func reverseRouting() throws {
    let table = try makeTable([
      "items/item-:id.html<ItemVC>", "items/item-1.html<FirstVC>", "users/@:username<UserVC>",
    ])
    let item = try RoutePattern(parsing: "items/item-:id.html")
    #expect(try table.link(for: item, parameters: ["id": "42"]) == "myapp://items/item-42.html")
    #expect(try table.link(for: item, parameters: ["id": "a/b"]) == "myapp://items/item-a%2Fb.html")
    #expect(try table.link(for: item, parameters: ["id": "."]) == "myapp://items/item-..html")
    #expect(
      try table.link(for: item, parameters: ["id": "x.html"]) == "myapp://items/item-x.html.html")
    let user = try RoutePattern(parsing: "users/@:username")
    // Links carry `@` percent-encoded, as they carry any literal text.
    #expect(try table.link(for: user, parameters: ["username": "ana"]) == "myapp://users/%40ana")
    #expect(throws: LinkBuildError.self) { try table.link(for: item, parameters: ["id": "1"]) }
    do {
      _ = try table.link(for: item, parameters: ["id": "1"])
    } catch {
      #expect(
        error.reason
          == .opensAnotherRoute(
            link: "myapp://items/item-1.html",
            winner: try RoutePattern(parsing: "items/item-1.html")))
    }
    do {
      _ = try table.link(for: item, parameters: ["id": ""])
      Issue.record("an empty value builds no link")
    } catch {
      #expect(error.reason == .unusableSegment(name: ":id", value: ""))
    }
    do {
      _ = try table.link(for: item, parameters: [:])
      Issue.record("a missing value builds no link")
    } catch {
      #expect(error.reason == .missingParameter("id"))
    }
  }

  @Test("a value whose link opens a capture with literal text that ignores case is refused")
  func readsBackDifferently() throws {
    // Literals ignore case here, so `X-1` opens `a/x-:y`, not `a/:z`.
    var options = MatchingOptions()
    options.caseInsensitiveLiterals = true
    let table = try makeTable(["a/x-:y<XY>", "a/:z<Z>"], options: options)
    let pattern = try RoutePattern(parsing: "a/x-:y")
    #expect(try table.link(for: pattern, parameters: ["y": "1"]) == "myapp://a/x-1")
    let any = try RoutePattern(parsing: "a/:z")
    do {
      _ = try table.link(for: any, parameters: ["z": "X-1"])
      Issue.record("X-1 opens a/x-:y, which ignores case")
    } catch {
      #expect(
        error.reason
          == .opensAnotherRoute(link: "myapp://a/X-1", winner: pattern))
    }
  }

  @Test("two captures with the same literal text match the same links: a registration error")
  func sameShape() {
    #expect(throws: RegistrationError.self) {
      try makeTable(["a/v:major<A>", "a/v:minor<B>"])
    }
    #expect(throws: Never.self) { try makeTable(["a/v:major<A>", "a/w:minor<B>"]) }
  }

  @Test("optional groups expand around a capture inside a segment")
  func groups() throws {
    let expansions = try RouteDefinition.expansions(parsing: "a/v:major(/:file.pdf)<P>")
    #expect(expansions.map(\.description) == ["a/v:major<P>", "a/v:major/:file.pdf<P>"])
    let table = try makeTable(["a/v:major(/:file.pdf)<P>"])
    #expect(winner("myapp://a/v1/x.pdf", in: table)?.1 == ["major": "1", "file": "x"])
    do {
      _ = try RouteDefinition.expansions(parsing: "a(/v:x-:y)<P>")
      Issue.record("two captures in a segment of a group")
    } catch {
      #expect(error.reason == .secondCapture(segmentColumn: 4))
      #expect(error.column == 8)
    }
  }
}
