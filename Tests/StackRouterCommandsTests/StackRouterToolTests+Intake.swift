import Foundation
import Testing

@testable import StackRouterCommands

/// Links intake reads before matching, through the tool: a link without a
/// scheme, and a scheme followed by one slash.
extension StackRouterToolTests {
  private static let rootManifest = """
    scheme tests
    route /<HomeVC>
    route users/:id<UserVC>
    """

  @Test("'://users/1' is refused for lacking a scheme, not for a port, by match and open")
  func linkWithoutScheme() async throws {
    let path = try TemporaryManifest.write(Self.rootManifest)
    defer { TemporaryManifest.remove(path) }
    let match = await StackRouterTool.run(["match", path, "://users/1"])
    #expect(match.status == .failure)
    #expect(
      match.standardOutput == """
        ://users/1
          outcome:    invalid
          reason:     expected a scheme such as 'myapp:' at the start of the link

        """)
    let open = await StackRouterTool.run(["open", path, "://users/1"])
    #expect(open.status == .failure)
    #expect(
      open.standardOutput.contains(
        "== ://users/1\n"
          + "outcome: invalid: expected a scheme such as 'myapp:' at the start of the link\n"))
    #expect(!open.standardOutput.contains("port"))
  }

  @Test("'tests:/', a scheme and one slash, opens the root route as 'tests://' does")
  func schemeAndOneSlash() async throws {
    let path = try TemporaryManifest.write(Self.rootManifest)
    defer { TemporaryManifest.remove(path) }
    for link in ["tests:/", "tests://"] {
      let match = await StackRouterTool.run(["match", path, link])
      #expect(match.status == .success)
      #expect(
        match.standardOutput == """
          \(link)
            outcome:    matched
            route:      /
            target:     HomeVC
            parameters: (none)

          """)
      let open = await StackRouterTool.run(["open", path, link])
      #expect(open.status == .success)
      #expect(
        open.standardOutput.hasSuffix(
          "outcome: handled\nroute:   / <HomeVC>\nplan:\n  set root stack to [HomeVC /], animated\n"
            + "state:\n  stack\n  └── HomeVC /\n\n"))
    }
  }
}
