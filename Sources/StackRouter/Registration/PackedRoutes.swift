/// The routes a registrar holds, packed: every route's components in one
/// byte list, in the form ``PackedComponents`` reads, and the entities the
/// routes end in one list beside it.
///
/// An entity's pattern is a run of its route's bytes, from the route's
/// first component to the entity's last. So the entities of one route share
/// their bytes, and a table keeps this list as its entities' patterns
/// rather than packing them again.
///
/// Routes are parsed straight into it (it is a ``RouteSink``): ASCII route
/// text without groups, as nearly all is, makes no ``RouteDefinition``.
struct PackedRoutes: Sendable {
  /// Every route's components, route after route.
  private(set) var bytes: [UInt8] = []
  /// Every route's entities, route after route, each route's from its root.
  private(set) var entities: [Entity] = []
  /// The routes, in the order packed.
  private(set) var routes: [Route] = []
  /// How many components have been packed: at most one trie node each, so
  /// a table reserves its trie's nodes from it.
  private(set) var componentCount = 0
  /// The route being packed.
  private var current = Route(scope: nil, patternStart: 0, entities: 0..<0)
  /// The route being packed's `:name` parameters: where each name is in
  /// `bytes`, and its column.
  private var parameters: [(name: Range<Int>, column: Int)] = []

  /// One entity a route ends.
  struct Entity: Sendable {
    /// Where the entity's pattern ends in `bytes`.
    let patternEnd: Int32
    /// The target type's name.
    let target: String
    /// Whether the target is presented modally.
    let isModal: Bool
    /// How many `:name` parameters the pattern has.
    let parameterCount: Int32
    /// Whether the pattern ends with `**`.
    let endsWithCatchAll: Bool
  }

  /// One packed route.
  struct Route: Sendable {
    /// The scheme or domain the route is limited to, if any.
    var scope: RouteScope?
    /// Where the route's components start in `bytes`.
    var patternStart: Int32
    /// The route's entities' places in `entities`, from the root of its chain.
    var entities: Range<Int32>
  }

  /// The components of an entity of `route`, read in place.
  func components(of entity: Entity, in route: Route) -> PackedComponents {
    PackedComponents(bytes: bytes, range: Int(route.patternStart)..<Int(entity.patternEnd))
  }

  /// The pattern of an entity of `route`, made from its bytes.
  func pattern(of entity: Entity, in route: Route) -> RoutePattern {
    RoutePattern(scope: route.scope, components: Array(components(of: entity, in: route)))
  }

  /// Parses route text and packs every route it stands for: one, or one
  /// per expansion of its optional groups. Text that does not parse packs
  /// nothing.
  ///
  /// - Returns: the routes' places in ``routes``.
  /// - Throws: ``RouteSyntaxError``, at the column of the first problem in
  ///   the text as written.
  mutating func pack(parsing text: String) throws(RouteSyntaxError) -> Range<Int> {
    let first = routes.count
    begin()
    do {
      // Text with groups, or that is not ASCII, is parsed below instead.
      if try RouteSyntax.parseASCII(text, allowsTargets: true, refusingGroups: true, into: &self) {
        end()
        return first..<routes.count
      }
    } catch {
      rollBack()
      throw error
    }
    for definition in try RouteGroups.parse(text, allowsTargets: true) { pack(definition) }
    return first..<routes.count
  }

  /// Packs a parsed route.
  private mutating func pack(_ definition: RouteDefinition) {
    begin()
    scope(definition.scope)
    if let root = definition.root {
      entities.append(
        Entity(
          patternEnd: Int32(bytes.count), target: root.target, isModal: root.isModal,
          parameterCount: 0, endsWithCatchAll: false))
    }
    var parameterCount: Int32 = 0
    for segment in definition.segments {
      let component = segment.component
      switch component {
      case .literal(let text), .parameter(let text):
        LinkContent.withBytes(of: text) { append(component.kind, text: $0) }
      case .wildcard, .catchAll:
        append(component.kind, text: UnsafeBufferPointer(start: nil, count: 0))
      }
      if component.kind == .parameter { parameterCount += 1 }
      if let target = segment.target {
        entities.append(
          Entity(
            patternEnd: Int32(bytes.count), target: target, isModal: segment.isModal,
            parameterCount: parameterCount, endsWithCatchAll: component == .catchAll))
      }
    }
    end()
  }

  // MARK: Packing one route

  /// Starts a route at the end of the lists.
  private mutating func begin() {
    current = Route(
      scope: nil, patternStart: Int32(bytes.count),
      entities: Int32(entities.count)..<Int32(entities.count))
    parameters.removeAll(keepingCapacity: true)
  }

  /// Ends the route started last.
  private mutating func end() {
    current.entities = current.entities.lowerBound..<Int32(entities.count)
    routes.append(current)
  }

  /// Drops what the route started last packed before it failed to parse.
  private mutating func rollBack() {
    bytes.removeSubrange(Int(current.patternStart)...)
    entities.removeSubrange(Int(current.entities.lowerBound)...)
  }

  /// Packs a component of `kind` with its text.
  private mutating func append(_ kind: PathComponent.Kind, text: UnsafeBufferPointer<UInt8>) {
    PackedComponents.append(kind, text: text, to: &bytes)
    componentCount += 1
  }
}

extension PackedRoutes: RouteSink {
  typealias Units = UnsafeBufferPointer<UInt8>

  mutating func scope(_ scope: RouteScope?) {
    current.scope = scope
  }

  mutating func root(target: Slice<Units>, isModal: Bool, column: Int) {
    entities.append(
      Entity(
        patternEnd: Int32(bytes.count), target: Self.text(target), isModal: isModal,
        parameterCount: 0, endsWithCatchAll: false))
  }

  mutating func segment(
    _ kind: PathComponent.Kind, text: Slice<Units>, target: Slice<Units>?, isModal: Bool,
    column: Int
  ) {
    append(kind, text: UnsafeBufferPointer(rebasing: text))
    if kind == .parameter {
      parameters.append(((bytes.count - text.count)..<bytes.count, column))
    }
    if let target {
      entities.append(
        Entity(
          patternEnd: Int32(bytes.count), target: Self.text(target), isModal: isModal,
          parameterCount: Int32(parameters.count), endsWithCatchAll: kind == .catchAll))
    }
  }

  func column(ofParameter name: Slice<Units>) -> Int? {
    parameters.first { bytes[$0.name].elementsEqual(name) }?.column
  }

  private static func text(_ bytes: Slice<Units>) -> String {
    String(decoding: UnsafeBufferPointer(rebasing: bytes), as: UTF8.self)
  }
}
