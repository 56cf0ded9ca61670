/// Lines of Swift source with their indentation, two spaces a level.
struct SourceWriter {
  private(set) var text = ""
  private var level = 0

  /// Appends a line at the current level; an empty string is a blank line.
  mutating func line(_ code: String) {
    text += code.isEmpty ? "\n" : String(repeating: "  ", count: level) + code + "\n"
  }

  /// Appends a line as is, at column 1.
  mutating func raw(_ code: String) {
    text += code + "\n"
  }

  /// Appends `open`, the body one level deeper, then `close`.
  mutating func block(_ open: String, close: String = "}", _ body: (inout SourceWriter) -> Void) {
    line(open)
    level += 1
    body(&self)
    level -= 1
    line(close)
  }

  /// `head [a, b]` on one line, or one element a line when it is long.
  mutating func list(_ head: String, _ elements: [String], tail: String = "") {
    let open = head.isEmpty ? "[" : head + " ["
    let oneLine = open + elements.joined(separator: ", ") + "]" + tail
    guard level * 2 + oneLine.count > 100 else { return line(oneLine) }
    block(open, close: "]" + tail) { out in
      for element in elements { out.line(element + ",") }
    }
  }

  /// `head(arguments)tail` on one line when it fits in 100 columns, else
  /// the arguments on the next line, else one argument a line: the forms
  /// `swift format` leaves as they are.
  mutating func call(_ head: String, _ arguments: [String], tail: String = "") {
    let indent = level * 2
    let oneLine = head + "(" + arguments.joined(separator: ", ") + ")" + tail
    guard indent + oneLine.count > 100 else { return line(oneLine) }
    let continued = "  " + arguments.joined(separator: ", ") + ")" + tail
    line(head + "(")
    if indent + continued.count <= 100 { return line(continued) }
    for (index, argument) in arguments.enumerated() {
      line("  " + argument + (index == arguments.count - 1 ? ")" + tail : ","))
    }
  }

  /// The lines `body` writes, one level deeper.
  mutating func indented(_ body: (inout SourceWriter) -> Void) {
    level += 1
    body(&self)
    level -= 1
  }

  /// A `///` comment, one line per line of `text`.
  mutating func doc(_ text: String) {
    for part in text.split(separator: "\n", omittingEmptySubsequences: false) {
      line(part.isEmpty ? "///" : "/// " + part)
    }
  }
}
