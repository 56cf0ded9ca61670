import Foundation
import StackRouter

/// `stackrouter match MANIFEST URL... [--parameter NAME=VALUE]... [--json]`: for each link, whether it
/// matched, the entity's pattern and target, the merged parameters and
/// everything else the link carries. Exits 1 when any link did not match,
/// or a value is not of the type its `parameter` line gives.
struct MatchCommand {
  static let spec = CommandSpec(
    name: "match", synopsis: "MANIFEST URL... [--parameter NAME=VALUE]... [--json]",
    summary: "match links to entities; --json prints one JSON object per link",
    discussion: """
      Reads each link as the app would and prints its outcome (matched, unmatched or
      invalid), the entity's pattern and target, the parameters the target screen
      receives, the query in order, what each '*' and a trailing '**' matched, the
      fragment, and why a link was refused.
      """,
    arguments: [("MANIFEST", "a routes manifest"), ("URL", "a link to match; give several")],
    options: [
      .init("--json", help: "print one JSON object per link (shape in the README)"),
      .init(
        "--parameter", value: "NAME=VALUE",
        help: "a parameter the request carries beside the link (ranked above the query)"),
    ],
    examples: [
      "stackrouter match Samples/Sample.routes \"sample://articles/42?ref=mail\"",
      "stackrouter match Samples/Sample.routes --json \"sample://shelves/1/books/2/pages/3/4#top\"",
      "stackrouter match Samples/Sample.routes /articles/42 --parameter ref=push",
    ],
    exitStatus: CommandSpec.exitStatus(
      failure: "a link did not match or was invalid, or the manifest has problems"))

  let arguments: [String]

  func run(into output: inout ToolOutput) {
    guard let parsed = Self.spec.parse(arguments, into: &output) else { return }
    let positional = parsed.positional
    guard positional.count >= 2 else {
      return Self.spec.usageError("expected a manifest and at least one link", into: &output)
    }
    guard let loaded = LoadedManifest.load(positional[0], into: &output) else { return }
    let table = loaded.table
    let json = parsed.contains("--json")
    var parameters: [String: [String]] = [:]
    for pair in parsed.values("--parameter") {
      guard let equals = pair.firstIndex(of: "="), equals != pair.startIndex else {
        return Self.spec.usageError(
          "expected NAME=VALUE after --parameter, found '\(pair)'", into: &output)
      }
      parameters[String(pair[..<equals]), default: []].append(
        String(pair[pair.index(after: equals)...]))
    }
    let given = LinkParameters(multiValues: parameters)
    for link in positional.dropFirst() {
      let resolution = given.isEmpty ? table.resolve(link) : table.resolve(link, parameters: given)
      var report = MatchReport(link: link, resolution: resolution)
      if case .unmatched(let request) = resolution,
        let note = ExclusiveSchemeNote.note(for: request, in: table)
      {
        report.reason = (report.reason.map { $0 + "; " } ?? "") + note
      }
      report.block = Self.namedBlock(for: link, in: table)
      if case .matched(let match) = resolution {
        report.typeProblems = ParameterTypeCheck.problems(
          in: match.parameters, manifest: loaded.manifest)
        if !report.typeProblems.isEmpty { output.status = .failure }
      }
      output.write(json ? report.json : report.text)
      // A link a named block handles counts as handled, as in the app.
      if report.outcome != .matched, report.block == nil { output.status = .failure }
    }
  }
}

extension MatchCommand {
  /// The first named block the router runs for `link`, and what the tool
  /// takes it to do (see ``LoadedManifest/blocks(for:)``): pass a link that
  /// opens an entity, handle one that does not.
  static func namedBlock(for link: String, in table: RouteTable) -> String? {
    guard let request = try? table.read(link) else { return nil }
    let opensEntity: Bool
    if case .matched = table.resolve(request) { opensEntity = true } else { opensEntity = false }
    for candidate in table.candidates(for: request) {
      if case .block(let block) = candidate.route, let name = block.name {
        let guess =
          opensEntity ? "the tool lets it pass to the entity" : "the tool counts it handled"
        return "\(name) (\(block.pattern)) runs first; \(guess)"
      }
    }
    return nil
  }
}

/// One link's match result, printable as text or as one JSON object.
struct MatchReport: Encodable {
  enum Outcome: String, Encodable {
    case matched
    case unmatched
    case invalid
  }

  /// One query item, as `{"name", "value"}`.
  struct QueryPair: Encodable, Equatable {
    let name: String
    let value: String
  }

  let input: String
  let outcome: Outcome
  let route: String?
  let target: String?
  let parameters: [String: String]?
  var reason: String?
  /// Every query item in order, repeated names kept; `nil` for an invalid link.
  let query: [QueryPair]?
  /// What each `*` matched; `nil` unless matched.
  let wildcards: [String]?
  /// What the route's `**` matched, every `**`'s segments in one list;
  /// `nil` unless matched.
  let remainder: [String]?
  /// What each `**` matched, for a route with more than one; `nil`
  /// otherwise, and the key is then left out.
  var remainders: [[String]]?
  /// The decoded fragment; `nil` when the link has none or is invalid.
  let fragment: String?
  /// The named block that runs first for the link, if any (text only).
  var block: String?
  /// The values their `parameter` lines' types cannot hold (text only).
  var typeProblems: [String] = []

  init(link: String, resolution: LinkResolution) {
    input = link
    switch resolution {
    case .matched(let match):
      outcome = .matched
      route = match.entity.pattern.description
      target = match.entity.target
      parameters = match.parameters.firstValues
      reason = nil
      query = match.queryItems.map { QueryPair(name: $0.name, value: $0.value) }
      wildcards = match.wildcards
      remainder = match.remainder
      let remainders = match.remainders
      self.remainders = remainders.count > 1 ? remainders : nil
      fragment = match.fragment
    case .unmatched(let request):
      outcome = .unmatched
      (route, target, parameters, wildcards, remainder) = (nil, nil, nil, nil, nil)
      reason = RouteOutcome.unmatched(request).reason
      query = request.queryItems.map { QueryPair(name: $0.name, value: $0.value) }
      fragment = request.fragment
    case .invalid(let error):
      outcome = .invalid
      (route, target, parameters, wildcards, remainder) = (nil, nil, nil, nil, nil)
      (query, fragment) = (nil, nil)
      reason = error.message
    }
  }

  enum CodingKeys: String, CodingKey {
    case input, outcome, route, target, parameters, reason, query, wildcards, remainder, fragment
    case remainders
  }

  /// Encodes every key, absent values as `null`, so the shape never varies.
  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(input, forKey: .input)
    try container.encode(outcome, forKey: .outcome)
    try container.encode(route, forKey: .route)
    try container.encode(target, forKey: .target)
    try container.encode(parameters, forKey: .parameters)
    try container.encode(reason, forKey: .reason)
    try container.encode(query, forKey: .query)
    try container.encode(wildcards, forKey: .wildcards)
    try container.encode(remainder, forKey: .remainder)
    try container.encodeIfPresent(remainders, forKey: .remainders)
    try container.encode(fragment, forKey: .fragment)
  }

  var json: String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(self) else { return "{}" }
    return String(decoding: data, as: UTF8.self)
  }

  var text: String {
    var lines = [input, "  outcome:    \(outcome.rawValue)"]
    if let route, let target {
      lines.append("  route:      \(route)")
      lines.append("  target:     \(target)")
    }
    if let parameters {
      let list = parameters.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
      lines.append("  parameters: \(list.isEmpty ? "(none)" : list.joined(separator: ", "))")
    }
    if let query, !query.isEmpty {
      lines.append(
        "  query:      " + query.map { "\($0.name)=\($0.value)" }.joined(separator: ", "))
    }
    if let wildcards, !wildcards.isEmpty {
      lines.append("  wildcards:  \(wildcards.joined(separator: " | "))")
    }
    if let remainders {
      let each = remainders.map { "(" + $0.joined(separator: " | ") + ")" }
      lines.append("  remainders: \(each.joined(separator: " "))")
    } else if let remainder, !remainder.isEmpty {
      lines.append("  remainder:  \(remainder.joined(separator: " | "))")
    }
    if let fragment { lines.append("  fragment:   \(fragment)") }
    if let reason { lines.append("  reason:     \(reason)") }
    if let block { lines.append("  block:      \(block)") }
    for problem in typeProblems { lines.append("  type error: \(problem)") }
    return lines.joined(separator: "\n")
  }
}
