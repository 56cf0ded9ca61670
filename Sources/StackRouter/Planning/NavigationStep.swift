/// One step of a ``NavigationPlan``, carried out by a ``Navigator``.
public enum NavigationStep: Hashable, Sendable, CustomStringConvertible {
  /// Dismisses the modals above `depth`: 0 dismisses them all.
  case dismiss(toDepth: Int, animated: Bool)
  /// Selects a tab or container child. UIKit does not animate selection.
  case select(String)
  /// Pops the stack at `location` until `count` screens remain.
  case popTo(count: Int, in: NavigationState.StackLocation, animated: Bool)
  /// Replaces the stack at `location` with new screens.
  case setStack([Screen], in: NavigationState.StackLocation, animated: Bool)
  /// Pushes a new screen on the stack at `location`.
  case push(Screen, in: NavigationState.StackLocation, animated: Bool)
  /// Presents a new screen modally, wrapped in a navigation stack of its own,
  /// on top of the top-most modal (or the root).
  case present(Screen, style: ModalPresentationStyle, animated: Bool)
  /// Gives a kept screen, at `index` in the stack at `location`, the new link.
  case reload(Screen, at: NavigationState.StackLocation, index: Int)

  /// Whether the step animates.
  public var isAnimated: Bool {
    switch self {
    case .dismiss(_, let animated), .popTo(_, _, let animated), .setStack(_, _, let animated),
      .push(_, _, let animated), .present(_, _, let animated):
      animated
    case .select, .reload:
      false
    }
  }

  /// Whether the step changes what is on screen with a transition that can
  /// animate (selection and reloads cannot).
  public var isTransition: Bool {
    switch self {
    case .dismiss, .popTo, .setStack, .push, .present: true
    case .select, .reload: false
    }
  }

  /// The same step with its animation flag set, for steps that can animate.
  public func animated(_ animated: Bool) -> NavigationStep {
    switch self {
    case .dismiss(let depth, _): .dismiss(toDepth: depth, animated: animated)
    case .popTo(let count, let location, _): .popTo(count: count, in: location, animated: animated)
    case .setStack(let screens, let location, _):
      .setStack(screens, in: location, animated: animated)
    case .push(let screen, let location, _): .push(screen, in: location, animated: animated)
    case .present(let screen, let style, _): .present(screen, style: style, animated: animated)
    case .select, .reload: self
    }
  }

  /// One line, such as `push ArticleVC articles/:articleID (articleID=42) on tab news, animated`.
  public var description: String {
    let text =
      switch self {
      case .dismiss(let depth, _):
        depth == 0 ? "dismiss all modals" : "dismiss the modals above depth \(depth)"
      case .select(let name): "select \(name)"
      case .popTo(let count, let location, _):
        "pop \(location) to \(count) screen\(count == 1 ? "" : "s")"
      case .setStack(let screens, let location, _):
        "set \(location) to [\(screens.map(\.description).joined(separator: ", "))]"
      case .push(let screen, let location, _): "push \(screen) on \(location)"
      case .present(let screen, let style, _): "present \(screen) as \(style)"
      case .reload(let screen, let location, let index): "reload \(screen) at \(location)[\(index)]"
      }
    return text + (isAnimated ? ", animated" : "")
  }
}
