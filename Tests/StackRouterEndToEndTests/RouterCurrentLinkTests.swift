import Foundation
import StackRouter
import Testing

/// Reverse routing from the navigation state: the `Router`'s current link
/// reads back to the screen that is shown.
@Suite("Router: from state to link")
@MainActor
struct RouterCurrentLinkTests {
  @Test("nothing shown, no current link")
  func noCurrentLink() throws {
    let app = try TestApp()
    #expect(app.router.currentLink() == nil)
  }

  @Test(
    "the current link reads back to the same entity and parameters, and reopening it only reloads",
    arguments: [
      ("myapp://list/1", "myapp://list/1"),
      ("myapp://list/a%2Fb%20c/edit", "myapp://list/a%2Fb%20c/edit"),
      ("https://app.com/list/1/extra?b=2&a=1", "myapp://list/1/extra?a=1&b=2"),
      ("myapp://list/1?tag=x&tag=y", "myapp://list/1?tag=x&tag=y"),
      ("myapp://compose", "myapp://compose"),
    ])
  func roundTrip(_ link: String, _ expected: String) async throws {
    try await checkRoundTrip(link, expected)
  }

  /// Regression: a screen of a `*` route had no current link, because
  /// neither `AppLink` nor `Screen` kept the segment a `*` matched; the
  /// `**` case pins the same fix for the remainder.
  @Test(
    "a catch-all or wildcard screen's current link keeps the segments it matched",
    arguments: [
      ("myapp://help/topics/a%20b", "myapp://help/topics/a%20b"),
      ("myapp://files/report.pdf", "myapp://files/report.pdf"),
    ])
  func roundTripWildcards(_ link: String, _ expected: String) async throws {
    try await checkRoundTrip(link, expected)
  }

  private func checkRoundTrip(
    _ link: String, _ expected: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) async throws {
    let app = try TestApp()
    let opened = try #require(
      await app.router.open(.url(link)).handledRoute?.link, sourceLocation: sourceLocation)
    let url = try #require(
      app.router.currentLink(), "no link for \(app.navigator.state)",
      sourceLocation: sourceLocation)
    #expect(url.absoluteString == expected, sourceLocation: sourceLocation)
    guard case .matched(let back) = app.router.table.resolve(url.absoluteString) else {
      Issue.record("\(url) does not read back", sourceLocation: sourceLocation)
      return
    }
    #expect(back.entity == opened.entity, sourceLocation: sourceLocation)
    #expect(back.parameters == opened.parameters, sourceLocation: sourceLocation)
    #expect(back.remainder == opened.remainder, sourceLocation: sourceLocation)
    let again = await app.router.open(.url(url))
    #expect(again.handledRoute?.plan.onlyReloads == true, sourceLocation: sourceLocation)
  }

  @Test("the current link can be asked for in a given form")
  func currentLinkForm() async throws {
    let app = try TestApp()
    await app.router.open(.url("myapp://list/1/extra"))
    #expect(
      app.router.currentLink(form: .domain("app.com"))?.absoluteString
        == "https://app.com/list/1/extra")
    #expect(app.router.currentLink(form: .domain("evil.com")) == nil)
  }
}
