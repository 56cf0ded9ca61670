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

  /// The outcome's name: `handled`, `unmatched`, `invalid`, `rejected`, `deferred` or `failed`.
  public var name: String {
    switch self {
    case .handled: "handled"
    case .unmatched: "unmatched"
    case .invalid: "invalid"
    case .rejected: "rejected"
    case .deferred: "deferred"
    case .failed: "failed"
    }
  }

  /// The reason, for outcomes that have one.
  public var reason: String? {
    switch self {
    case .handled, .deferred: nil
    case .unmatched(let request):
      request.segments.isEmpty
        ? "no route matches the empty path"
        : "no route matches '\(request.segments.joined(separator: "/"))'"
    case .invalid(let error): error.message
    case .rejected(let reason), .failed(let reason): reason
    }
  }

  /// The name, and the reason if any.
  public var description: String {
    reason.map { "\(name): \($0)" } ?? name
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
}
