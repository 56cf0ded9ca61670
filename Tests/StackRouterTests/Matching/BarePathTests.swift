import Testing

@testable import StackRouter

@Suite("Bare and relative paths")
struct BarePathTests {
  private func table(schemes: [String] = ["myapp"], defaultScheme: String? = nil) throws
    -> RouteTable
  {
    var registrar = Registrar()
    for scheme in schemes { registrar.accept(scheme: scheme) }
    if let defaultScheme { registrar.accept(scheme: defaultScheme, isDefault: true) }
    registrar.accept(domain: "example.com")
    registrar.register("/<HomeVC>")
    registrar.register("articles<ListVC>/:id<ArticleVC>")
    return try registrar.makeTable()
  }

  @Test(
    "a path without a scheme is read as a link with the default scheme, through the same intake",
    arguments: [
      ("/articles/42?ref=x", "myapp://articles/42?ref=x"),
      ("articles/42", "myapp://articles/42"),
      ("/", "myapp://"),
      ("/?ref=mail", "myapp://?ref=mail"),
      ("/Articles/42#top", "myapp://Articles/42#top"),
    ])
  func readsAgainstTheDefaultScheme(path: String, link: String) throws {
    let table = try table()
    let request = try table.read(path)
    let full = try table.read(link)
    #expect(request.original == path)
    #expect(request.origin == full.origin)
    #expect(request.segments == full.segments)
    #expect(request.queryItems == full.queryItems)
    #expect(request.fragment == full.fragment)
    #expect(request.firstSegmentIsHost == full.firstSegmentIsHost)
  }

  @Test("the first accepted scheme is the default, unless another is accepted as the default")
  func defaultScheme() throws {
    #expect(try table(schemes: ["one", "two"]).read("/x").origin == .customScheme("one"))
    #expect(
      try table(schemes: ["one", "two"], defaultScheme: "two").read("/x").origin
        == .customScheme("two"))
    #expect(try table(schemes: ["one", "two"], defaultScheme: "two").schemes == ["two", "one"])
  }

  @Test("a path resolves to the same entity and parameters as the full link")
  func resolves() throws {
    let table = try table()
    guard case .matched(let link) = table.resolve("/articles/42?ref=x") else {
      Issue.record("no match")
      return
    }
    #expect(link.entity.target == "ArticleVC")
    #expect(link.parameters == ["id": "42", "ref": "x"])
    guard case .matched(let root) = table.resolve("/") else {
      Issue.record("no match for the root")
      return
    }
    #expect(root.entity.target == "HomeVC")
  }

  @Test(
    "a refused path is reported as given, at its own column",
    arguments: [
      ("/a/%ZZ", InvalidURLError.Reason.invalidPercentEncoding("%ZZ"), 4),
      ("a/./b", .dotSegment(segment: 2), 3),
    ])
  func errorsNameThePath(path: String, reason: InvalidURLError.Reason, column: Int) throws {
    let error = try #require(throws: InvalidURLError.self) { try table().read(path) }
    #expect(error.input == path)
    #expect(error.reason == reason)
    #expect(error.column == column)
  }

  @Test("without an accepted scheme, a path has nothing to be read against and is refused")
  func noScheme() throws {
    var registrar = Registrar()
    registrar.accept(domain: "example.com")
    registrar.register("articles<ListVC>")
    let error = try #require(throws: InvalidURLError.self) {
      try registrar.makeTable().read("/articles")
    }
    #expect(error.reason == .missingScheme)
    #expect(error.column == 1)
    #expect(error.message == "expected a scheme such as 'myapp:' at the start of the link")
  }

  @Test(
    "text that does not start with a scheme and a ':' is a path",
    arguments: [
      ("x?y:z", ["x"]), ("1x/y:z", ["1x", "y:z"]), ("/a/:x", ["a", ":x"]), ("x", ["x"]),
    ])
  func pathsWithColons(text: String, segments: [String]) throws {
    let request = try table().read(text)
    #expect(request.segments == segments)
    #expect(request.origin == .customScheme("myapp"))
  }

  @Test("text that starts with a scheme and a ':' is a link, even an unaccepted one")
  func schemesAreNotPaths() throws {
    let error = try #require(throws: InvalidURLError.self) { try table().read("MyApp+1.x-y:z") }
    #expect(error.reason == .schemeNotAccepted("myapp+1.x-y"))
  }
}
