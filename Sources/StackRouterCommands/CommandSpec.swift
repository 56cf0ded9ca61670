/// What a command declares about its command line: the synopsis, the
/// options it takes, and the help text `stackrouter COMMAND --help` prints.
///
/// Parsing is a separate step (``parse(_:into:)``), so every command reads
/// its options, reports usage errors and answers `--help` the same way.
struct CommandSpec: Sendable {
  /// An option: its spelling, the name of its value if it takes one, and
  /// what it does.
  struct Option: Sendable {
    let name: String
    let valueName: String?
    let help: String

    init(_ name: String, value valueName: String? = nil, help: String) {
      self.name = name
      self.valueName = valueName
      self.help = help
    }

    /// `--domain HOST`.
    var synopsis: String { valueName.map { "\(name) \($0)" } ?? name }
  }

  /// The command's name, as typed after `stackrouter`.
  let name: String
  /// The arguments after the name, as the usage line shows them.
  let synopsis: String
  /// One line for the command list of `stackrouter --help`.
  let summary: String
  /// What the command does, a few lines.
  let discussion: String
  /// The positional arguments and what each is.
  let arguments: [(name: String, help: String)]
  /// The options, `--help` excepted.
  let options: [Option]
  /// Command lines to copy, run from the package root.
  let examples: [String]
  /// What each exit status means for this command.
  let exitStatus: [(code: Int32, meaning: String)]

  /// `usage: stackrouter NAME SYNOPSIS`.
  var usage: String { "usage: stackrouter \(name) \(synopsis)" }

  /// The text `stackrouter NAME --help` prints.
  var help: String {
    var lines = [usage, "", discussion, ""]
    if !arguments.isEmpty {
      lines.append("arguments:")
      lines += Self.columns(arguments.map { ($0.name, $0.help) })
      lines.append("")
    }
    lines.append("options:")
    lines += Self.columns(
      options.map { ($0.synopsis, $0.help) } + [("-h, --help", "show this help")])
    lines += ["", examples.count == 1 ? "example:" : "examples:"]
    lines += examples.map { "  " + $0 }
    lines += ["", "exit status:"]
    lines += exitStatus.map { "  \($0.code)  \($0.meaning)" }
    return lines.joined(separator: "\n")
  }

  /// Two columns, the first padded to the widest entry.
  static func columns(_ rows: [(String, String)]) -> [String] {
    let width = rows.map(\.0.count).max() ?? 0
    return rows.map { left, right in
      "  " + left + String(repeating: " ", count: width - left.count + 2) + right
    }
  }

  /// The exit statuses every command shares, and the meaning of `1`.
  static func exitStatus(failure: String) -> [(code: Int32, meaning: String)] {
    [
      (ToolOutput.Status.success.rawValue, "success"),
      (ToolOutput.Status.failure.rawValue, failure),
      (ToolOutput.Status.usage.rawValue, "a usage error: the command line is malformed"),
    ]
  }
}

extension CommandSpec {
  /// One parsed command-line argument, in the order given.
  enum Argument: Hashable, Sendable {
    /// An argument that is not an option.
    case positional(String)
    /// An option without a value, such as `--json`.
    case flag(String)
    /// An option and its value, such as `--domain example.com`.
    case option(String, value: String)
  }

  /// A parsed command line.
  struct ParsedArguments: Sendable {
    /// Every argument, in order.
    let all: [Argument]

    /// The arguments that are not options, in order.
    var positional: [String] {
      all.compactMap { if case .positional(let text) = $0 { text } else { nil } }
    }

    /// Whether the flag was given.
    func contains(_ flag: String) -> Bool { all.contains(.flag(flag)) }

    /// The values given for an option, in order.
    func values(_ name: String) -> [String] {
      all.compactMap { argument in
        if case .option(name, let value) = argument { value } else { nil }
      }
    }
  }

  /// Parses a command line with this command's options.
  ///
  /// `-h` or `--help` anywhere prints the help on standard output; an
  /// unknown option or a missing value is a usage error. Everything after
  /// `--` is positional.
  ///
  /// - Returns: the arguments, or `nil` when the help or an error was written.
  func parse(_ arguments: [String], into output: inout ToolOutput) -> ParsedArguments? {
    var parsed: [Argument] = []
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      if argument == "--" {
        parsed += remaining.map(Argument.positional)
        break
      }
      if argument == "-h" || argument == "--help" {
        output.write(help)
        return nil
      }
      guard argument.hasPrefix("-"), argument.count > 1 else {
        parsed.append(.positional(argument))
        continue
      }
      guard let option = options.first(where: { $0.name == argument }) else {
        usageError("unknown option '\(argument)'", into: &output)
        return nil
      }
      guard let valueName = option.valueName else {
        parsed.append(.flag(argument))
        continue
      }
      guard let value = remaining.popFirst() else {
        usageError("\(argument) needs a value (\(valueName))", into: &output)
        return nil
      }
      parsed.append(.option(argument, value: value))
    }
    return ParsedArguments(all: parsed)
  }

  /// Writes a usage error: the problem, the usage line and where to read more.
  func usageError(_ message: String, into output: inout ToolOutput) {
    output.fail(
      "error: \(message)\n\(usage)\nsee 'stackrouter \(name) --help'", status: .usage)
  }
}
