/// The choices Apple leaves open, made from a seed (UIKitBehaviour.md §4 Strict mode).
///
/// In the default mode every choice is `false`: the stand-in behaves as it always did, changing
/// the hierarchy at the call, running a non-animated call's completion on the next main-actor
/// turn and showing a transition's coordinator at the call. In strict mode, each time the
/// stand-in meets one of these choices it draws it from a SplitMix64 generator seeded by
/// `UIKitStandIn.strictSeed`, so a seed replays the same run, and records what it chose.
@MainActor
final class StrictMode {
  /// A behaviour Apple's documentation leaves open.
  enum Choice: String, CaseIterable, Sendable {
    /// A presentation's `presentedViewController` changes a main-actor turn after the call,
    /// not at it (and its transition, when animated, begins then).
    case presentationLinksLater = "presentation changes presentedViewController a turn later"
    /// A dismissal's `presentedViewController` changes a turn after the call (without
    /// animation), or at the call rather than when the animation ends (animated).
    case dismissalUnlinksOutOfStep = "dismissal changes presentedViewController out of step"
    /// A non-animated presentation or dismissal ends before the call returns: its
    /// `viewDidAppear(_:)` and `viewDidDisappear(_:)` callbacks, then its completion.
    case completionAtCall = "non-animated completion runs at the call"
    /// An animated change shows its transition coordinator a turn after the call.
    case coordinatorLater = "transition coordinator appears a turn later"
    /// A finished transition runs its coordinator's completions before the appearance
    /// callbacks (`viewDidAppear(_:)`, `viewDidDisappear(_:)`, the navigation delegate's
    /// `didShow`). A presentation's or dismissal's own completion always comes after them, as
    /// Apple documents.
    case completionsBeforeAppearance = "completions run before appearance callbacks"
    /// A stack change tells the navigation delegate `didShow` before the controllers'
    /// `viewDidAppear(_:)` and `viewDidDisappear(_:)`.
    case didShowBeforeViewDidAppear = "didShow comes before viewDidAppear"
    /// A stack change or tab selection without animation calls `viewDidAppear(_:)` and
    /// `viewDidDisappear(_:)` a main-actor turn after the call, not at it.
    case appearanceLater = "non-animated viewDidAppear comes a turn later"
    /// A finished transition calls the method's own completion a turn later.
    case completionLater = "completion runs a turn after the transition ends"
    /// A tab under More selected in code is shown directly, as on a bar wide enough, rather
    /// than through the More navigation controller.
    case moreListSkipped = "tab under More shown directly, not through More"
    /// A tab under More selected in code, and shown through More, reads back as the More
    /// navigation controller.
    case selectionReadsMore = "tab under More reads back as the More navigation controller"
  }

  private var state: UInt64?

  /// What was chosen, oldest first, as `choice: true|false`.
  private(set) var log: [String] = []

  nonisolated init() {}

  /// The seed strict mode started from, or `nil` in the default mode.
  private(set) var seed: UInt64?

  /// Starts strict mode from `seed`, or returns to the default mode with `nil`.
  func reset(seed: UInt64?) {
    self.seed = seed
    state = seed
    log = []
  }

  /// Draws `choice`: always `false` in the default mode.
  func choose(_ choice: Choice) -> Bool {
    guard var state else { return false }
    state &+= 0x9E37_79B9_7F4A_7C15
    self.state = state
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    mixed ^= mixed >> 31
    let chosen = mixed & 1 == 1
    log.append("\(choice.rawValue): \(chosen)")
    return chosen
  }
}
