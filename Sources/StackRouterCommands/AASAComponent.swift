import Foundation

/// One entry of an apple-app-site-association `components` array, and how
/// the system matches a universal link against it, from Apple's
/// documentation of `applinks.Details.Components`:
///
/// - `/`, `?` and `#` are patterns (``AASAPattern``) for the URL's path,
///   query and fragment; a missing key is `*`, which matches everything. `?`
///   may instead be a dictionary of query item names to value patterns,
///   each of which must match an item of that name.
/// - A URL matches a component when it matches every pattern the component
///   has. In a `components` array the first component that matches decides:
///   the link opens the app, unless that component says `exclude`.
/// - `caseSensitive` (default `true`) and `percentEncoded` (default `true`).
///   Apple says only that `percentEncoded` tells whether URLs are
///   percent-encoded. This matcher reads it as most tools do: with `true`
///   the patterns are compared with the URL as it is written, encoded; with
///   `false` the URL's path, query and fragment are percent-decoded first.
///   The components StackRouter writes keep the default, so they do not
///   depend on that reading.
struct AASAComponent: Hashable, Sendable {
  /// The `?` key: a pattern for the whole query, or value patterns by item name.
  enum Query: Hashable, Sendable {
    case pattern(AASAPattern)
    case items([String: AASAPattern])
  }

  var path: AASAPattern?
  var query: Query?
  var fragment: AASAPattern?
  var exclude = false
  var caseSensitive: Bool?
  var percentEncoded: Bool?
  var comment: String?

  /// The component as the file's JSON writes it; keys left at their
  /// default are omitted.
  var jsonObject: [String: Any] {
    var object: [String: Any] = [:]
    if let path { object["/"] = path.text }
    switch query {
    case .pattern(let pattern): object["?"] = pattern.text
    case .items(let items): object["?"] = items.mapValues(\.text)
    case nil: break
    }
    if let fragment { object["#"] = fragment.text }
    if exclude { object["exclude"] = true }
    if let caseSensitive { object["caseSensitive"] = caseSensitive }
    if let percentEncoded { object["percentEncoded"] = percentEncoded }
    if let comment { object["comment"] = comment }
    return object
  }

  /// Whether a link matches every pattern the component has.
  func matches(_ link: AASALink) -> Bool {
    let sensitive = caseSensitive ?? true
    let decoded = percentEncoded == false
    let text = { (raw: String) in decoded ? (raw.removingPercentEncoding ?? raw) : raw }
    if let path, !path.matches(text(link.path), caseSensitive: sensitive) { return false }
    if let fragment, !fragment.matches(text(link.fragment ?? ""), caseSensitive: sensitive) {
      return false
    }
    switch query {
    case nil:
      return true
    case .pattern(let pattern):
      return pattern.matches(text(link.query ?? ""), caseSensitive: sensitive)
    case .items(let patterns):
      let items = link.queryItems(decoded: decoded)
      return patterns.allSatisfy { name, pattern in
        items.contains { item in
          item.name == name && pattern.matches(item.value, caseSensitive: sensitive)
        }
      }
    }
  }

  /// Whether a `components` array lets the system open `link` in the app:
  /// the first component that matches decides.
  static func accepts(_ link: AASALink, in components: [AASAComponent]) -> Bool {
    guard let first = components.first(where: { $0.matches(link) }) else { return false }
    return !first.exclude
  }
}
