import Testing

@testable import StackRouter

@Suite("Route DSL")
struct RouteParserTests {
  @Test(
    "a definition prints back as its DSL text",
    arguments: [
      "list<ListVC>",
      "list<ListVC>/:itemID<DetailVC>/extra<ExtraVC>/modal<ModalVC>!",
      "meetings/:year/week/:week/:id<MeetingVC>",
      "files/*/:name<FileVC>",
      "docs/**<DocVC>",
      "compose<ComposeVC>!",
      "myapp://settings<SettingsVC>",
      "https://example.com/promo/:code<PromoVC>!",
      "café<CaféVC>",
      "a_b-c.d~e<Module.Type_2>",
    ])
  func roundTrip(_ text: String) throws {
    #expect(try RouteDefinition(parsing: text).description == text)
  }

  @Test("a leading slash is optional and dropped when printed")
  func leadingSlash() throws {
    let definition = try RouteDefinition(parsing: "/list<ListVC>")
    #expect(definition == (try RouteDefinition(parsing: "list<ListVC>")))
    #expect(definition.description == "list<ListVC>")
  }

  @Test("each target ends an entity whose source is the previous one")
  func entities() throws {
    let definition = try RouteDefinition(
      parsing: "list<ListVC>/:itemID<DetailVC>/comments<CommentsVC>!/:commentID<CommentVC>")
    let rows = definition.entities.map { entity in
      "\(entity.pattern) | \(entity.target) | \(entity.source?.description ?? "-") | \(entity.isModal)"
    }
    #expect(
      rows == [
        "list | ListVC | - | false",
        "list/:itemID | DetailVC | list | false",
        "list/:itemID/comments | CommentsVC | list/:itemID | true",
        "list/:itemID/comments/:commentID | CommentVC | list/:itemID/comments | false",
      ])
  }

  @Test("segments without a target belong to the next entity's pattern")
  func multiComponentEntity() throws {
    let definition = try RouteDefinition(parsing: "meetings/:year/week/:week/:id<MeetingVC>")
    let entity = try #require(definition.entities.first)
    #expect(definition.entities.count == 1)
    #expect(entity.pattern.components.count == 5)
    #expect(entity.pattern.parameterNames == ["year", "week", "id"])
  }

  @Test("scopes are lowercased and a trailing dot on the domain is dropped")
  func scopes() throws {
    #expect(try RouteDefinition(parsing: "MyApp://a<A>").scope == .scheme("myapp"))
    #expect(
      try RouteDefinition(parsing: "HTTPS://Example.COM./a<A>").scope == .domain("example.com"))
  }

  @Test("a pattern parses without targets and refuses them")
  func patterns() throws {
    #expect(try RoutePattern(parsing: "list/:itemID/**").description == "list/:itemID/**")
    #expect(throws: RouteSyntaxError.self) { try RoutePattern(parsing: "list<ListVC>") }
  }

  @Test(
    "every malformed string is an error with its column and exact text",
    arguments: [
      ("", "error: expected a path segment\n\n^"),
      ("/", "error: expected '<Type>': the last segment of a route names its target\n/\n ^"),
      (
        "list//x", "error: empty segment; expected a literal, ':name', '*' or '**'\nlist//x\n     ^"
      ),
      (
        "list/",
        "error: expected '<Type>': the last segment of a route names its target\nlist/\n     ^"
      ),
      ("list//", "error: empty segment; expected a literal, ':name', '*' or '**'\nlist//\n     ^"),
      ("/<A>x", "error: expected '/' or the end of the route, found 'x'\n/<A>x\n    ^"),
      (
        "/<A>//x", "error: empty segment; expected a literal, ':name', '*' or '**'\n/<A>//x\n     ^"
      ),
      (":", "error: expected a parameter name after ':'\n:\n ^"),
      (":1x", "error: a parameter name starts with a letter or '_', not '1'\n:1x\n ^"),
      (
        "users/:id/posts/:id<PostVC>",
        "error: parameter ':id' is already used at column 7\nusers/:id/posts/:id<PostVC>\n                ^"
      ),
      (
        "a?b<A>",
        "error: '?' cannot appear in a literal; write segments decoded, without '?', '#', '%', '\\' or white space\na?b<A>\n ^"
      ),
      (
        "a b<A>",
        "error: ' ' cannot appear in a literal; write segments decoded, without '?', '#', '%', '\\' or white space\na b<A>\n ^"
      ),
      (
        "a%20b<A>",
        "error: '%' cannot appear in a literal; write segments decoded, without '?', '#', '%', '\\' or white space\na%20b<A>\n ^"
      ),
      (
        "a<A>/#<B>",
        "error: '#' cannot appear in a literal; write segments decoded, without '?', '#', '%', '\\' or white space\na<A>/#<B>\n     ^"
      ),
      (
        "a/x\u{7}y<B>",
        "error: U+0007 cannot appear in a literal; write segments decoded, without '?', '#', '%', '\\' or white space\na/x y<B>\n   ^"
      ),
      (
        "./x<X>",
        "error: '.' and '..' segments never match: links that contain them are refused\n./x<X>\n^"
      ),
      (
        "a/..<X>",
        "error: '.' and '..' segments never match: links that contain them are refused\na/..<X>\n  ^"
      ),
      ("list<>", "error: expected a type name after '<'\nlist<>\n     ^"),
      ("list<", "error: expected a type name after '<'\nlist<\n     ^"),
      ("list<Bogus", "error: expected '>' to close the target\nlist<Bogus\n          ^"),
      (
        "list<A><B>",
        "error: expected '/' or the end of the route (a segment has one target), found '<'\nlist<A><B>\n       ^"
      ),
      ("a!", "error: '!' marks a target as modal; expected '<Type>' before it\na!\n ^"),
      ("a<A>!!", "error: expected '/' or the end of the route, found '!'\na<A>!!\n     ^"),
      (
        "**/a<A>",
        "error: '**' matches the rest of the path, so it must be the last segment\n**/a<A>\n^"
      ),
      (
        "a/b<B>/c",
        "error: expected '<Type>': the last segment of a route names its target\na/b<B>/c\n        ^"
      ),
      (
        "list<A B>",
        "error: expected a type name (letters, digits, '_' and '.'), found ' '\nlist<A B>\n      ^"
      ),
      (
        "list<1A>",
        "error: expected a type name (letters, digits, '_' and '.'), found '1'\nlist<1A>\n     ^"
      ),
      (
        "list<A..B>",
        "error: expected a type name (letters, digits, '_' and '.'), found '.'\nlist<A..B>\n       ^"
      ),
      (
        "list<A.>",
        "error: expected a type name (letters, digits, '_' and '.'), found '>'\nlist<A.>\n       ^"
      ),
      (
        "<A>",
        "error: expected a path segment before the target, found '<'\n<A>\n^"
      ),
      (
        "<<<<<<",
        "error: expected a path segment before the target, found '<'\n<<<<<<\n^"
      ),
      (
        "http://example.com/a<A>",
        "error: universal-link routes use 'https://', not 'http://'\nhttp://example.com/a<A>\n^"
      ),
      (
        "https://",
        "error: expected a domain name (letters, digits, '-' and '.'), found the end\nhttps://\n        ^"
      ),
      (
        "https://example.com",
        "error: expected '/' after the domain, found the end\nhttps://example.com\n                   ^"
      ),
      (
        "https://example.com:443/a<A>",
        "error: expected a domain name (letters, digits, '-' and '.'), found ':'\nhttps://example.com:443/a<A>\n                   ^"
      ),
      (
        "myapp://",
        "error: expected '<Type>': the last segment of a route names its target\nmyapp://\n        ^"
      ),
      ("/:a-:b<A>", "error: expected '/' or the end of the route, found '-'\n/:a-:b<A>\n   ^"),
      ("a*b<A>", "error: expected '/', '<', '!' or more literal text, found '*'\na*b<A>\n ^"),
      ("a:b<A>", "error: expected '/', '<', '!' or more literal text, found ':'\na:b<A>\n ^"),
      ("a>b", "error: expected '/', '<', '!' or more literal text, found '>'\na>b\n ^"),
    ])
  func errors(input: String, expected: String) {
    #expect(throws: (any Error).self) { try RouteDefinition(parsing: input) }
    do {
      _ = try RouteDefinition(parsing: input)
    } catch {
      #expect(error.description == expected)
    }
  }

  @Test("a 10 KB route is refused at the length limit, with a cut excerpt")
  func tooLong() {
    let input = String(repeating: "a", count: 10_000) + "<A>"
    do {
      _ = try RouteDefinition(parsing: input)
      Issue.record("a 10 KB route parsed")
    } catch {
      #expect(error.reason == .tooLong(limit: 2048))
      #expect(error.column == 2049)
      let lines = error.description.split(separator: "\n")
      #expect(lines.first == "error: a route is at most 2048 characters long")
      #expect(lines[1].hasPrefix("...") && lines[1].hasSuffix("..."))
      #expect(lines[1].count <= DiagnosticExcerpt.maximumWidth + 6)
    }
  }

  @Test("10,000 nested brackets fail fast without recursion")
  func deepBrackets() {
    let input = "a" + String(repeating: "<", count: 10_000)
    #expect(throws: RouteSyntaxError.self) { try RouteDefinition(parsing: input) }
  }
}
