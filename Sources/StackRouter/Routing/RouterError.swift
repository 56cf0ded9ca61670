/// A router that cannot be built: its table names targets the navigator
/// cannot show, or tabs it does not have.
public struct RouterError: Error, Hashable, Sendable, CustomStringConvertible {
  /// One problem, at the registration of the entity that causes it.
  public struct Problem: Hashable, Sendable, CustomStringConvertible {
    /// The entity's registration site.
    public let location: SourceLocation
    /// What is wrong.
    public let message: String

    /// `location: message`.
    public var description: String { "\(location): \(message)" }
  }

  /// The problems, one per entity.
  public let problems: [Problem]

  /// A count line, then one bullet per problem.
  public var description: String {
    ProblemReport.render(problems, in: "the router's setup")
  }
}
