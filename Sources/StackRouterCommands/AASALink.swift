import Foundation

/// The parts of a universal link the `components` patterns look at, as
/// written: the path (`/` when empty), the query and the fragment, without
/// their `?` and `#`.
struct AASALink: Hashable, Sendable, CustomStringConvertible {
  let path: String
  let query: String?
  let fragment: String?
  /// The link as given.
  let description: String

  /// Splits an `https` link; `nil` for anything else.
  init?(_ link: String) {
    guard let schemeEnd = link.range(of: "://"),
      link[..<schemeEnd.lowerBound].lowercased() == "https"
    else { return nil }
    var rest = Substring(link[schemeEnd.upperBound...])
    var fragment: String?
    if let hash = rest.firstIndex(of: "#") {
      fragment = String(rest[rest.index(after: hash)...])
      rest = rest[..<hash]
    }
    var query: String?
    if let question = rest.firstIndex(of: "?") {
      query = String(rest[rest.index(after: question)...])
      rest = rest[..<question]
    }
    let path = rest.firstIndex(of: "/").map { String(rest[$0...]) } ?? "/"
    self.path = path
    self.query = query
    self.fragment = fragment
    self.description = link
  }

  /// The query's `name=value` items, in order.
  func queryItems(decoded: Bool) -> [(name: String, value: String)] {
    guard let query else { return [] }
    return query.split(separator: "&").map { item in
      let parts = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      let name = String(parts[0])
      let value = parts.count > 1 ? String(parts[1]) : ""
      return decoded
        ? (name.removingPercentEncoding ?? name, value.removingPercentEncoding ?? value)
        : (name, value)
    }
  }
}
