import Foundation
import Testing

@testable import StackRouterCommands

/// Fragment routes (`user#/view/:userID`) through every command that reads,
/// shows or builds links.
extension StackRouterToolTests {
  static let fragmentManifest = """
    scheme app
    domain example.com
    route user<UserVC>#/view/:userID<UserViewVC>
    route user#/view/me<MeVC>
    route https://example.com/#/profile/:id<ProfileVC>
    route https://example.com/<HomeVC>
    """

  @Test("match: a fragment route opens for its fragment, the link's path route otherwise")
  func matchFragment() async throws {
    let path = try TemporaryManifest.write(Self.fragmentManifest)
    defer { TemporaryManifest.remove(path) }
    let output = await StackRouterTool.run([
      "match", path, "app://user?tab=a#/view/42?tab=b", "app://user#/view/me", "app://user#/other",
      "https://example.com/#/profile/7", "app://user#/view/%2E%2E",
    ])
    #expect(output.status == .success)
    #expect(
      output.standardOutput == """
        app://user?tab=a#/view/42?tab=b
          outcome:    matched
          route:      user#/view/:userID
          target:     UserViewVC
          parameters: tab=a, userID=42
          query:      tab=a, tab=b
          fragment:   /view/42?tab=b
        app://user#/view/me
          outcome:    matched
          route:      user#/view/me
          target:     MeVC
          parameters: (none)
          fragment:   /view/me
        app://user#/other
          outcome:    matched
          route:      user
          target:     UserVC
          parameters: (none)
          fragment:   /other
        https://example.com/#/profile/7
          outcome:    matched
          route:      https://example.com/#/profile/:id
          target:     ProfileVC
          parameters: id=7
          fragment:   /profile/7
        app://user#/view/%2E%2E
          outcome:    matched
          route:      user
          target:     UserVC
          parameters: (none)
          fragment:   /view/..

        """)
    let json = await StackRouterTool.run(["match", path, "app://user#/view/42?tab=b", "--json"])
    #expect(
      json.standardOutput
        == #"{"fragment":"/view/42?tab=b","input":"app://user#/view/42?tab=b","outcome":"matched","parameters":{"tab":"b","userID":"42"},"query":[{"name":"tab","value":"b"}],"reason":null,"remainder":[],"route":"user#/view/:userID","target":"UserViewVC","wildcards":[]}"#
        + "\n")
  }

  @Test("open rebuilds the fragment route's chain; link builds its links")
  func openAndLinkFragment() async throws {
    let path = try TemporaryManifest.write(Self.fragmentManifest)
    defer { TemporaryManifest.remove(path) }
    let open = await StackRouterTool.run(["open", path, "app://user#/view/42"])
    #expect(
      open.standardOutput.contains(
        """
        state:
          stack
          ├── UserVC user
          └── UserViewVC user#/view/:userID (userID=42)

        """))
    let link = await StackRouterTool.run(["link", path, "user#/view/:userID", "userID=a/b"])
    #expect(link.standardOutput == "app://user#/view/a%2Fb\n")
    let profile = await StackRouterTool.run([
      "link", path, "https://example.com/#/profile/:id", "id=7",
    ])
    #expect(profile.standardOutput == "https://example.com/#/profile/7\n")
    let refused = await StackRouterTool.run(["link", path, "user#/view/:userID", "userID=me"])
    #expect(refused.status == .failure)
    #expect(refused.standardError.contains("would open 'user#/view/me' instead"))
  }

  @Test(
    "routes, graph, page and aasa show fragment routes; aasa claims the fragment in its '#' key")
  func toolsShowFragments() async throws {
    let path = try TemporaryManifest.write(Self.fragmentManifest)
    defer { TemporaryManifest.remove(path) }
    let routes = await StackRouterTool.run(["routes", path])
    #expect(routes.standardOutput.contains("user#/view/:userID                 UserViewVC  user"))
    let graph = await StackRouterTool.run(["graph", path])
    #expect(graph.standardOutput.contains(#"e3["UserViewVC<br/>user#/view/:userID"]"#))
    let page = await StackRouterTool.run(["page", path])
    #expect(page.standardOutput.contains(#"<a href="app://user#/view/1">"#))
    let aasa = await StackRouterTool.run(["aasa", path, "TEAM.app"])
    #expect(
      aasa.standardOutput.contains(
        """
                  {
                    "/" : "/",
                    "#" : "/profile/?*",
                    "comment" : "https://example.com/#/profile/:id <ProfileVC>"
                  }
        """))
    #expect(aasa.standardOutput.contains(##""#" : "/view/?*","##))
  }

  @Test(
    "lint: a malformed fragment pattern is an error at its column; JLRoutes' spelling names ours")
  func lintFragments() async throws {
    let path = try TemporaryManifest.write(
      """
      scheme app
      route /user#/view/:userID<UserViewVC>
      route user#view/:id<V>
      route a#/b/c<X>#/d<Y>
      route files/**#/raw<R>
      """)
    defer { TemporaryManifest.remove(path) }
    let lint = await StackRouterTool.run(["lint", path])
    #expect(lint.status == .failure)
    let name = path
    #expect(
      lint.standardError.hasPrefix(
        """
        \(name):3:11: error: '#view' is JLRoutes' fragment spelling; a fragment pattern is a path after '#/': write '#/view'
        route user#view/:id<V>
                  ^
        \(name):4:16: error: a route has one fragment pattern; its '#' is at column 8
        route a#/b/c<X>#/d<Y>
                       ^
        \(name):5:15: error: a route with '**' in its path cannot have a '#' fragment pattern
        route files/**#/raw<R>
                      ^
        """))
  }
}
