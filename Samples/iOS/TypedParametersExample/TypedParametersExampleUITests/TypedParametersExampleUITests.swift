import XCTest

/// TypedParametersExample on a simulator: typed article links and an account
/// behind a login guard.
final class TypedParametersExampleUITests: XCTestCase {
  /// A link that launches the app opens the article over the list.
  @MainActor
  func testColdLinkOpensTheArticleOverTheList() throws {
    let app = XCUIApplication()
    try openCold("typedexample://articles/42?display=compact&hl=router&ref=mail", in: app)
    expectScreen("ArticleViewController", title: "Article 42", in: app)
    goBack(from: "ArticleViewController", in: app)
    expectScreen("ArticleListViewController", title: "Articles", in: app)
  }

  /// A link to the account while logged out waits for the login sheet; once
  /// logged in, the account opens on the section the link named.
  @MainActor
  func testWarmAccountLinkWaitsForLogin() throws {
    let app = XCUIApplication()
    app.launch()
    expectScreen("ArticleListViewController", title: "Articles", in: app)
    try openWarm("typedexample://account?tab=orders", in: app)
    expectScreen("LoginViewController", title: "Log In", in: app)
    app.buttons["login.logIn"].tap()
    expectGone("LoginViewController", in: app)
    expectScreen("AccountViewController", title: "Orders", in: app)
  }

}
