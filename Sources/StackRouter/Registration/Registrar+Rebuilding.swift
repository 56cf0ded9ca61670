/// Rebuilding a table instead of changing it: a ``RouteTable`` is immutable,
/// so routes are removed by building a new table from the old one's
/// registrations, less the routes to remove.
extension Registrar {
  /// A registrar holding everything `table` was built from: its options,
  /// schemes (the default first), domains and tabs, every entity with its
  /// chain, placement, presentation, defaults, allowed parameters and
  /// registration site, and every block. Register more routes on it, then
  /// build a new table; ``makeTable(matcher:)``, given the matcher type
  /// `table` was built with, gives a table that matches links exactly as
  /// `table` does.
  ///
  /// ```swift
  /// var registrar = Registrar(rebuilding: table)
  /// registrar.register("promo/:code<PromoVC>")
  /// let extended = try registrar.makeTable()
  /// ```
  ///
  /// - Parameter table: the table to start from.
  public init(rebuilding table: RouteTable) {
    self.init(rebuilding: table, removing: [])
  }

  /// A registrar holding `table`'s registrations, as
  /// ``init(rebuilding:)`` does, less the entities and blocks whose pattern
  /// is one of `removed`. An entity shown on a removed one (its chain passes
  /// through it) is removed with it. Patterns the table does not have are
  /// ignored.
  init(rebuilding table: RouteTable, removing removed: Set<RoutePattern>) {
    self.init(options: table.options)
    for (offset, scheme) in table.schemes.enumerated() {
      accept(scheme: scheme, isDefault: offset == 0)
    }
    for domain in table.domains { accept(domain: domain) }
    if let tabs = table.tabs { declare(tabs: tabs) }
    // In registration order, each entity with its chain: a parent comes
    // before its children, so it keeps its own registration site.
    for index in 0..<table.entityCount {
      let chain = table.chain(at: index)
      guard !chain.contains(where: { entity in removed.contains { entity.hasPattern($0) } })
      else { continue }
      let entity = chain[chain.endIndex - 1]
      let location = entity.location
      register(
        Self.routeText(chain: chain), in: chain[chain.startIndex].placement,
        fileID: location.file, line: location.line, column: location.column)
      let options = EntityOptions(
        defaults: entity.defaults, allowedParameters: entity.allowedParameters,
        presentationStyle: entity.presentation.modalStyle)
      if !options.isEmpty {
        configure(
          entity.pattern.description, options: options,
          fileID: location.file, line: location.line, column: location.column)
      }
    }
    for block in table.blocks where !removed.contains(block.pattern) {
      handle(
        block.pattern.description, priority: block.priority, name: block.name,
        fileID: block.location.file, line: block.location.line, column: block.location.column,
        handler: block.handler)
    }
  }

  /// The route DSL text that registers a chain: its last entity's pattern,
  /// with each entity's target (and `!`) after its last segment.
  private static func routeText(chain: ArraySlice<RouteEntity>) -> String {
    let entity = chain[chain.endIndex - 1]
    let last = entity.pattern
    if chain.count == 1, !last.components.isEmpty {
      // Most entities are alone in their chain: the pattern, then the target.
      return last.description + "<" + entity.target + (entity.isModal ? ">!" : ">")
    }
    var root: RouteDefinition.Root?
    var ends: [(segment: Int, entity: RouteEntity)] = []
    for (offset, entity) in chain.enumerated() {
      let count =
        offset == chain.count - 1 ? last.components.count : entity.pattern.components.count
      if count == 0 {
        root = RouteDefinition.Root(target: entity.target, isModal: entity.isModal, column: 0)
      } else {
        ends.append((count - 1, entity))
      }
    }
    let segments = last.components.enumerated().map { offset, component in
      let end = ends.first { $0.segment == offset }?.entity
      return RouteDefinition.Segment(
        component: component, target: end?.target, isModal: end?.isModal ?? false, column: 0)
    }
    return RouteDefinition(scope: last.scope, root: root, segments: segments).description
  }
}

extension RoutePresentation {
  /// The style to register for a modal entity; `nil` for a push or the
  /// automatic style, which `!` gives.
  fileprivate var modalStyle: ModalPresentationStyle? {
    if case .modal(let style) = self, style != .automatic { style } else { nil }
  }
}

extension RouteTable {
  /// This table less the routes of some patterns: the replacement for
  /// removing a route, since a table never changes. The entities and blocks
  /// whose pattern is one of `patterns` are left out, with every entity shown
  /// on a removed one; everything else is registered again as it was, and
  /// the new table uses the same kind of matcher. Patterns the table does not
  /// have are ignored (compare ``entities`` to tell).
  ///
  /// It costs a new table, more than building one from route text: each
  /// route is written back as text and registered again. At 10,000 routes
  /// that is about 14,200 instructions per remaining route, against 6,640
  /// for a build (`Benchmarks/callgrind`). A ``Router``'s table is fixed
  /// too: build a new router on the same navigator, and the screens shown
  /// stay.
  ///
  /// ```swift
  /// let smaller = try table.removing([RoutePattern(parsing: "promo/:code")])
  /// ```
  ///
  /// - Parameter patterns: the patterns of the entities and blocks to leave out.
  /// - Returns: a new table.
  /// - Throws: ``RegistrationError``, which a table rebuilt from a valid one
  ///   does not give in practice.
  public func removing(
    _ patterns: some Sequence<RoutePattern>
  ) throws(RegistrationError) -> RouteTable {
    try Registrar(rebuilding: self, removing: Set(patterns)).makeTable(like: matcher)
  }
}

extension Registrar {
  /// Builds a table with the same kind of matcher as `matcher`.
  fileprivate func makeTable<Matcher: RouteMatcher>(
    like matcher: Matcher
  ) throws(RegistrationError) -> RouteTable {
    try makeTable(matcher: Matcher.self)
  }
}
