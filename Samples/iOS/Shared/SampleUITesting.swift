import XCTest

/// What every sample's UI tests share: opening links cold and warm, firing a
/// Home Screen quick action, finding screens by accessibility identifier, and
/// keeping a screenshot of each step.
///
/// Each screen's view carries its type's name as accessibility identifier
/// (the UIKit samples' `SampleViews.swift`, the SwiftUI sample's
/// `.accessibilityIdentifier`), so a test reads the visible stack by walking
/// Back from the top and finding each screen in turn.
extension XCTestCase {
  /// How long a screen may take to appear after a link or a tap. A bound on
  /// waiting, not a timed assertion: the wait ends as soon as the screen shows.
  var screenWait: TimeInterval { 20 }

  /// Opens `link` with the app not running: the link launches it (a cold
  /// start, through the scene's connection options).
  @MainActor
  func openCold(_ link: String, in app: XCUIApplication) throws {
    guard #available(iOS 16.4, *) else { throw XCTSkip("XCUIApplication.open(_:) needs iOS 16.4") }
    app.terminate()
    app.open(try XCTUnwrap(URL(string: link)))
  }

  /// Opens `link` while the app runs (a warm start, through the scene
  /// delegate's `openURLContexts` or SwiftUI's `onOpenURL`).
  @MainActor
  func openWarm(_ link: String, in app: XCUIApplication) throws {
    guard #available(iOS 16.4, *) else { throw XCTSkip("XCUIApplication.open(_:) needs iOS 16.4") }
    XCTAssertEqual(app.state, .runningForeground, "the app must be running before a warm link")
    app.open(try XCTUnwrap(URL(string: link)))
  }

  /// Long-presses the app's Home Screen icon and chooses the quick action
  /// titled `title` (a static item of the app's Info.plist).
  @MainActor
  func fireQuickAction(_ title: String, appName: String) {
    let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")
    XCUIDevice.shared.press(.home)
    let icon = springboard.icons[appName]
    XCTAssertTrue(
      icon.waitForExistence(timeout: screenWait), "no Home Screen icon named \(appName)")
    // A new app's icon may sit on a later Home Screen page.
    for _ in 0..<4 where !icon.isHittable {
      springboard.swipeLeft()
    }
    icon.press(forDuration: 1.5)
    let action = springboard.buttons[title]
    XCTAssertTrue(action.waitForExistence(timeout: screenWait), "no quick action titled \(title)")
    action.tap()
  }

  /// Waits for the screen whose accessibility identifier is `identifier`,
  /// fails if it does not appear, and keeps a screenshot named after it.
  @MainActor
  @discardableResult
  func expectScreen(
    _ identifier: String, title: String? = nil, in app: XCUIApplication,
    file: StaticString = #filePath, line: UInt = #line
  ) -> XCUIElement {
    let screen = app.descendants(matching: .any)[identifier].firstMatch
    XCTAssertTrue(
      screen.waitForExistence(timeout: screenWait), "\(identifier) is not on screen",
      file: file, line: line)
    if let title {
      XCTAssertTrue(
        app.navigationBars[title].waitForExistence(timeout: screenWait),
        "the navigation bar does not read \(title)", file: file, line: line)
    }
    keepScreenshot(identifier, of: app)
    return screen
  }

  /// Taps Back in the top navigation bar and waits until the screen
  /// `identifier` has left.
  @MainActor
  func goBack(
    from identifier: String, in app: XCUIApplication, file: StaticString = #filePath,
    line: UInt = #line
  ) {
    let back = app.navigationBars.buttons.element(boundBy: 0)
    XCTAssertTrue(
      back.waitForExistence(timeout: screenWait), "no Back button", file: file, line: line)
    back.tap()
    expectGone(identifier, in: app, file: file, line: line)
  }

  /// Waits until the screen whose accessibility identifier is `identifier`
  /// is no longer on screen (popped or dismissed), and fails if it stays.
  @MainActor
  func expectGone(
    _ identifier: String, in app: XCUIApplication, file: StaticString = #filePath,
    line: UInt = #line
  ) {
    let screen = app.descendants(matching: .any)[identifier].firstMatch
    let gone = XCTNSPredicateExpectation(
      predicate: NSPredicate(format: "exists == false"), object: screen)
    if XCTWaiter().wait(for: [gone], timeout: screenWait) != .completed {
      XCTFail("\(identifier) is still on screen", file: file, line: line)
    }
  }

  /// Waits until `element` can (or, with `false`, can no longer) be tapped:
  /// for views that stay in the window while off screen, like a side menu.
  @MainActor
  func expectHittable(
    _ element: XCUIElement, _ hittable: Bool = true, file: StaticString = #filePath,
    line: UInt = #line
  ) {
    let state = XCTNSPredicateExpectation(
      predicate: NSPredicate(format: hittable ? "isHittable == true" : "isHittable == false"),
      object: element)
    if XCTWaiter().wait(for: [state], timeout: screenWait) != .completed {
      XCTFail("\(element) is \(hittable ? "not " : "")hittable", file: file, line: line)
    }
  }

  /// Attaches a screenshot that the result bundle keeps even when the test passes.
  @MainActor
  func keepScreenshot(_ name: String, of app: XCUIApplication) {
    let attachment = XCTAttachment(screenshot: app.screenshot())
    attachment.name = name
    attachment.lifetime = .keepAlways
    add(attachment)
  }
}
