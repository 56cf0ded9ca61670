import Foundation

/// Reverse routing's `URL`s: the link text ``RouteTable`` builds, as a `URL`.
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
  ///   - remainder: the segments for the pattern's `**` (its last, when it
  ///     has several; see `url(for:parameters:wildcards:remainders:query:fragment:form:)`).
  ///   - query: query items to append, in order.
  ///   - fragment: the fragment, if any.
  ///   - form: the scheme or domain to use.
  /// - Throws: ``LinkBuildError`` when a value is missing or cannot be a segment.
  public func url(
    for pattern: RoutePattern, parameters: [String: String] = [:], wildcards: [String] = [],
    remainder: [String] = [], query: [QueryItem] = [], fragment: String? = nil,
    form: LinkForm = .preferred
  ) throws(LinkBuildError) -> URL {
    try url(
      of: link(
        for: pattern, parameters: parameters, wildcards: wildcards, remainder: remainder,
        query: query, fragment: fragment, form: form), for: pattern, form: form)
  }

  /// Builds the link for a pattern with one or more `**`, each with its own
  /// segments; see ``link(for:parameters:wildcards:remainders:query:fragment:form:)``.
  ///
  /// - Throws: ``LinkBuildError`` when a value is missing or cannot be a segment.
  public func url(
    for pattern: RoutePattern, parameters: [String: String] = [:], wildcards: [String] = [],
    remainders: [[String]], query: [QueryItem] = [], fragment: String? = nil,
    form: LinkForm = .preferred
  ) throws(LinkBuildError) -> URL {
    try url(
      of: link(
        for: pattern, parameters: parameters, wildcards: wildcards, remainders: remainders,
        query: query, fragment: fragment, form: form), for: pattern, form: form)
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

  /// The `URL` of a link the table built, which Foundation reads unless the
  /// form's scheme or domain is one it cannot hold.
  private func url(
    of text: String, for pattern: RoutePattern, form: LinkForm
  ) throws(LinkBuildError) -> URL {
    guard let url = URL(string: text) else {
      throw LinkBuildError(pattern: pattern, reason: .formNotAllowed(form))
    }
    return url
  }
}
