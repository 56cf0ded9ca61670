/// The shape nearly every registered route has, read in one tight pass over
/// its bytes: segments that are literals, `:name` parameters, `*` or `**`,
/// each with an optional `<Type>` target (`!` after it for a modal), joined
/// by `/`, the last with a target. No scope, no leading `/`, no root
/// target, no fragment, no capture with literal text.
///
/// Everything it reads, it reads exactly as ``parse(allowsTargets:into:)``
/// does, telling the sink the same segments in the same order; at anything
/// else (another construct, or an error) it stops and returns `false`, and
/// the caller parses the text again with ``parse(allowsTargets:into:)``
/// into a fresh sink, which gives the route or the error as before.
extension RouteParser where Units == ByteSpan {
  /// Reads route text of the plain shape, `characters`, into `sink`,
  /// targets allowed. Returns `false` at the first thing outside the shape,
  /// the sink then told part of the route, to be dropped. The text holds no
  /// `(` or `)`: optional groups are expanded before a route is parsed.
  /// No parser is made: one keeps the text for its errors, which the plain
  /// lane never gives.
  static func parsePlain<Sink: RouteSink>(_ characters: ByteSpan, into sink: inout Sink) -> Bool
  where Sink.Units == ByteSpan {
    let count = characters.count
    // Empty text, and text over the limit, are errors the parser reports.
    guard count > 0, count <= RouteSyntax.maximumLength else { return false }
    sink.scope(nil)
    var index = 0
    while true {
      let start = index
      let kind: PathComponent.Kind
      let text: Range<Int>
      switch characters[index] {
      case UInt8(ascii: ":"):
        // A parameter: a name, then a target, a `/` or the end (anything
        // else makes it a capture with literal text, or an error).
        index += 1
        guard index < count, characters[index].isIdentifierStart else { return false }
        index = identifierEnd(in: characters, from: index + 1)
        kind = .parameter
        text = (start + 1)..<index
        guard sink.column(ofParameter: characters[text]) == nil else { return false }
      case UInt8(ascii: "*"):
        index += 1
        if index < count, characters[index] == UInt8(ascii: "*") {
          index += 1
          kind = .catchAll
        } else {
          kind = .wildcard
        }
        text = index..<index
      default:
        // A literal is its run of plain bytes; `.` and `..` are refused.
        while index < count, characters[index].isPlainLiteral { index += 1 }
        guard index > start,
          index - start > 2
            || characters[start..<index].contains(where: { $0 != UInt8(ascii: ".") })
        else { return false }
        kind = .literal
        text = start..<index
      }
      var target: Range<Int>?
      var isModal = false
      if index < count, characters[index] == UInt8(ascii: "<") {
        guard let end = typeNameEnd(in: characters, from: index + 1) else { return false }
        target = (index + 1)..<end
        index = end + 1
        if index < count, characters[index] == UInt8(ascii: "!") {
          isModal = true
          index += 1
        }
      }
      sink.segment(
        kind, text: characters[text], target: target.map { characters[$0] }, isModal: isModal,
        column: start + 1)
      // A segment ends at a `/` or the end; a trailing `/` is ignored.
      guard index < count else { return target != nil }
      guard characters[index] == UInt8(ascii: "/") else { return false }
      index += 1
      guard index < count else { return target != nil }
    }
  }

  /// Where the `>` closing a type name that starts at `start` is: names
  /// that start with a letter or `_` and go on with letters, digits and
  /// `_`, joined by `.`. `nil` for anything else.
  private static func typeNameEnd(in characters: ByteSpan, from start: Int) -> Int? {
    var index = start
    while true {
      guard index < characters.count, characters[index].isIdentifierStart else { return nil }
      index = identifierEnd(in: characters, from: index + 1)
      guard index < characters.count else { return nil }
      switch characters[index] {
      case UInt8(ascii: "."): index += 1
      case UInt8(ascii: ">"): return index
      default: return nil
      }
    }
  }

  /// Where the run of identifier characters from `start` ends.
  private static func identifierEnd(in characters: ByteSpan, from start: Int) -> Int {
    var end = start
    while end < characters.count, characters[end].isIdentifierCharacter { end += 1 }
    return end
  }
}

extension UInt8 {
  /// Whether a name may start with the byte: an ASCII letter or `_`.
  fileprivate var isIdentifierStart: Bool { isLetter || self == UInt8(ascii: "_") }
}
