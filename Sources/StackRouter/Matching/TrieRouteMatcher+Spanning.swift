/// A `**` before the end of a route (`**/edit`, `files/**/raw`, `**/x/**`):
/// the walk that lets each `**` take zero or more segments and go on.
///
/// A table whose routes end at their only `**` walks as it always has: a
/// `**` takes the rest of the link. Once a route holds a `**` before its
/// end, every lookup walks *spanning*: at a `**` child reached at segment
/// `d`, the walk visits that child as if it stood at `d`, then `d + 1`, and
/// so on to the end of the link, so that the `**` takes as few segments as
/// lead to a match. Children are still tried best first, so among matches
/// of one route the one that gives the leftmost `**` the fewest segments,
/// then the next `**`, and so on, is found first; and the route that a
/// depth-first walk meets first wins, as for every other pattern.
///
/// Cost: the walk remembers each (`**` node, segment) it has entered and
/// never enters one twice. Every node below a `**` is reached from the
/// nearest `**` above it by components that take one segment each, so a
/// (node, segment) pair is visited at most once, and entering a `**` node
/// tries at most `segments + 1` positions: at most
/// `nodes × (segments + 1)` visits and `**` nodes `× (segments + 1)²`
/// tries, polynomial in the link's length. A second visit could find
/// nothing new: the first, earlier in the walk's order, already found
/// every route below it with a split that ranks before.
extension TrieRouteMatcher.Trie {
  /// What a spanning walk remembers: the (`**` node, segment) pairs it has
  /// entered, where each `**` on the way to the current node starts and
  /// ends, and that record for each route it found. Made for one walk,
  /// never shared.
  final class Spanning {
    private var entered: Set<Int> = []
    private let segmentCount: Int
    /// The start and end segment of each `**` on the way to the current
    /// node, in order, two numbers each.
    private var bounds: [Int32] = []
    /// The bounds of each route found, when it was found first.
    private(set) var found: [Int32: [Int32]] = [:]

    init(segmentCount: Int) {
      self.segmentCount = segmentCount
    }

    /// Enters a `**` node at a segment; `false` when it was entered there before.
    func enter(_ node: Int32, at depth: Int) -> Bool {
      entered.insert(Int(node) * (segmentCount + 1) + depth).inserted
    }

    /// Notes that the `**` being followed takes `start..<end`.
    func push(_ start: Int, _ end: Int) {
      bounds.append(Int32(start))
      bounds.append(Int32(end))
    }

    /// Forgets the last `**` pushed.
    func pop() {
      bounds.removeLast(2)
    }

    /// Records the bounds of the routes a visit found (those after
    /// `firstFound`, and a best entity it set), unless recorded before: a
    /// visit of a `**` further down recorded its own, with more bounds.
    func record(
      _ outcome: TrieRouteMatcher.Trie.Outcome, since firstFound: Int, hadBest: Bool
    ) {
      for index in firstFound..<outcome.found.count where found[outcome.found[index].route] == nil {
        found[outcome.found[index].route] = bounds
      }
      if !hadBest, let best = outcome.bestEntity, found[best.route] == nil {
        found[best.route] = bounds
      }
    }
  }
}

extension TrieRouteMatcher.Trie {
  /// Visits the `**` child `node` reached at `depth` once for each
  /// number of segments it may take, fewest first; returns `true` once the
  /// walk is over. Out of line, so that the usual walk's `visit` stays
  /// as small as it was.
  @inline(never)
  func visitSpanning(
    _ node: Int32, from depth: Int, _ walk: Walk, _ content: LinkContent, _ spanning: Spanning,
    _ outcome: inout Outcome
  ) -> Bool {
    for end in depth...walk.segmentCount where spanning.enter(node, at: end) {
      spanning.push(depth, end)
      defer { spanning.pop() }
      let (firstFound, hadBest) = (outcome.found.count, outcome.bestEntity != nil)
      let isOver = visit(node, end, walk, content, spanning, &outcome)
      spanning.record(outcome, since: firstFound, hadBest: hadBest)
      if isOver { return true }
    }
    return false
  }
}

extension TrieRouteMatcher.Captures {
  /// Whether a route holds a `**` before its end: lookups then walk spanning.
  var isSpanning: Bool { !catchAllPositions.isEmpty }

  /// Hands `add` what route `route` captures in a spanning walk, in
  /// order: its names, its wildcards, then the segments each `**` took,
  /// `bounds` holding the start and end of each.
  func write(
    route: Int, bounds: [Int32], from content: LinkContent, _ add: (String) -> Void
  ) {
    let positions = catchAllPositions[Int32(route)] ?? []
    // A component after a `**` reads the segment as far past that `**`'s
    // end as it stands past the `**`.
    func segment(_ component: Int32) -> Int32 {
      var segment = component
      for (index, position) in positions.enumerated() where position < component {
        segment = bounds[2 * index + 1] + (component - position - 1)
      }
      return segment
    }
    let span = spans[route]
    for name in Int(span.names)..<Int(span.names + span.nameCount) {
      let at = segment(nameSegments(name))
      content.forEachSegment(at: at...at) { value in
        guard let affix = affix(name) else { return add(value) }
        add(
          TrieRouteMatcher.Trie.Affix.capture(in: value, prefix: affix.prefix, suffix: affix.suffix)
        )
      }
    }
    for wildcard in Int(span.wildcards)..<Int(span.wildcards + span.wildcardCount) {
      let at = segment(wildcardSegment(wildcard))
      content.forEachSegment(at: at...at, add)
    }
    for index in stride(from: 0, to: bounds.count, by: 2) {
      content.forEachSegment(at: bounds[index]..<bounds[index + 1], add)
    }
  }

  /// The link segments route `route`'s `*` and `**` captured in a
  /// spanning walk with `bounds`: its wildcards', then each `**`'s.
  func captureSegments(route: Int, bounds: [Int32]) -> [Int32] {
    let positions = catchAllPositions[Int32(route)] ?? []
    let span = spans[route]
    var segments: [Int32] = []
    for wildcard in Int(span.wildcards)..<Int(span.wildcards + span.wildcardCount) {
      let component = wildcardSegment(wildcard)
      var segment = component
      for (index, position) in positions.enumerated() where position < component {
        segment = bounds[2 * index + 1] + (component - position - 1)
      }
      segments.append(segment)
    }
    for index in stride(from: 0, to: bounds.count, by: 2) {
      segments += Array(bounds[index]..<bounds[index + 1])
    }
    return segments
  }

  /// How many segments each `**` took, when there are two or more: what a
  /// link keeps to split its remainder.
  static func remainderCounts(_ bounds: [Int32]) -> [Int] {
    guard bounds.count > 2 else { return [] }
    return stride(from: 0, to: bounds.count, by: 2).map { Int(bounds[$0 + 1] - bounds[$0]) }
  }
}

extension TrieRouteMatcher {
  /// The spanning walk's matches, best first, each with its `**` bounds.
  func spanningWalk(
    _ request: RequestURL, stopsAtEntity: Bool, entityOnly: Bool = false
  ) -> (outcome: Trie.Outcome, bounds: [Int32: [Int32]]) {
    let spanning = Trie.Spanning(segmentCount: request.content.segmentCount)
    let outcome = trie.walk(
      request, stopsAtEntity: stopsAtEntity, entityOnly: entityOnly, spanning: spanning)
    return (outcome, spanning.found)
  }

  /// The match of `route`, found by a spanning walk with `bounds`.
  func spanningMatch(route: Int32, bounds: [Int32], _ request: RequestURL) -> RouteMatch {
    let span = captures.spans[Int(route)]
    var strings: [String] = []
    captures.write(route: Int(route), bounds: bounds, from: request.content) { strings.append($0) }
    let nameCount = Int(span.nameCount)
    let wildcardEnd = nameCount + Int(span.wildcardCount)
    let names = captures.names[Int(span.names)..<(Int(span.names) + nameCount)]
    var remainders: [[String]] = []
    var start = wildcardEnd
    for index in stride(from: 0, to: bounds.count, by: 2) {
      let count = Int(bounds[index + 1] - bounds[index])
      remainders.append(Array(strings[start..<(start + count)]))
      start += count
    }
    return RouteMatch(
      route: routes[Int(route)],
      parameters: Dictionary(
        zip(names, strings[..<nameCount]), uniquingKeysWith: { first, _ in first }),
      wildcards: Array(strings[nameCount..<wildcardEnd]), remainders: remainders,
      routeIndex: Int(route))
  }

  /// Resolves a request in a table whose routes hold a `**` before their
  /// end: as ``resolve(_:in:)`` does, with a spanning walk. Out of line,
  /// so that the usual resolution, inlined where the table calls it, stays
  /// as small as it was.
  @inline(never)
  func resolveSpanning(_ request: consuming RequestURL, in table: RouteTable) -> LinkResolution {
    let (outcome, found) = spanningWalk(request, stopsAtEntity: true, entityOnly: true)
    guard let best = outcome.bestEntity, Int(best.route) < table.entityCount else {
      return .unmatched(request)
    }
    let route = Int(best.route)
    let bounds = found[best.route] ?? []
    let chain = table.chainPositions(at: route)
    let span = captures.spans[route]
    let content = request.content
    let remainderCount = stride(from: 0, to: bounds.count, by: 2).reduce(0) {
      $0 + Int(bounds[$1 + 1] - bounds[$1])
    }
    let captures = captures
    let counts = Captures.remainderCounts(bounds)
    // The captures are kept as texts: a `**` before the end moves the
    // segments the components after it read.
    var strings: [String] = []
    captures.write(route: route, bounds: bounds, from: content) { strings.append($0) }
    for count in counts { strings.append(String(count)) }
    let link = AppLink(
      request: request, context: table.linkContext, entity: chain.upperBound - 1, chain: chain,
      names: Int(span.names)..<Int(span.names + span.nameCount),
      wildcardCount: Int(span.wildcardCount), remainderCount: remainderCount,
      splitCount: counts.count, parameterPolicy: table.options.parameterPolicy, strings: strings)
    guard link.hasWildcardsOrRemainder, !table.options.allowsDotComponentsInWildcards else {
      return .matched(link)
    }
    // As the table's check does, wildcards first, naming the segment where
    // each capture stands in the link.
    for segment in captures.captureSegments(route: route, bounds: bounds)
    where RouteTable.hasDotComponent(content.segment(Int(segment))) {
      return .invalid(
        InvalidURLError(
          input: link.request.original, reason: .dotComponent(segment: Int(segment) + 1)))
    }
    return .matched(link)
  }
}
