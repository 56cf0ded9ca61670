/// Turns a registrar's registrations into checked entities and blocks,
/// gathering every problem instead of stopping at the first.
struct TableAssembly {
  let schemes: [String]
  let domains: [String]
  let tabs: [String]?
  let options: MatchingOptions
  var problems: [RegistrationError.Problem]

  /// Entities in first-registration order, and each one's place by pattern.
  private var records: [Record] = []
  private var recordIndex: [RoutePattern: Int] = [:]
  private var reportedScopes: Set<RouteScope> = []

  init(
    schemes: [String], domains: [String], tabs: [String]?, options: MatchingOptions,
    problems: [RegistrationError.Problem]
  ) {
    self.schemes = schemes
    self.domains = domains
    self.tabs = tabs
    self.options = options
    self.problems = problems
  }

  /// One entity being assembled, with where each part was set.
  private struct Record {
    var pattern: RoutePattern
    var target: String
    var source: RoutePattern?
    var placement: RoutePlacement
    var isModal: Bool
    var location: SourceLocation
    var defaults: [String: (value: String, location: SourceLocation)] = [:]
    var allowed: (names: Set<String>, location: SourceLocation)?
    var style: (style: ModalPresentationStyle, location: SourceLocation)?

    var presentation: RoutePresentation {
      isModal ? .modal(style?.style ?? .automatic) : .push
    }
  }

  // MARK: Routes

  mutating func add(_ registration: Registrar.RouteRegistration) {
    let location = registration.location
    let definitions = registration.definition.entities
    guard let root = definitions.first, let last = definitions.last else { return }
    checkScope(registration.definition.scope, at: location)

    var placement = registration.placement
    if root.isModal {
      if case .tab(let tab) = placement {
        report(.modalRootInTab(root.pattern, tab: tab), at: location)
        return
      }
      placement = .overTop
    }
    if case .tab(let tab) = placement, let tabs, !tabs.contains(tab) {
      report(.unknownTab(tab, known: tabs), at: location)
    }

    for (offset, definition) in definitions.enumerated() {
      let record = Record(
        pattern: definition.pattern, target: definition.target, source: definition.source,
        placement: placement,
        isModal: definition.isModal || (offset == 0 && placement == .overTop),
        location: location)
      merge(record)
    }
    if !registration.options.isEmpty {
      apply(
        Registrar.OptionsRegistration(
          pattern: last.pattern, options: registration.options, location: location))
    }
  }

  private mutating func merge(_ record: Record) {
    guard let index = recordIndex[record.pattern] else {
      recordIndex[record.pattern] = records.count
      records.append(record)
      return
    }
    let existing = records[index]
    let pattern = record.pattern
    let at = existing.location
    if existing.target != record.target {
      report(
        .conflictingTarget(pattern, target: record.target, earlier: existing.target, at: at),
        at: record.location)
    } else if existing.source != record.source {
      report(
        .conflictingSource(pattern, source: record.source, earlier: existing.source, at: at),
        at: record.location)
    } else if existing.isModal != record.isModal {
      report(
        .conflictingPresentation(
          pattern, presentation: record.presentation, earlier: existing.presentation, at: at),
        at: record.location)
    } else if existing.placement != record.placement {
      report(
        .conflictingPlacement(
          pattern, placement: record.placement, earlier: existing.placement, at: at),
        at: record.location)
    }
  }

  // MARK: Options

  mutating func apply(_ configuration: Registrar.OptionsRegistration) {
    let pattern = configuration.pattern
    let location = configuration.location
    guard let index = recordIndex[pattern] else {
      report(.unknownEntity(pattern), at: location)
      return
    }
    var record = records[index]
    let options = configuration.options
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
      if !record.isModal {
        report(.styleForPushedEntity(pattern), at: location)
      } else if let earlier = record.style, earlier.style != style {
        report(
          .conflictingOption(pattern, option: "presentation style", at: earlier.location),
          at: location)
      } else {
        record.style = (style, location)
      }
    }
    records[index] = record
  }

  // MARK: Results

  /// The entities, sorted by pattern text.
  func entities() -> [RouteEntity] {
    records.map { record in
      RouteEntity(
        pattern: record.pattern, target: record.target, source: record.source,
        placement: record.placement, presentation: record.presentation,
        defaults: record.defaults.mapValues(\.value), allowedParameters: record.allowed?.names,
        location: record.location)
    }
    .map { (text: $0.pattern.description, entity: $0) }  // each pattern printed once
    .sorted { $0.text < $1.text }
    .map(\.entity)
  }

  /// The blocks, with their scopes checked and same-rank duplicates reported.
  mutating func checked(_ blocks: [RouteBlock]) -> [RouteBlock] {
    var seen: [ShapeKey: RouteBlock] = [:]
    for block in blocks {
      checkScope(block.pattern.scope, at: block.location)
      let key = ShapeKey(
        block.pattern, folding: options.caseInsensitiveLiterals, priority: block.priority)
      if let earlier = seen[key] {
        report(
          .ambiguousBlocks(
            block.pattern, other: earlier.pattern, priority: block.priority, at: earlier.location),
          at: block.location)
      } else {
        seen[key] = block
      }
    }
    return blocks
  }

  /// Reports entities whose patterns differ but match exactly the same links,
  /// each against the earliest registered entity of its shape.
  mutating func checkAmbiguity(_ entities: [RouteEntity]) {
    var first: [ShapeKey: Int] = [:]
    first.reserveCapacity(entities.count)
    var clashes: [Int: [Int]] = [:]
    for (index, entity) in entities.enumerated() {
      let key = ShapeKey(entity.pattern, folding: options.caseInsensitiveLiterals, priority: nil)
      if let earlier = first[key] {
        clashes[earlier, default: [earlier]].append(index)
      } else {
        first[key] = index
      }
    }
    for group in clashes.values {
      let byLocation = group.sorted { lhs, rhs in
        let (left, right) = (entities[lhs].location, entities[rhs].location)
        return (left.file, left.line, left.column, lhs) < (
          right.file, right.line, right.column, rhs
        )
      }
      let earliest = entities[byLocation[0]]
      for entity in byLocation.dropFirst().map({ entities[$0] }) {
        report(
          .ambiguous(entity.pattern, other: earliest.pattern, at: earliest.location),
          at: entity.location)
      }
    }
  }

  // MARK: Helpers

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

/// What makes two patterns match the same links: scope and shape, with
/// parameter names erased and, when literals ignore case, literals folded.
/// It compares the pattern in place, without building the shape.
struct ShapeKey: Hashable {
  let pattern: RoutePattern
  let folding: Bool
  let priority: Int?

  init(_ pattern: RoutePattern, folding: Bool, priority: Int?) {
    self.pattern = pattern
    self.folding = folding
    self.priority = priority
  }

  static func == (lhs: ShapeKey, rhs: ShapeKey) -> Bool {
    let left = lhs.pattern.components
    let right = rhs.pattern.components
    guard lhs.priority == rhs.priority, lhs.pattern.scope == rhs.pattern.scope,
      left.count == right.count
    else { return false }
    return zip(left, right).allSatisfy { pair in
      switch pair {
      case (.literal(let a), .literal(let b)):
        lhs.folding ? a.lowercased() == b.lowercased() : a == b
      case (.parameter, .parameter), (.wildcard, .wildcard), (.catchAll, .catchAll): true
      default: false
      }
    }
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(pattern.scope)
    hasher.combine(priority)
    hasher.combine(pattern.components.count)
    for component in pattern.components {
      hasher.combine(component.rank)
      if case .literal(let text) = component {
        hasher.combine(folding ? text.lowercased() : text)
      }
    }
  }
}
