/// A link refused at intake, before matching: malformed, oversized, or for a
/// scheme or domain the app does not accept.
///
/// The description names the link, the problem and, where there is one, the
/// column, with a caret under it:
///
/// ```
/// error: invalid percent-encoding in 'x%ZZ'
/// myapp://list/x%ZZ
///              ^
/// ```
public struct InvalidURLError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The link as it arrived.
  public let input: String
  /// What was wrong.
  public let reason: Reason
  /// The 1-based column, in characters, of the problem, when it has one place.
  public let column: Int?

  /// Creates an error.
  public init(input: String, reason: Reason, column: Int? = nil) {
    self.input = input
    self.reason = reason
    self.column = column
  }

  /// Why a link was refused.
  public enum Reason: Hashable, Sendable {
    /// The link is empty.
    case empty
    /// The link is longer than the limit, in UTF-8 bytes.
    case tooLong(limit: Int)
    /// A character that cannot appear unencoded in a link (control, space, `\`).
    case invalidCharacter(Character)
    /// The link does not start with `scheme:`.
    case missingScheme
    /// The scheme is not one the app accepts.
    case schemeNotAccepted(String)
    /// A universal link's host is missing or malformed.
    case invalidHost
    /// A universal link's host is not one of the accepted domains.
    case domainNotAccepted(String)
    /// The link carries `user@` credentials before the host.
    case userInfo
    /// The link carries a port.
    case port
    /// More path segments than the limit.
    case tooManySegments(limit: Int)
    /// A path segment longer than the limit (1-based segment index).
    case segmentTooLong(segment: Int, limit: Int)
    /// A `%` not followed by two hex digits, or escapes that are not UTF-8.
    case invalidPercentEncoding(String)
    /// A decoded path segment, query item or fragment holds a control character.
    case controlCharacter(segment: Int?)
    /// A `.` or `..` path segment (1-based index), which is never resolved.
    case dotSegment(segment: Int)
    /// More query items than the limit.
    case tooManyQueryItems(limit: Int)
    /// A custom-scheme link with neither `//` nor a path (`myapp:`), which
    /// names no screen. `myapp://` names the root.
    case noPath
    /// A request (a quick action, an activity) that carries no link.
    case noLink(String)
  }

  /// The one-line explanation.
  public var message: String {
    switch reason {
    case .empty: "the link is empty"
    case .tooLong(let limit): "the link is longer than \(limit) bytes"
    case .invalidCharacter(let character):
      "\(Self.name(of: character)) cannot appear unencoded in a link"
    case .missingScheme: "expected a scheme such as 'myapp:' at the start of the link"
    case .schemeNotAccepted(let scheme): "the scheme '\(scheme)' is not accepted"
    case .invalidHost:
      "expected an ASCII domain name after '//' (internationalized names arrive in their xn-- form)"
    case .domainNotAccepted(let host): "the domain '\(host)' is not accepted"
    case .userInfo: "a link may not carry a user name or password before the host"
    case .port: "a link may not carry a port"
    case .tooManySegments(let limit): "the path has more than \(limit) segments"
    case .segmentTooLong(let segment, let limit):
      "path segment \(segment) is longer than \(limit) bytes"
    case .invalidPercentEncoding(let text): "invalid percent-encoding in '\(text)'"
    case .controlCharacter(let segment?):
      "path segment \(segment) holds a control character once decoded"
    case .controlCharacter(nil): "the query or fragment holds a control character once decoded"
    case .dotSegment(let segment): "path segment \(segment) is '.' or '..', which is refused"
    case .tooManyQueryItems(let limit): "the query has more than \(limit) items"
    case .noPath: "the link names no screen: expected '//' or a path after the scheme"
    case .noLink(let explanation): explanation
    }
  }

  private static func name(of character: Character) -> String {
    if character == " " { return "a space" }
    let isControl = character.unicodeScalars.contains { $0.properties.generalCategory == .control }
    return isControl
      ? character.unicodeScalars.map { $0.escaped(asASCII: true) }.joined() : "'\(character)'"
  }

  /// The diagnostic: `error: message`, the link, and a caret under the column if any.
  public var description: String {
    guard let column else {
      return "error: \(message)\n\(DiagnosticExcerpt(line: input, column: 1).text)"
    }
    let excerpt = DiagnosticExcerpt(line: input, column: column)
    return "error: \(message)\n\(excerpt.text)\n\(excerpt.caretLine)"
  }
}
