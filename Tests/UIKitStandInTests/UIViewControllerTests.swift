#if os(Linux)
import Foundation
import Testing
@_spi(Testing) import UIKitStandIn

@Suite("View controllers", .isolatedStandIn)
@MainActor
struct UIViewControllerTests {
  @Test("init() is init(nibName: nil, bundle: nil), with UIKit's defaults")
  func defaults() {
    let controller = UIViewController()

    #expect(controller.nibName == nil)
    #expect(controller.modalPresentationStyle == .automatic)
    #expect(controller.parent == nil)
    #expect(controller.presentedViewController == nil)
    #expect(controller.transitionCoordinator == nil)
    #expect(!controller.isBeingPresented && !controller.isMovingToParent)
  }

  @Test("a custom container adopts and releases children")
  func customContainment() {
    let container = Screen("Container")
    let child = Screen("Child")
    let navigation = UINavigationController(rootViewController: child)

    container.addChild(child)
    child.didMove(toParent: container)

    #expect(container.children == [child])
    #expect(child.parent === container)
    #expect(navigation.viewControllers.isEmpty)

    child.willMove(toParent: nil)
    child.removeFromParent()

    #expect(container.children.isEmpty)
    #expect(child.parent == nil)
  }
}

#endif
