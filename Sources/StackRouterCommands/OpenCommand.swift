import Foundation
import StackRouter

/// `stackrouter open MANIFEST REQUEST... [--json]`: starts a headless app
/// from the manifest (its shell and `start` links), applies each request in
/// order, and prints the outcome, the plan and the resulting hierarchy.
///
/// A request is a link, `--shortcut TYPE` or `--spotlight ID`.
struct OpenCommand {
  static let usage =
    "usage: stackrouter open MANIFEST (URL | --shortcut TYPE | --spotlight ID)... [--json]"

  let arguments: [String]

  @MainActor
  func run(into output: inout ToolOutput) async {
    var json = false
    var requests: [RouteRequest] = []
    var positional: [String] = []
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      switch argument {
      case "--json": json = true
      case "--shortcut", "--spotlight":
        guard let value = remaining.popFirst() else {
          return output.fail("\(argument) needs a value; \(Self.usage)", status: .usage)
        }
        requests.append(argument == "--shortcut" ? .shortcut(value) : .spotlight(value))
      case _ where argument.hasPrefix("--"):
        return output.fail("unknown option '\(argument)'; \(Self.usage)", status: .usage)
      default:
        if positional.isEmpty {
          positional.append(argument)
        } else {
          requests.append(.url(argument))
        }
      }
    }
    guard let path = positional.first, !requests.isEmpty else {
      return output.fail(Self.usage, status: .usage)
    }
    guard let (manifest, table) = loadTable(path, into: &output) else { return }

    let shell: HeadlessNavigator.Shell = manifest.tabs.map { .tabs($0) } ?? .stack
    let navigator = HeadlessNavigator(shell: shell)
    let router: Router
    do {
      router = try Router(manifest: manifest, navigator: navigator)
    } catch {
      return output.fail(String(describing: error), status: .failure)
    }
    for start in manifest.startLinks {
      let outcome = await router.open(.url(start.link, animation: .never))
      guard case .handled = outcome else {
        return output.fail(
          "\(start.location): error: start link '\(start.link)': \(outcome)", status: .failure)
      }
    }
    if !json {
      let count = manifest.startLinks.count
      output.write(
        "launched with \(count) start link\(count == 1 ? "" : "s"):\n\(navigator.state)\n")
    }
    for request in requests {
      let outcome = await router.open(request)
      let report = OpenReport(
        request: request, outcome: outcome, table: table, shortcuts: router.shortcuts,
        state: navigator.state)
      output.write(json ? report.json : report.text)
      if case .handled = outcome {} else { output.status = .failure }
    }
  }
}

/// One request's result in `stackrouter open`.
struct OpenReport {
  let input: String
  let outcome: RouteOutcome
  let route: String?
  let target: String?
  let parameters: [String: String]?
  let plan: [String]
  let state: NavigationState

  @MainActor
  init(
    request: RouteRequest, outcome: RouteOutcome, table: RouteTable, shortcuts: [String: String],
    state: NavigationState
  ) {
    input = request.description
    self.outcome = outcome
    self.state = state
    var matched: AppLink?
    if case .handled(let handled) = outcome {
      matched = handled.link
      plan = handled.plan.steps.map(\.description)
    } else {
      plan = []
    }
    if matched == nil, case .success(let link) = request.link(forShortcuts: shortcuts),
      case .matched(let found) = table.resolve(link)
    {
      matched = found
    }
    route = matched?.entity.pattern.description
    target = matched?.entity.target
    parameters = matched?.parameters.firstValues
  }

  var json: String {
    let object: [String: Any] = [
      "input": input,
      "outcome": outcome.name,
      "route": route ?? NSNull(),
      "target": target ?? NSNull(),
      "parameters": parameters ?? NSNull(),
      "plan": plan,
      "state": state.jsonObject,
    ]
    let data =
      (try? JSONSerialization.data(
        withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])) ?? Data()
    return String(decoding: data, as: UTF8.self)
  }

  var text: String {
    var lines = ["== \(input)", "outcome: \(outcome)"]
    if let route, let target { lines.append("route:   \(route) <\(target)>") }
    if !plan.isEmpty { lines += ["plan:"] + plan.map { "  " + $0 } }
    lines.append("state:")
    lines += state.description.split(separator: "\n").map { "  " + $0 }
    return lines.joined(separator: "\n") + "\n"
  }
}
