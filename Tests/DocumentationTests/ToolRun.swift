import Foundation
import StackRouterCommands

/// Runs `stackrouter` in process, as a shell in a directory of the package
/// would: arguments that name files there are given as full paths, and
/// those paths are written back as given in the output.
enum ToolRun {
  /// The words of a command line, with `"…"` and `'…'` quoting.
  static func words(_ line: String) -> [String] {
    var words: [String] = []
    var current = ""
    var quote: Character?
    var inWord = false
    for character in line {
      if let open = quote {
        if character == open { quote = nil } else { current.append(character) }
      } else if character == "\"" || character == "'" {
        quote = character
        inWord = true
      } else if character == " " {
        if inWord { words.append(current) }
        current = ""
        inWord = false
      } else {
        current.append(character)
        inWord = true
      }
    }
    if inWord { words.append(current) }
    return words
  }

  /// The output of a `stackrouter …` command line (standard output, then
  /// standard error) and its exit status; `nil` when the line does not
  /// start with `stackrouter`.
  @MainActor
  static func run(_ line: String, in directory: String? = nil) async -> (
    output: String, status: ToolOutput.Status
  )? {
    var words = words(line)
    guard words.first == "stackrouter" else { return nil }
    words.removeFirst()
    let base = Docs.root.appendingPathComponent(directory ?? "")
    var paths: [(full: String, given: String)] = []
    let arguments = words.map { word -> String in
      let full = base.appendingPathComponent(word).path
      guard !word.isEmpty, !word.hasPrefix("-"), !word.contains("://"),
        FileManager.default.fileExists(atPath: full)
      else { return word }
      paths.append((full, word))
      return full
    }
    let result = await StackRouterTool.run(arguments)
    var output = result.standardOutput + result.standardError
    for path in paths { output = output.replacingOccurrences(of: path.full, with: path.given) }
    return (output, result.status)
  }

  /// Lines without trailing white space, and without trailing empty lines.
  static func lines(_ text: String) -> [String] {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
      String($0.reversed().drop { $0 == " " }.reversed())
    }
    while lines.last == "" { lines.removeLast() }
    return lines
  }
}
