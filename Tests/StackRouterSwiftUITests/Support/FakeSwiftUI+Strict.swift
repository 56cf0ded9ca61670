import StackRouter
import StackRouterSwiftUI

/// How an end report reaches the navigator in strict mode.
enum ReportVariant: CaseIterable {
  /// When the transition ends.
  case onTime
  /// Some time after it ends (within a second and a half).
  case late
  /// When it ends, and again later.
  case twice
  /// Before SwiftUI has drawn the change, and not again.
  case early
  /// Never: the navigator's deadline stands in for it.
  case never
}

/// SplitMix64: the same numbers for the same seed, on every platform.
struct SeededRandom {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }

  mutating func below(_ bound: Int) -> Int {
    Int(next() % UInt64(bound))
  }
}

/// The strict mode's clock, scheduled events and random numbers.
@MainActor
final class StrictState {
  struct Event {
    let time: ManualClock.Instant
    let sequence: Int
    let action: @MainActor (FakeSwiftUI) -> Void
  }

  let clock = ManualClock()
  var random: SeededRandom
  var events: [Event] = []
  var lastSequence = 0
  var isDriving = false
  /// The report variant chosen for each pending transition.
  var variants: [PendingTransition: ReportVariant] = [:]
  /// The transitions already reported early: an early report comes once.
  var reportedEarly: Set<PendingTransition> = []
  /// Forces one variant for every report, for tests of one behaviour.
  var forcedVariant: ReportVariant?
  /// Sends the documented "drawn" signals along with each early report, so
  /// that the navigator believes it, as a navigator that trusts every report
  /// would: for the test that shows strict mode is not a no-op.
  var vouchesForEarlyReports = false

  init(seed: UInt64) {
    random = SeededRandom(seed: seed)
  }
}

extension FakeSwiftUI {
  /// Runs `action` after `delay` on the strict clock.
  func schedule(after delay: Duration, _ action: @escaping @MainActor (FakeSwiftUI) -> Void) {
    guard let strict else { return action(self) }
    strict.lastSequence += 1
    strict.events.append(
      StrictState.Event(
        time: strict.clock.now.advanced(by: delay), sequence: strict.lastSequence,
        action: action))
    startDriver()
  }

  /// Moves time while anything is scheduled or anyone sleeps on the clock:
  /// runs each event due, one per main-actor turn; when none is due and the
  /// main actor has been quiet for a few turns, jumps to the next event or
  /// deadline.
  func startDriver() {
    guard let strict, !strict.isDriving else { return }
    strict.isDriving = true
    Task { @MainActor in
      var quietTurns = 0
      while true {
        await Task.yield()
        let now = strict.clock.now
        let due = strict.events.indices.filter { strict.events[$0].time <= now }
        if let index = due.min(by: { strict.events[$0].sequence < strict.events[$1].sequence }) {
          let event = strict.events.remove(at: index)
          event.action(self)
          quietTurns = 0
          continue
        }
        quietTurns += 1
        guard quietTurns >= 8 else { continue }
        let next = (strict.events.map(\.time) + [strict.clock.nextDeadline].compactMap { $0 }).min()
        guard let next else {
          strict.isDriving = false
          return
        }
        strict.clock.advance(to: next)
        quietTurns = 0
      }
    }
  }

  /// How long one update's transitions last: 100 to 400 ms in strict mode.
  func transitionDuration() -> Duration {
    guard let strict else { return .zero }
    return .milliseconds(100 + 50 * strict.random.below(7))
  }

  /// The variant of a transition's end report, chosen once.
  private func variant(for transition: PendingTransition) -> ReportVariant {
    guard let strict else { return .onTime }
    if let forced = strict.forcedVariant { return forced }
    if let chosen = strict.variants[transition] { return chosen }
    let chosen = ReportVariant.allCases[strict.random.below(ReportVariant.allCases.count)]
    strict.variants[transition] = chosen
    return chosen
  }

  /// Before drawing an update, reports the end of the new transitions whose
  /// variant is `early`: before SwiftUI has drawn them.
  func reportEarly() {
    guard let strict else { return }
    for transition in navigator.pendingTransitions
    where variant(for: transition) == .early && !strict.reportedEarly.contains(transition) {
      strict.reportedEarly.insert(transition)
      switch transition {
      case .presentation(let id, _):
        if strict.vouchesForEarlyReports { navigator.modalContentDidAppear(id) }
        navigator.modalDidAppear(id)
      case .stackChange(let location, let revision):
        if strict.vouchesForEarlyReports, let top = navigator.entries(at: location).last {
          navigator.screenDidAppear(top.id)
        }
        navigator.stackDidSettle(at: location, revision: revision)
      case .dismissal: break
      }
    }
  }

  /// Reports the end of a presentation or stack change, as its variant says.
  func report(
    _ transition: PendingTransition, _ send: @escaping @MainActor (SwiftUINavigator) -> Void
  ) {
    guard let strict else { return send(navigator) }
    switch variant(for: transition) {
    case .onTime: send(navigator)
    case .late:
      schedule(after: .milliseconds(100 * (1 + strict.random.below(15)))) { send($0.navigator) }
    case .twice:
      send(navigator)
      schedule(after: .milliseconds(100 * (1 + strict.random.below(15)))) { send($0.navigator) }
    case .early, .never: break
    }
  }

  /// Reports the end of a dismissal (`onDismiss`, documented): on time or
  /// late in strict mode.
  func reportDismissal(_ send: @escaping @MainActor (SwiftUINavigator) -> Void) {
    guard let strict, strict.random.below(2) == 0 else { return send(navigator) }
    schedule(after: .milliseconds(50 * (1 + strict.random.below(10)))) { send($0.navigator) }
  }
}
