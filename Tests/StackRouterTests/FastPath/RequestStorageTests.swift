import Testing

@testable import StackRouter

/// A request stores its pieces, its fragment's and the text decoded from
/// them in one allocation: decoded texts of any length, next to each other,
/// read back whole, through copies, and by the walk.
@Suite("Request storage: pieces, fragment and decoded text in one allocation")
struct RequestStorageTests {
  /// Segments decoded to 1, 13, 17 and 40 bytes (small strings hold 15),
  /// a plain one between them, a query and a fragment, each with escapes.
  static let link =
    "myapp://shop/caf%C3%A9%20cr%C3%A8me%20%E2%82%AC5/%41/plain/shoes%20%26%20boots/"
    + "\(String(repeating: "%C3%A9", count: 20))?q=%E6%9D%B1%E4%BA%AC%E3%81%AE%E3%82%AB%E3%83%95%E3%82%A7"
    + "&short=%41#fragment%20with%20a%20long%20decoded%20text"

  static let segments = [
    "shop", "café crème €5", "A", "plain", "shoes & boots", String(repeating: "é", count: 20),
  ]
  static let queryItems = [
    QueryItem(name: "q", value: "東京のカフェ"), QueryItem(name: "short", value: "A"),
  ]
  static let fragment = "fragment with a long decoded text"

  @Test("every decoded text reads back whole, whatever its length and place")
  func readBack() throws {
    let request = try table().read(Self.link)
    #expect(request.segments == Self.segments)
    #expect(Array(request.queryItems) == Self.queryItems)
    #expect(request.fragment == Self.fragment)
    #expect(request.hasFragment)
  }

  @Test("a copy with parameters keeps the pieces, the fragment and the decoded text")
  func copyKeepsEverything() throws {
    let request = try table().read(Self.link)
    let copy = request.adding(parameters: LinkParameters(["from": "mail"]))
    #expect(copy.segments == Self.segments)
    #expect(Array(copy.queryItems) == Self.queryItems)
    #expect(copy.fragment == Self.fragment)
    #expect(copy.parameters["from"] == "mail")
    #expect(request.parameters.isEmpty)
  }

  @Test("a request made from strings stores them as intake does, and equals intake's")
  func madeFromStrings() throws {
    let read = try table().read(Self.link)
    let made = RequestURL(
      original: Self.link, origin: .customScheme("myapp"), segments: Self.segments,
      firstSegmentIsHost: true, queryItems: Self.queryItems, fragment: Self.fragment)
    #expect(made.segments == Self.segments)
    #expect(Array(made.queryItems) == Self.queryItems)
    #expect(made.fragment == Self.fragment)
    #expect(made == read)
    let bare = RequestURL(original: "myapp://x", origin: .customScheme("myapp"), segments: ["x"])
    #expect(bare.fragment == nil)
    #expect(!bare.hasFragment)
  }

  @Test("the walk compares and captures decoded segments longer than a small string")
  func walkReadsDecodedBytes() throws {
    let table = try table()
    guard case .matched(let link) = table.resolve(Self.link) else {
      Issue.record("\(Self.link) did not match")
      return
    }
    #expect(link.entity.target == "ShopVC")
    #expect(link.routeParameter("term") == "café crème €5")
    #expect(link.routeParameter("long") == String(repeating: "é", count: 20))
    let literal = "myapp://shop/caf%C3%A9-cr%C3%A8me-au-chocolat"
    guard case .matched(let cake) = table.resolve(literal) else {
      Issue.record("\(literal) did not match")
      return
    }
    #expect(cake.entity.target == "CakeVC")
  }

  @Test(
    "a path reads the same whether the query holds escapes or not",
    arguments: [
      ("myapp://a/b.c/..x?q=a+b", ["a", "b.c", "..x"]),
      ("myapp://a/b.c/..x?q=a%20b", ["a", "b.c", "..x"]),
      ("myapp://h%41st/x?q=+", ["hAst", "x"]),
      ("myapp://a/caf\u{E9}/x?q=1+2", ["a", "caf\u{E9}", "x"]),
      ("myapp://a/x+y?q=1+2", ["a", "x+y"]),
      ("myapp://a/%2E%2E?q=a+b", nil),
      ("myapp://a/..?q=a%20b", nil),
      ("myapp://a/../b#x+y", nil),
    ])
  func pathBesideEscapedQuery(_ link: String, segments: [String]?) throws {
    let table = try table()
    guard let segments else {
      let error = try #require(throws: InvalidURLError.self) { try table.read(link) }
      #expect(error.reason == .dotSegment(segment: 2))
      return
    }
    #expect(try table.read(link).segments == segments)
  }

  private func table() throws -> RouteTable {
    var registrar = Registrar()
    registrar.accept(scheme: "myapp")
    registrar.register("shop/:term/:letter/plain/:name/:long<ShopVC>")
    registrar.register("shop/café-crème-au-chocolat<CakeVC>")
    return try registrar.makeTable()
  }
}
