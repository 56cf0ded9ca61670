/// Everything the stand-in keeps besides the objects themselves: the transition queue, the
/// recorded messages and violations, the Spotlight index and the Home Screen quick actions.
///
/// A session is bound to a task with `UIKitStandIn.withIsolatedState(_:)`, so tests running in
/// parallel never see each other's transitions or records. Code outside any bound session uses
/// one process-wide session.
final class StandInSession: Sendable {
  /// Messages and violations.
  let log = EventLog()

  /// In-flight animated transitions and deferred completion handlers.
  let transitions = TransitionQueue()

  /// What CoreSpotlight indexed.
  let spotlight = SpotlightStore()

  /// The app's dynamic Home Screen quick actions (`UIApplication.shortcutItems`).
  let shortcuts = ShortcutItemStore()

  /// The seed and the choices of strict mode.
  let strict = StrictMode()
}
