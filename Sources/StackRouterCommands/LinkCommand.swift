import Foundation
import StackRouter

/// `stackrouter link MANIFEST PATTERN [NAME=VALUE...] [--scheme NAME | --domain HOST] [--json]`:
/// builds the link for an entity. Values for the pattern's `:name`
/// parameters fill its segments, `*=` values its wildcards in order, a
/// `**=` value a `**`'s remainder (split at `/`; one pair for each `**` of a
/// pattern with several, in order); other pairs become the query.
struct LinkCommand {
  static let spec = CommandSpec(
    name: "link",
    synopsis: "MANIFEST PATTERN [NAME=VALUE...] [--scheme NAME | --domain HOST] [--json]",
    summary: "build the link for an entity, percent-encoded",
    discussion: """
      Builds the link that opens the entity with PATTERN: each NAME=VALUE whose name
      is one of the pattern's ':name' parameters fills its segment; '*=VALUE' fills the
      pattern's '*' segments, one pair each, in order; '**=A/B' fills a '**' with the
      segments A and B ('**=' with nothing leaves it empty), one pair for each '**' of
      a pattern with several, in order; every other pair becomes a query item, in order. Values are percent-encoded, so the link matches
      back to the same entity with the same values. A link that would open another
      route, or that the router would refuse (a value past the limits, a control
      character), is not printed: the reason is, and the exit status is 1. A pair
      without a name ('=VALUE') is a usage error.
      """,
    arguments: [
      ("MANIFEST", "a routes manifest"),
      ("PATTERN", "an entity's pattern, as 'stackrouter routes' prints it"),
      ("NAME=VALUE", "a parameter, '*=' a wildcard, '**=' a remainder, or a query item"),
    ],
    options: [
      .init("--scheme", value: "NAME", help: "a custom-scheme link with this accepted scheme"),
      .init("--domain", value: "HOST", help: "a universal link to this accepted domain"),
      .init("--json", help: "print {\"pattern\", \"url\"}"),
    ],
    examples: [
      "stackrouter link Samples/Sample.routes \"articles/:articleID\" articleID=42 ref=mail",
      "stackrouter link Samples/Sample.routes \"articles/:articleID\" articleID=42 "
        + "--domain example.com --json",
      "stackrouter link Samples/Sample.routes \"shelves/:shelfID/books/:bookID/pages/**\" "
        + "shelfID=1 bookID=2 \"**=3/4\"",
    ],
    exitStatus: CommandSpec.exitStatus(
      failure: "the link cannot be built, or the manifest has problems"))

  let arguments: [String]

  func run(into output: inout ToolOutput) {
    guard let parsed = Self.spec.parse(arguments, into: &output) else { return }
    var form = LinkForm.preferred
    for argument in parsed.all {
      switch argument {
      case .option("--scheme", let value): form = .scheme(value)
      case .option("--domain", let value): form = .domain(value)
      default: continue
      }
    }
    let positional = parsed.positional
    guard positional.count >= 2 else {
      return Self.spec.usageError("expected a manifest and a pattern", into: &output)
    }
    var pairs: [(name: String, value: String)] = []
    for pair in positional.dropFirst(2) {
      guard let equals = pair.firstIndex(of: "="), equals != pair.startIndex else {
        return Self.spec.usageError("expected NAME=VALUE, found '\(pair)'", into: &output)
      }
      pairs.append((String(pair[..<equals]), String(pair[pair.index(after: equals)...])))
    }
    guard let table = LoadedManifest.load(positional[0], into: &output)?.table else { return }
    do {
      let pattern = try RoutePattern(parsing: positional[1])
      let names = Set(pattern.parameterNames)
      var parameters: [String: String] = [:]
      var wildcards: [String] = []
      var remainders: [[String]] = []
      var query: [QueryItem] = []
      for (name, value) in pairs {
        switch name {
        case "*": wildcards.append(value)
        case "**": remainders.append(value.split(separator: "/").map(String.init))
        case _ where names.contains(name): parameters[name] = value
        default: query.append(QueryItem(name: name, value: value))
        }
      }
      // One '**=' for each '**' of a pattern with several; for one, every
      // '**=' adds to its remainder, as before.
      let link =
        pattern.components.filter { $0 == .catchAll }.count > 1
        ? try table.link(
          for: pattern, parameters: parameters, wildcards: wildcards, remainders: remainders,
          query: query, form: form)
        : try table.link(
          for: pattern, parameters: parameters, wildcards: wildcards,
          remainder: Array(remainders.joined()), query: query, form: form)
      output.write(parsed.contains("--json") ? Self.json(pattern: pattern, url: link) : link)
    } catch let error as RouteSyntaxError {
      output.fail(error.description, status: .failure)
    } catch {
      output.fail("error: \(error)", status: .failure)
    }
  }

  /// `{"pattern": PATTERN, "url": LINK}`, keys sorted.
  static func json(pattern: RoutePattern, url: String) -> String {
    let object = ["pattern": pattern.description, "url": url]
    let data =
      (try? JSONSerialization.data(
        withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])) ?? Data()
    return String(decoding: data, as: UTF8.self)
  }
}
