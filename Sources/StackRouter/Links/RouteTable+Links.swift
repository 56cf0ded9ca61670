import Foundation

extension RouteTable {
  /// Builds the link text; see ``url(for:parameters:wildcards:remainder:query:fragment:form:)``.
  ///
  /// The link is one the table reads back to the same route with the same
  /// values, or it is not built: each value is checked against the table's
  /// limits and rules, and the link is then read and matched through the
  /// table itself. A value that would make the link open another route
  /// throws ``LinkBuildError/Reason/opensAnotherRoute(link:winner:)``,
  /// naming the route that would win.
  ///
  /// The first segment of a custom-scheme link is its host, which is read
  /// case-insensitively against literals; the path of a universal link is
  /// not. So with a root `:slug` beside a literal `articles`, `ARTICLES`
  /// builds a universal link (`https://example.com/ARTICLES` opens `:slug`)
  /// but not a custom-scheme one (`myapp://ARTICLES` opens `articles`).
  ///
  /// A pattern with several `**` (`**/x/**`) gives `remainder` to its
  /// last `**`, the others taking nothing; see
  /// ``link(for:parameters:wildcards:remainders:query:fragment:form:)``
  /// to give each its own.
  ///
  /// - Throws: ``LinkBuildError`` saying which value is wrong and why.
  public func link(
    for pattern: RoutePattern, parameters: [String: String] = [:], wildcards: [String] = [],
    remainder: [String] = [], query: [QueryItem] = [], fragment: String? = nil,
    form: LinkForm = .preferred
  ) throws(LinkBuildError) -> String {
    let catchAlls = pattern.components.filter { $0 == .catchAll }.count
    return try link(
      for: pattern, parameters: parameters, wildcards: wildcards,
      remainders: Array(repeating: [], count: max(catchAlls - 1, 0)) + [remainder], query: query,
      fragment: fragment, form: form, checksRemainderCount: false)
  }

  /// Builds the link text for a pattern with one or more `**`, each with
  /// its own segments: `remainders` holds one list per `**`, in order.
  ///
  /// The link is checked as
  /// ``link(for:parameters:wildcards:remainder:query:fragment:form:)``
  /// checks it: it is built only if the table reads it back to the same
  /// route with the same values, each `**` taking the same segments. A
  /// reader gives the leftmost `**` as few segments as it can, so a
  /// remainder that holds the literal that follows its `**` reads back
  /// differently and is refused: for `**/edit/**`, `[["a", "edit"], ["b"]]`
  /// builds `a/edit/edit/b`, which reads back as `[["a"], ["edit", "b"]]`,
  /// so it throws ``LinkBuildError/Reason/readsBackDifferently(link:name:)``
  /// naming `**`.
  ///
  /// - Throws: ``LinkBuildError``; ``LinkBuildError/Reason/remainderCount(expected:given:)``
  ///   when `remainders` does not hold one list per `**`.
  public func link(
    for pattern: RoutePattern, parameters: [String: String] = [:], wildcards: [String] = [],
    remainders: [[String]], query: [QueryItem] = [], fragment: String? = nil,
    form: LinkForm = .preferred
  ) throws(LinkBuildError) -> String {
    try link(
      for: pattern, parameters: parameters, wildcards: wildcards, remainders: remainders,
      query: query, fragment: fragment, form: form, checksRemainderCount: true)
  }

  private func link(
    for pattern: RoutePattern, parameters: [String: String], wildcards: [String],
    remainders: [[String]], query: [QueryItem], fragment: String?, form: LinkForm,
    checksRemainderCount: Bool
  ) throws(LinkBuildError) -> String {
    func fail(_ reason: LinkBuildError.Reason) -> LinkBuildError {
      LinkBuildError(pattern: pattern, reason: reason)
    }
    let isEntity = entity(for: pattern) != nil
    guard isEntity || blocks.contains(where: { $0.pattern == pattern }) else {
      throw fail(.unknownEntity)
    }
    let expectedWildcards = pattern.components.filter { $0 == .wildcard }.count
    guard expectedWildcards == wildcards.count else {
      throw fail(.wildcardCount(expected: expectedWildcards, given: wildcards.count))
    }

    let catchAlls = pattern.components.filter { $0 == .catchAll }.count
    guard !checksRemainderCount || remainders.count == catchAlls else {
      throw fail(.remainderCount(expected: catchAlls, given: remainders.count))
    }
    var segments: [String] = []
    /// Where a fragment route's fragment segments start in `segments`.
    var fragmentStart: Int?
    var nextWildcard = wildcards.makeIterator()
    var nextRemainder = remainders.makeIterator()
    for component in pattern.components {
      switch component {
      case .fragment:
        if let fragment { throw fail(.fragmentInPattern(given: fragment)) }
        fragmentStart = segments.count
      case .literal(let text):
        segments.append(PercentEncoding.segment(text))
      case .parameter(let parameter):
        guard let given = parameters[parameter] else { throw fail(.missingParameter(parameter)) }
        segments.append(try segment(given, name: ":" + parameter, pattern: pattern))
      case .affixed(let prefix, let parameter, let suffix):
        guard let given = parameters[parameter] else { throw fail(.missingParameter(parameter)) }
        segments.append(
          try segment(
            given, name: ":" + parameter, pattern: pattern, prefix: prefix, suffix: suffix))
      case .wildcard:
        segments.append(try segment(nextWildcard.next() ?? "", name: "*", pattern: pattern))
      case .catchAll:
        for value in nextRemainder.next() ?? [] {
          segments.append(try segment(value, name: "**", pattern: pattern))
        }
      }
    }
    let limits = options.limits
    guard segments.count <= limits.segmentCount else {
      throw fail(.tooManySegments(count: segments.count, limit: limits.segmentCount))
    }
    guard query.count <= limits.queryItemCount else {
      throw fail(.tooManyQueryItems(count: query.count, limit: limits.queryItemCount))
    }
    for item in query {
      guard !item.name.isEmpty else { throw fail(.emptyQueryName(value: item.value)) }
      if Self.holdsControl(item.name, allowingLineBreaks: true) {
        throw fail(.controlCharacter(name: "?", value: item.name))
      }
      if Self.holdsControl(item.value, allowingLineBreaks: true) {
        throw fail(.controlCharacter(name: "?" + item.name, value: item.value))
      }
    }
    if let fragment, Self.holdsControl(fragment, allowingLineBreaks: true) {
      throw fail(.controlCharacter(name: "#", value: fragment))
    }

    var text =
      try prefix(for: pattern.scope, form: form, pattern: pattern)
      + segments[..<(fragmentStart ?? segments.count)].joined(separator: "/")
    if !query.isEmpty {
      text +=
        "?"
        + query.map {
          PercentEncoding.queryComponent($0.name) + "=" + PercentEncoding.queryComponent($0.value)
        }.joined(separator: "&")
    }
    if let fragment { text += "#" + PercentEncoding.queryComponent(fragment) }
    if let fragmentStart {
      // The fragment route's fragment, after the query: `user?ref=1#/view/42`.
      text += "#/" + segments[fragmentStart...].joined(separator: "/")
    }
    guard text.utf8.count <= limits.urlLength else {
      throw fail(.linkTooLong(length: text.utf8.count, limit: limits.urlLength))
    }
    let built = BuiltLink(
      text: text, pattern: pattern, parameters: parameters, wildcards: wildcards,
      remainders: catchAlls == 0 ? remainders.filter { !$0.isEmpty } : remainders, query: query,
      fragment: fragment)
    try confirm(built, isEntity: isEntity)
    return text
  }

  /// One value encoded as a path segment, between the literal text of a
  /// capture that has some, once it passed the checks intake would make
  /// when reading it back.
  private func segment(
    _ value: String, name: String, pattern: RoutePattern, prefix: String = "",
    suffix: String = ""
  ) throws(LinkBuildError) -> String {
    func fail(_ reason: LinkBuildError.Reason) -> LinkBuildError {
      LinkBuildError(pattern: pattern, reason: reason)
    }
    let isAffixed = !prefix.isEmpty || !suffix.isEmpty
    guard !value.isEmpty, isAffixed || (value != "." && value != "..") else {
      throw fail(.unusableSegment(name: name, value: value))
    }
    if Self.holdsControl(value, allowingLineBreaks: false) {
      throw fail(.controlCharacter(name: name, value: value))
    }
    if name.hasPrefix("*"), !options.allowsDotComponentsInWildcards,
      Self.hasDotComponent(value)
    {
      throw fail(.dotComponent(name: name, value: value))
    }
    let encoded = PercentEncoding.segment(isAffixed ? prefix + value + suffix : value)
    guard encoded.utf8.count <= options.limits.segmentLength else {
      throw fail(
        .segmentTooLong(
          name: name, value: value, length: encoded.utf8.count,
          limit: options.limits.segmentLength))
    }
    return encoded
  }

  /// What a link was built from, to compare with what the table reads.
  private struct BuiltLink {
    let text: String
    let pattern: RoutePattern
    let parameters: [String: String]
    let wildcards: [String]
    let remainders: [[String]]
    let query: [QueryItem]
    let fragment: String?
  }

  /// Reads a built link through the table, as any link that arrives is read,
  /// and throws unless it opens the route it was built for with equal values.
  private func confirm(_ built: BuiltLink, isEntity: Bool) throws(LinkBuildError) {
    func fail(_ reason: LinkBuildError.Reason) -> LinkBuildError {
      LinkBuildError(pattern: built.pattern, reason: reason)
    }
    let request: RequestURL
    do {
      request = try read(built.text)
    } catch {
      throw fail(.refused(error))
    }
    let match: RouteMatch
    if isEntity {
      switch resolve(request) {
      case .invalid(let error): throw fail(.refused(error))
      case .unmatched: throw fail(.opensNothing(link: built.text))
      case .matched(let link):
        guard link.entity.pattern == built.pattern else {
          throw fail(.opensAnotherRoute(link: built.text, winner: link.entity.pattern))
        }
        match = RouteMatch(
          route: .entity(link.entity), parameters: link.routeParameters,
          wildcards: link.wildcards, remainders: link.remainders)
      }
    } else {
      // Every block that matches a link runs (unless one before it handles
      // the link), so a block's link must match the block itself.
      let candidates = candidates(for: request)
      guard let found = candidates.first(where: { $0.route.pattern == built.pattern }) else {
        guard let best = candidates.last else { throw fail(.opensNothing(link: built.text)) }
        throw fail(.opensAnotherRoute(link: built.text, winner: best.route.pattern))
      }
      do {
        try checkCaptures(of: found, in: request)
      } catch {
        throw fail(.refused(error))
      }
      match = found
    }
    func differs(_ name: String) -> LinkBuildError {
      fail(.readsBackDifferently(link: built.text, name: name))
    }
    for name in built.pattern.parameterNames
    where match.parameters[name] != built.parameters[name] {
      throw differs(":" + name)
    }
    guard match.wildcards == built.wildcards else { throw differs("*") }
    guard match.remainders == built.remainders else { throw differs("**") }
    for (read, given) in zip(request.queryItems, built.query) where read != given {
      throw differs(read.name == given.name ? "?" + given.name : "?")
    }
    guard request.queryItems.count == built.query.count else { throw differs("?") }
    // A fragment route's fragment is its pattern's, compared above.
    guard built.pattern.hasFragment || request.fragment == built.fragment else {
      throw differs("#")
    }
  }

  private func prefix(
    for scope: RouteScope?, form: LinkForm, pattern: RoutePattern
  ) throws(LinkBuildError) -> String {
    let notAllowed = LinkBuildError(pattern: pattern, reason: .formNotAllowed(form))
    switch (scope, form) {
    case (.scheme(let scheme), .preferred): return scheme + "://"
    case (.domain(let host), .preferred): return "https://" + host + "/"
    case (.scheme(let scheme), .scheme(let asked)):
      guard scheme == asked.lowercased() else { throw notAllowed }
      return scheme + "://"
    case (.domain(let host), .domain(let asked)):
      guard host == asked.lowercased() else { throw notAllowed }
      return "https://" + host + "/"
    case (.anyScheme, .scheme(let asked)):
      guard sharedSchemes.contains(asked.lowercased()) else { throw notAllowed }
      return asked.lowercased() + "://"
    case (.anyDomain, .domain(let asked)):
      guard domains.contains(asked.lowercased()) else { throw notAllowed }
      return "https://" + asked.lowercased() + "/"
    case (.anyScheme, .preferred):
      guard let scheme = sharedSchemes.first else { throw notAllowed }
      return scheme + "://"
    case (.anyDomain, .preferred):
      guard let domain = domains.first else { throw notAllowed }
      return "https://" + domain + "/"
    case (.some, _): throw notAllowed
    case (nil, .scheme(let asked)):
      guard sharedSchemes.contains(asked.lowercased()) else { throw notAllowed }
      return asked.lowercased() + "://"
    case (nil, .domain(let asked)):
      guard domains.contains(asked.lowercased()) else { throw notAllowed }
      return "https://" + asked.lowercased() + "/"
    case (nil, .preferred):
      if let scheme = sharedSchemes.first { return scheme + "://" }
      if let domain = domains.first { return "https://" + domain + "/" }
      throw LinkBuildError(pattern: pattern, reason: .noScheme)
    }
  }

  /// The accepted schemes whose links may open unscoped and `*://` routes:
  /// every scheme but the exclusive ones.
  private var sharedSchemes: [String] {
    let exclusive = exclusiveSchemes
    return exclusive.isEmpty ? schemes : schemes.filter { !exclusive.contains($0) }
  }

  /// Whether text holds a control character that intake refuses (see
  /// ``ControlCharacters``).
  private static func holdsControl(_ text: String, allowingLineBreaks: Bool) -> Bool {
    ControlCharacters.contains(text, allowingLineBreaks: allowingLineBreaks)
  }
}
