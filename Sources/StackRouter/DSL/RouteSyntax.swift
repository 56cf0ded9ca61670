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
