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
///
/// ```
/// bytes     [ route 0's components ……… │ route 1's …… ]
///             ▲ patternStart   ▲ entity a's patternEnd  ▲ entity b's
/// entities  [ a │ b │ c … ]   targetBytes [ ListVC DetailVC … ]
/// routes    [ (scope, patternStart, entities a..<c) … ]
/// ```
///
/// Invariants: every route's `patternStart` and each of its entities'
/// `patternEnd` are boundaries of whole packed components in `bytes`, in
/// order; target ranges lie in `targetBytes`; a route that fails to parse
/// leaves nothing behind (``rollBack()``).
struct PackedRoutes: Sendable {
  /// Every route's components, route after route.
  private(set) var bytes: [UInt8] = []
  /// Every route's entities, route after route, each route's from its root.
  private(set) var entities: [Entity] = []
  /// The routes, in the order packed.
  private(set) var routes: [Route] = []
  /// The scopes routes are limited to. Consecutive routes of one scope,
  /// as routes registered together are, share one entry.
  private(set) var scopes: [RouteScope] = []
  /// Every entity's target type's name, in UTF-8, one after another: the
  /// names become strings once, for the table's entities.
  private(set) var targetBytes: [UInt8] = []
  /// How many components have been packed: at most one trie node each, so
  /// a table reserves its trie's nodes from it.
  private(set) var componentCount = 0
  /// The route being packed.
  private var current = Route(scope: -1, patternStart: 0, entities: 0..<0)
  /// How many scopes and target bytes there were when the route being
  /// packed was started, for dropping what it packed if it fails to parse.
  private var scopeCountAtStart = 0
  private var targetByteCountAtStart = 0
  /// The `:name` parameters of the routes packed lately: where each name
  /// is in `bytes`, and its column. The route being packed's start at
  /// `firstParameter`.
  private var parameters: [(name: Range<Int>, column: Int)] = []
  private var firstParameter = 0

  /// One entity a route ends. It holds places in the lists, not strings,
  /// so that the lists grow, are copied and are freed without reference
  /// counting.
  struct Entity: Sendable {
    /// Where the entity's pattern ends in `bytes`.
    let patternEnd: Int32
    /// Where the target type's name is in `targetBytes`.
    let targetStart: Int32
    let targetEnd: Int32
    /// How many `:name` parameters the pattern has.
    let parameterCount: Int32
    /// Whether the target is presented modally.
    let isModal: Bool
    /// Whether the pattern ends with `**`.
    let endsWithCatchAll: Bool
  }

  /// One packed route.
  struct Route: Sendable {
    /// The place in `scopes` of the scope the route is limited to, `-1`
    /// for an unscoped route.
    var scope: Int32
    /// Where the route's components start in `bytes`.
    var patternStart: Int32
    /// The route's entities' places in `entities`, from the root of its chain.
    var entities: Range<Int32>
  }

  /// The scope `route` is limited to, if any.
  func scope(of route: Route) -> RouteScope? {
    route.scope < 0 ? nil : scopes[Int(route.scope)]
  }

  /// Whether two routes are limited to the same scope (or both to none).
  func haveSameScope(_ lhs: Route, _ rhs: Route) -> Bool {
    lhs.scope == rhs.scope || scope(of: lhs) == scope(of: rhs)
  }

  /// The name of `entity`'s target type.
  func target(of entity: Entity) -> String {
    targetBytes.withByteSpan { bytes in
      String(utf8Bytes: bytes.span(Int(entity.targetStart)..<Int(entity.targetEnd)))
    }
  }

  /// Whether two entities' targets have the same name, as strings compare
  /// (equal bytes, nearly always, or canonically equivalent text).
  func haveSameTarget(_ lhs: Entity, _ rhs: Entity) -> Bool {
    let equalBytes = targetBytes.withByteSpan { bytes in
      bytes[Int(lhs.targetStart)..<Int(lhs.targetEnd)].elementsEqual(
        bytes[Int(rhs.targetStart)..<Int(rhs.targetEnd)])
    }
    return equalBytes || target(of: lhs) == target(of: rhs)
  }

  /// The components of an entity of `route`, read in place.
  func components(of entity: Entity, in route: Route) -> PackedComponents {
    PackedComponents(bytes: bytes, range: Int(route.patternStart)..<Int(entity.patternEnd))
  }

  /// Whether the packed components in two ranges of ``bytes`` are the same
  /// bytes, and whether both are ASCII.
  func compareBytes(_ left: Range<Int32>, _ right: Range<Int32>) -> (same: Bool, isASCII: Bool) {
    bytes.withByteSpan { bytes in
      let leftBytes = bytes.span(Int(left.lowerBound)..<Int(left.upperBound))
      let rightBytes = bytes.span(Int(right.lowerBound)..<Int(right.upperBound))
      return (
        leftBytes.elementsEqual(rightBytes),
        !leftBytes.contains { $0 >= 0x80 } && !rightBytes.contains { $0 >= 0x80 }
      )
    }
  }

  /// The pattern of an entity of `route`, made from its bytes.
  func pattern(of entity: Entity, in route: Route) -> RoutePattern {
    RoutePattern(scope: scope(of: route), components: Array(components(of: entity, in: route)))
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
      ByteSpan.withBytes(of: root.target) {
        appendEntity(target: $0, isModal: root.isModal, parameterCount: 0, endsWithCatchAll: false)
      }
    }
    var parameterCount: Int32 = 0
    for segment in definition.segments {
      let component = segment.component
      switch component {
      case .literal(let text), .parameter(let text):
        ByteSpan.withBytes(of: text) { append(component.kind, text: $0) }
      case .affixed:
        ByteSpan.withBytes(of: component.description) { append(component.kind, text: $0) }
      case .wildcard, .catchAll, .fragment:
        append(component.kind, text: .empty)
      }
      if component.kind.isNamed { parameterCount += 1 }
      if let target = segment.target {
        ByteSpan.withBytes(of: target) {
          appendEntity(
            target: $0, isModal: segment.isModal, parameterCount: parameterCount,
            endsWithCatchAll: component == .catchAll)
        }
      }
    }
    end()
  }

  // MARK: Packing one route

  /// Starts a route at the end of the lists.
  private mutating func begin() {
    current = Route(
      scope: -1, patternStart: Int32(bytes.count),
      entities: Int32(entities.count)..<Int32(entities.count))
    scopeCountAtStart = scopes.count
    targetByteCountAtStart = targetBytes.count
    // The list is emptied only once it holds a few routes' parameters:
    // emptying it costs more than most routes' parameters do.
    if parameters.count >= 64 { parameters.removeAll(keepingCapacity: true) }
    firstParameter = parameters.count
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
    scopes.removeSubrange(scopeCountAtStart...)
    targetBytes.removeSubrange(targetByteCountAtStart...)
  }

  /// Packs a component of `kind` with its text.
  private mutating func append(_ kind: PathComponent.Kind, text: ByteSpan) {
    PackedComponents.append(kind, text: text, to: &bytes)
    componentCount += 1
  }

  /// Adds an entity ending at the end of the bytes, with its target's name.
  private mutating func appendEntity(
    target: ByteSpan, isModal: Bool, parameterCount: Int32,
    endsWithCatchAll: Bool
  ) {
    let targetStart = Int32(targetBytes.count)
    target.withUnsafeBytes { targetBytes.append(contentsOf: $0) }
    entities.append(
      Entity(
        patternEnd: Int32(bytes.count), targetStart: targetStart,
        targetEnd: Int32(targetBytes.count), parameterCount: parameterCount, isModal: isModal,
        endsWithCatchAll: endsWithCatchAll))
  }
}

extension PackedRoutes: RouteSink {
  typealias Units = ByteSpan

  mutating func scope(_ scope: RouteScope?) {
    guard let scope else {
      current.scope = -1
      return
    }
    current.scope = scopes.place(sharingLast: scope)
  }

  mutating func root(target: Slice<Units>, isModal: Bool, column: Int) {
    appendEntity(
      target: ByteSpan(target), isModal: isModal, parameterCount: 0,
      endsWithCatchAll: false)
  }

  mutating func segment(
    _ kind: PathComponent.Kind, text: Slice<Units>, target: Slice<Units>?, isModal: Bool,
    column: Int
  ) {
    append(kind, text: ByteSpan(text))
    if kind == .parameter {
      parameters.append(((bytes.count - text.count)..<bytes.count, column))
    } else if kind == .affixed {
      appendAffixedName(textStart: bytes.count - text.count, column: column)
    }
    if let target {
      appendEntity(
        target: ByteSpan(target), isModal: isModal,
        parameterCount: Int32(parameters.count - firstParameter),
        endsWithCatchAll: kind == .catchAll)
    }
  }

  /// Records the name of a capture with literal text packed last, whose
  /// text starts at `textStart`: from after its one `:` to the first byte
  /// a name cannot hold (the parser read it so). Kept out of line, so that
  /// `segment` stays small enough to be inlined into the parser for the
  /// routes that have none.
  @inline(never)
  private mutating func appendAffixedName(textStart: Int, column: Int) {
    var nameStart = textStart
    while bytes[nameStart] != UInt8(ascii: ":") { nameStart += 1 }
    nameStart += 1
    var nameEnd = nameStart
    while nameEnd < bytes.count, bytes[nameEnd].isIdentifierCharacter { nameEnd += 1 }
    parameters.append((nameStart..<nameEnd, column))
  }

  func column(ofParameter name: Slice<Units>) -> Int? {
    parameters[firstParameter...].first { bytes[$0.name].elementsEqual(name) }?.column
  }
}

extension Array where Element == UInt8 {
  /// The bytes in an array without spare capacity: a table keeps the
  /// registrar's packed bytes, whose list grew by doubling.
  ///
  /// An empty list is returned as `[]`: the standard library's
  /// `init(unsafeUninitializedCapacity:initializingWith:)` writes the count
  /// of a capacity-0 array into the one empty-array storage every empty
  /// array shares, a write that races with any other thread reading an
  /// empty array (ThreadSanitizer reported it from two tables built at once).
  func exactCopy() -> [UInt8] {
    guard !isEmpty else { return [] }
    return [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
      initialized = buffer.initialize(fromContentsOf: self)
    }
  }
}
