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

  /// Creates an empty report.
  public init() {}

  /// The links the router showed.
  public var restoredLinks: [String] {
    attempts.compactMap { attempt in
      if case .handled = attempt.outcome { attempt.link } else { nil }
    }
  }

  /// Whether everything stored was restored: no issue, and no link refused
  /// on the way.
  public var isComplete: Bool {
    issues.isEmpty && restoredLinks.count == attempts.count
  }

  /// One line per attempt, then one per issue, prefixed `not restored: `.
  public var description: String {
    (attempts.map(\.description) + issues.map { "not restored: \($0)" })
      .joined(separator: "\n")
  }
}
