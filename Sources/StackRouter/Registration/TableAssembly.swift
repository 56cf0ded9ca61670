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
  let schemes: [String]
  let domains: [String]
  let tabs: [String]?
  let options: MatchingOptions
  var problems: [RegistrationError.Problem]

  /// Entities in first-registration order; an entity's route number in the
  /// trie is its place here.
  private var records: [Record] = []
  private var trie: TrieRouteMatcher.Trie.Builder
  private var reportedScopes: Set<RouteScope> = []

  init(
    routes: PackedRoutes, schemes: [String], domains: [String], tabs: [String]?,
    options: MatchingOptions, problems: [RegistrationError.Problem], capacity: Int = 0
  ) {
    self.routes = routes
    self.schemes = schemes
    self.domains = domains
    self.tabs = tabs
    self.options = options
    self.problems = problems
    // A route's components make at most one node each, besides the roots.
    self.trie = TrieRouteMatcher.Trie.Builder(
      foldsLiterals: options.caseInsensitiveLiterals, capacity: capacity,
      nodeCapacity: routes.componentCount + 1)
    records.reserveCapacity(capacity)
  }

  /// One entity being assembled, with where each part was set.
  private struct Record {
    var scope: RouteScope?
    /// Where the pattern is packed in the routes' bytes.
    var pattern: Range<Int32>
    var parameterCount: Int32
    var endsWithCatchAll: Bool
    var target: String
    /// The source entity's place in `records`, `-1` for a root entity.
    var parent: Int32
    /// The trie node the pattern reaches.
    var node: Int32
    var placement: RoutePlacement
    var isModal: Bool
    var location: SourceLocation
  }

  /// The options applied to one entity, with where each was set. Kept apart
  /// from the records because few entities have any.
  private struct Settings {
    var defaults: [String: (value: String, location: SourceLocation)] = [:]
    var allowed: (names: Set<String>, location: SourceLocation)?
    var style: (style: ModalPresentationStyle, location: SourceLocation)?
  }

  /// The settings of the entities that have any, by place in `records`.
  private var settings: [Int: Settings] = [:]

  /// The settings of the entity at `index` in `records`, if it has any.
  private func settings(at index: Int) -> Settings? {
    settings.isEmpty ? nil : settings[index]
  }

  /// How an entity with these settings is shown.
  private func presentation(of record: Record, with settings: Settings?) -> RoutePresentation {
    record.isModal ? .modal(settings?.style?.style ?? .automatic) : .push
  }

  /// What the assembly hands the table: entities in first-registration
  /// order with each one's source, the blocks, and the trie of both
  /// (entities numbered first, then blocks).
  struct Result {
    let entities: [RouteEntity]
    /// Each entity's source, as its place in `entities`; `-1` for a root.
    let parents: [Int32]
    let blocks: [RouteBlock]
    let trie: TrieRouteMatcher.Trie
    /// What each route, entities then blocks, captures from a link.
    let captures: TrieRouteMatcher.Captures
  }

  // MARK: Routes

  mutating func add(_ registration: Registrar.RouteRegistration) {
    for route in registration.routes {
      add(routes.routes[route], as: registration)
    }
  }

  /// Adds the entities of one packed route.
  private mutating func add(
    _ route: PackedRoutes.Route, as registration: Registrar.RouteRegistration
  ) {
    let location = registration.location
    let entities = routes.entities[Int(route.entities.lowerBound)..<Int(route.entities.upperBound)]
    guard let root = entities.first else { return }
    checkScope(route.scope, at: location)

    var placement = registration.placement
    if root.isModal {
      if case .tab(let tab) = placement {
        report(.modalRootInTab(routes.pattern(of: root, in: route), tab: tab), at: location)
        return
      }
      placement = .overTop
    }
    if case .tab(let tab) = placement, let tabs, !tabs.contains(tab) {
      report(.unknownTab(tab, known: tabs), at: location)
    }

    var parent: Int32 = -1
    var node = trie.root(for: route.scope)
    var walked = route.patternStart
    for entity in entities {
      node = trie.node(from: node, following: components(walked..<entity.patternEnd))
      walked = entity.patternEnd
      parent = merge(
        Record(
          scope: route.scope, pattern: route.patternStart..<entity.patternEnd,
          parameterCount: entity.parameterCount, endsWithCatchAll: entity.endsWithCatchAll,
          target: entity.target, parent: parent, node: node, placement: placement,
          isModal: entity.isModal || (parent < 0 && placement == .overTop), location: location))
    }
    if !registration.options.isEmpty {
      apply(registration.options, to: Int(parent), at: location)
    }
  }

  /// Adds a record, or checks it against the one registered earlier with
  /// the same pattern; returns its place in `records` either way.
  private mutating func merge(_ record: consuming Record) -> Int32 {
    let node = record.node
    for index in trie.routes(at: node) where hasSamePattern(records[Int(index)], record) {
      check(record, against: Int(index))
      return index
    }
    // Entities are the first routes, so an entity's route number is its place in `records`.
    records.append(record)
    return trie.add(at: node, priority: nil)
  }

  /// Whether two records' patterns are equal: their scopes, and their
  /// packed bytes, which are equal exactly when their components are.
  private func hasSamePattern(_ lhs: Record, _ rhs: Record) -> Bool {
    guard lhs.scope == rhs.scope, lhs.pattern.count == rhs.pattern.count else { return false }
    return routes.bytes.withUnsafeBufferPointer { bytes in
      bytes[Int(lhs.pattern.lowerBound)..<Int(lhs.pattern.upperBound)].elementsEqual(
        bytes[Int(rhs.pattern.lowerBound)..<Int(rhs.pattern.upperBound)])
    }
  }

  /// The packed components in `range` of the routes' bytes.
  private func components(_ range: Range<Int32>) -> PackedComponents {
    PackedComponents(bytes: routes.bytes, range: Int(range.lowerBound)..<Int(range.upperBound))
  }

  /// A record's pattern, made from its bytes, for a problem's message.
  private func pattern(of record: Record) -> RoutePattern {
    RoutePattern(scope: record.scope, components: Array(components(record.pattern)))
  }

  private mutating func check(_ record: Record, against index: Int) {
    let existing = records[index]
    let pattern = pattern(of: record)
    let at = existing.location
    if existing.target != record.target {
      report(
        .conflictingTarget(pattern, target: record.target, earlier: existing.target, at: at),
        at: record.location)
    } else if existing.parent != record.parent {
      report(
        .conflictingSource(
          pattern, source: source(of: record), earlier: source(of: existing), at: at),
        at: record.location)
    } else if existing.isModal != record.isModal {
      report(
        .conflictingPresentation(
          pattern, presentation: presentation(of: record, with: nil),
          earlier: presentation(of: existing, with: settings(at: index)), at: at),
        at: record.location)
    } else if existing.placement != record.placement {
      report(
        .conflictingPlacement(
          pattern, placement: record.placement, earlier: existing.placement, at: at),
        at: record.location)
    }
  }

  private func source(of record: Record) -> RoutePattern? {
    record.parent < 0 ? nil : pattern(of: records[Int(record.parent)])
  }

  // MARK: Options

  mutating func apply(_ configuration: Registrar.OptionsRegistration) {
    guard let index = index(of: configuration.pattern) else {
      report(.unknownEntity(configuration.pattern), at: configuration.location)
      return
    }
    apply(configuration.options, to: index, at: configuration.location)
  }

  /// The place in `records` of the entity with `pattern`, if any.
  private func index(of pattern: RoutePattern) -> Int? {
    guard let node = trie.existingNode(for: pattern) else { return nil }
    return trie.routes(at: node).lazy.map(Int.init).first { index in
      let record = records[index]
      return record.scope == pattern.scope
        && components(record.pattern).elementsEqual(pattern.components)
    }
  }

  private mutating func apply(_ options: EntityOptions, to index: Int, at location: SourceLocation)
  {
    let pattern = pattern(of: records[index])
    var record = settings[index] ?? Settings()
    for (name, value) in options.defaults.sorted(by: { $0.key < $1.key }) {
      if let earlier = record.defaults[name], earlier.value != value {
        report(
          .conflictingOption(pattern, option: "default '\(name)'", at: earlier.location),
          at: location)
      } else {
        record.defaults[name] = (value, location)
      }
    }
    if let allowed = options.allowedParameters {
      if let earlier = record.allowed, earlier.names != allowed {
        report(
          .conflictingOption(pattern, option: "allowed parameters", at: earlier.location),
          at: location)
      } else {
        record.allowed = (allowed, location)
      }
    }
    if let style = options.presentationStyle {
      if !records[index].isModal {
        report(.styleForPushedEntity(pattern), at: location)
      } else if let earlier = record.style, earlier.style != style {
        report(
          .conflictingOption(pattern, option: "presentation style", at: earlier.location),
          at: location)
      } else {
        record.style = (style, location)
      }
    }
    settings[index] = record
  }

  // MARK: Checks

  /// Reports entities whose patterns differ but match exactly the same links
  /// (they reach one trie node), each against the earliest registered entity
  /// of its shape. Runs before blocks join the trie.
  mutating func checkAmbiguity() {
    for index in records.indices {
      // Most nodes end one entity; the list is made only for the others.
      let node = records[index].node
      var routes = trie.routes(at: node)
      guard routes.next() == Int32(index), routes.next() != nil else { continue }
      var group = trie.routes(at: node).map(Int.init)
      group.sort { lhs, rhs in
        let (left, right) = (records[lhs].location, records[rhs].location)
        return (left.file, left.line, left.column, lhs) < (
          right.file, right.line, right.column, rhs
        )
      }
      let earliest = records[group[0]]
      for other in group.dropFirst() {
        report(
          .ambiguous(
            pattern(of: records[other]), other: pattern(of: earliest), at: earliest.location),
          at: records[other].location)
      }
    }
  }

  // MARK: Result

  /// Checks the blocks (their scopes, and blocks of one shape and priority),
  /// adds them to the trie after the entities, and hands over the result.
  mutating func finish(blocks: [RouteBlock]) -> Result {
    for block in blocks {
      checkScope(block.pattern.scope, at: block.location)
      let node = trie.node(for: block.pattern)
      let entityCount = records.count
      let earlier = trie.routes(at: node).lazy
        .map { Int($0) - entityCount }
        .first { $0 >= 0 && blocks[$0].priority == block.priority }
      if let earlier {
        report(
          .ambiguousBlocks(
            block.pattern, other: blocks[earlier].pattern, priority: block.priority,
            at: blocks[earlier].location),
          at: block.location)
      }
      trie.add(at: node, priority: block.priority)
    }
    // The entities go into one store, row after row, whose patterns are
    // runs of the routes' packed bytes and which shares the parameter
    // names the captures list.
    var store = EntityColumns.Builder(
      patternBytes: exactCopy(of: routes.bytes), capacity: records.count)
    var captures = TrieRouteMatcher.Captures(capacity: records.count + blocks.count)
    for index in records.indices {
      let settings = settings(at: index)
      store.append(
        scope: records[index].scope, pattern: records[index].pattern,
        parameterCount: records[index].parameterCount,
        endsWithCatchAll: records[index].endsWithCatchAll, target: records[index].target,
        parent: records[index].parent, placement: records[index].placement,
        presentation: presentation(of: records[index], with: settings),
        defaults: settings?.defaults.mapValues(\.value) ?? [:],
        allowedParameters: settings?.allowed?.names, location: records[index].location)
      captures.add(components(records[index].pattern))
    }
    for block in blocks { captures.add(block.pattern) }
    let columns = EntityColumns(store, names: captures.names)
    return Result(
      entities: (0..<Int32(records.count)).map { RouteEntity(columns: columns, row: $0) },
      parents: records.map(\.parent), blocks: blocks, trie: trie.build(), captures: captures)
  }

  // MARK: Helpers

  /// The bytes in an array without spare capacity: the table keeps them,
  /// and the registrar's list grew by doubling.
  private func exactCopy(of bytes: [UInt8]) -> [UInt8] {
    [UInt8](unsafeUninitializedCapacity: bytes.count) { buffer, initialized in
      initialized = buffer.initialize(fromContentsOf: bytes)
    }
  }

  private mutating func checkScope(_ scope: RouteScope?, at location: SourceLocation) {
    guard let scope, !reportedScopes.contains(scope) else { return }
    let accepted =
      switch scope {
      case .scheme(let scheme): schemes.contains(scheme)
      case .domain(let host): domains.contains(host)
      }
    if !accepted {
      reportedScopes.insert(scope)
      report(.scopeNotAccepted(scope), at: location)
    }
  }

  private mutating func report(_ kind: RegistrationError.Kind, at location: SourceLocation) {
    problems.append(RegistrationError.Problem(location: location, kind: kind))
  }
}
