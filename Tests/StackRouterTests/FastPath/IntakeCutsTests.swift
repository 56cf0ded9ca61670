import Foundation
import Testing

@testable import StackRouter

/// Intake cuts a link's path and query from where its first pass found
/// their `/`, `&` and `=` (``IntakeCuts``), in a room on the stack; a link
/// with more cuts than the room holds is read again into room for all of
/// them. These tests read links with rooms of every size, down to none,
/// and against a reading written the plain way: split at `/`, `?`, `#`,
/// `&` and `=`, then decode.
@Suite("Intake: a link cut from its first pass")
struct IntakeCutsTests {
  /// Every accepted and refused link of the intake tests, and a few more
  /// whose pieces stand at the edges of their parts.
  static let links: [String] =
    URLIntakeTests.accepted.map(\.link) + URLIntakeTests.refused.map(\.link)
    + URLIntakeTests.limitCases.map(\.link) + [
      "myapp://h/a%2Fb/c?x=1&y#z", "myapp://h?", "myapp://h#", "myapp://h?#", "myapp:?a=1",
      "myapp:#a", "myapp://?a=1", "myapp://h/&=/+%20?/=&&==%41&#&=?", "myapp://h%20/a",
      "myapp://h%00/a", "myapp://%/a", "https://app.com%2F/a", "https://app.com/%/a",
      "myapp://h/a?b=%ZZ&c=%00", "myapp://h/a?=%ZZ&c=%00", "myapp://h/./a?x=1",
      "myapp://h/a#%ZZ", "myapp://h/a?q=%ZZ#%00", "myapp://a/b/c/d?e=1&f=2&g=3&h=4",
      "MYAPP://h", "myapp://h/" + String(repeating: "a/", count: 60) + "?x=1",
      "myapp://h?" + (0..<70).map { "k\($0)=\($0)" }.joined(separator: "&"),
    ]

  /// What a link reads as: its pieces, or the refusal and its column.
  private static func reading(
    _ link: String, cutRoom: Int, options: MatchingOptions = MatchingOptions()
  ) -> String {
    let intake = URLIntake(schemes: ["myapp"], domains: ["app.com"], options: options)
    do {
      let request = try intake.read(link, cutRoom: cutRoom)
      return "\(request.origin) \(request.firstSegmentIsHost) \(request.segments) "
        + "\(Array(request.queryItems)) \(String(describing: request.fragment))"
    } catch {
      return "\(error.reason) at \(String(describing: error.column))"
    }
  }

  @Test(
    "a link reads the same with room for any number of cuts, down to none",
    arguments: [0, 1, 2, 3, 4, 5, 8, 13])
  func anyRoom(cutRoom: Int) {
    let small = MatchingOptions(
      limits: MatchingLimits(urlLength: 24, segmentCount: 3, segmentLength: 5, queryItemCount: 2))
    for options in [MatchingOptions(), small, MatchingOptions(plusIsSpaceInQuery: false)] {
      for link in Self.links {
        let expected = Self.reading(link, cutRoom: IntakeCuts.roomCapacity, options: options)
        #expect(
          Self.reading(link, cutRoom: cutRoom, options: options) == expected, "\(link)")
      }
    }
  }

  @Test(
    "links with as many cuts as the room on the stack holds, and more, read the plain way",
    arguments: 40...56)
  func aroundTheRoom(count: Int) throws {
    let roomy = MatchingOptions(limits: MatchingLimits(segmentCount: 100, queryItemCount: 100))
    let intake = URLIntake(schemes: ["myapp"], domains: ["app.com"], options: roomy)
    let path = "/" + (0..<count).map { "s\($0)" }.joined(separator: "/")
    let query = (0..<count).map { "k\($0)=v%20\($0)" }.joined(separator: "&")
    for link in ["myapp://h" + path, "myapp://h?" + query, "myapp://h" + path + "?" + query] {
      let request = try intake.read(link)
      let expected = plainReading(link)
      #expect(request.segments == expected.segments, "\(link)")
      #expect(Array(request.queryItems) == expected.query, "\(link)")
    }
    // With the default limits, the first segment or item past them is
    // refused where it starts, whatever the room.
    let link = "myapp://h" + path + "?" + query
    let error = try #require(throws: InvalidURLError.self) {
      try URLIntake(schemes: ["myapp"], domains: [], options: MatchingOptions()).read(link)
    }
    #expect(error.reason == .tooManySegments(limit: 32))
    // The 33rd segment, the host first, is `s31`: its column counts from 1.
    let slash = try #require(link.range(of: "/s31/")).lowerBound
    #expect(error.column == link.utf8.distance(from: link.startIndex, to: slash) + 2)
  }

  @Test("3,000 random links of separators, escapes and plain bytes read the plain way")
  func randomLinks() throws {
    let intake = URLIntake(schemes: ["myapp"], domains: [], options: MatchingOptions())
    let pathPieces = ["a", "b1", "/", "//", "%20", "+", "=", "&", "%C3%A9", "%2B", "%3F", "-"]
    let queryPieces = [
      "a", "b", "=", "==", "&", "&&", "+", "%20", "%3D", "%26", "/", "?", "%C3%A9",
    ]
    let fragmentPieces = ["x", "%20", "?", "#", "/", "&", "=", "+"]
    var random = SplitMix64(seed: 2_028)
    func text(_ pieces: [String], _ count: UInt64) -> String {
      (0..<Int(random.next() % count)).map { _ in
        pieces[Int(random.next() % UInt64(pieces.count))]
      }.joined()
    }
    for _ in 0..<3_000 {
      var link = "myapp://h/" + text(pathPieces, 14)
      if random.next() % 3 != 0 { link += "?" + text(queryPieces, 14) }
      if random.next() % 3 == 0 { link += "#" + text(fragmentPieces, 6) }
      for cutRoom in [IntakeCuts.roomCapacity, 0, 3] {
        let request = try intake.read(link, cutRoom: cutRoom)
        let expected = plainReading(link)
        #expect(request.segments == expected.segments, "\(link), room \(cutRoom)")
        #expect(Array(request.queryItems) == expected.query, "\(link), room \(cutRoom)")
        #expect(request.fragment == expected.fragment, "\(link), room \(cutRoom)")
      }
    }
  }
}

/// A custom-scheme link read the plain way: the fragment after the first
/// `#`, the query after the first `?` before it, the segments (the host
/// first) split at `/` with empty ones skipped, the items split at `&`,
/// empty ones and those with no name skipped, and at their first `=`;
/// each piece decoded, a `+` a space in the query only.
private func plainReading(
  _ link: String
) -> (segments: [String], query: [QueryItem], fragment: String?) {
  var rest = Substring(link.dropFirst("myapp://".count))
  var fragment: String?
  if let hash = rest.firstIndex(of: "#") {
    fragment = rest[rest.index(after: hash)...].removingPercentEncoding
    rest = rest[..<hash]
  }
  var query: Substring?
  if let question = rest.firstIndex(of: "?") {
    query = rest[rest.index(after: question)...]
    rest = rest[..<question]
  }
  let segments = rest.split(separator: "/").map { $0.removingPercentEncoding ?? "(broken)" }
  let items = (query ?? "").split(separator: "&").compactMap { item -> QueryItem? in
    let parts = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
    guard !parts[0].isEmpty else { return nil }
    func decode(_ text: Substring) -> String {
      text.replacingOccurrences(of: "+", with: " ").removingPercentEncoding ?? "(broken)"
    }
    return QueryItem(name: decode(parts[0]), value: parts.count > 1 ? decode(parts[1]) : "")
  }
  return (segments, items, fragment)
}
