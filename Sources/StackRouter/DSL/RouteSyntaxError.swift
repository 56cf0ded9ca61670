/// A route DSL string that could not be parsed.
///
/// The error names the input, the 1-based column of the problem and what was
/// expected there. Its description renders like a compiler diagnostic:
///
/// ```
/// error: expected '>' to close the target
/// list<Bogus
///           ^
/// ```
public struct RouteSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The text that was parsed.
  public let input: String
  /// The 1-based column, counted in characters, where the problem starts.
  /// A column one past the end means the input ended too early.
  public let column: Int
  /// What was wrong.
  public let reason: Reason

  /// Creates an error for `input` at `column`.
  public init(input: String, column: Int, reason: Reason) {
    self.input = input
    self.column = column
    self.reason = reason
  }

  /// What was wrong with a route DSL string.
  public enum Reason: Hashable, Sendable {
    /// The string holds no segment at all.
    case empty
    /// Two slashes in a row, or a slash at the end.
    case emptySegment
    /// A `:` with no name after it.
    case missingParameterName
    /// A parameter name that does not start with a letter or `_`.
    case invalidParameterName(found: Character)
    /// A parameter name used twice in one route.
    case duplicateParameter(name: String, firstColumn: Int)
    /// A character that cannot appear in a literal segment.
    case invalidLiteralCharacter(Character)
    /// A `.` or `..` segment, which no link can reach.
    case dotSegment
    /// A `<` with no type name after it.
    case missingTypeName
    /// A character that cannot appear in a type name.
    case invalidTypeName(found: Character)
    /// A `<` without its closing `>`.
    case unclosedTarget
    /// A `!` that follows no target.
    case modalWithoutTarget
    /// A second `:` capture in one segment, which holds at most one; the
    /// segment starts at `segmentColumn`.
    case secondCapture(segmentColumn: Int)
    /// A `**` that is not the last component. No longer thrown: `**` may
    /// stand anywhere in a pattern, more than once; the case stays so
    /// that code naming it still builds.
    case catchAllNotLast
    /// The route ends without naming the target of its last segment.
    case missingFinalTarget
    /// A target in a string that must be a plain pattern.
    case unexpectedTarget
    /// Something other than what the grammar allows at this point.
    case unexpected(found: Character?, expected: String)
    /// A universal-link scope written with `http://`.
    case insecureScheme
    /// A universal-link scope whose domain is missing or malformed.
    case invalidHost(found: Character?)
    /// The input is longer than the parser accepts.
    case tooLong(limit: Int)
    /// A `(` not followed by `/`: a group adds whole segments.
    case groupWithoutSlash
    /// A `)` with no `(` before it.
    case unopenedGroup
    /// A `(` never closed.
    case unclosedGroup
    /// A `<Type>` inside a group; a target goes after the group.
    case targetInGroup
    /// A group whose expansion matches the same links as another.
    case redundantGroup(expansion: String)
    /// Groups that expand into more routes than the limit.
    case tooManyExpansions(limit: Int)
    /// Groups nested deeper than the limit.
    case groupsTooDeep(limit: Int)
    /// Optional groups given where text must stand for one route (the
    /// `parsing:` initializers); `expansions(parsing:)` reads them.
    case groupsStandForSeveralRoutes
    /// Text written in another router's spelling, such as WAAppRouting's
    /// `{ListVC}` or Flint's `$(name)`; the message names the StackRouter
    /// spelling (``RouteLint/olderSpellings(in:)``).
    case olderSpelling(message: String)
    /// A second `#` in a route, which has one fragment pattern; the first
    /// is at `firstColumn`.
    case secondFragment(firstColumn: Int)
    /// A `#` with no fragment pattern after it: `#` is followed by `/` and
    /// at least one segment, as in `user#/view/:id`.
    case emptyFragment
    /// A `#` in a route with a `**` in its path (`files/**#/raw`,
    /// `a/**/b#/c`): a fragment route's path has no `**`.
    case catchAllBeforeFragment
    /// A fragment pattern on a block, which runs for a link's path alone.
    case fragmentOnBlock
  }

  /// The same error with its columns moved right by `offset`, for input
  /// found inside a longer line (a manifest's).
  func shifted(by offset: Int) -> RouteSyntaxError {
    let reason: Reason =
      switch self.reason {
      case .duplicateParameter(let name, let first):
        .duplicateParameter(name: name, firstColumn: first + offset)
      case .secondCapture(let segment): .secondCapture(segmentColumn: segment + offset)
      case .secondFragment(let first): .secondFragment(firstColumn: first + offset)
      default: self.reason
      }
    return RouteSyntaxError(input: input, column: column + offset, reason: reason)
  }

  /// The one-line explanation, without the input and the caret.
  public var message: String {
    switch reason {
    case .empty:
      "expected a path segment"
    case .emptySegment:
      "empty segment; expected a literal, ':name', '*' or '**'"
    case .missingParameterName:
      "expected a parameter name after ':'"
    case .invalidParameterName(let found):
      "a parameter name starts with a letter or '_', not \(quoted(found))"
    case .duplicateParameter(let name, let firstColumn):
      "parameter ':\(name)' is already used at column \(firstColumn)"
    case .invalidLiteralCharacter(let character):
      "\(quoted(character)) cannot appear in a literal; write segments decoded, "
        + "without '?', '#', '%', '\\' or white space"
    case .dotSegment:
      "'.' and '..' segments never match: links that contain them are refused"
    case .missingTypeName:
      "expected a type name after '<'"
    case .invalidTypeName(let found):
      "expected a type name (letters, digits, '_' and '.'), found \(quoted(found))"
    case .unclosedTarget:
      "expected '>' to close the target"
    case .modalWithoutTarget:
      "'!' marks a target as modal; expected '<Type>' before it"
    case .secondCapture(let segmentColumn):
      "a segment holds at most one capture; this ':' starts a second in the segment at column "
        + "\(segmentColumn)"
    case .catchAllNotLast:
      "'**' matches the rest of the path, so it must be the last segment"
    case .missingFinalTarget:
      "expected '<Type>': the last segment of a route names its target"
    case .unexpectedTarget:
      "a pattern here names no target; remove '<...>'"
    case .unexpected(let found, let expected):
      "expected \(expected), found \(found.map(quoted) ?? "the end")"
    case .insecureScheme:
      "universal-link routes use 'https://', not 'http://'"
    case .invalidHost(let found):
      "expected a domain name (letters, digits, '-' and '.'), found "
        + (found.map(quoted) ?? "the end")
    case .tooLong(let limit):
      "a route is at most \(limit) characters long"
    case .groupWithoutSlash:
      "expected '/' after '(': an optional group adds whole segments, as in 'a(/b)'"
    case .unopenedGroup:
      "')' closes no group"
    case .unclosedGroup:
      "expected ')' to close this group"
    case .targetInGroup:
      "a target cannot be inside an optional group; write it after the group, as in 'a(/b)<T>'"
    case .redundantGroup(let expansion):
      "this group makes '\(expansion)' twice: two expansions would match the same links"
    case .tooManyExpansions(let limit):
      "optional groups expand into more than \(limit) routes"
    case .groupsTooDeep(let limit):
      "optional groups nest at most \(limit) deep"
    case .groupsStandForSeveralRoutes:
      "an optional group stands for several routes; read them with expansions(parsing:)"
    case .olderSpelling(let message):
      message
    case .secondFragment(let firstColumn):
      "a route has one fragment pattern; its '#' is at column \(firstColumn)"
    case .emptyFragment:
      "expected a fragment pattern after '#/', as in 'user#/view/:id'"
    case .catchAllBeforeFragment:
      "a route with '**' in its path cannot have a '#' fragment pattern"
    case .fragmentOnBlock:
      "a block matches a link's path alone; a '#' fragment pattern belongs to a route's target"
    }
  }

  /// The diagnostic: `error: message`, the input, and a caret under the column.
  public var description: String {
    let excerpt = DiagnosticExcerpt(line: input, column: column)
    return "error: \(message)\n\(excerpt.text)\n\(excerpt.caretLine)"
  }
}

private func quoted(_ character: Character) -> String {
  if character.unicodeScalars.allSatisfy({ $0.properties.generalCategory == .control }) {
    let codes = character.unicodeScalars.map { scalar in
      let hex = String(scalar.value, radix: 16, uppercase: true)
      return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
    return codes.joined(separator: " ")
  }
  return "'\(character)'"
}
