/// Holds `UIApplication.shared.shortcutItems` per stand-in session.
///
/// `UIApplication.shared` is one object for the whole process; keeping its dynamic shortcut
/// items in the session lets tests that run in parallel each see their own.
@MainActor
final class ShortcutItemStore {
  /// The dynamic quick actions, as the app last set them.
  var items: [UIApplicationShortcutItem]?

  nonisolated init() {}
}
