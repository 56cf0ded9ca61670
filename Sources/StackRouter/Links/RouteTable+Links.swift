import Foundation

extension RouteTable {
  /// Builds the link for a pattern and parameters: reverse routing.
  ///
  /// Parameter values are percent-encoded, so the link reads back to the
  /// same route with the same decoded values:
  ///
  /// ```swift
  /// let url = try table.url(for: detail.pattern, parameters: ["itemID": "a/b"])
  /// // myapp://list/a%2Fb
  /// ```
  ///
  /// - Parameters:
  ///   - pattern: the route's pattern (an entity's or a block's).
  ///   - parameters: a value for each `:name`.
  ///   - wildcards: a value for each `*`, in order.
  ///   - remainder: the segments for a trailing `**`.
  ///   - query: query items to append, in order.
  ///   - fragment: the fragment, if any.
  ///   - form: the scheme or domain to use.
  /// - Throws: ``LinkBuildError`` when a value is missing or cannot be a segment.
  public func url(
    for pattern: RoutePattern, parameters: [String: String] = [:], wildcards: [String] = [],
    remainder: [String] = [], query: [QueryItem] = [], fragment: String? = nil,
    form: LinkForm = .preferred
  ) throws(LinkBuildError) -> URL {
    let text = try link(
      for: pattern, parameters: parameters, wildcards: wildcards, remainder: remainder,
      query: query, fragment: fragment, form: form)
    guard let url = URL(string: text) else {
      throw LinkBuildError(pattern: pattern, reason: .formNotAllowed(form))
    }
    return url
  }

  /// Builds the link for an entity with an app's parameter value, encoded
  /// through `Encodable`: properties the pattern names fill its `:name`
  /// segments, the others become query items.
  ///
  /// - Throws: ``LinkBuildError``, or `EncodingError` when the value does not
  ///   encode to flat parameters.
  public func url(
    for entity: RouteEntity, encoding value: some Encodable, form: LinkForm = .preferred
  ) throws -> URL {
    let items = try QueryItemEncoder().encode(value)
    let names = Set(entity.pattern.parameterNames)
    var parameters: [String: String] = [:]
    for item in items where names.contains(item.name) { parameters[item.name] = item.value }
    return try url(
      for: entity.pattern, parameters: parameters,
      query: items.filter { !names.contains($0.name) }, form: form)
  }

  /// Builds the link text; see ``url(for:parameters:wildcards:remainder:query:fragment:form:)``.
  public func link(
    for pattern: RoutePattern, parameters: [String: String] = [:], wildcards: [String] = [],
    remainder: [String] = [], query: [QueryItem] = [], fragment: String? = nil,
    form: LinkForm = .preferred
  ) throws(LinkBuildError) -> String {
    func fail(_ reason: LinkBuildError.Reason) -> LinkBuildError {
      LinkBuildError(pattern: pattern, reason: reason)
    }
    guard entity(for: pattern) != nil || blocks.contains(where: { $0.pattern == pattern }) else {
      throw fail(.unknownEntity)
    }
    let expectedWildcards = pattern.components.filter { $0 == .wildcard }.count
    guard expectedWildcards == wildcards.count else {
      throw fail(.wildcardCount(expected: expectedWildcards, given: wildcards.count))
    }

    var segments: [String] = []
    var nextWildcard = wildcards.makeIterator()
    for component in pattern.components {
      let (name, value): (String, String)
      switch component {
      case .literal(let text): (name, value) = (text, text)
      case .parameter(let parameter):
        guard let given = parameters[parameter] else { throw fail(.missingParameter(parameter)) }
        (name, value) = (":" + parameter, given)
      case .wildcard: (name, value) = ("*", nextWildcard.next() ?? "")
      case .catchAll:
        for segment in remainder {
          guard Self.canStandAsSegment(segment) else {
            throw fail(.unusableSegment(name: "**", value: segment))
          }
          segments.append(PercentEncoding.segment(segment))
        }
        continue
      }
      guard Self.canStandAsSegment(value) else {
        throw fail(.unusableSegment(name: name, value: value))
      }
      segments.append(PercentEncoding.segment(value))
    }

    var text =
      try prefix(for: pattern.scope, form: form, pattern: pattern) + segments.joined(separator: "/")
    if !query.isEmpty {
      text +=
        "?"
        + query.map {
          PercentEncoding.queryComponent($0.name) + "=" + PercentEncoding.queryComponent($0.value)
        }.joined(separator: "&")
    }
    if let fragment { text += "#" + PercentEncoding.queryComponent(fragment) }
    return text
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
    case (.some, _): throw notAllowed
    case (nil, .scheme(let asked)):
      guard schemes.contains(asked.lowercased()) else { throw notAllowed }
      return asked.lowercased() + "://"
    case (nil, .domain(let asked)):
      guard domains.contains(asked.lowercased()) else { throw notAllowed }
      return "https://" + asked.lowercased() + "/"
    case (nil, .preferred):
      if let scheme = schemes.first { return scheme + "://" }
      if let domain = domains.first { return "https://" + domain + "/" }
      throw LinkBuildError(pattern: pattern, reason: .noScheme)
    }
  }

  private static func canStandAsSegment(_ value: String) -> Bool {
    !value.isEmpty && value != "." && value != ".."
      && !value.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }
  }
}
