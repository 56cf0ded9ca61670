import Testing

@testable import StackRouterCommands

/// The component matcher, against the semantics Apple documents for
/// `applinks.Details.Components` and its examples.
@Suite("apple-app-site-association components")
struct AASAComponentTests {
  @Test(
    "'*' matches zero or more characters, '/' included; '?' exactly one; '?*' one or more",
    arguments: [
      ("/buy/*", "/buy/", true), ("/buy/*", "/buy/a/b", true), ("/buy/*", "/buy", false),
      ("/a?c", "/abc", true), ("/a?c", "/ac", false), ("/a?c", "/a/c", true),
      ("/x/?*", "/x/", false), ("/x/?*", "/x/1", true), ("/x/?*", "/x/1/2", true),
      ("????", "1234", true), ("????", "123", false), ("*", "", true), ("", "", true),
      ("/?*/?*", "/a/b", true), ("/?*/?*", "/a", false), ("/?*/?*", "/a/", false),
      ("/?*/?*", "/a//", true), ("/?*/?*", "/a//b", true), ("/a*b*c", "/axxbyyc", true),
      ("/a*b*c", "/axxbyy", false),
    ])
  func pattern(_ pattern: String, _ text: String, _ matches: Bool) {
    #expect(AASAPattern(pattern).matches(text) == matches)
  }

  @Test("caseSensitive: false compares ignoring case; the default is case-sensitive")
  func caseSensitivity() throws {
    let link = try #require(AASALink("https://example.com/HELP/1"))
    #expect(!AASAComponent(path: AASAPattern("/help/*")).matches(link))
    #expect(AASAComponent(path: AASAPattern("/help/*"), caseSensitive: false).matches(link))
  }

  @Test("patterns see the link as written; with percentEncoded false, decoded")
  func percentEncoding() throws {
    let link = try #require(AASALink("https://example.com/a%20b?q=x%20y#f%20g"))
    #expect(AASAComponent(path: AASAPattern("/a%20b")).matches(link))
    #expect(!AASAComponent(path: AASAPattern("/a b")).matches(link))
    #expect(AASAComponent(path: AASAPattern("/a b"), percentEncoded: false).matches(link))
    #expect(
      AASAComponent(query: .items(["q": AASAPattern("x y")]), percentEncoded: false).matches(link))
    #expect(AASAComponent(fragment: AASAPattern("f g"), percentEncoded: false).matches(link))
  }

  @Test("'?' as a dictionary needs an item of each name whose value matches")
  func queryItems() throws {
    let component = AASAComponent(
      path: AASAPattern("/help/*"), query: .items(["articleNumber": AASAPattern("????")]))
    #expect(
      component.matches(try #require(AASALink("https://e.com/help/a?x=1&articleNumber=1234"))))
    #expect(!component.matches(try #require(AASALink("https://e.com/help/a?articleNumber=123"))))
    #expect(!component.matches(try #require(AASALink("https://e.com/help/a"))))
    let whole = AASAComponent(query: .pattern(AASAPattern("a=*")))
    #expect(whole.matches(try #require(AASALink("https://e.com/?a=1&b=2"))))
    #expect(!whole.matches(try #require(AASALink("https://e.com/?b=2"))))
  }

  @Test("the first component that matches decides; an exclude keeps the link out")
  func order() throws {
    let components = [
      AASAComponent(fragment: AASAPattern("no_universal_links"), exclude: true),
      AASAComponent(path: AASAPattern("/buy/*")),
      AASAComponent(path: AASAPattern("/help/website/*"), exclude: true),
      AASAComponent(path: AASAPattern("/help/*")),
    ]
    let cases = [
      ("https://example.com/buy/1", true), ("https://example.com/buy/1#no_universal_links", false),
      ("https://example.com/help/website/x", false), ("https://example.com/help/x", true),
      ("https://example.com/other", false), ("https://example.com", false),
      ("myapp://buy/1", false),
    ]
    for (text, accepted) in cases {
      let accepts = AASALink(text).map { AASAComponent.accepts($0, in: components) } ?? false
      #expect(accepts == accepted, "\(text)")
    }
  }

  @Test("a link splits into its path (/ when empty), query and fragment")
  func linkParts() throws {
    let link = try #require(AASALink("https://example.com/a/b?c=d&e#f?g"))
    #expect(link.path == "/a/b")
    #expect(link.query == "c=d&e")
    #expect(link.fragment == "f?g")
    #expect(link.queryItems(decoded: false).map(\.name) == ["c", "e"])
    #expect(try #require(AASALink("https://example.com")).path == "/")
    #expect(try #require(AASALink("https://example.com#x")).path == "/")
    #expect(AASALink("http://example.com/a") == nil)
  }

  @Test("a component's JSON omits keys left at their default")
  func json() {
    let component = AASAComponent(
      path: AASAPattern("/a/?*"), query: .items(["q": AASAPattern("?")]), exclude: true,
      caseSensitive: false, comment: "c")
    #expect(component.jsonObject["/"] as? String == "/a/?*")
    #expect(component.jsonObject["?"] as? [String: String] == ["q": "?"])
    #expect(component.jsonObject["exclude"] as? Bool == true)
    #expect(component.jsonObject["caseSensitive"] as? Bool == false)
    #expect(component.jsonObject["percentEncoded"] == nil)
    #expect(component.jsonObject["#"] == nil)
    #expect(AASAComponent(path: AASAPattern("/")).jsonObject.keys.sorted() == ["/"])
  }
}
