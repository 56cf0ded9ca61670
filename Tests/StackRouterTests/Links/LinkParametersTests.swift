import Foundation
import Testing

@testable import StackRouter

/// Typed access to link parameters: conversions, their failures, and URL-valued parameters.
@Suite("LinkParameters")
struct LinkParametersTests {
  /// A raw-value enum with `String` raw values, conformed with an empty extension.
  enum ListOrder: String, CaseIterable {
    case newest
    case oldest
  }

  /// A raw-value enum with `Int` raw values, conformed with an empty extension.
  enum Urgency: Int {
    case low = 1
    case high = 9
  }

  /// An app's own `LosslessStringConvertible` type: lowercase letters, digits and single dashes.
  struct TicketSlug: LosslessStringConvertible, Hashable, Sendable {
    let description: String

    init?(_ description: String) {
      let pieces = description.split(separator: "-", omittingEmptySubsequences: false)
      guard
        !pieces.isEmpty,
        pieces.allSatisfy({ piece in
          !piece.isEmpty && piece.allSatisfy { $0.isASCII && ($0.isLowercase || $0.isNumber) }
        })
      else { return nil }
      self.description = description
    }
  }

  // MARK: Numbers

  @Test(
    "Int reads whole decimal numbers only",
    arguments: [
      ("42", 42 as Int?),
      ("-7", -7),
      ("+5", 5),
      ("0", 0),
      ("9223372036854775807", Int.max),
      ("-9223372036854775808", Int.min),
      ("9223372036854775808", nil),
      ("4.0", nil),
      ("1e3", nil),
      ("0x10", nil),
      (" 1", nil),
      ("1 ", nil),
      ("", nil),
      ("٤٢", nil),
      ("123456789012345678901234567890", nil),
    ])
  func int(text: String, expected: Int?) {
    let parameters: LinkParameters = ["n": text]
    #expect(parameters.value("n", as: Int.self) == expected)
  }

  @Test(
    "Int8 refuses values outside its range",
    arguments: [
      ("127", 127 as Int8?),
      ("-128", -128),
      ("128", nil),
      ("-129", nil),
      ("300", nil),
    ])
  func int8(text: String, expected: Int8?) {
    let parameters: LinkParameters = ["n": text]
    #expect(parameters.value("n", as: Int8.self) == expected)
  }

  @Test(
    "unsigned integers refuse negative numbers",
    arguments: [
      ("0", 0 as UInt?),
      ("18446744073709551615", UInt.max),
      ("18446744073709551616", nil),
      ("-1", nil),
      ("-0", 0),
    ])
  func unsigned(text: String, expected: UInt?) {
    let parameters: LinkParameters = ["amount": text]
    #expect(parameters.value("amount", as: UInt.self) == expected)
  }

  @Test("catalog 26: a 30-digit number fails cleanly for every integer type and reads as Decimal")
  func thirtyDigits() {
    let digits = "123456789012345678901234567890"
    let parameters: LinkParameters = ["amount": digits, "negative": "-" + digits]
    for name in ["amount", "negative"] {
      #expect(parameters.value(name, as: Int.self) == nil)
      #expect(parameters.value(name, as: Int64.self) == nil)
      #expect(parameters.value(name, as: UInt64.self) == nil)
      #expect(parameters.value(name, as: Int32.self) == nil)
    }
    #expect(parameters.value("amount", as: Decimal.self) == Decimal(string: digits))
    #expect(parameters.value("amount", as: Decimal.self)?.description == digits)
    #expect(parameters.value("amount", as: Double.self) == 1.2345678901234568e29)
  }

  @Test(
    "Double reads finite numbers and refuses nan and infinity",
    arguments: [
      ("3.5", 3.5 as Double?),
      ("-0.25", -0.25),
      ("42", 42),
      ("1e3", 1000),
      ("nan", nil),
      ("NaN", nil),
      ("-nan", nil),
      ("inf", nil),
      ("-inf", nil),
      ("infinity", nil),
      ("Infinity", nil),
      ("1e400", nil),
      ("", nil),
      ("1,5", nil),
      ("abc", nil),
    ])
  func double(text: String, expected: Double?) {
    let parameters: LinkParameters = ["x": text]
    #expect(parameters.value("x", as: Double.self) == expected)
  }

  @Test(
    "Float refuses nan, infinity and numbers beyond its range", arguments: ["nan", "inf", "1e39"])
  func floatRefuses(text: String) {
    let parameters: LinkParameters = ["x": text]
    #expect(parameters.value("x", as: Float.self) == nil)
  }

  @Test(
    "Decimal reads plain decimal numbers only",
    arguments: [
      ("12.50", Decimal(string: "12.5") as Decimal?),
      ("-0.1", Decimal(string: "-0.1")),
      ("7", 7),
      ("0", 0),
      ("1e3", nil),
      ("1,5", nil),
      ("abc", nil),
      ("", nil),
      ("nan", nil),
      ("1.2.3", nil),
      ("1-2", nil),
      ("--1", nil),
      ("+-1", nil),
      ("-", nil),
      ("+", nil),
      (".", nil),
      ("12.50abc", nil),
      ("٤٢", nil),
    ])
  func decimal(text: String, expected: Decimal?) {
    let parameters: LinkParameters = ["price": text]
    #expect(parameters.value("price", as: Decimal.self) == expected)
  }

  // MARK: Bool, UUID, String

  @Test(
    "Bool reads true, yes, 1, false, no, 0 in any case",
    arguments: [
      ("true", true as Bool?),
      ("TRUE", true),
      ("Yes", true),
      ("1", true),
      ("false", false),
      ("False", false),
      ("NO", false),
      ("0", false),
      ("on", nil),
      ("off", nil),
      ("t", nil),
      ("2", nil),
      ("", nil),
      (" true", nil),
    ])
  func bool(text: String, expected: Bool?) {
    let parameters: LinkParameters = ["flag": text]
    #expect(parameters.value("flag", as: Bool.self) == expected)
  }

  @Test(
    "UUID reads upper- and lowercase UUID strings and writes uppercase",
    arguments: [
      "E621E1F8-C36C-495A-93FC-0C247A3E6E5F",
      "e621e1f8-c36c-495a-93fc-0c247a3e6e5f",
    ])
  func uuid(text: String) throws {
    let parameters: LinkParameters = ["token": text]
    let uuid = try parameters.require("token", as: UUID.self)
    #expect(uuid == UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"))
    #expect(uuid.linkParameter == "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")
  }

  @Test(
    "UUID refuses text that is not a UUID",
    arguments: [
      "", "not-a-uuid", "E621E1F8C36C495A93FC0C247A3E6E5F",
      "{E621E1F8-C36C-495A-93FC-0C247A3E6E5F}",
    ])
  func uuidRefuses(text: String) {
    let parameters: LinkParameters = ["token": text]
    #expect(parameters.value("token", as: UUID.self) == nil)
  }

  @Test("String returns the decoded text unchanged", arguments: ["", "a b", "../../secrets", "ü🦊"])
  func string(text: String) {
    let parameters: LinkParameters = ["s": text]
    #expect(parameters.value("s", as: String.self) == text)
  }

  // MARK: App types

  @Test(
    "a String raw-value enum reads its exact raw values",
    arguments: [
      ("newest", ListOrder.newest as ListOrder?),
      ("oldest", .oldest),
      ("Newest", nil),
      ("random", nil),
      ("", nil),
    ])
  func stringEnum(text: String, expected: ListOrder?) {
    let parameters: LinkParameters = ["sort": text]
    #expect(parameters.value("sort", as: ListOrder.self) == expected)
  }

  @Test(
    "an Int raw-value enum reads through its raw value",
    arguments: [
      ("1", Urgency.low as Urgency?),
      ("9", .high),
      ("2", nil),
      ("high", nil),
      ("9.0", nil),
    ])
  func intEnum(text: String, expected: Urgency?) {
    let parameters: LinkParameters = ["urgency": text]
    #expect(parameters.value("urgency", as: Urgency.self) == expected)
  }

  @Test("raw-value enums write their raw value's text")
  func enumLinkParameter() {
    #expect(ListOrder.oldest.linkParameter == "oldest")
    #expect(Urgency.high.linkParameter == "9")
  }

  @Test(
    "an app's LosslessStringConvertible type converts through init(_:)",
    arguments: [
      ("release-42", "release-42" as String?),
      ("a", "a"),
      ("../../secrets", nil),
      ("Release-42", nil),
      ("a--b", nil),
      ("", nil),
    ])
  func losslessType(text: String, expected: String?) {
    let parameters: LinkParameters = ["slug": text]
    let slug = parameters.value("slug", as: TicketSlug.self)
    #expect(slug?.description == expected)
    #expect(slug?.linkParameter == expected)
  }

  // MARK: Missing values and repeated values

  @Test("value(_:as:) returns nil for a missing parameter")
  func missingValue() {
    let parameters: LinkParameters = ["other": "1"]
    #expect(parameters.value("itemID", as: Int.self) == nil)
    #expect(parameters.value("itemID", as: String.self) == nil)
  }

  @Test("the typed accessors read the first of repeated values")
  func firstOfRepeated() throws {
    let parameters = LinkParameters(multiValues: ["page": ["2", "x"], "id": ["x", "2"]])
    #expect(parameters.value("page", as: Int.self) == 2)
    #expect(try parameters.require("page", as: Int.self) == 2)
    #expect(parameters.value("id", as: Int.self) == nil)
  }

  @Test("values(_:as:) converts every value, or returns nil when one does not convert")
  func typedValues() {
    let parameters = LinkParameters(multiValues: [
      "id": ["1", "2", "3"], "mixed": ["1", "x"], "sort": ["oldest", "newest"],
    ])
    #expect(parameters.values("id", as: Int.self) == [1, 2, 3])
    #expect(parameters.values("mixed", as: Int.self) == nil)
    #expect(parameters.values("sort", as: ListOrder.self) == [.oldest, .newest])
    #expect(parameters.values("missing", as: Int.self) == [])
  }

  // MARK: require and its errors

  @Test(
    "require names the parameter, its text and the type in its error",
    arguments: [
      ("itemID", ["itemID": "abc"], "parameter 'itemID': 'abc' is not a valid Int"),
      ("itemID", ["other": "1"], "parameter 'itemID' is missing"),
      ("itemID", ["itemID": ""], "parameter 'itemID': '' is not a valid Int"),
      (
        "itemID", ["itemID": "123456789012345678901234567890"],
        "parameter 'itemID': '123456789012345678901234567890' is not a valid Int"
      ),
    ])
  func requireIntErrors(name: String, values: [String: String], description: String) {
    let parameters = LinkParameters(values)
    let error = #expect(throws: ParameterError.self) { try parameters.require(name, as: Int.self) }
    #expect(error?.name == name)
    #expect(error?.description == description)
  }

  @Test("require's errors name each type as Swift spells it")
  func requireErrorsForEachType() {
    let parameters: LinkParameters = [
      "count": "300", "amount": "-1", "ratio": "nan", "flag": "maybe", "token": "x",
      "price": "1e3", "sort": "random", "urgency": "5", "slug": "../../secrets",
    ]
    func message<Value: LinkParameterValue>(_ name: String, as type: Value.Type) -> String? {
      do {
        _ = try parameters.require(name, as: type)
        return nil
      } catch {
        return error.description
      }
    }
    #expect(message("count", as: Int8.self) == "parameter 'count': '300' is not a valid Int8")
    #expect(message("amount", as: UInt.self) == "parameter 'amount': '-1' is not a valid UInt")
    #expect(message("ratio", as: Double.self) == "parameter 'ratio': 'nan' is not a valid Double")
    #expect(message("flag", as: Bool.self) == "parameter 'flag': 'maybe' is not a valid Bool")
    #expect(message("token", as: UUID.self) == "parameter 'token': 'x' is not a valid UUID")
    #expect(message("price", as: Decimal.self) == "parameter 'price': '1e3' is not a valid Decimal")
    #expect(
      message("sort", as: ListOrder.self) == "parameter 'sort': 'random' is not a valid ListOrder")
    #expect(
      message("urgency", as: Urgency.self) == "parameter 'urgency': '5' is not a valid Urgency")
    #expect(
      message("slug", as: TicketSlug.self)
        == "parameter 'slug': '../../secrets' is not a valid TicketSlug")
  }

  @Test("require's error is the typed ParameterError with its reason")
  func requireReason() {
    let parameters: LinkParameters = ["itemID": "abc"]
    #expect(throws: ParameterError(name: "itemID", reason: .invalid(value: "abc", expected: "Int")))
    {
      try parameters.require("itemID", as: Int.self)
    }
    #expect(throws: ParameterError(name: "page", reason: .missing)) {
      try parameters.require("page", as: Int.self)
    }
  }

  // MARK: URL-valued parameters (hostile inputs §C 28, 31)

  @Test(
    "url accepts an https link to an allowed host",
    arguments: [
      "https://example.com/a",
      "https://example.com",
      "https://example.com/a/b?c=d#e",
      "HTTPS://EXAMPLE.COM/a",
      "https://example.com/../../secrets",
    ])
  func urlAccepted(text: String) throws {
    let parameters: LinkParameters = ["next": text]
    let url = try parameters.url("next", allowedHosts: ["example.com"])
    #expect(url.absoluteString == text)
  }

  @Test("url compares allowed hosts and schemes case-insensitively")
  func urlAllowListCase() throws {
    let parameters: LinkParameters = [
      "next": "https://example.com/a", "back": "myapp://example.com/x",
    ]
    #expect(
      try parameters.url("next", allowedHosts: ["Example.COM"]).absoluteString
        == "https://example.com/a")
    #expect(
      try parameters.url("back", allowedHosts: ["example.com"], allowedSchemes: ["MyApp"])
        .absoluteString == "myapp://example.com/x")
  }

  @Test(
    "catalog 28: url refuses other schemes (javascript:, data:), other hosts, user info and ports",
    arguments: [
      "http://example.com/a",
      "javascript:alert(1)",
      "javascript://example.com/%0Aalert(1)",
      "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
      "ftp://example.com/a",
      "file:///etc/passwd",
      "myapp://example.com/a",
      "https://evil.com/a",
      "https://example.com.evil.com/a",
      "https://evilexample.com/a",
      "https://sub.example.com/a",
      "https://example.com@evil.com/a",
      "https://user@example.com/a",
      "https://user:secret@example.com/a",
      "https://example.com:443/a",
      "https://example.com:8443/a",
    ])
  func urlDisallowed(text: String) {
    let parameters: LinkParameters = ["next": text]
    let error = #expect(throws: ParameterError.self) {
      try parameters.url("next", allowedHosts: ["example.com"])
    }
    #expect(error == ParameterError(name: "next", reason: .disallowedURL(value: text)))
    #expect(error?.description == "parameter 'next': '\(text)' is not an allowed URL")
  }

  @Test(
    "url refuses text that is not an absolute URL with a host",
    arguments: [
      "example.com/a",
      "//example.com/a",
      "/a/b",
      "../../secrets",
      "not a url",
      "https://[::1",
      "",
    ])
  func urlInvalid(text: String) {
    let parameters: LinkParameters = ["next": text]
    let error = #expect(throws: ParameterError.self) {
      try parameters.url("next", allowedHosts: ["example.com"])
    }
    #expect(error == ParameterError(name: "next", reason: .invalid(value: text, expected: "URL")))
    #expect(error?.description == "parameter 'next': '\(text)' is not a valid URL")
  }

  @Test(
    "url refuses look-alike and backslash hosts",
    arguments: ["https://еxample.com/a", "https://evil.com\\@example.com/a"])
  func urlLookAlike(text: String) {
    let parameters: LinkParameters = ["next": text]
    let error = #expect(throws: ParameterError.self) {
      try parameters.url("next", allowedHosts: ["example.com"])
    }
    #expect(error?.name == "next")
  }

  @Test("url checks the parsed host and returns the URL it checked, not the raw text")
  func urlParsedHost() throws {
    let parameters: LinkParameters = ["next": "https://example\u{3002}com/a"]
    let url = try parameters.url("next", allowedHosts: ["example.com"])
    #expect(url.absoluteString == "https://example.com/a")
    #expect(url.host == "example.com")
  }

  /// A URL that carries itself `levels` deep: each level is the next's
  /// `next` query item, encoded once more.
  private static func nested(levels: Int) -> String {
    var url = "https://example.com/inbox"
    for _ in 1..<levels {
      let encoded = url.addingPercentEncoding(withAllowedCharacters: .urlQueryItemValue) ?? url
      url = "https://example.com/login?next=" + encoded
    }
    return url
  }

  @Test("catalog 29: a URL parameter may nest one more URL by default; a third level is refused")
  func urlNesting() throws {
    let twoLevels: LinkParameters = ["next": Self.nested(levels: 2)]
    let threeLevels: LinkParameters = ["next": Self.nested(levels: 3)]

    #expect(
      try twoLevels.url("next", allowedHosts: ["example.com"]).absoluteString
        == "https://example.com/login?next=https%3A%2F%2Fexample.com%2Finbox")
    let error = try #require(throws: ParameterError.self) {
      try threeLevels.url("next", allowedHosts: ["example.com"])
    }
    #expect(error.reason == .nestedTooDeeply(value: Self.nested(levels: 3), limit: 2))
    #expect(error.description.hasSuffix("nests URLs more than 2 deep"))
    #expect(
      try threeLevels.url("next", allowedHosts: ["example.com"], maximumNesting: 3).host
        == "example.com")
    #expect(throws: ParameterError.self) {
      try twoLevels.url("next", allowedHosts: ["example.com"], maximumNesting: 1)
    }
  }

  @Test("catalog 29: URLs nested twenty deep, as deep as a link's 4 KB allow, are refused")
  func urlDeepNesting() throws {
    let deep = Self.nested(levels: 20)
    let parameters: LinkParameters = ["next": deep]
    #expect(deep.utf8.count < 4096)
    #expect(deep.components(separatedBy: "login").count == 20, "nineteen logins and the inbox")
    let error = try #require(throws: ParameterError.self) {
      try parameters.url("next", allowedHosts: ["example.com"])
    }
    #expect(error.reason == .nestedTooDeeply(value: deep, limit: 2))
  }

  @Test("url reports a missing parameter")
  func urlMissing() {
    let parameters = LinkParameters()
    #expect(throws: ParameterError(name: "next", reason: .missing)) {
      try parameters.url("next", allowedHosts: ["example.com"])
    }
  }

  // MARK: The collection itself

  @Test("parameters list their names sorted and print name=value pairs, repeated values in order")
  func printsItself() {
    let parameters = LinkParameters(multiValues: ["tag": ["b", "a"], "id": ["7"], "empty": []])
    #expect(parameters.names == ["id", "tag"])
    #expect(parameters.description == "id=7, tag=b, tag=a")
    #expect(!parameters.contains("empty"))
    #expect(parameters.firstValues == ["id": "7", "tag": "b"])
    #expect(LinkParameters().isEmpty)
    #expect(LinkParameters().description == "")
  }

  @Test("a dictionary literal keeps the first of duplicate names")
  func literal() {
    let parameters: LinkParameters = ["a": "1", "a": "2"]
    #expect(parameters.values("a") == ["1"])
  }

  @Test("a screen's shared route parameters read, compare and hash like a table of the same values")
  func sharedRouteParameters() throws {
    let table = try makeTable(["a<A>/:x<X>/b<B>/:y<Y>"])
    guard case .matched(let link) = table.resolve("myapp://a/1/b/2"),
      case .matched(let queried) = table.resolve("myapp://a/1/b/2?q=3")
    else {
      Issue.record("no match")
      return
    }
    let chain = link.chain
    let top = link.parameters(for: chain[3])
    let same: LinkParameters = ["x": "1", "y": "2"]
    #expect(top == same && same == top)
    #expect(top.hashValue == same.hashValue)
    #expect(top.names == ["x", "y"])
    #expect(top["y"] == "2" && top.values("x") == ["1"] && !top.contains("z"))
    #expect(top.firstValues == ["x": "1", "y": "2"])
    #expect(top.allValues == ["x": ["1"], "y": ["2"]])
    #expect(top.description == "x=1, y=2")
    #expect(link.parameters(for: chain[1]) == ["x": "1"])
    #expect(link.parameters(for: chain[0]).isEmpty)
    #expect(top != link.parameters(for: chain[1]))
    #expect(top.filter { $0 == "y" } == ["y": "2"])
    #expect(queried.parameters(for: chain[3]) == ["x": "1", "y": "2", "q": "3"])
  }
}

extension LinkParametersTests.ListOrder: LinkParameterValue {}
extension LinkParametersTests.Urgency: LinkParameterValue {}
extension LinkParametersTests.TicketSlug: LinkParameterValue {}

extension CharacterSet {
  /// What a query item's value may hold unescaped here: letters, digits and
  /// `-._~` (so `:`, `/`, `?`, `&`, `=` and `%` are escaped).
  fileprivate static let urlQueryItemValue = CharacterSet(
    charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~")

  @Test(
    "catalog 31: `?path=../../secrets` reaches the screen as the text sent, never resolved, and is no URL"
  )
  func catalog31() throws {
    let parameters: LinkParameters = ["path": "../../secrets"]
    #expect(parameters["path"] == "../../secrets")
    #expect(parameters.value("path", as: String.self) == "../../secrets")
    #expect(
      throws: ParameterError(
        name: "path", reason: .invalid(value: "../../secrets", expected: "URL"))
    ) {
      try parameters.url("path", allowedHosts: ["example.com"])
    }
  }
}
