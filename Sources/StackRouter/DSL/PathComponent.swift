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
  var rank: Int { Int(kind.rawValue) }

  /// What the component matches, without its text.
  var kind: Kind {
    switch self {
    case .literal: .literal
    case .parameter: .parameter
    case .wildcard: .wildcard
    case .catchAll: .catchAll
    }
  }

  /// What a component matches, without its text, in precedence order.
  enum Kind: UInt8 {
    case literal, parameter, wildcard, catchAll
  }

  /// The component of a kind, with its text for a literal or a parameter.
  init(_ kind: Kind, text: @autoclosure () -> String) {
    switch kind {
    case .literal: self = .literal(text())
    case .parameter: self = .parameter(text())
    case .wildcard: self = .wildcard
    case .catchAll: self = .catchAll
    }
  }

  /// The parameter name, for a `:name` component.
  public var parameterName: String? {
    if case .parameter(let name) = self { name } else { nil }
  }
}
