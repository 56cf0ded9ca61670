/// Something the router did, for logs and analytics.
public enum RouteEvent: Sendable, CustomStringConvertible {
  /// A request arrived.
  case received(RouteRequest)
  /// A guard decided.
  case guarded(RouteRequest, guard: String, decision: GuardDecision)
  /// A step of a plan was performed.
  case performed(NavigationStep)
  /// A request reached its outcome.
  case finished(RouteRequest, RouteOutcome)
  /// A deferred request was resumed.
  case resumed(RouteRequest)
  /// A deferred request was discarded.
  case discarded(RouteRequest)
  /// Stored navigation, or a part of it, was not restored.
  case restoration(RestorationIssue)

  /// One line.
  public var description: String {
    switch self {
    case .received(let request): "received \(request)"
    case .guarded(let request, let name, let decision): "guard \(name) on \(request): \(decision)"
    case .performed(let step): "performed \(step)"
    case .finished(let request, let outcome): "finished \(request): \(outcome)"
    case .resumed(let request): "resumed \(request)"
    case .discarded(let request): "discarded \(request)"
    case .restoration(let issue): "not restored: \(issue)"
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
