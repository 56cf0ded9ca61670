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
  public let entities: [RouteEntity]
  /// Every block, in registration order.
  public let blocks: [RouteBlock]
  /// The accepted custom schemes.
  public let schemes: [String]
  /// The accepted universal-link domains.
  public let domains: [String]
  /// The app's tab names, when declared.
  public let tabs: [String]?
  /// How links are read and compared.
  public let options: MatchingOptions
  /// The matcher built for the table's routes.
  public let matcher: any RouteMatcher

  /// The routes in the order the matcher received them.
  private let routes: [Route]
  /// Each entity's position in `routes`, by pattern.
  private let entityIndex: [RoutePattern: Int]
  /// What every link to an entity shares, by route index (`nil` for blocks),
  /// computed once when the table is built so that matching a link derives
  /// nothing from the patterns.
  private let contexts: [LinkContext?]
  /// The default matcher, when the table uses it: it has faster paths.
  private let trie: TrieRouteMatcher?
  private let intake: URLIntake

  private struct LinkContext: Sendable {
    let chain: [RouteEntity]
    let capturedNames: [RoutePattern: [String]]
  }

  init<Matcher: RouteMatcher>(
    entities: [RouteEntity], blocks: [RouteBlock], schemes: [String], domains: [String],
    tabs: [String]?, options: MatchingOptions, matcher: Matcher.Type
  ) {
    self.entities = entities
    self.blocks = blocks
    self.schemes = schemes
    self.domains = domains
    self.tabs = tabs
    self.options = options
    self.intake = URLIntake(schemes: schemes, domains: domains, options: options)
    let routes = Self.ordered(entities: entities, blocks: blocks)
    let matcher = Matcher(routes: routes, options: options)
    var entityIndex: [RoutePattern: Int] = [:]
    entityIndex.reserveCapacity(entities.count)
    for (index, route) in routes.enumerated() {
      if let entity = route.entity, entityIndex[entity.pattern] == nil {
        entityIndex[entity.pattern] = index
      }
    }
    self.routes = routes
    self.entityIndex = entityIndex
    self.matcher = matcher
    let trie = self.matcher as? TrieRouteMatcher
    self.trie = trie
    // Each entity's parent, found once; chains then follow indices.
    let parents = routes.map { route in route.entity?.source.flatMap { entityIndex[$0] } }
    self.contexts = routes.indices.map { index in
      guard routes[index].entity != nil else { return nil }
      var chain: [RouteEntity] = []
      var next: Int? = index
      while let current = next, let entity = routes[current].entity, chain.count < routes.count {
        chain.append(entity)
        next = parents[current]
      }
      chain.reverse()
      // The default matcher captures each pattern's own `:name` components,
      // which is what a link assumes when it has no names for a screen.
      guard trie == nil else { return LinkContext(chain: chain, capturedNames: [:]) }
      let names = Dictionary(
        chain.map { ($0.pattern, matcher.parameterNames(in: $0.pattern)) },
        uniquingKeysWith: { first, _ in first })
      return LinkContext(chain: chain, capturedNames: names)
    }
  }

  /// Routes in the order a matcher receives them: sorted by pattern text,
  /// blocks of one pattern by descending priority before that pattern's
  /// entity. The entities come sorted, so only the blocks are sorted here and
  /// merged in.
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
    entityIndex[pattern].flatMap { routes[$0].entity }
  }

  /// The entities whose target has this name, sorted by pattern text: one
  /// target type may show several entities.
  public func entities(target: String) -> [RouteEntity] {
    entities.filter { $0.target == target }
  }

  /// The entities from the root of `entity`'s stack to `entity`, inclusive.
  public func chain(to entity: RouteEntity) -> [RouteEntity] {
    if let index = entityIndex[entity.pattern], let context = contexts[index] {
      return context.chain
    }
    return Self.chain(to: entity, in: routes, entityIndex)
  }

  private static func chain(
    to entity: RouteEntity, in routes: [Route], _ entityIndex: [RoutePattern: Int]
  ) -> [RouteEntity] {
    var chain = [entity]
    var visited: Set<RoutePattern> = [entity.pattern]
    while let source = chain[0].source, let index = entityIndex[source],
      let parent = routes[index].entity, visited.insert(source).inserted
    {
      chain.insert(parent, at: 0)
    }
    return chain
  }

  // MARK: Links

  /// Reads a link: checks its scheme or domain, the limits and the encoding,
  /// and decodes its path and query.
  ///
  /// - Throws: ``InvalidURLError`` saying what was wrong and where.
  public func read(_ link: String) throws(InvalidURLError) -> RequestURL {
    try intake.read(link)
  }

  /// Reads a `URL`'s absolute string; see ``read(_:)-(String)``.
  public func read(_ url: URL) throws(InvalidURLError) -> RequestURL {
    try intake.read(url.absoluteString)
  }

  /// The routes that match a request, best first, ending with the best
  /// entity: blocks ranked below it never run, so they are left out.
  public func candidates(for request: RequestURL) -> [RouteMatch] {
    if let trie { return trie.candidates(for: request) }
    var candidates: [RouteMatch] = []
    for match in matcher.matches(for: request) {
      candidates.append(match)
      if case .entity = match.route { break }
    }
    return candidates
  }

  /// Reads and matches a link carrying `parameters` beside it (see
  /// ``RequestURL/parameters``), ignoring blocks.
  public func resolve(_ link: String, parameters: LinkParameters) -> LinkResolution {
    do {
      return resolve(try read(link).adding(parameters: parameters))
    } catch {
      return .invalid(error)
    }
  }

  /// Reads and matches a link to its best entity, ignoring blocks.
  public func resolve(_ link: String) -> LinkResolution {
    let request: RequestURL
    do {
      request = try read(link)
    } catch {
      return .invalid(error)
    }
    return resolve(request)
  }

  /// Matches a request that passed intake to its best entity, ignoring blocks.
  ///
  /// A match whose `*` or `**` captures hold a `.` or `..` component is
  /// refused as ``LinkResolution/invalid(_:)``; see ``checkCaptures(of:in:)``.
  public func resolve(_ request: RequestURL) -> LinkResolution {
    if let trie {
      // The default matcher's captures go straight into the link.
      guard let (index, captured) = trie.bestEntityCaptures(for: request),
        let entity = routes[index].entity, let context = contexts[index]
      else { return .unmatched(request) }
      do throws(InvalidURLError) {
        try checkCaptures(
          pattern: entity.pattern, wildcards: captured.wildcards, remainder: captured.remainder,
          in: request)
      } catch {
        return .invalid(error)
      }
      return .matched(
        AppLink(
          request: request, entity: entity, chain: context.chain,
          routeParameters: captured.parameters, wildcards: captured.wildcards,
          remainder: captured.remainder, capturedNames: context.capturedNames,
          parameterPolicy: options.parameterPolicy))
    }
    for match in matcher.matches(for: request) {
      if let link = link(for: match, in: request) {
        do throws(InvalidURLError) {
          try checkCaptures(of: match, in: request)
        } catch {
          return .invalid(error)
        }
        return .matched(link)
      }
    }
    return .unmatched(request)
  }

  /// Refuses a match whose `*` or `**` captures hold a `.` or `..` path
  /// component once decoded (`..%2F..%2Fsecret` read as `../../secret`),
  /// unless ``MatchingOptions/allowsDotComponentsInWildcards`` is set.
  /// ``resolve(_:)-(RequestURL)`` and the router check every match they use;
  /// an app that walks ``candidates(for:)`` itself calls this for each.
  ///
  /// - Throws: ``InvalidURLError`` with ``InvalidURLError/Reason/dotComponent(segment:)``.
  public func checkCaptures(
    of match: RouteMatch, in request: RequestURL
  ) throws(InvalidURLError) {
    try checkCaptures(
      pattern: match.route.pattern, wildcards: match.wildcards, remainder: match.remainder,
      in: request)
  }

  private func checkCaptures(
    pattern: RoutePattern, wildcards: [String], remainder: [String], in request: RequestURL
  ) throws(InvalidURLError) {
    guard !options.allowsDotComponentsInWildcards, !wildcards.isEmpty || !remainder.isEmpty
    else { return }
    func refuse(segment: Int) -> InvalidURLError {
      InvalidURLError(input: request.original, reason: .dotComponent(segment: segment))
    }
    var wildcard = 0
    for (offset, component) in pattern.components.enumerated() where component == .wildcard {
      if wildcard < wildcards.count, Self.hasDotComponent(wildcards[wildcard]) {
        throw refuse(segment: offset + 1)
      }
      wildcard += 1
    }
    let remainderStart = request.content.segmentCount - remainder.count
    for (offset, segment) in remainder.enumerated() where Self.hasDotComponent(segment) {
      throw refuse(segment: remainderStart + offset + 1)
    }
  }

  /// Whether decoded text holds `.` or `..` between `/` or `\` separators
  /// (or at either end).
  static func hasDotComponent(_ text: String) -> Bool {
    var dots = 0  // the dots so far in this component; -1 once it holds anything else
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "/"), UInt8(ascii: "\\"):
        if dots == 1 || dots == 2 { return true }
        dots = 0
      case UInt8(ascii: "."):
        if dots >= 0 { dots += 1 }
      default:
        dots = -1
      }
    }
    return dots == 1 || dots == 2
  }

  /// The ``AppLink`` for an entity match, or `nil` for a block match.
  public func link(for match: RouteMatch, in request: RequestURL) -> AppLink? {
    guard case .entity(let entity) = match.route else { return nil }
    // The table's matchers hand back the table's own entities, whose context
    // was computed when the table was built; the default one says where.
    var index = match.routeIndex
    if let known = index, !routes.indices.contains(known) || routes[known].pattern != entity.pattern
    {
      index = nil  // a match from another matcher's routes
    }
    let context =
      (index ?? entityIndex[entity.pattern]).flatMap { contexts[$0] }
      ?? LinkContext(
        chain: Self.chain(to: entity, in: routes, entityIndex),
        capturedNames: [entity.pattern: matcher.parameterNames(in: entity.pattern)])
    return AppLink(
      request: request, entity: entity, chain: context.chain, routeParameters: match.parameters,
      wildcards: match.wildcards, remainder: match.remainder, capturedNames: context.capturedNames,
      parameterPolicy: options.parameterPolicy)
  }

  /// The context a block receives for a block match: route parameters over
  /// the request's own parameters over query items.
  public func blockContext(for match: RouteMatch, in request: RequestURL) -> RouteBlock.Context {
    var parameters: [String: [String]] = [:]
    for item in request.queryItems { parameters[item.name, default: []].append(item.value) }
    for name in request.parameters.names { parameters[name] = request.parameters.values(name) }
    for (name, value) in match.parameters { parameters[name] = [value] }
    return RouteBlock.Context(
      request: request, pattern: match.route.pattern,
      parameters: LinkParameters(multiValues: parameters), remainder: match.remainder)
  }
}

/// The result of resolving a link against a ``RouteTable``.
public enum LinkResolution: Sendable {
  /// The link matched an entity.
  case matched(AppLink)
  /// The link passed intake but no entity matches it.
  case unmatched(RequestURL)
  /// The link was refused at intake.
  case invalid(InvalidURLError)
}
