/// The routes a registrar holds, packed: every route's components in one
/// byte list, in the form ``PackedComponents`` reads, and the entities the
/// routes end in one list beside it.
///
/// An entity's pattern is a run of its route's bytes, from the route's
/// first component to the entity's last. So the entities of one route share
/// their bytes, and a table keeps this list as its entities' patterns
/// rather than packing them again.
///
/// ASCII route text without groups, as nearly all is, makes no
/// ``RouteDefinition``: it is parsed straight into a ``Writer``, which packs
/// the route in room on the stack, and the route's bytes are appended at
/// once.
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
/// order; target ranges lie in `targetBytes`; every text is well-formed
/// UTF-8 (a run of a string's bytes cut at ASCII ones, or a whole string);
/// a route that fails to parse leaves nothing behind.
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
  /// The route being packed from a definition.
  private var current = Route(scope: -1, patternStart: 0, entities: 0..<0)
  /// The `:name` parameters of the ASCII routes packed lately, kept with
  /// their capacity from one route to the next (see ``Writer``).
  private var parameters: [(name: Range<Int>, column: Int)] = []

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
      String(validUTF8: bytes.span(Int(entity.targetStart)..<Int(entity.targetEnd)))
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
    // Text with groups, or that is not ASCII, is parsed below instead.
    if try packASCII(text) { return first..<routes.count }
    for definition in try RouteGroups.parse(text, allowsTargets: true) { pack(definition) }
    return first..<routes.count
  }

  /// Parses ASCII text without groups into a ``Writer``, which packs its
  /// components into room on the stack, appended to ``bytes`` at once.
  /// Returns `false`, packing nothing, for other text.
  private mutating func packASCII(_ text: String) throws(RouteSyntaxError) -> Bool {
    do {
      if let packed = try text.utf8.withContiguousStorageIfAvailable({
        try packASCII(ByteSpan($0), of: text)
      }) {
        return packed
      }
      return try Array(text.utf8).withUnsafeBufferPointer { try packASCII(ByteSpan($0), of: text) }
    } catch {
      // The closures above pass on what the parser throws, and only that.
      throw error as! RouteSyntaxError
    }
  }

  /// ``packASCII(_:)`` given the text's bytes. The closures it calls pass
  /// on the parser's error untyped: a route that parses pays nothing for it.
  ///
  /// - Parameter roomLimit: how much of its room the writer is told it
  ///   has, for ``FastPathChecks/packRoute(_:roomLimit:)`` (all of it when
  ///   `nil`).
  mutating func packASCII(
    _ bytes: ByteSpan, of text: String, roomLimit: Int? = nil
  ) throws -> Bool {
    guard RouteSyntax.isASCII(bytes, refusingGroups: true) else { return false }
    // Text longer than the limit is refused before any component is read.
    let capacity = Writer.roomNeeded(forTextOf: min(bytes.count, RouteSyntax.maximumLength))
    try withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { room in
      try withUnsafeMutablePointer(to: &self) { routes in
        let room = UnsafeMutableBufferPointer(
          rebasing: room[..<min(roomLimit ?? capacity, capacity)])
        var writer = Writer(room: room, routes: routes)
        if RouteParser.parsePlain(bytes, into: &writer) {
          writer.commit()
          return
        }
        // Another shape, or an error: the route is parsed again, in full.
        writer.rollBack()
        writer = Writer(room: room, routes: routes)
        var parser = RouteParser(text, units: bytes)
        do {
          try parser.parse(allowsTargets: true, into: &writer)
        } catch {
          writer.rollBack()
          throw error
        }
        writer.commit()
      }
    }
    return true
  }

  /// Packs a parsed route.
  private mutating func pack(_ definition: RouteDefinition) {
    begin()
    current.scope = definition.scope.map { scopes.place(sharingLast: $0) } ?? -1
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
  }

  /// Ends the route started last.
  private mutating func end() {
    current.entities = current.entities.lowerBound..<Int32(entities.count)
    routes.append(current)
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

extension PackedRoutes {
  /// The sink ASCII route text is parsed into: it packs the route's
  /// components into room it is lent (on the stack), adds the route's
  /// entities and their targets to the routes' lists as it reads them, and
  /// appends the room's bytes to ``bytes`` once the whole route has parsed
  /// (``commit()``), or drops what it added (``rollBack()``).
  ///
  /// Invariants: the writer reaches the routes only through `routes`, a
  /// pointer to the value being packed into, while that value's
  /// ``packASCII(_:)`` runs; `room` holds every component written (text of
  /// `n` bytes packs into at most ``roomNeeded(forTextOf:)``, checked as
  /// each component is written when `STACKROUTER_CHECKS` is set); each
  /// entity's `patternEnd` is `patternStart` plus a component boundary in
  /// `room`.
  fileprivate struct Writer: RouteSink {
    typealias Units = ByteSpan

    /// Room for the packed components, lent for the parse.
    private let room: UnsafeMutableBufferPointer<UInt8>
    private let routes: UnsafeMutablePointer<PackedRoutes>
    /// How many bytes of `room` are written.
    private var written = 0
    private var componentCount = 0
    /// Where the route's bytes will start in ``PackedRoutes/bytes``.
    private let patternStart: Int
    /// The place of the route's scope in the routes' scopes, `-1` for none.
    private var scope: Int32 = -1
    /// How many entities, target bytes and scopes the routes had before.
    private let entityCount: Int
    private let targetByteCount: Int
    private let scopeCount: Int
    /// Where this route's `:name` parameters start in the routes'.
    private let firstParameter: Int

    /// The room that packing text of `length` bytes needs at most.
    static func roomNeeded(forTextOf length: Int) -> Int {
      // A component written in `w` bytes packs into at most `w + 2` (its
      // kind, its length and its text; `*`, `**` and `#/` into one), or
      // `w + 3` with a text of 128 bytes or more, whose length takes two.
      // Each component but the first follows a `/`, so a route of `k`
      // components packs into at most `length + k + 1` bytes plus one for
      // each long text, and `k` is at most `(length + 1) / 2`.
      2 * length + 3
    }

    init(room: UnsafeMutableBufferPointer<UInt8>, routes: UnsafeMutablePointer<PackedRoutes>) {
      self.room = room
      self.routes = routes
      patternStart = routes.pointee.bytes.count
      entityCount = routes.pointee.entities.count
      targetByteCount = routes.pointee.targetBytes.count
      scopeCount = routes.pointee.scopes.count
      // The parameters are emptied only once they hold a few routes':
      // emptying them costs more than most routes' parameters do.
      if routes.pointee.parameters.count >= 64 {
        routes.pointee.parameters.removeAll(keepingCapacity: true)
      }
      firstParameter = routes.pointee.parameters.count
    }

    /// Adds the route: its bytes, then the route itself.
    func commit() {
      routes.pointee.bytes.append(contentsOf: UnsafeBufferPointer(rebasing: room[..<written]))
      routes.pointee.componentCount += componentCount
      routes.pointee.routes.append(
        Route(
          scope: scope, patternStart: Int32(patternStart),
          entities: Int32(entityCount)..<Int32(routes.pointee.entities.count)))
    }

    /// Drops what the route added before it failed to parse: its bytes
    /// were never appended.
    func rollBack() {
      routes.pointee.entities.removeSubrange(entityCount...)
      routes.pointee.targetBytes.removeSubrange(targetByteCount...)
      routes.pointee.scopes.removeSubrange(scopeCount...)
    }

    mutating func scope(_ scope: RouteScope?) {
      guard let scope else { return }
      self.scope = routes.pointee.scopes.place(sharingLast: scope)
    }

    mutating func root(target: Slice<Units>, isModal: Bool, column: Int) {
      appendEntity(target: target, isModal: isModal, parameterCount: 0, endsWithCatchAll: false)
    }

    mutating func segment(
      _ kind: PathComponent.Kind, text: Slice<Units>, target: Slice<Units>?, isModal: Bool,
      column: Int
    ) {
      write(kind, text: text)
      if kind == .parameter {
        routes.pointee.parameters.append((text.startIndex..<text.endIndex, column))
      } else if kind == .affixed {
        appendAffixedName(text, column: column)
      }
      if let target {
        appendEntity(
          target: target, isModal: isModal,
          parameterCount: Int32(routes.pointee.parameters.count - firstParameter),
          endsWithCatchAll: kind == .catchAll)
      }
    }

    func column(ofParameter name: Slice<Units>) -> Int? {
      routes.pointee.parameters[firstParameter...].first {
        name.base[$0.name].elementsEqual(name)
      }?.column
    }

    /// Packs a component of `kind` with its text into the room, as
    /// ``PackedComponents/append(_:text:to:)`` packs it into a list.
    @inline(__always)
    private mutating func write(_ kind: PathComponent.Kind, text: Slice<Units>) {
      componentCount += 1
      let base = room.baseAddress.unsafelyUnwrapped
      #if STACKROUTER_CHECKS
      // A route holds at most 2,048 bytes: a length takes one byte or two.
      let needed = kind.hasText ? 2 + text.count + (text.count >= 0x80 ? 1 : 0) : 1
      precondition(written + needed <= room.count, "PackedRoutes: a route's room holds it")
      #endif
      base[written] = kind.rawValue
      written += 1
      guard kind.hasText else { return }
      let count = text.count
      var length = count
      while length >= 0x80 {
        base[written] = UInt8(truncatingIfNeeded: length) | 0x80
        written += 1
        length >>= 7
      }
      base[written] = UInt8(length)
      written += 1
      if let source = text.base.unsafeBytes.baseAddress {
        Self.copy(count, from: source + text.startIndex, to: base + written)
      }
      written += count
    }

    /// Copies `count` bytes: a name or a literal is short, so a word at a
    /// time, the last word overlapping the one before it, rather than
    /// through a call to `memcpy`. Nothing outside the two runs is read or
    /// written.
    @inline(__always)
    private static func copy(
      _ count: Int, from source: UnsafePointer<UInt8>, to target: UnsafeMutablePointer<UInt8>
    ) {
      let (source, target) = (UnsafeRawPointer(source), UnsafeMutableRawPointer(target))
      switch count {
      case 8...:
        var offset = 0
        while offset < count - 8 {
          target.storeBytes(
            of: source.loadUnaligned(fromByteOffset: offset, as: UInt64.self),
            toByteOffset: offset, as: UInt64.self)
          offset += 8
        }
        target.storeBytes(
          of: source.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self),
          toByteOffset: count - 8, as: UInt64.self)
      case 4...:
        let (first, last) = (
          source.loadUnaligned(as: UInt32.self),
          source.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
        )
        target.storeBytes(of: first, as: UInt32.self)
        target.storeBytes(of: last, toByteOffset: count - 4, as: UInt32.self)
      default:
        for offset in 0..<count {
          target.storeBytes(
            of: source.load(fromByteOffset: offset, as: UInt8.self), toByteOffset: offset,
            as: UInt8.self)
        }
      }
    }

    /// Adds an entity ending at the last component written, with its
    /// target's name.
    private mutating func appendEntity(
      target: Slice<Units>, isModal: Bool, parameterCount: Int32, endsWithCatchAll: Bool
    ) {
      let targetStart = Int32(routes.pointee.targetBytes.count)
      routes.pointee.targetBytes.append(contentsOf: ByteSpan(target).unsafeBytes)
      routes.pointee.entities.append(
        Entity(
          patternEnd: Int32(patternStart + written), targetStart: targetStart,
          targetEnd: Int32(routes.pointee.targetBytes.count), parameterCount: parameterCount,
          isModal: isModal, endsWithCatchAll: endsWithCatchAll))
    }

    /// Records the name of a capture with literal text, `text`: from after
    /// its one `:` to the first byte a name cannot hold (the parser read it
    /// so). Kept out of line, so that `segment` stays small enough to be
    /// inlined into the parser for the routes that have none.
    @inline(never)
    private mutating func appendAffixedName(_ text: Slice<Units>, column: Int) {
      var nameStart = text.startIndex
      while text[nameStart] != UInt8(ascii: ":") { nameStart += 1 }
      nameStart += 1
      var nameEnd = nameStart
      while nameEnd < text.endIndex, text[nameEnd].isIdentifierCharacter { nameEnd += 1 }
      routes.pointee.parameters.append((nameStart..<nameEnd, column))
    }
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
