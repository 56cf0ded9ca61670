import Foundation
import StackRouter

/// `stackrouter match MANIFEST URL... [--json]`: for each link, whether it
/// matched, the entity's pattern and target, and the merged parameters.
/// Exits 1 when any link did not match.
struct MatchCommand {
  let arguments: [String]

  func run(into output: inout ToolOutput) {
    let json = arguments.contains("--json")
    let positional = arguments.filter { $0 != "--json" }
    if let flag = positional.first(where: { $0.hasPrefix("--") }) {
      return output.fail(
        "unknown option '\(flag)'; usage: stackrouter match MANIFEST URL... [--json]",
        status: .usage)
    }
    guard positional.count >= 2 else {
      return output.fail("usage: stackrouter match MANIFEST URL... [--json]", status: .usage)
    }
    guard let (_, table) = loadTable(positional[0], into: &output) else { return }
    for link in positional.dropFirst() {
      let report = MatchReport(link: link, resolution: table.resolve(link))
      output.write(json ? report.json : report.text)
      if report.outcome != .matched { output.status = .failure }
    }
  }
}

/// One link's match result, printable as text or as one JSON object.
struct MatchReport: Encodable {
  enum Outcome: String, Encodable {
    case matched
    case unmatched
    case invalid
  }

  let input: String
  let outcome: Outcome
  let route: String?
  let target: String?
  let parameters: [String: String]?
  let reason: String?
  /// The segments a trailing `**` matched; printed in text form only.
  let remainder: [String]

  init(link: String, resolution: LinkResolution) {
    input = link
    remainder = if case .matched(let match) = resolution { match.remainder } else { [] }
    switch resolution {
    case .matched(let match):
      outcome = .matched
      route = match.entity.pattern.description
      target = match.entity.target
      parameters = match.parameters.firstValues
      reason = nil
    case .unmatched(let request):
      outcome = .unmatched
      (route, target, parameters) = (nil, nil, nil)
      reason = RouteOutcome.unmatched(request).reason
    case .invalid(let error):
      outcome = .invalid
      (route, target, parameters) = (nil, nil, nil)
      reason = error.message
    }
  }

  enum CodingKeys: String, CodingKey {
    case input, outcome, route, target, parameters, reason
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
    if !remainder.isEmpty { lines.append("  remainder:  \(remainder.joined(separator: " | "))") }
    if let reason { lines.append("  reason:     \(reason)") }
    return lines.joined(separator: "\n")
  }
}
