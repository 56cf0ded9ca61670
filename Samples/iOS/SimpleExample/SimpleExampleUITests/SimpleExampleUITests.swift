import XCTest

/// SimpleExample on a simulator: one navigation stack, List → Detail → Extra.
final class SimpleExampleUITests: XCTestCase {
  /// A link that launches the app builds the whole stack under the screen it names.
  @MainActor
  func testColdLinkBuildsListDetailAndExtra() throws {
    let app = XCUIApplication()
    try openCold("simpleexample://list/3/extra", in: app)
    expectScreen("ExtraViewController", title: "Extra List", in: app)
    goBack(from: "ExtraViewController", in: app)
    expectScreen("DetailViewController", title: "Detail 3", in: app)
    goBack(from: "DetailViewController", in: app)
    expectScreen("ListViewController", title: "List", in: app)
  }

  /// A link that arrives while the app runs moves the stack to its screen; the
  /// screen's own button then pushes on top.
  @MainActor
  func testWarmLinkMovesTheRunningStack() throws {
    let app = XCUIApplication()
    app.launch()
    expectScreen("ListViewController", title: "List", in: app)
    try openWarm("simpleexample://list/7", in: app)
    expectScreen("DetailViewController", title: "Detail 7", in: app)
    app.buttons["detail.extra"].tap()
    expectScreen("ExtraViewController", title: "Extra List", in: app)
    goBack(from: "ExtraViewController", in: app)
    expectScreen("DetailViewController", title: "Detail 7", in: app)
  }

  /// A row of the list opens its item through the same pipeline as a link.
  @MainActor
  func testRowOpensItsDetail() throws {
    let app = XCUIApplication()
    app.launch()
    expectScreen("ListViewController", title: "List", in: app)
    app.buttons["list.item.2"].tap()
    expectScreen("DetailViewController", title: "Detail 2", in: app)
  }
}
