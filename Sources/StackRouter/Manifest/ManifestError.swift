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
    /// How serious a diagnostic is.
    public enum Severity: String, Hashable, Sendable {
      /// The manifest cannot be used.
      case error
      /// The manifest works, but probably not as its author meant (see
      /// ``RouteLint``); `stackrouter lint --strict` fails on it.
      case warning
      /// Not a problem: which checks wait until the errors before it are
      /// fixed.
      case note
    }

    /// The file, line and column.
    public let location: SourceLocation
    /// What is wrong.
    public let message: String
    /// An error, or a warning.
    public let severity: Severity

    /// Creates a diagnostic.
    public init(location: SourceLocation, message: String, severity: Severity = .error) {
      self.location = location
      self.message = message
      self.severity = severity
    }

    /// `file:line:column: error: message`, or `warning:` or `note:`; a
    /// diagnostic about the whole file (line 0) prints as `file: error: message`.
    public var description: String {
      let place = location.line == 0 ? location.file : location.description
      return "\(place): \(severity.rawValue): \(message)"
    }
  }

  /// One diagnostic per line.
  public var description: String {
    diagnostics.map(\.description).joined(separator: "\n")
  }
}
