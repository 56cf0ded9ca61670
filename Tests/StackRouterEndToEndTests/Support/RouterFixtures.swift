import StackRouter

// Fixtures the router's end-to-end tests share.

/// The routes the tests open: a list with details, an extra screen and a
/// modal editor; an account area behind a login; a compose sheet over the
/// top; help pages under a catch-all; files under a one-segment wildcard.
@MainActor
func routeTable(blocks: @MainActor (inout Registrar) -> Void = { _ in }) throws
  -> RouteTable
{
  var registrar = Registrar()
  registrar.accept(scheme: "myapp")
  registrar.accept(domain: "app.com")
  registrar.register("list<ListVC>/:id<DetailVC>/extra<ExtraVC>")
  registrar.register(
    "list<ListVC>/:id<DetailVC>/edit<EditVC>!",
    options: EntityOptions(presentationStyle: .formSheet))
  registrar.register("account<AccountVC>/delete<DeleteAccountVC>")
  registrar.register("compose<ComposeVC>!")
  registrar.register("help<HelpVC>/**<HelpPageVC>")
  registrar.register("files/*<FileVC>")
  blocks(&registrar)
  return try registrar.makeTable()
}

/// A headless app: a navigator, a router over ``routeTable(blocks:)`` and
/// whatever the test swaps in.
@MainActor
final class TestApp {
  let navigator: HeadlessNavigator
  let router: Router

  init(
    table: RouteTable? = nil, navigator: HeadlessNavigator = HeadlessNavigator(),
    handler: any RouteHandler = StackRouteHandler(), guards: [RouteGuard] = [],
    shortcuts: [String: String] = [:], eventSink: (any RouteEventSink)? = nil
  ) throws {
    self.navigator = navigator
    router = try Router(
      table: table ?? routeTable(), navigator: navigator, handler: handler, guards: guards,
      shortcuts: shortcuts, eventSink: eventSink)
  }
}

/// Lines recorded by guards, blocks and screens, in order.
@MainActor
final class Recorder {
  var lines: [String] = []

  func record(_ line: String) {
    lines.append(line)
  }
}

/// Whether the user is logged in, and who they are.
@MainActor
final class Session {
  var isLoggedIn = false
  var userID = 7
  /// How many times the login guard decided on an account link.
  var asked = 0

  /// Defers account links until the user logs in.
  func loginGuard() -> RouteGuard {
    RouteGuard("login") { context in
      guard context.pattern.description.hasPrefix("account") else { return .allow }
      self.asked += 1
      return self.isLoggedIn ? .allow : .defer
    }
  }
}

/// Block handlers whose results a test sets, recording each call.
@MainActor
final class BlockScript {
  var results: [String: RouteBlock.Result] = [:]
  var calls: [String] = []

  func run(_ name: String, _ context: RouteBlock.Context) -> RouteBlock.Result {
    calls.append("\(name) \(context.pattern) (\(context.parameters))")
    return results[name] ?? .pass
  }

  /// Two blocks on `list/:id`, `high` (priority 5) registered after `low` (1).
  func registerPriorities(_ registrar: inout Registrar) {
    registrar.handle("list/:id", priority: 1) { context in self.run("low", context) }
    registrar.handle("list/:id", priority: 5) { context in self.run("high", context) }
  }
}

/// A screen bound by its type name.
@MainActor
final class ComposeVC: RoutableTarget {
  static func make(for link: AppLink, parameters: LinkParameters) -> ComposeVC { ComposeVC() }
}

extension RouteOutcome {
  /// The handled route, for a handled outcome.
  var handledRoute: HandledRoute? {
    if case .handled(let handled) = self { handled } else { nil }
  }
}
