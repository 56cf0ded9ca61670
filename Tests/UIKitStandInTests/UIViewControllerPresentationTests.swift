#if os(Linux)
import Testing
@_spi(Testing) import UIKitStandIn

@Suite("Presenting and dismissing", .isolatedStandIn)
@MainActor
struct UIViewControllerPresentationTests {
  @Test("a second presentation from the same layer is refused with UIKit's message")
  func secondPresentationIsRefused() async {
    let root = Screen("Root")
    let stage = Stage(root)
    let first = Screen("First")
    let second = Screen("Second")
    let calls = CallLog()

    root.present(first, animated: false, completion: calls.completion("first"))
    root.present(second, animated: false, completion: calls.completion("second"))
    await UIKitStandIn.settle()

    #expect(root.presentedViewController === first)
    #expect(second.presentingViewController == nil)
    #expect(calls.entries == ["first"])
    #expect(
      UIKitStandIn.messages == [
        "Attempt to present <Screen \"Second\"> on <Screen \"Root\"> (from <Screen \"Root\">) "
          + "which is already presenting <Screen \"First\">."
      ]
    )
    #expect(stage.visible === first)
  }

  @Test("presenting from a child goes to the root of the layer")
  func presentationIsRerouted() {
    let list = Screen("List")
    let navigation = UINavigationController(rootViewController: list)
    let tabs = UITabBarController()
    tabs.viewControllers = [navigation]
    let stage = Stage(tabs)
    let modal = Screen("Modal")

    list.present(modal, animated: false)

    #expect(modal.presentingViewController === tabs)
    #expect(tabs.presentedViewController === modal)
    #expect(list.presentedViewController === modal)
    #expect(modal.parent == nil)
    #expect(tabs.children.allSatisfy { $0 !== modal })
    #expect(stage.visible === modal)
  }

  @Test("a presented container's children report the presenting controller")
  func childrenOfPresentedContainer() {
    let root = Screen("Root")
    let stage = Stage(root)
    let compose = Screen("Compose")
    let wrapper = UINavigationController(rootViewController: compose)

    root.present(wrapper, animated: false)

    #expect(compose.presentingViewController === root)
    #expect(compose.navigationController === wrapper)
    #expect(compose.presentedViewController == nil)
    #expect(stage.visible === compose)
  }

  @Test("presenting from a controller outside any window is refused")
  func presentingOutsideWindowIsRefused() async {
    let detached = Screen("Detached")
    let modal = Screen("Modal")
    let calls = CallLog()

    detached.present(modal, animated: true, completion: calls.completion("presented"))
    await UIKitStandIn.settle()

    #expect(detached.presentedViewController == nil)
    #expect(calls.entries.isEmpty)
    #expect(UIKitStandIn.pendingTransitions.isEmpty)
    #expect(UIKitStandIn.messages.count == 1)
    #expect(
      UIKitStandIn.messages.first?.hasSuffix("whose view is not in the window hierarchy.") == true
    )
  }

  @Test("presenting from a window that is still hidden is refused: it is not in the hierarchy")
  func presentingInHiddenWindowIsRefused() async {
    let root = Screen("Root")
    let window = UIWindow(windowScene: UIWindowScene())
    window.rootViewController = root
    let calls = CallLog()

    root.present(Screen("Modal"), animated: false, completion: calls.completion("presented"))
    await UIKitStandIn.settle()

    #expect(root.presentedViewController == nil)
    #expect(calls.entries.isEmpty)
    #expect(
      UIKitStandIn.messages == [
        #"Attempt to present <Screen "Modal"> on <Screen "Root"> (from <Screen "Root">) "#
          + "whose view is not in the window hierarchy."
      ])

    window.makeKeyAndVisible()
    root.present(Screen("Modal"), animated: false)
    #expect(root.presentedViewController != nil)
  }

  @Test("an animated presentation completes only when its transition finishes")
  func animatedPresentationWaitsForTransition() {
    UIKitStandIn.transitionMode = .manual
    let root = Screen("Root")
    let stage = Stage(root)
    let modal = UINavigationController(rootViewController: Screen("Compose"))
    let calls = CallLog()

    root.present(modal, animated: true, completion: calls.completion("presented"))

    #expect(root.presentedViewController === modal)
    #expect(modal.isBeingPresented)
    #expect(modal.transitionCoordinator != nil)
    #expect(modal.topViewController?.transitionCoordinator != nil)
    #expect(root.transitionCoordinator != nil)
    #expect(calls.entries.isEmpty)
    #expect(
      UIKitStandIn.pendingTransitions == ["present <UINavigationController> on <Screen \"Root\">"])

    #expect(UIKitStandIn.completeNextTransition())

    #expect(!modal.isBeingPresented)
    #expect(modal.transitionCoordinator == nil)
    #expect(calls.entries == ["presented"])
    #expect(stage.visible?.title == "Compose")
  }

  @Test("presenting while a presentation animates is refused")
  func presentingDuringPresentationIsRefused() {
    UIKitStandIn.transitionMode = .manual
    let root = Screen("Root")
    let stage = Stage(root)
    let first = Screen("First")
    let second = Screen("Second")
    let calls = CallLog()

    root.present(first, animated: true)
    first.present(second, animated: true, completion: calls.completion("second"))
    UIKitStandIn.completeAllTransitions()

    #expect(first.presentedViewController == nil)
    #expect(calls.entries.isEmpty)
    #expect(stage.visible === first)
    #expect(
      UIKitStandIn.messages == [
        "Attempt to present <Screen \"Second\"> on <Screen \"First\"> (from <Screen \"First\">) "
          + "while a presentation or dismiss is in progress."
      ]
    )
  }

  @Test("a non-animated presentation shows at once and completes on the next turn")
  func nonAnimatedPresentationCompletesLater() async {
    let root = Screen("Root")
    let stage = Stage(root)
    let modal = Screen("Modal")
    let calls = CallLog()

    root.present(modal, animated: false, completion: calls.completion("presented"))

    #expect(root.presentedViewController === modal)
    #expect(!modal.isBeingPresented)
    #expect(calls.entries.isEmpty)
    await UIKitStandIn.settle()
    #expect(calls.entries == ["presented"])
    #expect(stage.visible === modal)
  }

  @Test("dismissing from lower in a chain removes everything above it")
  func dismissingLowerInChain() async {
    let root = Screen("Root")
    let stage = Stage(root)
    let (first, second, third) = (Screen("First"), Screen("Second"), Screen("Third"))
    root.present(first, animated: false)
    first.present(second, animated: false)
    second.present(third, animated: false)

    first.dismiss(animated: false)

    #expect(first.presentedViewController == nil)
    #expect(first.presentingViewController === root)
    #expect(second.presentingViewController == nil)
    #expect(third.presentingViewController == nil)
    #expect(stage.visible === first)
  }

  @Test("in a dismissal of several levels only the top-most controller is being dismissed")
  func multiLevelDismissalFlags() async {
    UIKitStandIn.transitionMode = .manual
    let root = Screen("Root")
    let stage = Stage(root)
    let (first, second, third) = (Screen("First"), Screen("Second"), Screen("Third"))
    root.present(first, animated: false)
    first.present(second, animated: false)
    second.present(third, animated: false)
    await UIKitStandIn.settle()

    root.dismiss(animated: true)

    // The intermediate controllers are "simply removed" (Apple's documentation).
    #expect(!first.isBeingDismissed)
    #expect(!second.isBeingDismissed)
    #expect(third.isBeingDismissed)
    #expect(root.presentedViewController === first)
    #expect(first.transitionCoordinator != nil)
    UIKitStandIn.completeAllTransitions()
    #expect(!third.isBeingDismissed)
    #expect(root.presentedViewController == nil)
    #expect(stage.visible === root)
  }

  @Test("dismissing a controller that presents nothing dismisses the controller itself")
  func dismissingTheTopDismissesItself() {
    let root = Screen("Root")
    let stage = Stage(root)
    let modal = Screen("Modal")
    root.present(modal, animated: false)

    modal.dismiss(animated: false)

    #expect(root.presentedViewController == nil)
    #expect(modal.presentingViewController == nil)
    #expect(stage.visible === root)
  }

  @Test("a second dismiss on the same controller goes one level too far")
  func secondDismissGoesTooFar() {
    let root = Screen("Root")
    let stage = Stage(root)
    let (first, second) = (Screen("First"), Screen("Second"))
    root.present(first, animated: false)
    first.present(second, animated: false)

    first.dismiss(animated: false)
    #expect(root.presentedViewController === first)
    first.dismiss(animated: false)

    #expect(root.presentedViewController == nil)
    #expect(stage.visible === root)
  }

  @Test("dismissing while a dismissal animates is refused")
  func dismissingDuringDismissalIsRefused() async {
    let root = Screen("Root")
    let stage = Stage(root)
    let modal = Screen("Modal")
    root.present(modal, animated: false)
    await UIKitStandIn.settle()
    UIKitStandIn.transitionMode = .manual
    let calls = CallLog()

    modal.dismiss(animated: true, completion: calls.completion("first dismiss"))
    #expect(root.presentedViewController === modal)
    #expect(modal.isBeingDismissed)
    root.dismiss(animated: true, completion: calls.completion("second dismiss"))
    UIKitStandIn.completeAllTransitions()
    await UIKitStandIn.settle()

    #expect(root.presentedViewController == nil)
    #expect(!modal.isBeingDismissed)
    #expect(stage.visible === root)
    #expect(calls.entries == ["first dismiss"])
    #expect(
      UIKitStandIn.messages == [
        "Attempt to dismiss from view controller <Screen \"Root\"> "
          + "while a presentation or dismiss is in progress!"
      ]
    )
  }

  @Test("dismissing when nothing is presented records a message")
  func dismissingNothing() async {
    let root = Screen("Root")
    let stage = Stage(root)
    let calls = CallLog()

    root.dismiss(animated: true, completion: calls.completion("dismissed"))
    await UIKitStandIn.settle()

    #expect(UIKitStandIn.pendingTransitions.isEmpty)
    #expect(UIKitStandIn.messages.count == 1)
    #expect(UIKitStandIn.messages.first?.contains("nothing to dismiss") == true)
    #expect(calls.entries == ["dismissed"])
    #expect(stage.visible === root)
  }

  @Test("presenting a container's child is a violation and presents nothing")
  func presentingAChildIsAViolation() {
    let root = Screen("Root")
    let stage = Stage(root)
    let list = Screen("List")
    let navigation = UINavigationController(rootViewController: list)

    root.present(list, animated: false)

    #expect(stage.visible === root)
    #expect(list.parent === navigation)
    #expect(
      UIKitStandIn.violations == [
        "Application tried to present modally a view controller <Screen \"List\"> "
          + "that has a parent view controller <UINavigationController>."
      ]
    )
  }

  @Test("presenting a controller that is already presented is a violation")
  func presentingAPresentedControllerIsAViolation() {
    let root = Screen("Root")
    let stage = Stage(root)
    let other = Screen("Other")
    let otherStage = Stage(other)
    let modal = Screen("Modal")
    root.present(modal, animated: false)

    other.present(modal, animated: false)

    #expect(otherStage.visible === other)
    #expect(stage.visible === modal)
    #expect(modal.presentingViewController === root)
    #expect(UIKitStandIn.violations.count == 1)
    #expect(UIKitStandIn.violations.first?.contains("already being presented by") == true)
  }
}

#endif
