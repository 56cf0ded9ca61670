/// The appearance callbacks one change of the hierarchy makes (UIKitBehaviour.md §2 Appearance
/// callbacks): `viewWillDisappear(_:)` and `viewWillAppear(_:)` as it begins,
/// `viewDidDisappear(_:)` and `viewDidAppear(_:)` once it has finished.
///
/// A controller is told about its own view and, through its containers, about the child each
/// shows: a navigation controller's top, a tab bar controller's selected tab. A controller on
/// both sides (such as the More navigation controller while it keeps showing) is told nothing.
@MainActor
struct AppearanceChange {
  /// The controllers leaving the screen, outermost first.
  let disappearing: [UIViewController]

  /// The controllers coming on screen, outermost first.
  let appearing: [UIViewController]

  /// Whether the change animates.
  let animated: Bool

  /// A change from the controllers in `before` to those in `after`.
  ///
  /// - Parameters:
  ///   - before: What was on screen, outermost first.
  ///   - after: What is on screen once the change ends, outermost first.
  ///   - animated: Whether the change animates.
  init(from before: [UIViewController], to after: [UIViewController], animated: Bool) {
    disappearing = before.filter { old in !after.contains { $0 === old } }
    appearing = after.filter { new in !before.contains { $0 === new } }
    self.animated = animated
  }

  /// Whether the change makes no callback.
  var isEmpty: Bool { disappearing.isEmpty && appearing.isEmpty }

  /// Calls `viewWillDisappear(_:)`, then `viewWillAppear(_:)`.
  func begin() {
    for controller in disappearing { controller.viewWillDisappear(animated) }
    for controller in appearing { controller.viewWillAppear(animated) }
  }

  /// Calls `viewDidDisappear(_:)`, then `viewDidAppear(_:)`.
  func end() {
    for controller in disappearing { controller.viewDidDisappear(animated) }
    for controller in appearing { controller.viewDidAppear(animated) }
  }

  /// Ends a change made without animation: at once, or, when strict mode draws
  /// `.appearanceLater`, on the next main-actor turn.
  func endWithoutAnimation() {
    guard !isEmpty else { return }
    let session = UIKitStandIn.session
    if session.strict.choose(.appearanceLater) {
      session.transitions.runLater { end() }
    } else {
      end()
    }
  }
}

extension UIViewController {
  /// This controller and what it shows: then the child each container shows, down to
  /// `visibleLeaf`, outermost first.
  var appearanceChain: [UIViewController] {
    let leafUp = visibleLeaf.selfAndAncestors
    guard let position = leafUp.firstIndex(where: { $0 === self }) else { return [self] }
    return Array(leafUp[...position].reversed())
  }
}
