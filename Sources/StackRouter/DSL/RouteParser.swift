/// Parses route DSL text into a ``RouteDefinition``.
///
/// The grammar (see the Route Syntax article):
///
/// ```
/// route      = [scope] ["/"] segment *("/" segment)
/// scope      = scheme "://"  |  "https://" host "/"
/// segment    = component [target ["!"]]
/// component  = literal | ":" name | "*" | "**"
/// target     = "<" TypeName ">"
/// ```
///
/// The parser is a single forward pass over the characters with no recursion,
/// so hostile input (deep brackets, very long strings) fails fast with a
/// positioned error.
struct RouteParser {
  /// The longest route text accepted.
  static let maximumLength = 2048

  private let input: String
  private let characters: [Character]
  private var index = 0

  init(_ input: String) {
    self.input = input
    self.characters = Array(input)
  }

  /// Parses a whole route. With `allowsTargets` false, any `<Type>` is an error
  /// (plain patterns, as used for block handlers and entity options).
  mutating func parse(allowsTargets: Bool) throws(RouteSyntaxError) -> RouteDefinition {
    guard characters.count <= Self.maximumLength else {
      throw error(at: Self.maximumLength, .tooLong(limit: Self.maximumLength))
    }
    let scope = try parseScope()
    if peek == "/" && scope == nil { index += 1 }
    guard !isAtEnd else { throw error(.empty) }

    var segments: [RouteDefinition.Segment] = []
    var parameterColumns: [String: Int] = [:]
    while true {
      let segment = try parseSegment(allowsTargets: allowsTargets)
      if case .parameter(let name) = segment.component {
        if let first = parameterColumns[name] {
          throw error(at: segment.column - 1, .duplicateParameter(name: name, firstColumn: first))
        }
        parameterColumns[name] = segment.column
      }
      if let last = segments.last, last.component == .catchAll {
        throw error(at: last.column - 1, .catchAllNotLast)
      }
      segments.append(segment)
      guard !isAtEnd else { break }
      guard peek == "/" else {
        throw error(.unexpected(found: peek, expected: "'/' or the end of the route"))
      }
      index += 1
      guard !isAtEnd else { throw error(.emptySegment) }
    }
    if allowsTargets, segments.last?.target == nil {
      throw error(.missingFinalTarget)
    }
    return RouteDefinition(scope: scope, segments: segments)
  }

  // MARK: Scope

  private mutating func parseScope() throws(RouteSyntaxError) -> RouteScope? {
    guard let separator = scopeSeparatorIndex() else { return nil }
    let scheme = String(characters[0..<separator]).lowercased()
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
    while position < characters.count, isSchemeCharacter(characters[position]) {
      position += 1
    }
    return characters[position...].starts(with: [":", "/", "/"]) ? position : nil
  }

  private func isSchemeCharacter(_ character: Character) -> Bool {
    character.isASCII && (character.isLetter || character.isNumber || "+-.".contains(character))
  }

  private mutating func parseHost() throws(RouteSyntaxError) -> String {
    let start = index
    while let character = peek, character != "/" {
      guard character.isASCII, character.isLetter || character.isNumber || "-.".contains(character)
      else { throw error(.invalidHost(found: character)) }
      index += 1
    }
    var host = String(characters[start..<index]).lowercased()
    if host.hasSuffix(".") { host.removeLast() }
    guard !host.isEmpty, !host.hasPrefix("."), !host.contains("..") else {
      throw error(
        at: start, .invalidHost(found: characters.indices.contains(start) ? characters[start] : nil)
      )
    }
    guard peek == "/" else {
      throw error(.unexpected(found: peek, expected: "'/' after the domain"))
    }
    index += 1
    return host
  }

  // MARK: Segments

  private mutating func parseSegment(
    allowsTargets: Bool
  ) throws(RouteSyntaxError) -> RouteDefinition.Segment {
    let column = index + 1
    let component = try parseComponent()
    var target: String?
    var isModal = false
    if peek == "<" {
      guard allowsTargets else { throw error(.unexpectedTarget) }
      target = try parseTarget()
      if peek == "<" {
        let expected = "'/' or the end of the route (a segment has one target)"
        throw error(.unexpected(found: "<", expected: expected))
      }
    }
    if peek == "!" {
      guard target != nil else { throw error(.modalWithoutTarget) }
      isModal = true
      index += 1
    }
    return RouteDefinition.Segment(
      component: component, target: target, isModal: isModal, column: column)
  }

  private mutating func parseComponent() throws(RouteSyntaxError) -> PathComponent {
    switch peek {
    case nil, "/":
      throw error(.emptySegment)
    case "<", "!":
      throw error(.unexpected(found: peek, expected: "a path segment before the target"))
    case "*":
      index += 1
      if peek == "*" {
        index += 1
        return .catchAll
      }
      return .wildcard
    case ":":
      index += 1
      return .parameter(try parseIdentifier(missing: .missingParameterName))
    default:
      return .literal(try parseLiteral())
    }
  }

  private mutating func parseIdentifier(
    missing: RouteSyntaxError.Reason
  ) throws(RouteSyntaxError) -> String {
    guard let first = peek, !"/<>!".contains(first) else { throw error(missing) }
    guard first.isLetter || first == "_" else {
      throw error(.invalidParameterName(found: first))
    }
    let start = index
    while let character = peek, character.isLetter || character.isNumber || character == "_" {
      index += 1
    }
    return String(characters[start..<index])
  }

  private mutating func parseLiteral() throws(RouteSyntaxError) -> String {
    let start = index
    while let character = peek, !"/<!".contains(character) {
      switch character {
      case ":", "*", ">":
        throw error(.unexpected(found: character, expected: "'/', '<', '!' or more literal text"))
      case _ where Self.isForbiddenInLiteral(character):
        throw error(.invalidLiteralCharacter(character))
      default:
        index += 1
      }
    }
    let literal = String(characters[start..<index])
    if literal == "." || literal == ".." { throw error(at: start, .dotSegment) }
    return literal
  }

  static func isForbiddenInLiteral(_ character: Character) -> Bool {
    "?#%\\".contains(character) || character.isWhitespace
      || character.unicodeScalars.contains { $0.properties.generalCategory == .control }
  }

  private mutating func parseTarget() throws(RouteSyntaxError) -> String {
    index += 1  // "<"
    let start = index
    var expectsIdentifierStart = true
    while let character = peek, character != ">" {
      if expectsIdentifierStart {
        guard character.isLetter || character == "_" else {
          throw error(.invalidTypeName(found: character))
        }
        expectsIdentifierStart = false
      } else if character == "." {
        expectsIdentifierStart = true
      } else if !(character.isLetter || character.isNumber || character == "_") {
        throw error(.invalidTypeName(found: character))
      }
      index += 1
    }
    guard peek == ">" else { throw error(index == start ? .missingTypeName : .unclosedTarget) }
    guard !expectsIdentifierStart else {
      throw error(index == start ? .missingTypeName : .invalidTypeName(found: ">"))
    }
    let name = String(characters[start..<index])
    index += 1  // ">"
    return name
  }

  // MARK: Helpers

  private var peek: Character? { index < characters.count ? characters[index] : nil }
  private var isAtEnd: Bool { index >= characters.count }

  private func error(_ reason: RouteSyntaxError.Reason) -> RouteSyntaxError {
    error(at: index, reason)
  }

  private func error(at offset: Int, _ reason: RouteSyntaxError.Reason) -> RouteSyntaxError {
    RouteSyntaxError(input: input, column: offset + 1, reason: reason)
  }
}
