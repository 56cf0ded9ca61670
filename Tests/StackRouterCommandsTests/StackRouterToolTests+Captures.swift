import Foundation
import Testing

@testable import StackRouterCommands

/// Captures inside a segment (`@:username`, `item-:id.html`, `v:major`)
/// through every command that shows routes or links.
extension StackRouterToolTests {
  static let capturesManifest = """
    scheme shop
    domain shop.example.com
    route users<UsersVC>/@:username<UserVC>
    route items/item-:id.html<ItemVC>
    route items/item-1.html<FirstItemVC>
    route api/v:major<APIVC>
    """

  @Test("match reads a capture inside a segment, in text and in JSON")
  func matchCaptureInsideSegment() async throws {
    let path = try TemporaryManifest.write(Self.capturesManifest)
    defer { TemporaryManifest.remove(path) }
    let output = await StackRouterTool.run([
      "match", path, "shop://users/@ana", "https://shop.example.com/items/item-4%2E2.html",
      "shop://items/item-1.html", "shop://api/v",
    ])
    #expect(output.status == .failure, "shop://api/v captures nothing")
    #expect(
      output.standardOutput == """
        shop://users/@ana
          outcome:    matched
          route:      users/@:username
          target:     UserVC
          parameters: username=ana
        https://shop.example.com/items/item-4%2E2.html
          outcome:    matched
          route:      items/item-:id.html
          target:     ItemVC
          parameters: id=4.2
        shop://items/item-1.html
          outcome:    matched
          route:      items/item-1.html
          target:     FirstItemVC
          parameters: (none)
        shop://api/v
          outcome:    unmatched
          reason:     no route matches 'api/v'

        """)
    let json = await StackRouterTool.run(["match", path, "shop://api/v7", "--json"])
    #expect(json.status == .success)
    #expect(json.standardOutput.contains(#""parameters":{"major":"7"}"#))
    #expect(json.standardOutput.contains(#""route":"api/v:major""#))
  }

  @Test("open, link, routes, graph, page and aasa show a capture inside a segment")
  func toolsShowCaptureInsideSegment() async throws {
    let path = try TemporaryManifest.write(Self.capturesManifest)
    defer { TemporaryManifest.remove(path) }
    let open = await StackRouterTool.run(["open", path, "shop://users/@ana"])
    #expect(open.status == .success)
    #expect(open.standardOutput.contains("└── UserVC users/@:username (username=ana)\n"))
    let link = await StackRouterTool.run(["link", path, "items/item-:id.html", "id=a/b"])
    #expect(link.status == .success)
    #expect(link.standardOutput == "shop://items/item-a%2Fb.html\n")
    let refused = await StackRouterTool.run(["link", path, "items/item-:id.html", "id=1"])
    #expect(refused.status == .failure)
    #expect(
      refused.standardError
        == "error: cannot build a link for 'items/item-:id.html': the link "
        + "'shop://items/item-1.html' would open 'items/item-1.html' instead\n")
    let routes = await StackRouterTool.run(["routes", path])
    #expect(routes.standardOutput.contains("items/item-:id.html  ItemVC"))
    let graph = await StackRouterTool.run(["graph", path])
    #expect(graph.standardOutput.contains(#"e4["UserVC<br/>users/@:username"]"#))
    let page = await StackRouterTool.run(["page", path, "--value", "id=42"])
    #expect(page.status == .success)
    #expect(page.standardOutput.contains("items/item-42.html"))
    let aasa = await StackRouterTool.run(["aasa", path, "TEAM.app"])
    #expect(aasa.status == .success)
    #expect(aasa.standardOutput.contains(#""/" : "/items/item-?*.html""#))
    #expect(aasa.standardOutput.contains(#""/" : "/api/v?*""#))
  }

  @Test("lint points at each malformed capture inside a segment, and at Flint's spelling")
  func lintCaptureInsideSegment() async throws {
    let path = try TemporaryManifest.write(
      """
      scheme s
      route a/:x-:y<A>
      route b/pre:<B>
      route c/item-$(id).html<C>
      """)
    defer { TemporaryManifest.remove(path) }
    let output = await StackRouterTool.run(["lint", path])
    #expect(output.status == .failure)
    let name = (path as NSString).lastPathComponent
    for line in [
      "\(name):2:12: error: a segment holds at most one capture; this ':' starts a second in "
        + "the segment at column 9\nroute a/:x-:y<A>\n           ^",
      "\(name):3:13: error: expected a parameter name after ':'\nroute b/pre:<B>\n            ^",
      "\(name):4:9: error: 'item-$(id).html' is Flint's parameter syntax; write 'item-:id.html'",
    ] {
      #expect(
        output.standardOutput.contains(line) || output.standardError.contains(line), "\(line)")
    }
  }
}
