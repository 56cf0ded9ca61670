/// The default matcher's side of resolution: its fast path, behind the
/// ``RouteMatcher`` requirements every matcher answers.
extension TrieRouteMatcher {
  /// Walks the trie for the best entity only and writes what its pattern
  /// captured straight from the request into the link, without making
  /// ``RouteMatch`` values on the way.
  ///
  /// Inlined into the protocol witness, so that the table's call through
  /// ``RouteMatcher`` writes the resolution straight into its result.
  @inline(__always)
  public func resolve(_ request: consuming RequestURL, in table: RouteTable) -> LinkResolution {
    if isSpanning { return resolveSpanning(request, in: table) }
    guard let best = bestEntity(for: request), best.route < table.entityCount else {
      return .unmatched(request)
    }
    let chain = table.chainPositions(at: best.route)
    let link = link(
      route: best.route, remainderStart: best.remainderStart, request: request,
      context: table.linkContext, entity: chain.upperBound - 1, chain: chain,
      parameterPolicy: table.options.parameterPolicy)
    guard link.hasWildcardsOrRemainder else { return .matched(link) }
    if link.capturesArePositions {
      // As the table's check does, on the request's bytes: the captures'
      // strings are made only when the app reads them.
      guard !table.options.allowsDotComponentsInWildcards,
        let segment = link.firstDotComponentCapture()
      else { return .matched(link) }
      return .invalid(
        InvalidURLError(input: link.request.original, reason: .dotComponent(segment: segment + 1)))
    }
    do throws(InvalidURLError) {
      try table.checkCaptures(
        components: link.entity.components, wildcards: link.wildcards,
        remainder: link.remainder, in: link.request)
    } catch {
      return .invalid(error)
    }
    return .matched(link)
  }

  /// Every block that matches a request, in the order they run, then its
  /// best entity. A table without blocks has only the entity to find, in a
  /// walk that stops at it.
  public func candidates(for request: RequestURL, in table: RouteTable) -> [RouteMatch] {
    table.blocks.isEmpty ? candidates(for: request) : RouteTable.runOrder(of: matches(for: request))
  }
}
