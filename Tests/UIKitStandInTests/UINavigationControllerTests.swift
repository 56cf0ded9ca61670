#if os(Linux)
import Foundation
import Testing
@_spi(Testing) import UIKitStandIn

@Suite("Navigation stacks", .isolatedStandIn)
@MainActor
struct UINavigationControllerTests {
  @Test("init(rootViewController:) holds the root, its parent and navigationController set")
  func rootViewController() {
    let root = Screen("Root")
    let navigation = UINavigationController(rootViewController: root)

    #expect(navigation.viewControllers == [root])
    #expect(navigation.topViewController === root)
    #expect(root.parent === navigation)
    #expect(root.navigationController === navigation)
    #expect(navigation.children == [root])
  }

  @Test("pushing an instance already in the stack is a violation and is ignored")
  func pushingTheSameInstanceIsAViolation() {
    let (root, detail) = (Screen("Root"), Screen("Detail"))
    let navigation = UINavigationController(rootViewController: root)
    navigation.pushViewController(detail, animated: false)

    navigation.pushViewController(root, animated: false)

    #expect(navigation.viewControllers == [root, detail])
    #expect(
      UIKitStandIn.violations == [
        "Pushing the same view controller instance more than once is not supported "
          + "(<Screen \"Root\">)."
      ]
    )
  }

  @Test("pushing a tab bar controller is a violation and is ignored")
  func pushingATabBarControllerIsAViolation() {
    let navigation = UINavigationController(rootViewController: Screen("Root"))

    navigation.pushViewController(UITabBarController(), animated: false)

    #expect(navigation.viewControllers.count == 1)
    #expect(UIKitStandIn.violations == ["Pushing a tab bar controller is not supported."])
  }

  @Test("a stack holding the same instance twice is a violation and is ignored")
  func repeatedInstanceInNewStack() {
    let (root, detail) = (Screen("Root"), Screen("Detail"))
    let navigation = UINavigationController(rootViewController: root)

    navigation.setViewControllers([root, detail, root], animated: false)

    #expect(navigation.viewControllers == [root])
    #expect(detail.parent == nil)
    #expect(
      UIKitStandIn.violations == [
        "Pushing the same view controller instance more than once is not supported "
          + "(<Screen \"Root\">)."
      ]
    )
  }

  @Test("pushing a navigation controller is a violation and is ignored")
  func pushingANavigationControllerIsAViolation() {
    let navigation = UINavigationController(rootViewController: Screen("Root"))

    navigation.pushViewController(UINavigationController(), animated: false)

    #expect(navigation.viewControllers.count == 1)
    #expect(UIKitStandIn.violations == ["Pushing a navigation controller is not supported."])
  }

  @Test("an animated push changes the stack at once and finishes through its coordinator")
  func animatedPushFinishesThroughCoordinator() throws {
    UIKitStandIn.transitionMode = .manual
    let (root, detail) = (Screen("Root"), Screen("Detail"))
    let navigation = UINavigationController(rootViewController: root)
    let stage = Stage(navigation)
    let calls = CallLog()

    navigation.pushViewController(detail, animated: true)

    #expect(navigation.viewControllers == [root, detail])
    #expect(detail.isMovingToParent)
    #expect(detail.transitionCoordinator != nil)
    let coordinator = try #require(navigation.transitionCoordinator)
    #expect(coordinator.viewController(forKey: .from) === root)
    #expect(coordinator.viewController(forKey: .to) === detail)
    let queued = coordinator.animate(alongsideTransition: nil) { context in
      calls.record("finished, cancelled: \(context.isCancelled)")
    }
    #expect(queued)
    #expect(calls.entries.isEmpty)

    UIKitStandIn.completeNextTransition()

    #expect(calls.entries == ["finished, cancelled: false"])
    #expect(navigation.transitionCoordinator == nil)
    #expect(!detail.isMovingToParent)
    #expect(!coordinator.animate(alongsideTransition: nil) { _ in calls.record("late") })
    #expect(calls.entries == ["finished, cancelled: false"])
    #expect(stage.visible === detail)
  }

  @Test("a push without animation has no coordinator")
  func nonAnimatedPushHasNoCoordinator() {
    let navigation = UINavigationController(rootViewController: Screen("Root"))
    let stage = Stage(navigation)

    navigation.pushViewController(Screen("Detail"), animated: false)

    #expect(navigation.viewControllers.count == 2)
    #expect(navigation.transitionCoordinator == nil)
    #expect(UIKitStandIn.pendingTransitions.isEmpty)
    #expect(stage.visible?.title == "Detail")
  }

  @Test("a stack off screen changes without animation")
  func offScreenChangesDoNotAnimate() {
    let navigation = UINavigationController(rootViewController: Screen("Root"))

    navigation.pushViewController(Screen("Detail"), animated: true)

    #expect(navigation.viewControllers.count == 2)
    #expect(navigation.transitionCoordinator == nil)
    #expect(UIKitStandIn.pendingTransitions.isEmpty)
  }

  /// How a `setViewControllers(_:animated: true)` case builds the new stack from `[a, b, c]`.
  enum Replacement: String, CaseIterable, CustomTestStringConvertible {
    case topBelowInStack
    case sameTop
    case newTop

    var testDescription: String { rawValue }

    func newStack(from old: [UIViewController], fresh: UIViewController) -> [UIViewController] {
      switch self {
      case .topBelowInStack: [old[0], old[1]]
      case .sameTop: [old[0], old[2]]
      case .newTop: [old[0], fresh]
      }
    }

    var expectedTransition: [String] {
      switch self {
      case .topBelowInStack: ["pop <Screen \"B\"> on <UINavigationController>"]
      case .sameTop: []
      case .newTop: ["push <Screen \"Fresh\"> on <UINavigationController>"]
      }
    }
  }

  @Test(
    "setViewControllers picks pop, none or push by the new top", arguments: Replacement.allCases)
  func setViewControllersChoosesTransition(_ replacement: Replacement) {
    UIKitStandIn.transitionMode = .manual
    let old: [UIViewController] = [Screen("A"), Screen("B"), Screen("C")]
    let navigation = UINavigationController()
    navigation.viewControllers = old
    let stage = Stage(navigation)
    let new = replacement.newStack(from: old, fresh: Screen("Fresh"))

    navigation.setViewControllers(new, animated: true)

    #expect(navigation.viewControllers == new)
    #expect(UIKitStandIn.pendingTransitions == replacement.expectedTransition)
    #expect((navigation.transitionCoordinator != nil) == !replacement.expectedTransition.isEmpty)
    #expect(new.allSatisfy { $0.parent === navigation })
    #expect(old.filter { !new.contains($0) }.allSatisfy { $0.parent == nil })
    #expect(stage.visible === new.last)
  }

  @Test("assigning viewControllers does not animate")
  func assigningViewControllersDoesNotAnimate() {
    let navigation = UINavigationController(rootViewController: Screen("Root"))
    let stage = Stage(navigation)

    navigation.viewControllers = [Screen("A"), Screen("B")]

    #expect(navigation.topViewController?.title == "B")
    #expect(navigation.transitionCoordinator == nil)
    #expect(stage.visible?.title == "B")
  }

  @Test("popViewController at the root does nothing and returns nil")
  func poppingTheRoot() {
    let root = Screen("Root")
    let navigation = UINavigationController(rootViewController: root)

    #expect(navigation.popViewController(animated: true) == nil)
    #expect(navigation.viewControllers == [root])
  }

  @Test("popping returns what left the stack, which loses its parent")
  func poppingReturnsPopped() {
    let (root, a, b) = (Screen("Root"), Screen("A"), Screen("B"))
    let navigation = UINavigationController()
    navigation.viewControllers = [root, a, b]

    #expect(navigation.popViewController(animated: false) === b)
    #expect(b.parent == nil && b.navigationController == nil)
    navigation.pushViewController(b, animated: false)
    #expect(navigation.popToRootViewController(animated: false) == [a, b])
    #expect(navigation.popToRootViewController(animated: false) == nil)
    #expect(navigation.viewControllers == [root])
  }

  @Test("popToViewController with a target outside the stack is a violation")
  func poppingToAMissingController() {
    let root = Screen("Root")
    let navigation = UINavigationController(rootViewController: root)
    navigation.pushViewController(Screen("Detail"), animated: false)

    #expect(navigation.popToViewController(Screen("Stranger"), animated: false) == nil)
    #expect(navigation.viewControllers.count == 2)
    #expect(UIKitStandIn.violations == ["Tried to pop to a view controller that doesn't exist."])
  }

  @Test("changing a stack hidden under a modal is allowed and recorded")
  func changingAStackUnderAModal() {
    let navigation = UINavigationController(rootViewController: Screen("Root"))
    let stage = Stage(navigation)
    let modal = Screen("Modal")
    navigation.present(modal, animated: false)

    navigation.pushViewController(Screen("Detail"), animated: true)

    #expect(navigation.viewControllers.count == 2)
    #expect(navigation.transitionCoordinator == nil)
    #expect(stage.visible === modal)
    #expect(
      UIKitStandIn.messages == [
        "changed a stack hidden under a modal: push on <UINavigationController> "
          + "under <Screen \"Modal\">."
      ]
    )
  }

  @Test("a push while another push animates is reported as nested")
  func nestedPush() {
    UIKitStandIn.transitionMode = .manual
    let navigation = UINavigationController(rootViewController: Screen("Root"))
    let stage = Stage(navigation)

    navigation.pushViewController(Screen("A"), animated: true)
    navigation.pushViewController(Screen("B"), animated: true)

    #expect(navigation.viewControllers.count == 3)
    #expect(UIKitStandIn.pendingTransitions.count == 2)
    #expect(stage.visible?.title == "B")
    #expect(
      UIKitStandIn.messages == ["nested push animation can result in corrupted navigation bar"])
  }

  @Test("visibleViewController is a presented controller, else the top")
  func visibleViewController() {
    let navigation = UINavigationController(rootViewController: Screen("Root"))
    let stage = Stage(navigation)
    #expect(navigation.visibleViewController?.title == "Root")

    let modal = Screen("Modal")
    navigation.present(modal, animated: false)

    #expect(navigation.visibleViewController === modal)
    #expect(navigation.topViewController?.title == "Root")
    #expect(stage.visible === modal)
  }

  @Test("a controller pushed from another stack leaves it")
  func movingBetweenStacks() {
    let shared = Screen("Shared")
    let first = UINavigationController(rootViewController: Screen("First"))
    first.pushViewController(shared, animated: false)
    let second = UINavigationController(rootViewController: Screen("Second"))

    second.pushViewController(shared, animated: false)

    #expect(first.viewControllers.count == 1)
    #expect(shared.navigationController === second)
    #expect(UIKitStandIn.messages.count == 1)
    #expect(UIKitStandIn.messages.first?.contains("moved from <UINavigationController>") == true)
  }

  @Test("the delegate hears willShow at the change and didShow when the transition ends")
  func delegateCallbacks() {
    UIKitStandIn.transitionMode = .manual
    let navigation = UINavigationController(rootViewController: Screen("Root"))
    let stage = Stage(navigation)
    let delegate = NavigationDelegate()
    navigation.delegate = delegate

    navigation.pushViewController(Screen("Detail"), animated: true)
    #expect(delegate.calls.entries == ["willShow Detail animated"])
    UIKitStandIn.completeNextTransition()
    navigation.popViewController(animated: false)

    #expect(
      delegate.calls.entries == [
        "willShow Detail animated", "didShow Detail animated", "willShow Root", "didShow Root",
      ]
    )
    #expect(stage.visible?.title == "Root")
  }
}

/// Records `UINavigationControllerDelegate` callbacks.
@MainActor
private final class NavigationDelegate: NSObject, UINavigationControllerDelegate {
  let calls = CallLog()

  func navigationController(
    _ navigationController: UINavigationController,
    willShow viewController: UIViewController,
    animated: Bool
  ) {
    calls.record("willShow \(viewController.title ?? "")" + (animated ? " animated" : ""))
  }

  func navigationController(
    _ navigationController: UINavigationController,
    didShow viewController: UIViewController,
    animated: Bool
  ) {
    calls.record("didShow \(viewController.title ?? "")" + (animated ? " animated" : ""))
  }
}

#endif
