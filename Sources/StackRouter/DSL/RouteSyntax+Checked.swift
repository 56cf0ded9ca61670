/// The route text the public `parsing:` entry points read: every rule of
/// the parser, plus two that the registrar's fast path leaves to its
/// failures.
///
/// - Text in another router's spelling (WAAppRouting's `{ListVC}`, Flint's
///   `$(name)`, URLNavigator's `<id>`) is refused with one error naming the
///   StackRouter spelling, even where the parser would read it as a literal.
/// - `(` and `)` always mean optional groups, so text that must stand for
///   one route refuses them.
extension RouteSyntax {
  /// Parses text that stands for exactly one route.
  static func parseOne(_ text: String, allowsTargets: Bool) throws(RouteSyntaxError)
    -> RouteDefinition
  {
    let definitions = try parseEvery(text, allowsTargets: allowsTargets)
    guard definitions.count == 1 else {
      let group = text.firstIndex(of: "(").map { text.distance(from: text.startIndex, to: $0) }
      throw RouteSyntaxError(
        input: text, column: (group ?? 0) + 1, reason: .groupsStandForSeveralRoutes)
    }
    return definitions[0]
  }

  /// Parses text and its optional groups into every route it stands for.
  static func parseEvery(_ text: String, allowsTargets: Bool) throws(RouteSyntaxError)
    -> [RouteDefinition]
  {
    let definitions: [RouteDefinition]
    do {
      definitions = try RouteGroups.parse(text, allowsTargets: allowsTargets)
    } catch {
      throw error.namingOlderSpelling(in: text)
    }
    if let older = RouteSyntaxError.olderSpelling(in: text) { throw older }
    return definitions
  }
}

extension RouteSyntaxError {
  /// The error at the first place `text` is written in another router's
  /// spelling, if it is.
  static func olderSpelling(in text: String) -> RouteSyntaxError? {
    guard let older = RouteLint.olderSpellings(in: text).first else { return nil }
    return RouteSyntaxError(
      input: text, column: older.column, reason: .olderSpelling(message: older.message))
  }

  /// This error, or the one naming the StackRouter spelling when `text` is
  /// written in another router's: such text fails for reasons that say
  /// nothing of what its author meant (`hello/$(name)` reads `(` as a group).
  func namingOlderSpelling(in text: String) -> RouteSyntaxError {
    Self.olderSpelling(in: text) ?? self
  }
}
