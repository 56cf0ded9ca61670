import Foundation
import Testing

@testable import StackRouterCommands

/// The `stackrouter` tool driven as a shell would: arguments in; standard
/// output, standard error and exit status out.
@Suite("stackrouter tool")
struct StackRouterToolTests {
  // MARK: lint

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

  @Test("named blocks count as handled: match says which runs first, open that it handled")
  func namedBlocks() async throws {
    let path = try TemporaryManifest.write(
      """
      scheme demo
      route articles<ListVC>/:id<ArticleVC>
      block old/articles(/:id) legacyArticles priority 2
      """)
    defer { TemporaryManifest.remove(path) }
    let match = await StackRouterTool.run(["match", path, "demo://old/articles/3"])
    #expect(match.status == .success)
    #expect(
      match.standardOutput.hasSuffix(
        "  block:      legacyArticles (old/articles/:id) runs first; the tool counts it handled\n"))
    let open = await StackRouterTool.run(["open", path, "demo://old/articles/3"])
    #expect(open.status == .success)
    #expect(
      open.standardOutput.contains(
        "outcome: handled\nblock:   legacyArticles handled the link (the app binds its code; "
          + "the tool counts it handled)\n"))
    let graph = await StackRouterTool.run(["graph", path])
    #expect(
      graph.standardOutput.contains(#"{{"block legacyArticles<br/>old/articles<br/>priority 2"}}"#))
  }

  @Test("match takes parameters carried beside the link, ranked above the query")
  func matchWithParameters() async throws {
    let output = await StackRouterTool.run([
      "match", Self.samplePath, "/articles/42?ref=mail", "--parameter", "ref=push",
    ])
    #expect(output.status == .success)
    #expect(output.standardOutput.contains("parameters: articleID=42, ref=push\n"))
    let bad = await StackRouterTool.run(["match", Self.samplePath, "/", "--parameter", "=x"])
    #expect(bad.status == .usage)
    #expect(bad.standardError.hasPrefix("error: expected NAME=VALUE after --parameter, found '=x'"))
  }

  @Test("match reads a bare path against the manifest's first scheme")
  func matchBarePath() async throws {
    let output = await StackRouterTool.run(["match", Self.samplePath, "/articles/42?ref=x"])
    #expect(output.status == .success)
    #expect(output.standardOutput.hasPrefix("/articles/42?ref=x\n  outcome:    matched\n"))
    #expect(output.standardOutput.contains("parameters: articleID=42, ref=x\n"))
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
        \(path):3:1: error: unknown directive 'bogus'; expected scheme, domain, tabs, route, \
        block, defaults, allow, style, shortcut, start, option, limit
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

  @Test("routes prints every entity as a table")
  func routesTable() async throws {
    let path = try TemporaryManifest.write(Self.smallManifest)
    defer { TemporaryManifest.remove(path) }
    let output = await StackRouterTool.run(["routes", path])
    #expect(output.status == .success)
    #expect(output.standardError == "")
    #expect(
      output.standardOutput == """
        PATTERN                      TARGET          SOURCE    PLACEMENT   PRESENTATION
        compose                      ComposeVC       -         over top    modal formSheet
        https://app.com/promo/:code  PromoVC         -         over top    modal
        list                         ListVC          -         tab home    push
        list/:id                     DetailVC        list      tab home    push
        list/:id/edit                EditVC          list/:id  tab home    modal
        settings                     SettingsVC      -         tab search  push
        settings/**                  SettingsPageVC  settings  tab search  push

        """)
  }

  @Test("tree draws the route tree")
  func routeTree() async throws {
    let path = try TemporaryManifest.write(Self.smallManifest)
    defer { TemporaryManifest.remove(path) }
    let output = await StackRouterTool.run(["tree", path])
    #expect(output.status == .success)
    #expect(output.standardError == "")
    #expect(
      output.standardOutput == """
        schemes: myapp
        domains: app.com
        tabs: home, search
        compose <ComposeVC> modal formSheet
        https://app.com/promo/:code <PromoVC> modal
        list <ListVC> in tab home
        └── :id <DetailVC>
            └── edit <EditVC> modal
        settings <SettingsVC> in tab search
        └── ** <SettingsPageVC>

        """)
  }

  @Test(
    "every command that reads a manifest refuses a broken one on standard error",
    arguments: [
      ["routes"], ["tree"], ["match", "myapp://list"], ["link", "list"], ["aasa", "TEAM.app"],
      ["graph"], ["page"], ["lint"],
    ])
  func brokenManifest(_ command: [String]) async throws {
    let path = try TemporaryManifest.write("scheme myapp\nroute list\n")
    defer { TemporaryManifest.remove(path) }
    let output = await StackRouterTool.run([command[0], path] + command.dropFirst())
    #expect(output.status == .failure)
    #expect(output.standardOutput == "")
    #expect(
      output.standardError == """
        \(path):2:11: error: expected '<Type>': the last segment of a route names its target
        route list
                  ^
        \(path): note: the routes are registered, and the shortcut and start links checked, once these lines are fixed

        """)
  }

  @Test("routes and tree print the sample's twelve entities")
  func sampleRoutesAndTree() async throws {
    let routes = await StackRouterTool.run(["routes", Self.samplePath])
    #expect(routes.status == .success)
    let lines = routes.standardOutput.split(separator: "\n")
    #expect(lines.count == 13)
    #expect(
      lines[1]
        == "articles                                 ArticleListVC  -                               tab news     push"
    )
    let tree = await StackRouterTool.run(["tree", Self.samplePath])
    #expect(tree.status == .success)
    #expect(
      tree.standardOutput.hasPrefix("schemes: sample\ndomains: example.com\ntabs: news, library\n"))
    #expect(tree.standardOutput.contains("└── pages/** <PageVC>"))
  }

  @Test("link builds the sample's links in each form")
  func sampleLinks() async throws {
    for (arguments, expected) in [
      (["articles/:articleID", "articleID=42", "ref=mail"], "sample://articles/42?ref=mail"),
      (
        ["articles/:articleID", "articleID=42", "--domain", "example.com"],
        "https://example.com/articles/42"
      ),
      (["https://example.com/promo/:code", "code=A B"], "https://example.com/promo/A%20B"),
    ] {
      let output = await StackRouterTool.run(["link", Self.samplePath] + arguments)
      #expect(output.status == .success)
      #expect(output.standardOutput == expected + "\n")
    }
  }

  // MARK: match

  @Test("match prints each link's outcome, route, target and merged parameters")
  func matchText() async throws {
    let path = try TemporaryManifest.write(Self.smallManifest)
    defer { TemporaryManifest.remove(path) }
    let output = await StackRouterTool.run(
      [
        "match", path, "myapp://list/42?tab=x&other=1", "myapp://list/42", "myapp://nope",
        "myapp://list/x%ZZ", "https://app.com/promo/abc", "myapp://settings/a/b%20c",
      ])
    #expect(output.status == .failure, "two links do not match")
    #expect(output.standardError == "")
    #expect(
      output.standardOutput == """
        myapp://list/42?tab=x&other=1
          outcome:    matched
          route:      list/:id
          target:     DetailVC
          parameters: id=42, tab=x
          query:      tab=x, other=1
        myapp://list/42
          outcome:    matched
          route:      list/:id
          target:     DetailVC
          parameters: id=42, tab=info
        myapp://nope
          outcome:    unmatched
          reason:     no route matches 'nope'
        myapp://list/x%ZZ
          outcome:    invalid
          reason:     invalid percent-encoding in 'x%ZZ'
        https://app.com/promo/abc
          outcome:    matched
          route:      https://app.com/promo/:code
          target:     PromoVC
          parameters: code=abc
        myapp://settings/a/b%20c
          outcome:    matched
          route:      settings/**
          target:     SettingsPageVC
          parameters: (none)
          remainder:  a | b c

        """)
  }

  @Test("match succeeds when every link matches")
  func matchAllMatched() async throws {
    let output = await StackRouterTool.run(
      ["match", Self.samplePath, "sample://articles", "https://example.com/promo/x"])
    #expect(output.status == .success)
    #expect(output.standardError == "")
  }

  @Test("match --json prints one object per link, every key present")
  func matchJSON() async throws {
    let path = try TemporaryManifest.write(Self.smallManifest)
    defer { TemporaryManifest.remove(path) }
    let output = await StackRouterTool.run(
      [
        "match", path, "--json", "myapp://list/42?tab=x&other=1", "myapp://nope",
        "myapp://list/x%ZZ", "myapp://settings/a",
      ])
    #expect(output.status == .failure)
    #expect(output.standardError == "")
    let lines = output.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
    try #require(lines.count == 5)
    #expect(lines.last == "")
    let objects = try lines.dropLast().map { line in
      let object = try JSONSerialization.jsonObject(with: Data(line.utf8))
      return try #require(object as? [String: Any])
    }
    for object in objects {
      #expect(
        Set(object.keys) == [
          "input", "outcome", "route", "target", "parameters", "reason", "query", "wildcards",
          "remainder", "fragment",
        ])
    }

    let matched = objects[0]
    #expect(matched["input"] as? String == "myapp://list/42?tab=x&other=1")
    #expect(matched["outcome"] as? String == "matched")
    #expect(matched["route"] as? String == "list/:id")
    #expect(matched["target"] as? String == "DetailVC")
    #expect(matched["parameters"] as? [String: String] == ["id": "42", "tab": "x"])
    #expect(matched["reason"] is NSNull)
    #expect(
      matched["query"] as? [[String: String]] == [
        ["name": "tab", "value": "x"], ["name": "other", "value": "1"],
      ])
    #expect(matched["wildcards"] as? [String] == [])
    #expect(matched["remainder"] as? [String] == [])
    #expect(matched["fragment"] is NSNull)

    let unmatched = objects[1]
    #expect(unmatched["input"] as? String == "myapp://nope")
    #expect(unmatched["outcome"] as? String == "unmatched")
    #expect(unmatched["reason"] as? String == "no route matches 'nope'")
    #expect(unmatched["query"] as? [[String: String]] == [])
    for key in ["route", "target", "parameters", "wildcards", "remainder", "fragment"] {
      #expect(unmatched[key] is NSNull, "\(key)")
    }

    let invalid = objects[2]
    #expect(invalid["input"] as? String == "myapp://list/x%ZZ")
    #expect(invalid["outcome"] as? String == "invalid")
    #expect(invalid["reason"] as? String == "invalid percent-encoding in 'x%ZZ'")
    for key in ["route", "target", "parameters", "query", "wildcards", "remainder", "fragment"] {
      #expect(invalid[key] is NSNull, "\(key)")
    }

    let noParameters = objects[3]
    #expect(noParameters["outcome"] as? String == "matched")
    #expect(noParameters["route"] as? String == "settings/**")
    #expect(noParameters["parameters"] as? [String: String] == [:])
    #expect(noParameters["remainder"] as? [String] == ["a"])
  }

  @Test(
    "match --json gives every query value in order, the wildcards, the remainder and the fragment")
  func matchJSONCaptures() async throws {
    let path = try TemporaryManifest.write(
      "scheme myapp\nroute files/*/:id/*<FileVC>\nroute docs/**<DocVC>\n")
    defer { TemporaryManifest.remove(path) }
    let output = await StackRouterTool.run(
      [
        "match", path, "--json", "myapp://files/a%20b/7/c?tag=x&tag=y&tag=x&n=#sec%201",
        "myapp://docs/a/b%2Fc", "myapp://docs#",
      ])
    #expect(output.status == .success)
    #expect(
      output.standardOutput == """
        {"fragment":"sec 1","input":"myapp://files/a%20b/7/c?tag=x&tag=y&tag=x&n=#sec%201",\
        "outcome":"matched","parameters":{"id":"7","n":"","tag":"x"},\
        "query":[{"name":"tag","value":"x"},{"name":"tag","value":"y"},{"name":"tag","value":"x"},\
        {"name":"n","value":""}],"reason":null,"remainder":[],"route":"files/*/:id/*",\
        "target":"FileVC","wildcards":["a b","c"]}
        {"fragment":null,"input":"myapp://docs/a/b%2Fc","outcome":"matched","parameters":{},\
        "query":[],"reason":null,"remainder":["a","b/c"],"route":"docs/**","target":"DocVC",\
        "wildcards":[]}
        {"fragment":"","input":"myapp://docs#","outcome":"matched","parameters":{},"query":[],\
        "reason":null,"remainder":[],"route":"docs/**","target":"DocVC","wildcards":[]}

        """)
    let text = await StackRouterTool.run(
      ["match", path, "myapp://files/a%20b/7/c?tag=x&tag=y#top"])
    #expect(
      text.standardOutput == """
        myapp://files/a%20b/7/c?tag=x&tag=y#top
          outcome:    matched
          route:      files/*/:id/*
          target:     FileVC
          parameters: id=7, tag=x
          query:      tag=x, tag=y
          wildcards:  a b | c
          fragment:   top

        """)
  }

  // MARK: Usage

  @Test("a malformed command line is a usage error on standard error", arguments: usageCases)
  func usageError(_ example: UsageCase) async throws {
    let output = await StackRouterTool.run(example.arguments)
    #expect(output.status == .usage)
    #expect(output.standardOutput == "")
    #expect(output.standardError == example.standardError)
  }

  @Test("running without a command prints the usage on standard error and exits 2")
  func noCommand() async throws {
    let output = await StackRouterTool.run([])
    #expect(output.status == .usage)
    #expect(output.status.rawValue == 2)
    #expect(output.standardError == StackRouterTool.usage + "\n")
    #expect(output.standardOutput == "")
  }

  @Test("help prints the usage and succeeds", arguments: ["help", "--help", "-h"])
  func help(_ flag: String) async throws {
    let output = await StackRouterTool.run([flag])
    #expect(output.status == .success)
    #expect(output.standardOutput == StackRouterTool.usage + "\n")
    #expect(output.standardOutput.hasPrefix("usage: stackrouter COMMAND MANIFEST [ARGUMENTS]\n"))
    #expect(output.standardError == "")
  }
}

// MARK: - Fixtures

extension StackRouterToolTests {
  /// A command line the tool refuses, and what it prints.
  struct UsageCase: Sendable, CustomTestStringConvertible {
    let arguments: [String]
    let standardError: String

    var testDescription: String { arguments.joined(separator: " ") }
  }

  static let usageCases: [UsageCase] = [
    UsageCase(arguments: ["lint"], standardError: usageError("lint", "expected one manifest")),
    UsageCase(
      arguments: ["lint", "a", "b"], standardError: usageError("lint", "expected one manifest")),
    UsageCase(arguments: ["routes"], standardError: usageError("routes", "expected one manifest")),
    UsageCase(
      arguments: ["tree", "a", "b"], standardError: usageError("tree", "expected one manifest")),
    UsageCase(
      arguments: ["match", "a"],
      standardError: usageError("match", "expected a manifest and at least one link")),
    UsageCase(
      arguments: ["match", "--json"],
      standardError: usageError("match", "expected a manifest and at least one link")),
    UsageCase(
      arguments: ["match", "a", "myapp://x", "--bogus"],
      standardError: usageError("match", "unknown option '--bogus'")),
    UsageCase(
      arguments: ["link", "a"],
      standardError: usageError("link", "expected a manifest and a pattern")),
    UsageCase(
      arguments: ["link", "a", "list/:id", "--scheme"],
      standardError: usageError("link", "--scheme needs a value (NAME)")),
    UsageCase(
      arguments: ["link", "a", "list/:id", "id"],
      standardError: usageError("link", "expected NAME=VALUE, found 'id'")),
    UsageCase(
      arguments: ["aasa", "a"],
      standardError: usageError("aasa", "expected a manifest and an app identifier")),
    UsageCase(
      arguments: ["frob"],
      standardError: "error: unknown command 'frob'\n\n\(StackRouterTool.usage)\n"),
    UsageCase(
      arguments: ["help", "frob"],
      standardError: "error: unknown command 'frob'\n\n\(StackRouterTool.usage)\n"),
  ]

  /// What every command prints for a malformed command line.
  static func usageError(_ command: String, _ message: String) -> String {
    let spec = StackRouterTool.commands.first { $0.name == command }!
    return "error: \(message)\n\(spec.usage)\nsee 'stackrouter \(command) --help'\n"
  }

  static var samplePath: String {
    URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Samples/Sample.routes").path
  }

  static let smallManifest = """
    # A small app
    scheme myapp
    domain app.com
    tabs home search

    route list<ListVC>/:id<DetailVC>/edit<EditVC>! in home
    route settings<SettingsVC>/**<SettingsPageVC> in search
    route compose<ComposeVC>!
    style compose formSheet
    route https://app.com/promo/:code<PromoVC>!
    defaults list/:id tab=info
    allow list/:id tab

    """
}

/// Manifests written to uniquely named files in the temporary directory.
private enum TemporaryManifest {
  static func uniquePath() -> String {
    FileManager.default.temporaryDirectory
      .appendingPathComponent("StackRouterToolTests-\(UUID().uuidString).routes").path
  }

  static func write(_ text: String) throws -> String {
    let path = uniquePath()
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  static func remove(_ path: String) {
    try? FileManager.default.removeItem(atPath: path)
  }
}
