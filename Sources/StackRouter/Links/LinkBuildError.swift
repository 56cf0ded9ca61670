/// A link that reverse routing cannot build: a value is missing or unusable,
/// the table would refuse the link when it reads it, or the link would open
/// another route than the one asked for.
///
/// Reverse routing never returns a link the table would read differently.
/// It checks each value against the table's ``MatchingLimits`` and rules
/// (the same ones intake applies to every link that arrives), then reads
/// the link it built back through the table and confirms that it opens the
/// route it was built for, with equal values. A value is named as the
/// pattern spells it (`:itemID`, `*`, `**`), or as `?name` for the value of
/// the query item `name`, `?` for a query item's name, `#` for the fragment.
///
/// ```swift
/// // users/me and users/:userID are both registered:
/// try table.link(for: RoutePattern(parsing: "users/:userID"), parameters: ["userID": "me"])
/// // cannot build a link for 'users/:userID': the link 'myapp://users/me' would open 'users/me' instead
/// ```
public struct LinkBuildError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The pattern the link was built for.
  public let pattern: RoutePattern
  /// What was wrong.
  public let reason: Reason

  /// Creates an error.
  public init(pattern: RoutePattern, reason: Reason) {
    self.pattern = pattern
    self.reason = reason
  }

  /// Why a link could not be built.
  public enum Reason: Hashable, Sendable {
    /// No value was given for a `:name` parameter.
    case missingParameter(String)
    /// A value that cannot stand as a path segment: empty, `.` or `..`.
    case unusableSegment(name: String, value: String)
    /// The pattern has a different number of `*` components than values given.
    case wildcardCount(expected: Int, given: Int)
    /// The pattern has a different number of `**` components than
    /// remainders given.
    case remainderCount(expected: Int, given: Int)
    /// The scheme or domain asked for is not accepted, or does not fit the route's scope.
    case formNotAllowed(LinkForm)
    /// The table accepts no scheme and no domain.
    case noScheme
    /// No entity or block of the table has the pattern.
    case unknownEntity
    /// A value holds a control character that links may not carry: any in
    /// a path segment; any but tab, line feed and carriage return in the
    /// query or the fragment.
    case controlCharacter(name: String, value: String)
    /// A path segment longer, once percent-encoded, than
    /// ``MatchingLimits/segmentLength`` bytes.
    case segmentTooLong(name: String, value: String, length: Int, limit: Int)
    /// More path segments than ``MatchingLimits/segmentCount``.
    case tooManySegments(count: Int, limit: Int)
    /// More query items than ``MatchingLimits/queryItemCount``.
    case tooManyQueryItems(count: Int, limit: Int)
    /// A query item with an empty name, which a link's reader ignores.
    case emptyQueryName(value: String)
    /// A link longer than ``MatchingLimits/urlLength`` bytes.
    case linkTooLong(length: Int, limit: Int)
    /// A `*` or `**` value with a `.` or `..` component (`../x`), which the
    /// table refuses unless ``MatchingOptions/allowsDotComponentsInWildcards``.
    case dotComponent(name: String, value: String)
    /// The link would open another route: `winner`, the route the table
    /// prefers for it (a literal `users/me` over `users/:userID` with `me`).
    case opensAnotherRoute(link: String, winner: RoutePattern)
    /// The link would match no route (a custom matcher may read it so).
    case opensNothing(link: String)
    /// The link would open the route, but read the value `name` differently.
    case readsBackDifferently(link: String, name: String)
    /// The table would refuse the link when it reads it.
    case refused(InvalidURLError)
    /// A fragment given for a fragment route, whose pattern writes the
    /// link's fragment (`user#/view/:id`).
    case fragmentInPattern(given: String)
  }

  /// For example `cannot build a link for 'list/:itemID': no value for ':itemID'`.
  public var description: String {
    "cannot build a link for '\(pattern)': \(problem)"
  }

  private var problem: String {
    switch reason {
    case .missingParameter(let name): "no value for ':\(name)'"
    case .unusableSegment(let name, let value):
      "the value '\(value)' for '\(name)' cannot stand as a path segment"
    case .wildcardCount(let expected, let given):
      "the pattern has \(expected) '*' but \(given) \(given == 1 ? "value was" : "values were") given"
    case .remainderCount(let expected, let given):
      "the pattern has \(expected) '**' but \(given) \(given == 1 ? "remainder was" : "remainders were") given"
    case .formNotAllowed(.scheme(let scheme)): "the scheme '\(scheme)' is not allowed here"
    case .formNotAllowed(.domain(let domain)): "the domain '\(domain)' is not allowed here"
    case .formNotAllowed(.preferred), .noScheme: "the table accepts no scheme or domain"
    case .unknownEntity: "no entity has this pattern"
    case .controlCharacter(let name, let value):
      "\(Self.value(value, for: name)) holds a control character, which links may not carry"
    case .segmentTooLong(let name, let value, let length, let limit):
      "\(Self.value(value, for: name)) is \(length) bytes once percent-encoded; "
        + "a path segment is read up to \(limit) bytes"
    case .tooManySegments(let count, let limit):
      "the link would have \(count) path segments; at most \(limit) are read"
    case .tooManyQueryItems(let count, let limit):
      "the link would have \(count) query items; at most \(limit) are read"
    case .emptyQueryName(let value):
      "a query item with the value '\(Self.shown(value))' has an empty name, which links ignore"
    case .linkTooLong(let length, let limit):
      "the link would be \(length) bytes long; links are read up to \(limit) bytes"
    case .dotComponent(let name, let value):
      "\(Self.value(value, for: name)) holds a '.' or '..' component, "
        + "which the table refuses in '*' and '**'"
    case .opensAnotherRoute(let link, let winner):
      "the link '\(link)' would open '\(winner)' instead"
    case .opensNothing(let link): "the link '\(link)' would match no route"
    case .readsBackDifferently(let link, let name):
      "the link '\(link)' would read \(Self.place(name)) back as another value"
    case .refused(let error): "the link would be refused: \(error.message)"
    case .fragmentInPattern(let given):
      "the pattern writes the link's fragment after '#', so the fragment '\(Self.shown(given))' "
        + "cannot be given too"
    }
  }

  /// `the value 'x' for ':itemID'`, `the value 'x' of the query item 'ref'`, ...
  private static func value(_ value: String, for name: String) -> String {
    switch name {
    case "?": "the query name '\(shown(value))'"
    case "#": "the fragment '\(shown(value))'"
    default: "the value '\(shown(value))' for \(place(name))"
    }
  }

  /// Where a value goes: `':itemID'`, `the query item 'ref'`, `the fragment`.
  private static func place(_ name: String) -> String {
    switch name {
    case "?": "a query name"
    case "#": "the fragment"
    case _ where name.hasPrefix("?"): "the query item '\(name.dropFirst())'"
    default: "'\(name)'"
    }
  }

  /// A value as a message shows it: control characters escaped, and cut
  /// after 40 characters.
  private static func shown(_ value: String) -> String {
    let escaped = value.unicodeScalars.map { scalar in
      scalar.properties.generalCategory == .control
        ? scalar.escaped(asASCII: true) : String(scalar)
    }
    .joined()
    return escaped.count > 40 ? escaped.prefix(40) + "..." : escaped
  }
}
