import Foundation
import Testing

@testable import StackRouterCommands

/// Scopes for any accepted scheme (`*://`) or domain (`https://*/`) through
/// the commands that show routes or links.
extension StackRouterToolTests {
  static let anyScopeManifest = """
    scheme shop
    scheme partner
    domain a.example.com
    domain b.example.com
    route https://*/promo/:code<PromoVC>
    route *://compose<ComposeVC>!
    route shop://compose<ShopComposeVC>!
    route compose/:draft<DraftVC>
    """

  @Test("match: one scheme beats any scheme, and neither kind of 'any' crosses to the other")
  func matchAnyScope() async throws {
    let path = try TemporaryManifest.write(Self.anyScopeManifest)
    defer { TemporaryManifest.remove(path) }
    let output = await StackRouterTool.run([
      "match", path, "partner://compose", "shop://compose", "https://b.example.com/promo/X",
      "https://a.example.com/compose", "shop://promo/X",
    ])
    #expect(output.status == .failure)
    #expect(
      output.standardOutput == """
        partner://compose
          outcome:    matched
          route:      *://compose
          target:     ComposeVC
          parameters: (none)
        shop://compose
          outcome:    matched
          route:      shop://compose
          target:     ShopComposeVC
          parameters: (none)
        https://b.example.com/promo/X
          outcome:    matched
          route:      https://*/promo/:code
          target:     PromoVC
          parameters: code=X
        https://a.example.com/compose
          outcome:    unmatched
          reason:     no route matches 'compose'
        shop://promo/X
          outcome:    unmatched
          reason:     no route matches 'promo/X'

        """)
    let json = await StackRouterTool.run(["match", path, "partner://compose", "--json"])
    #expect(json.standardOutput.contains(#""route":"*://compose""#))
  }

  @Test("link, routes, graph, page and aasa show scopes for any scheme or domain")
  func toolsShowAnyScope() async throws {
    let path = try TemporaryManifest.write(Self.anyScopeManifest)
    defer { TemporaryManifest.remove(path) }
    let link = await StackRouterTool.run([
      "link", path, "https://*/promo/:code", "code=X", "--domain", "b.example.com",
    ])
    #expect(link.standardOutput == "https://b.example.com/promo/X\n")
    let scheme = await StackRouterTool.run(["link", path, "*://compose", "--scheme", "partner"])
    #expect(scheme.standardOutput == "partner://compose\n")
    let refused = await StackRouterTool.run([
      "link", path, "*://compose", "--domain", "a.example.com",
    ])
    #expect(refused.status == .failure)
    let routes = await StackRouterTool.run(["routes", path])
    #expect(routes.standardOutput.contains("*://compose            ComposeVC"))
    #expect(routes.standardOutput.contains("https://*/promo/:code  PromoVC"))
    let graph = await StackRouterTool.run(["graph", path])
    #expect(graph.standardOutput.contains(#"e2["PromoVC<br/>https://*/promo/:code"]"#))
    let page = await StackRouterTool.run(["page", path])
    for href in [
      "https://a.example.com/promo/1", "https://b.example.com/promo/1", "partner://compose",
    ] {
      #expect(page.standardOutput.contains("href=\"\(href)\""), "\(href)")
    }
    let aasa = await StackRouterTool.run(["aasa", path, "T.app", "--domain", "b.example.com"])
    #expect(aasa.standardOutput.contains(#""comment" : "https://*/promo/:code <PromoVC>""#))
  }

  @Test("lint refuses a malformed scope for any domain at its column")
  func lintAnyScope() async throws {
    let path = try TemporaryManifest.write(
      """
      scheme s
      domain a.com
      route https://*.a.com/x<X>
      """)
    defer { TemporaryManifest.remove(path) }
    let output = await StackRouterTool.run(["lint", path])
    #expect(output.status == .failure)
    let name = (path as NSString).lastPathComponent
    let line =
      "\(name):3:16: error: expected '/' after '*', which stands for any accepted domain, "
      + "found '.'"
    #expect(output.standardOutput.contains(line) || output.standardError.contains(line))
  }

  @Test("an exclusive scheme: match, open and link keep its links to its own routes")
  func exclusiveScheme() async throws {
    let path = try TemporaryManifest.write(
      """
      scheme shop
      scheme partner exclusive
      route compose<ComposeVC>
      route *://help<HelpVC>
      route partner://compose<PartnerComposeVC>
      """)
    defer { TemporaryManifest.remove(path) }
    let match = await StackRouterTool.run([
      "match", path, "partner://compose", "partner://help", "shop://help", "/compose",
    ])
    #expect(match.status == .failure, "partner://help opens nothing")
    #expect(
      match.standardOutput.contains(
        "partner://compose\n  outcome:    matched\n  route:      partner://compose\n"))
    #expect(
      match.standardOutput.contains(
        "partner://help\n  outcome:    unmatched\n  reason:     no route matches 'help'; "
          + "'partner' is an exclusive scheme: only routes scoped to partner:// open its links\n"
      ))
    #expect(
      match.standardOutput.contains("shop://help\n  outcome:    matched\n  route:      *://help\n"))
    #expect(
      match.standardOutput.contains("/compose\n  outcome:    matched\n  route:      compose\n"))
    let open = await StackRouterTool.run(["open", path, "partner://help"])
    #expect(open.status == .failure)
    #expect(
      open.standardOutput.contains(
        "== partner://help\noutcome: unmatched: no route matches 'help'\n"
          + "note:    'partner' is an exclusive scheme: only routes scoped to partner:// open "
          + "its links\n"))
    let json = await StackRouterTool.run(["match", path, "partner://help", "--json"])
    #expect(
      json.standardOutput.contains(
        #""reason":"no route matches 'help'; 'partner' is an exclusive scheme: "#))
    let page = await StackRouterTool.run(["page", path])
    #expect(
      page.standardOutput.contains(#"<p class="facts">schemes: shop, partner (exclusive)</p>"#))
    let tree = await StackRouterTool.run(["tree", path])
    #expect(tree.standardOutput.hasPrefix("schemes: shop, partner (exclusive)\n"))
    let other = await StackRouterTool.run(["match", path, "shop://nothing"])
    #expect(!other.standardOutput.contains("exclusive"), "only an exclusive scheme's links")
    let link = await StackRouterTool.run(["link", path, "compose"])
    #expect(link.standardOutput == "shop://compose\n")
    let refused = await StackRouterTool.run(["link", path, "compose", "--scheme", "partner"])
    #expect(refused.status == .failure)
    #expect(
      refused.standardError
        == "error: cannot build a link for 'compose': the scheme 'partner' is not allowed here\n")
  }

  @Test("lint: a word other than 'exclusive' after a scheme name is still an error at its column")
  func lintExclusiveScheme() async throws {
    let path = try TemporaryManifest.write("scheme partner bogus\nroute a<A>\n")
    defer { TemporaryManifest.remove(path) }
    let output = await StackRouterTool.run(["lint", path])
    #expect(output.status == .failure)
    let name = (path as NSString).lastPathComponent
    let line =
      "\(name):1:16: error: unexpected 'bogus' after a scheme name\nscheme partner bogus\n"
      + "               ^"
    #expect(output.standardOutput.contains(line) || output.standardError.contains(line))
  }
}
