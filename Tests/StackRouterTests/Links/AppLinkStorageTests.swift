import Testing

@testable import StackRouter

/// A matched link records its match in its request's storage, its captures
/// as positions read when asked for, or as texts of its own: every way a
/// link is made reads the same values, and copies and requests resolved
/// twice keep them.
@Suite("AppLink storage")
struct AppLinkStorageTests {
  private struct LinkDidNotMatch: Error {}

  /// The link `text` resolves to in `table`.
  private func link(_ text: String, in table: RouteTable) throws -> AppLink {
    guard case .matched(let link) = table.resolve(text) else { throw LinkDidNotMatch() }
    return link
  }

  /// The same match made from strings through the public initializer.
  private func rebuilt(_ link: AppLink) -> AppLink {
    AppLink(
      request: link.request, entity: link.entity, chain: link.chain,
      routeParameters: link.routeParameters, wildcards: link.wildcards, remainder: link.remainder)
  }

  @Test(
    "every capture kind reads the same from the matcher's link, a copy and the public initializer",
    arguments: [
      (
        "shop/:store/aisle/:aisle<A>", "myapp://shop/caf%C3%A9%20cr%C3%A8me/aisle/12?x=1",
        [
          "store": "café crème", "aisle": "12",
        ], [String](), [String]()
      ),
      (
        "shop/:store/*/:aisle<A>", "myapp://shop/a/wild%2Fcard/b", ["store": "a", "aisle": "b"],
        [
          "wild/card"
        ], []
      ),
      (
        "files/:kind/**<F>", "myapp://files/docs/a/b%20c/d", ["kind": "docs"], [],
        ["a", "b c", "d"]
      ),
      (
        "files/*/**<F>", "myapp://files/x/averyveryverylongsegment/y", [:], ["x"],
        [
          "averyveryverylongsegment", "y",
        ]
      ),
      ("v/pre:id.html<P>", "myapp://v/pre42.html", ["id": "42"], [], []),
    ])
  func captureKinds(
    route: String, text: String, parameters: [String: String], wildcards: [String],
    remainder: [String]
  ) throws {
    let table = try makeTable([route])
    let link = try link(text, in: table)
    #expect(link.routeParameters == parameters)
    for (name, value) in parameters { #expect(link.routeParameter(name) == value) }
    #expect(link.routeParameter("missing") == nil)
    #expect(link.wildcards == wildcards)
    #expect(link.remainder == remainder)
    let copy = link
    #expect(copy == link && copy.hashValue == link.hashValue)
    let made = rebuilt(link)
    #expect(made == link && made.hashValue == link.hashValue)
    #expect(made.routeParameters == parameters && made.wildcards == wildcards)
    #expect(made.remainder == remainder)
    // The request reads as it did: recording the match changed none of it.
    let request = try table.read(text)
    #expect(link.request == request)
    #expect(link.request.segments == request.segments)
    #expect(link.request.queryItems == request.queryItems)
  }

  @Test("a request resolved twice, while its first link is held, gives two equal links")
  func sharedRequest() throws {
    let table = try makeTable(["shop/:store/**<A>"])
    let request = try table.read("myapp://shop/paris/a/b?tab=1")
    guard case .matched(let first) = table.resolve(request),
      case .matched(let second) = table.resolve(first.request)
    else { throw LinkDidNotMatch() }
    #expect(first == second)
    #expect(second.routeParameter("store") == "paris" && second.remainder == ["a", "b"])
    #expect(first.routeParameter("store") == "paris" && first.remainder == ["a", "b"])
    #expect(request.segments == ["shop", "paris", "a", "b"])
    // In another table, whose route captures other segments.
    let other = try makeTable(["shop/*/:name/**<B>"])
    guard case .matched(let third) = other.resolve(first.request) else {
      throw LinkDidNotMatch()
    }
    #expect(third.routeParameter("name") == "a" && third.wildcards == ["paris"])
    #expect(third.remainder == ["b"])
    #expect(first.routeParameter("store") == "paris" && first.remainder == ["a", "b"])
  }

  @Test("several `**` keep each one's segments, through a copy and the request's copies")
  func severalRemainders() throws {
    let table = try makeTable(["**/x/:name/**<A>"])
    let link = try link("myapp://a/b/x/n/c/d", in: table)
    #expect(link.remainders == [["a", "b"], ["c", "d"]])
    #expect(link.remainder == ["a", "b", "c", "d"])
    #expect(link.routeParameter("name") == "n")
    let copy = link
    #expect(copy.remainders == link.remainders && copy == link)
    let carried = link.request.adding(parameters: LinkParameters(["k": "v"]))
    #expect(carried.segments == ["a", "b", "x", "n", "c", "d"])
  }

  @Test("a `*` or `**` capture with a dot component is refused at its segment, read in place")
  func dotComponents() throws {
    let table = try makeTable(["files/*/**<F>"])
    guard case .invalid(let wildcard) = table.resolve("myapp://files/..%2Fx/a") else {
      throw LinkDidNotMatch()
    }
    #expect(wildcard.reason == .dotComponent(segment: 2))
    guard case .invalid(let remainder) = table.resolve("myapp://files/a/b/x%2F..") else {
      throw LinkDidNotMatch()
    }
    #expect(remainder.reason == .dotComponent(segment: 4))
    let allowing = try makeTable(
      ["files/*/**<F>"], options: MatchingOptions(allowsDotComponentsInWildcards: true))
    #expect(try link("myapp://files/..%2Fx/a", in: allowing).wildcards == ["../x"])
  }

  @Test("a fragment route's link reads its captures and the fragment's query")
  func fragmentRoute() throws {
    let table = try makeTable(["user<UserVC>", "user#/view/:userID/**<UserViewVC>"])
    let link = try link("myapp://user?a=1#/view/42/x/y?tab=likes", in: table)
    #expect(link.routeParameter("userID") == "42")
    #expect(link.remainder == ["x", "y"])
    #expect(link.parameters["tab"] == "likes" && link.parameters["a"] == "1")
    let copy = link
    #expect(copy == link)
  }
}
