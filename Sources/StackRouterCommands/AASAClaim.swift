import StackRouter

/// The apple-app-site-association `components` for one domain's
/// universal-link routes: they accept every link the router matches for
/// those routes, written canonically, and exclude what they can of the rest.
///
/// Apple's patterns have no "one segment" wildcard: `?*` (one or more
/// characters) also matches `/`. So each `:name` or `*` becomes `?*`, and
/// routes are claimed deepest first, each depth followed by an `exclude`
/// of every path with that many segments or more: the first component that
/// matches decides, so a path with more segments than its route reaches an
/// `exclude` before the shorter route's component. `(/?*){n}` matches a
/// path exactly when it has at least `n` non-empty segments, which is how
/// the router counts them too. Routes ending in `**` match any depth and
/// come first; their `?*` can still span several segments, and
/// ``explanation()`` says so.
///
/// Patterns are compared with the link as written (`percentEncoded` keeps
/// its default), so a `%2F` inside a value never counts as a segment break,
/// and literals are written as StackRouter's links encode them.
struct AASAClaim {
  let table: RouteTable
  let domain: String
  /// The entities a universal link to the domain can reach, sorted by pattern.
  let entities: [RouteEntity]
  /// The components, in the order the system must try them.
  let components: [AASAComponent]

  init(table: RouteTable, domain: String) {
    self.table = table
    self.domain = domain
    let entities = table.entities.filter { entity in
      switch entity.pattern.scope {
      case nil, .anyDomain: true
      case .domain(let host): host == domain
      case .scheme, .anyScheme: false
      }
    }
    self.entities = entities
    let caseSensitive: Bool? = table.options.caseInsensitiveLiterals ? false : nil

    func component(
      _ path: String, _ comment: String, exclude: Bool = false, fragment: String? = nil
    ) -> AASAComponent {
      AASAComponent(
        path: AASAPattern(path), fragment: fragment.map(AASAPattern.init), exclude: exclude,
        caseSensitive: caseSensitive, comment: comment)
    }
    var components: [AASAComponent] = []
    for entity in entities where entity.pattern.endsWithCatchAll && !entity.pattern.hasFragment {
      let prefix = Self.path(for: entity.pattern.components.dropLast())
      let comment = "\(entity.pattern) <\(entity.target)>"
      guard !Self.holdsInnerCatchAll(entity.pattern) else { continue }
      components += (prefix.isEmpty ? ["/*"] : [prefix, prefix + "/*"]).map {
        component($0, comment)
      }
    }
    // A `**` before the end: every depth, so before the exclusions too.
    for entity in entities where Self.holdsInnerCatchAll(entity.pattern) {
      let comment = "\(entity.pattern) <\(entity.target)>"
      components += Self.spanningPaths(for: entity.pattern.components).map {
        component($0, comment)
      }
    }
    // A fragment route is claimed at its path's depth, its fragment in the `#` key.
    let byDepth = Dictionary(
      grouping: entities.filter {
        (!$0.pattern.endsWithCatchAll || $0.pattern.hasFragment)
          && !Self.holdsInnerCatchAll($0.pattern)
      }
    ) { Self.split($0.pattern).path.count }
    let depths = byDepth.keys.sorted(by: >)
    if let deepest = depths.first {
      components.append(
        component(Self.depth(deepest + 1), "more than \(deepest) segments: no route", exclude: true)
      )
    }
    for (offset, depth) in depths.enumerated() {
      for entity in byDepth[depth] ?? [] {
        let comment = "\(entity.pattern) <\(entity.target)>"
        let (pathPart, fragmentPart) = Self.split(entity.pattern)
        let path = Self.path(for: pathPart)
        if let fragmentPart {
          // `#/view/?*`; a trailing `**` is `*` after what is before it.
          let fragment =
            fragmentPart.last == .catchAll
            ? Self.path(for: fragmentPart.dropLast()) + "*" : Self.path(for: fragmentPart)
          components.append(component(path.isEmpty ? "/" : path, comment, fragment: fragment))
          continue
        }
        components.append(component(path, comment))
        // A trailing slash is dropped by the router; a trailing `?*` already takes it.
        if case .literal = entity.pattern.components.last {
          components.append(component(path + "/", comment))
        }
      }
      if offset + 1 < depths.count {
        components.append(
          component(
            Self.depth(depth), "\(depth) segments or more: no route left to claim them",
            exclude: true))
      }
    }
    self.components = components
  }

  /// Whether the components let the system open `link` in the app.
  func accepts(_ link: String) -> Bool {
    guard let parts = AASALink(link) else { return false }
    return AASAComponent.accepts(parts, in: components)
  }

  /// `/articles/?*/comments` for `articles/:articleID/comments`;
  /// `/item-?*.html` for `item-:id.html`.
  static func path(for components: ArraySlice<PathComponent>) -> String {
    components.map { component in
      switch component {
      case .literal(let text): "/" + literal(text)
      case .affixed(let prefix, _, let suffix): "/" + literal(prefix) + "?*" + literal(suffix)
      case .parameter, .wildcard, .catchAll: "/?*"
      case .fragment: ""
      }
    }.joined()
  }

  /// A pattern's path components, and its fragment's if it has a fragment
  /// pattern (the components after `#`).
  static func split(
    _ pattern: RoutePattern
  ) -> (path: ArraySlice<PathComponent>, fragment: ArraySlice<PathComponent>?) {
    let components = pattern.components[...]
    guard let hash = components.firstIndex(of: .fragment) else { return (components, nil) }
    return (components[..<hash], components[(hash + 1)...])
  }

  /// Whether a pattern without a fragment pattern has a `**` before its end
  /// (a fragment route is claimed at its path's depth).
  static func holdsInnerCatchAll(_ pattern: RoutePattern) -> Bool {
    !pattern.hasFragment && pattern.components.dropLast().contains(.catchAll)
  }

  /// The paths of a pattern with a `**` before its end: each `**` either
  /// takes nothing or is `*`, which in a component's `/` matches any
  /// characters, `/` included, so one `*` stands for one segment or more.
  static func spanningPaths(for components: [PathComponent]) -> [String] {
    var paths = [""]
    for component in components {
      if component == .catchAll {
        paths = paths.flatMap { [$0, $0 + "/*"] }
      } else {
        paths = paths.map { $0 + path(for: [component]) }
      }
    }
    return paths.map { $0.isEmpty ? "/" : $0 }
  }

  /// `/?*/?*/?*` for 3: any path with at least three non-empty segments.
  static func depth(_ count: Int) -> String {
    String(repeating: "/?*", count: count)
  }

  /// A literal as StackRouter's links write it: unreserved characters and
  /// `!$&'()*+,;=` as they are, the rest percent-encoded. Apple gives `*`
  /// and `?` no escape and reads `$(` as a substitution variable, so `*`
  /// (which route literals cannot hold) and `$` become `?`: any one
  /// character.
  static func literal(_ text: String) -> String {
    var encoded = ""
    for byte in text.utf8 {
      let scalar = Unicode.Scalar(byte)
      if scalar == "*" || scalar == "$" {
        encoded += "?"
      } else if byte < 0x80, Self.keptInSegments.contains(Character(scalar)) {
        encoded.unicodeScalars.append(scalar)
      } else {
        let hex = String(byte, radix: 16, uppercase: true)
        encoded += "%" + (hex.count == 1 ? "0" + hex : hex)
      }
    }
    return encoded
  }

  private static let keptInSegments = Set(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~!$&'()*+,;=")
}
