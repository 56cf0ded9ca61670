/// An event sink that checks the promises a ``Router`` makes as its events
/// arrive, and keeps what breaks them: for an app's route tests, load tests
/// and fuzzing.
///
/// - One request is applied at a time: a request is received only when the
///   one before it has finished. (A request a guard or block redirects to is
///   applied inside the one it replaces.)
/// - When a request ends handled, its link's screen is on top.
/// - Nothing is pushed twice: no stack holds the same screen twice, and no
///   two modals show the same screen at their bottom.
/// - Each deferred link is kept once, and leaves once, settled or discarded;
///   ``verifyDeferredLinks()`` checks that the router keeps exactly those.
///
/// ```swift
/// let audit = RouterAudit(router: router)
/// router.eventSink = audit
/// await router.open(.url("myapp://account/delete"))
/// #expect(audit.violations.isEmpty)
/// ```
@MainActor
public final class RouterAudit: RouteEventSink {
  /// What broke a promise, one line each, in order.
  public private(set) var violations: [String] = []
  /// How many requests ended handled with a screen.
  public private(set) var handledCount = 0
  /// The screen the last handled link showed.
  public private(set) var lastShown: Screen?
  /// Receives every event after the audit; the app's own log, say.
  public var next: (any RouteEventSink)?

  private weak var router: Router?
  /// The requests being applied: more than one only inside redirects.
  private var applying: [RouteRequest] = []
  /// The request a redirect announced, which may start inside another.
  private var announcedRedirect: RouteRequest?
  /// The deferred links kept, by the key the router keeps them under.
  private var kept: Set<String> = []

  /// Creates an audit of a router; set it as the router's event sink.
  ///
  /// - Parameters:
  ///   - router: the router whose events it checks; held weakly.
  ///   - next: a sink that receives every event after the audit.
  public init(router: Router, next: (any RouteEventSink)? = nil) {
    self.router = router
    self.next = next
  }

  /// Checks one event, then passes it on.
  public func record(_ event: RouteEvent) {
    check(event)
    next?.record(event)
  }

  /// Checks, between requests, that the router keeps exactly the deferred
  /// links its events said it keeps.
  ///
  /// - Returns: every violation so far, this check's included.
  @discardableResult
  public func verifyDeferredLinks() -> [String] {
    guard let router else { return violations }
    let keys = Set(router.deferredRequests.compactMap(key(for:)))
    if keys != kept {
      violate(
        "the router keeps \(keys.count) deferred links, the events tell of \(kept.count)")
    }
    return violations
  }

  // MARK: Checks

  private func check(_ event: RouteEvent) {
    switch event {
    case .received(let request):
      if let current = applying.last, announcedRedirect != request {
        violate("received \(request) while applying \(current)")
      }
      announcedRedirect = nil
      applying.append(request)
    case .redirecting(_, let target):
      announcedRedirect = target
    case .finished(let request, let outcome):
      if applying.last != request {
        violate("finished \(request) while applying \(applying.last.map { "\($0)" } ?? "nothing")")
      }
      applying.removeAll { $0 == request }
      if case .handled(let handled) = outcome, let link = handled.link {
        checkShown(link, for: request)
      }
      checkNothingTwice(after: request)
    case .deferral(let request, let change):
      checkDeferral(change, of: request)
    case .queued, .guarded, .performed, .restoration:
      break
    }
  }

  private func checkShown(_ link: AppLink, for request: RouteRequest) {
    handledCount += 1
    let expected = Screen(entity: link.entity, link: link)
    guard let visible = router?.navigator.state.visibleScreen, visible.isSameScreen(as: expected)
    else {
      let shown = router?.navigator.state.visibleScreen.map { "\($0)" } ?? "nothing"
      violate("\(request) ended handled, but \(shown) is on top, not \(expected)")
      return
    }
    lastShown = visible
  }

  private func checkNothingTwice(after request: RouteRequest) {
    guard let state = router?.navigator.state else { return }
    var stacks = state.modals.map(\.stack)
    switch state.root {
    case .stack(let stack): stacks.append(stack)
    case .tabs(let branches, _), .container(let branches, _): stacks += branches.map(\.stack)
    }
    for stack in stacks {
      for (index, screen) in stack.enumerated()
      where stack[..<index].contains(where: { $0.isSameScreen(as: screen) }) {
        violate("after \(request), a stack holds \(screen) twice")
      }
    }
    let modalRoots = state.modals.compactMap(\.stack.first)
    for (index, screen) in modalRoots.enumerated()
    where modalRoots[..<index].contains(where: { $0.isSameScreen(as: screen) }) {
      violate("after \(request), two modals show \(screen)")
    }
  }

  private func checkDeferral(_ change: DeferralChange, of request: RouteRequest) {
    guard let key = key(for: request) else {
      violate("deferred \(request), which carries no link")
      return
    }
    switch change {
    case .kept:
      if !kept.insert(key).inserted { violate("\(request) kept while already kept") }
    case .replaced, .resumed, .failed:
      if !kept.contains(key) { violate("\(request) \(change), but it is not kept") }
    case .settled, .discarded:
      if kept.remove(key) == nil { violate("\(request) \(change), but it was not kept") }
    }
  }

  private func key(for request: RouteRequest) -> String? {
    guard let router,
      let url = try? router.table.read(request.link(forShortcuts: router.shortcuts).get())
    else { return nil }
    return DeferredLedger.key(for: url)
  }

  private func violate(_ message: String) {
    violations.append(message)
  }
}
