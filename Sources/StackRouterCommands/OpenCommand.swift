import Foundation
import StackRouter

/// `stackrouter open MANIFEST REQUEST... [--json]`: starts a headless app
/// from the manifest (its shell and `start` links), applies each request in
/// order, and prints the outcome, the plan and the resulting hierarchy.
///
/// A request is a link, `--shortcut TYPE` or `--spotlight ID`.
struct OpenCommand {
  static let spec = CommandSpec(
    name: "open", synopsis: "MANIFEST (URL | --shortcut TYPE | --spotlight ID)... [--json]",
    summary: "start a headless app from the manifest and apply each request",
    discussion: """
      Starts the app the manifest describes on a headless navigator (its tabs or its
      container, and its start links, with placeholder screens), then applies each
      request in the order given, through the same pipeline an app uses. For each it
      prints the outcome, the plan StackRouter made and the navigation hierarchy it
      rebuilt.
      """,
    arguments: [("MANIFEST", "a routes manifest"), ("URL", "a link to open")],
    options: [
      .init("--shortcut", value: "TYPE", help: "a Home Screen quick action type the manifest maps"),
      .init("--spotlight", value: "ID", help: "a Spotlight item identifier (the item's link)"),
      .init("--json", help: "print one JSON object per request (shape in the README)"),
    ],
    examples: [
      "stackrouter open Samples/Sample.routes \"sample://articles/42/comments/7?ref=mail\" "
        + "--shortcut com.example.sample.compose"
    ],
    exitStatus: CommandSpec.exitStatus(
      failure: "a request was not handled, or the manifest has problems"))

  let arguments: [String]

  @MainActor
  func run(into output: inout ToolOutput) async {
    guard let parsed = Self.spec.parse(arguments, into: &output) else { return }
    var path: String?
    var requests: [RouteRequest] = []
    for argument in parsed.all {
      switch argument {
      case .positional(let text) where path == nil: path = text
      case .positional(let link): requests.append(.url(link))
      case .option("--shortcut", let type): requests.append(.shortcut(type))
      case .option(_, let identifier): requests.append(.spotlight(identifier))
      case .flag: continue
      }
    }
    guard let path, !requests.isEmpty else {
      return Self.spec.usageError("expected a manifest and at least one request", into: &output)
    }
    guard let manifest = LoadedManifest.load(path, into: &output)?.manifest else { return }

    let navigator = HeadlessNavigator(shell: ShellWords.shell(for: manifest))
    let router: Router
    do {
      router = try Router(
        manifest: manifest, navigator: navigator,
        guards: manifest.parameterTypes.isEmpty
          ? [] : [ParameterTypeCheck.typeGuard(for: manifest)],
        blocks: LoadedManifest.blocks(for: manifest))
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
    let json = parsed.contains("--json")
    if !json {
      let count = manifest.startLinks.count
      output.write(
        "launched with \(count) start link\(count == 1 ? "" : "s"):\n\(navigator.state)\n")
    }
    for request in requests {
      let outcome = await router.open(request)
      let report = OpenReport(
        request: request, outcome: outcome, table: router.table, shortcuts: router.shortcuts,
        state: navigator.state)
      output.write(json ? report.json : report.text)
      if !outcome.isHandled { output.status = .failure }
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
  /// The named block that handled the request, if one did.
  var block: String?
  let state: NavigationState

  /// Reads a request's outcome. For a redirected request, the route, the
  /// parameters and the plan are those of the request it was redirected to.
  @MainActor
  init(
    request: RouteRequest, outcome: RouteOutcome, table: RouteTable, shortcuts: [String: String],
    state: NavigationState
  ) {
    input = request.description
    self.outcome = outcome
    self.state = state
    var final = outcome
    var linkRequest = request
    while case .redirected(let target, let reached) = final {
      (final, linkRequest) = (reached, target)
    }
    var matched: AppLink?
    if case .handled(let handled) = final {
      matched = handled.link
      block = handled.blockName.map { name in
        "\(name) handled the link (the app binds its code; the tool counts it handled)"
      }
      plan = handled.plan.steps.map(\.description)
    } else {
      plan = []
    }
    if matched == nil, case .success(let link) = linkRequest.link(forShortcuts: shortcuts),
      case .matched(let found) = table.resolve(link)
    {
      matched = found
    }
    route = matched?.entity.pattern.description
    target = matched?.entity.target
    parameters = matched?.parameters.firstValues
  }

  /// Why the request was not handled: the outcome's reason (for a redirect,
  /// the reason of the outcome it was redirected to), or `nil`.
  var reason: String? { outcome.reason }

  var json: String {
    let object: [String: Any] = [
      "input": input,
      "outcome": outcome.name,
      "route": route ?? NSNull(),
      "target": target ?? NSNull(),
      "parameters": parameters ?? NSNull(),
      "reason": reason ?? NSNull(),
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
    if let block { lines.append("block:   \(block)") }
    if !plan.isEmpty { lines += ["plan:"] + plan.map { "  " + $0 } }
    lines.append("state:")
    lines += state.description.split(separator: "\n").map { "  " + $0 }
    return lines.joined(separator: "\n") + "\n"
  }
}
