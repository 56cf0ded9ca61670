/// Reads manifest text line by line into a ``RoutesManifest``, gathering a
/// diagnostic for every malformed line.
struct ManifestParser {
  let file: String
  private var manifest: RoutesManifest
  private var diagnostics: [ManifestError.Diagnostic] = []

  init(file: String) {
    self.file = file
    self.manifest = RoutesManifest(file: file)
  }

  /// A word of a line and the 1-based column where it starts.
  struct Word {
    let text: String
    let column: Int
    /// A problem with a quoted value in the word, and its column.
    var problem: (message: String, column: Int)?
  }

  static let styles = ModalPresentationStyle.allCases.map(\.rawValue).joined(separator: ", ")

  static let directives = [
    "scheme", "domain", "tabs", "route", "block", "defaults", "allow", "style", "shortcut", "start",
    "option", "limit",
  ]

  mutating func parse(_ text: String) throws(ManifestError) -> RoutesManifest {
    for (offset, line) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
      .enumerated()
    {
      let words = Self.words(of: line)
      guard let directive = words.first, !directive.text.hasPrefix("#") else { continue }
      parse(directive: directive, arguments: Array(words.dropFirst()), line: offset + 1)
    }
    let warnings = manifest.warnings
    guard diagnostics.isEmpty else {
      throw ManifestError(
        diagnostics: (diagnostics + warnings).sorted {
          ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column)
        })
    }
    return manifest
  }

  /// The words of a line, split at white space. A value written after `=`
  /// may be quoted to hold spaces (`title="Two words"`), with `\"` for a
  /// quote and `\\` for a backslash.
  private static func words(of line: Substring) -> [Word] {
    var words: [Word] = []
    var current = ""
    var start = 0
    var quote: Int?  // the column of an open quote
    var problem: (message: String, column: Int)?
    var escaped = false
    func finish() {
      if !current.isEmpty || quote != nil {
        words.append(Word(text: current, column: start + 1, problem: problem))
      }
      current = ""
      problem = nil
    }
    for (offset, character) in line.enumerated() {
      if let open = quote {
        if escaped {
          escaped = false
          if character == "\"" || character == "\\" {
            current.append(character)
          } else if problem == nil {
            problem = (
              "unknown escape '\\\(character)'; write '\\\"' for a quote, '\\\\' for a backslash",
              offset
            )
          }
        } else if character == "\\" {
          escaped = true
        } else if character == "\"" {
          quote = nil
        } else {
          current.append(character)
        }
        _ = open
      } else if character.isWhitespace {
        finish()
      } else if character == "\"", current.hasSuffix("=") {
        quote = offset + 1
      } else {
        if current.isEmpty { start = offset }
        current.append(character)
      }
    }
    if let open = quote, problem == nil {
      problem = ("expected '\"' to close the quoted value", open)
    }
    finish()
    return words
  }

  // MARK: Directives

  private mutating func parse(directive: Word, arguments: [Word], line: Int) {
    if let word = arguments.first(where: { $0.problem != nil }), let problem = word.problem {
      return diagnostics.append(
        .init(
          location: SourceLocation(file: file, line: line, column: problem.column),
          message: problem.message))
    }
    let file = self.file
    let at = { (word: Word) in SourceLocation(file: file, line: line, column: word.column) }
    switch directive.text {
    case "scheme", "domain":
      guard
        let name = single(arguments, after: directive, what: "a \(directive.text) name", line: line)
      else { return }
      let list = directive.text == "scheme" ? \RoutesManifest.schemes : \RoutesManifest.domains
      let value = name.text.lowercased()
      if !manifest[keyPath: list].contains(value) { manifest[keyPath: list].append(value) }
      manifest.nameLocations["\(directive.text) \(value)"] = at(name)
    case "tabs":
      guard manifest.tabs == nil else {
        return report("the tabs are already declared", at: directive, line: line)
      }
      guard !arguments.isEmpty else {
        return report("expected tab names after 'tabs'", after: directive, line: line)
      }
      var names: [String] = []
      for word in arguments {
        if names.contains(word.text) {
          report("tab '\(word.text)' is listed twice", at: word, line: line)
        }
        names.append(word.text)
      }
      manifest.tabs = names
    case "route":
      parseRoute(arguments, after: directive, line: line)
    case "defaults", "allow", "style":
      parseOptions(directive, arguments, line: line)
    case "shortcut":
      switch arguments.count {
      case 0: return report("expected a shortcut type and a link", after: directive, line: line)
      case 1:
        return report("expected a link after the shortcut type", after: arguments[0], line: line)
      case 2: break
      default:
        let extra = arguments[2]
        return report(
          "unexpected '\(extra.text)'; a shortcut is a type and a link", at: extra, line: line)
      }
      if manifest.shortcuts.contains(where: { $0.type == arguments[0].text }) {
        return report(
          "shortcut type '\(arguments[0].text)' is already mapped", at: arguments[0], line: line)
      }
      manifest.shortcuts.append(
        .init(type: arguments[0].text, link: arguments[1].text, location: at(arguments[1])))
    case "start":
      guard let link = single(arguments, after: directive, what: "a link", line: line) else {
        return
      }
      manifest.startLinks.append(.init(link: link.text, location: at(link)))
    case "block":
      parseBlock(arguments, after: directive, line: line)
    case "option":
      parseOption(arguments, after: directive, line: line)
    case "limit":
      parseLimit(arguments, after: directive, line: line)
    default:
      report(
        "unknown directive '\(directive.text)'; expected \(Self.directives.joined(separator: ", "))",
        at: directive, line: line)
    }
  }

  /// Records the lint warnings of a route or pattern word.
  private mutating func lint(_ word: Word, line: Int) {
    for warning in RouteLint.warnings(in: word.text) {
      manifest.warnings.append(
        .init(
          location: SourceLocation(
            file: file, line: line, column: word.column + warning.column - 1),
          message: warning.message, severity: .warning))
    }
  }

  private mutating func parseRoute(_ arguments: [Word], after directive: Word, line: Int) {
    guard let dsl = arguments.first else {
      return report("expected a route after 'route'", after: directive, line: line)
    }
    lint(dsl, line: line)
    let definitions: [RouteDefinition]
    do {
      definitions = try RouteDefinition.expansions(parsing: dsl.text)
    } catch {
      return report(error, at: dsl, line: line)
    }
    var placement = RoutePlacement.rootStack
    if arguments.count > 1 {
      guard arguments[1].text == "in" else {
        return report("expected 'in TAB' or the end after the route", at: arguments[1], line: line)
      }
      guard arguments.count > 2 else {
        return report("expected a tab name after 'in'", after: arguments[1], line: line)
      }
      guard arguments.count == 3 else {
        return report(
          "unexpected '\(arguments[3].text)' after the tab name", at: arguments[3], line: line)
      }
      let tab = arguments[2]
      guard let tabs = manifest.tabs else {
        return report("'in \(tab.text)' needs a 'tabs' line before it", at: tab, line: line)
      }
      guard tabs.contains(tab.text) else {
        return report(
          "no tab is named '\(tab.text)'; the tabs are \(tabs.joined(separator: ", "))", at: tab,
          line: line)
      }
      placement = .tab(tab.text)
    }
    // A route with optional groups is one route line per expansion.
    for definition in definitions {
      manifest.routes.append(
        .init(
          definition: definition, placement: placement,
          location: SourceLocation(file: file, line: line, column: dsl.column)))
    }
  }

  /// The pattern word that starts a line's arguments and the patterns it
  /// stands for (each expansion of its optional groups), linted; `nil` once
  /// a problem is reported.
  private mutating func patterns(_ arguments: [Word], after directive: Word, line: Int)
    -> (Word, [RoutePattern])?
  {
    guard let word = arguments.first else {
      report("expected a pattern after '\(directive.text)'", after: directive, line: line)
      return nil
    }
    lint(word, line: line)
    do {
      return (word, try RoutePattern.expansions(parsing: word.text))
    } catch {
      report(error, at: word, line: line)
      return nil
    }
  }

  /// `block PATTERN NAME [priority N]`.
  private mutating func parseBlock(_ arguments: [Word], after directive: Word, line: Int) {
    guard let (patternWord, patterns) = patterns(arguments, after: directive, line: line) else {
      return
    }
    guard arguments.count > 1 else {
      return report("expected a block name after the pattern", after: patternWord, line: line)
    }
    let name = arguments[1]
    guard let first = name.text.first, first.isLetter || first == "_",
      name.text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." })
    else {
      return report(
        "a block name starts with a letter or '_' and holds letters, digits, '_' and '.', "
          + "found '\(name.text)'", at: name, line: line)
    }
    var priority = 0
    if arguments.count > 2 {
      guard arguments[2].text == "priority" else {
        return report(
          "expected 'priority N' or the end after the block name", at: arguments[2], line: line)
      }
      guard arguments.count > 3, let value = Int(arguments[3].text) else {
        return report("expected a whole number after 'priority'", after: arguments[2], line: line)
      }
      guard arguments.count == 4 else {
        return report(
          "unexpected '\(arguments[4].text)' after the priority", at: arguments[4], line: line)
      }
      priority = value
    }
    for pattern in patterns {
      manifest.blocks.append(
        .init(
          pattern: pattern, name: name.text, priority: priority,
          location: SourceLocation(file: file, line: line, column: patternWord.column),
          nameLocation: SourceLocation(file: file, line: line, column: name.column)))
    }
  }

  private mutating func parseOptions(_ directive: Word, _ arguments: [Word], line: Int) {
    guard let (patternWord, patterns) = patterns(arguments, after: directive, line: line) else {
      return
    }
    let values = arguments.dropFirst()
    guard !values.isEmpty else {
      let what =
        switch directive.text {
        case "defaults": "NAME=VALUE pairs"
        case "allow": "parameter names"
        default: "a presentation style (\(Self.styles))"
        }
      return report("expected \(what) after the pattern", after: patternWord, line: line)
    }
    var options = EntityOptions()
    switch directive.text {
    case "defaults":
      for word in values {
        guard let equals = word.text.firstIndex(of: "="), equals != word.text.startIndex else {
          return report("expected NAME=VALUE, found '\(word.text)'", at: word, line: line)
        }
        options.defaults[String(word.text[..<equals])] = String(
          word.text[word.text.index(after: equals)...])
      }
    case "allow":
      options.allowedParameters = Set(values.map(\.text))
    default:
      guard values.count == 1, let style = ModalPresentationStyle(rawValue: values.first!.text)
      else {
        let word = values.count == 1 ? values.first! : values[values.startIndex + 1]
        let styles = ModalPresentationStyle.allCases.map(\.rawValue).joined(separator: ", ")
        return report(
          "expected one presentation style (\(styles)), found '\(word.text)'", at: word, line: line)
      }
      options.presentationStyle = style
    }
    for pattern in patterns {
      manifest.entityOptions.append(
        .init(
          pattern: pattern, options: options,
          location: SourceLocation(file: file, line: line, column: patternWord.column)))
    }
  }

  private mutating func parseOption(_ arguments: [Word], after directive: Word, line: Int) {
    guard let name = single(arguments, after: directive, what: "an option name", line: line) else {
      return
    }
    switch name.text {
    case "case-insensitive-literals": manifest.options.caseInsensitiveLiterals = true
    case "plus-is-plus-in-query": manifest.options.plusIsSpaceInQuery = false
    case "accept-http": manifest.options.acceptsHTTP = true
    default:
      report(
        "unknown option '\(name.text)'; expected case-insensitive-literals, plus-is-plus-in-query or accept-http",
        at: name, line: line)
    }
  }

  private mutating func parseLimit(_ arguments: [Word], after directive: Word, line: Int) {
    guard arguments.count <= 2 else {
      return report(
        "unexpected '\(arguments[2].text)' after the number", at: arguments[2], line: line)
    }
    guard arguments.count == 2 else {
      return report(
        "expected a limit name and a number", after: arguments.last ?? directive, line: line)
    }
    guard let value = Int(arguments[1].text), value > 0 else {
      return report(
        "expected a positive number, found '\(arguments[1].text)'", at: arguments[1], line: line)
    }
    switch arguments[0].text {
    case "url-length": manifest.options.limits.urlLength = value
    case "segment-count": manifest.options.limits.segmentCount = value
    case "segment-length": manifest.options.limits.segmentLength = value
    case "query-items": manifest.options.limits.queryItemCount = value
    default:
      report(
        "unknown limit '\(arguments[0].text)'; expected url-length, segment-count, segment-length or query-items",
        at: arguments[0], line: line)
    }
  }

  // MARK: Helpers

  /// The one argument a directive takes, or `nil` after reporting.
  private mutating func single(_ arguments: [Word], after directive: Word, what: String, line: Int)
    -> Word?
  {
    guard let first = arguments.first else {
      report("expected \(what) after '\(directive.text)'", after: directive, line: line)
      return nil
    }
    guard arguments.count == 1 else {
      report("unexpected '\(arguments[1].text)' after \(what)", at: arguments[1], line: line)
      return nil
    }
    return first
  }

  /// Reports a DSL error at its column within the manifest line.
  private mutating func report(_ error: RouteSyntaxError, at word: Word, line: Int) {
    let shifted = error.shifted(by: word.column - 1)
    diagnostics.append(
      .init(
        location: SourceLocation(file: file, line: line, column: shifted.column),
        message: shifted.message))
  }

  private mutating func report(_ message: String, at word: Word, line: Int) {
    diagnostics.append(
      .init(location: SourceLocation(file: file, line: line, column: word.column), message: message)
    )
  }

  /// Reports at the column just past `word`: something is missing there.
  private mutating func report(_ message: String, after word: Word, line: Int) {
    diagnostics.append(
      .init(
        location: SourceLocation(file: file, line: line, column: word.column + word.text.count),
        message: message))
  }
}
