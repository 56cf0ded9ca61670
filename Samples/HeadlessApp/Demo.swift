import StackRouter

/// The demo: an app driven from code on the headless navigator, its routes
/// and links typed by the build plugin (`Headless.routes`). It binds
/// three screen types (the other targets get placeholders), guards the
/// account screens behind a login, opens links, logs in, resumes the
/// deferred link, and prints each outcome, plan and hierarchy.
enum Demo {
  /// Runs the demo and returns everything it prints.
  @MainActor
  static func run() async -> String {
    var out = Transcript()
    let table: RouteTable
    do {
      table = try AppRoutes.makeTable()
    } catch {
      return "error: \(error)\n"
    }

    let log = ScreenLog()
    var bindings = TargetBindings()
    bindings.bind(InboxScreen.self)
    bindings.bind(MessageScreen.self)
    bindings.bind(AccountScreen.self)
    bindings.preconfigure = { screen, _ in (screen as? any LoggingScreen)?.log = log }

    let session = Session()
    // Asked about every screen of a link's chain: account/settings shows
    // AccountScreen below SettingsScreen, so it is guarded too.
    let login = RouteGuard("login") { context in
      context.entity?.target == "AccountScreen" && !session.isLoggedIn ? .defer : .allow
    }
    let navigator = HeadlessNavigator(shell: .tabs(["inbox", "account"]), bindings: bindings)
    let router: Router
    do {
      router = try Router(table: table, navigator: navigator, guards: [login])
    } catch {
      return "error: \(error)\n"
    }

    out.line("routes:")
    out.indented(table.description)
    // The links to the manifest's entities are built through the generated
    // API; the old mail link (a block) and an unknown link are written out.
    let links: [String]
    do {
      links = [
        try HeadlessRoutes.inboxMessageID(messageID: 42, highlight: "invoice").link(in: table),
        try HeadlessRoutes.inboxMessageIDReply(messageID: 42)
          .link(in: table, form: .domain("example.org")),
        try HeadlessRoutes.accountSettings().link(in: table),
        "headless://mail/7", "headless://drafts",
      ]
    } catch {
      return "error: \(error)\n"
    }
    for link in links {
      out.line("")
      out.line("== open \(link)")
      out.report(await router.open(.url(link)), log: log, state: navigator.state)
    }

    out.line("")
    out.line("deferred: " + router.deferredRequests.map(\.description).joined(separator: ", "))
    out.line("== log in, then resume the deferred links")
    session.isLoggedIn = true
    for outcome in await router.resumeDeferred() {
      out.report(outcome, log: log, state: navigator.state)
    }
    out.line("deferred: \(router.deferredRequests.isEmpty ? "none" : "some")")
    out.line("visible screen as a link: \(router.currentLink()?.absoluteString ?? "none")")
    return out.text
  }
}
