/// Reads manifest text line by line into a ``RoutesManifest``, gathering a
/// diagnostic for every malformed line.
struct ManifestParser {
  let file: String
  var manifest: RoutesManifest
  private var diagnostics: [ManifestError.Diagnostic] = []
  /// The first words of the lines with a diagnostic.
  private(set) var malformedDirectives: Set<String> = []

  init(file: String) {
    self.file = file
    self.manifest = RoutesManifest(file: file)
  }

  static let styles = ModalPresentationStyle.allCases.map(\.rawValue).joined(separator: ", ")

  static let directives = [
    "scheme", "domain", "tabs", "container", "route", "block", "defaults", "allow", "style",
    "shortcut", "start", "option", "limit", "parameter",
  ]

  mutating func parse(_ text: String) throws(ManifestError) -> RoutesManifest {
    let (manifest, diagnostics) = parseEveryLine(text)
    guard diagnostics.isEmpty else {
      throw ManifestError(
        diagnostics: (diagnostics + manifest.warnings).sorted {
          ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column)
        })
    }
    return manifest
  }

  /// The directives whose malformed lines leave the registrations unknown:
  /// what the other lines register, and the links they match, waits for them.
  static let registering: Set<String> = [
    "scheme", "domain", "tabs", "container", "route", "option", "limit",
  ]

  /// The manifest of the lines that parse, and a diagnostic for each line
  /// that does not, with the directive it starts with.
  mutating func parseEveryLine(_ text: String) -> (RoutesManifest, [ManifestError.Diagnostic]) {
    for (offset, line) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
      .enumerated()
    {
      let words = Self.words(of: line)
      guard let directive = words.first, !directive.text.hasPrefix("#") else { continue }
      let before = diagnostics.count
      parse(directive: directive, arguments: Array(words.dropFirst()), line: offset + 1)
      if diagnostics.count > before { malformedDirectives.insert(directive.text) }
    }
    return (manifest, diagnostics)
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
      var arguments = arguments
      // `scheme NAME exclusive`: its links open only routes scoped to it.
      if directive.text == "scheme", arguments.count == 2, arguments[1].text == "exclusive" {
        let value = arguments[0].text.lowercased()
        if !manifest.exclusiveSchemes.contains(value) { manifest.exclusiveSchemes.append(value) }
        arguments.removeLast()
      }
      guard
        let name = single(arguments, after: directive, what: "a \(directive.text) name", line: line)
      else { return }
      let list = directive.text == "scheme" ? \RoutesManifest.schemes : \RoutesManifest.domains
      let value = name.text.lowercased()
      if !manifest[keyPath: list].contains(value) { manifest[keyPath: list].append(value) }
      manifest.nameLocations["\(directive.text) \(value)"] = at(name)
    case "tabs", "container":
      parseShell(arguments, after: directive, line: line)
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
    case "parameter":
      parseParameterType(arguments, after: directive, line: line)
    default:
      report(
        "unknown directive '\(directive.text)'; expected \(Self.directives.joined(separator: ", "))",
        at: directive, line: line)
    }
  }

  /// Records the lint warnings of a route or pattern word, or reports each
  /// older router's spelling in it as an error and returns `false`: such a
  /// word is not read, so that its one error is not followed by another.
  private mutating func lint(_ word: Word, line: Int) -> Bool {
    let older = RouteLint.olderSpellings(in: word.text)
    for finding in older {
      diagnostics.append(
        .init(
          location: SourceLocation(
            file: file, line: line, column: word.column + finding.column - 1),
          message: finding.message))
    }
    guard older.isEmpty else { return false }
    for warning in RouteLint.warnings(in: word.text) {
      manifest.warnings.append(
        .init(
          location: SourceLocation(
            file: file, line: line, column: word.column + warning.column - 1),
          message: warning.message, severity: .warning))
    }
    return true
  }

  private mutating func parseRoute(_ arguments: [Word], after directive: Word, line: Int) {
    guard let dsl = arguments.first else {
      return report("expected a route after 'route'", after: directive, line: line)
    }
    guard lint(dsl, line: line) else { return }
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
      guard let named = self.placement(in: arguments[2], line: line) else { return }
      placement = named
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
  mutating func patterns(_ arguments: [Word], after directive: Word, line: Int)
    -> (Word, [RoutePattern])?
  {
    guard let word = arguments.first else {
      report("expected a pattern after '\(directive.text)'", after: directive, line: line)
      return nil
    }
    guard lint(word, line: line) else { return nil }
    do {
      return (word, try RoutePattern.expansions(parsing: word.text))
    } catch {
      report(error, at: word, line: line)
      return nil
    }
  }

  // MARK: Helpers

  /// The one argument a directive takes, or `nil` after reporting.
  mutating func single(_ arguments: [Word], after directive: Word, what: String, line: Int)
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
  mutating func report(_ error: RouteSyntaxError, at word: Word, line: Int) {
    let shifted = error.shifted(by: word.column - 1)
    diagnostics.append(
      .init(
        location: SourceLocation(file: file, line: line, column: shifted.column),
        message: shifted.message))
  }

  mutating func report(_ message: String, at word: Word, line: Int) {
    diagnostics.append(
      .init(location: SourceLocation(file: file, line: line, column: word.column), message: message)
    )
  }

  /// Reports at the column just past `word`: something is missing there.
  mutating func report(_ message: String, after word: Word, line: Int) {
    diagnostics.append(
      .init(
        location: SourceLocation(file: file, line: line, column: word.column + word.text.count),
        message: message))
  }
}
