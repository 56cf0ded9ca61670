import Testing

@testable import StackRouter

/// Link intake, item by item through the hostile-input catalog (sections A,
/// B and C of the Security article, numbered as the `catalog N` tests here
/// name them), read through a small table that accepts the scheme `myapp`
/// and the domain `app.com`.
@Suite("URL intake")
struct URLIntakeTests {
  // MARK: Accepted links

  @Test(
    "an accepted link decodes to exactly these segments, query and fragment", arguments: accepted)
  func acceptedLink(_ example: Accepted) throws {
    let request = try intakeTable().read(example.link)
    #expect(request.segments == example.segments)
    #expect(request.firstSegmentIsHost == example.firstSegmentIsHost)
    #expect(Array(request.queryItems) == example.queryItems)
    #expect(request.fragment == example.fragment)
    #expect(request.origin == example.origin)
    #expect(request.original == example.link)
  }

  // MARK: Refused links

  @Test("a refused link names exactly this reason and column", arguments: refused)
  func refusedLink(_ example: Refused) throws {
    let error = try #require(throws: InvalidURLError.self) {
      try intakeTable().read(example.link)
    }
    #expect(error.reason == example.reason)
    #expect(error.column == example.column)
    #expect(error.input == example.link)
  }

  @Test(
    "catalog 12: a link with neither '//' nor a path is refused ('myapp://' names the root)",
    arguments: ["myapp:", ""])
  func linkWithNothingAfterTheScheme(_ link: String) throws {
    let table = try intakeTable()
    #expect(throws: InvalidURLError.self) { try table.read(link) }
  }

  @Test(
    "a custom-scheme link with nothing after '//' names the root: no segments, its query kept",
    arguments: ["myapp://", "myapp:///", "myapp://?ref=mail", "MYAPP://#top"])
  func rootLink(_ link: String) throws {
    let request = try intakeTable().read(link)
    #expect(request.segments.isEmpty)
    #expect(request.queryItems.map(\.name) == (link.contains("ref") ? ["ref"] : []))
  }

  // MARK: Catalog items pinned by their rows of the tables above

  /// Checks every accepted and refused row labelled with the hostile-input
  /// code `code` (`A3`), and that there is at least one.
  private func checkRows(
    _ code: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) throws {
    let table = try intakeTable()
    let accepted = Self.accepted.filter { $0.label.hasPrefix(code + " ") }
    let refused = Self.refused.filter { $0.label.hasPrefix(code + " ") }
    #expect(
      !(accepted.isEmpty && refused.isEmpty), "no rows for \(code)", sourceLocation: sourceLocation)
    for example in accepted {
      let request = try table.read(example.link)
      #expect(
        request.segments == example.segments, "\(example.label)", sourceLocation: sourceLocation)
      #expect(
        Array(request.queryItems) == example.queryItems, "\(example.label)",
        sourceLocation: sourceLocation
      )
      #expect(
        request.fragment == example.fragment, "\(example.label)", sourceLocation: sourceLocation)
    }
    for example in refused {
      do {
        _ = try table.read(example.link)
        Issue.record("\(example.label) was accepted", sourceLocation: sourceLocation)
      } catch {
        #expect(error.reason == example.reason, "\(example.label)", sourceLocation: sourceLocation)
        #expect(error.column == example.column, "\(example.label)", sourceLocation: sourceLocation)
      }
    }
  }

  @Test("catalog 3: a domain that only contains, prefixes or suffixes app.com is not accepted")
  func catalog03() throws { try checkRows("A3") }

  @Test("catalog 4: a link with user info before the host is refused, whatever its scheme")
  func catalog04() throws { try checkRows("A4") }

  @Test("catalog 5: a backslash in the authority is refused at its column")
  func catalog05() throws { try checkRows("A5") }

  @Test("catalog 9: a port is refused on custom schemes and universal links alike")
  func catalog09() throws { try checkRows("A9") }

  @Test("catalog 10: an empty host and an opaque link are read explicitly, as a path")
  func catalog10() throws { try checkRows("A10") }

  @Test("catalog 11: an unclosed IPv6 literal is an invalid host")
  func catalog11() throws { try checkRows("A11") }

  @Test(
    "catalog 12: an empty link, one without a scheme, and universal links without a host are refused"
  )
  func catalog12() throws { try checkRows("A12") }

  @Test("catalog 13: repeated and trailing slashes are ignored, one policy for every link")
  func catalog13() throws { try checkRows("B13") }

  @Test(
    "catalog 18: '?', '#' and NUL inside a segment stay data, and control characters are refused")
  func catalog18() throws { try checkRows("B18") }

  @Test("catalog 19: a broken escape is refused as invalid percent-encoding, never a crash")
  func catalog19() throws { try checkRows("B19") }

  @Test("catalog 25: empty query names and empty items are skipped, a bare name has an empty value")
  func catalog25() throws { try checkRows("C25") }

  @Test("a refused link explains itself in these words", arguments: messages)
  func refusalMessage(_ example: Message) throws {
    let error = try #require(throws: InvalidURLError.self) {
      try intakeTable().read(example.link)
    }
    #expect(error.message == example.message)
  }

  @Test("a refusal prints the message, the link and a caret under the column")
  func refusalDescription() throws {
    let error = try #require(throws: InvalidURLError.self) {
      try intakeTable().read("https://evilapp.com/x")
    }
    #expect(
      error.description == """
        error: the domain 'evilapp.com' is not accepted
        https://evilapp.com/x
                ^
        """)
  }

  @Test("an empty link prints its message without a caret")
  func emptyLinkDescription() throws {
    let error = try #require(throws: InvalidURLError.self) { try intakeTable().read("") }
    #expect(error.description == "error: the link is empty\n")
  }

  // MARK: Schemes and hosts

  @Test(
    "catalog 1: a custom-scheme link reaches its route whatever the case of its scheme and host")
  func caseInsensitiveSchemeAndHost() throws {
    let table = try intakeTable()
    for link in ["MyApp://Host/x", "MYAPP://HOST/x", "myapp://host/x"] {
      #expect(target(of: link, in: table) == "XVC", "\(link)")
    }
    #expect(target(of: "myapp://host/X", in: table) == nil, "path literals keep their case")
  }

  @Test("`myapp:a/b` reads the same segments as `myapp://a/b`, without a host")
  func opaqueCustomScheme() throws {
    let table = try intakeTable()
    let opaque = try table.read("myapp:a/b")
    let hierarchical = try table.read("myapp://a/b")
    #expect(opaque.segments == hierarchical.segments)
    #expect(opaque.segments == ["a", "b"])
    #expect(!opaque.firstSegmentIsHost)
    #expect(hierarchical.firstSegmentIsHost)
    #expect(target(of: "myapp:a/42", in: table) == "AIDVC")
    #expect(target(of: "myapp://a/42", in: table) == "AIDVC")
  }

  @Test("catalog 6: `https://app.com.` with a trailing dot is read as app.com")
  func trailingDotHost() throws {
    let table = try intakeTable()
    let request = try table.read("https://app.com./a/7")
    #expect(request.origin == .universalLink(host: "app.com"))
    #expect(request.scope == .domain("app.com"))
    #expect(target(of: "https://app.com./a/7", in: table) == "AIDVC")
  }

  @Test(
    "catalog 7, catalog 8: a host that only looks like app.com is refused",
    arguments: ["https://\u{430}pp.com/a", "https://app\u{3002}com/a", "https://app\u{FF0E}com/a"])
  func lookalikeHost(_ link: String) throws {
    let table = try intakeTable()
    let error = try #require(throws: InvalidURLError.self) { try table.read(link) }
    #expect(error.reason == .invalidHost)
    #expect(error.column == 9)
  }

  @Test("catalog 2: `http://` is refused by default and read as a universal link with acceptsHTTP")
  func httpUniversalLinks() throws {
    let strict = try intakeTable()
    let refusal = try #require(throws: InvalidURLError.self) {
      try strict.read("http://app.com/x")
    }
    #expect(refusal.reason == .schemeNotAccepted("http"))
    #expect(refusal.column == 1)

    let lenient = try intakeTable(options: MatchingOptions(acceptsHTTP: true))
    let request = try lenient.read("http://app.com/a/1")
    #expect(request.origin == .universalLink(host: "app.com"))
    #expect(request.segments == ["a", "1"])
    #expect(target(of: "http://app.com/a/1", in: lenient) == "AIDVC")
    let stranger = try #require(throws: InvalidURLError.self) {
      try lenient.read("http://evil.com/a/1")
    }
    #expect(stranger.reason == .domainNotAccepted("evil.com"))
  }

  // MARK: Paths

  @Test("catalog 14: a link shorter than a route with several parameters is simply unmatched")
  func shorterThanTheRoute() throws {
    var registrar = Registrar()
    registrar.accept(scheme: "myapp")
    registrar.register("something/:v/detail/:v2/*<SomethingVC>")
    let table = try registrar.makeTable()
    guard case .unmatched(let request) = table.resolve("myapp://something/v/detail/") else {
      Issue.record("expected no match")
      return
    }
    #expect(request.segments == ["something", "v", "detail"])
    #expect(target(of: "myapp://something/v/detail/w/z", in: table) == "SomethingVC")
  }

  @Test(
    "catalog 15, catalog 16, catalog 17: a link that tries to climb out of its path is refused or matched literally",
    arguments: [
      ("myapp://a/../admin", "invalid"),
      ("myapp://a/%2e%2e/admin", "invalid"),
      ("myapp://a/%2E%2E/admin", "invalid"),
      ("myapp://a/./admin", "invalid"),
      ("myapp://%2e%2e/admin", "invalid"),
      ("https://app.com/a/../admin", "invalid"),
      ("https://app.com/../admin", "invalid"),
      ("myapp://a/..%2Fadmin", "AIDVC id=../admin"),
      ("myapp://a/%252e%252e/admin", "unmatched"),
    ])
  func noClimbing(_ link: String, _ outcome: String) throws {
    #expect(try summary(of: link, in: intakeTable()) == outcome)
  }

  @Test("catalog 20: NFC and NFD spellings of café reach the same literal route")
  func unicodeNormalization() throws {
    let composed = "caf\u{E9}"
    let decomposed = "cafe\u{301}"
    let links = [
      "myapp://menu/\(composed)", "myapp://menu/\(decomposed)", "myapp://menu/caf%C3%A9",
      "myapp://menu/cafe%CC%81", "https://app.com/menu/caf%C3%A9",
      "https://app.com/menu/cafe%CC%81",
    ]
    for spelling in [composed, decomposed] {
      var registrar = Registrar()
      registrar.accept(scheme: "myapp")
      registrar.accept(domain: "app.com")
      registrar.register("menu<MenuVC>/\(spelling)<CafeVC>")
      let table = try registrar.makeTable()
      for link in links {
        #expect(
          target(of: link, in: table) == "CafeVC",
          "route \(spelling.unicodeScalars.count) scalars, \(link)")
      }
    }
  }

  // MARK: Queries

  @Test("catalog 23: `+` is a plus sign in the path, and a space in the query unless configured")
  func plusSigns() throws {
    let link = "myapp://h/a+b?q=a+b&r=%2B&s+t=1"
    let byDefault = try intakeTable().read(link)
    #expect(byDefault.segments == ["h", "a+b"])
    #expect(
      byDefault.queryItems == [item("q", "a b"), item("r", "+"), item("s t", "1")])

    let literal = try intakeTable(options: MatchingOptions(plusIsSpaceInQuery: false)).read(link)
    #expect(literal.segments == ["h", "a+b"])
    #expect(literal.queryItems == [item("q", "a+b"), item("r", "+"), item("s+t", "1")])
  }

  @Test(
    "catalog 24: repeated query keys are kept in order, and the single-value accessor gives the first"
  )
  func repeatedKeys() throws {
    let table = try intakeTable()
    let request = try table.read("myapp://a/7?tag=x&id=9&tag=y&tag=z")
    #expect(
      request.queryItems == [item("tag", "x"), item("id", "9"), item("tag", "y"), item("tag", "z")])
    guard case .matched(let link) = table.resolve(request) else {
      Issue.record("expected a match")
      return
    }
    #expect(link.parameters["tag"] == "x")
    #expect(link.parameters.values("tag") == ["x", "y", "z"])
    #expect(link.parameters["id"] == "7", "the route parameter wins over the query")
  }

  @Test(
    "every piece is kept when a link has as many as its '/' and '&' allow, '&' inside segments too",
    arguments: [
      // One segment and five items: eleven pieces, the most four separators allow.
      ("myapp:x?a&b&c&d&e", ["x"], ["a", "b", "c", "d", "e"]),
      ("myapp://h/a//b/?&&x&y=&&z=1&w", ["h", "a", "b"], ["x", "y", "z", "w"]),
      ("myapp:a&b/c&d?x&y", ["a&b", "c&d"], ["x", "y"]),
    ])
  func piecesUpToTheSeparators(
    _ link: String, segments: [String], names: [String]
  ) throws {
    let request = try intakeTable().read(link)
    #expect(request.segments == segments)
    #expect(request.queryItems.map(\.name) == names)
    #expect(request.queryItems.allSatisfy { $0.name == "z" ? $0.value == "1" : $0.value.isEmpty })
  }

  @Test("a link at every default limit at once keeps its 32 segments and 64 query items")
  func everyDefaultLimitAtOnce() throws {
    let path = (1..<32).map { "s\($0)" }.joined(separator: "/")
    let query = (0..<64).map { "k\($0)=\($0)" }.joined(separator: "&")
    let request = try intakeTable().read("myapp://h/\(path)?\(query)")
    #expect(request.segments == ["h"] + (1..<32).map { "s\($0)" })
    #expect(request.queryItems.count == 64)
    #expect(request.queryItems.last == item("k63", "63"))
  }

  // MARK: Limits

  @Test(
    "each limit accepts a link at the limit and refuses the first one past it",
    arguments: limitCases)
  func smallLimits(_ example: LimitCase) throws {
    let limits = MatchingLimits(
      urlLength: 24, segmentCount: 3, segmentLength: 5, queryItemCount: 2)
    let table = try intakeTable(options: MatchingOptions(limits: limits))
    if let reason = example.reason {
      let error = try #require(throws: InvalidURLError.self) { try table.read(example.link) }
      #expect(error.reason == reason)
      #expect(error.column == example.column)
    } else {
      #expect(throws: Never.self) { try table.read(example.link) }
    }
  }

  @Test("catalog 21: 200,000 segments are refused by the default length limit before any matching")
  func manySegmentsWithDefaults() throws {
    let link = "myapp://h/" + String(repeating: "a/", count: 200_000)
    let error = try #require(throws: InvalidURLError.self) { try intakeTable().read(link) }
    #expect(error.reason == .tooLong(limit: 4096))
    #expect(error.column == 4097)
    #expect(error.message == "the link is longer than 4096 bytes")
  }

  @Test("catalog 21: with room for the length, 200,000 segments are refused by the segment count")
  func manySegmentsWithLongURLs() throws {
    let link = "myapp://h/" + String(repeating: "a/", count: 200_000)
    let options = MatchingOptions(limits: MatchingLimits(urlLength: 1_000_000))
    let error = try #require(throws: InvalidURLError.self) {
      try intakeTable(options: options).read(link)
    }
    #expect(error.reason == .tooManySegments(limit: 32))
    #expect(error.column == 73, "the 33rd segment starts after `h/` and 31 times `a/`")
    #expect(error.message == "the path has more than 32 segments")
  }

  @Test("catalog 22: a 64 KB segment is refused by the default length limit")
  func hugeSegmentWithDefaults() throws {
    let link = "myapp://h/" + String(repeating: "a", count: 65_536)
    let error = try #require(throws: InvalidURLError.self) { try intakeTable().read(link) }
    #expect(error.reason == .tooLong(limit: 4096))
    #expect(error.column == 4097)
  }

  @Test("a limit that falls inside a character names the column of that character, within the link")
  func limitInsideCharacter() throws {
    // The 4,096th byte is the second of a combining accent's two, which joins the `a` before it.
    let link = "myapp://" + String(repeating: "a", count: 4_087) + "\u{301}" + "b"
    #expect(link.utf8.count == 4_098 && link.count == 4_096)
    let error = try #require(throws: InvalidURLError.self) { try intakeTable().read(link) }
    #expect(error.reason == .tooLong(limit: 4096))
    #expect(error.column == 4_096)
    #expect((1...(link.count + 1)).contains(error.column ?? 0))
  }

  @Test(
    "every raw ASCII byte is either refused as an invalid character at its column or kept in its segment"
  )
  func everyASCIIByte() throws {
    let table = try intakeTable()
    // `/`, `?`, `#` and `%` have their own meaning in a path; the rest are
    // refused (controls, space, backslash, DEL) or kept as they are.
    let forbidden = Set((0...0x20).map(UInt8.init)).union([0x5C, 0x7F])
    var refused: [UInt8] = []
    for byte in UInt8(0)..<0x80 where !"/?#%".utf8.contains(byte) {
      let character = Character(Unicode.Scalar(byte))
      let link = "myapp://h/a\(character)b"
      do {
        let request = try table.read(link)
        #expect(request.segments == ["h", "a\(character)b"], "byte \(byte)")
      } catch {
        #expect(error.reason == .invalidCharacter(character), "byte \(byte)")
        #expect(error.column == 12, "byte \(byte)")
        refused.append(byte)
      }
    }
    #expect(Set(refused) == forbidden)
  }

  @Test(
    "the first pass, which reads eight bytes at a time, finds a forbidden byte, a '?', a '#' and a byte outside ASCII at every offset"
  )
  func firstPassAtEveryOffset() throws {
    let table = try intakeTable()
    let path = Array("abcdefghijklmnopqrstuvwxyz0123")
    for offset in path.indices {
      let before = String(path[..<offset])
      for character: Character in [" ", "\u{7F}", "\\", "\u{01}"] {
        var changed = path
        changed[offset] = character
        let error = try #require(throws: InvalidURLError.self) {
          try table.read("myapp://h/" + String(changed))
        }
        #expect(error.reason == .invalidCharacter(character), "offset \(offset)")
        #expect(error.column == 11 + offset, "offset \(offset)")
      }
      // A `?` after a `#` belongs to the fragment, wherever the two fall.
      let fragmentFirst = try table.read("myapp://h/" + before + "#x?y=1")
      #expect(fragmentFirst.queryItems.isEmpty, "offset \(offset)")
      #expect(fragmentFirst.fragment == "x?y=1", "offset \(offset)")
      let queryFirst = try table.read("myapp://h/" + before + "?y=1#x")
      #expect(queryFirst.queryItems == [QueryItem(name: "y", value: "1")], "offset \(offset)")
      #expect(queryFirst.fragment == "x", "offset \(offset)")
      var accented = path
      accented[offset] = "é"
      let request = try table.read("myapp://h/" + String(accented))
      #expect(request.segments == ["h", String(accented)], "offset \(offset)")
    }
  }

  @Test(
    "the first pass counts '/', '&', '%' and '+' at every offset: pieces split, escapes decoded, and the piece buffer it sizes is never too small"
  )
  func firstPassSeparatorsAtEveryOffset() throws {
    // Debug builds check every append to the piece buffer the first pass
    // sizes from its count of '/' and '&': a miscount stops the test run.
    let table = try intakeTable()
    let path = Array("abcdefghijklmnopqrstuvwxyz0123")
    func split(_ text: String, on separator: Character) -> [String] {
      text.split(separator: separator, omittingEmptySubsequences: true).map(String.init)
    }
    for offset in path.indices {
      var slashed = path
      slashed[offset] = "/"
      let inPath = try table.read("myapp://h/" + String(slashed))
      #expect(inPath.segments == ["h"] + split(String(slashed), on: "/"), "offset \(offset)")

      // '&' is data in a path, and ends an item in a query.
      var ampersand = path
      ampersand[offset] = "&"
      let text = String(ampersand)
      #expect(try table.read("myapp://h/" + text).segments == ["h", text], "offset \(offset)")
      let query = try table.read("myapp://h?" + text)
      #expect(
        query.queryItems.map(\.name) == split(text, on: "&"), "offset \(offset)")
      #expect(query.queryItems.allSatisfy { $0.value.isEmpty }, "offset \(offset)")

      // '+' is data in a path, and a space in a query value.
      var plus = path
      plus[offset] = "+"
      #expect(
        try table.read("myapp://h/" + String(plus)).segments == ["h", String(plus)],
        "offset \(offset)")
      let value = try table.read("myapp://h?q=" + String(plus))
      #expect(
        value.queryItems == [QueryItem(name: "q", value: String(plus).replacing("+", with: " "))],
        "offset \(offset)")

      // '%' followed by two hex digits is decoded; otherwise it is refused.
      var escaped = path
      escaped.replaceSubrange(
        offset..<min(offset + 3, path.count), with: Array("%2F").prefix(path.count - offset))
      let escapedText = String(escaped)
      if offset + 3 <= path.count {
        let decoded = escapedText.replacing("%2F", with: "/")
        #expect(
          try table.read("myapp://h/" + escapedText).segments == ["h", decoded], "offset \(offset)")
      } else {
        let error = try #require(throws: InvalidURLError.self) {
          try table.read("myapp://h/" + escapedText)
        }
        #expect(error.reason == .invalidPercentEncoding(escapedText), "offset \(offset)")
      }
    }
    // As many separators as a link can hold: every byte a '/' or '&'.
    for count in 1...30 {
      let slashes = String(repeating: "/", count: count)
      #expect(try table.read("myapp://h" + slashes + "a").segments == ["h", "a"])
      let items = String(repeating: "&", count: count)
      let link = "myapp://h/" + String(repeating: "a/", count: count) + "?" + items + "x=1" + items
      let request = try table.read(link)
      #expect(request.segments.count == count + 1)
      #expect(Array(request.queryItems) == [QueryItem(name: "x", value: "1")])
      let dense =
        "myapp:" + String(repeating: "a/", count: count) + "?"
        + String(repeating: "b=c&", count: count)
      #expect(try table.read(dense).queryItems.count == count)
    }
  }

  @Test("catalog 22: a segment past 1,024 bytes is refused by the default segment-length limit")
  func longSegmentWithDefaults() throws {
    let table = try intakeTable()
    let fits = "myapp://h/" + String(repeating: "a", count: 1024)
    #expect(try table.read(fits).segments.last?.count == 1024)

    for length in [1025, 2000] {
      let link = "myapp://h/" + String(repeating: "a", count: length)
      let error = try #require(throws: InvalidURLError.self) { try table.read(link) }
      #expect(error.reason == .segmentTooLong(segment: 2, limit: 1024))
      #expect(error.column == 11)
      #expect(error.message == "path segment 2 is longer than 1024 bytes")
    }
  }

  @Test("catalog 22: with room for the length, a 64 KB segment is refused by the segment length")
  func hugeSegmentWithLongURLs() throws {
    let link = "myapp://h/" + String(repeating: "a", count: 65_536)
    let options = MatchingOptions(limits: MatchingLimits(urlLength: 1_000_000))
    let error = try #require(throws: InvalidURLError.self) {
      try intakeTable(options: options).read(link)
    }
    #expect(error.reason == .segmentTooLong(segment: 2, limit: 1024))
    #expect(error.column == 11)
  }

  @Test("catalog 30: 64 query items pass, and 10,000 are refused by the item count")
  func manyQueryItems() throws {
    let options = MatchingOptions(limits: MatchingLimits(urlLength: 1_000_000))
    let table = try intakeTable(options: options)
    let fits = "myapp://h?" + Array(repeating: "k=v", count: 64).joined(separator: "&")
    #expect(try table.read(fits).queryItems.count == 64)

    let link = "myapp://h?" + Array(repeating: "k=v", count: 10_000).joined(separator: "&")
    let error = try #require(throws: InvalidURLError.self) { try table.read(link) }
    #expect(error.reason == .tooManyQueryItems(limit: 64))
    #expect(error.column == 267, "the 65th item starts after `myapp://h?` and 64 times `k=v&`")
    #expect(error.message == "the query has more than 64 items")
  }
}

// MARK: - Fixtures

extension URLIntakeTests {
  /// A link intake reads, with what it must decode to.
  struct Accepted: Sendable, CustomTestStringConvertible {
    let label: String
    let link: String
    let segments: [String]
    var firstSegmentIsHost = true
    var queryItems: [QueryItem] = []
    var fragment: String?
    var origin = RequestURL.Origin.customScheme("myapp")

    var testDescription: String { "\(label): \(link)" }
  }

  /// A link intake refuses, with why and where.
  struct Refused: Sendable, CustomTestStringConvertible {
    let label: String
    let link: String
    let reason: InvalidURLError.Reason
    let column: Int?

    var testDescription: String { "\(label): \(link)" }
  }

  /// A refused link and its message, word for word.
  struct Message: Sendable, CustomTestStringConvertible {
    let link: String
    let message: String

    var testDescription: String { link.isEmpty ? "(empty)" : link }
  }

  /// A link read with small limits: accepted when `reason` is `nil`.
  struct LimitCase: Sendable, CustomTestStringConvertible {
    let label: String
    let link: String
    var reason: InvalidURLError.Reason?
    var column: Int?

    var testDescription: String { "\(label): \(link)" }
  }

  static let accepted: [Accepted] = [
    // A. Scheme, host, authority
    Accepted(
      label: "A1 scheme and host keep their case", link: "MyApp://Host/x", segments: ["Host", "x"]),
    Accepted(
      label: "A1 an https scheme and domain in capitals", link: "HTTPS://App.COM/x",
      segments: ["x"], firstSegmentIsHost: false, origin: .universalLink(host: "app.com")),
    Accepted(
      label: "A6 a trailing dot is dropped from the host", link: "https://app.com./x",
      segments: ["x"], firstSegmentIsHost: false, origin: .universalLink(host: "app.com")),
    Accepted(
      label: "A10 an empty host leaves only the path", link: "myapp:///x", segments: ["x"],
      firstSegmentIsHost: false),
    Accepted(
      label: "A10 an opaque link has a path and a query", link: "myapp:x?y=1", segments: ["x"],
      firstSegmentIsHost: false, queryItems: [item("y", "1")]),
    Accepted(
      label: "a universal link without a path", link: "https://app.com", segments: [],
      firstSegmentIsHost: false, origin: .universalLink(host: "app.com")),
    // B. Path
    Accepted(
      label: "B13 repeated slashes are ignored", link: "myapp://a//b", segments: ["a", "b"]),
    Accepted(label: "B13 a trailing slash is ignored", link: "myapp://a/b/", segments: ["a", "b"]),
    Accepted(
      label: "B13 repeated and trailing slashes in a universal link", link: "https://app.com//x//",
      segments: ["x"], firstSegmentIsHost: false, origin: .universalLink(host: "app.com")),
    Accepted(
      label: "B14 a trailing slash on a short link", link: "myapp://something/v/detail/",
      segments: ["something", "v", "detail"]),
    Accepted(
      label: "B16 a double-encoded dot segment is decoded once", link: "myapp://h/%252e%252e/admin",
      segments: ["h", "%2e%2e", "admin"]),
    Accepted(
      label: "B17 an encoded slash stays inside its segment", link: "myapp://h/a%2Fb/c",
      segments: ["h", "a/b", "c"]),
    Accepted(
      label: "B17 an encoded slash in a universal link", link: "https://app.com/a%2fb",
      segments: ["a/b"], firstSegmentIsHost: false, origin: .universalLink(host: "app.com")),
    Accepted(
      label: "B18 an encoded '?' is never read as a query", link: "myapp://c/id%3Fview=x",
      segments: ["c", "id?view=x"]),
    Accepted(
      label: "B18 an encoded '#' is never read as a fragment", link: "myapp://c/id%23x",
      segments: ["c", "id#x"]),
    Accepted(
      label: "B20 an NFC segment", link: "myapp://h/caf%C3%A9", segments: ["h", "caf\u{E9}"]),
    Accepted(
      label: "B20 an NFD segment", link: "myapp://h/cafe%CC%81", segments: ["h", "cafe\u{301}"]),
    Accepted(
      label: "B23 a plus in the path stays a plus", link: "myapp://h/a+b", segments: ["h", "a+b"]),
    // C. Query
    Accepted(
      label: "C23 a plus in the query is a space", link: "myapp://h?q=a+b", segments: ["h"],
      queryItems: [item("q", "a b")]),
    Accepted(
      label: "C24 repeated keys are kept in order", link: "myapp://h?id=1&id=2", segments: ["h"],
      queryItems: [item("id", "1"), item("id", "2")]),
    Accepted(
      label: "C25 empty names and empty items are skipped", link: "myapp://h?=v&k=&&",
      segments: ["h"], queryItems: [item("k", "")]),
    Accepted(
      label: "C25 a name without '=' has an empty value", link: "myapp://h?debug", segments: ["h"],
      queryItems: [item("debug", "")]),
    Accepted(
      label: "a query may hold an encoded tab", link: "myapp://h?q=a%09b", segments: ["h"],
      queryItems: [item("q", "a\tb")]),
    Accepted(
      label: "the fragment is decoded once and may hold '?' and '#'",
      link: "myapp://h/x?a=1#f%20x?y#z", segments: ["h", "x"], queryItems: [item("a", "1")],
      fragment: "f x?y#z"),
  ]

  static let refused: [Refused] = [
    // A. Scheme, host, authority
    Refused(
      label: "A2 a scheme the app does not accept", link: "evil://h/x",
      reason: .schemeNotAccepted("evil"), column: 1),
    Refused(
      label: "A2 http is not a universal link by default", link: "http://app.com/x",
      reason: .schemeNotAccepted("http"), column: 1),
    Refused(
      label: "A3 an accepted domain as a prefix", link: "https://app.com.evil.com/",
      reason: .domainNotAccepted("app.com.evil.com"), column: 9),
    Refused(
      label: "A3 an accepted domain as a suffix", link: "https://evilapp.com/",
      reason: .domainNotAccepted("evilapp.com"), column: 9),
    Refused(
      label: "A3 a subdomain needs its own rule", link: "https://www.app.com/x",
      reason: .domainNotAccepted("www.app.com"), column: 9),
    Refused(
      label: "A4 user info before the host", link: "https://app.com@evil.com/x", reason: .userInfo,
      column: 16),
    Refused(
      label: "A4 user info in a custom-scheme link", link: "myapp://user:pw@h/x", reason: .userInfo,
      column: 16),
    Refused(
      label: "A5 a backslash", link: "https://evil.com\\@app.com/x",
      reason: .invalidCharacter("\\"),
      column: 17),
    Refused(
      label: "A7 a Cyrillic letter in the host", link: "https://\u{430}pp.com/x",
      reason: .invalidHost,
      column: 9),
    Refused(
      label: "A8 an ideographic full stop in the host", link: "https://app\u{3002}com/x",
      reason: .invalidHost, column: 9),
    Refused(
      label: "A9 a port on a custom scheme", link: "myapp://h:99999/x", reason: .port, column: 10),
    Refused(
      label: "A9 a port on a universal link", link: "https://app.com:443/x", reason: .port,
      column: 16),
    Refused(
      label: "A11 an unclosed IPv6 literal", link: "myapp://[::1/x", reason: .invalidHost, column: 9
    ),
    Refused(
      label: "A11 an IPv6 literal in a universal link", link: "https://[::1]/x",
      reason: .invalidHost, column: 9),
    Refused(
      label: "A9 a port after a host that is not valid either", link: "https://a_b.com:443/x",
      reason: .port, column: 16),
    Refused(
      label: "A4 user info and a port: user info first", link: "https://u@app.com:1/x",
      reason: .userInfo, column: 10),
    Refused(label: "A12 an empty link", link: "", reason: .empty, column: nil),
    Refused(
      label: "A12 a universal link without '//'", link: "https:app.com/x", reason: .invalidHost,
      column: 7),
    Refused(
      label: "A12 a universal link without a host", link: "https:///x", reason: .invalidHost,
      column: 9),
    Refused(
      label: "A12 a host with an empty label", link: "https://app..com/x", reason: .invalidHost,
      column: 9),
    // B. Path
    Refused(
      label: "B15 a dot-dot segment", link: "myapp://a/../admin", reason: .dotSegment(segment: 2),
      column: 11),
    Refused(
      label: "B15 an encoded dot-dot segment", link: "myapp://a/%2e%2e/admin",
      reason: .dotSegment(segment: 2), column: 11),
    Refused(
      label: "B15 a dot segment", link: "myapp://a/./admin", reason: .dotSegment(segment: 2),
      column: 11),
    Refused(
      label: "B15 a dot-dot host", link: "myapp://../admin", reason: .dotSegment(segment: 1),
      column: 9),
    Refused(
      label: "B15 a dot-dot segment in a universal link", link: "https://app.com/../admin",
      reason: .dotSegment(segment: 1), column: 17),
    Refused(
      label: "B18 an encoded NUL in a segment", link: "myapp://c/id%00",
      reason: .controlCharacter(segment: 2), column: 11),
    Refused(
      label: "B18 an encoded C1 control in a segment", link: "myapp://c/a%C2%85",
      reason: .controlCharacter(segment: 2), column: 11),
    Refused(
      label: "B18 a raw C1 control in a segment", link: "myapp://c/a\u{85}",
      reason: .controlCharacter(segment: 2), column: 11),
    Refused(
      label: "B18 a raw C1 control in the query", link: "myapp://c?q=\u{9F}",
      reason: .controlCharacter(segment: nil), column: 13),
    Refused(
      label: "B18 an encoded tab in a segment", link: "myapp://c/a%09b",
      reason: .controlCharacter(segment: 2), column: 11),
    Refused(
      label: "B18 an encoded NUL in the query", link: "myapp://h?q=%00",
      reason: .controlCharacter(segment: nil), column: 13),
    Refused(
      label: "B18 an encoded NUL in the fragment", link: "myapp://h#%00",
      reason: .controlCharacter(segment: nil), column: 11),
    Refused(
      label: "B18 a raw tab", link: "myapp://h/a\tb", reason: .invalidCharacter("\t"), column: 12),
    Refused(
      label: "B18 a raw space", link: "myapp://h/a b", reason: .invalidCharacter(" "), column: 12),
    Refused(
      label: "B19 a '%' at the end", link: "myapp://h/x%", reason: .invalidPercentEncoding("x%"),
      column: 11),
    Refused(
      label: "B19 a '%' before non-hex digits", link: "myapp://h/x%ZZ",
      reason: .invalidPercentEncoding("x%ZZ"), column: 11),
    Refused(
      label: "B19 an escape that is not UTF-8", link: "myapp://h/x%E0",
      reason: .invalidPercentEncoding("x%E0"), column: 11),
    Refused(
      label: "B19 an overlong escape of '/'", link: "myapp://h/a%C0%AFb",
      reason: .invalidPercentEncoding("a%C0%AFb"), column: 11),
    Refused(
      label: "B19 an escaped surrogate", link: "myapp://h?q=%ED%A0%80",
      reason: .invalidPercentEncoding("%ED%A0%80"), column: 13),
    Refused(
      label: "B19 a '%' in the host", link: "myapp://x%", reason: .invalidPercentEncoding("x%"),
      column: 9),
    Refused(
      label: "B19 bad encoding in the query", link: "myapp://h?q=%ZZ",
      reason: .invalidPercentEncoding("%ZZ"), column: 13),
  ]

  static let messages: [Message] = [
    Message(link: "", message: "the link is empty"),
    Message(link: "evil://h/x", message: "the scheme 'evil' is not accepted"),
    Message(link: "https://evilapp.com/", message: "the domain 'evilapp.com' is not accepted"),
    Message(
      link: "https://app.com@evil.com/x",
      message: "a link may not carry a user name or password before the host"),
    Message(link: "myapp://h:99999/x", message: "a link may not carry a port"),
    Message(link: "myapp://h/a b", message: "a space cannot appear unencoded in a link"),
    Message(link: "myapp://a/../admin", message: "path segment 2 is '.' or '..', which is refused"),
    Message(link: "myapp://h/x%ZZ", message: "invalid percent-encoding in 'x%ZZ'"),
    Message(
      link: "myapp://c/id%00", message: "path segment 2 holds a control character once decoded"),
    Message(
      link: "myapp://h?q=%00",
      message: "the query or fragment holds a control character once decoded"),
  ]

  static let limitCases: [LimitCase] = [
    LimitCase(label: "a link of 24 bytes", link: "myapp://a/b?q=0123456789"),
    LimitCase(
      label: "a link of 25 bytes", link: "myapp://a/b?q=01234567890", reason: .tooLong(limit: 24),
      column: 25),
    LimitCase(label: "3 segments, the host included", link: "myapp://a/b/c"),
    LimitCase(label: "3 segments, with empty ones ignored", link: "myapp://a//b//c/"),
    LimitCase(
      label: "4 segments", link: "myapp://a/b/c/d", reason: .tooManySegments(limit: 3), column: 15),
    LimitCase(
      label: "4 segments without a host", link: "myapp:a/b/c/d", reason: .tooManySegments(limit: 3),
      column: 13),
    LimitCase(label: "a segment of 5 bytes", link: "myapp://h/abcde"),
    LimitCase(
      label: "a segment of 6 bytes", link: "myapp://h/abcdef",
      reason: .segmentTooLong(segment: 2, limit: 5), column: 11),
    LimitCase(
      label: "a segment of 6 bytes before decoding", link: "myapp://h/%41%42",
      reason: .segmentTooLong(segment: 2, limit: 5), column: 11),
    LimitCase(
      label: "a host of 6 bytes", link: "myapp://abcdef",
      reason: .segmentTooLong(segment: 1, limit: 5), column: 9),
    LimitCase(label: "2 query items", link: "myapp://h?a=1&b=2"),
    LimitCase(label: "2 query items and skipped empty ones", link: "myapp://h?a=1&=x&&b=2"),
    LimitCase(
      label: "3 query items", link: "myapp://h?a=1&b=2&c=3", reason: .tooManyQueryItems(limit: 2),
      column: 19),
  ]
}

// MARK: - Helpers

/// A table accepting `myapp` and `app.com`, with a few routes.
private func intakeTable(options: MatchingOptions = MatchingOptions()) throws -> RouteTable {
  var registrar = Registrar(options: options)
  registrar.accept(scheme: "myapp")
  registrar.accept(domain: "app.com")
  registrar.register("host<HostVC>/x<XVC>")
  registrar.register("a<AVC>/:id<AIDVC>")
  registrar.register("admin<AdminVC>")
  registrar.register("menu<MenuVC>/caf\u{E9}<CafeVC>")
  return try registrar.makeTable()
}

/// The target a link resolves to, or `nil` when it is unmatched or invalid.
private func target(of link: String, in table: RouteTable) -> String? {
  if case .matched(let match) = table.resolve(link) { match.entity.target } else { nil }
}

/// `invalid`, `unmatched`, or the target and route parameters a link reaches.
private func summary(of link: String, in table: RouteTable) -> String {
  switch table.resolve(link) {
  case .invalid: "invalid"
  case .unmatched: "unmatched"
  case .matched(let match):
    ([match.entity.target]
      + match.routeParameters.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })
      .joined(separator: " ")
  }
}

private func item(_ name: String, _ value: String) -> QueryItem {
  QueryItem(name: name, value: value)
}
