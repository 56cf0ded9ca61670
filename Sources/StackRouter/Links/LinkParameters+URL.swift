import Foundation

extension LinkParameters {
  /// The first value for `name` as a URL, accepted only when its scheme and
  /// host are allowed: the safe way to read `?redirect=` and similar values.
  ///
  /// Hosts compare exactly and case-insensitively; a URL with a user name,
  /// password or port is refused, and so is one whose query carries URLs
  /// nested deeper than `maximumNesting` (`?next=` chains built to exhaust
  /// whoever follows them).
  ///
  /// ```swift
  /// let next = try link.parameters.url("next", allowedHosts: ["example.com"])
  /// ```
  ///
  /// - Parameters:
  ///   - name: the parameter's name.
  ///   - allowedHosts: the hosts the URL may name.
  ///   - allowedSchemes: the schemes it may use; `https` only by default.
  ///   - maximumNesting: how many URLs deep the value may go, itself included,
  ///     through URLs in its query items: 2 by default, so
  ///     `https://example.com/login?next=https://example.com/inbox` is
  ///     accepted and a third level is not.
  /// - Throws: ``ParameterError`` when the parameter is missing, is not a URL,
  ///   its scheme or host is not allowed, or it nests URLs too deep.
  public func url(
    _ name: String, allowedHosts: Set<String>, allowedSchemes: Set<String> = ["https"],
    maximumNesting: Int = 2
  ) throws(ParameterError) -> URL {
    guard let text = self[name] else { throw ParameterError(name: name, reason: .missing) }
    guard let components = URLComponents(string: text), let url = components.url,
      let scheme = components.scheme?.lowercased()
    else {
      throw ParameterError(name: name, reason: .invalid(value: text, expected: "URL"))
    }
    guard let host = components.host?.lowercased() else {
      throw ParameterError(name: name, reason: .disallowedURL(value: text))
    }
    let hosts = Set(allowedHosts.map { $0.lowercased() })
    let schemes = Set(allowedSchemes.map { $0.lowercased() })
    guard schemes.contains(scheme), hosts.contains(host), components.user == nil,
      components.password == nil, components.port == nil
    else { throw ParameterError(name: name, reason: .disallowedURL(value: text)) }
    if Self.nests(components, deeperThan: maximumNesting) {
      throw ParameterError(name: name, reason: .nestedTooDeeply(value: text, limit: maximumNesting))
    }
    return url
  }

  /// Whether URLs nest deeper than `limit` levels through query items,
  /// `components` being the first. It looks no deeper than `limit` + 1.
  private static func nests(_ components: URLComponents, deeperThan limit: Int) -> Bool {
    let nested = (components.queryItems ?? []).compactMap { item -> URLComponents? in
      guard let value = item.value, let inner = URLComponents(string: value),
        inner.scheme != nil, inner.host != nil
      else { return nil }
      return inner
    }
    guard !nested.isEmpty else { return limit < 1 }
    return limit <= 1 || nested.contains { nests($0, deeperThan: limit - 1) }
  }
}
