/// What the screens did, in order: the demo prints it after each link.
@MainActor
final class ScreenLog {
  private(set) var lines: [String] = []

  func record(_ line: String) {
    lines.append(line)
  }

  /// The lines recorded since the last call.
  func drain() -> [String] {
    defer { lines.removeAll() }
    return lines
  }
}

/// A screen that writes to the log; the bindings' pre-configuration hook
/// hands every screen the log before it receives a link.
@MainActor
protocol LoggingScreen: AnyObject {
  var log: ScreenLog? { get set }
}
