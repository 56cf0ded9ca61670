#if canImport(UIKit) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif
import StackRouter
import StackRouterUIKit
import Testing

extension NavigatorScenario: CustomTestStringConvertible {
  var testDescription: String { name }
}

/// The scenarios against whatever UIKit the tests run on, with the app's own plain controllers
/// and with controllers that defer `present` and `dismiss`: both end the same.
@Suite("UIKitNavigator scenarios", .isolatedStandIn, .timeLimit(.minutes(10)))
@MainActor
struct NavigatorScenarioTests {
  @Test(
    "a scenario ends the same with controllers that defer present and dismiss a turn",
    arguments: NavigatorScenario.all)
  func deferringControllers(scenario: NavigatorScenario) async throws {
    let (plain, _) = try await scenario.run()
    let (deferring, _) = try await scenario.run(deferring: true)
    #expect(plain.outcomes.last == scenario.expected)
    #expect(plain.outcomes.dropLast().allSatisfy { $0 == "handled" })
    #expect(deferring == plain)
  }
}

#endif
