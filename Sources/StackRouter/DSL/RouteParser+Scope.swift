/// Reading a route's scope: `myapp://`, `https://example.com/`, `*://` or
/// `https://*/`.
extension RouteParser {
  // MARK: Scope

  mutating func parseScope() throws(RouteSyntaxError) -> RouteScope? {
    guard let separator = scopeSeparatorIndex() else {
      // `*://`: any accepted custom scheme ('*' cannot start a scheme).
      guard characters.count >= 4, characters[0].is("*"), characters[1].is(":"),
        characters[2].is("/"), characters[3].is("/")
      else { return nil }
      index = 4
      return .anyScheme
    }
    let scheme = Unit.text(characters[0..<separator]).lowercased()
    index = separator + 3
    switch scheme {
    case "http":
      throw error(at: 0, .insecureScheme)
    case "https":
      return try parseHost()
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

  private mutating func parseHost() throws(RouteSyntaxError) -> RouteScope {
    let start = index
    if peek?.is("*") == true {
      // `https://*/`: any accepted domain, written alone.
      index += 1
      guard peek?.is("/") == true else {
        throw error(
          .unexpected(
            found: peek?.character, expected: "'/' after '*', which stands for any accepted domain")
        )
      }
      index += 1
      return .anyDomain
    }
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
    return .domain(host)
  }
}
