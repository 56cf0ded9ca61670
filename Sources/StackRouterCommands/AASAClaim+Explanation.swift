import StackRouter

extension AASAClaim {
  /// A kind of link on which the components and the router disagree, shown
  /// by one example that was checked both ways.
  struct Finding: Equatable, Sendable {
    /// Which way they disagree.
    enum Direction: Equatable, Sendable {
      /// The components accept the link, so it opens the app, and the
      /// router refuses it: the app opens and shows nothing new.
      case acceptedButRefused
      /// The router matches the link, and the components do not accept it:
      /// it opens the website instead of the app.
      case matchedButNotAccepted
    }

    let direction: Direction
    /// The kind of link.
    let kind: String
    /// An example of the kind.
    let example: String
    /// What the router says of the example.
    let router: String
  }

  /// The kinds of links the components accept that the router refuses, and
  /// those the router matches that the components do not accept. Each kind
  /// is listed only when an example of it, built from the routes, really is
  /// accepted and refused (or matched and not accepted).
  func explanation() -> [Finding] {
    var findings: [Finding] = []
    func check(_ direction: Finding.Direction, _ kind: String, _ link: String?) {
      guard let link else { return }
      let resolution = table.resolve(link)
      let router: String
      let matched: Bool
      switch resolution {
      case .matched(let found): (matched, router) = (true, "opens \(found.entity)")
      case .unmatched(let request):
        (matched, router) = (false, RouteOutcome.unmatched(request).reason ?? "")
      case .invalid(let error): (matched, router) = (false, error.message)
      }
      let holds =
        direction == .acceptedButRefused ? accepts(link) && !matched : matched && !accepts(link)
      if holds {
        findings.append(Finding(direction: direction, kind: kind, example: link, router: router))
      }
    }

    let limits = table.options.limits
    // A value where a route takes one: the first entity with a `:name` or `*`.
    if let entity = entities.first(where: { $0.pattern.components.contains(where: Self.takesValue) }
    ) {
      let probe = { (value: String) in self.link(to: entity, value: value) }
      check(.acceptedButRefused, "a '.' or '..' segment where a route takes a value", probe(".."))
      check(.acceptedButRefused, "invalid percent-encoding", probe("%ZZ"))
      check(.acceptedButRefused, "a control character once decoded", probe("%00"))
      check(
        .acceptedButRefused, "a segment longer than \(limits.segmentLength) bytes",
        probe(String(repeating: "x", count: limits.segmentLength + 1)))
    }
    if let entity = entities.first, let base = link(to: entity, value: "1") {
      check(
        .acceptedButRefused, "more than \(limits.queryItemCount) query items",
        base + "?"
          + Array(repeating: "q=1", count: limits.queryItemCount + 1).joined(separator: "&"))
      check(
        .acceptedButRefused, "a link longer than \(limits.urlLength) bytes",
        base + "?q=" + String(repeating: "x", count: limits.urlLength))
    }
    for entity in entities where entity.pattern.endsWithCatchAll {
      check(
        .acceptedButRefused,
        "a '/' inside a value before '**' of \(entity.pattern): '?*' spans segments, "
          + "and no exclude removes these without removing links the route matches",
        link(to: entity, value: "a/b", onlyBeforeCatchAll: true))
    }
    for entity in entities {
      for case .literal(let text) in entity.pattern.components where text.contains("$") {
        check(
          .acceptedButRefused, "another character in place of '$' in the literal '\(text)'",
          link(to: entity, value: "1")?.replacingOccurrences(
            of: "/" + text,
            with: "/" + text.replacingOccurrences(of: "$", with: "x")))
      }
    }

    // The other way: canonical forms only are claimed.
    if let entity = entities.first(where: {
      if case .literal = $0.pattern.components.first { true } else { false }
    }),
      let base = link(to: entity, value: "1"),
      let slash = base.range(
        of: "/", range: base.index(base.startIndex, offsetBy: 8)..<base.endIndex)
    {
      var doubled = base
      doubled.insert("/", at: slash.lowerBound)
      check(
        .matchedButNotAccepted, "an empty segment at the start of the path or between two literals",
        doubled)
      check(.matchedButNotAccepted, "a path ending in '//'", base + "//")
      if case .literal(let text) = entity.pattern.components[0],
        let first = text.unicodeScalars.first, first.isASCII
      {
        let hex = String(first.value, radix: 16, uppercase: true)
        var encoded = base
        encoded.replaceSubrange(
          encoded.index(after: slash.lowerBound)...encoded.index(after: slash.lowerBound),
          with: "%" + hex)
        check(.matchedButNotAccepted, "a literal written percent-encoded", encoded)
      }
    }
    return findings
  }

  /// The explanation as text: a summary, then each direction's kinds.
  var explanationText: String {
    let excludes = components.filter(\.exclude).count
    var lines = [
      "\(domain): \(components.count) components (\(excludes) exclude) claim the links of "
        + "\(entities.count) route\(entities.count == 1 ? "" : "s")."
    ]
    let findings = explanation()
    for (direction, title) in [
      (
        Finding.Direction.acceptedButRefused,
        "Links the components accept that the router refuses (the app opens and shows nothing new):"
      ),
      (
        .matchedButNotAccepted,
        "Links the router matches that the components do not accept (they open the website):"
      ),
    ] {
      let listed = findings.filter { $0.direction == direction }
      lines += ["", title]
      lines +=
        listed.isEmpty
        ? ["- none"]
        : listed.map {
          "- \($0.kind): \(Self.shortened($0.example))\n  router: \(Self.shortened($0.router))"
        }
    }
    return lines.joined(separator: "\n")
  }

  /// A long example cut to a readable width, saying how long it was.
  static func shortened(_ text: String) -> String {
    text.count <= 100 ? text : String(text.prefix(80)) + "… (\(text.utf8.count) bytes)"
  }

  private static func takesValue(_ component: PathComponent) -> Bool {
    switch component {
    case .parameter, .affixed, .wildcard: true
    case .literal, .catchAll, .fragment: false
    }
  }

  /// A universal link to an entity with `value`, as written, in place of its
  /// first `:name` or `*` (every other value is `1`), and a remainder of `1`.
  func link(to entity: RouteEntity, value: String, onlyBeforeCatchAll: Bool = false) -> String? {
    let placeholder = "stackrouter-probe"
    var first = true
    var parameters: [String: String] = [:]
    var wildcards: [String] = []
    for component in entity.pattern.components {
      let text = first && Self.takesValue(component) ? placeholder : "1"
      if Self.takesValue(component) { first = false }
      switch component {
      case .parameter(let name), .affixed(_, let name, _): parameters[name] = text
      case .wildcard: wildcards.append(text)
      case .literal, .catchAll, .fragment: continue
      }
    }
    if onlyBeforeCatchAll, first { return nil }
    let scope = entity.pattern.scope
    let form: LinkForm = scope == nil || scope == .anyDomain ? .domain(domain) : .preferred
    guard
      let link = try? table.link(
        for: entity.pattern, parameters: parameters, wildcards: wildcards,
        remainder: entity.pattern.endsWithCatchAll && !onlyBeforeCatchAll ? ["1"] : [], form: form)
    else { return nil }
    return link.replacingOccurrences(of: placeholder, with: value)
  }
}
