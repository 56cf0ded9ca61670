import Foundation

/// Turns requests into outcomes through the whole pipeline: intake,
/// matching, guards, planning and navigation.
///
/// ```swift
/// let router = try Router(table: table, navigator: navigator, guards: [loginGuard])
/// switch await router.open(.url("myapp://account/settings")) {
/// case .handled(let handled): print(handled.plan)
/// case .deferred: showLogin()
/// default: break
/// }
/// ```
///
/// Requests are applied one at a time, in the order they arrive: a request
/// that arrives while another is being applied waits for it, whatever task
/// opens it. A request opened from inside the pipeline while it runs (by a
/// guard, a block, a screen, the pre-configuration hook, the event sink, or
/// a task one of them starts) is queued behind the current one and ends
/// ``RouteOutcome/queued`` at once, so it can neither interleave with the
/// request that opened it nor deadlock it. Guards and blocks that want to
/// send a link elsewhere return a redirect. A restoration
/// (``restore(from:)``) takes one turn in the same queue: it waits for the
/// requests before it, and the requests that arrive meanwhile wait for it.
///
/// Deferred requests are kept, one per link, until ``resumeDeferred()``
/// applies them or ``discardDeferred()`` drops them: never lost, never
/// applied twice. A link leaves the deferred requests only when its outcome
/// is final; a resumed link that fails stays, to be resumed or discarded.
@MainActor
public final class Router {
  /// The routes.
  public let table: RouteTable
  /// What carries plans out.
  public let navigator: any Navigator
  /// What computes plans.
  public var handler: any RouteHandler
  /// The app's guards, in order.
  public var guards: [RouteGuard]
  /// Links for Home Screen quick action types.
  public var shortcuts: [String: String]
  /// Receives every request, guard decision, step and outcome.
  public var eventSink: (any RouteEventSink)?
  /// The apps allowed to open custom-scheme links, by bundle identifier, or
  /// `nil` (the default) for any app.
  ///
  /// When set, a link another app opened is rejected unless UIKit names
  /// that app and it is in the set: a link whose sender is unknown
  /// (``RouteRequest/Sender/otherApp(_:)`` with `nil`) is never trusted.
  /// Requests the app makes itself and those from the system (universal
  /// links, quick actions, Spotlight, Handoff) are not affected.
  public var allowedSourceApplications: Set<String>?

  /// The deferred requests, oldest first: one per link.
  public var deferredRequests: [RouteRequest] { ledger.requests }

  private var ledger = DeferredLedger()
  private var waiting: [Waiting] = []
  /// The request being applied: its number in the queue.
  private var running: Int?
  private var isDraining = false
  private var nextNumber = 0

  /// A request waiting its turn, and whoever waits for its outcome.
  private struct Waiting {
    let number: Int
    let job: Job
    let reply: CheckedContinuation<Reply, Never>?
  }

  /// What a turn gives whoever waits for it.
  private enum Reply {
    /// A request's outcome, or `nil` when a resumed link was no longer kept.
    case outcome(RouteOutcome?)
    /// What a restoration did.
    case restoration(RestorationReport)
  }

  /// What a queued turn does.
  private enum Job {
    /// Applies a request.
    case open(RouteRequest)
    /// Applies the deferred request kept for a link, if it is still kept then.
    case resume(key: String)
    /// Rebuilds stored navigation, its links one after another in one turn.
    case restore(StoredNavigation)
  }

  /// Redirects a request may go through before it fails.
  static let redirectLimit = 8

  /// Creates a router and checks that the navigator can show every target
  /// of the table and has every tab its placements name.
  ///
  /// - Parameters:
  ///   - table: the routes.
  ///   - navigator: what carries plans out.
  ///   - handler: what computes plans; ``StackRouteHandler`` by default.
  ///   - guards: the app's guards, in order.
  ///   - shortcuts: links for Home Screen quick action types.
  ///   - eventSink: receives the router's events.
  /// - Throws: ``RouterError`` listing every unbound target and unknown tab.
  public init(
    table: RouteTable, navigator: any Navigator, handler: any RouteHandler = StackRouteHandler(),
    guards: [RouteGuard] = [], shortcuts: [String: String] = [:],
    eventSink: (any RouteEventSink)? = nil
  ) throws(RouterError) {
    self.table = table
    self.navigator = navigator
    self.handler = handler
    self.guards = guards
    self.shortcuts = shortcuts
    self.eventSink = eventSink
    try check()
  }

  /// Creates a router from a manifest: its table, its shortcuts and its
  /// named blocks, bound to the app's code.
  ///
  /// ```swift
  /// // block old/articles/** legacyArticles
  /// let router = try Router(
  ///   manifest: manifest, navigator: navigator,
  ///   blocks: ["legacyArticles": { _ in .redirect(.url("/articles")) }])
  /// ```
  ///
  /// - Parameters:
  ///   - manifest: the routes manifest.
  ///   - navigator: the navigator that shows screens.
  ///   - handler: plans the hierarchy for each link.
  ///   - guards: asked about every link, in order.
  ///   - eventSink: receives every event.
  ///   - blocks: the code for each name the manifest's `block` lines use; a
  ///     name left unbound is an error.
  /// - Throws: ``ManifestError`` (an unbound block name among them) or
  ///   ``RouterError``.
  public convenience init(
    manifest: RoutesManifest, navigator: any Navigator,
    handler: any RouteHandler = StackRouteHandler(),
    guards: [RouteGuard] = [], eventSink: (any RouteEventSink)? = nil,
    blocks: [String: RouteBlock.Handler] = [:]
  ) throws {
    let shortcuts = Dictionary(
      manifest.shortcuts.map { ($0.type, $0.link) }, uniquingKeysWith: { first, _ in first })
    try self.init(
      table: try manifest.makeTable(blocks: blocks), navigator: navigator, handler: handler,
      guards: guards, shortcuts: shortcuts, eventSink: eventSink)
  }

  private func check() throws(RouterError) {
    var problems: [RouterError.Problem] = []
    let branches = navigator.state.branchNames
    for entity in table.registeredEntities {
      if !navigator.canShow(target: entity.target) {
        problems.append(
          .init(
            location: entity.location,
            message: "nothing is bound to the target '\(entity.target)' of '\(entity.pattern)'"))
      }
      if case .tab(let name) = entity.placement, entity.source == nil, !branches.contains(name) {
        let known =
          branches.isEmpty
          ? "the app has no tabs" : "the tabs are " + branches.joined(separator: ", ")
        problems.append(
          .init(
            location: entity.location,
            message: "'\(entity.pattern)' is placed in tab '\(name)', but \(known)"))
      }
    }
    guard problems.isEmpty else { throw RouterError(problems: problems.sortedBySourceOrder()) }
  }

  // MARK: Opening

  /// Applies a request once every earlier request has been applied, and
  /// returns its outcome.
  ///
  /// Called from inside the pipeline while it applies a request (a guard, a
  /// block, a screen, the event sink, or a task one of them started), it
  /// queues the request behind the current one and returns
  /// ``RouteOutcome/queued`` at once.
  @discardableResult
  public func open(_ request: RouteRequest) async -> RouteOutcome {
    if isInsidePipeline {
      enqueue(.open(request), reply: nil)
      eventSink?.record(.queued(request))
      return .queued
    }
    let reply = await withCheckedContinuation { reply in enqueue(.open(request), reply: reply) }
    guard case .outcome(let outcome?) = reply else { return .queued }
    return outcome
  }

  /// Applies every deferred request again, oldest first, each in its turn
  /// through the whole pipeline: guards decide again. A request deferred
  /// again, or whose attempt fails, stays kept. Requests another resume is
  /// already applying are left to it, and a link that reached its outcome
  /// meanwhile is not applied again.
  ///
  /// - Returns: the outcomes of the requests applied, in order; from inside
  ///   the pipeline, ``RouteOutcome/queued`` for each.
  @discardableResult
  public func resumeDeferred() async -> [RouteOutcome] {
    let keys = ledger.startResuming()
    if isInsidePipeline {
      for key in keys { enqueue(.resume(key: key), reply: nil) }
      return keys.map { _ in .queued }
    }
    var outcomes: [RouteOutcome] = []
    for key in keys {
      let reply = await withCheckedContinuation { reply in
        enqueue(.resume(key: key), reply: reply)
      }
      if case .outcome(let outcome?) = reply { outcomes.append(outcome) }
    }
    return outcomes
  }

  /// Drops every deferred request (on logout) and returns them, oldest first.
  @discardableResult
  public func discardDeferred() -> [RouteRequest] {
    let requests = ledger.removeAll()
    for request in requests { eventSink?.record(.deferral(request, .discarded)) }
    return requests
  }

  // MARK: Queue

  /// The request whose pipeline the current task runs in, or was started
  /// from: task-local values pass to child tasks and to `Task {}`.
  @TaskLocal private static var pipeline: Mark?

  /// A router and one of its requests.
  private struct Mark: Sendable {
    let router: ObjectIdentifier
    let number: Int
  }

  /// Whether the current task belongs to the request this router is
  /// applying now: waiting for another request there could deadlock it.
  private var isInsidePipeline: Bool {
    guard let mark = Self.pipeline, let running else { return false }
    return mark.router == ObjectIdentifier(self) && mark.number == running
  }

  /// Rebuilds stored navigation once every earlier request has been
  /// applied, as one turn of the queue; see ``restore(_:)``.
  ///
  /// - Returns: the report, or `nil` when called from inside the pipeline:
  ///   the restoration is then queued behind the current request.
  func restoreInTurn(_ stored: StoredNavigation) async -> RestorationReport? {
    if isInsidePipeline {
      enqueue(.restore(stored), reply: nil)
      return nil
    }
    let reply = await withCheckedContinuation { reply in enqueue(.restore(stored), reply: reply) }
    guard case .restoration(let report) = reply else { return nil }
    return report
  }

  private func enqueue(_ job: Job, reply: CheckedContinuation<Reply, Never>?) {
    nextNumber += 1
    waiting.append(Waiting(number: nextNumber, job: job, reply: reply))
    guard !isDraining else { return }
    isDraining = true
    Task { await drain() }
  }

  /// Applies the waiting requests one at a time until none is left.
  private func drain() async {
    while !waiting.isEmpty {
      let next = waiting.removeFirst()
      running = next.number
      let mark = Mark(router: ObjectIdentifier(self), number: next.number)
      let outcome = await Self.$pipeline.withValue(mark) { await apply(next.job) }
      running = nil
      next.reply?.resume(returning: outcome)
    }
    isDraining = false
  }

  private func apply(_ job: Job) async -> Reply {
    switch job {
    case .open(let request):
      return .outcome(await process(request, isResumed: false, redirects: 0))
    case .resume(let key):
      // Settled or discarded meanwhile: there is nothing left to apply.
      guard let request = ledger.request(for: key) else { return .outcome(nil) }
      eventSink?.record(.deferral(request, .resumed))
      return .outcome(await process(request, isResumed: true, redirects: 0))
    case .restore(let stored):
      return .restoration(await rebuild(stored))
    }
  }

  /// Applies a request within the current turn: for a restoration, whose
  /// links are applied one after another in its turn.
  func applyWithinTurn(_ request: RouteRequest) async -> RouteOutcome {
    await process(request, isResumed: false, redirects: 0)
  }

  // MARK: Pipeline

  /// Applies one request: its outcome, its events, and what the deferred
  /// requests keep of it.
  private func process(
    _ request: RouteRequest, isResumed: Bool, redirects: Int
  ) async -> RouteOutcome {
    eventSink?.record(.received(request))
    let url: RequestURL
    do {
      let read = try table.read(try request.link(forShortcuts: shortcuts).get())
      url = request.parameters.isEmpty ? read : read.adding(parameters: request.parameters)
    } catch {
      let outcome = RouteOutcome.invalid(error)
      eventSink?.record(.finished(request, outcome))
      return outcome
    }
    var outcome: RouteOutcome
    switch await verdict(for: request, url) {
    case .outcome(let reached):
      outcome = reached
    case .redirect(let target):
      if redirects >= Self.redirectLimit {
        outcome = .failed(
          reason: "more than \(Self.redirectLimit) redirects in a row, the last to \(target)")
      } else {
        eventSink?.record(.redirecting(request, to: target))
        let reached = await process(target, isResumed: false, redirects: redirects + 1)
        outcome = .redirected(to: target, outcome: reached)
      }
    }
    keepTrack(
      of: request, key: DeferredLedger.key(for: url), outcome: outcome, isResumed: isResumed)
    eventSink?.record(.finished(request, outcome))
    return outcome
  }

  /// Keeps a deferred link once, replacing its earlier request; forgets it
  /// once its outcome is final. A resumed link that fails stays kept.
  private func keepTrack(
    of request: RouteRequest, key: String, outcome: RouteOutcome, isResumed: Bool
  ) {
    switch outcome {
    case .deferred:
      let change = ledger.keep(request, key: key)
      eventSink?.record(.deferral(request, change))
    case .failed(let reason):
      guard ledger.request(for: key) != nil else { return }
      ledger.release(key)
      if isResumed { eventSink?.record(.deferral(request, .failed(reason: reason))) }
    case .queued:
      break
    default:
      if let kept = ledger.settle(key) { eventSink?.record(.deferral(kept, .settled(outcome))) }
    }
  }

  /// What a request comes to before any redirect is followed.
  private enum Verdict {
    case outcome(RouteOutcome)
    case redirect(RouteRequest)
  }

  private func verdict(for request: RouteRequest, _ url: RequestURL) async -> Verdict {
    if let refusal = refusal(of: request.sender) { return .outcome(.rejected(reason: refusal)) }
    for match in table.candidates(for: url) {
      do throws(InvalidURLError) {
        try table.checkCaptures(of: match, in: url)
      } catch {
        return .outcome(.invalid(error))
      }
      if let link = table.link(for: match, in: url) {
        if let decision = await decide(
          request, url,
          subjects: { scope in
            (scope == .chain ? link.chainEntities : [link.entity]).map { entity in
              GuardSubject(
                pattern: entity.pattern, entity: entity, link: link,
                parameters: link.parameters(for: entity))
            }
          })
        {
          return decision
        }
        return .outcome(await show(link, animation: request.animation))
      }
      guard case .block(let block) = match.route else { continue }
      let context = table.blockContext(for: match, in: url)
      let subject = GuardSubject(
        pattern: context.pattern, entity: nil, link: nil, parameters: context.parameters)
      if let decision = await decide(request, url, subjects: { _ in [subject] }) {
        return decision
      }
      switch await block.handler(context) {
      case .handled:
        return .outcome(
          .handled(
            HandledRoute(
              link: nil, block: block.pattern, plan: NavigationPlan(), blockName: block.name)))
      case .redirect(let target):
        return .redirect(target)
      case .pass:
        continue
      }
    }
    return .outcome(.unmatched(url))
  }

  /// Why a sender may not open links, when the app allows only some.
  private func refusal(of sender: RouteRequest.Sender) -> String? {
    guard let allowed = allowedSourceApplications, case .otherApp(let bundleID) = sender else {
      return nil
    }
    guard let bundleID else {
      return "the link was opened by an app that did not identify itself; "
        + "only allowed apps may open links"
    }
    return allowed.contains(bundleID)
      ? nil : "the link was opened by '\(bundleID)', which is not an allowed app"
  }

  /// What one guard call checks: an entity of a link's chain, or a block.
  private struct GuardSubject {
    let pattern: RoutePattern
    let entity: RouteEntity?
    let link: AppLink?
    let parameters: LinkParameters
  }

  /// Runs the guards, each on the subjects its scope covers; returns the
  /// first decision that does not allow.
  private func decide(
    _ request: RouteRequest, _ url: RequestURL, subjects: (RouteGuard.Scope) -> [GuardSubject]
  ) async -> Verdict? {
    for routeGuard in guards {
      for subject in subjects(routeGuard.scope) {
        let context = GuardContext(
          request: request, url: url, pattern: subject.pattern, entity: subject.entity,
          link: subject.link,
          parameters: subject.parameters)
        let decision = await routeGuard.decide(context)
        eventSink?.record(.guarded(request, guard: routeGuard.name, decision: decision))
        switch decision {
        case .allow: continue
        case .reject(let reason): return .outcome(.rejected(reason: reason))
        case .defer: return .outcome(.deferred)
        case .redirect(let target): return .redirect(target)
        }
      }
    }
    return nil
  }

  private func show(_ link: AppLink, animation: AnimationPolicy) async -> RouteOutcome {
    await navigator.waitUntilIdle()
    let plan: NavigationPlan
    do {
      plan = try handler.plan(for: link, in: navigator.state, animation: animation)
    } catch {
      return .failed(reason: error.message)
    }
    for step in plan.steps {
      do {
        try await navigator.perform(step, for: link)
      } catch {
        return .failed(reason: error.description)
      }
      eventSink?.record(.performed(step))
    }
    return .handled(HandledRoute(link: link, block: nil, plan: plan))
  }

  // MARK: Describing

  /// The link that shows the visible screen, for sharing and Handoff:
  /// reverse routing from the navigation state. Route parameters fill the
  /// pattern; the screen's other parameters become the query, sorted by name.
  ///
  /// - Parameter form: the scheme or domain to use.
  /// - Returns: `nil` when the visible screen was not opened by a link.
  public func currentLink(form: LinkForm = .preferred) -> URL? {
    guard let screen = navigator.state.visibleScreen, let entity = screen.entity else { return nil }
    let routeNames = Set(screen.routeParameterNames)
    let query = screen.parameters.names.filter { !routeNames.contains($0) }.flatMap { name in
      screen.parameters.values(name).map { QueryItem(name: name, value: $0) }
    }
    return try? table.url(
      for: entity.pattern, parameters: screen.identity.firstValues, wildcards: screen.wildcards,
      remainder: screen.remainder, query: query, form: form)
  }
}
