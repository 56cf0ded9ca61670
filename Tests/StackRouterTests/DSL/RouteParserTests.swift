import Testing

@testable import StackRouter

@Suite("Route DSL")
struct RouteParserTests {
  @Test(
    "the byte parser's 128-bit sets say what the character parser says of every ASCII character, and hold no other byte"
  )
  func byteSetsMatchCharacterClasses() {
    for value in UInt8.min...UInt8.max {
      let byte = value
      guard value < 0x80 else {
        #expect(!byte.isIdentifierCharacter && !byte.isSchemeCharacter && !byte.isPlainLiteral)
        continue
      }
      let character = Character(Unicode.Scalar(value))
      #expect(byte.isIdentifierCharacter == character.isIdentifierCharacter, "byte \(value)")
      #expect(byte.isSchemeCharacter == character.isSchemeCharacter, "byte \(value)")
      #expect(byte.isPlainLiteral == character.isPlainLiteral, "byte \(value)")
      #expect(byte.isForbiddenInLiteral == character.isForbiddenInLiteral, "byte \(value)")
    }
  }

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
        "https://m../u<U>",
        "error: expected a domain name (letters, digits, '-' and '.'), found '.'\nhttps://m../u<U>\n          ^"
      ),
      (
        "https://a..b.com/u<U>",
        "error: expected a domain name (letters, digits, '-' and '.'), found '.'\nhttps://a..b.com/u<U>\n          ^"
      ),
      (
        "https://.m/u<U>",
        "error: expected a domain name (letters, digits, '-' and '.'), found '.'\nhttps://.m/u<U>\n        ^"
      ),
      (
        "myapp://",
        "error: expected '<Type>': the last segment of a route names its target\nmyapp://\n        ^"
      ),
      (
        "/:a-:b<A>",
        "error: a segment holds at most one capture; this ':' starts a second in the segment at column 2\n/:a-:b<A>\n    ^"
      ),
      ("a*b<A>", "error: expected '/', '<', '!' or more literal text, found '*'\na*b<A>\n ^"),
      (
        "a:b:c<A>",
        "error: a segment holds at most one capture; this ':' starts a second in the segment at column 1\na:b:c<A>\n   ^"
      ),
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

  @Test("catalog 43: a 10 KB route is refused at the length limit, with a cut excerpt")
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

  @Test("catalog 42: 10,000 nested or unclosed brackets fail fast without recursion")
  func deepBrackets() {
    let input = "a" + String(repeating: "<", count: 10_000)
    #expect(throws: RouteSyntaxError.self) { try RouteDefinition(parsing: input) }
  }

  @Test(
    "catalog 52: `https://m../u` is refused as a pattern, at the column of the empty label, as it is as a link"
  )
  func doubleDotDomain() throws {
    let error = #expect(throws: RouteSyntaxError.self) {
      try RoutePattern(parsing: "https://m../u")
    }
    #expect(error?.column == 11)
    #expect(error?.reason == .invalidHost(found: "."))
    var registrar = Registrar()
    registrar.accept(domain: "m")
    registrar.register("u<U>")
    let table = try registrar.makeTable()
    guard case .invalid(let linkError) = table.resolve("https://m../u") else {
      Issue.record("the link https://m../u was not refused")
      return
    }
    #expect(linkError.reason == .invalidHost)
  }

  /// Patterns and definitions that the parser accepts, spelled in every way
  /// that prints differently from how it was written.
  static let acceptedSpellings = [
    "list", "/list", "list/:itemID/**", "files/*/:name/*", "MyApp://Settings/:Section",
    "HTTPS://Example.COM./a", "https://m./u", "https://a-b.c-d.e/x", "café/ü/🦊",
    "a_b-c.d~e/:_x9", "x+y/$/&/=/@/'/;/,", "...", "a.b/.c/d.",
    "my.app+x-y://a/b",
  ]

  @Test(
    "catalog 52: every accepted pattern prints to text that parses back to the same pattern",
    arguments: acceptedSpellings)
  func patternPrintsAndParsesBack(_ text: String) throws {
    let pattern = try RoutePattern(parsing: text)
    let printed = pattern.description
    #expect(try RoutePattern(parsing: printed) == pattern)
    #expect(try RoutePattern(parsing: printed).description == printed)
  }

  @Test(
    "catalog 52: every accepted definition prints to text that parses back to the same definition",
    arguments: acceptedSpellings)
  func definitionPrintsAndParsesBack(_ text: String) throws {
    let tail = text.hasSuffix("**") ? "<A>" : "<A>/b<Module.B>!/:c<C>"
    let definition = try RouteDefinition(parsing: text + tail)
    let printed = definition.description
    #expect(try RouteDefinition(parsing: printed) == definition)
    #expect(try RouteDefinition(parsing: printed).description == printed)
  }

  /// The reason and column a malformed route is refused with.
  private func refusal(_ input: String) -> (RouteSyntaxError.Reason, Int)? {
    do {
      _ = try RouteDefinition(parsing: input)
      return nil
    } catch {
      return (error.reason, error.column)
    }
  }

  @Test("catalog 38: a repeated parameter name is an error at its second use, naming the first")
  func catalog38() {
    let refused = refusal("users/:id/posts/:id<PostVC>")
    #expect(refused?.0 == .duplicateParameter(name: "id", firstColumn: 7))
    #expect(refused?.1 == 17)
  }

  @Test("catalog 39: `/:a-:b` is refused at the second ':': a segment holds one capture")
  func catalog39() {
    let refused = refusal("/:a-:b<A>")
    #expect(refused?.0 == .secondCapture(segmentColumn: 2))
    #expect(refused?.1 == 5)
  }

  @Test(
    "catalog 41: each malformed segment or target is an error with its column",
    arguments: [
      (":", 2), (":1x", 2), ("list<>", 6), ("list<Bogus", 11), ("list<A><B>", 8), ("a!", 2),
      ("!<A>", 1),
    ])
  func catalog41(input: String, column: Int) {
    #expect(refusal(input)?.1 == column)
  }

  @Test("catalog 41: `a/*/b<VC>` is a route: a '*' in the middle matches exactly one segment")
  func catalog41MiddleWildcard() throws {
    let definition = try RouteDefinition(parsing: "a/*/b<VC>")
    #expect(definition.entities.map(\.pattern.description) == ["a/*/b"])
  }

  @Test(
    "catalog 43: '?' or '#' in a pattern, an empty pattern and an empty segment are errors",
    arguments: [
      ("a?b<A>", RouteSyntaxError.Reason.invalidLiteralCharacter("?"), 2),
      ("a/#<A>", .invalidLiteralCharacter("#"), 3),
      ("", .empty, 1),
      ("a//b<A>", .emptySegment, 3),
    ])
  func catalog43(input: String, reason: RouteSyntaxError.Reason, column: Int) {
    let refused = refusal(input)
    #expect(refused?.0 == reason)
    #expect(refused?.1 == column)
  }
}
