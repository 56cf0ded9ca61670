/// Computes the plan that shows a link's entity, from the navigator's state.
///
/// The default is ``StackRouteHandler``, which rebuilds the whole chain. An
/// app can replace it (for example, to always present the target modally)
/// or wrap it to adjust its plans:
///
/// ```swift
/// struct LoggingHandler: RouteHandler {
///   let wrapped = StackRouteHandler()
///   func plan(for link: AppLink, in state: NavigationState, animation: AnimationPolicy)
///     throws(PlanningError) -> NavigationPlan
///   {
///     let plan = try wrapped.plan(for: link, in: state, animation: animation)
///     print(plan)
///     return plan
///   }
/// }
/// ```
///
/// Planning is a pure function of its inputs: it never touches UIKit.
public protocol RouteHandler: Sendable {
  /// The plan that shows `link` starting from `state`.
  ///
  /// - Throws: ``PlanningError`` when the state cannot hold the link's chain.
  func plan(for link: AppLink, in state: NavigationState, animation: AnimationPolicy)
    throws(PlanningError) -> NavigationPlan
}

/// Why a plan could not be made.
public struct PlanningError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The message.
  public let message: String

  /// Creates an error.
  public init(_ message: String) {
    self.message = message
  }

  /// The message.
  public var description: String { message }
}
