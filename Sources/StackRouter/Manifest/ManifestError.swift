/// Everything wrong with a routes manifest, one diagnostic per problem, each
/// at `file:line:column`.
///
/// ```
/// Routes.manifest:4:14: error: expected '>' to close the target
/// Routes.manifest:9:10: error: no tab is named 'serch'; the tabs are home, search
/// ```
public struct ManifestError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The diagnostics, in line order.
  public let diagnostics: [Diagnostic]

  /// Creates an error.
  public init(diagnostics: [Diagnostic]) {
    self.diagnostics = diagnostics
  }

  /// One problem at one place in a manifest.
  public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    /// The file, line and column.
    public let location: SourceLocation
    /// What is wrong.
    public let message: String

    /// Creates a diagnostic.
    public init(location: SourceLocation, message: String) {
      self.location = location
      self.message = message
    }

    /// `file:line:column: error: message`.
    public var description: String { "\(location): error: \(message)" }
  }

  /// One diagnostic per line.
  public var description: String {
    diagnostics.map(\.description).joined(separator: "\n")
  }
}
