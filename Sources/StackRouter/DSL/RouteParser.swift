/// Parses route DSL text, telling a ``RouteSink`` what it reads.
///
/// The grammar (see the Route Syntax article):
///
/// ```
/// route      = [scope] ["/"] [root] [segment *("/" segment)] ["/"]
/// scope      = scheme "://"  |  "https://" host "/"
/// root       = target ["!"]
/// segment    = component [target ["!"]]
/// component  = literal | ":" name | "*" | "**"
/// target     = "<" TypeName ">"
/// ```
///
/// The parser is a single forward pass over the text with no recursion, so
/// hostile input (deep brackets, very long strings) fails fast with a
/// positioned error. It walks UTF-8 bytes when the text is ASCII, as routes
/// nearly always are, and `Character`s otherwise; both read the same text
/// the same way (see ``RouteTextUnit``).
struct RouteParser<Units: RandomAccessCollection<Units.Element>>
where Units.Element: RouteTextUnit, Units.Index == Int {
  typealias Unit = Units.Element
  private let input: String
  private let characters: Units
  private var index = 0

  init(_ input: String, units: Units) {
    self.input = input
    self.characters = units
  }

  /// Parses a whole route, telling `sink` what it reads as it reads it.
  /// With `allowsTargets` false, any `<Type>` is an error (plain patterns,
  /// as used for block handlers and entity options).
  mutating func parse<Sink: RouteSink>(
    allowsTargets: Bool, into sink: inout Sink
  ) throws(RouteSyntaxError) where Sink.Units == Units {
    let maximumLength = RouteSyntax.maximumLength
    guard characters.count <= maximumLength else {
      throw error(at: maximumLength, .tooLong(limit: maximumLength))
    }
    let scope = try parseScope()
    sink.scope(scope)
    let hasLeadingSlash = peek?.is("/") == true && scope == nil
    if hasLeadingSlash { index += 1 }
    // The root (the empty path): `/` alone, or a scope with nothing after it.
    guard !isAtEnd else {
      guard scope != nil || hasLeadingSlash else { throw error(.empty) }
      if allowsTargets { throw error(.missingFinalTarget) }
      return
    }
    if peek?.is("<") == true, scope != nil || hasLeadingSlash {
      let (target, isModal, column) = try parseRoot(allowsTargets: allowsTargets)
      sink.root(target: characters[target], isModal: isModal, column: column)
      if isAtEnd { return }
      guard peek?.is("/") == true else {
        throw error(.unexpected(found: peek?.character, expected: "'/' or the end of the route"))
      }
      index += 1
      if isAtEnd { return }
    }

    /// The column of a `**` read, which must be the last segment.
    var catchAllColumn: Int?
    var lastHasTarget = false
    while true {
      let column = index + 1
      let (kind, text) = try parseComponent()
      let (target, isModal) = try parseSegmentTarget(allowsTargets: allowsTargets)
      if kind == .parameter, let first = sink.column(ofParameter: characters[text]) {
        throw error(at: column - 1, .duplicateParameter(name: name(text), firstColumn: first))
      }
      if let catchAllColumn { throw error(at: catchAllColumn - 1, .catchAllNotLast) }
      if kind == .catchAll { catchAllColumn = column }
      sink.segment(
        kind, text: characters[text], target: target.map { characters[$0] }, isModal: isModal,
        column: column)
      lastHasTarget = target != nil
      guard !isAtEnd else { break }
      guard peek?.is("/") == true else {
        throw error(.unexpected(found: peek?.character, expected: "'/' or the end of the route"))
      }
      index += 1
      // A trailing `/` is ignored, as a link's is.
      if isAtEnd { break }
    }
    if allowsTargets, !lastHasTarget {
      throw error(.missingFinalTarget)
    }
  }

  /// The root's target, `<Type>` or `<Type>!`, written before any segment.
  private mutating func parseRoot(
    allowsTargets: Bool
  ) throws(RouteSyntaxError) -> (target: Range<Int>, isModal: Bool, column: Int) {
    let column = index + 1
    guard allowsTargets else { throw error(.unexpectedTarget) }
    let target = try parseTarget()
    var isModal = false
    if peek?.is("!") == true {
      isModal = true
      index += 1
    }
    return (target, isModal, column)
  }

  // MARK: Scope

  private mutating func parseScope() throws(RouteSyntaxError) -> RouteScope? {
    guard let separator = scopeSeparatorIndex() else { return nil }
    let scheme = Unit.text(characters[0..<separator]).lowercased()
    index = separator + 3
    switch scheme {
    case "http":
      throw error(at: 0, .insecureScheme)
    case "https":
      return .domain(try parseHost())
    default:
      return .scheme(scheme)
    }
  }

  /// The index of `://` when the input starts with a valid scheme followed by it.
  private func scopeSeparatorIndex() -> Int? {
    guard let first = characters.first, first.isASCII, first.isLetter else { return nil }
    var position = 1
    while position < characters.count, characters[position].isSchemeCharacter {
      position += 1
    }
    guard position + 2 < characters.count, characters[position].is(":"),
      characters[position + 1].is("/"), characters[position + 2].is("/")
    else { return nil }
    return position
  }

  private mutating func parseHost() throws(RouteSyntaxError) -> String {
    let start = index
    while let character = peek, !character.is("/") {
      guard character.isHostCharacter else {
        throw error(.invalidHost(found: character.character))
      }
      index += 1
    }
    // An empty label is refused before one trailing dot is dropped, as a
    // link's host is: `m..` would otherwise read as `m.`, then print as `m`.
    let labels = (start..<index).dropFirst()
    if let dot = labels.first(where: { characters[$0].is(".") && characters[$0 - 1].is(".") }) {
      throw error(at: dot, .invalidHost(found: "."))
    }
    var host = Unit.text(characters[start..<index]).lowercased()
    if host.hasSuffix(".") { host.removeLast() }
    guard !host.isEmpty, !host.hasPrefix("."), !host.contains("..") else {
      throw error(
        at: start,
        .invalidHost(found: characters.indices.contains(start) ? characters[start].character : nil))
    }
    guard peek?.is("/") == true else {
      throw error(.unexpected(found: peek?.character, expected: "'/' after the domain"))
    }
    index += 1
    return host
  }

  // MARK: Segments

  /// The target written after a segment's component, if any, and whether
  /// it is presented modally.
  private mutating func parseSegmentTarget(
    allowsTargets: Bool
  ) throws(RouteSyntaxError) -> (target: Range<Int>?, isModal: Bool) {
    var target: Range<Int>?
    if peek?.is("<") == true {
      guard allowsTargets else { throw error(.unexpectedTarget) }
      target = try parseTarget()
      if peek?.is("<") == true {
        let expected = "'/' or the end of the route (a segment has one target)"
        throw error(.unexpected(found: "<", expected: expected))
      }
    }
    guard peek?.is("!") == true else { return (target, false) }
    guard target != nil else { throw error(.modalWithoutTarget) }
    index += 1
    return (target, true)
  }

  /// A segment's component: its kind, and where its text (a literal's, or
  /// a parameter's name) is.
  private mutating func parseComponent() throws(RouteSyntaxError)
    -> (PathComponent.Kind, Range<Int>)
  {
    guard let unit = peek, !unit.is("/") else { throw error(.emptySegment) }
    if unit.isAny(of: "<!") {
      throw error(.unexpected(found: unit.character, expected: "a path segment before the target"))
    }
    if unit.is("*") {
      index += 1
      if peek?.is("*") == true {
        index += 1
        return (.catchAll, index..<index)
      }
      return (.wildcard, index..<index)
    }
    if unit.is(":") {
      index += 1
      return (.parameter, try parseIdentifier(missing: .missingParameterName))
    }
    return (.literal, try parseLiteral())
  }

  private mutating func parseIdentifier(
    missing: RouteSyntaxError.Reason
  ) throws(RouteSyntaxError) -> Range<Int> {
    guard let first = peek, !first.isAny(of: "/<>!") else { throw error(missing) }
    guard first.isLetter || first.is("_") else {
      throw error(.invalidParameterName(found: first.character))
    }
    let start = index
    index = identifierEnd(from: index)
    return start..<index
  }

  private mutating func parseLiteral() throws(RouteSyntaxError) -> Range<Int> {
    let start = index
    // Most of a literal is plain; the loop below looks at the rest.
    while index < characters.count, characters[index].isPlainLiteral { index += 1 }
    literal: while let character = peek {
      switch character.ascii {
      case UInt8(ascii: "/"), UInt8(ascii: "<"), UInt8(ascii: "!"):
        break literal
      case UInt8(ascii: ":"), UInt8(ascii: "*"), UInt8(ascii: ">"):
        throw error(
          .unexpected(found: character.character, expected: "'/', '<', '!' or more literal text"))
      default:
        if character.isForbiddenInLiteral {
          throw error(.invalidLiteralCharacter(character.character))
        }
      }
      index += 1
    }
    if index - start <= 2, characters[start..<index].allSatisfy({ $0.is(".") }) {
      throw error(at: start, .dotSegment)
    }
    return start..<index
  }

  private mutating func parseTarget() throws(RouteSyntaxError) -> Range<Int> {
    index += 1  // "<"
    let start = index
    var expectsIdentifierStart = true
    while let character = peek, !character.is(">") {
      if expectsIdentifierStart {
        guard character.isLetter || character.is("_") else {
          throw error(.invalidTypeName(found: character.character))
        }
        expectsIdentifierStart = false
      } else if character.is(".") {
        expectsIdentifierStart = true
      } else if !character.isIdentifierCharacter {
        throw error(.invalidTypeName(found: character.character))
      }
      index += 1
      if !expectsIdentifierStart { index = identifierEnd(from: index) }
    }
    guard peek?.is(">") == true else {
      throw error(index == start ? .missingTypeName : .unclosedTarget)
    }
    guard !expectsIdentifierStart else {
      throw error(index == start ? .missingTypeName : .invalidTypeName(found: ">"))
    }
    index += 1  // ">"
    return start..<(index - 1)
  }

  // MARK: Helpers

  /// Where the run of identifier characters from `start` ends.
  private func identifierEnd(from start: Int) -> Int {
    var end = start
    while end < characters.count, characters[end].isIdentifierCharacter { end += 1 }
    return end
  }

  /// The text of a run of units, for an error message.
  private func name(_ range: Range<Int>) -> String {
    Unit.text(characters[range])
  }

  private var peek: Unit? { index < characters.count ? characters[index] : nil }
  private var isAtEnd: Bool { index >= characters.count }

  private func error(_ reason: RouteSyntaxError.Reason) -> RouteSyntaxError {
    error(at: index, reason)
  }

  private func error(at offset: Int, _ reason: RouteSyntaxError.Reason) -> RouteSyntaxError {
    RouteSyntaxError(input: input, column: offset + 1, reason: reason)
  }
}

/// Parses route text with the cheapest parser that reads it exactly.
enum RouteSyntax {
  /// The longest route text accepted.
  static let maximumLength = 2048

  /// Parses a whole route; see ``RouteParser/parse(allowsTargets:into:)``.
  static func parse(_ text: String, allowsTargets: Bool) throws(RouteSyntaxError)
    -> RouteDefinition
  {
    var ascii = DefinitionSink<ByteSpan>()
    if try parseASCII(text, allowsTargets: allowsTargets, into: &ascii) {
      return ascii.definition
    }
    var sink = DefinitionSink<[Character]>()
    var parser = RouteParser(text, units: Array(text))
    try parser.parse(allowsTargets: allowsTargets, into: &sink)
    return sink.definition
  }

  /// Parses ASCII text, as routes nearly always are, from its bytes in
  /// place. Returns `false`, telling `sink` nothing, when the text is not
  /// ASCII: it is then read as characters.
  ///
  /// - Parameter refusingGroups: whether to return `false` as well for text
  ///   with `(` or `)`, which may hold optional groups (see
  ///   ``RouteGroups``): the bytes are checked for both in one pass.
  static func parseASCII<Sink: RouteSink>(
    _ text: String, allowsTargets: Bool, refusingGroups: Bool = false, into sink: inout Sink
  ) throws(RouteSyntaxError) -> Bool where Sink.Units == ByteSpan {
    let parsed = ByteSpan.withBytes(of: text) { bytes -> Result<Bool, RouteSyntaxError> in
      var all: UInt8 = 0
      // As in `RouteGroups.hasGroups(_:)`: `(` and `)` are the only bytes
      // that read `)` with the low bit set.
      var parenthesis: UInt8 = 0
      for byte in bytes {
        all |= byte
        parenthesis |= (byte | 1) == UInt8(ascii: ")") ? 1 : 0
      }
      guard all < 0x80, !refusingGroups || parenthesis == 0 else { return .success(false) }
      var parser = RouteParser(text, units: bytes)
      do throws(RouteSyntaxError) {
        try parser.parse(allowsTargets: allowsTargets, into: &sink)
        return .success(true)
      } catch {
        return .failure(error)
      }
    }
    return try parsed.get()
  }
}
