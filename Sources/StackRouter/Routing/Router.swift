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
/// Requests are applied one at a time: a request that arrives while another
/// is being applied waits for it. Deferred requests are kept until
/// ``resumeDeferred()`` or ``discardDeferred()``: never lost, never applied
/// twice.
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

  /// The deferred requests, oldest first.
  public private(set) var deferredRequests: [RouteRequest] = []

  private var queueTail: Task<Void, Never>?

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

  /// Creates a router from a manifest: its table and its shortcuts.
  ///
  /// - Throws: ``ManifestError`` or ``RouterError``.
  public convenience init(
    manifest: RoutesManifest, navigator: any Navigator,
    handler: any RouteHandler = StackRouteHandler(),
    guards: [RouteGuard] = [], eventSink: (any RouteEventSink)? = nil
  ) throws {
    let shortcuts = Dictionary(
      manifest.shortcuts.map { ($0.type, $0.link) }, uniquingKeysWith: { first, _ in first })
    try self.init(
      table: try manifest.makeTable(), navigator: navigator, handler: handler, guards: guards,
      shortcuts: shortcuts, eventSink: eventSink)
  }

  private func check() throws(RouterError) {
    var problems: [RouterError.Problem] = []
    let branches = navigator.state.branchNames
    for entity in table.entities {
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

  /// Applies a request once every earlier request has been applied.
  ///
  /// A block or guard may open another link (a redirect): that request is
  /// applied at once, inside the one being applied, rather than queued
  /// behind it.
  @discardableResult
  public func open(_ request: RouteRequest) async -> RouteOutcome {
    if Self.applying == ObjectIdentifier(self) { return await process(request) }
    let previous = queueTail
    let work = Task { @MainActor in
      await previous?.value
      return await self.process(request)
    }
    queueTail = Task { _ = await work.value }
    return await work.value
  }

  /// Applies every deferred request again, oldest first, through the whole
  /// pipeline: guards decide again, and a request deferred again is kept.
  @discardableResult
  public func resumeDeferred() async -> [RouteOutcome] {
    let requests = deferredRequests
    deferredRequests.removeAll()
    var outcomes: [RouteOutcome] = []
    for request in requests {
      eventSink?.record(.resumed(request))
      outcomes.append(await open(request))
    }
    return outcomes
  }

  /// Drops every deferred request (on logout) and returns them.
  @discardableResult
  public func discardDeferred() -> [RouteRequest] {
    let requests = deferredRequests
    deferredRequests.removeAll()
    for request in requests { eventSink?.record(.discarded(request)) }
    return requests
  }

  // MARK: Pipeline

  /// The router whose request the current task is applying.
  @TaskLocal private static var applying: ObjectIdentifier?

  private func process(_ request: RouteRequest) async -> RouteOutcome {
    await Self.$applying.withValue(ObjectIdentifier(self)) {
      eventSink?.record(.received(request))
      let outcome = await outcome(for: request)
      keepTrack(of: request, after: outcome)
      eventSink?.record(.finished(request, outcome))
      return outcome
    }
  }

  /// Keeps a deferred request once; forgets it once the same request is
  /// handled or rejected, so that resuming never applies it twice.
  private func keepTrack(of request: RouteRequest, after outcome: RouteOutcome) {
    switch outcome {
    case .deferred:
      if !deferredRequests.contains(where: { $0.source == request.source }) {
        deferredRequests.append(request)
      }
    case .handled, .rejected:
      deferredRequests.removeAll { $0.source == request.source }
    case .unmatched, .invalid, .failed:
      break
    }
  }

  private func outcome(for request: RouteRequest) async -> RouteOutcome {
    let url: RequestURL
    do {
      url = try table.read(try request.link(forShortcuts: shortcuts).get())
    } catch {
      return .invalid(error)
    }
    for match in table.candidates(for: url) {
      if let link = table.link(for: match, in: url) {
        if let refusal = await decide(
          request, url,
          subjects: { scope in
            (scope == .chain ? link.chain : [link.entity]).map { entity in
              GuardSubject(
                pattern: entity.pattern, entity: entity, link: link,
                parameters: link.parameters(for: entity))
            }
          })
        {
          return refusal
        }
        return await show(link, animation: request.animation)
      }
      guard case .block(let block) = match.route else { continue }
      let context = table.blockContext(for: match, in: url)
      let subject = GuardSubject(
        pattern: context.pattern, entity: nil, link: nil, parameters: context.parameters)
      if let refusal = await decide(request, url, subjects: { _ in [subject] }) {
        return refusal
      }
      if await block.handler(context) == .handled {
        return .handled(HandledRoute(link: nil, block: block.pattern, plan: NavigationPlan()))
      }
    }
    return .unmatched(url)
  }

  /// What one guard call checks: an entity of a link's chain, or a block.
  private struct GuardSubject {
    let pattern: RoutePattern
    let entity: RouteEntity?
    let link: AppLink?
    let parameters: LinkParameters
  }

  /// Runs the guards, each on the subjects its scope covers; returns the
  /// outcome of the first decision that does not allow.
  private func decide(
    _ request: RouteRequest, _ url: RequestURL, subjects: (RouteGuard.Scope) -> [GuardSubject]
  ) async -> RouteOutcome? {
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
        case .reject(let reason): return .rejected(reason: reason)
        case .defer: return .deferred
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
