import Foundation
import Testing

@testable import StackRouterCommands

/// `stackrouter match`: text and JSON reports, parameters beside the link,
/// bare paths and named blocks.
extension StackRouterToolTests {
  @Test(
    "a named block handles a link that opens no entity: match says it runs first, open that it handled"
  )
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

  @Test("a block runs whatever entity wins: match shows list/* beside the winning list/:itemID")
  func blockBesideBetterEntity() async throws {
    let path = try TemporaryManifest.write(
      """
      scheme waapp
      route list<ListVC>/:itemID<DetailVC>
      block list/* alert
      """)
    defer { TemporaryManifest.remove(path) }
    let match = await StackRouterTool.run(["match", path, "waapp://list/42"])
    #expect(match.status == .success)
    #expect(match.standardOutput.contains("  route:      list/:itemID\n  target:     DetailVC\n"))
    #expect(
      match.standardOutput.hasSuffix(
        "  block:      alert (list/*) runs first; the tool lets it pass to the entity\n"))
    // The block passes the link on, as WAAppRouting's alert does: the detail opens.
    let open = await StackRouterTool.run(["open", path, "waapp://list/42"])
    #expect(open.status == .success)
    #expect(open.standardOutput.contains("outcome: handled\nroute:   list/:itemID <DetailVC>\n"))
    #expect(!open.standardOutput.contains("block:"))
    #expect(open.standardOutput.contains("DetailVC list/:itemID (itemID=42)"))
    let list = await StackRouterTool.run(["match", path, "waapp://list"])
    #expect(!list.standardOutput.contains("block:"), "list/* needs a segment after list")
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
}
