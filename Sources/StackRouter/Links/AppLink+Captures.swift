/// Links turns what the default matcher captured into an ``AppLink``.
extension TrieRouteMatcher.Captures {
  /// The link to the entity at `route`, which matched `request`: the match
  /// is recorded in the request's own storage, what it captured as
  /// positions of the request's segments (see ``LinkFields``), read when
  /// the app asks for them. The link's names are positions in ``names``,
  /// which `context` holds with their segments; its entity and chain are
  /// positions in the context's entities. A route whose names capture
  /// with literal text (`pre:name.suf`) keeps its captured texts instead.
  @inline(__always)
  func link(
    route: Int, remainderStart: Int?, request: consuming RequestURL,
    context: consuming LinkContext, entity: Int, chain: Range<Int>,
    parameterPolicy: ParameterPolicy
  ) -> AppLink {
    let span = spans[route]
    let segmentCount = request.storage.fields.segmentCount
    let remainder = (remainderStart ?? segmentCount)..<segmentCount
    // The matcher's own spans, ranges of its names and wildcards (checked
    // with the rest when the link is recorded).
    let names = Range(uncheckedBounds: (span.names, span.names &+ span.nameCount))
    guard affixes.isEmpty || !names.contains(where: { affix(Int($0)) != nil }) else {
      return ownLink(
        route: route, remainder: remainder, request: request, context: context, entity: entity,
        chain: chain, parameterPolicy: parameterPolicy)
    }
    let link = LinkFields(
      context: context, entity: entity, chain: chain, names: names,
      wildcards: Range(uncheckedBounds: (span.wildcards, span.wildcards &+ span.wildcardCount)),
      remainder: remainder,
      parameterPolicy: parameterPolicy)
    return AppLink(recording: link, in: request)
  }

  /// ``link(route:remainderStart:request:context:entity:chain:parameterPolicy:)``
  /// for a route whose names capture with literal text: each captured
  /// string is read from the request's segments and kept.
  @inline(never)
  private func ownLink(
    route: Int, remainder: Range<Int>, request: RequestURL, context: LinkContext, entity: Int,
    chain: Range<Int>, parameterPolicy: ParameterPolicy
  ) -> AppLink {
    let span = spans[route]
    var strings: [String] = []
    write(route: route, remainder: remainder, from: request.content) { strings.append($0) }
    return AppLink(
      request: request, context: context, entity: entity, chain: chain,
      names: Int(span.names)..<Int(span.names + span.nameCount),
      wildcardCount: Int(span.wildcardCount), remainderCount: remainder.count,
      parameterPolicy: parameterPolicy, strings: strings)
  }
}
