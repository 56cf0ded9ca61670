import Testing

@testable import StackRouter

@Suite("Registrar")
struct RegistrarTests {
  @Test("shared prefixes register one entity each")
  func sharedPrefixes() throws {
    var registrar = Registrar()
    registrar.register("list<ListVC>/:itemID<DetailVC>/extra<ExtraVC>")
    registrar.register("list<ListVC>/:itemID<DetailVC>/comments<CommentsVC>!")
    registrar.register("list<ListVC>/new<NewVC>!")
    let table = try registrar.makeTable()
    #expect(
      table.entities.map(\.description) == [
        "list <ListVC>",
        "list/:itemID <DetailVC>",
        "list/:itemID/comments <CommentsVC>!",
        "list/:itemID/extra <ExtraVC>",
        "list/new <NewVC>!",
      ])
  }

  @Test("catalog 45: the same target type may appear in several chains, each rebuilt from its own")
  func repeatedTargets() throws {
    var registrar = Registrar()
    registrar.register("list<ListVC>/:itemID<DetailVC>")
    registrar.register("favorites<FavoritesVC>/:itemID<DetailVC>")
    let table = try registrar.makeTable()
    let sources = table.entities.filter { $0.target == "DetailVC" }.map { $0.source?.description }
    #expect(sources == ["favorites", "list"])
  }

  @Test("placement reaches every entity of the chain, and a modal root is placed over the top")
  func placement() throws {
    var registrar = Registrar()
    registrar.declare(tabs: ["home", "search"])
    registrar.register("list<ListVC>/:itemID<DetailVC>", in: .tab("search"))
    registrar.register("compose<ComposeVC>!/to<RecipientVC>")
    registrar.register("help<HelpVC>", in: .overTop)
    let table = try registrar.makeTable()
    let placements = Dictionary(
      uniqueKeysWithValues: table.entities.map { ($0.pattern.description, $0.placement) })
    #expect(placements["list/:itemID"] == .tab("search"))
    #expect(placements["compose/to"] == .overTop)
    #expect(
      table.entity(for: try RoutePattern(parsing: "help"))?.presentation == .modal(.automatic))
  }

  @Test("options reach the route's last entity, and configure reaches any entity")
  func options() throws {
    var registrar = Registrar()
    registrar.register(
      "list<ListVC>/:itemID<DetailVC>",
      options: EntityOptions(defaults: ["tab": "info"], allowedParameters: ["tab"]))
    registrar.register("compose<ComposeVC>!")
    registrar.configure("list", options: EntityOptions(defaults: ["sort": "newest"]))
    registrar.configure("compose", options: EntityOptions(presentationStyle: .formSheet))
    let table = try registrar.makeTable()
    let detail = try #require(table.entity(for: try RoutePattern(parsing: "list/:itemID")))
    let list = try #require(table.entity(for: try RoutePattern(parsing: "list")))
    let compose = try #require(table.entity(for: try RoutePattern(parsing: "compose")))
    #expect(detail.defaults == ["tab": "info"])
    #expect(detail.allowedParameters == ["tab"])
    #expect(list.defaults == ["sort": "newest"])
    #expect(list.allowedParameters == nil)
    #expect(compose.presentation == .modal(.formSheet))
  }

  @Test("equal options given twice are not a conflict")
  func repeatedEqualOptions() throws {
    var registrar = Registrar()
    let options = EntityOptions(defaults: ["a": "1"], presentationStyle: .pageSheet)
    registrar.register("m<M>!", options: options)
    registrar.register("m<M>!/n<N>")
    registrar.configure("m", options: options)
    #expect(try registrar.makeTable().entities.count == 2)
  }

  @Test("every problem is gathered into one report, in source order, with its site")
  func report() {
    var registrar = Registrar()
    let file = "Routes.swift"
    registrar.accept(scheme: "myapp", fileID: file, line: 1, column: 1)
    registrar.accept(scheme: "http", fileID: file, line: 2, column: 1)
    registrar.accept(domain: "bad domain", fileID: file, line: 3, column: 1)
    registrar.declare(tabs: ["home", "search"])
    registrar.register(
      "list<ListVC>/:itemID<DetailVC>", in: .tab("home"), fileID: file, line: 10, column: 5)
    registrar.register("list<OtherVC>", fileID: file, line: 11, column: 5)
    registrar.register("a<A>/b/c<C>", fileID: file, line: 12, column: 5)
    registrar.register("a/b<B>/c<C>", fileID: file, line: 13, column: 5)
    registrar.register("list<ListVC>", in: .tab("search"), fileID: file, line: 14, column: 5)
    registrar.register("x<X>!", fileID: file, line: 15, column: 5)
    registrar.register("x<X>", fileID: file, line: 16, column: 5)
    registrar.register("users/:id<U>", fileID: file, line: 17, column: 5)
    registrar.register("users/:uid<U2>", fileID: file, line: 18, column: 5)
    registrar.register("m<M>!", in: .tab("home"), fileID: file, line: 19, column: 5)
    registrar.register("q<Q>", in: .tab("nope"), fileID: file, line: 20, column: 5)
    registrar.register("other://z<Z>", fileID: file, line: 21, column: 5)
    registrar.register("list<", fileID: file, line: 22, column: 5)
    registrar.configure(
      "nothing/here", options: EntityOptions(defaults: ["a": "1"]), fileID: file, line: 23,
      column: 5)
    registrar.configure(
      "list", options: EntityOptions(presentationStyle: .formSheet), fileID: file, line: 24,
      column: 5)
    registrar.configure(
      "x", options: EntityOptions(defaults: ["k": "1"], allowedParameters: ["k"]), fileID: file,
      line: 25,
      column: 5)
    registrar.configure(
      "x", options: EntityOptions(defaults: ["k": "2"], allowedParameters: ["j"]), fileID: file,
      line: 26,
      column: 5)
    registrar.handle("share/:a", fileID: file, line: 27, column: 5) { _ in .pass }
    registrar.handle("share/:b", fileID: file, line: 28, column: 5) { _ in .pass }
    registrar.handle("share/:c", priority: 1, fileID: file, line: 29, column: 5) { _ in .pass }

    #expect(throws: RegistrationError.self) { try registrar.makeTable() }
    do {
      _ = try registrar.makeTable()
    } catch {
      #expect(
        error.description == """
          16 problems in the route registrations:
          - Routes.swift:2:1: 'http' is not a valid custom scheme (a letter, then letters, digits, '+', '-' or '.'; not http or https)
          - Routes.swift:3:1: 'bad domain' is not a valid domain name (ASCII letters, digits, '-' and '.'; write internationalized names in their xn-- form)
          - Routes.swift:11:5: 'list' is registered with target OtherVC, but Routes.swift:10:5 gives it ListVC
          - Routes.swift:13:5: 'a/b/c' is registered on 'a/b', but Routes.swift:12:5 puts it on 'a'
          - Routes.swift:14:5: 'list' has placement tab search, but Routes.swift:10:5 gives it tab home
          - Routes.swift:16:5: 'x' is registered as push, but Routes.swift:15:5 registers it as modal
          - Routes.swift:18:5: 'users/:uid' and 'users/:id' (Routes.swift:17:5) match the same links
          - Routes.swift:19:5: 'm' is presented over the top (its root is marked '!') and cannot also be placed in tab home
          - Routes.swift:20:5: no tab is named 'nope'; the tabs are home, search
          - Routes.swift:21:5: routes use the scheme 'other', which is not accepted; accept it first
          - Routes.swift:22:5: expected a type name after '<'
              list<
                   ^
          - Routes.swift:23:5: no route entity has the pattern 'nothing/here'
          - Routes.swift:24:5: 'list' is pushed, not presented, so it takes no presentation style
          - Routes.swift:26:5: 'x' gets a second value for default 'k'; Routes.swift:25:5 already set it
          - Routes.swift:26:5: 'x' gets a second value for allowed parameters; Routes.swift:25:5 already set it
          - Routes.swift:28:5: blocks for 'share/:b' and 'share/:a' (Routes.swift:27:5) match the same links with priority 0; give them different priorities
          """)
      #expect(error.problems.count == 16)
      #expect(
        error.problems[2].kind
          == .conflictingTarget(
            try! RoutePattern(parsing: "list"), target: "OtherVC", earlier: "ListVC",
            at: SourceLocation(file: file, line: 10, column: 5)))
    }
  }

  @Test("registration captures the caller's file and line")
  func callerLocation() {
    var registrar = Registrar()
    let line = #line + 1
    registrar.register("a<")
    do {
      _ = try registrar.makeTable()
      Issue.record("a malformed route built a table")
    } catch {
      #expect(error.problems.first?.location.file == #fileID)
      #expect(error.problems.first?.location.line == line)
    }
  }

  @Test("literals that differ only in case are ambiguous when literals ignore case")
  func caseInsensitiveAmbiguity() throws {
    var registrar = Registrar(options: MatchingOptions(caseInsensitiveLiterals: true))
    registrar.register("List<A>")
    registrar.register("list<B>")
    #expect(throws: RegistrationError.self) { try registrar.makeTable() }
    registrar.options.caseInsensitiveLiterals = false
    #expect(try registrar.makeTable().entities.count == 2)
  }

  @Test("entities are listed by pattern text whatever the registration order, from any task")
  func entitiesSortedWhenRead() async throws {
    let table = try makeTable(
      [
        "zebra<Z>", "list<ListVC>/new<NewVC>", "list-all<AllVC>",
        "list<ListVC>/:itemID<DetailVC>",
      ], schemes: [])
    let expected = ["list", "list-all", "list/:itemID", "list/new", "zebra"]
    let lists = await withTaskGroup(of: [String].self) { group in
      for _ in 0..<8 {
        group.addTask { table.entities.map(\.pattern.description) }
      }
      return await group.reduce(into: []) { $0.append($1) }
    }
    #expect(lists == Array(repeating: expected, count: 8))
    #expect(table.entities(target: "ListVC").map(\.pattern.description) == ["list"])
  }

  @Test("an entity is found by its exact pattern, not by one of the same shape")
  func entityByPattern() throws {
    let table = try makeTable(
      ["Items<ItemsVC>/:itemID<ItemVC>"], schemes: [],
      options: MatchingOptions(caseInsensitiveLiterals: true))
    let found = table.entity(for: try RoutePattern(parsing: "Items/:itemID"))
    #expect(found?.target == "ItemVC")
    #expect(found.map(table.chain(to:))?.map(\.target) == ["ItemsVC", "ItemVC"])
    #expect(table.entity(for: try RoutePattern(parsing: "Items/:id")) == nil)
    #expect(table.entity(for: try RoutePattern(parsing: "items/:itemID")) == nil)
    #expect(table.entity(for: try RoutePattern(parsing: "Items/:itemID/more")) == nil)
  }

  @Test("a chain registered after its source's own route follows the earlier entities")
  func chainsAcrossRegistrations() throws {
    let table = try makeTable(["a<A>/b<B>", "other<O>", "a<A>/b<B>/c<C>!"])
    guard case .matched(let link) = table.resolve("myapp://a/b/c") else {
      Issue.record("no match")
      return
    }
    #expect(link.chain.map(\.target) == ["A", "B", "C"])
    #expect(link.chain == table.chain(to: link.entity))
  }

  @Test("an entity's source is its source entity's pattern, in a table or made on its own")
  func sources() throws {
    let table = try makeTable(
      ["list<ListVC>/:itemID<DetailVC>/comments<CommentsVC>!"], schemes: [])
    let comments = try #require(
      table.entity(for: try RoutePattern(parsing: "list/:itemID/comments")))
    #expect(comments.source == (try RoutePattern(parsing: "list/:itemID")))
    #expect(
      table.chain(to: comments).map { $0.source?.description } == [nil, "list", "list/:itemID"])
    let own = RouteEntity(
      pattern: try RoutePattern(parsing: "a/b"), target: "B", source: try RoutePattern(parsing: "a")
    )
    #expect(own.source == (try RoutePattern(parsing: "a")))
    #expect(RouteEntity(pattern: try RoutePattern(parsing: "a"), target: "A").source == nil)
    #expect(own == RouteEntity(pattern: own.pattern, target: "B", source: own.source))
  }

  @Test("the table prints itself as a tree")
  func tree() throws {
    var registrar = Registrar()
    registrar.accept(scheme: "sample")
    registrar.accept(domain: "example.com")
    registrar.declare(tabs: ["news", "library"])
    registrar.register(
      "articles<ListVC>/:id<ArticleVC>/comments<CommentsVC>!/:commentID<CommentVC>",
      in: .tab("news"))
    registrar.register("articles<ListVC>/:id<ArticleVC>/author<AuthorVC>", in: .tab("news"))
    registrar.register("meetings/:year/week/:week/:id<MeetingVC>")
    registrar.register("compose<ComposeVC>!", options: EntityOptions(presentationStyle: .formSheet))
    registrar.register("https://example.com/promo/:code<PromoVC>")
    registrar.handle("share/**") { _ in .handled }
    registrar.handle("share/**", priority: 2) { _ in .pass }
    let table = try registrar.makeTable()
    #expect(
      table.description == """
        schemes: sample
        domains: example.com
        tabs: news, library
        articles <ListVC> in tab news
        └── :id <ArticleVC>
            ├── author <AuthorVC>
            └── comments <CommentsVC> modal
                └── :commentID <CommentVC>
        compose <ComposeVC> modal formSheet
        https://example.com/promo/:code <PromoVC>
        meetings/:year/week/:week/:id <MeetingVC>
        share/** {2 blocks}
        """)
  }

  @Test(
    "catalog 44: users/new and users/:id in either order: the literal wins; a new target for it is an error"
  )
  func catalog44() throws {
    for routes in [
      ["users<U>/new<NewVC>", "users<U>/:id<UserVC>"],
      ["users<U>/:id<UserVC>", "users<U>/new<NewVC>"],
    ] {
      var registrar = Registrar()
      registrar.accept(scheme: "myapp")
      for route in routes { registrar.register(route) }
      let table = try registrar.makeTable()
      guard case .matched(let link) = table.resolve("myapp://users/new") else {
        Issue.record("users/new did not match")
        continue
      }
      #expect(link.entity.target == "NewVC")
    }
    var registrar = Registrar()
    registrar.register("users<U>/new<NewVC>")
    registrar.register("users<U>/new<OtherVC>")
    let error = #expect(throws: RegistrationError.self) { try registrar.makeTable() }
    let kinds = error?.problems.map(\.kind) ?? []
    #expect(
      kinds.contains {
        if case .conflictingTarget(let pattern, "OtherVC", "NewVC", _) = $0 {
          pattern.description == "users/new"
        } else {
          false
        }
      }, "\(kinds)")
  }
}
