import StackRouter
import StackRouterSwiftUI

/// Stands in for SwiftUI and `RoutingView` in tests: renders the navigator's
/// changes once per main-actor turn, as SwiftUI renders one update for the
/// state changes of a turn, and (in automatic mode) finishes each
/// transition on a later turn, reporting it back as the views do.
@MainActor
final class FakeSwiftUI {
  /// When transitions finish.
  enum Mode {
    /// On the turn after their update is rendered.
    case automatic
    /// When the test calls ``finishTransitions()``.
    case manual
  }

  let navigator: SwiftUINavigator
  var mode: Mode
  /// Every rendered update: `animated` or `not animated`, then the tree.
  private(set) var updates: [String] = []
  /// The animation flag of the update being gathered, if any.
  private var gathering: Bool?

  init(_ navigator: SwiftUINavigator, mode: Mode = .automatic) {
    self.navigator = navigator
    self.mode = mode
    navigator.onChange = { [weak self] change in self?.changed(change) }
  }

  /// Gathers the changes of a turn into one update, animated as its last
  /// transition asks.
  private func changed(_ change: SwiftUINavigator.Change) {
    if gathering == nil {
      Task { @MainActor in self.render() }
    }
    switch change {
    case .transition(let animated): gathering = animated
    case .content: gathering = gathering ?? false
    }
  }

  private func render() {
    guard let animated = gathering else { return }
    gathering = nil
    updates.append(
      (animated ? "animated" : "not animated") + "\n" + navigator.renderedTree)
    if mode == .automatic {
      Task { @MainActor in self.finishTransitions() }
    }
  }

  /// Reports every pending transition as finished, as the views would.
  func finishTransitions() {
    for transition in navigator.pendingTransitions {
      switch transition {
      case .presentation(let id, _): navigator.modalDidAppear(id)
      case .dismissal(_, let depth): navigator.modalDidDismiss(atDepth: depth)
      case .stackChange(let location, let revision):
        navigator.stackDidSettle(at: location, revision: revision)
      }
    }
  }

  /// The number of updates rendered so far.
  var updateCount: Int { updates.count }

  /// Lets queued renders and reports run.
  func settle(turns: Int = 10) async {
    for _ in 0..<turns { await Task.yield() }
  }
}
