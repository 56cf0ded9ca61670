import Foundation

/// The pipeline one request goes through in its turn: intake, the sender
/// check, the candidates in precedence order, the guards on each, blocks,
/// then the plan carried out by the navigator. It also keeps the deferred
/// requests in step with each outcome.
extension Router {
  /// Redirects a request may go through before it fails.
  static let redirectLimit = 8

  /// Applies one request: its outcome, its events, and what the deferred
  /// requests keep of it.
  func process(
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
}
