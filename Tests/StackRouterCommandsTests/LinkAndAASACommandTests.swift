import Foundation
import StackRouter
import Testing

@testable import StackRouterCommands

@Suite("stackrouter link and aasa")
struct LinkAndAASACommandTests {
  private static let manifest = """
    scheme shop
    domain shop.example
    domain other.example
    route items<ItemsVC>/:itemID<ItemVC>
    route docs/**<DocVC>
    route https://other.example/promo/:code<PromoVC>
    route shop://cart<CartVC>
    """

  private func withManifest(_ body: (String) async throws -> Void) async throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("LinkAndAASA-\(UUID().uuidString).routes").path
    try Self.manifest.write(toFile: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: path) }
    try await body(path)
  }

  @Test(
    "link builds a percent-encoded link in the form asked for",
    arguments: [
      (["items/:itemID", "itemID=a b/c", "ref=mail"], "shop://items/a%20b%2Fc?ref=mail"),
      (
        ["items/:itemID", "itemID=42", "--domain", "shop.example"], "https://shop.example/items/42"
      ),
      (["https://other.example/promo/:code", "code=X1"], "https://other.example/promo/X1"),
    ])
  func link(arguments: [String], expected: String) async throws {
    try await withManifest { path in
      let output = await StackRouterTool.run(["link", path] + arguments)
      #expect(output.status == .success)
      #expect(output.standardOutput == expected + "\n")
    }
  }

  @Test("link --json prints the pattern and the link")
  func linkJSON() async throws {
    try await withManifest { path in
      let output = await StackRouterTool.run(
        [
          "link", path, "--json", "items/:itemID", "itemID=a/b", "ref=x y", "--domain",
          "shop.example",
        ])
      #expect(output.status == .success)
      #expect(output.standardError == "")
      #expect(
        output.standardOutput
          == #"{"pattern":"items/:itemID","url":"https://shop.example/items/a%2Fb?ref=x%20y"}"#
          + "\n")
      let scoped = await StackRouterTool.run(["link", path, "shop://cart", "--json"])
      #expect(scoped.standardOutput == #"{"pattern":"shop://cart","url":"shop://cart"}"# + "\n")
    }
  }

  @Test("link reports a malformed pattern with a caret, and a form the route cannot take")
  func linkPatternErrors() async throws {
    try await withManifest { path in
      let malformed = await StackRouterTool.run(["link", path, "items/:", "--json"])
      #expect(malformed.status == .failure)
      #expect(malformed.standardOutput == "")
      #expect(
        malformed.standardError == """
          error: expected a parameter name after ':'
          items/:
                 ^

          """)
      let form = await StackRouterTool.run([
        "link", path, "shop://cart", "--domain", "shop.example",
      ])
      #expect(form.status == .failure)
      #expect(form.standardError.hasPrefix("error: cannot build a link for 'shop://cart'"))
    }
  }

  @Test("link reports a missing parameter and an unknown pattern")
  func linkErrors() async throws {
    try await withManifest { path in
      let missing = await StackRouterTool.run(["link", path, "items/:itemID"])
      #expect(missing.status == .failure)
      #expect(
        missing.standardError
          == "error: cannot build a link for 'items/:itemID': no value for ':itemID'\n")
      let unknown = await StackRouterTool.run(["link", path, "nowhere"])
      #expect(
        unknown.standardError
          == "error: cannot build a link for 'nowhere': no entity has this pattern\n")
      let usage = await StackRouterTool.run(["link", path])
      #expect(usage.status == .usage)
    }
  }

  @Test(
    "aasa claims one domain's universal-link routes, deepest first, with excludes between depths")
  func aasa() async throws {
    try await withManifest { path in
      let output = await StackRouterTool.run(["aasa", path, "TEAM.com.example.shop"])
      #expect(output.status == .success)
      let object = try #require(
        try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any])
      let applinks = try #require(object["applinks"] as? [String: Any])
      let details = try #require(applinks["details"] as? [[String: Any]])
      #expect(details.first?["appIDs"] as? [String] == ["TEAM.com.example.shop"])
      let components = try #require(details.first?["components"] as? [[String: Any]])
      let rows = components.map { component in
        (component["exclude"] as? Bool == true ? "exclude " : "")
          + (component["/"] as? String ?? "")
      }
      #expect(
        rows == [
          "/docs", "/docs/*", "exclude /?*/?*/?*", "/items/?*", "exclude /?*/?*", "/items",
          "/items/",
        ])
      #expect(components[3]["comment"] as? String == "items/:itemID <ItemVC>")

      let other = await StackRouterTool.run(["aasa", path, "TEAM.app", "--domain", "other.example"])
      let text = other.standardOutput
      #expect(text.contains("\"/promo/?*\"") && text.contains("\"/items/?*\""))
      #expect(!text.contains("/cart"))
    }
  }

  @Test("aasa refuses a domain the manifest does not accept")
  func aasaUnknownDomain() async throws {
    try await withManifest { path in
      let output = await StackRouterTool.run(["aasa", path, "TEAM.app", "--domain", "evil.example"])
      #expect(output.status == .failure)
      #expect(
        output.standardError
          == "error: no accepted domain 'evil.example'; the domains are shop.example, other.example\n"
      )
    }
  }
}
