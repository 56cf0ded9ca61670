import StackRouter
import StackRouterSwiftUI

/// Stands in for SwiftUI and `RoutingView` in tests: renders the navigator's
/// changes once per main-actor turn, as SwiftUI renders one update for the
/// state changes of a turn, keeps what it has drawn, and reports back as the
/// views do: the documented `onAppear` of a presented content or of a new
/// top screen when it draws them, then the end of each transition.
///
/// It holds SwiftUI's rules: a change SwiftUI would drop (a presentation
/// during another transition, a path changed during its animation or under
/// a modal being dismissed, several dismissals in one update on iOS 16) is
/// not drawn, and is recorded in ``violations``.
@MainActor
final class FakeSwiftUI {
  /// When transitions finish and how they are reported.
  enum Mode {
    /// Each transition ends and is reported on the turn after its update.
    case automatic
    /// Transitions end when the test calls ``finishTransitions()``.
    case manual
    /// Draws nothing and reports nothing, as a SwiftUI that never renders.
    case frozen
    /// Varies, by a seed, what Apple leaves open: transitions last 100 to
    /// 400 ms on a ``ManualClock``; each end report comes on time, late,
    /// twice, before the change is drawn, or never; `onDismiss` comes on
    /// time or late.
    case strict(seed: UInt64)
  }

  let navigator: SwiftUINavigator
  var mode: Mode
  /// Every rendered update: `animated` or `not animated`, then the tree.
  private(set) var updates: [String] = []
  /// What SwiftUI has drawn.
  var drawn = DrawnHierarchy()
  /// The changes SwiftUI would have dropped.
  var violations: [String] = []
  /// The animation flag of the update being gathered, if any.
  private var gathering: Bool?
  /// Transitions drawn and not finished, with how to report their end.
  var running: [RunningTransition] = []
  /// The strict mode's clock, events and random numbers.
  var strict: StrictState?
  /// Presentations SwiftUI dropped: never drawn.
  var droppedModals: Set<ModalLayer.ID> = []
  /// Stacks whose animated change runs.
  var animatingStacks: Set<NavigationState.StackLocation> = []

  init(_ navigator: SwiftUINavigator, mode: Mode = .automatic) {
    self.navigator = navigator
    self.mode = mode
    if case .strict(let seed) = mode {
      let state = StrictState(seed: seed)
      strict = state
      navigator.clock = state.clock
      state.clock.onSleepHandler = { [weak self] in
        Task { @MainActor in self?.startDriver() }
      }
    }
    navigator.onChange = { [weak self] change in self?.changed(change) }
  }

  /// Gathers the changes of a turn into one update, animated as its last
  /// transition asks.
  private func changed(_ change: SwiftUINavigator.Change) {
    if gathering == nil {
      if strict != nil {
        schedule(after: .zero) { $0.render() }
      } else {
        Task { @MainActor in self.render() }
      }
    }
    switch change {
    case .transition(let animated): gathering = animated
    case .content: gathering = gathering ?? false
    }
  }

  private func render() {
    guard let animated = gathering else { return }
    gathering = nil
    if case .frozen = mode { return }
    reportEarly()
    updates.append(
      (animated ? "animated" : "not animated") + "\n" + navigator.renderedTree)
    draw(animated: animated)
    if case .automatic = mode {
      Task { @MainActor in self.finishTransitions() }
    }
  }

  /// Ends every running transition and reports it, as the views would.
  func finishTransitions() {
    let ending = running
    running.removeAll()
    for transition in ending { end(transition) }
  }

  /// The number of updates rendered so far.
  var updateCount: Int { updates.count }

  /// Lets queued renders and reports run; in strict mode, until every
  /// scheduled event has run and time has stopped moving.
  func settle(turns: Int = 10) async {
    for _ in 0..<turns { await Task.yield() }
    guard let strict else { return }
    while !strict.events.isEmpty || strict.isDriving { await Task.yield() }
  }

  /// What the navigator's bindings say SwiftUI should show, in the form of
  /// ``DrawnHierarchy/description``.
  var boundTree: String {
    var bound = DrawnHierarchy()
    bound.selection = navigator.selectedBranch
    let roots: [NavigationState.StackLocation] =
      navigator.branchNames.isEmpty ? [.root] : navigator.branchNames.map { .branch($0) }
    for location in roots { bound.stacks[location] = navigator.entries(at: location).map(\.id) }
    var depth = 0
    while let layer = navigator.modal(atDepth: depth) {
      bound.modals.append(
        DrawnModal(
          id: layer.id, presentation: layer.presentation, stack: layer.entries.map(\.id),
          phase: .shown))
      depth += 1
    }
    return bound.description
  }
}
