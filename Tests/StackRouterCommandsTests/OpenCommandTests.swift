import Foundation
import StackRouter
import Testing

@testable import StackRouterCommands

/// `stackrouter open`: a headless app started from a manifest, each request
/// applied in order, reported as text or as one JSON object per request in
/// exactly the shape issue 3 gives, which other tools read.
@Suite("stackrouter open")
@MainActor
struct OpenCommandTests {
  // MARK: Text

  @Test("open prints the launch state, then each request's outcome, plan and tree")
  func text() async throws {
    let path = try OpenManifest.write(Self.tabsManifest)
    defer { OpenManifest.remove(path) }
    let output = await StackRouterTool.run(
      [
        "open", path, "myapp://list/42/edit?tab=info&x=1", "--shortcut", "com.app.compose",
        "--spotlight", "myapp://settings", "myapp://nope", "myapp://list/%ZZ",
      ])
    #expect(output.status == .failure, "two requests are not handled")
    #expect(output.standardError == "")
    #expect(
      output.standardOutput == """
        launched with 2 start links:
        tabs (selected: search)
        ├── home
        │   └── ListVC list
        └── search
            └── SettingsVC settings

        == myapp://list/42/edit?tab=info&x=1
        outcome: handled
        route:   list/:id/edit <EditVC>
        plan:
          select home
          reload ListVC list (tab=info, x=1) at tab home[0]
          push DetailVC list/:id (id=42, tab=info) on tab home
          present EditVC list/:id/edit (id=42, tab=info, x=1) as automatic, animated
        state:
          tabs (selected: home)
          ├── home
          │   ├── ListVC list (tab=info, x=1)
          │   └── DetailVC list/:id (id=42, tab=info)
          └── search
              └── SettingsVC settings
          modal automatic
          └── EditVC list/:id/edit (id=42, tab=info, x=1)

        == shortcut com.app.compose
        outcome: handled
        route:   compose <ComposeVC>
        plan:
          present ComposeVC compose as formSheet, animated
        state:
          tabs (selected: home)
          ├── home
          │   ├── ListVC list (tab=info, x=1)
          │   └── DetailVC list/:id (id=42, tab=info)
          └── search
              └── SettingsVC settings
          modal automatic
          └── EditVC list/:id/edit (id=42, tab=info, x=1)
          modal formSheet
          └── ComposeVC compose

        == spotlight myapp://settings
        outcome: handled
        route:   settings <SettingsVC>
        plan:
          dismiss all modals
          select search
          reload SettingsVC settings at tab search[0]
        state:
          tabs (selected: search)
          ├── home
          │   ├── ListVC list (tab=info, x=1)
          │   └── DetailVC list/:id (id=42, tab=info)
          └── search
              └── SettingsVC settings

        == myapp://nope
        outcome: unmatched: no route matches 'nope'
        state:
          tabs (selected: search)
          ├── home
          │   ├── ListVC list (tab=info, x=1)
          │   └── DetailVC list/:id (id=42, tab=info)
          └── search
              └── SettingsVC settings

        == myapp://list/%ZZ
        outcome: invalid: invalid percent-encoding in '%ZZ'
        state:
          tabs (selected: search)
          ├── home
          │   ├── ListVC list (tab=info, x=1)
          │   └── DetailVC list/:id (id=42, tab=info)
          └── search
              └── SettingsVC settings


        """)
  }

  @Test("open succeeds when every request is handled, and the same link twice only reloads")
  func textAllHandled() async throws {
    let path = try OpenManifest.write(Self.stackManifest)
    defer { OpenManifest.remove(path) }
    let output = await StackRouterTool.run(["open", path, "myapp://list/1", "myapp://list/1"])
    #expect(output.status == .success)
    #expect(output.standardError == "")
    #expect(
      output.standardOutput == """
        launched with 1 start link:
        stack
        └── ListVC list

        == myapp://list/1
        outcome: handled
        route:   list/:id <DetailVC>
        plan:
          reload ListVC list at root stack[0]
          push DetailVC list/:id (id=1) on root stack, animated
        state:
          stack
          ├── ListVC list
          └── DetailVC list/:id (id=1)

        == myapp://list/1
        outcome: handled
        route:   list/:id <DetailVC>
        plan:
          reload ListVC list at root stack[0]
          reload DetailVC list/:id (id=1) at root stack[1]
        state:
          stack
          ├── ListVC list
          └── DetailVC list/:id (id=1)


        """)
  }

  @Test("open rebuilds the sample app's stacks from its links")
  func sampleText() async throws {
    let output = await StackRouterTool.run(
      ["open", Self.samplePath, "sample://articles/42/comments/7"])
    #expect(output.status == .success)
    #expect(output.standardError == "")
    #expect(
      output.standardOutput.hasSuffix(
        """
        state:
          tabs (selected: news)
          ├── news
          │   ├── ArticleListVC articles (sort=newest)
          │   └── ArticleVC articles/:articleID (articleID=42)
          └── library
              └── ShelfListVC shelves
          modal automatic
          ├── CommentsVC articles/:articleID/comments (articleID=42)
          └── CommentVC articles/:articleID/comments/:commentID (articleID=42, commentID=7)


        """))
  }
}

// MARK: - Fixtures

extension OpenCommandTests {
  static let tabsManifest = """
    # A small app for 'open'
    scheme myapp
    domain app.com
    tabs home search

    route list<ListVC>/:id<DetailVC>/edit<EditVC>! in home
    route settings<SettingsVC> in search
    route compose<ComposeVC>!
    style compose formSheet
    allow list/:id tab
    shortcut com.app.compose myapp://compose
    start myapp://list
    start myapp://settings

    """

  static let stackManifest = """
    scheme myapp
    route list<ListVC>/:id<DetailVC>
    route compose<ComposeVC>!
    start myapp://list

    """

  static var samplePath: String {
    URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Samples/Sample.routes").path
  }

  /// One `open --json` line, read with `JSONSerialization`, its shape checked.
  struct Report {
    let input: String?
    let outcome: String?
    let reason: String?
    let route: String?
    let target: String?
    let parameters: [String: String]?
    let plan: [String]?
    /// The state in one line per root stack or modal:
    /// `stack: SCREEN | SCREEN`, `tabs NAME, selected NAME: ...`,
    /// `modal STYLE: ...`; a SCREEN is `target route {name=value, ...}`.
    let state: String
  }

  /// Parses every line of `--json` output, requiring exactly the keys issue 3 gives.
  static func reports(
    _ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) throws -> [Report] {
    #expect(text.hasSuffix("\n"), sourceLocation: sourceLocation)
    return try text.split(separator: "\n").map { line in
      let object = try #require(
        try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
        sourceLocation: sourceLocation)
      #expect(
        Set(object.keys)
          == ["input", "outcome", "route", "target", "parameters", "reason", "plan", "state"],
        sourceLocation: sourceLocation)
      let outcomes = [
        "handled", "unmatched", "invalid", "rejected", "deferred", "failed", "redirected", "queued",
      ]
      #expect(outcomes.contains(object["outcome"] as? String ?? ""), sourceLocation: sourceLocation)
      for key in ["route", "target", "parameters", "reason"] {
        #expect(
          object[key] is NSNull || object[key] is String || object[key] is [String: String],
          "\(key) is a value or null", sourceLocation: sourceLocation)
      }
      return Report(
        input: object["input"] as? String, outcome: object["outcome"] as? String,
        reason: object["reason"] as? String,
        route: object["route"] as? String, target: object["target"] as? String,
        parameters: object["parameters"] as? [String: String],
        plan: object["plan"] as? [String],
        state: try state(object["state"], sourceLocation: sourceLocation))
    }
  }

  /// `{"root": ROOT, "modals": [{"style": string, "stack": [SCREEN]}]}`.
  private static func state(_ value: Any?, sourceLocation: Testing.SourceLocation) throws -> String
  {
    let state = try #require(value as? [String: Any], sourceLocation: sourceLocation)
    #expect(Set(state.keys) == ["root", "modals"], sourceLocation: sourceLocation)
    let root = try #require(state["root"] as? [String: Any], sourceLocation: sourceLocation)
    var lines: [String] = []
    if Set(root.keys) == ["stack"] {
      lines.append("stack: " + (try stack(root["stack"], sourceLocation: sourceLocation)))
    } else {
      #expect(Set(root.keys) == ["tabs", "selected"], sourceLocation: sourceLocation)
      let selected = try #require(root["selected"] as? String, sourceLocation: sourceLocation)
      let tabs = try #require(root["tabs"] as? [[String: Any]], sourceLocation: sourceLocation)
      for tab in tabs {
        #expect(Set(tab.keys) == ["name", "stack"], sourceLocation: sourceLocation)
        let name = try #require(tab["name"] as? String, sourceLocation: sourceLocation)
        lines.append(
          "tabs \(name), selected \(selected): "
            + (try stack(tab["stack"], sourceLocation: sourceLocation)))
      }
    }
    let modals = try #require(state["modals"] as? [[String: Any]], sourceLocation: sourceLocation)
    for modal in modals {
      #expect(Set(modal.keys) == ["style", "stack"], sourceLocation: sourceLocation)
      let style = try #require(modal["style"] as? String, sourceLocation: sourceLocation)
      lines.append(
        "modal \(style): " + (try stack(modal["stack"], sourceLocation: sourceLocation)))
    }
    return lines.joined(separator: "\n")
  }

  /// `[SCREEN]`, each `{"target": string, "route": pattern, "parameters": {name: string}}`.
  private static func stack(_ value: Any?, sourceLocation: Testing.SourceLocation) throws -> String
  {
    let screens = try #require(value as? [[String: Any]], sourceLocation: sourceLocation)
    return try screens.map { screen in
      #expect(
        Set(screen.keys) == ["target", "route", "parameters"], sourceLocation: sourceLocation)
      let target = try #require(screen["target"] as? String, sourceLocation: sourceLocation)
      let route = try #require(screen["route"] as? String, sourceLocation: sourceLocation)
      let parameters = try #require(
        screen["parameters"] as? [String: String], sourceLocation: sourceLocation)
      let pairs = parameters.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
      return "\(target) \(route) {\(pairs.joined(separator: ", "))}"
    }.joined(separator: " | ")
  }
}

enum OpenManifest {
  static func uniquePath() -> String {
    FileManager.default.temporaryDirectory
      .appendingPathComponent("OpenCommandTests-\(UUID().uuidString).routes").path
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
