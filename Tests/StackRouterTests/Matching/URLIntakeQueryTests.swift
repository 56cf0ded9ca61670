import Foundation
import Testing

@testable import StackRouter

/// The query, cut in intake's first pass (`URLIntake.Reader.readQuery`): a
/// link that holds a `%` or `+` has its items cut, and each name and value
/// told whether it holds an escape, in the one pass over the link's bytes.
/// These tests check it against a reading written the plain way: split at
/// `&`, then at the first `=`, then decode.
@Suite("URL intake: the query's one pass")
struct URLIntakeQueryTests {
  @Test(
    "items with escapes, `+`, extra `=`, empty items and bare names read as the plain reading says",
    arguments: [
      "a=1&b=%20x+y&c",
      "%61+b=c%3Dd=e&&=skipped&f=&g%2B=+",
      "q=red+shoes&color=dark+blue&size=42",
      "utm_campaign=spring%20sale&ref=home&",
      "x=caf%C3%A9+cr%C3%A8me&y=%E2%82%AC5&z=%F0%9F%98%80",
      "&&&=&=x&+=+&%25=%25",
      "name+only&n%41me=v%41lue+&last=",
      "a=1+2&b=caf\u{E9}+cr\u{E8}me&c=%E6%9D%B1%E4%BA%AC",
    ])
  func examples(query: String) throws {
    for plusIsSpace in [true, false] {
      let read = try queryTable(plusIsSpace: plusIsSpace).read("myapp://h/a?" + query)
      #expect(Array(read.queryItems) == plainReading(query, plusIsSpace: plusIsSpace))
    }
  }

  @Test("2,000 random queries of escapes, `+`, `=` and `&` read as the plain reading says")
  func randomQueries() throws {
    let pieces = ["a", "b", "=", "&", "+", "%20", "%2B", "%3D", "%26", "%C3%A9", "\u{E9}", "1"]
    var random = SplitMix64(seed: 28)
    let tables = [
      true: try queryTable(plusIsSpace: true), false: try queryTable(plusIsSpace: false),
    ]
    for _ in 0..<2_000 {
      let query = (0..<Int(random.next() % 12)).map { _ in
        pieces[Int(random.next() % UInt64(pieces.count))]
      }.joined()
      for plusIsSpace in [true, false] {
        let read = try #require(tables[plusIsSpace]).read("myapp://h/a?" + query)
        #expect(
          Array(read.queryItems) == plainReading(query, plusIsSpace: plusIsSpace),
          "query \(query), plusIsSpace \(plusIsSpace)")
      }
    }
  }

  @Test("a broken escape or a control in any item is refused, the first item's refusal first")
  func refusals() throws {
    let table = try queryTable(plusIsSpace: true)
    let cases: [(String, InvalidURLError.Reason)] = [
      ("a=1&b=%ZZ&c=%00", .invalidPercentEncoding("%ZZ")),
      ("a=1&b=%00&c=%ZZ", .controlCharacter(segment: nil)),
      ("a+b=%C3&c=1", .invalidPercentEncoding("%C3")),
      ("a%=b+c", .invalidPercentEncoding("a%")),
    ]
    for (query, reason) in cases {
      let error = #expect(throws: InvalidURLError.self, "query \(query)") {
        try table.read("myapp://h/a?" + query)
      }
      #expect(error?.reason == reason, "query \(query)")
    }
  }
}

/// The items a query holds, read the plain way: split at `&`, skip empty
/// items and items with no name, cut at the first `=`, decode.
private func plainReading(_ query: String, plusIsSpace: Bool) -> [QueryItem] {
  query.split(separator: "&", omittingEmptySubsequences: true).compactMap { item in
    let parts = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
    guard !parts[0].isEmpty else { return nil }
    func decode(_ text: Substring) -> String {
      let spaced = plusIsSpace ? text.replacingOccurrences(of: "+", with: " ") : String(text)
      return spaced.removingPercentEncoding ?? "(broken)"
    }
    return QueryItem(name: decode(parts[0]), value: parts.count > 1 ? decode(parts[1]) : "")
  }
}

private func queryTable(plusIsSpace: Bool) throws -> RouteTable {
  var registrar = Registrar(options: MatchingOptions(plusIsSpaceInQuery: plusIsSpace))
  registrar.accept(scheme: "myapp")
  registrar.register("h<HostVC>/a<AVC>")
  return try registrar.makeTable()
}
