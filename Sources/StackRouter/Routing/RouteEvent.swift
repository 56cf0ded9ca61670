/// Something the router did, for logs and analytics.
public enum RouteEvent: Sendable, CustomStringConvertible {
  /// A request arrived, and is being applied.
  case received(RouteRequest)
  /// A request was opened from inside another request's pipeline, and waits
  /// its turn behind it (its outcome follows in a `finished` event).
  case queued(RouteRequest)
  /// A guard decided.
  case guarded(RouteRequest, guard: String, decision: GuardDecision)
  /// A step of a plan was performed.
  case performed(NavigationStep)
  /// A guard or block redirected a request; the other request is applied
  /// next, inside the first.
  case redirecting(RouteRequest, to: RouteRequest)
  /// A request reached its outcome.
  case finished(RouteRequest, RouteOutcome)
  /// The deferred requests changed.
  case deferral(RouteRequest, DeferralChange)
  /// Stored navigation, or a part of it, was not restored.
  case restoration(RestorationIssue)

  /// One line.
  public var description: String {
    switch self {
    case .received(let request): "received \(request)"
    case .queued(let request): "queued \(request)"
    case .guarded(let request, let name, let decision): "guard \(name) on \(request): \(decision)"
    case .performed(let step): "performed \(step)"
    case .redirecting(let request, let target): "redirecting \(request) to \(target)"
    case .finished(let request, let outcome): "finished \(request): \(outcome)"
    case .deferral(let request, let change): "deferred \(request): \(change)"
    case .restoration(let issue): "not restored: \(issue)"
    }
  }
}

/// How a deferred request's place among the router's deferred requests
/// changed. Each link has one place, whatever entry points it came through.
public enum DeferralChange: Sendable, CustomStringConvertible {
  /// A guard deferred the link: the router keeps it.
  case kept
  /// The link, already kept, was deferred again from a newer request, which
  /// takes its place.
  case replaced
  /// The kept link is being applied again.
  case resumed
  /// The kept link, applied again, failed; it stays kept, to be resumed or
  /// discarded.
  case failed(reason: String)
  /// The kept link reached a final outcome and is no longer kept.
  case settled(RouteOutcome)
  /// The app discarded the kept link.
  case discarded

  /// `kept`, `replaced`, `resumed`, `failed, kept: REASON`, `settled: OUTCOME` or `discarded`.
  public var description: String {
    switch self {
    case .kept: "kept"
    case .replaced: "replaced"
    case .resumed: "resumed"
    case .failed(let reason): "failed, kept: \(reason)"
    case .settled(let outcome): "settled: \(outcome)"
    case .discarded: "discarded"
    }
  }
}

/// Receives the router's events.
@MainActor
public protocol RouteEventSink: AnyObject {
  /// Records one event.
  func record(_ event: RouteEvent)
}

/// An event sink that keeps every event in memory, in order.
@MainActor
public final class RouteEventLog: RouteEventSink {
  /// The events so far.
  public private(set) var events: [RouteEvent] = []

  /// Creates an empty log.
  public init() {}

  /// Appends the event.
  public func record(_ event: RouteEvent) {
    events.append(event)
  }

  /// The events, one line each.
  public var lines: [String] { events.map(\.description) }
}
