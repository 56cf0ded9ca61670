import Foundation

/// A fenced code block of the README or a DocC article, with what the
/// tests do with it.
///
/// The convention, for whoever writes docs: a ` ```swift ` block is a
/// snippet, kept verbatim in a Swift file of the test targets between
/// `// snippet: FILE #N` and `// end snippet` (N counts the file's swift
/// blocks from 1), so it compiles. A ` ```sh ` block holds commands: each
/// `swift run stackrouter …` runs and must succeed. A block whose first line
/// starts with `$ ` is a transcript: each `$ stackrouter …` line runs, and
/// the lines after it are its output. Any other block says what it is in an
/// HTML comment on the line before its fence, which GitHub and DocC do not
/// show, `<!-- example: KIND -->`:
///
/// - `output of stackrouter ARGS`: the block is the command's output;
/// - `excerpt of stackrouter ARGS`: the block's lines appear in the
///   output in this order (lines may be left out between them; leading
///   white space is not compared);
/// - `transcript in DIR`: a transcript whose files are in DIR;
/// - `route`: each line is a route that parses;
/// - `route error`: the error the route on the block's second line gives;
/// - `manifest`: a whole manifest that `stackrouter lint` passes clean;
/// - `manifest lines`: lines that parse as a manifest, without warnings;
/// - `printed by NAME`: what the test target's example NAME prints;
/// - `JLRoutes patterns`: JLRoutes patterns, each of which parses as a
///   StackRouter pattern (a `SCHEME:` table prefix read as `SCHEME://`);
/// - `Info.plist entries`: keys and values of an Info.plist's top-level
///   dictionary, which parse as a property list;
/// - `grammar`: not an example; the rules it states are pinned by tests.
struct DocBlock: CustomStringConvertible, Sendable {
  /// The doc, relative to the package root: `README.md`, or a path into
  /// a `.docc` catalog.
  let file: String
  /// The 1-based line of the opening fence.
  let line: Int
  /// The fence's info string: `swift`, `sh`, `json` or empty.
  let info: String
  /// The text after `example:` in the marker before the fence, if any.
  let marker: String?
  /// The block's lines, without their common indentation.
  let lines: [String]
  /// Which swift block of its file this is, from 1 (swift blocks only).
  let swiftIndex: Int?

  var text: String { lines.joined(separator: "\n") }

  /// `README.md:366`, for failure messages.
  var description: String { "\(file):\(line)" }

  /// What the tests do with the block.
  enum Kind: Equatable, Sendable {
    case swift
    case commands
    case transcript(directory: String?)
    case output(command: String)
    case excerpt(command: String)
    case route
    case routeError
    case manifest
    case manifestLines
    case printed(name: String)
    case jlroutesPatterns
    case infoPlistEntries
    case grammar
  }

  /// The block's kind, or `nil` when it is none of them (a test fails).
  var kind: Kind? {
    if let marker {
      let prefixes: [(String, (String) -> Kind)] = [
        ("output of ", { .output(command: $0) }), ("excerpt of ", { .excerpt(command: $0) }),
        ("transcript in ", { .transcript(directory: $0) }), ("printed by ", { .printed(name: $0) }),
      ]
      for (prefix, make) in prefixes where marker.hasPrefix(prefix) {
        return make(String(marker.dropFirst(prefix.count)))
      }
      switch marker {
      case "route": return .route
      case "route error": return .routeError
      case "manifest": return .manifest
      case "manifest lines": return .manifestLines
      case "JLRoutes patterns": return .jlroutesPatterns
      case "Info.plist entries": return .infoPlistEntries
      case "grammar": return .grammar
      default: return nil
      }
    }
    if info == "swift" { return .swift }
    if info == "sh" { return .commands }
    if lines.first?.hasPrefix("$ ") == true { return .transcript(directory: nil) }
    return nil
  }
}

/// The README and the DocC articles of the three catalogs, and their code
/// blocks.
enum Docs {
  /// The package root.
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The DocC catalogs whose articles are checked: the core module's and
  /// the two adapters'.
  static let catalogs = [
    "Sources/StackRouter/StackRouter.docc",
    "Sources/StackRouterUIKit/StackRouterUIKit.docc",
    "Sources/StackRouterSwiftUI/StackRouterSwiftUI.docc",
  ]

  /// The docs whose examples are checked: the README and every article of
  /// the catalogs.
  static let files: [String] = {
    ["README.md"]
      + catalogs.flatMap { catalog in
        let articles =
          (try? FileManager.default.contentsOfDirectory(
            atPath: root.appendingPathComponent(catalog).path)) ?? []
        return articles.filter { $0.hasSuffix(".md") }.sorted().map { "\(catalog)/\($0)" }
      }
  }()

  /// The text of a doc.
  static func text(of file: String) -> String {
    (try? String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)) ?? ""
  }

  /// Every code block of every doc, in order.
  static let blocks: [DocBlock] = files.flatMap(blocks(in:))

  /// The code blocks of one doc.
  static func blocks(in file: String) -> [DocBlock] {
    let lines = text(of: file).split(separator: "\n", omittingEmptySubsequences: false).map(
      String.init)
    var blocks: [DocBlock] = []
    var index = 0
    var swiftCount = 0
    while index < lines.count {
      let trimmed = lines[index].drop { $0 == " " }
      guard trimmed.hasPrefix("```") else {
        index += 1
        continue
      }
      let indentation = lines[index].count - trimmed.count
      let info = String(trimmed.dropFirst(3)).trimmingCharacters(in: .whitespaces)
      var previous = index - 1
      while previous >= 0, lines[previous].trimmingCharacters(in: .whitespaces).isEmpty {
        previous -= 1
      }
      var marker: String?
      if previous >= 0 {
        let line = lines[previous].trimmingCharacters(in: .whitespaces)
        if line.hasPrefix("<!-- example: "), line.hasSuffix(" -->") {
          marker = String(line.dropFirst("<!-- example: ".count).dropLast(" -->".count))
        }
      }
      var body: [String] = []
      var end = index + 1
      while end < lines.count, !lines[end].drop(while: { $0 == " " }).hasPrefix("```") {
        body.append(
          String(lines[end].dropFirst(min(indentation, lines[end].prefix { $0 == " " }.count))))
        end += 1
      }
      if info == "swift" { swiftCount += 1 }
      blocks.append(
        DocBlock(
          file: file, line: index + 1, info: info, marker: marker, lines: dedent(body),
          swiftIndex: info == "swift" ? swiftCount : nil))
      index = end + 1
    }
    return blocks
  }

  /// Lines without their common indentation and trailing white space.
  static func dedent(_ lines: [String]) -> [String] {
    let trimmed = lines.map { String($0.reversed().drop { $0 == " " }.reversed()) }
    let common =
      trimmed.filter { !$0.isEmpty }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
    return trimmed.map { String($0.dropFirst(min(common, $0.count))) }
  }

  /// The 1-based number of the first line of `file` that contains `text`,
  /// so that a test can name the doc line it pins (and fail when the line
  /// is gone).
  static func line(in file: String, containing text: String) -> Int? {
    self.text(of: file).split(separator: "\n", omittingEmptySubsequences: false)
      .firstIndex { $0.contains(text) }.map { $0 + 1 }
  }
}
