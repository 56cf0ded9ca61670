/// Route entities stored column by column: one row per entity, and every
/// pattern's components packed into one byte list.
///
/// A table keeps all its entities in one of these, so an entity costs a row
/// and its pattern's bytes, not an object and a component array of its own.
/// A ``RouteEntity`` is a handle to a row. An entity made on its own gets a
/// one-row store.
///
/// Within one store, no two rows have equal patterns: a table merges
/// entities by pattern, and a store of one row holds one pattern.
final class EntityColumns: Sendable {
  /// One entity's values, with its pattern as a place in `patternBytes`.
  struct Row: Sendable {
    let target: String
    /// Where the pattern's packed components start in `patternBytes`.
    let patternStart: Int32
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
    /// Where the pattern's parameter names start in `names`.
    let namesStart: Int32
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
  /// Every row's components, packed by ``PackedComponents``, row after row.
  let patternBytes: [UInt8]
  /// Every row's parameter names, row after row. A table shares the list
  /// its matcher captures names from, which may go on with its blocks'.
  let names: [String]
  /// Where the last row's names end in `names`.
  let namesEnd: Int32
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
    namesEnd = builder.nameCount
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
    PackedComponents(
      bytes: patternBytes, range: span(of: row, { $0.patternStart }, lastEnd: patternBytes.count))
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
    names[span(of: row, { $0.namesStart }, lastEnd: Int(namesEnd))]
  }

  /// Where a row's run in a list laid out row after row starts (its
  /// `start`) and ends (the next row's start, or `lastEnd` for the last row).
  @inline(__always)
  private func span(of row: Int32, _ start: (Row) -> Int32, lastEnd: Int) -> Range<Int> {
    let index = Int(row)
    let end = index + 1 < rows.count ? Int(start(rows[index + 1])) : lastEnd
    return Int(start(rows[index]))..<end
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
    fileprivate(set) var patternBytes: [UInt8] = []
    fileprivate(set) var scopes: [RouteScope] = []
    fileprivate(set) var locations: [SourceLocation] = []
    fileprivate(set) var placements: [RoutePlacement] = []
    fileprivate(set) var extras: [Extras] = []
    /// How many parameter names the rows have.
    fileprivate(set) var nameCount: Int32 = 0

    init(capacity: Int) {
      rows.reserveCapacity(capacity)
      // Most patterns pack into under 32 bytes.
      patternBytes.reserveCapacity(capacity * 32)
    }

    /// Adds a row; its number is the number of rows before it.
    mutating func append(
      pattern: RoutePattern, target: String, parent: Int32, placement: RoutePlacement,
      presentation: RoutePresentation, defaults: [String: String],
      allowedParameters: Set<String>?, location: SourceLocation
    ) {
      let start = Int32(patternBytes.count)
      let namesStart = nameCount
      nameCount += PackedComponents.append(pattern.components, to: &patternBytes)
      var extrasIndex: Int32 = -1
      if !defaults.isEmpty || allowedParameters != nil {
        extrasIndex = Int32(extras.count)
        extras.append(Extras(defaults: defaults, allowedParameters: allowedParameters))
      }
      let scopeIndex = pattern.scope.map { Self.place(of: $0, in: &scopes) } ?? -1
      rows.append(
        Row(
          target: target, patternStart: start, parent: parent,
          location: Self.place(of: location, in: &locations),
          placement: Self.place(of: placement, in: &placements), extras: extrasIndex,
          scope: scopeIndex, namesStart: namesStart, presentation: presentation,
          endsWithCatchAll: pattern.endsWithCatchAll))
    }

    /// The place of `value` in `list`: the last one when it is equal, else
    /// a new one. Rows registered together share their values this way,
    /// without a hash table.
    private static func place<Value: Equatable>(of value: Value, in list: inout [Value]) -> Int32 {
      if let last = list.last, last == value { return Int32(list.count - 1) }
      list.append(value)
      return Int32(list.count - 1)
    }
  }
}

/// A pattern's components packed into bytes, and read back one by one.
///
/// Each component is one byte for its kind, then, for a literal or a
/// parameter, its text's length (7 bits a byte, low bits first) and its
/// UTF-8 bytes.
struct PackedComponents: Sequence {
  let bytes: [UInt8]
  let range: Range<Int>

  private enum Kind: UInt8 {
    case literal, parameter, wildcard, catchAll
  }

  /// Packs `components` at the end of `bytes`, and returns how many of
  /// them are parameters.
  static func append(_ components: [PathComponent], to bytes: inout [UInt8]) -> Int32 {
    var parameters: Int32 = 0
    for component in components {
      switch component {
      case .literal(let text): append(.literal, text, to: &bytes)
      case .parameter(let name):
        append(.parameter, name, to: &bytes)
        parameters += 1
      case .wildcard: bytes.append(Kind.wildcard.rawValue)
      case .catchAll: bytes.append(Kind.catchAll.rawValue)
      }
    }
    return parameters
  }

  private static func append(_ kind: Kind, _ text: String, to bytes: inout [UInt8]) {
    LinkContent.withBytes(of: text) { utf8 in
      bytes.append(kind.rawValue)
      var length = utf8.count
      while length >= 0x80 {
        bytes.append(UInt8(truncatingIfNeeded: length) | 0x80)
        length >>= 7
      }
      bytes.append(UInt8(length))
      bytes.append(contentsOf: utf8)
    }
  }

  func makeIterator() -> Iterator {
    Iterator(bytes: bytes, position: range.lowerBound, end: range.upperBound)
  }

  var underestimatedCount: Int { range.isEmpty ? 0 : 1 }

  /// How many `*` components there are, counted without reading any text.
  var wildcardCount: Int {
    var iterator = makeIterator()
    var count = 0
    while let (kind, _) = iterator.nextPacked() {
      if kind == Kind.wildcard.rawValue { count += 1 }
    }
    return count
  }

  struct Iterator: IteratorProtocol {
    let bytes: [UInt8]
    var position: Int
    let end: Int

    mutating func next() -> PathComponent? {
      guard let (kind, text) = nextPacked() else { return nil }
      switch kind {
      case Kind.literal.rawValue: return .literal(string(text))
      case Kind.parameter.rawValue: return .parameter(string(text))
      case Kind.wildcard.rawValue: return .wildcard
      default: return .catchAll
      }
    }

    /// The next component's kind and where its text is, without making
    /// the text a string.
    fileprivate mutating func nextPacked() -> (kind: UInt8, text: Range<Int>)? {
      guard position < end else { return nil }
      let kind = bytes[position]
      position += 1
      guard kind <= Kind.parameter.rawValue else { return (kind, position..<position) }
      var length = 0
      var shift = 0
      while true {
        let byte = bytes[position]
        position += 1
        length |= Int(byte & 0x7F) << shift
        if byte < 0x80 { break }
        shift += 7
      }
      defer { position += length }
      return (kind, position..<(position + length))
    }

    private func string(_ text: Range<Int>) -> String {
      bytes.withUnsafeBufferPointer { buffer in
        String(decoding: UnsafeBufferPointer(rebasing: buffer[text]), as: UTF8.self)
      }
    }
  }
}
