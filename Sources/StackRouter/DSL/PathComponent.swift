/// One component of a route's path pattern.
///
/// A pattern such as `list/:itemID/*/**` has four components: a literal, a
/// named parameter, a single-segment wildcard and a trailing catch-all. Each
/// component prints back as the text it was parsed from.
public enum PathComponent: Hashable, Sendable, CustomStringConvertible {
  /// Matches one segment equal to the text (after percent-decoding the segment).
  case literal(String)
  /// Matches any one segment and captures it under the name.
  case parameter(String)
  /// `*`: matches any one segment without capturing it.
  case wildcard
  /// `**`: matches zero or more trailing segments; they become the link's remainder.
  case catchAll

  /// The component as DSL text: `list`, `:itemID`, `*` or `**`.
  public var description: String {
    switch self {
    case .literal(let text): text
    case .parameter(let name): ":" + name
    case .wildcard: "*"
    case .catchAll: "**"
    }
  }

  /// The precedence rank used when two routes compete for a segment: a
  /// literal beats a parameter, which beats `*`, which beats `**`.
  var rank: Int {
    switch self {
    case .literal: 0
    case .parameter: 1
    case .wildcard: 2
    case .catchAll: 3
    }
  }

  /// The parameter name, for a `:name` component.
  public var parameterName: String? {
    if case .parameter(let name) = self { name } else { nil }
  }
}
