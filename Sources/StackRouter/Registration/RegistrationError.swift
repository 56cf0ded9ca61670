/// Everything wrong with a set of registrations, gathered into one report.
///
/// ``Registrar/makeTable(matcher:)`` checks every registration before it
/// builds a table and throws this error with one problem per finding, each
/// with its registration site:
///
/// ```
/// 2 problems in the route registrations:
/// - Routes.swift:14:5: 'list' is registered with target OtherVC, but Routes.swift:12:5 gives it ListVC
/// - Routes.swift:15:5: 'users/:uid' and 'users/:id' (Routes.swift:13:5) match the same links
/// ```
public struct RegistrationError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The problems, in registration order.
  public let problems: [Problem]

  /// Creates an error.
  public init(problems: [Problem]) {
    self.problems = problems
  }

  /// One finding, with the registration that caused it.
  public struct Problem: Hashable, Sendable, CustomStringConvertible {
    /// Where the offending registration was made.
    public let location: SourceLocation
    /// What is wrong.
    public let kind: Kind

    /// Creates a problem.
    public init(location: SourceLocation, kind: Kind) {
      self.location = location
      self.kind = kind
    }

    /// `location: message`.
    public var description: String { "\(location): \(kind)" }
  }

  /// What is wrong with a registration.
  public enum Kind: Hashable, Sendable, CustomStringConvertible {
    /// A DSL string or pattern that does not parse.
    case syntax(RouteSyntaxError)
    /// One pattern registered with two targets.
    case conflictingTarget(RoutePattern, target: String, earlier: String, at: SourceLocation)
    /// One pattern registered with two sources.
    case conflictingSource(
      RoutePattern, source: RoutePattern?, earlier: RoutePattern?, at: SourceLocation)
    /// One pattern registered with two placements.
    case conflictingPlacement(
      RoutePattern, placement: RoutePlacement, earlier: RoutePlacement, at: SourceLocation)
    /// One pattern registered both pushed and modal, or with two modal styles.
    case conflictingPresentation(
      RoutePattern, presentation: RoutePresentation, earlier: RoutePresentation, at: SourceLocation)
    /// One entity given two values for the same option.
    case conflictingOption(RoutePattern, option: String, at: SourceLocation)
    /// Two different patterns that match exactly the same links at equal precedence.
    case ambiguous(RoutePattern, other: RoutePattern, at: SourceLocation)
    /// Two blocks for links of the same shape with the same priority.
    case ambiguousBlocks(RoutePattern, other: RoutePattern, priority: Int, at: SourceLocation)
    /// A route whose root is modal, placed in a tab.
    case modalRootInTab(RoutePattern, tab: String)
    /// A tab the registrar does not know.
    case unknownTab(String, known: [String])
    /// Options for a pattern no entity has.
    case unknownEntity(RoutePattern)
    /// A presentation style for an entity that is pushed.
    case styleForPushedEntity(RoutePattern)
    /// A route scoped to a scheme or domain the registrar does not accept.
    case scopeNotAccepted(RouteScope)
    /// An accepted scheme that is not a valid custom scheme.
    case invalidScheme(String)
    /// An accepted domain that is not a valid ASCII domain name.
    case invalidDomain(String)

    /// The message, without the location.
    public var description: String {
      switch self {
      case .syntax(let error):
        let excerpt = DiagnosticExcerpt(line: error.input, column: error.column)
        return "\(error.message)\n    \(excerpt.text)\n    \(excerpt.caretLine)"
      case .conflictingTarget(let pattern, let target, let earlier, let at):
        return "'\(pattern)' is registered with target \(target), but \(at) gives it \(earlier)"
      case .conflictingSource(let pattern, let source, let earlier, let at):
        return
          "'\(pattern)' is registered on \(name(source)), but \(at) puts it on \(name(earlier))"
      case .conflictingPlacement(let pattern, let placement, let earlier, let at):
        return "'\(pattern)' has placement \(placement), but \(at) gives it \(earlier)"
      case .conflictingPresentation(let pattern, let presentation, let earlier, let at):
        return "'\(pattern)' is registered as \(presentation), but \(at) registers it as \(earlier)"
      case .conflictingOption(let pattern, let option, let at):
        return "'\(pattern)' gets a second value for \(option); \(at) already set it"
      case .ambiguous(let pattern, let other, let at):
        return "'\(pattern)' and '\(other)' (\(at)) match the same links"
      case .ambiguousBlocks(let pattern, let other, let priority, let at):
        return "blocks for '\(pattern)' and '\(other)' (\(at)) match the same links "
          + "with priority \(priority); give them different priorities"
      case .modalRootInTab(let pattern, let tab):
        return "'\(pattern)' is presented over the top (its root is marked '!') "
          + "and cannot also be placed in tab \(tab)"
      case .unknownTab(let tab, let known):
        return "no tab is named '\(tab)'; the tabs are \(known.joined(separator: ", "))"
      case .unknownEntity(let pattern):
        return "no route entity has the pattern '\(pattern)'"
      case .styleForPushedEntity(let pattern):
        return "'\(pattern)' is pushed, not presented, so it takes no presentation style"
      case .scopeNotAccepted(.scheme(let scheme)):
        return "routes use the scheme '\(scheme)', which is not accepted; accept it first"
      case .scopeNotAccepted(.domain(let host)):
        return "routes use the domain '\(host)', which is not accepted; accept it first"
      case .scopeNotAccepted(.anyScheme):
        return "routes use '*://', any accepted scheme, and no scheme is accepted; accept one first"
      case .scopeNotAccepted(.anyDomain):
        return "routes use 'https://*/', any accepted domain, and no domain is accepted; "
          + "accept one first"
      case .invalidScheme(let scheme):
        return "'\(scheme)' is not a valid custom scheme (a letter, then letters, digits, "
          + "'+', '-' or '.'; not http or https)"
      case .invalidDomain(let domain) where Registrar.isIPLiteral(domain):
        return "'\(domain)' is an IP address; universal links are accepted for domain names only"
      case .invalidDomain(let domain):
        return "'\(domain)' is not a valid domain name (ASCII letters, digits, '-' and '.'; "
          + "write internationalized names in their xn-- form)"
      }
    }
  }

  /// A count line, then one bullet per problem.
  public var description: String {
    ProblemReport.render(problems, in: "the route registrations")
  }
}

private func name(_ source: RoutePattern?) -> String {
  source.map { "'\($0)'" } ?? "no source (a root)"
}
