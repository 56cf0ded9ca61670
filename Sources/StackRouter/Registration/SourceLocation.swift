/// Where a route was registered: a Swift source position or a manifest line.
///
/// Registration APIs capture the caller's position by default, so every
/// problem in a ``RegistrationError`` points at the line that caused it.
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
  /// The file: a `#fileID` such as `MyApp/Routes.swift`, or a manifest path.
  public let file: String
  /// The 1-based line.
  public let line: Int
  /// The 1-based column.
  public let column: Int

  /// Creates a location.
  public init(file: String, line: Int, column: Int) {
    self.file = file
    self.line = line
    self.column = column
  }

  /// `file:line:column`.
  public var description: String { "\(file):\(line):\(column)" }
}
