import Foundation
import Testing

@testable import StackRouter

/// `LinkParameters.decode` into an app's own types, `QueryItemEncoder` the
/// other way, and the round trip through a built link.
@Suite("Parameter coding")
struct ParameterCodingTests {
  /// Decodes through `LinkParameterValue`.
  enum Sort: String, Codable, Sendable {
    case newest
    case oldest
  }

  /// Decodes through its own `Codable` conformance only.
  enum Kind: Int, Codable, Sendable {
    case article = 1
    case video = 2
  }

  /// An app's parameter type whose URL keys differ from its property names.
  struct ItemLink: Codable, Equatable, Sendable {
    var itemID: Int
    var slug: String
    var draft: Bool
    var sort: Sort? = nil
    var tags: [String]? = nil
    var kinds: [Kind]? = nil
    var token: UUID? = nil
    var next: URL? = nil
    var price: Decimal? = nil
    var ratio: Double? = nil
    var note: String? = nil

    enum CodingKeys: String, CodingKey {
      case itemID = "item_id"
      case slug
      case draft
      case sort
      case tags = "tag"
      case kinds = "kind"
      case token
      case next
      case price
      case ratio
      case note
    }
  }

  /// A type with a property link parameters cannot hold.
  struct Nested: Codable {
    struct Filter: Codable {
      var x: String
    }
    var filter: Filter
  }

  /// A type with a dictionary property.
  struct WithDictionary: Codable {
    var extra: [String: String]
  }

  /// A type with a non-optional array.
  struct Tagged: Codable, Equatable {
    var tags: [String]
    enum CodingKeys: String, CodingKey { case tags = "tag" }
  }

  static let token = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!

  // MARK: Decoding

  @Test("decode maps URL keys through coding keys and reads every supported type")
  func decodesEverything() throws {
    let parameters = LinkParameters(multiValues: [
      "item_id": ["42"], "slug": ["a/b c"], "draft": ["yes"], "sort": ["oldest"],
      "tag": ["a", "b", "a"], "kind": ["2", "1"], "token": [Self.token.uuidString.lowercased()],
      "next": ["https://example.com/a?b=c"], "price": ["12.50"], "ratio": ["0.25"],
      "note": [""], "ignored": ["x"],
    ])
    let decoded = try parameters.decode(ItemLink.self)
    #expect(
      decoded
        == ItemLink(
          itemID: 42, slug: "a/b c", draft: true, sort: .oldest, tags: ["a", "b", "a"],
          kinds: [.video, .article], token: Self.token,
          next: URL(string: "https://example.com/a?b=c"), price: Decimal(string: "12.5"),
          ratio: 0.25, note: ""))
  }

  @Test("absent optional parameters decode as nil")
  func absentOptionals() throws {
    let parameters: LinkParameters = ["item_id": "7", "slug": "s", "draft": "0"]
    #expect(try parameters.decode(ItemLink.self) == ItemLink(itemID: 7, slug: "s", draft: false))
  }

  @Test("decode reads the first of repeated values for a single-valued property")
  func firstOfRepeated() throws {
    let parameters = LinkParameters(multiValues: [
      "item_id": ["1", "2"], "slug": ["x", "y"], "draft": ["true", "nonsense"],
    ])
    #expect(try parameters.decode(ItemLink.self) == ItemLink(itemID: 1, slug: "x", draft: true))
  }

  @Test(
    "decode reads Bool spellings",
    arguments: [
      ("true", true), ("YES", true), ("1", true), ("false", false), ("No", false), ("0", false),
    ])
  func bools(text: String, expected: Bool) throws {
    let parameters: LinkParameters = ["item_id": "1", "slug": "s", "draft": text]
    #expect(try parameters.decode(ItemLink.self).draft == expected)
  }

  @Test("decode reads the URL key, never the Swift property name")
  func codingKeysOnly() {
    let parameters: LinkParameters = ["itemID": "1", "slug": "s", "draft": "1"]
    let error = #expect(throws: DecodingError.self) { try parameters.decode(ItemLink.self) }
    guard case .keyNotFound(let key, let context)? = error else {
      Issue.record("expected keyNotFound, got \(String(describing: error))")
      return
    }
    #expect(key.stringValue == "item_id")
    #expect(context.debugDescription == "the link has no 'item_id' parameter")
  }

  // MARK: Decoding errors

  /// The `DecodingError` a decode is expected to throw.
  enum ExpectedError: Sendable, CustomStringConvertible {
    case keyNotFound(key: String, debugDescription: String)
    case dataCorrupted(path: [String], debugDescription: String)

    var description: String {
      switch self {
      case .keyNotFound(let key, _): "keyNotFound(\(key))"
      case .dataCorrupted(let path, _): "dataCorrupted(\(path.joined(separator: ".")))"
      }
    }
  }

  @Test(
    "decode throws a DecodingError naming the key and the text",
    arguments: [
      (
        ["slug": ["s"], "draft": ["1"]],
        ExpectedError.keyNotFound(
          key: "item_id", debugDescription: "the link has no 'item_id' parameter")
      ),
      (
        ["item_id": ["1"], "slug": ["s"]],
        .keyNotFound(key: "draft", debugDescription: "the link has no 'draft' parameter")
      ),
      (
        ["item_id": ["abc"], "slug": ["s"], "draft": ["1"]],
        .dataCorrupted(
          path: ["item_id"], debugDescription: "parameter 'item_id': 'abc' is not a valid Int")
      ),
      (
        ["item_id": ["123456789012345678901234567890"], "slug": ["s"], "draft": ["1"]],
        .dataCorrupted(
          path: ["item_id"],
          debugDescription:
            "parameter 'item_id': '123456789012345678901234567890' is not a valid Int")
      ),
      (
        ["item_id": ["1"], "slug": ["s"], "draft": ["maybe"]],
        .dataCorrupted(
          path: ["draft"], debugDescription: "parameter 'draft': 'maybe' is not a valid Bool")
      ),
      (
        ["item_id": ["1"], "slug": ["s"], "draft": ["1"], "sort": ["random"]],
        .dataCorrupted(
          path: ["sort"], debugDescription: "parameter 'sort': 'random' is not a valid Sort")
      ),
      (
        ["item_id": ["1"], "slug": ["s"], "draft": ["1"], "token": ["x"]],
        .dataCorrupted(
          path: ["token"], debugDescription: "parameter 'token': 'x' is not a valid UUID")
      ),
      (
        ["item_id": ["1"], "slug": ["s"], "draft": ["1"], "next": ["https://[::1"]],
        .dataCorrupted(
          path: ["next"], debugDescription: "parameter 'next': 'https://[::1' is not a valid URL")
      ),
      (
        ["item_id": ["1"], "slug": ["s"], "draft": ["1"], "price": ["1e3"]],
        .dataCorrupted(
          path: ["price"], debugDescription: "parameter 'price': '1e3' is not a valid Decimal")
      ),
      (
        ["item_id": ["1"], "slug": ["s"], "draft": ["1"], "ratio": ["nan"]],
        .dataCorrupted(
          path: ["ratio"], debugDescription: "parameter 'ratio': 'nan' is not a valid Double")
      ),
      (
        ["item_id": ["1"], "slug": ["s"], "draft": ["1"], "kind": ["1", "x"]],
        .dataCorrupted(
          path: ["kind"], debugDescription: "parameter 'kind': 'x' is not a valid Int")
      ),
    ] as [([String: [String]], ExpectedError)])
  func decodingErrors(values: [String: [String]], expected: ExpectedError) {
    let parameters = LinkParameters(multiValues: values)
    let error = #expect(throws: DecodingError.self) { try parameters.decode(ItemLink.self) }
    switch (error, expected) {
    case (.keyNotFound(let key, let context)?, .keyNotFound(let expectedKey, let description)):
      #expect(key.stringValue == expectedKey)
      #expect(context.codingPath.isEmpty)
      #expect(context.debugDescription == description)
    case (.dataCorrupted(let context)?, .dataCorrupted(let path, let description)):
      #expect(context.codingPath.map(\.stringValue) == path)
      #expect(context.debugDescription == description)
    default:
      Issue.record("expected \(expected), got \(String(describing: error))")
    }
  }

  @Test("an invalid optional parameter throws instead of reading as nil")
  func invalidOptionalThrows() {
    let parameters: LinkParameters = ["item_id": "1", "slug": "s", "draft": "1", "sort": "random"]
    #expect(throws: DecodingError.self) { try parameters.decode(ItemLink.self) }
  }

  @Test("a raw value outside a Codable enum's cases names the key in the path and the value")
  func codableEnumRawValue() {
    let parameters: LinkParameters = ["item_id": "1", "slug": "s", "draft": "1", "kind": "7"]
    let error = #expect(throws: DecodingError.self) { try parameters.decode(ItemLink.self) }
    guard case .dataCorrupted(let context)? = error else {
      Issue.record("expected dataCorrupted, got \(String(describing: error))")
      return
    }
    #expect(context.codingPath.map(\.stringValue) == ["kind"])
    #expect(context.debugDescription.contains("7"))
  }

  @Test(
    "a nested structure is a type mismatch at its key",
    arguments: [
      ["filter": ["a"]],
      ["filter": ["a", "b"], "x": ["c"]],
    ])
  func nestedStructure(values: [String: [String]]) {
    let parameters = LinkParameters(multiValues: values)
    let error = #expect(throws: DecodingError.self) { try parameters.decode(Nested.self) }
    guard case .typeMismatch(_, let context)? = error else {
      Issue.record("expected typeMismatch, got \(String(describing: error))")
      return
    }
    #expect(context.codingPath.map(\.stringValue) == ["filter"])
    #expect(context.debugDescription == "link parameters cannot hold a nested structure")
  }

  @Test("a dictionary property is a type mismatch at its key")
  func dictionaryProperty() {
    let parameters: LinkParameters = ["extra": "a"]
    let error = #expect(throws: DecodingError.self) { try parameters.decode(WithDictionary.self) }
    guard case .typeMismatch(_, let context)? = error else {
      Issue.record("expected typeMismatch, got \(String(describing: error))")
      return
    }
    #expect(context.codingPath.map(\.stringValue) == ["extra"])
    #expect(context.debugDescription == "link parameters cannot hold a nested structure")
  }

  @Test("decode refuses a list or a single value at the top level")
  func topLevel() {
    let parameters: LinkParameters = ["a": "1"]
    let list = #expect(throws: DecodingError.self) { try parameters.decode([String].self) }
    guard case .typeMismatch(_, let listContext)? = list else {
      Issue.record("expected typeMismatch, got \(String(describing: list))")
      return
    }
    #expect(listContext.debugDescription == "link parameters cannot hold a list at the top level")

    let single = #expect(throws: DecodingError.self) { try parameters.decode(Int.self) }
    guard case .typeMismatch(_, let singleContext)? = single else {
      Issue.record("expected typeMismatch, got \(String(describing: single))")
      return
    }
    #expect(
      singleContext.debugDescription
        == "link parameters cannot hold a single value at the top level")
  }

  // MARK: Encoding

  @Test(
    "QueryItemEncoder writes properties in coding-key order, repeating arrays and leaving out nil")
  func encodes() throws {
    let value = ItemLink(
      itemID: 42, slug: "a/b c", draft: true, sort: .newest, tags: ["x", "y"],
      token: Self.token, next: URL(string: "https://example.com/a?b=c"),
      price: Decimal(string: "12.50"), ratio: 0.5, note: nil)
    let items = try QueryItemEncoder().encode(value)
    #expect(
      items == [
        QueryItem(name: "item_id", value: "42"),
        QueryItem(name: "slug", value: "a/b c"),
        QueryItem(name: "draft", value: "true"),
        QueryItem(name: "sort", value: "newest"),
        QueryItem(name: "tag", value: "x"),
        QueryItem(name: "tag", value: "y"),
        QueryItem(name: "token", value: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"),
        QueryItem(name: "next", value: "https://example.com/a?b=c"),
        QueryItem(name: "price", value: "12.5"),
        QueryItem(name: "ratio", value: "0.5"),
      ])
  }

  @Test("QueryItemEncoder writes a Codable enum through its raw value")
  func encodesCodableEnum() throws {
    struct One: Encodable { var kind: Kind }
    #expect(
      try QueryItemEncoder().encode(One(kind: .video)) == [QueryItem(name: "kind", value: "2")])
  }

  @Test(
    "QueryItemEncoder writes an array of Codable enums as repeated raw values, as decode reads them"
  )
  func encodesCodableEnumArray() throws {
    struct Many: Codable, Equatable { var kind: [Kind] }
    let items = try QueryItemEncoder().encode(Many(kind: [.video, .article]))
    #expect(items == [QueryItem(name: "kind", value: "2"), QueryItem(name: "kind", value: "1")])
    let decoded = try LinkParameters(multiValues: ["kind": ["2", "1"]]).decode(Many.self)
    #expect(decoded == Many(kind: [.video, .article]))
  }

  @Test("QueryItemEncoder writes false and an empty string")
  func encodesFalseAndEmpty() throws {
    let items = try QueryItemEncoder().encode(
      ItemLink(itemID: -1, slug: "", draft: false, note: ""))
    #expect(
      items == [
        QueryItem(name: "item_id", value: "-1"), QueryItem(name: "slug", value: ""),
        QueryItem(name: "draft", value: "false"), QueryItem(name: "note", value: ""),
      ])
  }

  @Test("QueryItemEncoder refuses a nested structure, naming its path")
  func encodeNested() {
    let error = #expect(throws: EncodingError.self) {
      try QueryItemEncoder().encode(Nested(filter: .init(x: "a")))
    }
    guard case .invalidValue(_, let context)? = error else {
      Issue.record("expected invalidValue, got \(String(describing: error))")
      return
    }
    #expect(context.codingPath.map(\.stringValue) == ["filter", "x"])
    #expect(context.debugDescription == "query items cannot hold a nested structure")
  }

  @Test("QueryItemEncoder refuses a dictionary property")
  func encodeDictionary() {
    let error = #expect(throws: EncodingError.self) {
      try QueryItemEncoder().encode(WithDictionary(extra: ["a": "1"]))
    }
    guard case .invalidValue(_, let context)? = error else {
      Issue.record("expected invalidValue, got \(String(describing: error))")
      return
    }
    #expect(context.codingPath.map(\.stringValue) == ["extra", "a"])
    #expect(context.debugDescription == "query items cannot hold a nested structure")
  }

  @Test("QueryItemEncoder refuses nested lists")
  func encodeNestedLists() {
    struct Grid: Encodable { var rows: [[String]] }
    let error = #expect(throws: EncodingError.self) {
      try QueryItemEncoder().encode(Grid(rows: [["a"]]))
    }
    guard case .invalidValue(_, let context)? = error else {
      Issue.record("expected invalidValue, got \(String(describing: error))")
      return
    }
    #expect(context.codingPath.map(\.stringValue) == ["rows"])
    #expect(context.debugDescription == "query items cannot hold nested lists or structures")
  }

  @Test("QueryItemEncoder refuses a bare list or value at the top level")
  func encodeTopLevel() {
    let list = #expect(throws: EncodingError.self) { try QueryItemEncoder().encode(["a"]) }
    guard case .invalidValue(_, let listContext)? = list else {
      Issue.record("expected invalidValue, got \(String(describing: list))")
      return
    }
    #expect(listContext.debugDescription == "query items cannot hold nested lists or structures")

    let single = #expect(throws: EncodingError.self) { try QueryItemEncoder().encode(42) }
    guard case .invalidValue(_, let singleContext)? = single else {
      Issue.record("expected invalidValue, got \(String(describing: single))")
      return
    }
    #expect(singleContext.debugDescription == "query items hold only flat values")
  }

  // MARK: Round trip

  /// A table whose item entity names two of `ItemLink`'s keys in its pattern.
  private func roundTripTable() throws -> (RouteTable, RouteEntity) {
    var registrar = Registrar()
    registrar.accept(scheme: "myapp")
    registrar.accept(domain: "example.com")
    registrar.register("shop<ShopVC>/:item_id/:slug<ItemVC>")
    registrar.register("tagged<TaggedVC>")
    let table = try registrar.makeTable()
    let entity = try #require(table.entity(for: RoutePattern(parsing: "shop/:item_id/:slug")))
    return (table, entity)
  }

  @Test(
    "encode → build a link → resolve → decode gives back an equal value",
    arguments: [
      ItemLink(itemID: 1, slug: "plain", draft: false),
      ItemLink(
        itemID: 42, slug: "a/b c", draft: true, sort: .oldest, tags: ["100%", "?#&=+", "a b"],
        token: token,
        next: URL(string: "https://example.com/a?b=c&d=e#f"), price: Decimal(string: "-0.01"),
        ratio: 1e-7, note: ""),
      ItemLink(
        itemID: -9, slug: "ü🦊", draft: false, tags: ["%2F", ":@", "-x", "..."],
        note: "line\nbreak\ttab"),
      ItemLink(
        itemID: Int.max, slug: "...", draft: true, tags: ["+", "a+b"],
        note: String(repeating: "x", count: 500)),
      ItemLink(itemID: 3, slug: "kinds", draft: true, kinds: [.video, .article]),
    ],
    [LinkForm.preferred, .domain("example.com")])
  func roundTrip(value: ItemLink, form: LinkForm) throws {
    let (table, entity) = try roundTripTable()
    let url = try table.url(for: entity, encoding: value, form: form)
    guard case .matched(let link) = table.resolve(url.absoluteString) else {
      Issue.record("\(url.absoluteString) did not resolve")
      return
    }
    #expect(link.entity == entity)
    #expect(link.routeParameters == ["item_id": String(value.itemID), "slug": value.slug])
    #expect(try link.parameters.decode(ItemLink.self) == value)
  }

  @Test("a built link puts pattern keys in the path and the rest in the query, percent-encoded")
  func builtLinkText() throws {
    let (table, entity) = try roundTripTable()
    let value = ItemLink(itemID: 42, slug: "a/b c", draft: true, tags: ["x&y", "1+1"])
    let url = try table.url(for: entity, encoding: value)
    #expect(url.absoluteString == "myapp://shop/42/a%2Fb%20c?draft=true&tag=x%26y&tag=1%2B1")
  }

  @Test("encoding a value without a pattern key fails with the missing parameter")
  func encodingMissingRouteKey() throws {
    struct OnlySlug: Encodable { var slug: String }
    let (table, entity) = try roundTripTable()
    let error = #expect(throws: LinkBuildError.self) {
      try table.url(for: entity, encoding: OnlySlug(slug: "s"))
    }
    #expect(error?.reason == .missingParameter("item_id"))
  }

  @Test("an empty non-optional array round-trips as an empty array")
  func emptyArrayRoundTrip() throws {
    let (table, _) = try roundTripTable()
    let entity = try #require(table.entity(for: RoutePattern(parsing: "tagged")))
    for value in [Tagged(tags: ["a", "b"]), Tagged(tags: [])] {
      let url = try table.url(for: entity, encoding: value)
      guard case .matched(let link) = table.resolve(url.absoluteString) else {
        Issue.record("\(url.absoluteString) did not resolve")
        continue
      }
      #expect(try link.parameters.decode(Tagged.self) == value)
    }
  }
}

extension ParameterCodingTests.Sort: LinkParameterValue {}
