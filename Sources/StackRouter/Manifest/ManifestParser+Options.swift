/// The directives that configure entities and matching: `block`,
/// `defaults`, `allow`, `style`, `option` and `limit`.
extension ManifestParser {
  /// `block PATTERN NAME [priority N]`.
  mutating func parseBlock(_ arguments: [Word], after directive: Word, line: Int) {
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

  mutating func parseOptions(_ directive: Word, _ arguments: [Word], line: Int) {
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

  mutating func parseOption(_ arguments: [Word], after directive: Word, line: Int) {
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

  mutating func parseLimit(_ arguments: [Word], after directive: Word, line: Int) {
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
}
