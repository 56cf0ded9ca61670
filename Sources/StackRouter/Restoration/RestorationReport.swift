/// What restoring stored navigation did: every link it opened, with its
/// outcome, and every issue.
///
/// It prints one line per attempt, then one per issue:
///
/// ```
/// tab news: sample://articles/42: handled
/// modal 0: sample://account: rejected: log in first
/// modal 0: sample://settings: handled
/// not restored: the app has no tab named 'library'
/// ```
public struct RestorationReport: Sendable, CustomStringConvertible {
  /// One link opened to rebuild a stored stack.
  public struct Attempt: Sendable, CustomStringConvertible {
    /// The stored stack the link rebuilds.
    public let location: NavigationState.StackLocation
    /// The link.
    public let link: String
    /// What the router made of it.
    public let outcome: RouteOutcome

    /// `LOCATION: LINK: OUTCOME`.
    public var description: String { "\(location): \(link): \(outcome)" }
  }

  /// The links opened, in order.
  public var attempts: [Attempt] = []
  /// What was not restored, in order.
  public var issues: [RestorationIssue] = []
  /// Whether the restoration was asked for from inside the router's
  /// pipeline, and so queued behind the request being applied: it has not
  /// run yet, and its links' outcomes reach the event sink only.
  public var isQueued = false

  /// Creates an empty report.
  public init() {}

  /// The links the router showed.
  public var restoredLinks: [String] {
    attempts.compactMap { attempt in
      attempt.outcome.isHandled ? attempt.link : nil
    }
  }

  /// Whether everything stored was restored: no issue, and no link refused
  /// on the way. A queued restoration is not complete.
  public var isComplete: Bool {
    !isQueued && issues.isEmpty && restoredLinks.count == attempts.count
  }

  /// One line per attempt, then one per issue, prefixed `not restored: `;
  /// `queued` for a queued restoration.
  public var description: String {
    if isQueued { return "queued" }
    return (attempts.map(\.description) + issues.map { "not restored: \($0)" })
      .joined(separator: "\n")
  }
}
