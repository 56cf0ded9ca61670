/// What a tool run printed, and how it ended.
public struct ToolOutput: Sendable {
  /// How a run ended.
  public enum Status: Int32, Sendable {
    /// Everything went as asked.
    case success = 0
    /// The command ran and found problems (lint errors, unmatched links).
    case failure = 1
    /// The command line was malformed (`EX_USAGE`).
    case usage = 64
  }

  /// Standard output.
  public var standardOutput = ""
  /// Standard error.
  public var standardError = ""
  /// The exit status.
  public var status = Status.success

  /// Creates an empty output.
  public init() {}

  /// Appends a line to standard output.
  mutating func write(_ text: String) {
    standardOutput += text + "\n"
  }

  /// Appends a line to standard error and sets the status.
  mutating func fail(_ text: String, status: Status) {
    standardError += text + "\n"
    self.status = status
  }
}
