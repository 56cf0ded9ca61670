import StackRouter
import StackRouterSwiftUI
import Testing

extension SwiftUIScenarioTests {
  @Test(
    "strict SwiftUI: the same plans and state under every seed, drawn as bound",
    .serialized,
    arguments: scenarios, StrictSeeds.all)
  func strict(_ scenario: Scenario, seed: UInt64) async throws {
    let table = try TestRoutes.table(scenario.register)
    let headless = HeadlessNavigator(shell: scenario.shape.headless)
    let headlessRouter = try Router(table: table, navigator: headless)
    let rules = StrictSeeds.rules(for: seed)
    let reference = try TestApp(scenario.register, shell: scenario.shape.swiftUI, rules: rules)
    let app = try TestApp(
      scenario.register, shell: scenario.shape.swiftUI, rules: rules, mode: .strict(seed: seed))

    for (link, animation) in scenario.links {
      let expected = await headlessRouter.open(.url(link, animation: animation))
      let plan = await app.open(link, animation: animation)
      await reference.open(link, animation: animation)
      guard case .handled(let handled) = expected else {
        Issue.record("\(link) was not handled by the headless navigator: \(expected)")
        return
      }
      #expect(plan == handled.plan.description, "seed \(seed), \(link)")
      #expect(app.navigator.state == headless.state, "seed \(seed), \(link)")
      #expect(app.swiftUI.drift() == nil, "seed \(seed), \(link)")
    }
    await app.navigator.waitUntilIdle()
    // No link lost or applied twice: the router did as in the default mode.
    #expect(app.log.lines == reference.log.lines, "seed \(seed)")
    #expect(app.navigator.state.description == scenario.finalState)
    #expect(app.navigator.pendingTransitions.isEmpty)
  }
}
