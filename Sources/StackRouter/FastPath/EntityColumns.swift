/// Route entities stored column by column: one row per entity, and every
/// pattern's components packed into one byte list.
///
/// A table keeps all its entities in one of these, so an entity costs a row
/// and a run of bytes, not an object and a component array of its own. The
/// bytes are the registrar's packed routes, where the entities of one route
/// share theirs.
/// A ``RouteEntity`` is a handle to a row. An entity made on its own gets a
/// one-row store.
///
/// ```
/// rows          [ Row 0 │ Row 1 │ … ]      one per entity
///                  │ patternStart..<patternEnd
/// patternBytes  [ kind len text … kind len text … ]   (PackedComponents)
/// names         [ "id" "page" … ]          namesStart..<namesEnd per row
/// scopes, locations, placements, extras    indexed by a row, -1 for none
/// ```
///
/// Invariants (checked by ``checkInvariants()`` when `STACKROUTER_CHECKS`
/// is set):
/// - Within one store, no two rows have equal patterns: a table merges
///   entities by pattern, and a store of one row holds one pattern.
/// - Each row's pattern range lies in `patternBytes` and holds whole packed
///   components; its names range lies in `names`; its `parent` is `-1` or
///   an earlier row; its scope, location, placement and extras places are
///   `-1` (where allowed) or inside their lists.
final class EntityColumns: Sendable {
  /// One entity's values, with its pattern as a place in `patternBytes`.
  struct Row: Sendable {
    let target: String
    /// Where the pattern's packed components are in `patternBytes`.
    let patternStart: Int32
    let patternEnd: Int32
    /// The source entity's row, `-1` for none.
    let parent: Int32
    /// The place in `locations`.
    let location: Int32
    /// The place in `placements`.
    let placement: Int32
    /// The place in `extras`, `-1` for an entity without defaults or
    /// allowed parameters.
    let extras: Int32
    /// The place in `scopes`, `-1` for an unscoped pattern.
    let scope: Int32
    /// Where the pattern's parameter names are in `names`.
    let namesStart: Int32
    let namesEnd: Int32
    let presentation: RoutePresentation
    /// Whether the pattern ends with `**`, which planning asks of every screen.
    let endsWithCatchAll: Bool
  }

  /// An entity's defaults and allowed parameters, kept apart because few
  /// entities have them.
  struct Extras: Sendable {
    let defaults: [String: String]
    let allowedParameters: Set<String>?
  }

  let rows: [Row]
  /// The rows' components, packed by ``PackedComponents``.
  let patternBytes: [UInt8]
  /// Every row's parameter names, row after row. A table shares the list
  /// its matcher captures names from, which may go on with its blocks'.
  let names: [String]
  /// The scopes, locations and placements the rows refer to. Consecutive
  /// rows with equal values, as one registration's entities have, share
  /// one entry.
  let scopes: [RouteScope]
  let locations: [SourceLocation]
  let placements: [RoutePlacement]
  let extras: [Extras]
  /// The source of a row without a parent row: only an entity made on its
  /// own has one, a pattern outside any table.
  let detachedSource: RoutePattern?

  private init(_ builder: Builder, names: [String], detachedSource: RoutePattern?) {
    rows = builder.rows
    patternBytes = builder.patternBytes
    self.names = names
    scopes = builder.scopes
    locations = builder.locations
    placements = builder.placements
    extras = builder.extras
    self.detachedSource = detachedSource
  }

  /// A store made from `builder`'s rows, whose parameter names `names`
  /// lists row after row (followed by any others).
  convenience init(_ builder: consuming Builder, names: [String]) {
    precondition(names.count >= builder.nameCount, "every row's parameter names are listed")
    self.init(builder, names: names, detachedSource: nil)
    checkInvariants()
  }

  /// A store holding one entity made on its own, shown on `source`.
  convenience init(
    pattern: RoutePattern, target: String, source: RoutePattern?, placement: RoutePlacement,
    presentation: RoutePresentation, defaults: [String: String],
    allowedParameters: Set<String>?, location: SourceLocation
  ) {
    var builder = Builder(capacity: 1)
    builder.append(
      pattern: pattern, target: target, parent: -1, placement: placement,
      presentation: presentation, defaults: defaults, allowedParameters: allowedParameters,
      location: location)
    self.init(builder, names: pattern.parameterNames, detachedSource: source)
  }

  // MARK: Reading a row

  /// The row's pattern's components, decoded one by one as they are read.
  func components(_ row: Int32) -> PackedComponents {
    let row = rows[Int(row)]
    return PackedComponents(bytes: patternBytes, range: Int(row.patternStart)..<Int(row.patternEnd))
  }

  func scope(_ row: Int32) -> RouteScope? {
    let index = rows[Int(row)].scope
    return index < 0 ? nil : scopes[Int(index)]
  }

  func pattern(_ row: Int32) -> RoutePattern {
    RoutePattern(scope: scope(row), components: Array(components(row)))
  }

  /// The row's pattern's parameter names, in order.
  func parameterNames(_ row: Int32) -> ArraySlice<String> {
    let row = rows[Int(row)]
    return names[Int(row.namesStart)..<Int(row.namesEnd)]
  }

  func extras(_ row: Int32) -> Extras? {
    let index = rows[Int(row)].extras
    return index < 0 ? nil : extras[Int(index)]
  }

  /// Whether two rows, of this store and `other`, have equal patterns.
  func hasSamePattern(_ row: Int32, as other: EntityColumns, _ otherRow: Int32) -> Bool {
    if self === other { return row == otherRow }
    return scope(row) == other.scope(otherRow)
      && components(row).elementsEqual(other.components(otherRow))
  }

  /// Whether the row's pattern equals `pattern`, compared without decoding
  /// it into an array.
  func hasPattern(_ row: Int32, equalTo pattern: RoutePattern) -> Bool {
    scope(row) == pattern.scope && components(row).elementsEqual(pattern.components)
  }

  // MARK: Building

  /// Gathers rows for a store.
  struct Builder {
    fileprivate(set) var rows: [Row] = []
    fileprivate(set) var patternBytes: [UInt8]
    fileprivate(set) var scopes: [RouteScope] = []
    fileprivate(set) var locations: [SourceLocation] = []
    fileprivate(set) var placements: [RoutePlacement] = []
    fileprivate(set) var extras: [Extras] = []
    /// How many parameter names the rows have.
    fileprivate(set) var nameCount: Int32 = 0

    /// A builder whose rows' patterns are runs of `patternBytes`.
    init(patternBytes: [UInt8] = [], capacity: Int) {
      self.patternBytes = patternBytes
      rows.reserveCapacity(capacity)
    }

    /// Adds a row whose pattern is packed in `patternBytes` at `pattern`;
    /// its number is the number of rows before it. A `nil` placement or
    /// location is the last row's: a table's entities come mostly from
    /// registrations made in one place, which it tells without making the
    /// values to compare.
    mutating func append(
      scope: RouteScope?, pattern: Range<Int32>, parameterCount: Int32, endsWithCatchAll: Bool,
      target: String, parent: Int32, placement: RoutePlacement?, presentation: RoutePresentation,
      defaults: [String: String], allowedParameters: Set<String>?, location: SourceLocation?
    ) {
      // A row's placement and location are the last entries of their lists.
      let placementIndex =
        placement.map { placements.place(sharingLast: $0) }
        ?? Int32(truncatingIfNeeded: placements.count - 1)
      let locationIndex =
        location.map { locations.place(sharingLast: $0) }
        ?? Int32(truncatingIfNeeded: locations.count - 1)
      let namesStart = nameCount
      nameCount += parameterCount
      var extrasIndex: Int32 = -1
      if !defaults.isEmpty || allowedParameters != nil {
        extrasIndex = Int32(extras.count)
        extras.append(Extras(defaults: defaults, allowedParameters: allowedParameters))
      }
      let scopeIndex = scope.map { scopes.place(sharingLast: $0) } ?? -1
      rows.append(
        Row(
          target: target, patternStart: pattern.lowerBound, patternEnd: pattern.upperBound,
          parent: parent, location: locationIndex, placement: placementIndex, extras: extrasIndex,
          scope: scopeIndex, namesStart: namesStart, namesEnd: nameCount,
          presentation: presentation, endsWithCatchAll: endsWithCatchAll))
    }

    /// Adds a row, packing its pattern at the end of `patternBytes`.
    mutating func append(
      pattern: RoutePattern, target: String, parent: Int32, placement: RoutePlacement,
      presentation: RoutePresentation, defaults: [String: String],
      allowedParameters: Set<String>?, location: SourceLocation
    ) {
      let start = Int32(patternBytes.count)
      PackedComponents.append(pattern.components, to: &patternBytes)
      append(
        scope: pattern.scope, pattern: start..<Int32(patternBytes.count),
        parameterCount: Int32(pattern.parameterNames.count),
        endsWithCatchAll: pattern.endsWithCatchAll, target: target, parent: parent,
        placement: placement, presentation: presentation, defaults: defaults,
        allowedParameters: allowedParameters, location: location)
    }
  }
}

extension EntityColumns {
  /// Checks the invariants at the top of this file that a row states on
  /// its own; does nothing unless `STACKROUTER_CHECKS` is set.
  func checkInvariants() {
    #if STACKROUTER_CHECKS
    for (index, row) in rows.enumerated() {
      precondition(
        row.patternStart >= 0 && row.patternStart <= row.patternEnd
          && Int(row.patternEnd) <= patternBytes.count, "a row's pattern is in the bytes")
      precondition(
        row.namesStart >= 0 && row.namesStart <= row.namesEnd && Int(row.namesEnd) <= names.count,
        "a row's names are in the list")
      precondition(row.parent < Int32(index), "a row's parent comes before it")
      precondition(Int(row.location) < locations.count && row.location >= 0, "location place")
      precondition(Int(row.placement) < placements.count && row.placement >= 0, "placement")
      precondition(Int(row.scope) < scopes.count && Int(row.extras) < extras.count, "places")
      // Decoding every component checks that the range holds whole ones.
      components(Int32(index)).forEachPacked { _, _ in }
    }
    #endif
  }
}
