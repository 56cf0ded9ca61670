import XCTest

/// TabsExample on a simulator: two tabs, modals, a modal with a screen pushed
/// inside it, and a Home Screen quick action.
final class TabsExampleUITests: XCTestCase {
  /// A link that launches the app selects the second tab, builds List 2 →
  /// Detail 4 and presents the item's modal over it.
  @MainActor
  func testColdLinkPresentsTheModalOverTheSecondTab() throws {
    let app = XCUIApplication()
    try openCold("tabsexample://list2/4/modal", in: app)
    expectScreen("ModalViewController", title: "Modal", in: app)
    app.buttons["modal.cancel"].tap()
    expectGone("ModalViewController", in: app)
    expectScreen("List2DetailViewController", title: "Detail List 2, 4", in: app)
    goBack(from: "List2DetailViewController", in: app)
    expectScreen("List2ViewController", title: "List 2", in: app)
  }

  /// A link while the app runs presents Compose with Recipients pushed inside
  /// it; Back goes to Compose.
  @MainActor
  func testWarmLinkPushesInsideTheComposeSheet() throws {
    let app = XCUIApplication()
    app.launch()
    expectScreen("List1ViewController", title: "List 1", in: app)
    try openWarm("tabsexample://compose/recipients", in: app)
    expectScreen("RecipientsViewController", title: "Recipients", in: app)
    goBack(from: "RecipientsViewController", in: app)
    expectScreen("ComposeViewController", title: "New Message", in: app)
  }

  /// A link to the other tab's item while a modal is up: the modal goes, the
  /// first tab is selected and its stack becomes List 1 → Detail 6.
  @MainActor
  func testLinkFromAModalMovesToTheOtherTab() throws {
    let app = XCUIApplication()
    try openCold("tabsexample://list2/1/modal", in: app)
    expectScreen("ModalViewController", title: "Modal", in: app)
    app.buttons["modal.list1Detail"].tap()
    expectGone("ModalViewController", in: app)
    expectScreen("List1DetailViewController", title: "Detail 6", in: app)
    goBack(from: "List1DetailViewController", in: app)
    expectScreen("List1ViewController", title: "List 1", in: app)
  }

  /// The static quick action of Info.plist opens Compose.
  @MainActor
  func testQuickActionOpensCompose() throws {
    let app = XCUIApplication()
    app.launch()
    expectScreen("List1ViewController", title: "List 1", in: app)
    fireQuickAction("New Message", appName: "TabsExample")
    expectScreen("ComposeViewController", title: "New Message", in: app)
  }
}
