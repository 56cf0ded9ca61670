/// An app's check on a link before it is shown: allow it, reject it with a
/// reason, defer it (until the user logs in, say), or redirect it.
///
/// Guards run for every entry point alike, in the order the router lists
/// them; the first decision that does not allow decides. By default a guard
/// is asked about every screen the link will show or reload, root first: a
/// guard for `AccountVC` also protects `account/delete`, whose chain shows
/// `AccountVC` below `DeleteAccountVC`.
///
/// ```swift
/// let login = RouteGuard("login") { context in
///   guard context.entity?.target == "AccountVC" else { return .allow }
///   return session.isLoggedIn ? .allow : .defer
/// }
/// ```
///
/// Narrow a guard to the link's target with `scope: .target` only when the
/// screens below the target need no protection of their own.
public struct RouteGuard: Sendable {
  /// Which entities of a chain a guard checks.
  public enum Scope: Hashable, Sendable {
    /// Every entity of the chain, root first: every screen the link will show
    /// or reload. The default.
    case chain
    /// Only the link's target (or the block's pattern).
    case target
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
  ///
  /// - Parameters:
  ///   - name: the guard's name, used in logs.
  ///   - scope: which screens of a link it is asked about; every screen of
  ///     the chain by default.
  ///   - decide: the decision for one screen (or block).
  public init(_ name: String, scope: Scope = .chain, decide: @escaping Decide) {
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
  /// Apply another request instead, at once (a login screen, say); the
  /// request ends ``RouteOutcome/redirected(to:outcome:)``.
  case redirect(RouteRequest)

  /// `allow`, `reject: REASON`, `defer` or `redirect to REQUEST`.
  public var description: String {
    switch self {
    case .allow: "allow"
    case .reject(let reason): "reject: \(reason)"
    case .defer: "defer"
    case .redirect(let request): "redirect to \(request)"
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
