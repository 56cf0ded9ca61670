#if os(Linux)
import Foundation
import StackRouter
import StackRouterUIKit
import Testing
@_spi(Testing) import UIKitStandIn

/// Screens that do work in `viewDidAppear(_:)` under strict mode: strict mode varies when the
/// appearance callbacks come (at the call or a turn later, before or after completions and
/// `didShow`), and every screen must still end with the callbacks the default mode gives it.
@Suite(
  "Appearance callbacks under strict mode", .isolatedStandIn, .serialized,
  .timeLimit(.minutes(10)))
@MainActor
struct AppearanceCallbackTests {
  /// The scenarios checked: a push, a pop, a tab, modals with and without animation.
  nonisolated static let scenarios = NavigatorScenario.all.filter {
    [
      "push", "pop", "tabs", "modal", "modal without animation",
      "animated dismissal of two modals", "dismissal without animation",
    ].contains($0.name)
  }

  /// Every screen in the window, root first, then what is presented, each as its type and
  /// the callbacks it recorded, counted.
  private func callbacks(in app: ScenarioApp) -> [String] {
    var screens: [UIViewController] = []
    func visit(_ controller: UIViewController) {
      screens.append(controller)
      controller.children.forEach(visit)
    }
    guard let root = app.window.rootViewController else { return [] }
    visit(root)
    var presented = root.presentedViewController
    while let controller = presented {
      visit(controller)
      presented = controller.presentedViewController
    }
    return screens.compactMap { screen in
      guard let screen = screen as? AppearanceRecordingScreen else { return nil }
      let counts = Dictionary(screen.appearanceCallbacks.map { ($0, 1) }, uniquingKeysWith: +)
      let tally = counts.sorted { $0.key < $1.key }.map { "\($0.key) ×\($0.value)" }
      return "\(type(of: screen)): \(tally.joined(separator: ", "))"
    }
  }

  /// The last callback of the screen on top.
  private func lastCallbackOnTop(of app: ScenarioApp) -> String? {
    let top = UIKitStandIn.visibleViewController(in: app.window) as? AppearanceRecordingScreen
    return top?.appearanceCallbacks.last
  }

  @Test(
    "every seed ends each screen with the default mode's appearance callbacks",
    arguments: scenarios, StrictModeTests.seeds)
  func sameCallbacks(scenario: NavigatorScenario, seed: UInt64) async throws {
    UIKitStandIn.strictSeed = nil
    let (_, plainApp) = try await scenario.run()
    await UIKitStandIn.settle()
    let expected = callbacks(in: plainApp)
    #expect(lastCallbackOnTop(of: plainApp) == "viewDidAppear")

    UIKitStandIn.strictSeed = seed
    let (_, app) = try await scenario.run()
    let choices = UIKitStandIn.strictChoices
    await UIKitStandIn.settle()

    #expect(callbacks(in: app) == expected, "\(choices)")
    #expect(lastCallbackOnTop(of: app) == "viewDidAppear", "\(choices)")
    #expect(!choices.isEmpty)
  }
}

#endif
