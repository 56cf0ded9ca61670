/// A screen that writes to the log; the bindings' pre-configuration hook
/// hands every screen the log before it receives a link.
@MainActor
protocol LoggingScreen: AnyObject {
  var log: ScreenLog? { get set }
}
