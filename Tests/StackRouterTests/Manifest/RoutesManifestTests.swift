import Foundation
import StackRouter
import Testing

/// Reading a routes manifest: every directive, and every diagnostic with its
/// `file:line:column: error: message` text.
@Suite("Routes manifest")
struct RoutesManifestTests {
  // MARK: Directives

  @Test("every directive is read, and comments and blank lines are skipped")
  func everyDirective() throws {
    let manifest = try RoutesManifest(parsing: Self.fullManifest, file: "App.routes")
    #expect(manifest.file == "App.routes")
    #expect(manifest.schemes == ["myapp"])
    #expect(manifest.domains == ["app.com"])
    #expect(manifest.tabs == ["home", "search"])
    #expect(
      manifest.routes.map { "\($0.location) \($0.definition) \($0.placement)" } == [
        "App.routes:8:7 list<ListVC>/:id<DetailVC>/comments<CommentsVC>! tab home",
        "App.routes:9:7 compose<ComposeVC>! root stack",
        "App.routes:10:7 settings<SettingsVC> root stack",
        "App.routes:11:7 https://app.com/promo/:code<PromoVC>! root stack",
      ])
    #expect(
      manifest.entityOptions.map { "\($0.location) \($0.pattern)" } == [
        "App.routes:12:10 list/:id",
        "App.routes:13:7 list/:id",
        "App.routes:14:7 list/:id/comments",
        "App.routes:15:7 compose",
      ])
    #expect(
      manifest.entityOptions.map(\.options) == [
        EntityOptions(defaults: ["tab": "info", "sort": ""]),
        EntityOptions(allowedParameters: ["tab", "sort"]),
        EntityOptions(presentationStyle: .pageSheet),
        EntityOptions(presentationStyle: .formSheet),
      ])
    #expect(
      manifest.shortcuts.map { "\($0.location) \($0.type) \($0.link)" } == [
        "App.routes:16:30 com.example.compose myapp://compose"
      ])
    #expect(
      manifest.startLinks.map { "\($0.location) \($0.link)" } == [
        "App.routes:17:7 myapp://list",
        "App.routes:18:7 https://app.com/promo/x",
      ])
    #expect(
      manifest.options
        == MatchingOptions(
          caseInsensitiveLiterals: true, plusIsSpaceInQuery: false, acceptsHTTP: true,
          limits: MatchingLimits(
            urlLength: 2000, segmentCount: 10, segmentLength: 100, queryItemCount: 5)))
    #expect(manifest.link(forShortcutType: "com.example.compose") == "myapp://compose")
    #expect(manifest.link(forShortcutType: "com.example.other") == nil)
  }

  @Test("a manifest builds the table its directives describe")
  func tableFromDirectives() throws {
    let table = try RoutesManifest(parsing: Self.fullManifest, file: "App.routes").makeTable()
    #expect(
      table.description == """
        schemes: myapp
        domains: app.com
        tabs: home, search
        compose <ComposeVC> modal formSheet
        https://app.com/promo/:code <PromoVC> modal
        list <ListVC> in tab home
        └── :id <DetailVC>
            └── comments <CommentsVC> modal pageSheet
        settings <SettingsVC>
        """)
    let detail = try #require(table.entities.first { $0.target == "DetailVC" })
    #expect(detail.defaults == ["tab": "info", "sort": ""])
    #expect(detail.allowedParameters == ["tab", "sort"])
    #expect(detail.location == SourceLocation(file: "App.routes", line: 8, column: 7))
  }

  @Test("the option and limit lines reach the table's intake")
  func optionsReachTheTable() throws {
    let table = try RoutesManifest(parsing: Self.fullManifest, file: "App.routes").makeTable()
    guard case .matched(let link) = table.resolve("http://app.com/LIST/7?q=a+b") else {
      Issue.record("expected case-insensitive literals and http to match")
      return
    }
    #expect(link.entity.target == "DetailVC")
    #expect(link.queryItems == [QueryItem(name: "q", value: "a+b")])
    let error = try #require(throws: InvalidURLError.self) {
      try table.read("myapp://a?b=1&c=2&d=3&e=4&f=5&g=6")
    }
    #expect(error.reason == .tooManyQueryItems(limit: 5))
  }

  @Test("the sample manifest loads and builds")
  func sampleManifest() throws {
    let manifest = try RoutesManifest.load(contentsOf: Self.samplePath)
    #expect(manifest.schemes == ["sample"])
    #expect(manifest.domains == ["example.com"])
    #expect(manifest.tabs == ["news", "library"])
    #expect(manifest.routes.count == 6)
    #expect(manifest.link(forShortcutType: "com.example.sample.compose") == "sample://compose")
    #expect(manifest.startLinks.map(\.link) == ["sample://articles", "sample://shelves"])
    let table = try manifest.makeTable()
    #expect(table.entities.count == 12)
  }

  @Test("a manifest with Windows line endings reads like one with Unix line endings")
  func windowsLineEndings() throws {
    let unix = "scheme myapp\nroute list<ListVC>\nstart myapp://list\n"
    let windows = unix.replacingOccurrences(of: "\n", with: "\r\n")
    let manifest = try RoutesManifest(parsing: windows, file: "R.routes")
    #expect(manifest.schemes == ["myapp"])
    #expect(manifest.routes.map(\.definition.description) == ["list<ListVC>"])
    #expect(manifest.startLinks.map(\.link) == ["myapp://list"])
  }

  // MARK: Diagnostics while parsing

  @Test("a malformed line gives exactly this diagnostic", arguments: parseDiagnostics)
  func parseDiagnostic(_ example: Diagnosed) throws {
    let error = try #require(throws: ManifestError.self) {
      try RoutesManifest(parsing: example.manifest, file: "R.routes")
    }
    #expect(error.description == example.diagnostic)
    #expect(error.diagnostics.count == 1)
  }

  @Test("every malformed line is reported at once, in line order")
  func gatheredDiagnostics() throws {
    let text = """
      scheme myapp
      route list<ListVC
      bogus x
      route detail<DetailVC> in home
      limit url-length many
      """
    let error = try #require(throws: ManifestError.self) {
      try RoutesManifest(parsing: text, file: "R.routes")
    }
    #expect(error.diagnostics.map(\.location.line) == [2, 3, 4, 5])
    #expect(
      error.description == """
        R.routes:2:18: error: expected '>' to close the target
        R.routes:3:1: error: unknown directive 'bogus'; expected scheme, domain, tabs, container, \
        route, block, defaults, allow, style, shortcut, start, option, limit, parameter
        R.routes:4:27: error: 'in home' needs a 'tabs' or 'container' line before it
        R.routes:5:18: error: expected a positive number, found 'many'
        """)
    let first = try #require(error.diagnostics.first)
    #expect(first.location == SourceLocation(file: "R.routes", line: 2, column: 18))
    #expect(first.message == "expected '>' to close the target")
  }

  @Test("a repeated route parameter is reported at the second use")
  func duplicateParameter() throws {
    let error = try #require(throws: ManifestError.self) {
      try RoutesManifest(
        parsing: "route list<ListVC>/:id<DetailVC>/:id<X>", file: "R.routes")
    }
    let diagnostic = try #require(error.diagnostics.first)
    #expect(diagnostic.location == SourceLocation(file: "R.routes", line: 1, column: 34))
    #expect(diagnostic.message == "parameter ':id' is already used at column 20")
  }

  @Test(
    "extra or missing words after 'in' are an error on their line",
    arguments: ["route a<A> in home extra", "route a<A> in"])
  func malformedPlacement(_ line: String) throws {
    let error = try #require(throws: ManifestError.self) {
      try RoutesManifest(parsing: "tabs home\n" + line, file: "R.routes")
    }
    #expect(error.diagnostics.map(\.location.line) == [2])
  }

  // MARK: Diagnostics while building the table

  @Test("a registration problem is reported at its manifest line", arguments: tableDiagnostics)
  func tableDiagnostic(_ example: Diagnosed) throws {
    let manifest = try RoutesManifest(parsing: example.manifest, file: "R.routes")
    let error = try #require(throws: ManifestError.self) { try manifest.makeTable() }
    #expect(error.description == example.diagnostic)
  }

  @Test("shortcut and start links that match nothing or are refused are all reported")
  func unmatchedLinks() throws {
    let text = """
      scheme myapp
      route list<ListVC>
      shortcut com.example.nothing myapp://nothing
      shortcut com.example.broken myapp://list/x%ZZ
      start evil://list
      start myapp://list
      """
    let manifest = try RoutesManifest(parsing: text, file: "R.routes")
    let error = try #require(throws: ManifestError.self) { try manifest.makeTable() }
    #expect(
      error.description == """
        R.routes:3:30: error: shortcut link 'myapp://nothing' matches no route
        R.routes:4:29: error: shortcut link 'myapp://list/x%ZZ': invalid percent-encoding in 'x%ZZ'
        R.routes:5:7: error: start link 'evil://list': the scheme 'evil' is not accepted
        """)
  }

  @Test("conflicting registrations across lines are each reported against the first line")
  func conflictsAcrossLines() throws {
    let text = """
      scheme myapp
      route list<ListVC>/:id<DetailVC>
      route list<ListVC>/:key<KeyVC>
      route list<ListVC>/:id<OtherVC>
      route list<ListVC>/:id<DetailVC>!
      route other<OtherListVC>/:id<DetailVC>
      """
    let manifest = try RoutesManifest(parsing: text, file: "R.routes")
    let error = try #require(throws: ManifestError.self) { try manifest.makeTable() }
    #expect(
      error.description == """
        R.routes:3:7: error: 'list/:key' and 'list/:id' (R.routes:2:7) match the same links
        R.routes:4:7: error: 'list/:id' is registered with target OtherVC, \
        but R.routes:2:7 gives it DetailVC
        R.routes:5:7: error: 'list/:id' is registered as modal, \
        but R.routes:2:7 registers it as push
        """)
  }

  // MARK: Files

  @Test("a file that cannot be read is reported at its first line")
  func unreadableFile() throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("missing-\(UUID().uuidString).routes").path
    let error = try #require(throws: ManifestError.self) {
      try RoutesManifest.load(contentsOf: path)
    }
    #expect(error.description == "\(path):1:1: error: cannot read the file")
  }

  @Test("a file that is not UTF-8 is reported at its first line")
  func binaryFile() throws {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("binary-\(UUID().uuidString).routes")
    try Data([0x73, 0xFF, 0xFE, 0x0A]).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let error = try #require(throws: ManifestError.self) {
      try RoutesManifest.load(contentsOf: url.path)
    }
    #expect(error.description == "\(url.path):1:1: error: the file is not UTF-8 text")
  }

  @Test("a loaded file names its path in diagnostics")
  func loadedFileDiagnostics() throws {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("broken-\(UUID().uuidString).routes")
    try Data("scheme myapp\n\nroute list<ListVC\n".utf8).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let error = try #require(throws: ManifestError.self) {
      try RoutesManifest.load(contentsOf: url.path)
    }
    #expect(error.description == "\(url.path):3:18: error: expected '>' to close the target")
  }
}

// MARK: - Fixtures

extension RoutesManifestTests {
  /// A manifest and the whole diagnostic text it produces.
  struct Diagnosed: Sendable, CustomTestStringConvertible {
    let label: String
    let manifest: String
    let diagnostic: String

    var testDescription: String { label }
  }

  static var samplePath: String {
    URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
      .appendingPathComponent("Samples/Sample.routes").path
  }

  /// One line of every directive, with comments, a blank line, a line of
  /// spaces and a tab between words.
  static let fullManifest = """
    # App routes
    scheme MyApp
    scheme myapp
    domain App.com
      # an indented comment

    tabs home search
    route list<ListVC>/:id<DetailVC>/comments<CommentsVC>! in home
    route compose<ComposeVC>!
    route\tsettings<SettingsVC>
    route https://app.com/promo/:code<PromoVC>!
    defaults list/:id tab=info sort=
    allow list/:id tab sort
    style list/:id/comments pageSheet
    style compose formSheet
    shortcut com.example.compose myapp://compose
    start myapp://list
    start https://app.com/promo/x
    option case-insensitive-literals
    option plus-is-plus-in-query
    option accept-http
    limit url-length 2000
    limit segment-count 10
    limit segment-length 100
    limit query-items 5
    \("   ")
    """

  static let parseDiagnostics: [Diagnosed] = [
    Diagnosed(
      label: "an unknown tab, at the tab's name",
      manifest: "scheme myapp\ntabs home search\nroute list<ListVC> in serch",
      diagnostic: "R.routes:3:23: error: no tab is named 'serch'; the tabs are home, search"),
    Diagnosed(
      label: "a word after the tab name",
      manifest: "tabs home\nroute a<A> in home extra",
      diagnostic: "R.routes:2:20: error: unexpected 'extra' after the tab name"),
    Diagnosed(
      label: "'in' without a tab name",
      manifest: "tabs home\nroute a<A> in",
      diagnostic: "R.routes:2:14: error: expected a tab name after 'in'"),
    Diagnosed(
      label: "a style line without a style",
      manifest: "style compose",
      diagnostic: "R.routes:1:14: error: expected a presentation style (automatic, fullScreen, "
        + "pageSheet, formSheet, currentContext, overFullScreen, overCurrentContext, popover) "
        + "after the pattern"),
    Diagnosed(
      label: "a shortcut without a link",
      manifest: "shortcut com.example.compose",
      diagnostic: "R.routes:1:29: error: expected a link after the shortcut type"),
    Diagnosed(
      label: "a limit with an extra word",
      manifest: "limit url-length 10 more",
      diagnostic: "R.routes:1:21: error: unexpected 'more' after the number"),
    // Unknown directives and comments
    Diagnosed(
      label: "an unknown directive", manifest: "scheme myapp\nroutes list<ListVC>",
      diagnostic: "R.routes:2:1: error: unknown directive 'routes'; expected scheme, domain, "
        + "tabs, container, route, block, defaults, allow, style, shortcut, start, option, limit, parameter"
    ),
    Diagnosed(
      label: "a '#' after a directive is not a comment", manifest: "scheme myapp # app",
      diagnostic: "R.routes:1:14: error: unexpected '#' after a scheme name"),
    // scheme, domain
    Diagnosed(
      label: "a scheme line without a name", manifest: "scheme",
      diagnostic: "R.routes:1:7: error: expected a scheme name after 'scheme'"),
    Diagnosed(
      label: "a scheme line with two names", manifest: "scheme a b",
      diagnostic: "R.routes:1:10: error: unexpected 'b' after a scheme name"),
    Diagnosed(
      label: "a domain line without a name", manifest: "domain  ",
      diagnostic: "R.routes:1:7: error: expected a domain name after 'domain'"),
    // tabs
    Diagnosed(
      label: "a tabs line without names", manifest: "tabs",
      diagnostic: "R.routes:1:5: error: expected tab names after 'tabs'"),
    Diagnosed(
      label: "a tab listed twice", manifest: "tabs home search home",
      diagnostic: "R.routes:1:18: error: tab 'home' is listed twice"),
    Diagnosed(
      label: "a second tabs line", manifest: "tabs home\ntabs search",
      diagnostic: "R.routes:2:1: error: the tabs are already declared"),
    // container
    Diagnosed(
      label: "a container line without children", manifest: "container",
      diagnostic: "R.routes:1:10: error: expected the container's child names after 'container'"),
    Diagnosed(
      label: "a child listed twice", manifest: "container menu content menu",
      diagnostic: "R.routes:1:24: error: child 'menu' is listed twice"),
    Diagnosed(
      label: "a second container line", manifest: "container menu\ncontainer content",
      diagnostic: "R.routes:2:1: error: the container is already declared"),
    Diagnosed(
      label: "a container after tabs", manifest: "tabs home\ncontainer menu content",
      diagnostic:
        "R.routes:2:1: error: the app shell is already a tab bar; declare 'tabs' or 'container', not both"
    ),
    Diagnosed(
      label: "tabs after a container", manifest: "container menu content\ntabs home",
      diagnostic:
        "R.routes:2:1: error: the app shell is already a container; declare 'tabs' or 'container', not both"
    ),
    Diagnosed(
      label: "an unknown child, at its name",
      manifest: "scheme myapp\ncontainer menu content\nroute list<ListVC> in contnt",
      diagnostic:
        "R.routes:3:23: error: the container has no child named 'contnt'; its children are menu, content"
    ),
    // route
    Diagnosed(
      label: "a route line without a route", manifest: "route",
      diagnostic: "R.routes:1:6: error: expected a route after 'route'"),
    Diagnosed(
      label: "'in TAB' without a tabs line", manifest: "route list<ListVC> in home",
      diagnostic: "R.routes:1:23: error: 'in home' needs a 'tabs' or 'container' line before it"),
    Diagnosed(
      label: "'in TAB' before the tabs line", manifest: "route list<ListVC> in home\ntabs home",
      diagnostic: "R.routes:1:23: error: 'in home' needs a 'tabs' or 'container' line before it"),
    Diagnosed(
      label: "another word than 'in' after the route", manifest: "route list<ListVC> on home",
      diagnostic: "R.routes:1:20: error: expected 'in TAB' or the end after the route"),
    // DSL errors, at their column in the manifest line
    Diagnosed(
      label: "an unclosed target, past the end of the route", manifest: "route   list<ListVC",
      diagnostic: "R.routes:1:20: error: expected '>' to close the target"),
    Diagnosed(
      label: "a slash inside a target", manifest: "route a</b",
      diagnostic:
        "R.routes:1:9: error: expected a type name (letters, digits, '_' and '.'), found '/'"),
    Diagnosed(
      label: "a route without a final target", manifest: "route list",
      diagnostic:
        "R.routes:1:11: error: expected '<Type>': the last segment of a route names its target"),
    Diagnosed(
      label: "two modal marks", manifest: "route a<A>!!",
      diagnostic: "R.routes:1:12: error: expected '/' or the end of the route, found '!'"),
    Diagnosed(
      label: "an http universal-link route", manifest: "route http://app.com/x<X>",
      diagnostic: "R.routes:1:7: error: universal-link routes use 'https://', not 'http://'"),
    Diagnosed(
      label: "a target in a defaults pattern", manifest: "defaults list<ListVC> a=1",
      diagnostic: "R.routes:1:14: error: a pattern here names no target; remove '<...>'"),
    Diagnosed(
      label: "an empty segment in an allow pattern", manifest: "allow list// a",
      diagnostic:
        "R.routes:1:12: error: empty segment; expected a literal, ':name', '*' or '**'"),
    Diagnosed(
      label: "a parameter name starting with a digit", manifest: "style :1x formSheet",
      diagnostic: "R.routes:1:8: error: a parameter name starts with a letter or '_', not '1'"),
    // defaults, allow, style
    Diagnosed(
      label: "a defaults line without a pattern", manifest: "defaults",
      diagnostic: "R.routes:1:9: error: expected a pattern after 'defaults'"),
    Diagnosed(
      label: "a defaults line without values", manifest: "defaults list",
      diagnostic: "R.routes:1:14: error: expected NAME=VALUE pairs after the pattern"),
    Diagnosed(
      label: "a default without '='", manifest: "defaults list sort",
      diagnostic: "R.routes:1:15: error: expected NAME=VALUE, found 'sort'"),
    Diagnosed(
      label: "a default without a name", manifest: "defaults list =newest",
      diagnostic: "R.routes:1:15: error: expected NAME=VALUE, found '=newest'"),
    Diagnosed(
      label: "an allow line without names", manifest: "allow list",
      diagnostic: "R.routes:1:11: error: expected parameter names after the pattern"),
    Diagnosed(
      label: "an unknown presentation style", manifest: "style compose fancy",
      diagnostic: "R.routes:1:15: error: expected one presentation style (automatic, fullScreen, "
        + "pageSheet, formSheet, currentContext, overFullScreen, overCurrentContext, popover), "
        + "found 'fancy'"),
    Diagnosed(
      label: "two presentation styles", manifest: "style compose formSheet pageSheet",
      diagnostic: "R.routes:1:25: error: expected one presentation style (automatic, fullScreen, "
        + "pageSheet, formSheet, currentContext, overFullScreen, overCurrentContext, popover), "
        + "found 'pageSheet'"),
    // shortcut, start
    Diagnosed(
      label: "a shortcut without type or link", manifest: "shortcut",
      diagnostic: "R.routes:1:9: error: expected a shortcut type and a link"),
    Diagnosed(
      label: "a shortcut line without words", manifest: "shortcut",
      diagnostic: "R.routes:1:9: error: expected a shortcut type and a link"),
    Diagnosed(
      label: "a shortcut with an extra word", manifest: "shortcut a myapp://x b",
      diagnostic: "R.routes:1:22: error: unexpected 'b'; a shortcut is a type and a link"),
    Diagnosed(
      label: "a shortcut type mapped twice",
      manifest: "shortcut a myapp://x\nshortcut a myapp://y",
      diagnostic: "R.routes:2:10: error: shortcut type 'a' is already mapped"),
    Diagnosed(
      label: "a start line without a link", manifest: "start",
      diagnostic: "R.routes:1:6: error: expected a link after 'start'"),
    Diagnosed(
      label: "a start line with two links", manifest: "start myapp://a myapp://b",
      diagnostic: "R.routes:1:17: error: unexpected 'myapp://b' after a link"),
    // option, limit
    Diagnosed(
      label: "an option line without a name", manifest: "option",
      diagnostic: "R.routes:1:7: error: expected an option name after 'option'"),
    Diagnosed(
      label: "an unknown option", manifest: "option nope",
      diagnostic: "R.routes:1:8: error: unknown option 'nope'; expected case-insensitive-literals, "
        + "plus-is-plus-in-query or accept-http"),
    Diagnosed(
      label: "a limit without a number", manifest: "limit url-length",
      diagnostic: "R.routes:1:17: error: expected a limit name and a number"),
    Diagnosed(
      label: "an unknown limit", manifest: "limit foo 3",
      diagnostic: "R.routes:1:7: error: unknown limit 'foo'; expected url-length, segment-count, "
        + "segment-length or query-items"),
    Diagnosed(
      label: "a limit of zero", manifest: "limit url-length 0",
      diagnostic: "R.routes:1:18: error: expected a positive number, found '0'"),
    Diagnosed(
      label: "a negative limit", manifest: "limit query-items -1",
      diagnostic: "R.routes:1:19: error: expected a positive number, found '-1'"),
  ]

  static let tableDiagnostics: [Diagnosed] = [
    Diagnosed(
      label: "a modal root placed in a tab",
      manifest: "tabs home\nroute compose<ComposeVC>! in home",
      diagnostic: "R.routes:2:7: error: 'compose' is presented over the top (its root is marked "
        + "'!') and cannot also be placed in tab home"),
    Diagnosed(
      label: "one pattern placed in two stacks",
      manifest: "tabs home search\nroute list<ListVC> in home\nroute list<ListVC> in search",
      diagnostic:
        "R.routes:3:7: error: 'list' has placement tab search, but R.routes:2:7 gives it tab home"),
    Diagnosed(
      label: "options for a pattern no route has",
      manifest: "route list<ListVC>\nallow missing a",
      diagnostic: "R.routes:2:7: error: no route entity has the pattern 'missing'"),
    Diagnosed(
      label: "a style for a pushed entity", manifest: "route list<ListVC>\nstyle list formSheet",
      diagnostic:
        "R.routes:2:7: error: 'list' is pushed, not presented, so it takes no presentation style"),
    Diagnosed(
      label: "two defaults for one name",
      manifest: "route list<ListVC>\ndefaults list sort=new\ndefaults list sort=old",
      diagnostic: "R.routes:3:10: error: 'list' gets a second value for default 'sort'; "
        + "R.routes:2:10 already set it"),
    Diagnosed(
      label: "a route scoped to a scheme that is not accepted",
      manifest: "scheme myapp\nroute other://x<X>",
      diagnostic:
        "R.routes:2:7: error: routes use the scheme 'other', which is not accepted; accept it first"
    ),
    Diagnosed(
      label: "a route scoped to a domain that is not accepted",
      manifest: "domain app.com\nroute https://b.com/x<X>",
      diagnostic:
        "R.routes:2:7: error: routes use the domain 'b.com', which is not accepted; accept it first"
    ),
    Diagnosed(
      label: "an invalid scheme name", manifest: "scheme my_app\nroute a<A>",
      diagnostic: "R.routes:1:8: error: 'my_app' is not a valid custom scheme (a letter, then "
        + "letters, digits, '+', '-' or '.'; not http or https)"),
    Diagnosed(
      label: "an invalid domain name", manifest: "domain bad_domain.com\nroute a<A>",
      diagnostic: "R.routes:1:8: error: 'bad_domain.com' is not a valid domain name (ASCII "
        + "letters, digits, '-' and '.'; write internationalized names in their xn-- form)"),
  ]
}
