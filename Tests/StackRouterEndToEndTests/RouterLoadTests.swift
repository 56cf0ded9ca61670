import StackRouter
import Testing

/// A thousand links from several tasks at once, while transitions take time,
/// guards defer and start tasks of their own, and the user logs in and out.
@Suite("Links under load", .timeLimit(.minutes(2)))
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
    let checker = InvariantChecker(navigator: navigator)
    let router = try Router(table: try routeTable(), navigator: navigator, eventSink: checker)
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

    #expect(checker.violations.isEmpty)
    #expect(checker.handledCount > 0)
    #expect(checker.ledgerKeys == Set(router.deferredRequests.map(\.description)))
    let last = try #require(checker.lastShown)
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

/// Checks the router's promises at every event, and keeps what breaks them.
@MainActor
private final class InvariantChecker: RouteEventSink {
  private let navigator: any Navigator
  private(set) var violations: [String] = []
  private(set) var handledCount = 0
  /// The screen the last handled link showed.
  private(set) var lastShown: Screen?
  /// The requests kept, by their description, as the deferral events tell.
  private(set) var ledgerKeys: Set<String> = []
  /// The request being applied.
  private var current: RouteRequest?

  init(navigator: any Navigator) {
    self.navigator = navigator
  }

  func record(_ event: RouteEvent) {
    switch event {
    case .received(let request):
      if let current { violations.append("received \(request) while applying \(current)") }
      current = request
    case .finished(let request, let outcome):
      if current != request {
        violations.append(
          "finished \(request) while applying \(current.map { "\($0)" } ?? "nothing")")
      }
      current = nil
      if case .handled(let handled) = outcome, let link = handled.link {
        handledCount += 1
        checkShown(link, for: request)
      }
      checkStacks(after: request)
    case .deferral(let request, let change):
      // Every link of this load is its own deferred link, named by its text.
      let key = request.description
      switch change {
      case .kept:
        if !ledgerKeys.insert(key).inserted { violations.append("\(key) kept twice") }
      case .replaced, .resumed, .failed:
        if !ledgerKeys.contains(key) { violations.append("\(key) \(change) but not kept") }
      case .settled, .discarded:
        if ledgerKeys.remove(key) == nil { violations.append("\(key) \(change) but not kept") }
      }
    case .queued, .guarded, .performed:
      break
    }
  }

  /// A handled link's target must be the screen on top.
  private func checkShown(_ link: AppLink, for request: RouteRequest) {
    let expected = Screen(entity: link.entity, link: link)
    guard let visible = navigator.state.visibleScreen, visible.isSameScreen(as: expected) else {
      violations.append(
        "\(request) was handled but \(navigator.state.visibleScreen.map { "\($0)" } ?? "nothing") is on screen"
      )
      return
    }
    lastShown = visible
  }

  /// No stack holds the same screen twice: nothing was pushed twice.
  private func checkStacks(after request: RouteRequest) {
    let state = navigator.state
    var stacks = state.modals.map(\.stack)
    switch state.root {
    case .stack(let stack): stacks.append(stack)
    case .tabs(let branches, _), .container(let branches, _): stacks += branches.map(\.stack)
    }
    for stack in stacks {
      for (index, screen) in stack.enumerated()
      where stack[..<index].contains(where: { $0.isSameScreen(as: screen) }) {
        violations.append("after \(request), \(screen) is in a stack twice")
      }
    }
  }
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
