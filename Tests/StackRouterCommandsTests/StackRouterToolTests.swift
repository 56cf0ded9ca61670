import Foundation
import Testing

@testable import StackRouterCommands

/// The `stackrouter` tool driven as a shell would: arguments in; standard
/// output, standard error and exit status out.
@Suite("stackrouter tool")
struct StackRouterToolTests {
  // MARK: routes, tree and link

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
enum TemporaryManifest {
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
