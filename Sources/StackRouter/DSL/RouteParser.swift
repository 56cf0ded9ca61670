/// Parses route DSL text, telling a ``RouteSink`` what it reads.
///
/// The grammar (see the Route Syntax article):
///
/// ```
/// route      = [scope] ["/"] [root] [segment *("/" segment)] ["/"] [fragment]
/// fragment   = "#/" segment *("/" segment) ["/"]
/// scope      = scheme "://"  |  "https://" host "/"
/// root       = target ["!"]
/// segment    = component [target ["!"]]
/// component  = literal | [literal] ":" name [literal] | "*" | "**"
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
  let characters: Units
  var index = 0
  /// Where the name of the last capture with literal text read is.
  private var affixedName = 0..<0

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
    if peek?.is("#") == true, scope != nil || hasLeadingSlash {
      // The root's fragment: `/#/view<ViewVC>`, `https://example.com/#/profile<ProfileVC>`.
      try parseFragmentStart(catchAllColumn: nil, into: &sink)
    }
    guard !isAtEnd else {
      guard scope != nil || hasLeadingSlash else { throw error(.empty) }
      if allowsTargets { throw error(.missingFinalTarget) }
      return
    }
    if peek?.is("<") == true, scope != nil || hasLeadingSlash {
      let (target, isModal, column) = try parseRoot(allowsTargets: allowsTargets)
      sink.root(target: characters[target], isModal: isModal, column: column)
      if isAtEnd { return }
      if peek?.is("/") == true {
        index += 1
        if isAtEnd { return }
      } else {
        try parseFragmentStart(catchAllColumn: nil, into: &sink)  // `/<HomeVC>#/about<AboutVC>`
      }
    }

    /// The column of a `**` read in the path: no fragment pattern may follow.
    var catchAllColumn: Int?
    var lastHasTarget = false
    while true {
      let column = index + 1
      let (kind, text) = try parseComponent()
      let (target, isModal) = try parseSegmentTarget(allowsTargets: allowsTargets)
      if kind.isNamed {
        let nameRange = kind == .parameter ? text : affixedName
        if let first = sink.column(ofParameter: characters[nameRange]) {
          throw error(
            at: column - 1, .duplicateParameter(name: name(nameRange), firstColumn: first))
        }
      }
      sink.segment(
        kind, text: characters[text], target: target.map { characters[$0] }, isModal: isModal,
        column: column)
      lastHasTarget = target != nil
      if kind == .catchAll, catchAllColumn == nil { catchAllColumn = column }
      guard !isAtEnd else { break }
      guard peek?.is("/") == true else {
        // `user#/view`: the fragment pattern starts; anything else is an error.
        try parseFragmentStart(catchAllColumn: catchAllColumn, into: &sink)
        continue
      }
      index += 1
      // A trailing `/` is ignored, as a link's is.
      if isAtEnd { break }
    }
    if allowsTargets, !lastHasTarget {
      throw error(.missingFinalTarget)
    }
  }

  /// Reads the `#/` that starts a fragment pattern and tells `sink`: a
  /// route has one, never after a `**`, with at least one segment after it.
  /// Called where a segment ends with neither `/` nor the end of the route
  /// (anything but `#` there is an error), so that routes without `#` pay
  /// nothing for it.
  @inline(never)
  private mutating func parseFragmentStart<Sink: RouteSink>(
    catchAllColumn: Int?, into sink: inout Sink
  ) throws(RouteSyntaxError) where Sink.Units == Units {
    guard peek?.is("#") == true else {
      throw error(.unexpected(found: peek?.character, expected: "'/' or the end of the route"))
    }
    let column = index + 1
    if let first = fragmentColumn { throw error(.secondFragment(firstColumn: first)) }
    if catchAllColumn != nil { throw error(.catchAllBeforeFragment) }
    index += 1  // "#"
    guard !isAtEnd, !(peek?.is("/") == true && index + 1 == characters.count) else {
      throw error(at: column - 1, .emptyFragment)
    }
    // `#` inside a segment (`a#b`) is no fragment: a literal cannot hold it.
    guard peek?.is("/") == true else {
      throw error(at: column - 1, .invalidLiteralCharacter("#"))
    }
    index += 1
    sink.segment(
      .fragment, text: characters[index..<index], target: nil, isModal: false, column: column)
  }

  /// The column of the `#` that started the fragment pattern, if one did
  /// before `index`: the only `#` a route may hold before then. Found when
  /// needed rather than kept, so that the parser stays as small as before.
  private var fragmentColumn: Int? {
    characters[..<index].firstIndex { $0.is("#") }.map { $0 + 1 }
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

  /// A segment's component: its kind, and where its text is (a literal's,
  /// a parameter's name, or the whole of a capture with literal text, whose
  /// name is then at `affixedName`).
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
    let start = index
    if !unit.is(":") {
      let literal = try parseLiteral(stopsAtCapture: true)
      guard peek?.is(":") == true else { return (.literal, literal) }
    }
    index += 1  // ":"
    let name = try parseIdentifier(missing: .missingParameterName)
    if let next = peek, !next.isAny(of: "/<!#") {
      _ = try parseLiteral(stopsAtCapture: false, segmentStart: start)
    }
    if start == name.lowerBound - 1, index == name.upperBound {
      return (.parameter, name)
    }
    affixedName = name
    return (.affixed, start..<index)
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

  /// A run of literal text. With `stopsAtCapture`, a `:` ends it (a
  /// capture follows); without, the run follows a capture, where a `:`
  /// would start a second one. `segmentStart` is where a capture's segment
  /// starts, for the error.
  private mutating func parseLiteral(
    stopsAtCapture: Bool, segmentStart: Int? = nil
  ) throws(RouteSyntaxError) -> Range<Int> {
    let start = index
    // Most of a literal is plain; the loop below looks at the rest.
    while index < characters.count, characters[index].isPlainLiteral { index += 1 }
    literal: while let character = peek {
      switch character.ascii {
      case UInt8(ascii: "/"), UInt8(ascii: "<"), UInt8(ascii: "!"):
        break literal
      case UInt8(ascii: "#"):
        if index == start { throw hashStartingSegment() }
        break literal  // `user#/view`: the fragment pattern follows
      case UInt8(ascii: ":") where stopsAtCapture:
        break literal
      case UInt8(ascii: ":"):
        throw error(.secondCapture(segmentColumn: (segmentStart ?? start) + 1))
      case UInt8(ascii: "*"), UInt8(ascii: ">"):
        throw error(
          .unexpected(found: character.character, expected: "'/', '<', '!' or more literal text"))
      default:
        if character.isForbiddenInLiteral {
          throw error(.invalidLiteralCharacter(character.character))
        }
      }
      index += 1
    }
    // The length first: most literals are longer than `..`.
    if index - start <= 2, stopsAtCapture, peek?.is(":") != true,
      characters[start..<index].allSatisfy({ $0.is(".") })
    {
      throw error(at: start, .dotSegment)
    }
    return start..<index
  }

  /// The error for a `#` that starts a segment: a fragment pattern follows
  /// its path with no `/` between (`user#/view`), or the root's `/`.
  @inline(never)
  private func hashStartingSegment() -> RouteSyntaxError {
    if let first = fragmentColumn { return error(.secondFragment(firstColumn: first)) }
    guard index + 1 < characters.count, characters[index + 1].is("/") else {
      return error(.invalidLiteralCharacter("#"))
    }
    let expected = "a path segment before '#' ('/#/' for the root's fragment)"
    return error(.unexpected(found: "#", expected: expected))
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

  var peek: Unit? { index < characters.count ? characters[index] : nil }
  private var isAtEnd: Bool { index >= characters.count }

  func error(_ reason: RouteSyntaxError.Reason) -> RouteSyntaxError {
    error(at: index, reason)
  }

  func error(at offset: Int, _ reason: RouteSyntaxError.Reason) -> RouteSyntaxError {
    RouteSyntaxError(input: input, column: offset + 1, reason: reason)
  }
}
