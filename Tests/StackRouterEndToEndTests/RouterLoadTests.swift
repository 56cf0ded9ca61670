import StackRouter
import Testing

/// A thousand links from several tasks at once, while transitions take time,
/// guards defer and start tasks of their own, and the user logs in and out.
@Suite("Links under load", .timeLimit(.minutes(10)))
@MainActor
struct RouterLoadTests {
  @Test(
    "1,000 links from four tasks: one at a time, each handled link on screen, deferrals kept or applied once",
    arguments: 1...10 as ClosedRange<UInt64>)
  func thousandLinks(seed: UInt64) async throws {
    var random = SplitMix64(seed: seed)
    let links = (0..<1000).map { _ in Self.links[Int(random.next() % UInt64(Self.links.count))] }
    let session = Session()
    let navigator = SlowNavigator()
    let router = try Router(table: try routeTable(), navigator: navigator)
    let audit = RouterAudit(router: router)
    router.eventSink = audit
    router.guards = [
      session.loginGuard(),
      // A guard that starts work of its own, as apps do: a refresh that then
      // resumes the deferred links, or opens a link of its own.
      RouteGuard("refresh", scope: .target) { context in
        switch context.url.segments.last {
        case "2": Task { await router.resumeDeferred() }
        case "3": Task { await router.open(.url("myapp://files/refreshed")) }
        default: break
        }
        return .allow
      },
    ]
    let opened = Recorder()

    let tasks = (0..<4).map { part in
      let share = Array(links[(part * 250)..<((part + 1) * 250)])
      return Task { @MainActor in
        for link in share {
          await router.open(.url(link))
          opened.record(link)
          if opened.lines.count % 100 == 0 {
            session.isLoggedIn.toggle()
            if session.isLoggedIn { await router.resumeDeferred() }
          }
        }
      }
    }
    for task in tasks { await task.value }
    await router.open(.url("myapp://files/settled"))  // after every task a guard started

    #expect(audit.verifyDeferredLinks().isEmpty)
    #expect(audit.handledCount > 500)
    let last = try #require(audit.lastShown)
    #expect(navigator.state.visibleScreen?.isSameScreen(as: last) == true)
  }

  /// The links opened: screens in the root stack, a modal with a push
  /// inside, account screens behind the login, and a catch-all.
  private static let links = [
    "myapp://list/1", "myapp://list/2", "myapp://list/3", "myapp://list/1/extra",
    "myapp://list/2/edit", "myapp://compose", "myapp://account", "myapp://account/delete",
    "myapp://help/a/b", "myapp://files/x", "myapp://Account/delete?from=mail",
  ]
}

/// A headless navigator whose steps take a few main-actor turns, as
/// animations do, so that other tasks get to run in the middle of a request.
@MainActor
private final class SlowNavigator: Navigator {
  private let navigator = HeadlessNavigator()

  var state: NavigationState { navigator.state }

  func perform(_ step: NavigationStep, for link: AppLink) async throws(NavigationError) {
    for _ in 0..<3 { await Task.yield() }
    try await navigator.perform(step, for: link)
  }

  func canShow(target: String) -> Bool { navigator.canShow(target: target) }
}

/// A small deterministic random number generator (SplitMix64), so a seed
/// always gives the same links.
private struct SplitMix64 {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }
}
