import Foundation

extension LinkParameters {
  /// The first value for `name` as a URL, accepted only when its scheme and
  /// host are allowed: the safe way to read `?redirect=` and similar values.
  ///
  /// Hosts compare exactly and case-insensitively; a URL with a user name,
  /// password or port is refused.
  ///
  /// ```swift
  /// let next = try link.parameters.url("next", allowedHosts: ["example.com"])
  /// ```
  ///
  /// - Throws: ``ParameterError`` when the parameter is missing, is not a URL,
  ///   or its scheme or host is not allowed.
  public func url(
    _ name: String, allowedHosts: Set<String>, allowedSchemes: Set<String> = ["https"]
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
    return url
  }
}
