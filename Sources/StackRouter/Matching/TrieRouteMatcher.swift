/// The default matcher: a segment trie per scope.
///
/// Each trie node has at most one child per literal text, one `:name` child,
/// one `*` child and one `**` child. A link walks down from the root one
/// segment at a time, so the work grows with the link's length, not with the
/// number of routes. Children are tried literal first, then `:name`, then
/// `*`, then `**`, and a route that ends exactly at the last segment comes
/// before a `**` that would match nothing; a depth-first walk in that order
/// yields matches best first. Routes scoped to the link's scheme or domain are
/// searched before unscoped ones.
///
/// The trie is stored flat: nodes are plain values in one array, literal
/// children sit in one hash table keyed by parent and bytes, and each route's
/// captures are worked out when the matcher is built. Finding the best entity
/// for a link stops at the first one and allocates only what the match keeps.
public struct TrieRouteMatcher: RouteMatcher {
  /// The matcher's tables, shared by every copy: a table copies its matcher
  /// on every link, and a copy then costs one reference.
  private let storage: SharedValue<Tables>

  private struct Tables: Sendable {
    let routes: [Route]
    let trie: Trie
    /// What every route captures from a link.
    let captures: Captures
    /// Whether a route holds a `**` before its end: lookups then walk
    /// spanning (see ``TrieRouteMatcher/Trie/Spanning``).
    let isSpanning: Bool
  }

  var routes: [Route] { storage.value.routes }
  var trie: Trie { storage.value.trie }
  var captures: Captures { storage.value.captures }
  /// Whether lookups walk spanning: a route holds a `**` before its end.
  var isSpanning: Bool { storage.value.isSpanning }

  /// Builds the tries for `routes`.
  public init(routes: [Route], options: MatchingOptions) {
    var builder = Trie.Builder(
      foldsLiterals: options.caseInsensitiveLiterals, capacity: routes.count)
    var captures = Captures(capacity: routes.count)
    for route in routes {
      let pattern = route.pattern
      builder.insert(pattern, priority: route.blockPriority)
      captures.add(pattern)
    }
    self.init(routes: routes, trie: builder.build(), captures: captures)
  }

  /// A matcher over a trie and captures already worked out for `routes`,
  /// numbered alike: a registrar makes them while it checks the routes.
  init(routes: [Route], trie: Trie, captures: Captures) {
    storage = SharedValue(
      Tables(routes: routes, trie: trie, captures: captures, isSpanning: captures.isSpanning))
  }

  /// Returns every matching route, best first.
  public func matches(for request: RequestURL) -> [RouteMatch] {
    var visited = 0
    return matches(for: request, visited: &visited)
  }

  /// The matches, and how many trie nodes the walk visited: the measure of
  /// matching cost that tests use to show it does not grow with the table.
  func matches(for request: RequestURL, visited: inout Int) -> [RouteMatch] {
    if isSpanning {
      let (outcome, bounds) = spanningWalk(request, stopsAtEntity: false)
      visited = outcome.visited
      return outcome.found.map {
        spanningMatch(route: $0.route, bounds: bounds[$0.route] ?? [], request)
      }
    }
    let outcome = trie.walk(request, stopsAtEntity: false)
    visited = outcome.visited
    return outcome.found.map { match(route: $0.route, remainderStart: $0.remainderStart, request) }
  }

  /// The blocks that match a request, best first, then its best entity: what
  /// the router tries, in order. Blocks ranked below the entity are left out.
  func candidates(for request: RequestURL) -> [RouteMatch] {
    if isSpanning {
      let (outcome, bounds) = spanningWalk(request, stopsAtEntity: true)
      return outcome.found.map {
        spanningMatch(route: $0.route, bounds: bounds[$0.route] ?? [], request)
      }
    }
    return trie.walk(request, stopsAtEntity: true).found.map {
      match(route: $0.route, remainderStart: $0.remainderStart, request)
    }
  }

  private func match(route: Int32, remainderStart: Int?, _ request: RequestURL) -> RouteMatch {
    let captured = captures.strings(
      route: Int(route), remainderStart: remainderStart, in: request.content)
    return RouteMatch(
      route: routes[Int(route)],
      parameters: Dictionary(
        zip(captured.names, captured.strings), uniquingKeysWith: { first, _ in first }),
      wildcards: Array(captured.strings[captured.wildcards]),
      remainder: Array(captured.strings[captured.wildcards.upperBound...]),
      routeIndex: Int(route))
  }

  /// The best entity for a request: its route index, and where a `**`
  /// remainder starts.
  @inline(__always)
  func bestEntity(for request: RequestURL) -> (route: Int, remainderStart: Int?)? {
    guard let best = trie.walk(request, stopsAtEntity: true, entityOnly: true).bestEntity else {
      return nil
    }
    return (Int(best.route), best.remainderStart)
  }

  /// The link to the entity at `route`, which matched `request`: what its
  /// pattern captures is read from the request straight into the link.
  /// `context` holds the names of this matcher's captures (see
  /// ``Captures/link(route:remainderStart:request:context:entity:chain:parameterPolicy:)``).
  func link(
    route: Int, remainderStart: Int?, request: consuming RequestURL,
    context: consuming LinkContext, entity: Int, chain: Range<Int>, parameterPolicy: ParameterPolicy
  ) -> AppLink {
    captures.link(
      route: route, remainderStart: remainderStart, request: request, context: context,
      entity: entity, chain: chain, parameterPolicy: parameterPolicy)
  }
}

extension TrieRouteMatcher {
  /// Where each route's `:name` parameters and `*` wildcards sit, so that a
  /// match reads them straight from the link's segments.
  ///
  /// Every route's names and positions are stored back to back in a few
  /// arrays, not in arrays of their own: a match shares its route's names as
  /// a slice, and a large table keeps a handful of allocations, not two per
  /// route.
  struct Captures: Sendable {
    /// Where one route's names and wildcards start in the shared arrays.
    struct Span: Sendable {
      let names: Int32
      let nameCount: Int32
      let wildcards: Int32
      let wildcardCount: Int32
    }

    /// The `:name` parameters' names, route after route.
    private(set) var names: [String] = []
    /// The segment each name captures.
    private(set) var nameSegments: [Int32] = []
    /// The segment each `*` matches, route after route.
    private(set) var wildcardSegments: [Int32] = []
    /// The literal text around each name that a capture with literal text
    /// captures, by the name's position in ``names``: only those names,
    /// so that tables without any pay nothing.
    private(set) var affixes: [Int32: (prefix: String, suffix: String)] = [:]
    /// Where each `**` of a route that has one before its end stands (its
    /// component offsets), by route: only those routes, so that tables
    /// without any pay nothing.
    private(set) var catchAllPositions: [Int32: [Int32]] = [:]
    private(set) var spans: [Span] = []

    /// Captures sized for `capacity` routes, and `nameCapacity` names, the
    /// number a table knows its routes have: it keeps the names.
    init(capacity: Int, nameCapacity: Int = 0) {
      spans.reserveCapacity(capacity)
      names.reserveCapacity(nameCapacity)
      nameSegments.reserveCapacity(nameCapacity)
    }

    /// Adds the next route's pattern.
    mutating func add(_ pattern: RoutePattern) {
      var bytes: [UInt8] = []
      PackedComponents.append(pattern.components, to: &bytes)
      add(PackedComponents(bytes: bytes, range: bytes.indices))
    }

    /// Adds the next route's pattern, packed.
    mutating func add(_ components: PackedComponents) {
      let (firstName, firstWildcard) = (names.count, wildcardSegments.count)
      var offset: Int32 = 0
      var (catchAlls, lastCatchAll): (Int32, Int32) = (0, -1)
      components.forEachPacked { kind, text in
        switch kind {
        case .parameter:
          names.append(String(validUTF8: text))
          nameSegments.append(offset)
        case .affixed:
          addAffixed(String(validUTF8: text))
          nameSegments.append(offset)
        case .wildcard: wildcardSegments.append(offset)
        case .catchAll: (catchAlls, lastCatchAll) = (catchAlls + 1, offset)
        case .literal, .fragment: break
        }
        offset += 1
      }
      if lastCatchAll >= 0, catchAlls > 1 || lastCatchAll != offset - 1 {
        addCatchAlls(components)
      }
      spans.append(
        Span(
          names: Int32(firstName), nameCount: Int32(names.count - firstName),
          wildcards: Int32(firstWildcard),
          wildcardCount: Int32(wildcardSegments.count - firstWildcard)))
    }

    /// The segment offset of the name at `index` in ``names``.
    func nameSegments(_ index: Int) -> Int32 { nameSegments[index] }
    /// The literal text around the name at `index`, for a capture with
    /// literal text.
    func affix(_ index: Int) -> (prefix: String, suffix: String)? {
      affixes.isEmpty ? nil : affixes[Int32(index)]
    }
    /// The segment offset of the `*` at `index`, route after route.
    func wildcardSegment(_ index: Int) -> Int32 { wildcardSegments[index] }

    /// Keeps where the `**` of the next route stand, for a route with one
    /// before its end; out of line, as ``addAffixed(_:)`` is.
    @inline(never)
    private mutating func addCatchAlls(_ components: PackedComponents) {
      var positions: [Int32] = []
      var offset: Int32 = 0
      components.forEachPacked { kind, _ in
        if kind == .catchAll { positions.append(offset) }
        offset += 1
      }
      catchAllPositions[Int32(spans.count)] = positions
    }

    /// Names a capture with literal text, written `pre:name.suf`, and keeps
    /// its text; out of line, so that the loop over a pattern's components
    /// stays small enough to be inlined for the routes without any.
    @inline(never)
    private mutating func addAffixed(_ text: String) {
      let parts = PathComponent.affixedParts(text)
      affixes[Int32(names.count)] = (parts.prefix, parts.suffix)
      names.append(parts.name)
    }

    /// What route `route` captures from a link it matched, as strings: the
    /// values of its names, then its wildcards, then the remainder.
    func strings(
      route: Int, remainderStart: Int?, in content: LinkContent
    ) -> (names: ArraySlice<String>, strings: [String], wildcards: Range<Int>) {
      let span = spans[route]
      let remainder = (remainderStart ?? content.segmentCount)..<content.segmentCount
      let count = Int(span.nameCount + span.wildcardCount) + remainder.count
      var strings: [String] = []
      strings.reserveCapacity(count)
      write(route: route, remainder: remainder, from: content) { strings.append($0) }
      let firstWildcard = Int(span.nameCount)
      return (
        names[Int(span.names)..<Int(span.names + span.nameCount)], strings,
        firstWildcard..<(firstWildcard + Int(span.wildcardCount))
      )
    }

    /// Hands `add` what route `route` captures, in order: the values of
    /// its names, then its wildcards, then the segments in `remainder`. A
    /// match ends at or past every `:name` and `*` of its pattern, so each
    /// position is a segment of the link.
    @inline(__always)
    func write(
      route: Int, remainder: Range<Int>, from content: LinkContent, _ add: (String) -> Void
    ) {
      let span = spans[route]
      let names = Int(span.names)
      let nameRange = names..<(names + Int(span.nameCount))
      if affixes.isEmpty {
        content.forEachSegment(at: nameSegments[nameRange], add)
      } else {
        // A capture with literal text captures its segment without that text.
        for name in nameRange {
          content.forEachSegment(at: nameSegments[name...name]) { segment in
            guard let affix = affixes[Int32(name)] else { return add(segment) }
            add(
              TrieRouteMatcher.Trie.Affix.capture(
                in: segment, prefix: affix.prefix, suffix: affix.suffix))
          }
        }
      }
      let wildcards = Int(span.wildcards)
      content.forEachSegment(
        at: wildcardSegments[wildcards..<(wildcards + Int(span.wildcardCount))], add)
      content.forEachSegment(at: Int32(remainder.lowerBound)..<Int32(remainder.upperBound), add)
    }
  }
}
