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
      guard isASCII(bytes, refusingGroups: refusingGroups) else { return .success(false) }
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

  /// Whether route text's bytes are all ASCII, and with `refusingGroups`,
  /// hold neither `(` nor `)`: the text ``parseASCII(_:allowsTargets:refusingGroups:into:)``
  /// parses. The bytes are checked for both in one pass, a word at a time
  /// (the last word overlapping the one before it).
  @inline(__always)
  static func isASCII(_ bytes: ByteSpan, refusingGroups: Bool) -> Bool {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highBits: UInt64 = 0x8080_8080_8080_8080
    var all: UInt64 = 0
    // As in `RouteGroups.hasGroups(_:)`: `(` and `)` are the only bytes
    // that read `)` with the low bit set; a byte of a word that does so
    // reads zero once `)` is taken from it, and a word with a zero byte has
    // a high bit set in `(word - ones) & ~word`.
    var parenthesis: UInt64 = 0
    func add(_ word: UInt64) {
      all |= word
      let unparenthesized = (word | ones) ^ 0x2929_2929_2929_2929
      parenthesis |= (unparenthesized &- ones) & ~unparenthesized
    }
    let count = bytes.count
    if count >= 8 {
      var offset = 0
      while offset < count - 8 {
        add(bytes.word(at: offset))
        offset += 8
      }
      add(bytes.word(at: count - 8))
    } else {
      for byte in bytes { add(UInt64(byte)) }
    }
    return all & highBits == 0 && (!refusingGroups || parenthesis & highBits == 0)
  }
}
