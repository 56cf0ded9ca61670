import Foundation
import Testing

@testable import StackRouterCommands

/// `**` before the end of a route and more than once, through every command
/// that shows routes or links.
extension StackRouterToolTests {
  static let catchAllManifest = """
    scheme files
    domain files.example.com
    route files<FilesVC>/**<FolderVC>/raw<RawVC>
    route **/edit<EditVC>
    route **/x/**<XVC>
    """

  @Test("match reads '**' before the end and twice, each remainder in text and in JSON")
  func matchCatchAllAnywhere() async throws {
    let path = try TemporaryManifest.write(Self.catchAllManifest)
    defer { TemporaryManifest.remove(path) }
    let output = await StackRouterTool.run([
      "match", path, "files://files/a/b/raw", "files://q/edit", "files://p/x/q/r",
    ])
    #expect(output.status == .success)
    #expect(
      output.standardOutput == """
        files://files/a/b/raw
          outcome:    matched
          route:      files/**/raw
          target:     RawVC
          parameters: (none)
          remainder:  a | b
        files://q/edit
          outcome:    matched
          route:      **/edit
          target:     EditVC
          parameters: (none)
          remainder:  q
        files://p/x/q/r
          outcome:    matched
          route:      **/x/**
          target:     XVC
          parameters: (none)
          remainders: (p) (q | r)

        """)
    let json = await StackRouterTool.run(["match", path, "files://p/x/q/r", "--json"])
    #expect(
      json.standardOutput == """
        {"fragment":null,"input":"files://p/x/q/r","outcome":"matched","parameters":{},\
        "query":[],"reason":null,"remainder":["p","q","r"],"remainders":[["p"],["q","r"]],\
        "route":"**/x/**","target":"XVC","wildcards":[]}

        """)
    // A route with one '**' keeps the JSON it had: no "remainders" key.
    let one = await StackRouterTool.run(["match", path, "files://files/a/raw", "--json"])
    #expect(one.standardOutput.contains(#""remainder":["a"],"route":"files/**/raw""#))
    #expect(!one.standardOutput.contains("remainders"))
  }

  @Test("open rebuilds the chain of a '**' before the end, each screen with its own remainder")
  func openCatchAllAnywhere() async throws {
    let path = try TemporaryManifest.write(Self.catchAllManifest)
    defer { TemporaryManifest.remove(path) }
    let output = await StackRouterTool.run(["open", path, "files://files/a/b/raw"])
    #expect(output.status == .success)
    #expect(
      output.standardOutput.contains(
        """
          stack
          ├── FilesVC files
          ├── FolderVC files/** (**=a/b)
          └── RawVC files/**/raw (**=a/b)
        """))
  }

  @Test("link takes one '**=' for each '**' and refuses a split that would read back differently")
  func linkCatchAllAnywhere() async throws {
    let path = try TemporaryManifest.write(Self.catchAllManifest)
    defer { TemporaryManifest.remove(path) }
    let built = await StackRouterTool.run(["link", path, "**/x/**", "**=p", "**=q/r"])
    #expect(built.standardOutput == "files://p/x/q/r\n")
    let edit = await StackRouterTool.run(["link", path, "**/edit", "**=a/edit"])
    #expect(edit.standardOutput == "files://a/edit/edit\n")
    let refused = await StackRouterTool.run(["link", path, "**/x/**", "**=a/x", "**=b"])
    #expect(refused.status == .failure)
    #expect(
      refused.standardError
        == "error: cannot build a link for '**/x/**': the link 'files://a/x/x/b' would read '**' back as another value\n"
    )
    let count = await StackRouterTool.run(["link", path, "**/x/**", "**=a"])
    #expect(
      count.standardError
        == "error: cannot build a link for '**/x/**': the pattern has 2 '**' but 1 remainder was given\n"
    )
  }

  @Test(
    "routes, graph and page list '**' before the end; aasa claims it with '*'; lint warns on '**/**'"
  )
  func otherCommandsCatchAllAnywhere() async throws {
    let path = try TemporaryManifest.write(Self.catchAllManifest)
    defer { TemporaryManifest.remove(path) }
    let routes = await StackRouterTool.run(["routes", path])
    #expect(routes.standardOutput.contains("files/**/raw  RawVC     files/**  root stack  push\n"))
    let graph = await StackRouterTool.run(["graph", path])
    #expect(graph.standardOutput.contains(#"e1["XVC<br/>**/x/**"]"#))
    let page = await StackRouterTool.run(["page", path])
    #expect(page.standardOutput.contains(#"<a href="files://files/raw">files://files/raw</a>"#))
    let aasa = await StackRouterTool.run(["aasa", path, "ABCDE12345.com.example.files"])
    for claim in ["/files/raw", "/files/*/raw", "/edit", "/*/edit", "/x", "/*/x", "/x/*", "/*/x/*"]
    {
      #expect(aasa.standardOutput.contains(#""/" : "\#(claim)","#), "\(claim)")
    }
    let lint = await StackRouterTool.run(["lint", path])
    #expect(lint.status == .success)
    #expect(lint.standardOutput.hasSuffix("no problems\n"))
    let redundant = try TemporaryManifest.write("scheme files\nroute a/**/**<A>\n")
    defer { TemporaryManifest.remove(redundant) }
    let warned = await StackRouterTool.run(["lint", redundant])
    #expect(
      warned.standardError.contains(
        "2:12: warning: '**' right after '**' matches no link that one '**' does not, and the first takes nothing; write one '**'"
      ))
  }
}
