/// Optional groups: `articles/:id(/comments/:commentID)<ArticleVC>` stands
/// for every route the groups can make, each group written or left out.
///
/// A group starts with `(` and `/`, holds one or more segments, and closes
/// with `)`. Groups may follow one another (`a(/b)(/c)`: `a`, `a/b`, `a/c`,
/// `a/b/c`) and nest (`a(/b(/c))`: `a`, `a/b`, `a/b/c`). A group holds no
/// target: a target written after a group names the last segment of every
/// expansion, whether the group is in it or not.
///
/// Each expansion is parsed on its own, with errors pointing into the text as
/// written; two expansions that match the same links are an error at the
/// group that makes the second.
enum RouteGroups {
  /// The most routes one text may expand into.
  static let maximumExpansions = 64
  /// The deepest groups may nest.
  static let maximumDepth = 8

  /// One expansion: its text, and the 1-based column in the written text of
  /// each of its characters (with one more for its end).
  struct Expansion {
    let text: String
    let columns: [Int]
    /// The column of the last group written in it, if any.
    let lastGroupColumn: Int?
  }

  /// Whether `text` has groups at all (the common case has none).
  static func hasGroups(_ text: String) -> Bool {
    ByteSpan.withBytes(of: text) { bytes in
      // `(` and `)` are 0x28 and 0x29: the only bytes that read 0x29 with
      // the low bit set. A loop without branches reads many bytes at once.
      var found: UInt8 = 0
      for byte in bytes { found |= (byte | 1) == UInt8(ascii: ")") ? 1 : 0 }
      return found != 0
    }
  }

  /// Every route `text` stands for, parsed, in a stable order: groups left
  /// out before groups written, from the first group to the last.
  static func parse(_ text: String, allowsTargets: Bool) throws(RouteSyntaxError)
    -> [RouteDefinition]
  {
    guard hasGroups(text) else {
      return [try RouteSyntax.parse(text, allowsTargets: allowsTargets)]
    }
    return try expansions(of: text, allowsTargets: allowsTargets)
  }

  /// The expansions of text that has groups, each parsed and checked.
  private static func expansions(
    of text: String, allowsTargets: Bool
  ) throws(RouteSyntaxError) -> [RouteDefinition] {
    var definitions: [RouteDefinition] = []
    var shapes: [ShapeKey] = []
    for expansion in try expand(text) {
      let definition: RouteDefinition
      do {
        definition = try RouteSyntax.parse(expansion.text, allowsTargets: allowsTargets)
      } catch {
        throw remap(error, from: expansion, to: text)
      }
      let shape = ShapeKey(definition.pattern)
      if shapes.contains(shape) {
        throw RouteSyntaxError(
          input: text, column: expansion.lastGroupColumn ?? 1,
          reason: .redundantGroup(expansion: definition.pattern.description))
      }
      shapes.append(shape)
      definitions.append(definition)
    }
    return definitions
  }

  // MARK: Expanding

  private indirect enum Piece {
    case character(Character, column: Int)
    case group([Piece], column: Int)
  }

  static func expand(_ text: String) throws(RouteSyntaxError) -> [Expansion] {
    let characters = Array(text)
    guard characters.count <= RouteSyntax.maximumLength else {
      throw RouteSyntaxError(
        input: text, column: RouteSyntax.maximumLength + 1,
        reason: .tooLong(limit: RouteSyntax.maximumLength))
    }
    // Read the pieces with an explicit stack: no recursion on hostile nesting.
    var stack: [(pieces: [Piece], column: Int)] = [([], 0)]
    for (offset, character) in characters.enumerated() {
      let column = offset + 1
      switch character {
      case "(":
        guard stack.count <= maximumDepth else {
          throw RouteSyntaxError(
            input: text, column: column, reason: .groupsTooDeep(limit: maximumDepth))
        }
        guard offset + 1 < characters.count, characters[offset + 1] == "/" else {
          throw RouteSyntaxError(input: text, column: column + 1, reason: .groupWithoutSlash)
        }
        stack.append(([], column))
      case ")":
        guard stack.count > 1, let group = stack.popLast() else {
          throw RouteSyntaxError(input: text, column: column, reason: .unopenedGroup)
        }
        stack[stack.count - 1].pieces.append(.group(group.pieces, column: group.column))
      case "<" where stack.count > 1:
        throw RouteSyntaxError(input: text, column: column, reason: .targetInGroup)
      default:
        stack[stack.count - 1].pieces.append(.character(character, column: column))
      }
    }
    guard stack.count == 1, let top = stack.first else {
      throw RouteSyntaxError(
        input: text, column: stack[stack.count - 1].column, reason: .unclosedGroup)
    }
    let expansions = try expansions(of: top.pieces, text: text)
    return expansions.map { expansion in
      Expansion(
        text: String(expansion.characters),
        columns: expansion.columns + [characters.count + 1],
        lastGroupColumn: expansion.lastGroup)
    }
  }

  private struct Partial {
    var characters: [Character] = []
    var columns: [Int] = []
    var lastGroup: Int?
  }

  /// The expansions of a list of pieces, groups left out before written.
  private static func expansions(of pieces: [Piece], text: String) throws(RouteSyntaxError)
    -> [Partial]
  {
    var results = [Partial()]
    for piece in pieces {
      switch piece {
      case .character(let character, let column):
        for index in results.indices {
          results[index].characters.append(character)
          results[index].columns.append(column)
        }
      case .group(let inner, let column):
        let options = try expansions(of: inner, text: text)
        var next = results
        for result in results {
          for option in options {
            var combined = result
            combined.characters += option.characters
            combined.columns += option.columns
            combined.lastGroup = option.lastGroup ?? column
            next.append(combined)
          }
        }
        guard next.count <= maximumExpansions else {
          throw RouteSyntaxError(
            input: text, column: column, reason: .tooManyExpansions(limit: maximumExpansions))
        }
        results = next
      }
    }
    return results
  }

  /// An error found in an expansion, pointed at the text as written.
  private static func remap(
    _ error: RouteSyntaxError, from expansion: Expansion, to text: String
  ) -> RouteSyntaxError {
    func column(_ column: Int) -> Int {
      expansion.columns[min(max(column, 1), expansion.columns.count) - 1]
    }
    let reason: RouteSyntaxError.Reason =
      switch error.reason {
      case .duplicateParameter(let name, let first):
        .duplicateParameter(name: name, firstColumn: column(first))
      case .secondCapture(let segment): .secondCapture(segmentColumn: column(segment))
      default: error.reason
      }
    return RouteSyntaxError(input: text, column: column(error.column), reason: reason)
  }
}

/// What makes two patterns match the same links: scope and shape, with
/// parameter names erased. It compares the pattern in place, without
/// building the shape.
private struct ShapeKey: Hashable {
  let pattern: RoutePattern

  init(_ pattern: RoutePattern) {
    self.pattern = pattern
  }

  static func == (lhs: ShapeKey, rhs: ShapeKey) -> Bool {
    let left = lhs.pattern.components
    let right = rhs.pattern.components
    guard lhs.pattern.scope == rhs.pattern.scope, left.count == right.count else { return false }
    return zip(left, right).allSatisfy { pair in
      switch pair {
      case (.literal(let a), .literal(let b)): a == b
      case (.affixed(let a, _, let c), .affixed(let b, _, let d)): a == b && c == d
      case (.parameter, .parameter), (.wildcard, .wildcard), (.catchAll, .catchAll),
        (.fragment, .fragment):
        true
      default: false
      }
    }
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(pattern.scope)
    hasher.combine(pattern.components.count)
    for component in pattern.components {
      hasher.combine(component.rank)
      if case .literal(let text) = component { hasher.combine(text) }
      if case .affixed(let prefix, _, let suffix) = component {
        hasher.combine(prefix)
        hasher.combine(suffix)
      }
    }
  }
}
