/// Turns a registrar's registrations into checked entities and blocks,
/// gathering every problem instead of stopping at the first.
///
/// It builds the default matcher's trie as it goes. The node a pattern
/// reaches is its shape: patterns that reach one node match exactly the same
/// links. So finding an entity by its pattern, merging a repeated entity and
/// finding ambiguous ones each walk the trie, and no table keyed by pattern
/// is built.
struct TableAssembly {
  /// The registered routes, whose bytes become the entities' patterns.
  let routes: PackedRoutes
  /// The registrar's registrations, and what they share.
  let registrations: [Registrar.RouteRegistration]
  let contexts: [Registrar.RegistrationContext]
  let schemes: [String]
  let domains: [String]
  let tabs: [String]?
  let options: MatchingOptions
  var problems: [RegistrationError.Problem]

  /// Entities in first-registration order; an entity's route number in the
  /// trie is its place here.
  var records: [Record] = []
  /// The matching stage's side of assembly: shapes, routes and captures.
  var matcher: MatcherAssembly
  var reportedScopes: Set<RouteScope> = []

  init(
    routes: PackedRoutes, registrations: [Registrar.RouteRegistration],
    contexts: [Registrar.RegistrationContext], schemes: [String], domains: [String],
    tabs: [String]?, options: MatchingOptions, problems: [RegistrationError.Problem],
    capacity: Int = 0
  ) {
    self.routes = routes
    self.registrations = registrations
    self.contexts = contexts
    self.schemes = schemes
    self.domains = domains
    self.tabs = tabs
    self.options = options
    self.problems = problems
    self.matcher = MatcherAssembly(
      foldsLiterals: options.caseInsensitiveLiterals, capacity: capacity,
      componentCount: routes.componentCount, patternBytes: routes.bytes)
    records.reserveCapacity(capacity)
  }

  /// One entity being assembled, as places in the packed routes and the
  /// registrations. It holds no strings, so that records are copied and
  /// freed without reference counting.
  struct Record {
    /// The entity's place in the routes' entities: its target, its
    /// pattern's end and what the pattern holds.
    var entity: Int32
    /// Its route's place in the routes: its scope and its pattern's start.
    var route: Int32
    /// The place in `registrations` of the registration that made it first.
    var registration: Int32
    /// The source entity's place in `records`, `-1` for a root entity.
    var parent: Int32
    /// The trie node the pattern reaches.
    var node: Int32
    var isModal: Bool
    /// Whether the chain's root is modal, which places it over the top
    /// whatever the registration says.
    var rootIsModal: Bool
  }

  // MARK: Reading a record

  func entity(of record: Record) -> PackedRoutes.Entity {
    routes.entities[Int(record.entity)]
  }

  func route(of record: Record) -> PackedRoutes.Route {
    routes.routes[Int(record.route)]
  }

  func scope(of record: Record) -> RouteScope? {
    routes.scope(of: route(of: record))
  }

  /// Where the pattern is packed in the routes' bytes.
  func patternRange(of record: Record) -> Range<Int32> {
    route(of: record).patternStart..<entity(of: record).patternEnd
  }

  func context(of record: Record) -> Registrar.RegistrationContext {
    contexts[Int(registrations[Int(record.registration)].context)]
  }

  func placement(of record: Record) -> RoutePlacement {
    record.rootIsModal ? .overTop : context(of: record).placement
  }

  func location(of record: Record) -> SourceLocation {
    location(ofRegistration: record.registration)
  }

  /// Where the registration at `index` in `registrations` was made.
  func location(ofRegistration index: Int32) -> SourceLocation {
    let registration = registrations[Int(index)]
    return SourceLocation(
      file: contexts[Int(registration.context)].file, line: registration.line,
      column: registration.column)
  }

  /// The options applied to one entity, with where each was set. Kept apart
  /// from the records because few entities have any.
  struct Settings {
    var defaults: [String: (value: String, location: SourceLocation)] = [:]
    var allowed: (names: Set<String>, location: SourceLocation)?
    var style: (style: ModalPresentationStyle, location: SourceLocation)?
  }

  /// The settings of the entities that have any, by place in `records`.
  var settings: [Int: Settings] = [:]

  /// The settings of the entity at `index` in `records`, if it has any.
  func settings(at index: Int) -> Settings? {
    settings.isEmpty ? nil : settings[index]
  }

  /// How an entity with these settings is shown.
  func presentation(of record: Record, with settings: Settings?) -> RoutePresentation {
    record.isModal ? .modal(settings?.style?.style ?? .automatic) : .push
  }

  /// What the assembly hands the table: entities in first-registration
  /// order with each one's source, the blocks, and the trie of both
  /// (entities numbered first, then blocks).
  struct Result {
    /// The entities' store: entity `n` is its row `n`.
    let columns: EntityColumns
    /// Each entity's source, as its row; `-1` for a root. One per entity.
    let parents: [Int32]
    let blocks: [RouteBlock]
    let trie: TrieRouteMatcher.Trie
    /// What each route, entities then blocks, captures from a link.
    let captures: TrieRouteMatcher.Captures
  }

  // MARK: Routes

  /// Adds the entities of the registration at `index` in `registrations`.
  mutating func add(registration index: Int) {
    let registration = registrations[index]
    for route in registration.routes {
      add(route: route, registration: Int32(index))
    }
  }

  /// Adds the entities of the packed route at `index`.
  mutating func add(route index: Int32, registration: Int32) {
    let route = routes.routes[Int(index)]
    let entities = route.entities
    guard !entities.isEmpty else { return }
    let root = routes.entities[Int(entities.lowerBound)]
    let scope = routes.scope(of: route)
    // Most routes have no scope; their location is not made.
    if scope != nil { checkScope(scope, at: location(ofRegistration: registration)) }
    // The context is read in place: a copy would retain its values.
    let context = Int(registrations[Int(registration)].context)
    if root.isModal, case .tab(let tab) = contexts[context].placement {
      report(
        .modalRootInTab(routes.pattern(of: root, in: route), tab: tab),
        at: location(ofRegistration: registration))
      return
    }
    if case .tab(let tab) = contexts[context].placement, let tabs, !tabs.contains(tab) {
      report(.unknownTab(tab, known: tabs), at: location(ofRegistration: registration))
    }
    let isPlacedOverTop = root.isModal || contexts[context].placement == .overTop

    var parent: Int32 = -1
    var node = matcher.root(for: scope)
    var walked = route.patternStart
    for entityIndex in entities {
      let entity = routes.entities[Int(entityIndex)]
      node = matcher.shape(from: node, following: components(walked..<entity.patternEnd))
      walked = entity.patternEnd
      parent = merge(
        Record(
          entity: entityIndex, route: index, registration: registration, parent: parent,
          node: node, isModal: entity.isModal || (parent < 0 && isPlacedOverTop),
          rootIsModal: root.isModal))
    }
    if !contexts[context].options.isEmpty {
      apply(contexts[context].options, to: Int(parent), at: location(ofRegistration: registration))
    }
  }

  /// Adds a record, or checks it against the one registered earlier with
  /// the same pattern; returns its place in `records` either way.
  mutating func merge(_ record: Record) -> Int32 {
    let node = record.node
    var same: Int32?
    matcher.forEachRoute(at: node) { index in
      guard hasSamePattern(records[Int(index)], record) else { return true }
      same = index
      return false
    }
    if let same {
      check(record, against: Int(same))
      return same
    }
    // Entities are the first routes, so an entity's route number is its place in `records`.
    records.append(record)
    return matcher.addRoute(at: node, priority: nil)
  }

  /// Whether two records' patterns are equal, as `RoutePattern` compares
  /// them: their scopes, and their components' texts. Equal packed bytes
  /// answer at once; other bytes spell equal texts only when some are not
  /// ASCII (`é` and `e` with a combining accent), and only then are the
  /// components decoded and compared as strings.
  func hasSamePattern(_ lhs: Record, _ rhs: Record) -> Bool {
    guard routes.haveSameScope(route(of: lhs), route(of: rhs)) else { return false }
    let (left, right) = (patternRange(of: lhs), patternRange(of: rhs))
    let (sameBytes, isASCII) = routes.compareBytes(left, right)
    if sameBytes || isASCII { return sameBytes }
    return components(left).elementsEqual(components(right))
  }

  /// The packed components in `range` of the routes' bytes.
  func components(_ range: Range<Int32>) -> PackedComponents {
    PackedComponents(bytes: routes.bytes, range: Int(range.lowerBound)..<Int(range.upperBound))
  }

  /// A record's pattern, made from its bytes, for a problem's message.
  func pattern(of record: Record) -> RoutePattern {
    routes.pattern(of: entity(of: record), in: route(of: record))
  }

  mutating func check(_ record: Record, against index: Int) {
    let existing = records[index]
    let (entity, existingEntity) = (entity(of: record), entity(of: existing))
    if !routes.haveSameTarget(existingEntity, entity) {
      report(
        .conflictingTarget(
          pattern(of: record), target: routes.target(of: entity),
          earlier: routes.target(of: existingEntity), at: location(of: existing)),
        at: location(of: record))
    } else if existing.parent != record.parent {
      report(
        .conflictingSource(
          pattern(of: record), source: source(of: record), earlier: source(of: existing),
          at: location(of: existing)),
        at: location(of: record))
    } else if existing.isModal != record.isModal {
      report(
        .conflictingPresentation(
          pattern(of: record), presentation: presentation(of: record, with: nil),
          earlier: presentation(of: existing, with: settings(at: index)),
          at: location(of: existing)),
        at: location(of: record))
    } else if placement(of: existing) != placement(of: record) {
      report(
        .conflictingPlacement(
          pattern(of: record), placement: placement(of: record),
          earlier: placement(of: existing), at: location(of: existing)),
        at: location(of: record))
    }
  }

  func source(of record: Record) -> RoutePattern? {
    record.parent < 0 ? nil : pattern(of: records[Int(record.parent)])
  }

  // MARK: Result

  /// Checks the blocks (their scopes, and blocks of one shape and priority),
  /// adds them to the trie after the entities, and hands over the result.
  mutating func finish(blocks: [RouteBlock]) -> Result {
    for block in blocks {
      checkScope(block.pattern.scope, at: block.location)
      let node = matcher.shape(of: block.pattern)
      let entityCount = records.count
      var earlier: Int?
      matcher.forEachRoute(at: node) { route in
        let place = Int(route) - entityCount
        guard place >= 0, blocks[place].priority == block.priority else { return true }
        earlier = place
        return false
      }
      if let earlier {
        report(
          .ambiguousBlocks(
            block.pattern, other: blocks[earlier].pattern, priority: block.priority,
            at: blocks[earlier].location),
          at: block.location)
      }
      matcher.addRoute(at: node, priority: block.priority)
    }
    // The entities go into one store, row after row, whose patterns are
    // runs of the routes' packed bytes (kept once, by the trie's literals
    // too) and which shares the parameter names the captures list.
    var store = EntityColumns.Builder(
      patternBytes: matcher.sharedPatternBytes(), capacity: records.count)
    let nameCount = records.reduce(0) { $0 + Int(entity(of: $1).parameterCount) }
    matcher.reserveCaptures(
      routes: records.count + blocks.count,
      names: nameCount + blocks.reduce(0) { $0 + $1.pattern.parameterNames.count })
    for (index, record) in records.enumerated() {
      let settings = settings(at: index)
      let entity = entity(of: record)
      let pattern = patternRange(of: record)
      // An entity registered where the last one was (the same context, line
      // and column, and a root as modal) has its placement and location.
      let isAtLastSite = index > 0 && isAtSameSite(record, records[index - 1])
      store.append(
        scope: scope(of: record), pattern: pattern, parameterCount: entity.parameterCount,
        endsWithCatchAll: entity.endsWithCatchAll, target: routes.target(of: entity),
        parent: record.parent, placement: isAtLastSite ? nil : placement(of: record),
        presentation: presentation(of: record, with: settings),
        defaults: settings?.defaults.mapValues(\.value) ?? [String: String](),
        allowedParameters: settings?.allowed?.names,
        location: isAtLastSite ? nil : location(of: record))
      matcher.addCaptures(components(pattern))
    }
    for block in blocks { matcher.addCaptures(block.pattern) }
    let columns = EntityColumns(store, names: matcher.captureNames)
    let (trie, captures) = matcher.finish()
    return Result(
      columns: columns, parents: records.map(\.parent), blocks: blocks, trie: trie,
      captures: captures)
  }

  // MARK: Helpers

  /// Whether two records were registered at one site, told from their
  /// registrations' places alone: the same context (file, placement and
  /// options), line and column, with roots alike modal or not. Records at
  /// one site have one placement and one location.
  func isAtSameSite(_ lhs: Record, _ rhs: Record) -> Bool {
    guard lhs.rootIsModal == rhs.rootIsModal else { return false }
    if lhs.registration == rhs.registration { return true }
    let (left, right) = (registrations[Int(lhs.registration)], registrations[Int(rhs.registration)])
    return left.context == right.context && left.line == right.line
      && left.column == right.column
  }

  mutating func checkScope(_ scope: RouteScope?, at location: SourceLocation) {
    guard let scope, !reportedScopes.contains(scope) else { return }
    let accepted =
      switch scope {
      case .scheme(let scheme): schemes.contains(scheme)
      case .domain(let host): domains.contains(host)
      case .anyScheme: !schemes.isEmpty
      case .anyDomain: !domains.isEmpty
      }
    if !accepted {
      reportedScopes.insert(scope)
      report(.scopeNotAccepted(scope), at: location)
    }
  }

  mutating func report(_ kind: RegistrationError.Kind, at location: SourceLocation) {
    problems.append(RegistrationError.Problem(location: location, kind: kind))
  }
}
