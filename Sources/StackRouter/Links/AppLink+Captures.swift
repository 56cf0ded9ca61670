/// Links turns what the default matcher captured into an ``AppLink``.
extension TrieRouteMatcher.Captures {
  /// The link to the entity at `route`, which matched `request`: each
  /// captured string is read from the request's segments straight into the
  /// link's storage. The link's names are positions in ``names``, which
  /// `context` holds; its entity and chain are positions in the context's
  /// entities. (A method of the captures, so that it reads them in place.)
  func link(
    route: Int, remainderStart: Int?, request: consuming RequestURL,
    context: consuming LinkContext, entity: Int, chain: Range<Int>,
    parameterPolicy: ParameterPolicy
  ) -> AppLink {
    let span = spans[route]
    let content = request.content
    let remainder = (remainderStart ?? content.segmentCount)..<content.segmentCount
    return AppLink(
      request: request, context: context, entity: entity, chain: chain,
      names: Int(span.names)..<Int(span.names + span.nameCount),
      wildcardCount: Int(span.wildcardCount), remainderCount: remainder.count,
      parameterPolicy: parameterPolicy
    ) { target in
      write(route: route, remainder: remainder, from: content) { target.append($0) }
    }
  }
}
