/// Checks for route text written the way other routers spell routes, and
/// for literals that links usually carry percent-encoded.
///
/// WAAppRouting's `{Type}`, Flint's `$(name)`, URLNavigator's `<name>` as
/// a parameter and JLRoutes' fragment written without `/` after `#`
/// (`user#view/:id`, here `user#/view/:id`) never mean here what their
/// author meant, so a manifest
/// refuses them with one error that names the StackRouter spelling
/// (``olderSpellings(in:)``). Literals holding characters that links
/// usually percent-encode are warnings (``warnings(in:)``).
///
/// ```swift
/// RouteLint.olderSpellings(in: "list{ListVC}")
/// // column 5: '{ListVC}' is WAAppRouting's target syntax; write '<ListVC>'
/// ```
public enum RouteLint {
  /// One finding: where it points in the route text, and what to write.
  public struct Warning: Hashable, Sendable, CustomStringConvertible {
    /// The 1-based column in the route text.
    public let column: Int
    /// What is wrong, and the StackRouter spelling.
    public let message: String

    /// Creates a finding.
    public init(column: Int, message: String) {
      self.column = column
      self.message = message
    }

    /// `column N: message`.
    public var description: String { "column \(column): \(message)" }
  }

  /// The places where a route or pattern is written in another router's
  /// spelling, each naming the StackRouter spelling, in column order. A
  /// manifest reports each as an error instead of reading the route.
  public static func olderSpellings(in route: String) -> [Warning] {
    scan(route).older
  }

  /// The warnings for one route or pattern, in column order: literal
  /// characters that links usually carry percent-encoded, and a lowercase
  /// `<name>` after a literal, which reads as a target type named `name`.
  /// A `**` right after another (`a/**/**`) is a warning too: it matches
  /// no link that one `**` does not, and the first takes nothing.
  public static func warnings(in route: String) -> [Warning] {
    let warnings = scan(route).warnings
    guard route.contains("**") else { return warnings }
    return (warnings + adjacentCatchAlls(in: route)).sorted { $0.column < $1.column }
  }

  /// A warning at each `**` segment that directly follows another, with
  /// or without a target on the first.
  private static func adjacentCatchAlls(in route: String) -> [Warning] {
    var warnings: [Warning] = []
    var column = 1
    var previousIsCatchAll = false
    for segment in route.split(separator: "/", omittingEmptySubsequences: false) {
      let component = segment.prefix { $0 != "<" && $0 != "!" }
      let isCatchAll = component == "**"
      if isCatchAll, previousIsCatchAll {
        warnings.append(
          Warning(
            column: column,
            message: "'**' right after '**' matches no link that one '**' does not, and the "
              + "first takes nothing; write one '**'"))
      }
      previousIsCatchAll = isCatchAll
      column += segment.count + 1
    }
    return warnings
  }

  private static func scan(_ route: String) -> (older: [Warning], warnings: [Warning]) {
    let characters = Array(route)
    var older: [Warning] = []
    var warnings: [Warning] = []
    var index = 0
    func closing(_ close: Character, from start: Int) -> Int? {
      var position = start + 1
      while position < characters.count {
        if characters[position] == close { return position }
        if characters[position] == "/" { return nil }
        position += 1
      }
      return nil
    }
    while index < characters.count {
      let character = characters[index]
      switch character {
      case "{":
        if let end = closing("}", from: index), isTypeName(characters[(index + 1)..<end]) {
          let name = String(characters[(index + 1)..<end])
          older.append(
            Warning(
              column: index + 1,
              message: "'{\(name)}' is WAAppRouting's target syntax; write '<\(name)>'"))
          index = end + 1
          continue
        }
      case "$" where index + 1 < characters.count && characters[index + 1] == "(":
        if let end = closing(")", from: index + 1) {
          older.append(flintParameter(in: characters, at: index, end: end))
          index = end + 1
          continue
        }
      case "<":
        if let end = closing(">", from: index) {
          let inner = String(characters[(index + 1)..<end])
          let startsSegment = index == 0 || "/(".contains(characters[index - 1])
          if let parameter = urlNavigatorParameter(inner) {
            if startsSegment || inner.contains(":") {
              older.append(
                Warning(
                  column: index + 1,
                  message: "'<\(inner)>' is URLNavigator's parameter syntax; write ':\(parameter)'")
              )
            } else {
              warnings.append(
                Warning(
                  column: index + 1,
                  message:
                    "'<\(inner)>' names a target type '\(inner)' here; write ':\(parameter)' "
                    + "if it is URLNavigator's parameter"))
            }
          }
          index = end + 1
          continue
        }
      case "#"
      where index + 1 < characters.count
        && (characters[index + 1].isLetter || characters[index + 1] == ":"):
        // JLRoutes' `user#view/:id`, whose fragment continues the path.
        var end = index + 1
        while end < characters.count, !"/<!#".contains(characters[end]) { end += 1 }
        let written = String(characters[index..<end])
        older.append(
          Warning(
            column: index + 1,
            message: "'\(written)' is JLRoutes' fragment spelling; a fragment pattern is a path "
              + "after '#/': write '#/\(written.dropFirst())'"))
        index = end
        continue
      default:
        break
      }
      if let warning = unencodedCharacterWarning(character, at: index, in: characters) {
        warnings.append(warning)
      }
      index += 1
    }
    return (older, warnings)
  }

  /// Flint's `$(name)` at `start`, closed at `end`: `:name`, with the
  /// literal text around it in its segment (`item-$(id).html` is
  /// `item-:id.html`). A name ends at the first character a name cannot
  /// hold, so text that would lengthen the name needs a separator.
  private static func flintParameter(
    in characters: [Character], at start: Int, end: Int
  ) -> Warning {
    let name = String(characters[(start + 2)..<end])
    let separators: Set<Character> = ["/", "<", "!", "(", ")"]
    var segmentStart = start
    while segmentStart > 0, !separators.contains(characters[segmentStart - 1]) {
      segmentStart -= 1
    }
    var segmentEnd = end + 1
    while segmentEnd < characters.count, !separators.contains(characters[segmentEnd]) {
      segmentEnd += 1
    }
    let before = String(characters[segmentStart..<start])
    let after = String(characters[(end + 1)..<segmentEnd])
    guard !before.isEmpty || !after.isEmpty else {
      return Warning(
        column: start + 1, message: "'$(\(name))' is Flint's parameter syntax; write ':\(name)'")
    }
    let written = before + "$(" + name + ")" + after
    let spelling = before + ":" + name + after
    var message = "'\(written)' is Flint's parameter syntax; write '\(spelling)'"
    if let next = after.first, next.isLetter || next.isNumber || next == "_" {
      message =
        "'\(written)' is Flint's parameter syntax; StackRouter ends a name at the first "
        + "character a name cannot hold, so write a separator after it, such as '\(before):\(name)-\(after)'"
    }
    return Warning(column: segmentStart + 1, message: message)
  }

  /// A warning for a character that links usually carry percent-encoded.
  private static func unencodedCharacterWarning(
    _ character: Character, at index: Int, in characters: [Character]
  ) -> Warning? {
    // What the parser refuses outright is its error, not a warning.
    guard !carriesUnencoded(character), !"<>?#%\\".contains(character),
      !character.isWhitespace, !(character.asciiValue.map { $0 < 0x20 || $0 == 0x7F } ?? false)
    else { return nil }
    let encoded = String(character).utf8.map { byte in
      "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
    }.joined()
    return Warning(
      column: index + 1,
      message: "links usually carry '\(character)' percent-encoded, as '\(encoded)'; the router "
        + "reads it either way, and this literal matches both once decoded")
  }

  /// Whether a link's path carries the character as itself (RFC 3986's
  /// unreserved characters, sub-delimiters, `:` and `@`).
  private static func carriesUnencoded(_ character: Character) -> Bool {
    guard let ascii = character.asciiValue else { return false }
    switch ascii {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"):
      return true
    default:
      return "-._~!$&'()*+,;=:@/".contains(character)
    }
  }

  private static func isTypeName(_ characters: ArraySlice<Character>) -> Bool {
    guard let first = characters.first, first.isLetter || first == "_" else { return false }
    return characters.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
  }

  /// The parameter name in URLNavigator's `<name>` or `<type:name>`, when the
  /// text is one (a lowercase first letter; type names start uppercase).
  private static func urlNavigatorParameter(_ inner: String) -> String? {
    let name = inner.split(separator: ":", maxSplits: 1).last.map(String.init) ?? inner
    guard let first = name.first, first.isLowercase || inner.contains(":"),
      name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
    else { return nil }
    return name
  }
}

extension String {
  fileprivate func leftPadded(to width: Int) -> String {
    count >= width ? self : String(repeating: "0", count: width - count) + self
  }
}
