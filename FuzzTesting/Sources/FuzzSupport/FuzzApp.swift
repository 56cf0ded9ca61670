import StackRouter

/// A headless app over the fuzz table: tabs, placeholder screens, a router
/// whose events a ``RouterAudit`` checks, quick actions for a few links, and
/// a user who is logged in or not.
@MainActor
public final class FuzzApp {
  /// The navigator.
  public let navigator = HeadlessNavigator(shell: .tabs(FuzzTable.tabs))
  /// The router.
  public let router: Router
  /// The audit of the router's events.
  public let audit: RouterAudit
  /// Whether the login guard lets account screens through.
  public var isLoggedIn = false

  /// Quick action types, each mapped to a link of ``FuzzTable/links``.
  public static let shortcuts = [
    "delete": "myapp://account/delete", "me": "myapp://users/me", "compose": "myapp://compose",
  ]

  /// Creates the app; `guards` come after the login guard.
  public init(guards: [RouteGuard] = []) {
    do {
      router = try Router(
        table: FuzzTable.table, navigator: navigator, shortcuts: Self.shortcuts)
    } catch {
      fatalError("the fuzz app does not start: \(error)")
    }
    audit = RouterAudit(router: router)
    router.eventSink = audit
    router.guards = [loginGuard] + guards
  }

  /// Defers the account screens and the user's own profile until login.
  private var loginGuard: RouteGuard {
    RouteGuard("login") { [weak self] context in
      guard let target = context.entity?.target, ["AccountVC", "MeVC"].contains(target) else {
        return .allow
      }
      return self?.isLoggedIn == true ? .allow : .defer
    }
  }

  /// Checks what must hold of the hierarchy whatever links were opened: the
  /// selected tab exists, every modal shows something, modal screens open
  /// modals and pushed screens are pushed.
  public func checkState(after what: String) {
    let state = navigator.state
    guard case .tabs(let branches, let selected) = state.root else {
      fuzzCheck(false, "after \(what), the root is no longer tabs: \(state)")
      return
    }
    fuzzCheck(
      selected.isEmpty || branches.contains { $0.name == selected },
      "after \(what), the selected tab '\(selected)' does not exist")
    for branch in branches {
      for screen in branch.stack {
        fuzzCheck(
          screen.entity?.isModal != true, "after \(what), \(screen) is pushed in tab \(branch.name)"
        )
      }
    }
    for modal in state.modals {
      fuzzCheck(!modal.stack.isEmpty, "after \(what), a modal shows nothing")
      for (index, screen) in modal.stack.enumerated() {
        guard let entity = screen.entity else { continue }
        fuzzCheck(
          entity.isModal == (index == 0),
          "after \(what), \(screen) is at \(index) in a modal:\n\(state)")
      }
    }
    fuzzCheck(audit.violations.isEmpty, "after \(what): \(audit.violations)")
  }
}
