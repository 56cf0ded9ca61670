import Testing

@testable import StackRouter

/// A table stores its entities column by column, with patterns packed into
/// bytes: every value must read back as it was registered.
@Suite("Entity storage")
struct EntityStorageTests {
  @Test("each entity reads back its pattern, target, source, placement, location and options")
  func readsBack() throws {
    var registrar = Registrar()
    registrar.accept(scheme: "myapp")
    registrar.accept(domain: "example.com")
    registrar.declare(tabs: ["news", "library"])
    // Placements, scopes and locations change from one registration to the
    // next, and come back, so no run of rows shares one value by mistake.
    for index in 0..<6 {
      let scope = ["", "myapp://", "https://example.com/"][index % 3]
      registrar.register(
        "\(scope)s\(index)<S\(index)>/:id<D\(index)>/*/x<X\(index)>!",
        in: index.isMultiple(of: 2) ? .tab("news") : .tab("library"),
        options: index == 4
          ? EntityOptions(defaults: ["tab": "info"], allowedParameters: ["tab"])
          : EntityOptions(),
        fileID: "App/Routes\(index % 2).swift", line: 10 + index, column: 3)
    }
    let table = try registrar.makeTable()

    for index in 0..<6 {
      let scope: RouteScope? = [nil, .scheme("myapp"), .domain("example.com")][index % 3]
      let location = SourceLocation(
        file: "App/Routes\(index % 2).swift", line: 10 + index, column: 3)
      let root = RoutePattern(scope: scope, components: [.literal("s\(index)")])
      let detail = RoutePattern(
        scope: scope, components: root.components + [.parameter("id")])
      let modal = RoutePattern(
        scope: scope, components: detail.components + [.wildcard, .literal("x")])

      let rootEntity = try #require(table.entity(for: root))
      #expect(rootEntity.pattern == root)
      #expect(rootEntity.target == "S\(index)")
      #expect(rootEntity.source == nil)
      #expect(rootEntity.placement == (index.isMultiple(of: 2) ? .tab("news") : .tab("library")))
      #expect(rootEntity.location == location)

      let entity = try #require(table.entity(for: modal))
      #expect(entity.pattern == modal)
      #expect(entity.target == "X\(index)")
      #expect(entity.source == detail)
      #expect(entity.presentation == .modal(.automatic))
      #expect(entity.location == location)
      #expect(entity.parameterNames == ["id"])
      #expect(entity.defaults == (index == 4 ? ["tab": "info"] : [:]))
      #expect(entity.allowedParameters == (index == 4 ? ["tab"] : nil))
      #expect(table.chain(to: entity).map(\.target) == ["S\(index)", "D\(index)", "X\(index)"])
    }
  }

  @Test("a pattern reads back whole: long, non-ASCII and every kind of component")
  func packedPatterns() throws {
    // 200 bytes: its length takes two bytes in the packed form.
    let long = String(repeating: "abcdefghij", count: 20)
    let pattern = RoutePattern(
      scope: .domain("example.com"),
      components: [.literal(long), .parameter("id"), .wildcard, .literal("café"), .catchAll])
    let entity = RouteEntity(pattern: pattern, target: "Page")
    #expect(entity.pattern == pattern)
    #expect(entity.pattern.description == "https://example.com/\(long)/:id/*/café/**")
    #expect(entity.parameterNames == ["id"])
    #expect(entity.endsWithCatchAll)
    #expect(entity.components.wildcardCount == 1)

    let table = try makeTable(["\(long)/:id<Page>"])
    let registered = try #require(table.entities.first)
    #expect(registered.pattern.components == [.literal(long), .parameter("id")])
    #expect(!registered.endsWithCatchAll)
  }

  @Test("a table's entity equals one made on its own with the same values, and hashes alike")
  func equalityAcrossStores() throws {
    let table = try makeTable(["list<ListVC>/:itemID<DetailVC>"])
    let registered = try #require(table.entity(for: try RoutePattern(parsing: "list/:itemID")))
    let own = RouteEntity(
      pattern: try RoutePattern(parsing: "list/:itemID"), target: "DetailVC",
      source: try RoutePattern(parsing: "list"),
      location: SourceLocation(file: "Elsewhere.swift", line: 1, column: 1))
    #expect(registered == own)
    #expect(own == registered)
    #expect(registered.hashValue == own.hashValue)
    #expect(registered.hasSamePattern(as: own))

    let otherTarget = RouteEntity(
      pattern: own.pattern, target: "OtherVC", source: own.source)
    #expect(registered != otherTarget)
    let otherSource = RouteEntity(pattern: own.pattern, target: "DetailVC")
    #expect(registered != otherSource)
    let list = try #require(table.entity(for: try RoutePattern(parsing: "list")))
    #expect(registered != list)
    #expect(!registered.hasSamePattern(as: list))
  }

  @Test("entities whose literals are canonically equivalent are equal and hash alike")
  func canonicalEquivalence() {
    // The same text, é precomposed in one and e with a combining accent in
    // the other: `String` calls them equal, so the entities are too.
    let precomposed = RouteEntity(
      pattern: RoutePattern(components: [.literal("caf\u{E9}"), .parameter("id")]), target: "Cafe")
    let decomposed = RouteEntity(
      pattern: RoutePattern(components: [.literal("cafe\u{301}"), .parameter("id")]),
      target: "Cafe")
    #expect(precomposed == decomposed)
    #expect(precomposed.hashValue == decomposed.hashValue)
    #expect(Set([precomposed, decomposed]).count == 1)
  }

  @Test("an entity's parameter names stop where the next route's begin, blocks included")
  func namesBesideBlocks() throws {
    var registrar = Registrar()
    registrar.accept(scheme: "myapp")
    registrar.register("a/:first<A>")
    registrar.register("b/:second/:third<B>")
    registrar.handle("c/:fromBlock") { _ in .pass }
    let table = try registrar.makeTable()
    #expect(table.entities.map(\.parameterNames) == [["first"], ["second", "third"]])
    guard case .matched(let link) = table.resolve("myapp://b/2/3") else {
      Issue.record("b/2/3 did not match")
      return
    }
    #expect(link.routeParameterNames(for: link.entity) == ["second", "third"])
    #expect(link.parameters.firstValues == ["second": "2", "third": "3"])
  }

  @Test(
    "a table keeps one run of packed bytes for all its entities, exactly what the routes pack to, and one trie node per distinct component"
  )
  func oneByteStore() throws {
    var registrar = Registrar()
    for index in 0..<1_000 { registrar.register("section\(index)/:id<Screen\(index)>") }
    let table = try registrar.makeTable()
    // Each route packs to a literal (kind, length, text) and `:id` (kind,
    // length, "id"), and nothing else is kept.
    let packed = (0..<1_000).reduce(0) { $0 + 2 + "section\($1)".utf8.count + 4 }
    let first = try #require(table.entity(for: RoutePattern(parsing: "section7/:id")))
    let last = try #require(table.entity(for: RoutePattern(parsing: "section999/:id")))
    #expect(first.components.bytes.count == packed)
    #expect(first.components.bytes == last.components.bytes)
    let shared = first.components.bytes.withUnsafeBufferPointer { first in
      last.components.bytes.withUnsafeBufferPointer { $0.baseAddress == first.baseAddress }
    }
    #expect(shared, "the entities read one array, not copies of it")

    var builder = TrieRouteMatcher.Trie.Builder(foldsLiterals: false)
    for index in 0..<1_000 {
      builder.insert(try RoutePattern(parsing: "section\(index)/:id"), priority: nil)
    }
    #expect(builder.build().nodes.count == 2_001)
  }

}
