import Testing

@testable import StackRouter

/// A registrar parses ASCII route text without groups straight into packed
/// bytes, and everything else into definitions first. Both must read a
/// route exactly as ``RouteDefinition`` does.
@Suite("Packed registration reads routes as definitions do")
struct PackedRegistrationTests {
  static let accepted = [
    "list<ListVC>/:itemID<DetailVC>/comments<CommentsVC>!",
    "myapp://<HomeVC>/settings<SettingsVC>/:section/**<SectionVC>",
    "https://example.com/<HomeVC>!/a/*/:b<B>",
    "/<RootVC>", "files/**<FilesVC>", "a/:b/*/:c/**<Deep.Module.VC>", "a/**/b<A>/**/c<C>",
    "café/:ü<UnicodeVC>", "MyApp://Settings/:Section<S>",
    "articles<ListVC>/:id(/comments/:commentID)<ArticleVC>",
    "x+y/$/&/=/@/'/;/,<PunctuationVC>", "a_b-c.d~e/:_x9<A>",
    "long/:name<Module.AVeryLongDetailViewControllerName>", "écran<Écran>/:n<ÉcranDétaillé>",
  ]

  static let refused = [
    "users/:id/posts/:id<PostVC>", "a<A/b<B>", "a<A>/b", "a/:1<A>", "a/<A>",
    "a/:b<A><B>", "a/!<A>", "a/b!", "http://x/<A>", "a/./b<A>", "a/b?c<A>", "a<A>/:<B>",
    "a/:b/:b(/c)<C>", "a(/b)(/b)<B>", "users/:id/p/:id<é>", "", "a<1A>", "a<A.>",
  ]

  /// Routes at the edges of the room a route is packed in: texts whose
  /// length takes one byte and two, the longest route of one-letter
  /// segments (the most components) and of parameters, and a fragment.
  static let edges = [
    "a/" + String(repeating: "b", count: 127) + "<A>",
    String(repeating: "c", count: 128) + "/:" + String(repeating: "d", count: 200) + "<A>",
    "x:" + String(repeating: "n", count: 130) + ".html<A>",
    Array(repeating: "a", count: 1022).joined(separator: "/") + "<A>",
    (0..<350).map { ":p\($0)" }.joined(separator: "/") + "<A>",
    "*/**<A>",
    "/#/" + Array(repeating: "f", count: 1021).joined(separator: "/") + "<A>",
    "a<A>/*/b<B>#/c/:d<D>",
  ]

  @Test(
    "a route at the edges of its packing registers the definition's entities", arguments: edges)
  func edgeRoute(_ text: String) throws {
    #expect(text.utf8.count <= RouteSyntax.maximumLength)
    try acceptedRoute(text)
  }

  @Test("a route one byte over the limit is refused as a definition refuses it")
  func routeOverTheLimit() throws {
    let text = Array(repeating: "a", count: 1023).joined(separator: "/") + "<AB>"
    #expect(text.utf8.count == RouteSyntax.maximumLength + 1)
    try refusedRoute(text)
  }

  @Test("a route a definition accepts registers the definition's entities", arguments: accepted)
  func acceptedRoute(_ text: String) throws {
    let table = try Self.registrar(with: text).makeTable()
    let expected = try RouteDefinition.expansions(parsing: text).flatMap(\.entities)
    var seen: [RoutePattern] = []
    for entity in expected where !seen.contains(entity.pattern) {
      seen.append(entity.pattern)
      let registered = try #require(table.entity(for: entity.pattern))
      #expect(registered.target == entity.target)
      #expect(registered.source == entity.source)
      #expect(registered.isModal == entity.isModal)
      #expect(registered.parameterNames == entity.pattern.parameterNames)
      #expect(registered.endsWithCatchAll == entity.pattern.endsWithCatchAll)
    }
    #expect(table.entities.count == seen.count)
  }

  @Test("a route a definition refuses is refused with the same error", arguments: refused)
  func refusedRoute(_ text: String) throws {
    let expected = #expect(throws: RouteSyntaxError.self) {
      _ = try RouteDefinition.expansions(parsing: text)
    }
    let error = #expect(throws: RegistrationError.self) {
      _ = try Self.registrar(with: text).makeTable()
    }
    #expect(error?.problems.map(\.kind) == expected.map { [.syntax($0)] })
  }

  @Test(
    "names of targets and parameters of 1 to 17 bytes, ASCII or not, read back as written",
    arguments: 1...17)
  func namesOfEveryLength(_ length: Int) throws {
    // `É` takes two bytes: the names hold as many bytes as `length`.
    let ascii = String(repeating: "N", count: length)
    let unicode = length >= 2 ? "É" + String(repeating: "n", count: length - 2) : "N"
    let affixed = "p" + String(repeating: "a", count: length - 1)
    var registrar = Registrar()
    registrar.accept(scheme: "myapp")
    registrar.register("a/:\(ascii)<\(ascii)>")
    registrar.register("b/:\(unicode)<\(unicode)>")
    registrar.register("c/x-:\(affixed).y<C\(ascii)>")
    let table = try registrar.makeTable()
    for (path, name, target) in [
      ("a", ascii, ascii), ("b", unicode, unicode), ("c/x-", affixed, "C" + ascii),
    ] {
      let pattern = try RoutePattern(
        parsing: path.contains("x-") ? "\(path):\(name).y" : "\(path)/:\(name)")
      let entity = try #require(table.entity(for: pattern))
      #expect(entity.target == target && entity.target.utf8.count == target.utf8.count)
      #expect(entity.parameterNames == [name])
      let link = "myapp://\(path.contains("x-") ? "c/x-v.y" : path + "/v")"
      guard case .matched(let matched) = table.resolve(link) else {
        Issue.record("\(link) does not match")
        continue
      }
      #expect(matched.routeParameter(name) == "v")
    }
  }

  @Test("random route text registers as a definition reads it, or is refused with its error")
  func randomText() throws {
    var random = SplitMix64(seed: 0x5EED)
    var seen = 0
    while seen < 3_000 {
      let text = RouteParserPlainTests.randomRoute(&random)
      guard let expansions = try? RouteDefinition.expansions(parsing: text) else {
        try refusedRoute(text)
        seen += 1
        continue
      }
      // Only scopes the registrar accepts: others are not the parser's.
      let accepted: [RouteScope?] = [nil, .scheme("myapp"), .domain("example.com")]
      guard expansions.allSatisfy({ accepted.contains($0.scope) }) else { continue }
      try acceptedRoute(text)
      seen += 1
    }
  }

  @Test("targets whose names are equal as strings are one target, however they are encoded")
  func canonicallyEqualTargets() throws {
    var registrar = Registrar()
    registrar.register("a<Caf\u{E9}>")
    registrar.register("a<Cafe\u{301}>")
    let table = try registrar.makeTable()
    #expect(table.entities.count == 1)
    #expect(table.entities.first?.target == "Café")
  }

  @Test("routes of one scope registered apart share it, and routes of other scopes do not")
  func scopesRegisteredApart() throws {
    var registrar = Registrar()
    registrar.accept(scheme: "myapp")
    registrar.accept(scheme: "other")
    registrar.register("myapp://a<A>/b<B>", fileID: "Early.swift", line: 1, column: 1)
    registrar.register("c<C>")
    registrar.register("other://a<D>")
    registrar.register("myapp://a<A>/e<E>")
    let table = try registrar.makeTable()
    let patterns = table.entities.map(\.description)
    #expect(
      patterns == ["c <C>", "myapp://a <A>", "myapp://a/b <B>", "myapp://a/e <E>", "other://a <D>"])

    registrar.register("myapp://a<F>", fileID: "Late.swift", line: 9, column: 1)
    let error = #expect(throws: RegistrationError.self) { try registrar.makeTable() }
    #expect(
      error?.problems.map(\.description) == [
        "Late.swift:9:1: 'myapp://a' is registered with target F, but Early.swift:1:1 gives it A"
      ])
  }

  @Test("a path registered twice, in two Unicode spellings of one text, is one entity")
  func canonicallyEqualPathsMerge() throws {
    var registrar = Registrar()
    registrar.register("caf\u{E9}<Menu>/:item\u{E9}<Item>")
    registrar.register("cafe\u{301}<Menu>/:item\u{E9}<Item>")
    let table = try registrar.makeTable()
    #expect(table.entities.map(\.target).sorted() == ["Item", "Menu"])
  }

  @Test("registrations keep their own file, line, placement and options, one after another")
  func registrationSites() throws {
    /// A registrar with a root-stack route in one file, then a tab route
    /// with options in another, then `rest`.
    func registrar(then rest: (inout Registrar) -> Void) -> Registrar {
      var registrar = Registrar()
      registrar.declare(tabs: ["home"])
      registrar.register("a<A>", fileID: "One.swift", line: 1, column: 2)
      registrar.register(
        "b<B>/c<C>", in: .tab("home"), options: EntityOptions(defaults: ["k": "v"]),
        fileID: "Two.swift", line: 3, column: 4)
      rest(&registrar)
      return registrar
    }
    let refused = registrar { registrar in
      registrar.register("d<D>", fileID: "One.swift", line: 5, column: 6)
      registrar.register("e<E>!", in: .tab("home"), fileID: "One.swift", line: 7, column: 8)
    }
    let error = #expect(throws: RegistrationError.self) { try refused.makeTable() }
    #expect(
      error?.problems.map(\.location) == [SourceLocation(file: "One.swift", line: 7, column: 8)])

    let valid = registrar { $0.register("d<D>!", fileID: "One.swift", line: 5, column: 6) }
    let table = try valid.makeTable()
    let a = try #require(table.entity(for: RoutePattern(parsing: "a")))
    let c = try #require(table.entity(for: RoutePattern(parsing: "b/c")))
    let d = try #require(table.entity(for: RoutePattern(parsing: "d")))
    #expect(a.location == SourceLocation(file: "One.swift", line: 1, column: 2))
    #expect(a.placement == .rootStack && a.defaults.isEmpty)
    #expect(c.location == SourceLocation(file: "Two.swift", line: 3, column: 4))
    #expect(c.placement == .tab("home") && c.defaults == ["k": "v"])
    #expect(try table.entity(for: RoutePattern(parsing: "b"))?.defaults.isEmpty == true)
    #expect(d.location == SourceLocation(file: "One.swift", line: 5, column: 6))
    #expect(d.placement == .overTop && d.isModal)
  }

  @Test("consecutive registrations that differ only in options, placement or file keep their own")
  func consecutiveContexts() throws {
    var registrar = Registrar()
    registrar.declare(tabs: ["home"])
    let options = EntityOptions(defaults: ["k": "v"])
    let other = EntityOptions(defaults: ["k": "w"])
    registrar.register("a<A>", options: options, fileID: "One.swift", line: 1, column: 1)
    registrar.register("b<B>", options: options, fileID: "One.swift", line: 2, column: 1)
    registrar.register("c<C>", options: other, fileID: "One.swift", line: 3, column: 1)
    registrar.register("d<D>", fileID: "One.swift", line: 4, column: 1)
    registrar.register("e<E>", in: .tab("home"), fileID: "One.swift", line: 5, column: 1)
    registrar.register("f<F>", in: .tab("home"), fileID: "Two.swift", line: 6, column: 1)
    registrar.register("g<G>", fileID: "Two.swift", line: 7, column: 1)
    let table = try registrar.makeTable()
    let expected: [(String, [String: String], RoutePlacement, String)] = [
      ("a", ["k": "v"], .rootStack, "One.swift"), ("b", ["k": "v"], .rootStack, "One.swift"),
      ("c", ["k": "w"], .rootStack, "One.swift"), ("d", [:], .rootStack, "One.swift"),
      ("e", [:], .tab("home"), "One.swift"), ("f", [:], .tab("home"), "Two.swift"),
      ("g", [:], .rootStack, "Two.swift"),
    ]
    for (path, defaults, placement, file) in expected {
      let entity = try #require(table.entity(for: RoutePattern(parsing: path)))
      #expect(entity.defaults == defaults, "\(path)")
      #expect(entity.placement == placement, "\(path)")
      #expect(entity.location.file == file, "\(path)")
    }
  }

  @Test("routes registered at one site share its location, each placed as its root says")
  func routesFromOneSite() throws {
    var registrar = Registrar()
    registrar.declare(tabs: ["home"])
    let routes: [(String, RoutePlacement)] = [
      ("a<A>!", .rootStack), ("b<B>", .rootStack), ("c<C>!/d<D>", .rootStack),
      ("e<E>/f<F>", .rootStack), ("g<G>", .tab("home")),
      ("i<I>", .rootStack),
    ]
    // One call site, as a loop over route literals has.
    for (route, placement) in routes {
      registrar.register(route, in: placement, fileID: "Routes.swift", line: 3, column: 5)
    }
    let table = try registrar.makeTable()
    let expected: [(String, RoutePlacement)] = [
      ("a", .overTop), ("b", .rootStack), ("c", .overTop), ("c/d", .overTop),
      ("e", .rootStack), ("e/f", .rootStack), ("g", .tab("home")), ("i", .rootStack),
    ]
    for (path, placement) in expected {
      let entity = try #require(table.entity(for: RoutePattern(parsing: path)))
      #expect(entity.placement == placement, "\(path)")
      #expect(entity.location == SourceLocation(file: "Routes.swift", line: 3, column: 5))
    }
    // A modal root in a tab is refused, at the site.
    let refused = #expect(throws: RegistrationError.self) {
      var registrar = Registrar()
      registrar.declare(tabs: ["home"])
      for (route, placement) in routes {
        registrar.register(route, in: placement, fileID: "Routes.swift", line: 3, column: 5)
      }
      registrar.register("j<J>!", in: .tab("home"), fileID: "Routes.swift", line: 3, column: 5)
      _ = try registrar.makeTable()
    }
    #expect(
      refused?.problems.map(\.location) == [
        SourceLocation(file: "Routes.swift", line: 3, column: 5)
      ])
  }

  @Test("a route that fails to parse partway leaves none of its scope, targets or bytes behind")
  func failedRouteLeavesNothing() throws {
    var packed = PackedRoutes()
    #expect(throws: RouteSyntaxError.self) {
      try packed.pack(parsing: "myapp://a<LongTargetNameThatFails>/:x/:x<B>")
    }
    #expect(packed.routes.isEmpty && packed.entities.isEmpty && packed.bytes.isEmpty)
    #expect(packed.scopes.isEmpty && packed.targetBytes.isEmpty)

    let routes = try packed.pack(parsing: "other://c<C>/d<D>")
    #expect(routes == 0..<1)
    #expect(packed.scopes == [.scheme("other")])
    #expect(packed.entities.map { packed.target(of: $0) } == ["C", "D"])
    #expect(packed.targetBytes == Array("CD".utf8))
  }

  private static func registrar(with text: String) -> Registrar {
    var registrar = Registrar()
    registrar.accept(scheme: "myapp")
    registrar.accept(domain: "example.com")
    registrar.register(text)
    return registrar
  }
}
