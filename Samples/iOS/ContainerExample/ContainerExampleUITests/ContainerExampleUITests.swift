import XCTest

/// ContainerExample on a simulator: a custom side-menu container whose center
/// stack and menu links fill.
final class ContainerExampleUITests: XCTestCase {
  /// A link that launches the app builds the center stack List 1 → Detail 3 →
  /// Extra.
  @MainActor
  func testColdLinkBuildsTheCenterStack() throws {
    let app = XCUIApplication()
    try openCold("containerexample://list1/3/extra", in: app)
    expectScreen("List1ExtraViewController", title: "Extra List 1", in: app)
    goBack(from: "List1ExtraViewController", in: app)
    expectScreen("List1DetailViewController", title: "Detail 3", in: app)
    goBack(from: "List1DetailViewController", in: app)
    expectScreen("List1ViewController", title: "List 1", in: app)
  }

  /// With the menu open, a link to a center screen closes the menu and
  /// replaces the center stack.
  @MainActor
  func testWarmLinkClosesTheMenu() throws {
    let app = XCUIApplication()
    app.launch()
    expectScreen("List1ViewController", title: "List 1", in: app)
    app.buttons["list1.menu"].tap()
    // The menu's view stays in the window when closed, off screen: whether
    // its rows can be tapped tells open from closed.
    expectScreen("MenuViewController", title: "Menu", in: app)
    expectHittable(app.buttons["menu.row.1"])
    try openWarm("containerexample://list2/5", in: app)
    expectHittable(app.buttons["menu.row.1"], false)
    expectScreen("List2DetailViewController", title: "Detail List 2, 5", in: app)
    goBack(from: "List2DetailViewController", in: app)
    expectScreen("List2ViewController", title: "List 2", in: app)
  }
}
