import Testing

@testable import StackRouter

/// The plain lane of the route parser: what it reads, it must read as the
/// full parser does, segment for segment; anything else it must leave to
/// the full parser.
@Suite("Route DSL: the plain lane")
struct RouteParserPlainTests {
  /// What the plain lane reads `text` as, or `nil` where it leaves the text
  /// to the full parser.
  static func plain(_ text: String) -> RouteDefinition? {
    ByteSpan.withBytes(of: text) { bytes -> RouteDefinition? in
      var sink = DefinitionSink<ByteSpan>()
      return RouteParser.parsePlain(bytes, into: &sink) ? sink.definition : nil
    }
  }

  static let plainRoutes = [
    "a<A>", "list<ListVC>/:itemID<DetailVC>/comments<CommentsVC>!", "a/:b/*/:c/**<Deep.Module.VC>",
    "files/**<FilesVC>", "*<A>", "**<A>", "a<A>!/b<B>", "a<A>/", "x+y/$/&/=/@/'/;/,<P>",
    "a_b-c.d~e/:_x9<A>", ".../.a/a./a.b<Dots>", "a/b/c<_>", "section42/list/:page/item/:itemID<S>",
  ]

  @Test("the shape most routes have is read as the full parser reads it", arguments: plainRoutes)
  func plainShape(_ text: String) throws {
    let plain = try #require(Self.plain(text))
    let full = try RouteDefinition(parsing: text)
    #expect(plain == full)
    #expect(plain.segments.map(\.column) == full.segments.map(\.column))
  }

  static let otherShapes = [
    // Other constructs, which the full parser reads.
    "myapp://a<A>", "https://example.com/a<A>", "*://a<A>", "https://*/a<A>", "/a<A>",
    "/<Root>/a<A>", "a<A>#/b<B>", "/#/a<A>", "x-:id.html<A>", ":id.json<A>", "a:id<A>",
    // Errors, which the full parser reports.
    "", "a", "a/b", "a<A>/b", "a<A>//b<B>", "a/./b<A>", "./a<A>", "../a<A>", "a/.<A>",
    "a/:1<A>", "a/:<A>", "a/:id/:id<A>", "a<>", "a<1A>", "a<A.>", "a<A..B>", "a<A><B>",
    "a<A", "a!<A>", "a/b!", "a/*!", "***<A>", "*a<A>", "a*<A>", "a>b<A>", "a?b<A>", "a%20<A>",
    "a b<A>", "a#b<A>", "<A>", "!a<A>", "a<A>!!", "a<A>!<B>", "a<A>x",
    String(repeating: "a", count: RouteSyntax.maximumLength) + "<A>",
  ]

  @Test("every other shape, and every error, is left to the full parser", arguments: otherShapes)
  func otherShape(_ text: String) {
    #expect(Self.plain(text) == nil)
  }

  @Test("random route text the plain lane reads is read alike by the full parser")
  func randomText() throws {
    var random = SplitMix64(seed: 0x5EED)
    var plainCount = 0
    for _ in 0..<20_000 {
      let text = Self.randomRoute(&random)
      guard let plain = Self.plain(text) else { continue }
      plainCount += 1
      let full = try RouteDefinition(parsing: text)
      #expect(plain == full, "\(text)")
      #expect(plain.segments.map(\.column) == full.segments.map(\.column), "\(text)")
    }
    // Enough of them take the plain lane for the comparison to mean something.
    #expect(plainCount > 5_000)
  }

  /// Route text of one to six segments, mostly of the plain shape, each
  /// piece now and then one of every other construct and error.
  static func randomRoute(_ random: inout some RandomNumberGenerator) -> String {
    let components = ["a", "list", "x9", "_", "...", ".a", "a.", ":id", ":x", ":y_2", "*", "**"]
    let targets = ["", "", "<A>", "<B.C>", "<A>!", "<_9>"]
    let others = [
      "", ".", "..", ":", ":1", "<>", "<A.>", "<1>", "<", ">", "!", "#", "#/", "?", " ", "/",
      "//", "myapp://", "https://h/", "*://", "x-:id", ":id.html", "<A><B>", "**a", "%",
    ]
    func pick(_ list: [String]) -> String { list[Int.random(in: 0..<list.count, using: &random)] }
    var segments: [String] = []
    for _ in 0...Int.random(in: 0..<6, using: &random) {
      var segment = pick(components) + pick(targets)
      if Int.random(in: 0..<10, using: &random) == 0 {
        let odd = pick(others)
        segment = Bool.random(using: &random) ? odd + segment : segment + odd
      }
      segments.append(segment)
    }
    var text = segments.joined(separator: "/")
    if Bool.random(using: &random) { text += "<T>" }
    return text
  }
}
