/// Carries out navigation plans: reports the current hierarchy and performs
/// one step at a time.
///
/// ``HeadlessNavigator`` is an in-memory implementation for tests and the
/// command-line tool; the UIKit adapter's navigator drives real view
/// controllers. Navigators create screens through ``TargetBindings`` and
/// deliver every link with ``TargetBindings/deliver(_:parameters:to:)``.
@MainActor
public protocol Navigator: AnyObject {
  /// The hierarchy as it is now.
  var state: NavigationState { get }

  /// Performs one step, returning when its transition has finished.
  ///
  /// - Parameters:
  ///   - step: the step.
  ///   - link: the link being opened, for the screens the step creates or reloads.
  /// - Throws: ``NavigationError`` when the step does not fit the hierarchy.
  func perform(_ step: NavigationStep, for link: AppLink) async throws(NavigationError)

  /// Whether the navigator can create screens for a target name. The
  /// ``Router`` checks every target of its table when it is built.
  func canShow(target: String) -> Bool

  /// Returns once no transition the app started itself is running, so that
  /// ``state`` is settled. The ``Router`` calls it before planning.
  func waitUntilIdle() async
}

extension Navigator {
  /// Returns at once: a navigator whose state is always settled.
  public func waitUntilIdle() async {}
}

/// A step a navigator could not perform.
public struct NavigationError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The step.
  public let step: NavigationStep
  /// Why it failed.
  public let reason: String

  /// Creates an error.
  public init(step: NavigationStep, reason: String) {
    self.step = step
    self.reason = reason
  }

  /// `cannot STEP: REASON`.
  public var description: String { "cannot \(step): \(reason)" }
}
