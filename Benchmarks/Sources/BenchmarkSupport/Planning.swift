import StackRouter

/// Planning a rebuild of a 10-screen stack: from an empty stack, and from a
/// stack whose first 5 screens are already right.
public struct PlanningWorkload: Sendable {
  /// The default route handler.
  public let handler = StackRouteHandler()
  /// The link to a 10-screen chain.
  public let link: AppLink
  /// An empty root stack.
  public let empty: NavigationState
  /// A root stack with the chain's first 5 screens and 5 others above them.
  public let halfKept: NavigationState

  /// A chain `depth` screens deep, and a stack whose first `kept` screens are right.
  public init(depth: Int = 10, kept: Int = 5) throws {
    var registrar = Registrar()
    registrar.accept(scheme: Workload.scheme)
    let dsl = (0..<depth).map { level in
      level.isMultiple(of: 2) ? "level\(level)<Level\(level)VC>" : ":p\(level)<Level\(level)VC>"
    }.joined(separator: "/")
    registrar.register(dsl)
    let table = try registrar.makeTable()
    func link(_ values: (Int) -> String) throws -> AppLink {
      let path = (0..<depth).map { level in
        level.isMultiple(of: 2) ? "level\(level)" : values(level)
      }.joined(separator: "/")
      guard case .matched(let link) = table.resolve("\(Workload.scheme)://\(path)") else {
        throw PlanningWorkloadError.unmatched(path)
      }
      return link
    }
    self.link = try link { "\($0)" }
    // The same chain with other values from screen `kept` on: the first
    // screens are kept and reloaded, the rest replaced.
    let other = try link { $0 < kept ? "\($0)" : "x\($0)" }
    empty = NavigationState(root: .stack([]))
    halfKept = NavigationState(
      root: .stack(other.chain.map { Screen(entity: $0, link: other) }))
  }

  /// Plans the link from `state`.
  @inline(never)
  public func plan(from state: NavigationState) throws -> NavigationPlan {
    try handler.plan(for: link, in: state, animation: .lastTransition)
  }
}

/// Why the planning workload could not be set up.
public enum PlanningWorkloadError: Error {
  /// The chain's link matched nothing.
  case unmatched(String)
}
