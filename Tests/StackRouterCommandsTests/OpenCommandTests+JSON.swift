import Foundation
import StackRouter
import Testing

@testable import StackRouterCommands

/// `stackrouter open --json`, and redirected requests.
extension OpenCommandTests {
  @Test("open --json prints one object per request in exactly the documented shape")
  func jsonSample() async throws {
    let output = await StackRouterTool.run(
      [
        "open", Self.samplePath, "--json", "sample://articles/42/comments/7?highlight=x",
        "--shortcut", "com.example.sample.compose", "--spotlight", "sample://shelves/3",
        "sample://nope", "sample://x%ZZ",
      ])
    #expect(output.status == .failure, "two requests are not handled")
    #expect(output.standardError == "")
    let reports = try Self.reports(output.standardOutput)
    try #require(reports.count == 5)

    let link = reports[0]
    #expect(link.input == "sample://articles/42/comments/7?highlight=x")
    #expect(link.outcome == "handled")
    #expect(link.route == "articles/:articleID/comments/:commentID")
    #expect(link.target == "CommentVC")
    #expect(link.parameters == ["articleID": "42", "commentID": "7", "highlight": "x"])
    #expect(
      link.plan == [
        "select news",
        "reload ArticleListVC articles (sort=newest) at tab news[0]",
        "push ArticleVC articles/:articleID (articleID=42, highlight=x) on tab news",
        "present CommentsVC articles/:articleID/comments (articleID=42, highlight=x) as automatic",
        "push CommentVC articles/:articleID/comments/:commentID "
          + "(articleID=42, commentID=7, highlight=x) on modal 0, animated",
      ])
    #expect(
      link.state == """
        tabs news, selected news: \
        ArticleListVC articles {sort=newest} | \
        ArticleVC articles/:articleID {articleID=42, highlight=x}
        tabs library, selected news: ShelfListVC shelves {}
        modal automatic: \
        CommentsVC articles/:articleID/comments {articleID=42, highlight=x} | \
        CommentVC articles/:articleID/comments/:commentID {articleID=42, commentID=7, highlight=x}
        """)

    let shortcut = reports[1]
    #expect(shortcut.input == "shortcut com.example.sample.compose")
    #expect(shortcut.outcome == "handled")
    #expect(shortcut.route == "compose")
    #expect(shortcut.target == "ComposeVC")
    #expect(shortcut.parameters == [:])
    #expect(shortcut.plan == ["present ComposeVC compose as formSheet, animated"])
    #expect(
      shortcut.state.hasSuffix(
        "\nmodal formSheet: ComposeVC compose {}"), "modals are listed bottom to top")
    #expect(shortcut.state.components(separatedBy: "\nmodal ").count == 3)

    let spotlight = reports[2]
    #expect(spotlight.input == "spotlight sample://shelves/3")
    #expect(spotlight.outcome == "handled")
    #expect(spotlight.route == "shelves/:shelfID")
    #expect(spotlight.target == "ShelfVC")
    #expect(spotlight.parameters == ["shelfID": "3"])
    #expect(
      spotlight.plan == [
        "dismiss all modals",
        "select library",
        "reload ShelfListVC shelves at tab library[0]",
        "push ShelfVC shelves/:shelfID (shelfID=3) on tab library, animated",
      ])
    let finalState = """
      tabs news, selected library: \
      ArticleListVC articles {sort=newest} | \
      ArticleVC articles/:articleID {articleID=42, highlight=x}
      tabs library, selected library: ShelfListVC shelves {} | ShelfVC shelves/:shelfID {shelfID=3}
      """
    #expect(spotlight.state == finalState)

    #expect(link.reason == nil)
    #expect(shortcut.reason == nil)
    #expect(spotlight.reason == nil)
    for (report, input, outcome, reason) in [
      (reports[3], "sample://nope", "unmatched", "no route matches 'nope'"),
      (reports[4], "sample://x%ZZ", "invalid", "invalid percent-encoding in 'x%ZZ'"),
    ] {
      #expect(report.input == input)
      #expect(report.outcome == outcome)
      #expect(report.reason == reason)
      #expect(report.route == nil)
      #expect(report.target == nil)
      #expect(report.parameters == nil)
      #expect(report.plan == [])
      #expect(report.state == finalState, "\(outcome) changes nothing")
    }
  }

  @Test("open --json gives a single stack as {stack} and a request with no link as invalid")
  func jsonStack() async throws {
    let path = try OpenManifest.write(Self.stackManifest)
    defer { OpenManifest.remove(path) }
    let output = await StackRouterTool.run(
      [
        "open", path, "myapp://list/1", "--json", "--shortcut", "com.app.nothing",
        "myapp://compose",
      ])
    #expect(output.status == .failure)
    #expect(output.standardError == "")
    #expect(!output.standardOutput.contains("launched"), "JSON lines only")
    let reports = try Self.reports(output.standardOutput)
    try #require(reports.count == 3)

    #expect(reports[0].outcome == "handled")
    #expect(reports[0].state == "stack: ListVC list {} | DetailVC list/:id {id=1}")

    #expect(reports[1].input == "shortcut com.app.nothing")
    #expect(reports[1].outcome == "invalid")
    #expect(reports[1].reason == "no link is mapped to the shortcut type 'com.app.nothing'")
    #expect(reports[1].route == nil)
    #expect(reports[1].plan == [])
    #expect(reports[1].state == reports[0].state)

    #expect(reports[2].outcome == "handled")
    #expect(reports[2].plan == ["present ComposeVC compose as automatic, animated"])
    #expect(
      reports[2].state
        == "stack: ListVC list {} | DetailVC list/:id {id=1}\nmodal automatic: ComposeVC compose {}"
    )
  }

  @Test("open --json prints compact JSON with sorted keys, one line per request")
  func jsonText() async throws {
    let path = try OpenManifest.write(Self.stackManifest)
    defer { OpenManifest.remove(path) }
    let output = await StackRouterTool.run(["open", path, "--json", "myapp://list/1"])
    #expect(output.status == .success)
    #expect(
      output.standardOutput == """
        {"input":"myapp://list/1","outcome":"handled","parameters":{"id":"1"},\
        "plan":["reload ListVC list at root stack[0]",\
        "push DetailVC list/:id (id=1) on root stack, animated"],"reason":null,"route":"list/:id",\
        "state":{"modals":[],"root":{"stack":[\
        {"parameters":{},"route":"list","target":"ListVC"},\
        {"parameters":{"id":"1"},"route":"list/:id","target":"DetailVC"}]}},"target":"DetailVC"}

        """)
  }

  @Test("a redirected request reports the route, plan and reason of the request it reached")
  func redirectedReport() async throws {
    let manifest = try RoutesManifest(
      parsing:
        "scheme myapp\nroute list<ListVC>/:id<DetailVC>\nroute old<OldVC>\nroute gone<GoneVC>\n")
    let table = try manifest.makeTable()
    let navigator = HeadlessNavigator()
    let router = try Router(
      table: table, navigator: navigator,
      guards: [
        RouteGuard("moved", scope: .target) { context in
          switch context.entity?.target {
          case "OldVC": .redirect(.url("myapp://list/1"))
          case "GoneVC": .redirect(.url("myapp://old"))
          case "DetailVC" where context.request.source == .url("myapp://list/2"): .reject("not now")
          default: .allow
          }
        }
      ])
    let redirected = await router.open(.url("myapp://old"))
    let report = OpenReport(
      request: .url("myapp://old"), outcome: redirected, table: table, shortcuts: [:],
      state: navigator.state)
    #expect(report.outcome.name == "redirected")
    #expect(report.route == "list/:id")
    #expect(report.target == "DetailVC")
    #expect(
      report.plan == ["set root stack to [ListVC list, DetailVC list/:id (id=1)], animated"])
    #expect(report.reason == nil)
    #expect(report.json.contains(#""outcome":"redirected""#))
    #expect(
      report.text.hasPrefix("== myapp://old\noutcome: redirected to myapp://list/1: handled\n"))

    let twice = await router.open(.url("myapp://gone"))
    let twiceReport = OpenReport(
      request: .url("myapp://gone"), outcome: twice, table: table, shortcuts: [:],
      state: navigator.state)
    #expect(twiceReport.route == "list/:id", "redirects are followed to the end")

    let refused = await router.open(.url("myapp://list/2"))
    let refusedReport = OpenReport(
      request: .url("myapp://list/2"), outcome: refused, table: table, shortcuts: [:],
      state: navigator.state)
    #expect(refusedReport.outcome.name == "rejected")
    #expect(refusedReport.reason == "not now")
    #expect(refusedReport.plan == [])
    #expect(refusedReport.json.contains(#""reason":"not now""#))

    let queued = OpenReport(
      request: .url("myapp://list/1"), outcome: .queued, table: table, shortcuts: [:],
      state: navigator.state)
    #expect(queued.json.contains(#""outcome":"queued""#))
    #expect(queued.json.contains(#""reason":null"#))
    #expect(queued.plan == [])
  }

  // MARK: Failures
}
