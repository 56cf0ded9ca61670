import StackRouter

/// The text the demo prints, built a line at a time.
struct Transcript {
  private(set) var text = ""

  mutating func line(_ line: String) {
    text += line + "\n"
  }

  /// Each line of `block`, indented by two spaces.
  mutating func indented(_ block: String) {
    for line in block.split(separator: "\n", omittingEmptySubsequences: false) {
      self.line("  " + line)
    }
  }

  /// An outcome, its plan, what the screens did, and the hierarchy.
  @MainActor
  mutating func report(_ outcome: RouteOutcome, log: ScreenLog, state: NavigationState) {
    line("outcome: \(outcome)")
    var handled = outcome
    while case .redirected(_, let reached) = handled { handled = reached }
    if case .handled(let route) = handled, !route.plan.steps.isEmpty {
      line("plan:")
      indented(route.plan.description)
    }
    let screens = log.drain()
    if !screens.isEmpty {
      line("screens:")
      for screen in screens { line("  " + screen) }
    }
    line("hierarchy:")
    indented(state.description)
  }
}
