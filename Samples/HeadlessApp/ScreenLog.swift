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
