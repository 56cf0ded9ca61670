/// One line of input cut to a readable width, with a caret line under a column.
///
/// Long inputs are shown as a window around the column, with `...` where text
/// was left out; control characters and tabs print as spaces so that the caret
/// stays aligned.
struct DiagnosticExcerpt: Sendable {
  /// The input as printed.
  let text: String
  /// Spaces and a `^` under the column.
  let caretLine: String

  /// The widest excerpt shown before the input is cut around the column.
  static let maximumWidth = 100

  init(line: String, column: Int) {
    let characters = Array(line).map { character -> Character in
      character.unicodeScalars.contains { $0.properties.generalCategory == .control }
        ? " " : character
    }
    let index = max(0, column - 1)
    guard characters.count > Self.maximumWidth else {
      text = String(characters)
      caretLine = String(repeating: " ", count: index) + "^"
      return
    }
    let start = max(0, min(index - 60, characters.count - Self.maximumWidth))
    let end = min(characters.count, start + Self.maximumWidth)
    let prefix = start > 0 ? "..." : ""
    let suffix = end < characters.count ? "..." : ""
    text = prefix + String(characters[start..<end]) + suffix
    caretLine = String(repeating: " ", count: prefix.count + index - start) + "^"
  }
}
