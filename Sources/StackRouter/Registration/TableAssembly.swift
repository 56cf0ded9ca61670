/// Turns a registrar's registrations into checked entities and blocks,
/// gathering every problem instead of stopping at the first.
struct TableAssembly {
  let schemes: [String]
  let domains: [String]
  let tabs: [String]?
  let options: MatchingOptions
  var problems: [RegistrationError.Problem]

  /// Entities by pattern, in first-registration order.
  private var records: [RoutePattern: Record] = [:]
  private var order: [RoutePattern] = []
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
    guard let existing = records[record.pattern] else {
      records[record.pattern] = record
      order.append(record.pattern)
      return
    }
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
    guard var record = records[pattern] else {
      report(.unknownEntity(pattern), at: location)
      return
    }
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
    records[pattern] = record
  }

  // MARK: Results

  /// The entities, sorted by pattern text.
  func entities() -> [RouteEntity] {
    order.compactMap { records[$0] }
      .map { record in
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

  /// Reports entities whose patterns differ but match exactly the same links.
  mutating func checkAmbiguity(_ entities: [RouteEntity]) {
    var seen: [ShapeKey: RouteEntity] = [:]
    let byLocation = entities.sorted {
      ($0.location.file, $0.location.line, $0.location.column) < (
        $1.location.file, $1.location.line, $1.location.column
      )
    }
    for entity in byLocation {
      let key = ShapeKey(entity.pattern, folding: options.caseInsensitiveLiterals, priority: nil)
      if let earlier = seen[key] {
        report(
          .ambiguous(entity.pattern, other: earlier.pattern, at: earlier.location),
          at: entity.location)
      } else {
        seen[key] = entity
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
struct ShapeKey: Hashable {
  let scope: RouteScope?
  let components: [PathComponent]
  let priority: Int?

  init(_ pattern: RoutePattern, folding: Bool, priority: Int?) {
    scope = pattern.scope
    components = pattern.shape.map { component in
      if folding, case .literal(let text) = component {
        .literal(text.lowercased())
      } else {
        component
      }
    }
    self.priority = priority
  }
}
