#if os(Linux)
import Testing
@_spi(Testing) import UIKitStandIn

@Suite("Driving transitions", .isolatedStandIn)
@MainActor
struct UIKitStandInTests {
  @Test("in immediate mode an animated push finishes on the next turn without help")
  func immediateModeFinishesByItself() async throws {
    let navigation = UINavigationController(rootViewController: Screen("Root"))
    let stage = Stage(navigation)

    navigation.pushViewController(Screen("Detail"), animated: true)
    let coordinator = try #require(navigation.transitionCoordinator)
    await withCheckedContinuation { continuation in
      coordinator.animate(alongsideTransition: nil) { _ in continuation.resume() }
    }

    #expect(navigation.transitionCoordinator == nil)
    #expect(UIKitStandIn.pendingTransitions.isEmpty)
    #expect(stage.visible?.title == "Detail")
  }

  @Test("manual mode lets a test act while adapter work waits on a transition")
  func manualModeExposesInFlightTransitions() async {
    UIKitStandIn.transitionMode = .manual
    let navigation = UINavigationController(rootViewController: Screen("Root"))
    let stage = Stage(navigation)
    let calls = CallLog()

    let work = Task {
      // What an adapter does: push, wait for the transition, then present.
      navigation.pushViewController(Screen("Detail"), animated: true)
      if let coordinator = navigation.transitionCoordinator {
        await withCheckedContinuation { continuation in
          coordinator.animate(alongsideTransition: nil) { _ in continuation.resume() }
        }
      }
      calls.record("pushed")
      navigation.present(Screen("Modal"), animated: true, completion: calls.completion("presented"))
    }

    await UIKitStandIn.waitForTransition()
    #expect(
      UIKitStandIn.pendingTransitions == ["push <Screen \"Detail\"> on <UINavigationController>"])
    #expect(calls.entries.isEmpty)
    #expect(stage.visible?.title == "Detail")

    UIKitStandIn.completeNextTransition()
    await UIKitStandIn.waitForTransition()
    #expect(calls.entries == ["pushed"])
    #expect(
      UIKitStandIn.pendingTransitions == ["present <Screen \"Modal\"> on <UINavigationController>"])

    UIKitStandIn.completeNextTransition()
    await work.value
    #expect(calls.entries == ["pushed", "presented"])
    #expect(UIKitStandIn.violations.isEmpty)
  }

  @Test("completeAllTransitions leaves transitions begun by completion handlers in flight")
  func completeAllIsOneRound() async {
    UIKitStandIn.transitionMode = .manual
    let root = Screen("Root")
    let stage = Stage(root)
    let modal = Screen("Modal")

    root.present(modal, animated: true) {
      modal.present(Screen("Alert"), animated: true)
    }
    UIKitStandIn.completeAllTransitions()

    #expect(UIKitStandIn.pendingTransitions == ["present <Screen \"Alert\"> on <Screen \"Modal\">"])
    await UIKitStandIn.settle()
    #expect(UIKitStandIn.pendingTransitions.isEmpty)
    #expect(modal.presentedViewController?.title == "Alert")
    #expect(stage.visible?.title == "Alert")
  }

  @Test("completeNextTransition reports when nothing is in flight")
  func completeNextWithNothingPending() {
    #expect(!UIKitStandIn.completeNextTransition())
  }

  @Test("switching back to immediate mode finishes what is in flight")
  func switchingToImmediate() async throws {
    UIKitStandIn.transitionMode = .manual
    let navigation = UINavigationController(rootViewController: Screen("Root"))
    let stage = Stage(navigation)
    navigation.pushViewController(Screen("Detail"), animated: true)
    let coordinator = try #require(navigation.transitionCoordinator)

    UIKitStandIn.transitionMode = .immediate
    await withCheckedContinuation { continuation in
      coordinator.animate(alongsideTransition: nil) { _ in continuation.resume() }
    }

    #expect(UIKitStandIn.pendingTransitions.isEmpty)
    #expect(stage.visible?.title == "Detail")
  }

  @Test("isolated states keep their own records and mode")
  func isolatedStates() async {
    UIKitStandIn.transitionMode = .manual
    Screen("Detached").present(Screen("Modal"), animated: false)

    await UIKitStandIn.withIsolatedState {
      #expect(UIKitStandIn.messages.isEmpty)
      #expect(UIKitStandIn.transitionMode == .immediate)
      UIKitStandIn.navigationViolation()
      #expect(UIKitStandIn.violations.count == 1)
    }

    #expect(UIKitStandIn.messages.count == 1)
    #expect(UIKitStandIn.violations.isEmpty)
    UIKitStandIn.clearLog()
    #expect(UIKitStandIn.messages.isEmpty)
  }
}

extension UIKitStandIn {
  /// Commits one violation: pops to a controller that is not in the stack.
  @MainActor
  fileprivate static func navigationViolation() {
    UINavigationController().popToViewController(Screen("Stranger"), animated: false)
  }
}

#endif
