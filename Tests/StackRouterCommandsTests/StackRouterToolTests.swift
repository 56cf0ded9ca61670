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

  @Test("lint fails a broken manifest with one file:line:column line per problem")
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
        \(path):3:1: error: unknown directive 'bogus'; expected scheme, domain, tabs, route, \
        defaults, allow, style, shortcut, start, option, limit

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
      output.standardError
        == "\(path):5:7: error: 'detail/x' is registered as push, but \(path):4:7 registers it as modal\n"
    )

    let linksPath = try TemporaryManifest.write(
      "scheme myapp\nroute list<ListVC>\nstart myapp://lists\n")
    defer { TemporaryManifest.remove(linksPath) }
    let links = await StackRouterTool.run(["lint", linksPath])
    #expect(links.status == .failure)
    #expect(
      links.standardError
        == "\(linksPath):3:7: error: start link 'myapp://lists' matches no route\n")
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
    "routes, tree and match refuse a broken manifest on standard error",
    arguments: [
      ["routes"], ["tree"], ["match"],
    ])
  func brokenManifest(_ command: [String]) async throws {
    let path = try TemporaryManifest.write("scheme myapp\nroute list\n")
    defer { TemporaryManifest.remove(path) }
    let extra = command == ["match"] ? ["myapp://list"] : []
    let output = await StackRouterTool.run(command + [path] + extra)
    #expect(output.status == .failure)
    #expect(output.standardOutput == "")
    #expect(
      output.standardError
        == "\(path):2:11: error: expected '<Type>': the last segment of a route names its target\n")
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
        Set(object.keys) == ["input", "outcome", "route", "target", "parameters", "reason"])
    }

    let matched = objects[0]
    #expect(matched["input"] as? String == "myapp://list/42?tab=x&other=1")
    #expect(matched["outcome"] as? String == "matched")
    #expect(matched["route"] as? String == "list/:id")
    #expect(matched["target"] as? String == "DetailVC")
    #expect(matched["parameters"] as? [String: String] == ["id": "42", "tab": "x"])
    #expect(matched["reason"] is NSNull)

    let unmatched = objects[1]
    #expect(unmatched["input"] as? String == "myapp://nope")
    #expect(unmatched["outcome"] as? String == "unmatched")
    #expect(unmatched["reason"] as? String == "no route matches 'nope'")
    for key in ["route", "target", "parameters"] {
      #expect(unmatched[key] is NSNull, "\(key)")
    }

    let invalid = objects[2]
    #expect(invalid["input"] as? String == "myapp://list/x%ZZ")
    #expect(invalid["outcome"] as? String == "invalid")
    #expect(invalid["reason"] as? String == "invalid percent-encoding in 'x%ZZ'")
    for key in ["route", "target", "parameters"] {
      #expect(invalid[key] is NSNull, "\(key)")
    }

    let noParameters = objects[3]
    #expect(noParameters["outcome"] as? String == "matched")
    #expect(noParameters["route"] as? String == "settings/**")
    #expect(noParameters["parameters"] as? [String: String] == [:])
  }

  // MARK: Usage

  @Test("a malformed command line is a usage error on standard error", arguments: usageCases)
  func usageError(_ example: UsageCase) async throws {
    let output = await StackRouterTool.run(example.arguments)
    #expect(output.status == .usage)
    #expect(output.standardOutput == "")
    #expect(output.standardError == example.standardError)
  }

  @Test("running without a command prints the usage on standard error and exits 64")
  func noCommand() async throws {
    let output = await StackRouterTool.run([])
    #expect(output.status == .usage)
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
    UsageCase(arguments: ["lint"], standardError: "usage: stackrouter lint MANIFEST\n"),
    UsageCase(arguments: ["lint", "a", "b"], standardError: "usage: stackrouter lint MANIFEST\n"),
    UsageCase(arguments: ["routes"], standardError: "usage: stackrouter routes MANIFEST\n"),
    UsageCase(arguments: ["tree", "a", "b"], standardError: "usage: stackrouter tree MANIFEST\n"),
    UsageCase(
      arguments: ["match", "a"],
      standardError: "usage: stackrouter match MANIFEST URL... [--json]\n"),
    UsageCase(
      arguments: ["match", "--json"],
      standardError: "usage: stackrouter match MANIFEST URL... [--json]\n"),
    UsageCase(
      arguments: ["match", "a", "myapp://x", "--bogus"],
      standardError: "unknown option '--bogus'; usage: stackrouter match MANIFEST URL... [--json]\n"
    ),
    UsageCase(
      arguments: ["frob"], standardError: "unknown command 'frob'\n\n\(StackRouterTool.usage)\n"),
  ]

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
