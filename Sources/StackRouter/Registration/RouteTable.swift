import Foundation

/// The immutable, `Sendable` result of registration: every route entity and
/// block, the accepted schemes and domains, and the matcher built for them.
///
/// A table is safe to share across threads and tasks; reading a link never
/// mutates it.
///
/// ```swift
/// switch table.resolve("myapp://list/42?sort=asc") {
/// case .matched(let link): print(link.entity.target, link.parameters)
/// case .unmatched(let request): print("no route for", request)
/// case .invalid(let error): print(error)
/// }
/// ```
public struct RouteTable: Sendable {
  /// Every entity, sorted by pattern text.
  ///
  /// The list is sorted the first time it is read, not when the table is
  /// built: sorting is a large part of building a big table, and an app
  /// that only matches links never needs the order.
  public var entities: [RouteEntity] { sortedEntities.value }
  /// Every block, in registration order.
  public let blocks: [RouteBlock]
  /// The accepted custom schemes.
  public let schemes: [String]

  /// The accepted schemes whose links open only routes scoped to them
  /// (``Registrar/accept(exclusiveScheme:fileID:line:column:)``).
  public let exclusiveSchemes: [String]
  /// The accepted universal-link domains.
  public let domains: [String]
  /// The app's tab names, when declared.
  public let tabs: [String]?
  /// How links are read and compared.
  public let options: MatchingOptions
  /// The matcher built for the table's routes.
  public let matcher: any RouteMatcher

  /// The routes as the table numbers them: the entities in the order they
  /// were first registered, then the blocks. The default matcher numbers
  /// them alike.
  let routes: [Route]
  /// How many of `routes` are entities.
  let entityCount: Int
  /// Every entity's chain, one after another; `chainSpans` says where each
  /// entity's starts. Worked out once when the table is built, so that
  /// matching a link derives nothing from the patterns.
  private let chainEntities: [RouteEntity]
  private let chainSpans: [ChainSpan]
  /// The route parameter names each screen of an entity's chain captures,
  /// by entity, for a matcher other than the default one (which captures
  /// each pattern's own `:name` components, what a link assumes when it has
  /// no names for a screen).
  let capturedNames: [[RoutePattern: [String]]]
  /// The trie of every route, which finds an entity by its pattern.
  let index: TrieRouteMatcher.Trie
  /// What the links the default matcher makes share: the chains, and the
  /// names of its captures.
  let linkContext: LinkContext
  let intake: URLIntake
  private let sortedEntities: SortedEntities

  private struct ChainSpan: Sendable {
    let start: Int32
    let count: Int32
  }

  init<Matcher: RouteMatcher>(
    assembled: TableAssembly.Result, schemes: [String], exclusiveSchemes: [String],
    domains: [String], tabs: [String]?, options: MatchingOptions, matcher: Matcher.Type
  ) {
    let columns = assembled.columns
    let entityCount = assembled.parents.count
    let blocks = assembled.blocks
    self.blocks = blocks
    self.schemes = schemes
    self.exclusiveSchemes = exclusiveSchemes
    self.domains = domains
    self.tabs = tabs
    self.options = options
    self.intake = URLIntake(schemes: schemes, domains: domains, options: options)
    self.index = assembled.trie
    self.entityCount = entityCount

    // Each entity is a handle to its row of the assembly's store, made
    // where it is kept.
    var routes: [Route] = []
    routes.reserveCapacity(entityCount + blocks.count)
    for row in 0..<Int32(entityCount) {
      routes.append(.entity(RouteEntity(columns: columns, row: row)))
    }
    for block in blocks { routes.append(.block(block)) }
    self.routes = routes
    self.sortedEntities = SortedEntities(routes[..<entityCount])

    // A source is registered before the entities shown on it, so each
    // parent's chain is ready when its children's are made.
    var chainEntities: [RouteEntity] = []
    chainEntities.reserveCapacity(entityCount)
    var chainSpans: [ChainSpan] = []
    chainSpans.reserveCapacity(entityCount)
    for (row, parent) in assembled.parents.enumerated() {
      let start = Int32(chainEntities.count)
      if parent >= 0 {
        let span = chainSpans[Int(parent)]
        chainEntities.append(
          contentsOf: chainEntities[Int(span.start)..<Int(span.start + span.count)])
      }
      chainEntities.append(RouteEntity(columns: columns, row: Int32(row)))
      chainSpans.append(ChainSpan(start: start, count: Int32(chainEntities.count) - start))
    }
    self.chainEntities = chainEntities
    self.chainSpans = chainSpans

    let trie = TrieRouteMatcher(
      routes: routes, trie: assembled.trie, captures: assembled.captures)
    self.linkContext = LinkContext(
      entities: chainEntities, names: assembled.captures.names, capturedNames: [:],
      nameSegments: assembled.captures.nameSegments,
      wildcardSegments: assembled.captures.wildcardSegments)
    if Matcher.self == TrieRouteMatcher.self {
      self.matcher = trie
      self.capturedNames = []
    } else {
      // Other matchers receive the routes in the documented order.
      let matcher = Matcher(
        routes: Self.ordered(entities: sortedEntities.value, blocks: blocks), options: options)
      self.matcher = matcher
      self.capturedNames = chainSpans.map { span in
        let chain = chainEntities[Int(span.start)..<Int(span.start + span.count)]
        return Dictionary(
          chain.map { ($0.pattern, matcher.parameterNames(in: $0.pattern)) },
          uniquingKeysWith: { first, _ in first })
      }
    }
  }

  /// Routes in the order a custom matcher receives them: sorted by pattern
  /// text, blocks of one pattern by descending priority before that
  /// pattern's entity. The entities come sorted, so only the blocks are
  /// sorted here and merged in.
  private static func ordered(entities: [RouteEntity], blocks: [RouteBlock]) -> [Route] {
    guard !blocks.isEmpty else { return entities.map(Route.entity) }
    let sortedBlocks = blocks.enumerated()
      .map { (text: $0.element.pattern.description, offset: $0.offset, block: $0.element) }
      .sorted {
        ($0.text, -$0.block.priority, $0.offset) < ($1.text, -$1.block.priority, $1.offset)
      }
    var routes: [Route] = []
    routes.reserveCapacity(entities.count + blocks.count)
    var next = sortedBlocks.startIndex
    for entity in entities {
      if next < sortedBlocks.endIndex {
        let text = entity.pattern.description
        while next < sortedBlocks.endIndex, sortedBlocks[next].text <= text {
          routes.append(.block(sortedBlocks[next].block))
          next += 1
        }
      }
      routes.append(.entity(entity))
    }
    routes += sortedBlocks[next...].map { .block($0.block) }
    return routes
  }

  // MARK: Entities

  /// The entity with this pattern, if any.
  public func entity(for pattern: RoutePattern) -> RouteEntity? {
    entityIndex(of: pattern).flatMap { routes[$0].entity }
  }

  /// The entities whose target has this name, sorted by pattern text: one
  /// target type may show several entities.
  public func entities(target: String) -> [RouteEntity] {
    entities.filter { $0.target == target }
  }

  /// The entities in the order they were first registered, without sorting them.
  var registeredEntities: some Collection<RouteEntity> {
    routes[..<entityCount].lazy.compactMap(\.entity)
  }

  /// The entities from the root of `entity`'s stack to `entity`, inclusive.
  public func chain(to entity: RouteEntity) -> [RouteEntity] {
    if let index = entityIndex(of: entity.pattern) { return Array(chain(at: index)) }
    // An entity the table does not hold: follow its sources through the table.
    var chain = [entity]
    var visited: Set<RoutePattern> = [entity.pattern]
    while let source = chain[0].source, let parent = self.entity(for: source),
      visited.insert(source).inserted
    {
      chain.insert(parent, at: 0)
    }
    return chain
  }

  /// The place in `routes` of the entity with this pattern, if any.
  func entityIndex(of pattern: RoutePattern) -> Int? {
    index.firstRoute(endingAt: pattern) { route in
      Int(route) < entityCount && routes[Int(route)].entity?.hasPattern(pattern) == true
    }.map(Int.init)
  }

  /// The chain of the entity at `index` in `routes`.
  func chain(at index: Int) -> ArraySlice<RouteEntity> {
    chainEntities[chainPositions(at: index)]
  }

  /// Where the chain of the entity at `index` in `routes` is in
  /// `chainEntities`; it ends with the entity.
  func chainPositions(at index: Int) -> Range<Int> {
    let span = chainSpans[index]
    return Int(span.start)..<Int(span.start + span.count)
  }

  /// The names a link to the entity at `index` captures for each screen.
  func names(at index: Int) -> [RoutePattern: [String]] {
    capturedNames.isEmpty ? [:] : capturedNames[index]
  }
}

/// A table's entities, sorted by pattern text the first time they are read.
private final class SortedEntities: @unchecked Sendable {
  // Unchecked: `sorted` is read and written under `lock` only.
  private let lock = NSLock()
  /// The table's entity routes, sharing the table's storage.
  private let routes: ArraySlice<Route>
  private var sorted: [RouteEntity]?

  init(_ routes: ArraySlice<Route>) {
    self.routes = routes
  }

  var value: [RouteEntity] {
    lock.lock()
    defer { lock.unlock() }
    if let sorted { return sorted }
    // Each pattern is printed once, not once per comparison.
    let sorted = routes.compactMap { route in route.entity.map { ($0.pattern.description, $0) } }
      .sorted { $0.0 < $1.0 }
      .map(\.1)
    self.sorted = sorted
    return sorted
  }
}
