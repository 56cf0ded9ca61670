import XCTest

/// SwiftUIExample on a simulator: two tabs of NavigationStacks, a compose
/// sheet with a screen pushed inside it, and a Home Screen quick action.
final class SwiftUIExampleUITests: XCTestCase {
  /// A link that launches the app selects the feed tab and builds Feed →
  /// Article 4 → Comments.
  @MainActor
  func testColdLinkBuildsTheFeedStack() throws {
    let app = XCUIApplication()
    try openCold("swiftuiexample://articles/4/comments", in: app)
    expectScreen("CommentsView", title: "Comments", in: app)
    goBack(from: "CommentsView", in: app)
    expectScreen("ArticleView", title: "Article 4", in: app)
    goBack(from: "ArticleView", in: app)
    expectScreen("ArticleList", title: "Feed", in: app)
  }

  /// A link while the app runs presents the compose sheet with Recipients
  /// pushed inside it; Back goes to the message.
  @MainActor
  func testWarmLinkPushesInsideTheComposeSheet() throws {
    let app = XCUIApplication()
    app.launch()
    waitForTabs(in: app)
    try openWarm("swiftuiexample://compose/recipients", in: app)
    expectScreen("RecipientsView", title: "Recipients", in: app)
    goBack(from: "RecipientsView", in: app)
    expectScreen("ComposeView", title: "New Message", in: app)
  }

  /// A link to the account waits for the login sheet, then opens.
  @MainActor
  func testWarmAccountLinkWaitsForLogin() throws {
    let app = XCUIApplication()
    app.launch()
    waitForTabs(in: app)
    try openWarm("swiftuiexample://account", in: app)
    expectScreen("LoginView", title: "Log In", in: app)
    app.buttons["Log In"].firstMatch.tap()
    expectGone("LoginView", in: app)
    expectScreen("AccountView", title: "Account", in: app)
  }

  /// The static quick action of Info.plist opens the compose sheet.
  @MainActor
  func testQuickActionOpensCompose() throws {
    let app = XCUIApplication()
    app.launch()
    waitForTabs(in: app)
    fireQuickAction("New Message", appName: "SwiftUIExample")
    expectScreen("ComposeView", title: "New Message", in: app)
  }

  /// Waits for the tab bar. The screen under it depends on what `@SceneStorage`
  /// restored from an earlier run, so these tests do not assume it.
  @MainActor
  private func waitForTabs(in app: XCUIApplication) {
    XCTAssertTrue(app.tabBars.firstMatch.waitForExistence(timeout: screenWait), "no tab bar")
    keepScreenshot("launched", of: app)
  }
}
