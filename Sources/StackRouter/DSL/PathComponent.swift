/// One component of a route's path pattern.
///
/// A pattern such as `list/:itemID/*/**` has four components: a literal, a
/// named parameter, a single-segment wildcard and a trailing catch-all. A
/// segment may also hold literal text around one capture, as in
/// `users/@:username` or `item-:id.html`. Each component prints back as the
/// text it was parsed from.
public enum PathComponent: Hashable, Sendable, CustomStringConvertible {
  /// Matches one segment equal to the text (after percent-decoding the segment).
  case literal(String)
  /// Matches a segment that starts with `prefix` and ends with `suffix`
  /// (compared as literals are) with at least one character between them,
  /// and captures what lies between under `name`: `@:username`,
  /// `item-:id.html`, `v:major`.
  case affixed(prefix: String, name: String, suffix: String)
  /// Matches any one segment and captures it under the name.
  case parameter(String)
  /// `*`: matches any one segment without capturing it.
  case wildcard
  /// `**`: matches zero or more trailing segments; they become the link's remainder.
  case catchAll
  /// `#`: the components after it match the link's fragment, read as a
  /// path (`user#/view/:userID`). A pattern holds it at most once, and
  /// never after a `**`.
  case fragment

  /// The component as DSL text: `list`, `:itemID`, `*` or `**`.
  public var description: String {
    switch self {
    case .literal(let text): text
    case .affixed(let prefix, let name, let suffix): prefix + ":" + name + suffix
    case .parameter(let name): ":" + name
    case .wildcard: "*"
    case .catchAll: "**"
    case .fragment: "#"
    }
  }

  /// The precedence rank used when two routes compete for a segment: a
  /// literal beats a capture with literal text, which beats a parameter,
  /// which beats `*`, which beats `**`.
  var rank: Int { kind.rank }

  /// What the component matches, without its text.
  var kind: Kind {
    switch self {
    case .literal: .literal
    case .affixed: .affixed
    case .parameter: .parameter
    case .wildcard: .wildcard
    case .catchAll: .catchAll
    case .fragment: .fragment
    }
  }

  /// What a component matches, without its text. The raw values are the
  /// kind bytes of packed patterns (``PackedComponents``), kept as they
  /// were when captures with literal text came; `#` has bit 1 set, as the
  /// kinds packed without text do.
  enum Kind: UInt8 {
    case literal = 0
    case parameter = 1
    case wildcard = 2
    case catchAll = 3
    case affixed = 4
    case fragment = 6

    /// The precedence rank: a literal, then a capture with literal text,
    /// then `:name`, `*` and `**`. The `#` that starts a fragment is
    /// matched as a literal (see ``TrieRouteMatcher/fragmentSegment``).
    var rank: Int {
      switch self {
      case .literal, .fragment: 0
      case .affixed: 1
      case .parameter: 2
      case .wildcard: 3
      case .catchAll: 4
      }
    }

    /// Whether a component of the kind captures a value under a name.
    @inline(__always)
    var isNamed: Bool { self == .parameter || self == .affixed }

    /// Whether a component of the kind is packed with its text: every kind
    /// but `*`, `**` and `#` (raw values 2, 3 and 6, the only ones with bit 1 set).
    @inline(__always)
    var hasText: Bool { rawValue & 2 == 0 }
  }

  /// The component of a kind, with its text for a literal or a parameter
  /// (for a capture with literal text, the text as written, `pre:name.suf`).
  init(_ kind: Kind, text: @autoclosure () -> String) {
    switch kind {
    case .literal: self = .literal(text())
    case .affixed:
      let parts = Self.affixedParts(text())
      self = .affixed(prefix: parts.prefix, name: parts.name, suffix: parts.suffix)
    case .parameter: self = .parameter(text())
    case .wildcard: self = .wildcard
    case .catchAll: self = .catchAll
    case .fragment: self = .fragment
    }
  }

  /// The parameter name, for a `:name` component.
  public var parameterName: String? {
    switch self {
    case .parameter(let name), .affixed(_, let name, _): name
    case .literal, .wildcard, .catchAll, .fragment: nil
    }
  }

  /// The parts of a capture with literal text as written, `pre:name.suf`:
  /// the text before the one `:`, the name after it, which ends at the
  /// first character a name cannot hold, and the rest.
  static func affixedParts(_ text: String) -> (prefix: String, name: String, suffix: String) {
    guard let colon = text.firstIndex(of: ":") else { return (text, "", "") }
    let afterColon = text.index(after: colon)
    let nameEnd =
      text[afterColon...].firstIndex { !$0.isIdentifierCharacter } ?? text.endIndex
    return (
      String(text[..<colon]), String(text[afterColon..<nameEnd]), String(text[nameEnd...])
    )
  }
}
