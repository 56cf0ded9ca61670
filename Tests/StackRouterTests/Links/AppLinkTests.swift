import Testing

@testable import StackRouter

/// What one screen of a matched link receives: route parameters, then the
/// query, then its defaults, filtered by its allowed parameters.
@Suite("AppLink")
struct AppLinkTests {
  let table: RouteTable

  init() throws {
    var registrar = Registrar()
    registrar.accept(scheme: "myapp")
    registrar.accept(domain: "example.com")
    registrar.register("list<ListVC>/:itemID<DetailVC>/comments<CommentsVC>!")
    registrar.configure("list", options: EntityOptions(defaults: ["sort": "newest"]))
    registrar.configure(
      "list/:itemID",
      options: EntityOptions(
        defaults: ["tab": "info", "mode": "compact", "itemID": "from-defaults"],
        allowedParameters: ["tab", "sort"]))
    registrar.register(
      "search<SearchVC>", options: EntityOptions(defaults: ["q": "everything", "page": "1"]))
    registrar.register("files/**<FilesVC>")
    table = try registrar.makeTable()
  }

  /// The link `text` resolves to, recording an issue at the caller when it does not match.
  private func link(
    _ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) throws -> AppLink {
    switch table.resolve(text) {
    case .matched(let link):
      return link
    case .unmatched(let request):
      Issue.record("no entity matches \(request)", sourceLocation: sourceLocation)
    case .invalid(let error):
      Issue.record("the link was refused: \(error)", sourceLocation: sourceLocation)
    }
    throw LinkDidNotMatch()
  }

  private struct LinkDidNotMatch: Error {}

  private func entity(_ pattern: String) throws -> RouteEntity {
    try #require(table.entity(for: RoutePattern(parsing: pattern)))
  }

  // MARK: Merge order

  @Test(
    "a screen's parameters merge the query over its defaults",
    arguments: [
      ("myapp://search", ["page": "1", "q": "everything"]),
      ("myapp://search?q=cats", ["page": "1", "q": "cats"]),
      ("myapp://search?page=3&extra=x", ["extra": "x", "page": "3", "q": "everything"]),
      ("myapp://search?q=", ["page": "1", "q": ""]),
      ("https://example.com/search?q=dogs&page=2", ["page": "2", "q": "dogs"]),
    ])
  func queryOverDefaults(text: String, expected: [String: String]) throws {
    let link = try link(text)
    #expect(link.parameters.firstValues == expected)
    #expect(link.parameters == link.parameters(for: link.entity))
  }

  @Test("a route parameter wins over a query item and a default of the same name")
  func routeOverQueryAndDefault() throws {
    let link = try link("myapp://list/42?itemID=99")
    #expect(link.entity == (try entity("list/:itemID")))
    #expect(link.routeParameters == ["itemID": "42"])
    #expect(link.parameters["itemID"] == "42")
    #expect(link.parameters.values("itemID") == ["42"])
  }

  @Test("routeParameter(_:) reads one captured value by name, decoded; nil for other names")
  func routeParameterByName() throws {
    let link = try link("myapp://list/a%2Fb/comments?tab=x")
    #expect(link.routeParameter("itemID") == "a/b")
    #expect(link.routeParameter("tab") == nil)
    #expect(link.routeParameter("sort") == nil)
    #expect(try self.link("myapp://search").routeParameter("itemID") == nil)
  }

  @Test("a request taken from a link, matched again once the link is gone, records the new match")
  func requestOfAGoneLinkMatchesAgain() throws {
    var request: RequestURL?
    do {
      let first = try link("myapp://list/42/comments?tab=x")
      #expect(first.entity.target == "CommentsVC")
      request = first.request
    }
    // The request is now the only holder of a storage with a match in it,
    // which the new match replaces in place.
    let taken = try #require(request)
    request = nil
    guard case .matched(let again) = table.resolve(consume taken) else {
      Issue.record("the request matches again")
      return
    }
    #expect(again.entity.target == "CommentsVC")
    #expect(again.routeParameter("itemID") == "42")
    #expect(Array(again.queryItems) == [QueryItem(name: "tab", value: "x")])
    #expect(again == (try link("myapp://list/42/comments?tab=x")))
  }

  @Test("links read from the same text are equal and hash alike; a different capture is not")
  func linksCompareByContent() throws {
    let first = try link("myapp://list/42?tab=x")
    let second = try link("myapp://list/42?tab=x")
    #expect(first == second)
    #expect(first.hashValue == second.hashValue)
    #expect(first != (try link("myapp://list/43?tab=x")))
    let rebuilt = AppLink(
      request: first.request, entity: first.entity, chain: first.chain,
      routeParameters: ["itemID": "42"])
    #expect(rebuilt == first)
  }

  @Test("a link made from parts reads back its route parameters, wildcards and remainder")
  func linkFromPartsReadsBackItsCaptures() throws {
    let matched = try link("myapp://files/a/b%2Fc")
    #expect(matched.remainder == ["a", "b/c"])
    #expect(matched.wildcards.isEmpty)
    #expect(matched.routeParameters.isEmpty)
    let made = AppLink(
      request: matched.request, entity: matched.entity, chain: matched.chain,
      routeParameters: ["b": "2", "a": "1"], wildcards: ["w1", "w2"], remainder: ["r"])
    #expect(made.routeParameters == ["a": "1", "b": "2"])
    #expect(made.routeParameter("b") == "2")
    #expect(made.routeParameter("c") == nil)
    #expect(made.wildcards == ["w1", "w2"])
    #expect(made.remainder == ["r"])
    #expect(made != matched)
    let sameCaptures = AppLink(
      request: matched.request, entity: matched.entity, chain: matched.chain,
      remainder: ["a", "b/c"])
    #expect(sameCaptures == matched)
    #expect(sameCaptures.hashValue == matched.hashValue)
  }

  @Test("a request read from a link equals one made from the same parts")
  func requestFromPartsEqualsReadRequest() throws {
    let read = try table.read("myapp://list/a%20b?tab=x&tag=1&tag=2#top")
    let made = RequestURL(
      original: "myapp://list/a%20b?tab=x&tag=1&tag=2#top", origin: .customScheme("myapp"),
      segments: ["list", "a b"], firstSegmentIsHost: true,
      queryItems: [
        QueryItem(name: "tab", value: "x"), QueryItem(name: "tag", value: "1"),
        QueryItem(name: "tag", value: "2"),
      ],
      fragment: "top")
    #expect(read == made)
    #expect(read.hashValue == made.hashValue)
    #expect(read.segments == ["list", "a b"])
    #expect(read.queryItems.map(\.value) == ["x", "1", "2"])
    #expect(read != (try table.read("myapp://list/a%20b?tab=y&tag=1&tag=2#top")))
  }

  @Test("a repeated query key replaces a default entirely")
  func repeatedQueryReplacesDefault() throws {
    let link = try link("myapp://search?q=a&q=b")
    #expect(link.parameters.values("q") == ["a", "b"])
    #expect(link.parameters["q"] == "a")
    #expect(link.parameters["page"] == "1")
  }

  // MARK: Allowed parameters

  @Test("catalog 27: allowed parameters drop undeclared query items (role=admin) and defaults")
  func allowedDropsUndeclared() throws {
    let link = try link("myapp://list/42?tab=reviews&role=admin&sort=oldest&debug")
    #expect(
      link.parameters.allValues == ["itemID": ["42"], "sort": ["oldest"], "tab": ["reviews"]])
    #expect(!link.parameters.contains("role"))
    #expect(!link.parameters.contains("debug"))
    #expect(!link.parameters.contains("mode"))
  }

  @Test("allowed parameters keep declared defaults when the query has none")
  func allowedKeepsDeclaredDefaults() throws {
    let link = try link("myapp://list/7")
    #expect(link.parameters.allValues == ["itemID": ["7"], "tab": ["info"]])
  }

  @Test(
    "allowed parameters never drop the route parameters",
    arguments: ["myapp://list/42", "myapp://list/42?itemID=1", "https://example.com/list/42?x=1"])
  func allowedKeepsRouteParameters(text: String) throws {
    let detail = try entity("list/:itemID")
    #expect(detail.allowedParameters == ["tab", "sort"])
    let link = try link(text)
    #expect(link.parameters["itemID"] == "42")
    #expect(link.parameters.names == ["itemID", "tab"])
  }

  // MARK: The chain

  @Test("a link's chain runs from the stack's root to the target")
  func chainFromRoot() throws {
    let link = try link("myapp://list/42/comments")
    #expect(link.chain.map(\.target) == ["ListVC", "DetailVC", "CommentsVC"])
    #expect(
      link.chain.map(\.pattern.description) == ["list", "list/:itemID", "list/:itemID/comments"])
    #expect(link.chain.last == link.entity)
  }

  @Test("each screen of a chain receives only its own pattern's route parameters")
  func ownRouteParametersOnly() throws {
    let link = try link("myapp://list/42/comments?sort=oldest&tab=reviews&role=admin")
    let (list, detail, comments) = (link.chain[0], link.chain[1], link.chain[2])

    #expect(
      link.parameters(for: list).allValues == [
        "role": ["admin"], "sort": ["oldest"], "tab": ["reviews"],
      ])
    #expect(!link.parameters(for: list).contains("itemID"))
    #expect(
      link.parameters(for: detail).allValues == [
        "itemID": ["42"], "sort": ["oldest"], "tab": ["reviews"],
      ])
    #expect(
      link.parameters(for: comments).allValues == [
        "itemID": ["42"], "role": ["admin"], "sort": ["oldest"], "tab": ["reviews"],
      ])
  }

  @Test(
    "a screen without the route parameter reads a query item of that name, not the route's value")
  func rootReadsQueryNotRoute() throws {
    let link = try link("myapp://list/42/comments?itemID=7")
    #expect(link.parameters(for: link.chain[0])["itemID"] == "7")
    #expect(link.parameters(for: link.chain[1])["itemID"] == "42")
    #expect(link.parameters(for: link.chain[2])["itemID"] == "42")
  }

  @Test("the root screen of a chain gets its own defaults")
  func rootDefaults() throws {
    let link = try link("myapp://list/42")
    #expect(link.parameters(for: link.chain[0]).allValues == ["sort": ["newest"]])
  }

  // MARK: Query items

  @Test("repeated query keys keep every value in order; the subscript returns the first")
  func repeatedKeys() throws {
    let link = try link("myapp://search?tag=b&q=x&tag=a&tag=c")
    #expect(link.parameters["tag"] == "b")
    #expect(link.parameters.values("tag") == ["b", "a", "c"])
    #expect(
      link.queryItems == [
        QueryItem(name: "tag", value: "b"), QueryItem(name: "q", value: "x"),
        QueryItem(name: "tag", value: "a"), QueryItem(name: "tag", value: "c"),
      ])
    #expect(link.parameters.values("missing") == [])
    #expect(link.parameters["missing"] == nil)
  }

  @Test(
    "query items are decoded once",
    arguments: [
      ("q=a+b", "a b"),
      ("q=a%2Bb", "a+b"),
      ("q=100%25", "100%"),
      ("q=%252F", "%2F"),
      ("q=%C3%BC", "ü"),
      ("q=a%26b%3Dc", "a&b=c"),
    ])
  func queryDecoding(query: String, expected: String) throws {
    let link = try link("myapp://search?" + query)
    #expect(link.parameters["q"] == expected)
  }

  // MARK: Remainder and fragment

  @Test(
    "a trailing ** gives the remaining segments, decoded, as the remainder",
    arguments: [
      ("myapp://files", [String]()),
      ("myapp://files/a", ["a"]),
      ("myapp://files/a/b%2Fc/d", ["a", "b/c", "d"]),
      ("myapp://files/a%20b/%F0%9F%A6%8A/", ["a b", "🦊"]),
      ("https://example.com/files/x/y?z=1#f", ["x", "y"]),
    ])
  func remainder(text: String, expected: [String]) throws {
    let link = try link(text)
    #expect(link.entity.target == "FilesVC")
    #expect(link.remainder == expected)
    #expect(link.routeParameters.isEmpty)
  }

  @Test(
    "the fragment is decoded once, and a plus stays a plus",
    arguments: [
      ("myapp://search#top", "top" as String?),
      ("myapp://search?q=x#sec%202", "sec 2"),
      ("myapp://search#a+b", "a+b"),
      ("myapp://search#", ""),
      ("myapp://search", nil),
      ("myapp://search?q=1#%23%3F", "#?"),
    ])
  func fragment(text: String, expected: String?) throws {
    let link = try link(text)
    #expect(link.fragment == expected)
    #expect(!link.parameters.contains("#"))
  }

  // MARK: Description

  @Test("a link prints the request, the entity and the target's parameters")
  func printsItself() throws {
    #expect(
      try link("myapp://list/42?tab=reviews&role=admin").description
        == "myapp://list/42?tab=reviews&role=admin → list/:itemID <DetailVC> (itemID=42, tab=reviews)"
    )
    #expect(
      try link("myapp://list/42/comments?tag=b&tag=a").description
        == "myapp://list/42/comments?tag=b&tag=a → list/:itemID/comments <CommentsVC>! (itemID=42, tag=b, tag=a)"
    )
    #expect(try link("myapp://files/x").description == "myapp://files/x → files/** <FilesVC>")
  }

  // MARK: The table's parameter policy

  /// `list/:itemID/edit` allows only `tab`; `list` and `list/:itemID` declare nothing.
  private func policyTable(_ policy: ParameterPolicy) throws -> RouteTable {
    var registrar = Registrar(options: MatchingOptions(parameterPolicy: policy))
    registrar.accept(scheme: "myapp")
    registrar.register("list<ListVC>/:itemID<DetailVC>/edit<EditVC>")
    registrar.register("list<ListVC>/:itemID<DetailVC>/share<ShareVC>")
    registrar.configure("list", options: EntityOptions(defaults: ["sort": "newest"]))
    registrar.configure("list/:itemID/edit", options: EntityOptions(allowedParameters: ["tab"]))
    return try registrar.makeTable()
  }

  private func chainParameters(
    _ text: String, in table: RouteTable, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) throws -> [[String: [String]]] {
    guard case .matched(let link) = table.resolve(text) else {
      Issue.record("\(text) did not resolve", sourceLocation: sourceLocation)
      return []
    }
    #expect(link.parameterPolicy == table.options.parameterPolicy, sourceLocation: sourceLocation)
    return link.chain.map { link.parameters(for: $0).allValues }
  }

  @Test(
    "catalog 27: a screen below a target whose allow-list leaves out role never receives role=admin"
  )
  func chainFollowsTargetAllowList() throws {
    let table = try policyTable(.unrestricted)
    #expect(
      try chainParameters("myapp://list/42/edit?role=admin&tab=x", in: table) == [
        ["sort": ["newest"], "tab": ["x"]],
        ["itemID": ["42"], "tab": ["x"]],
        ["itemID": ["42"], "tab": ["x"]],
      ])
    // A target with no list of its own passes every query item down, as before.
    #expect(
      try chainParameters("myapp://list/42/share?role=admin", in: table) == [
        ["role": ["admin"], "sort": ["newest"]],
        ["itemID": ["42"], "role": ["admin"]],
        ["itemID": ["42"], "role": ["admin"]],
      ])
  }

  @Test(
    "catalog 27: with the declaredOnly policy, a screen without a list receives only its route parameters and defaults"
  )
  func declaredOnlyPolicy() throws {
    let table = try policyTable(.declaredOnly)
    #expect(
      try chainParameters("myapp://list/42/share?role=admin&tab=x", in: table) == [
        ["sort": ["newest"]],
        ["itemID": ["42"]],
        ["itemID": ["42"]],
      ])
    #expect(
      try chainParameters("myapp://list/42/edit?role=admin&tab=x", in: table) == [
        ["sort": ["newest"]],
        ["itemID": ["42"]],
        ["itemID": ["42"], "tab": ["x"]],
      ])
  }
}
