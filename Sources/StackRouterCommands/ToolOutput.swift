/// What a tool run printed, and how it ended.
public struct ToolOutput: Sendable {
  /// How a run ended: the process's exit status.
  public enum Status: Int32, Sendable {
    /// Everything went as asked.
    case success = 0
    /// The command ran and found something: a manifest problem, a link that
    /// does not match or is not handled, a link that cannot be built.
    case failure = 1
    /// The command line was malformed: an unknown command or option, a
    /// missing value or argument.
    case usage = 2
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
