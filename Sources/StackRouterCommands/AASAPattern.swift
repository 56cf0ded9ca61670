/// A pattern of an apple-app-site-association `components` entry, matched
/// as Apple documents it: `*` matches zero or more characters, `/`
/// included; `?` matches exactly one character; so `?*` matches one or
/// more. Every other character matches itself. A pattern matches the whole
/// text.
///
/// Apple documents no escape: a `*` or `?` in a pattern is always a wildcard.
///
/// See "applinks.Details.Components" in Apple's Bundle Resources
/// documentation.
struct AASAPattern: Hashable, Sendable, CustomStringConvertible {
  /// The pattern as written in the file.
  let text: String

  init(_ text: String) {
    self.text = text
  }

  var description: String { text }

  /// Whether the pattern matches all of `subject`.
  ///
  /// - Parameter caseSensitive: `false` compares characters ignoring case.
  func matches(_ subject: String, caseSensitive: Bool = true) -> Bool {
    let pattern = Array(caseSensitive ? text : text.lowercased())
    let subject = Array(caseSensitive ? subject : subject.lowercased())
    // The classic linear wildcard walk: on a mismatch, let the last `*`
    // swallow one more character and try again from there.
    var (p, s) = (0, 0)
    var star: (pattern: Int, subject: Int)?
    while s < subject.count {
      if p < pattern.count, pattern[p] == "?" || (pattern[p] != "*" && pattern[p] == subject[s]) {
        p += 1
        s += 1
      } else if p < pattern.count, pattern[p] == "*" {
        star = (p, s)
        p += 1
      } else if let last = star {
        p = last.pattern + 1
        s = last.subject + 1
        star = (last.pattern, last.subject + 1)
      } else {
        return false
      }
    }
    while p < pattern.count, pattern[p] == "*" { p += 1 }
    return p == pattern.count
  }
}
