import StackRouter
import StackRouterSwiftUI
import Testing

extension SwiftUINavigatorWaitingTests {
  /// Links that wait for every kind of transition: presentations over
  /// presentations, dismissals of one and of several layers, pushes and pops
  /// after animated pushes, screens pushed inside modals.
  nonisolated static let waitingLinks = [
    "app://list/1", "app://list/2", "app://list/1/comments/9", "app://login/signup",
    "app://player/queue", "app://list/2", "app://compose/draft", "app://list/2/comments",
    "app://list/3", "app://player", "app://list",
  ]

  /// Opens the links one after another and returns their outcomes.
  private func outcomes(of app: TestApp) async -> [String] {
    var outcomes: [String] = []
    for link in Self.waitingLinks {
      let outcome = await app.router.open(.url(link))
      await app.swiftUI.settle()
      outcomes.append("\(link): \(outcome)")
    }
    return outcomes
  }

  @Test(
    "strict SwiftUI: every wait ends as in the default mode, drawn as bound, under every seed",
    .serialized,
    arguments: StrictSeeds.all)
  func strictWaiting(seed: UInt64) async throws {
    let rules = StrictSeeds.rules(for: seed)
    let reference = try TestApp(TestRoutes.modalChains, rules: rules)
    let expected = await outcomes(of: reference)

    let app = try TestApp(TestRoutes.modalChains, rules: rules, mode: .strict(seed: seed))
    var outcomes: [String] = []
    for link in Self.waitingLinks {
      let outcome = await app.router.open(.url(link))
      await app.swiftUI.settle()
      outcomes.append("\(link): \(outcome)")
      #expect(app.swiftUI.drift() == nil, "seed \(seed), \(link)")
    }
    #expect(outcomes == expected, "seed \(seed)")
    #expect(app.navigator.state == reference.navigator.state, "seed \(seed)")
    #expect(app.swiftUI.updateCount == reference.swiftUI.updateCount, "seed \(seed)")
    // No link lost or applied twice: the router did the same, step by step.
    #expect(app.log.lines == reference.log.lines, "seed \(seed)")
  }

  @Test("strict SwiftUI is not a no-op: a navigator that trusts every report drops changes")
  func strictIsNotANoOp() async throws {
    for trusting in [true, false] {
      let app = try TestApp(TestRoutes.modalChains, mode: .strict(seed: 1))
      app.swiftUI.strict?.forcedVariant = .early
      app.swiftUI.strict?.vouchesForEarlyReports = trusting
      var notes: [String] = []
      app.navigator.onDeadline = { notes.append($0) }
      for link in ["app://list/1", "app://list/2", "app://player/queue"] {
        await app.open(link)
      }
      if trusting {
        // The early report is believed, as a navigator that trusts every
        // report (the old wait) believes it: the queue is presented while
        // the player is still being presented, and SwiftUI drops it.
        #expect(
          app.swiftUI.violations == ["presented modal 1 (#6) during another modal transition"])
        #expect(app.swiftUI.drift() != nil)
      } else {
        #expect(app.swiftUI.drift() == nil)
        #expect(
          notes.first
            == "SwiftUI did not report the end of animating root stack within 5.0 seconds "
            + "(its top screen appeared, an end reported before it was ignored); went on")
      }
    }
  }
}
