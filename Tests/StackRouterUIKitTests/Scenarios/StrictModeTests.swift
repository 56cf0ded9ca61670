#if os(Linux)
import Foundation
import StackRouter
import StackRouterUIKit
import Testing
@_spi(Testing) import UIKitStandIn

/// The scenarios under the stand-in's strict mode: each seed varies what Apple leaves open
/// (when `presentedViewController` changes, when a coordinator shows, when completions run,
/// whether a tab under More is shown through More), and every seed must end as the default
/// mode does: the same outcomes, events, state, stacks and hierarchy, with no false refusal and
/// no lost or doubled link.
@Suite(
  "UIKitNavigator under strict mode", .isolatedStandIn, .serialized, .timeLimit(.minutes(10)))
@MainActor
struct StrictModeTests {
  /// The seeds every scenario runs under.
  nonisolated static let seeds: [UInt64] = Array(1...200)

  /// The window's hierarchy as the stand-in prints it, with the deferring subclasses named as
  /// the UIKit classes they extend.
  private func hierarchy(of app: ScenarioApp) -> String {
    UIKitStandIn.hierarchyDescription(of: app.window)
      .replacingOccurrences(of: "<Deferring", with: "<UI")
  }

  private func check(
    _ scenario: NavigatorScenario, seed: UInt64, deferring: Bool,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) async throws {
    UIKitStandIn.strictSeed = nil
    let (expected, plainApp) = try await scenario.run()
    let expectedHierarchy = hierarchy(of: plainApp)
    #expect(expected.outcomes.last == scenario.expected, sourceLocation: sourceLocation)

    UIKitStandIn.strictSeed = seed
    let (result, app) = try await scenario.run(deferring: deferring)
    let choices = UIKitStandIn.strictChoices
    await UIKitStandIn.settle()

    #expect(result == expected, "\(choices)", sourceLocation: sourceLocation)
    if !scenario.usesMore {
      // A tab under More may be shown through the More list or directly: the stacks above
      // compare what the navigator reads, the hierarchy only where UIKit has one way.
      #expect(hierarchy(of: app) == expectedHierarchy, "\(choices)", sourceLocation: sourceLocation)
    }
    #expect(UIKitStandIn.violations.isEmpty, sourceLocation: sourceLocation)
    #expect(UIKitStandIn.messages.isEmpty, "\(choices)", sourceLocation: sourceLocation)
    #expect(!choices.isEmpty, sourceLocation: sourceLocation)
  }

  @Test(
    "every seed ends in the default mode's hierarchy and outcomes",
    arguments: NavigatorScenario.all, seeds)
  func strictMode(scenario: NavigatorScenario, seed: UInt64) async throws {
    try await check(scenario, seed: seed, deferring: false)
  }

  @Test(
    "every seed ends the same with a root and wrappers that defer present and dismiss a turn",
    arguments: NavigatorScenario.all, seeds)
  func strictModeWithDeferringControllers(scenario: NavigatorScenario, seed: UInt64)
    async throws
  {
    try await check(scenario, seed: seed, deferring: true)
  }

  @Test("strict mode replays the same choices from the same seed")
  func seedReplays() async throws {
    let scenario = try #require(NavigatorScenario.all.first { $0.name == "push inside a modal" })
    UIKitStandIn.strictSeed = 7
    _ = try await scenario.run()
    let first = UIKitStandIn.strictChoices
    UIKitStandIn.strictSeed = 7
    _ = try await scenario.run()
    #expect(UIKitStandIn.strictChoices == first)
    #expect(first.contains { $0.hasSuffix(": true") })
    #expect(first.contains { $0.hasSuffix(": false") })
  }
}

/// The inference the navigator used to make right after `dismiss(animated:completion:)`
/// returned: UIKit refused unless `presentedViewController` had already changed or a new
/// transition coordinator had appeared. Apple documents neither, and strict mode shows it
/// wrong: a dismissal that finishes a turn later reads as a refusal.
@Suite("The old dismissal inference", .isolatedStandIn, .timeLimit(.minutes(10)))
@MainActor
struct OldDismissalInferenceTests {
  /// What the old inference concluded of one dismissal, and what UIKit then did.
  private struct Reading: Equatable {
    var inferredRefusal: Bool
    var finished: Bool
  }

  /// Presents a login screen, then dismisses it as the old navigator did and reads the result.
  private func dismissOnce(animated: Bool, seed: UInt64?, deferring: Bool) async -> Reading {
    let window = UIWindow(windowScene: UIWindowScene())
    let root =
      deferring
      ? DeferringNavigationController(rootViewController: HomeViewController())
      : UINavigationController(rootViewController: HomeViewController())
    window.rootViewController = root
    window.makeKeyAndVisible()
    UIKitStandIn.strictSeed = nil
    let login = LoginViewController()
    root.present(login, animated: false)
    await UIKitStandIn.settle()
    UIKitStandIn.strictSeed = seed

    let earlier = (root.transitionCoordinator ?? login.transitionCoordinator).map {
      $0 as AnyObject
    }
    var finished = false
    root.dismiss(animated: animated) { finished = true }
    let running = (root.transitionCoordinator ?? login.transitionCoordinator).map {
      $0 as AnyObject
    }
    let inferredRefusal =
      root.presentedViewController === login && (running == nil || running === earlier)
    await UIKitStandIn.settle()
    return Reading(inferredRefusal: inferredRefusal, finished: finished)
  }

  @Test(
    "in the default mode, the old inference never calls a dismissal refused",
    arguments: [false, true])
  func defaultMode(animated: Bool) async {
    let reading = await dismissOnce(animated: animated, seed: nil, deferring: false)
    #expect(reading == Reading(inferredRefusal: false, finished: true))
  }

  @Test(
    "under strict mode, the old inference calls dismissals refused that UIKit then finishes",
    arguments: [false, true])
  func strictMode(animated: Bool) async {
    var falseRefusals = 0
    for seed in StrictModeTests.seeds {
      let reading = await dismissOnce(animated: animated, seed: seed, deferring: false)
      #expect(reading.finished, "seed \(seed)")
      if reading.inferredRefusal && reading.finished { falseRefusals += 1 }
    }
    #expect(falseRefusals > 0)
  }

  @Test("with a root that defers dismiss a turn, the old inference calls every dismissal refused")
  func deferringRoot() async {
    let reading = await dismissOnce(animated: true, seed: nil, deferring: true)
    #expect(reading == Reading(inferredRefusal: true, finished: true))
  }
}

#endif
