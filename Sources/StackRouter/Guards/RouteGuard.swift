/// An app's check on a link before it is shown: allow it, reject it with a
/// reason, or defer it (until the user logs in, say).
///
/// Guards run for every entry point alike, in the order the router lists
/// them; the first that does not allow decides.
///
/// ```swift
/// let login = RouteGuard("login") { context in
///   guard context.entity?.target == "AccountVC" else { return .allow }
///   return session.isLoggedIn ? .allow : .defer
/// }
/// ```
public struct RouteGuard: Sendable {
  /// Which entities of a chain a guard checks.
  public enum Scope: Hashable, Sendable {
    /// Only the link's target (or the block's pattern).
    case target
    /// Every entity of the chain, root first.
    case chain
  }

  /// Decides for one entity of a link.
  public typealias Decide = @MainActor @Sendable (GuardContext) async -> GuardDecision

  /// The guard's name, used in logs.
  public let name: String
  /// Which entities it checks.
  public let scope: Scope
  /// The decision.
  public let decide: Decide

  /// Creates a guard.
  public init(_ name: String, scope: Scope = .target, decide: @escaping Decide) {
    self.name = name
    self.scope = scope
    self.decide = decide
  }
}

/// What a guard decided.
public enum GuardDecision: Hashable, Sendable, CustomStringConvertible {
  /// Go on.
  case allow
  /// Refuse the link; the reason reaches the outcome and the log.
  case reject(String)
  /// Keep the request, to be resumed or discarded later.
  case `defer`

  /// `allow`, `reject: REASON` or `defer`.
  public var description: String {
    switch self {
    case .allow: "allow"
    case .reject(let reason): "reject: \(reason)"
    case .defer: "defer"
    }
  }
}

/// What a guard sees.
public struct GuardContext: Sendable {
  /// The request, with its entry point.
  public let request: RouteRequest
  /// The link after intake.
  public let url: RequestURL
  /// The pattern of the route being checked.
  public let pattern: RoutePattern
  /// The entity being checked; `nil` for a block.
  public let entity: RouteEntity?
  /// The matched link; `nil` for a block.
  public let link: AppLink?
  /// The checked entity's (or block's) parameters, for typed access.
  public let parameters: LinkParameters
}
