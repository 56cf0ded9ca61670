import Foundation
import Testing

@testable import StackRouterCommands

/// `stackrouter lint`: clean, warned and broken manifests.
extension StackRouterToolTests {
  @Test("lint passes the sample manifest and summarizes it")
  func lintSample() async throws {
    let output = await StackRouterTool.run(["lint", Self.samplePath])
    #expect(output.status == .success)
    #expect(
      output.standardOutput
        == "\(Self.samplePath): 12 entities, 2 shortcuts, 2 start links; no problems\n")
    #expect(output.standardError == "")
  }

  @Test("a manifest's root route and optional groups: each expansion listed, empty paths matched")
  func rootAndGroups() async throws {
    let path = try TemporaryManifest.write(
      """
      scheme demo
      domain example.com
      route /<HomeVC>
      route articles<ListVC>/:id(/comments/:commentID)<ArticleVC>
      route /profile/user/:userId<UserVC>/
      defaults articles/:id(/comments/:commentID) sort=new
      """)
    defer { TemporaryManifest.remove(path) }
    let routes = await StackRouterTool.run(["routes", path])
    #expect(routes.status == .success)
    #expect(
      routes.standardOutput.split(separator: "\n").map { $0.split(separator: " ").first ?? "" } == [
        "PATTERN", "/", "articles", "articles/:id", "articles/:id/comments/:commentID",
        "profile/user/:userId",
      ])
    let match = await StackRouterTool.run(
      ["match", path, "demo://", "https://example.com/?id=42", "/articles/4/comments/5"])
    #expect(match.status == .success)
    #expect(match.standardOutput.contains("demo://\n  outcome:    matched\n  route:      /\n"))
    #expect(match.standardOutput.contains("parameters: id=42\n"))
    #expect(match.standardOutput.contains("parameters: commentID=5, id=4, sort=new\n"))
  }

  @Test("a malformed group in a manifest is an error at its column in the line")
  func malformedGroupInManifest() async throws {
    let path = try TemporaryManifest.write("scheme demo\nroute a(/b<B>)<A>\n")
    defer { TemporaryManifest.remove(path) }
    let lint = await StackRouterTool.run(["lint", path])
    #expect(lint.status == .failure)
    #expect(
      lint.standardError.hasPrefix(
        "\(path):2:11: error: a target cannot be inside an optional group; write it after the group"
      ))
  }

  @Test("lint prints warnings with their line and caret and passes, unless --strict")
  func lintWarnings() async throws {
    let path = try TemporaryManifest.write("scheme demo\nroute a|b<X>\n")
    defer { TemporaryManifest.remove(path) }
    let warning = """
      \(path):2:8: warning: links usually carry '|' percent-encoded, as '%7C'; the router reads \
      it either way, and this literal matches both once decoded
      route a|b<X>
             ^

      """
    let lint = await StackRouterTool.run(["lint", path])
    #expect(lint.status == .success)
    #expect(lint.standardError == warning)
    #expect(
      lint.standardOutput
        == "\(path): 1 entities, 0 shortcuts, 0 start links; no errors, 1 warning\n")
    let strict = await StackRouterTool.run(["lint", "--strict", path])
    #expect(strict.status == .failure)
    #expect(strict.standardError == warning + "1 warning, which --strict makes fail\n")
    #expect(strict.standardOutput == "")
  }

  @Test("lint fails a broken manifest: each problem at file:line:column, its line and a caret")
  func lintBrokenManifest() async throws {
    let path = try TemporaryManifest.write(
      """
      scheme myapp
      route list<ListVC
      bogus
      """)
    defer { TemporaryManifest.remove(path) }
    let output = await StackRouterTool.run(["lint", path])
    #expect(output.status == .failure)
    #expect(
      output.standardError == """
        \(path):2:18: error: expected '>' to close the target
        route list<ListVC
                         ^
        \(path):3:1: error: unknown directive 'bogus'; expected scheme, domain, tabs, container, \
        route, block, defaults, allow, style, shortcut, start, option, limit, parameter
        bogus
        ^
        \(path): note: the routes are registered, and the shortcut and start links checked, once these lines are fixed

        """)
    #expect(output.standardOutput == "")
  }

  @Test("lint reports registration problems and unmatched links once the lines parse")
  func lintRegistrationProblems() async throws {
    let path = try TemporaryManifest.write(
      """
      scheme myapp
      tabs home
      route detail<DetailVC>
      route detail<DetailVC>/x<X>!
      route detail<DetailVC>/x<X>
      """)
    defer { TemporaryManifest.remove(path) }
    let output = await StackRouterTool.run(["lint", path])
    #expect(output.status == .failure)
    #expect(
      output.standardError == """
        \(path):5:7: error: 'detail/x' is registered as push, but \(path):4:7 registers it as modal
        route detail<DetailVC>/x<X>
              ^

        """)

    let linksPath = try TemporaryManifest.write(
      "scheme myapp\nroute list<ListVC>\nstart myapp://lists\n")
    defer { TemporaryManifest.remove(linksPath) }
    let links = await StackRouterTool.run(["lint", linksPath])
    #expect(links.status == .failure)
    #expect(
      links.standardError == """
        \(linksPath):3:7: error: start link 'myapp://lists' matches no route
        start myapp://lists
              ^

        """)
  }

  @Test("lint reports a file it cannot read")
  func lintMissingFile() async throws {
    let path = TemporaryManifest.uniquePath()
    let output = await StackRouterTool.run(["lint", path])
    #expect(output.status == .failure)
    #expect(output.standardError == "\(path):1:1: error: cannot read the file\n")
  }

  // MARK: routes and tree
}
