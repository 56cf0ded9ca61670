import Testing

@testable import StackRouter

/// `QueryItems`: a link's query read item by item from the request, with
/// every form a piece takes (plain text, a short or long decoded text, a
/// `+` read as a space, an escape decoded when read).
@Suite("Query items, read from the link as they are asked for")
struct QueryItemsTests {
  /// One item of each form intake keeps: plain, `+` only, a short escape,
  /// a long escape, long plain text, a bare name, a repeated name.
  static let query =
    "a=1&q=red+shoes&c=spring%20sale&long=%E2%82%AC5%20for%20caf%C3%A9%20cr%C3%A8me"
    + "&plain=abcdefghijklmnopqrstuvwxyz&debug&a=2"
  static let expected: [QueryItem] = [
    QueryItem(name: "a", value: "1"), QueryItem(name: "q", value: "red shoes"),
    QueryItem(name: "c", value: "spring sale"),
    QueryItem(name: "long", value: "€5 for café crème"),
    QueryItem(name: "plain", value: "abcdefghijklmnopqrstuvwxyz"),
    QueryItem(name: "debug", value: ""), QueryItem(name: "a", value: "2"),
  ]

  @Test("iterating, indexing and counting read every item in order, as decoded")
  func reading() throws {
    let items = try table().read("myapp://h/a?" + Self.query).queryItems
    #expect(items.count == Self.expected.count)
    #expect(Array(items) == Self.expected)
    #expect(items.indices.map { items[$0] } == Self.expected)
    #expect(items.map(\.name) == Self.expected.map(\.name))
    #expect(items.last == QueryItem(name: "a", value: "2"))
    // A second reading decodes again, to the same items.
    #expect(Array(items) == Array(items))
  }

  @Test("an iterator taken from the items leaves them whole: each iterator reads every item")
  func iteratorsTakeTheirOwnReference() throws {
    let items = try table().read("myapp://h/a?" + Self.query).queryItems
    var first = items.makeIterator()
    var second = items.makeIterator()
    #expect(first.next() == Self.expected[0])
    var read: [QueryItem] = []
    while let item = second.next() { read.append(item) }
    #expect(read == Self.expected)
    #expect(first.next() == Self.expected[1])
    #expect(Array(items) == Self.expected)
    var loops = 0
    for _ in items { loops += 1 }
    for _ in items { loops += 1 }
    #expect(loops == 2 * Self.expected.count)
  }

  @Test("first(named:) gives the first value of a repeated name, and nil for a missing one")
  func firstNamed() throws {
    let items = try table().read("myapp://h/a?" + Self.query).queryItems
    #expect(items.first(named: "a") == "1")
    #expect(items.first(named: "long") == "€5 for café crème")
    #expect(items.first(named: "debug") == "")
    #expect(items.first(named: "A") == nil)
    #expect(items.first(named: "missing") == nil)
  }

  @Test("a link with no query, or one of empty items only, has no items")
  func empty() throws {
    for link in ["myapp://h/a", "myapp://h/a?", "myapp://h/a?&&=x&", "myapp://h/a#top"] {
      let items = try table().read(link).queryItems
      #expect(items.isEmpty, "\(link)")
      #expect(Array(items) == [], "\(link)")
      #expect(items.first(named: "x") == nil, "\(link)")
    }
  }

  @Test("the items outlive the link they came from")
  func outliveTheLink() throws {
    var items: QueryItems?
    do {
      guard case .matched(let link) = try table().resolve("myapp://h/a?" + Self.query) else {
        Issue.record("the link matches")
        return
      }
      items = link.queryItems
    }
    #expect(try #require(items).elementsEqual(Self.expected))
  }

  @Test("items compare and hash by what they hold, however they were made")
  func equality() throws {
    let read = try table().read("myapp://h/a?q=red+shoes&c=spring%20sale").queryItems
    let made: QueryItems = [
      QueryItem(name: "q", value: "red shoes"), QueryItem(name: "c", value: "spring sale"),
    ]
    #expect(read == made)
    #expect(read.hashValue == made.hashValue)
    #expect(QueryItems(Self.expected) == (try table().read("myapp://h/a?" + Self.query).queryItems))
    #expect(read != [QueryItem(name: "q", value: "red shoes")])
    #expect(read != [made[1], made[0]])
    #expect(([] as QueryItems).isEmpty)
  }

  @Test("a query prints as its items do: name=value, in a list")
  func description() throws {
    let items = try table().read("myapp://h/a?q=red+shoes&debug").queryItems
    #expect(items.description == "[q=red shoes, debug=]")
    #expect(([] as QueryItems).description == "[]")
  }

  @Test("reading past the last item stops the program, as an array does")
  func outOfRange() async {
    await #expect(processExitsWith: .failure) {
      let items: QueryItems = [QueryItem(name: "a", value: "1")]
      _ = items[1]
    }
  }
}

private func table() throws -> RouteTable {
  var registrar = Registrar()
  registrar.accept(scheme: "myapp")
  registrar.register("h<HostVC>/a<AVC>")
  return try registrar.makeTable()
}
