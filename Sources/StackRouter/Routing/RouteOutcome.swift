/// What became of a request.
public enum RouteOutcome: Sendable, CustomStringConvertible {
  /// The link was shown (the plan applied), or a block handled it.
  case handled(HandledRoute)
  /// The link passed intake but no route matches it.
  case unmatched(RequestURL)
  /// The request was refused at intake.
  case invalid(InvalidURLError)
  /// A guard refused the link.
  case rejected(reason: String)
  /// A guard deferred the request; the router keeps it.
  case deferred
  /// The plan could not be made or carried out.
  case failed(reason: String)
  /// A guard or a block redirected the request to another one, which was
  /// applied at once in its place; `outcome` is that request's.
  indirect case redirected(to: RouteRequest, outcome: RouteOutcome)
  /// The request was opened from inside another request's pipeline (a guard,
  /// a block, a screen, the pre-configuration hook, the event sink, or a task
  /// one of them started) while that request was being applied. It waits its
  /// turn behind it, and its outcome reaches the event sink: waiting for it
  /// there could deadlock the request that opened it.
  case queued

  /// The outcome's name: `handled`, `unmatched`, `invalid`, `rejected`,
  /// `deferred`, `failed`, `redirected` or `queued`.
  public var name: String {
    switch self {
    case .handled: "handled"
    case .unmatched: "unmatched"
    case .invalid: "invalid"
    case .rejected: "rejected"
    case .deferred: "deferred"
    case .failed: "failed"
    case .redirected: "redirected"
    case .queued: "queued"
    }
  }

  /// Whether the request reached its final outcome: anything but `deferred`
  /// and `queued` (and, for a redirect, the outcome it was redirected to).
  public var isFinal: Bool {
    switch self {
    case .deferred, .queued: false
    case .redirected(_, let outcome): outcome.isFinal
    default: true
    }
  }

  /// Whether the request, or the request it was redirected to, was handled.
  public var isHandled: Bool {
    switch self {
    case .handled: true
    case .redirected(_, let outcome): outcome.isHandled
    default: false
    }
  }

  /// The reason, for outcomes that have one.
  public var reason: String? {
    switch self {
    case .redirected(_, let outcome): outcome.reason
    case .handled, .deferred, .queued: nil
    case .unmatched(let request):
      request.segments.isEmpty
        ? "no route matches the empty path"
        : "no route matches '\(request.segments.joined(separator: "/"))'"
    case .invalid(let error): error.message
    case .rejected(let reason), .failed(let reason): reason
    }
  }

  /// The name, and the reason if any; a redirect names its request and outcome.
  public var description: String {
    if case .redirected(let request, let outcome) = self {
      return "redirected to \(request): \(outcome)"
    }
    return reason.map { "\(name): \($0)" } ?? name
  }
}

/// How a request was handled.
public struct HandledRoute: Sendable {
  /// The link, when an entity was shown.
  public let link: AppLink?
  /// The block's pattern, when a block handled the request.
  public let block: RoutePattern?
  /// The plan that was applied; empty for a block.
  public let plan: NavigationPlan
  /// The block's name, when a named block handled the request.
  public var blockName: String? = nil
}
