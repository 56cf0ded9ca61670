/// An ordered list of steps that takes the navigation hierarchy from its
/// current state to the one a link asks for.
///
/// A plan is a value: it prints one step per line, compares in tests, and
/// any ``Navigator`` can carry it out.
///
/// ```
/// dismiss all modals
/// select news
/// pop tab news to 1 screen
/// reload ArticleListVC articles (sort=newest) at tab news[0]
/// push ArticleVC articles/:articleID (articleID=42) on tab news, animated
/// ```
public struct NavigationPlan: Hashable, Sendable, CustomStringConvertible {
  /// The steps, in order.
  public var steps: [NavigationStep]

  /// Creates a plan.
  public init(steps: [NavigationStep] = []) {
    self.steps = steps
  }

  /// Whether the plan only reloads screens already in place.
  public var onlyReloads: Bool {
    steps.allSatisfy { if case .reload = $0 { true } else { false } }
  }

  /// One step per line.
  public var description: String {
    steps.map(\.description).joined(separator: "\n")
  }
}

/// Which transitions of a plan animate.
public enum AnimationPolicy: Hashable, Sendable {
  /// Only the last transition animates: the one the user sees. A transition
  /// before a tab switch never animates.
  case lastTransition
  /// Every transition animates.
  case always
  /// Nothing animates.
  case never

  /// Sets each step's animation flag; custom handlers use it to animate as
  /// the default handler does.
  public func apply(to steps: [NavigationStep]) -> [NavigationStep] {
    switch self {
    case .always: return steps.map { $0.animated(true) }
    case .never: return steps.map { $0.animated(false) }
    case .lastTransition:
      // A transition that a tab switch follows is not what the user ends up
      // seeing (a modal sliding away to reveal the wrong tab): it does not count.
      let lastSelection = steps.lastIndex { if case .select = $0 { true } else { false } } ?? -1
      let last = steps.lastIndex { $0.isTransition }.flatMap { $0 > lastSelection ? $0 : nil }
      return steps.enumerated().map { $0.element.animated($0.offset == last) }
    }
  }
}
