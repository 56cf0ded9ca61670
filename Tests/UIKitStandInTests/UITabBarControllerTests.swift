#if os(Linux)
import Foundation
import Testing
@_spi(Testing) import UIKitStandIn

@Suite("Tab bar controllers", .isolatedStandIn)
@MainActor
struct UITabBarControllerTests {
  private func makeTabs(_ count: Int) -> [UIViewController] {
    (0..<count).map { Screen("Tab \($0)") }
  }

  @Test("setting viewControllers selects the first and adopts every tab")
  func settingViewControllers() {
    let tabs = UITabBarController()
    #expect(tabs.viewControllers == nil)
    #expect(tabs.selectedViewController == nil)
    let list = makeTabs(3)

    tabs.viewControllers = list

    #expect(tabs.viewControllers == list)
    #expect(tabs.selectedIndex == 0)
    #expect(tabs.selectedViewController === list[0])
    #expect(list.allSatisfy { $0.parent === tabs && $0.tabBarController === tabs })
  }

  @Test("a tab's stack knows both its navigation and tab bar controllers")
  func nestedContainers() {
    let detail = Screen("Detail")
    let navigation = UINavigationController(rootViewController: detail)
    let tabs = UITabBarController()

    tabs.viewControllers = [navigation]

    #expect(detail.navigationController === navigation)
    #expect(detail.tabBarController === tabs)
    #expect(navigation.navigationController == nil)
  }

  @Test("with six tabs, a controller under More is selectable; only the More list reads NSNotFound")
  func moreNavigationController() {
    let tabs = UITabBarController()
    let list = makeTabs(6)
    tabs.viewControllers = list

    tabs.selectedViewController = list[5]

    #expect(tabs.selectedViewController === list[5])
    #expect(tabs.selectedIndex == 5)
    #expect(tabs.viewControllers?.contains(tabs.moreNavigationController) == false)

    tabs.selectedIndex = 3
    #expect(tabs.selectedIndex == 3)
    tabs.selectedIndex = 4
    #expect(tabs.selectedViewController === list[4])
    #expect(tabs.selectedIndex == 4)
    tabs.selectedViewController = tabs.moreNavigationController
    #expect(tabs.selectedIndex == NSNotFound)
    #expect(UIKitStandIn.violations.isEmpty)
  }

  @Test("a navigation controller under More lends its stack to the More controller while selected")
  func moreLendsStack() {
    let tabs = UITabBarController()
    let navigations = (0..<6).map { _ in
      UINavigationController(rootViewController: UIViewController())
    }
    let archiveRoot = navigations[5].viewControllers[0]
    tabs.viewControllers = navigations

    tabs.selectedViewController = navigations[5]
    #expect(navigations[5].viewControllers.isEmpty)
    #expect(tabs.moreNavigationController.viewControllers.count == 2)
    #expect(tabs.moreNavigationController.viewControllers.last === archiveRoot)

    tabs.selectedIndex = 0
    #expect(
      navigations[5].viewControllers.map { ObjectIdentifier($0) } == [ObjectIdentifier(archiveRoot)]
    )
    #expect(tabs.moreNavigationController.viewControllers.count == 1)
    #expect(UIKitStandIn.messages.isEmpty)
    #expect(UIKitStandIn.violations.isEmpty)
  }

  @Test("a shown navigation controller under More is emptied and taken from the tab bar controller")
  func lentNavigationLosesItsParent() {
    let tabs = UITabBarController()
    let navigations = (0..<6).map { _ in
      UINavigationController(rootViewController: UIViewController())
    }
    tabs.viewControllers = navigations

    tabs.selectedViewController = navigations[5]
    #expect(navigations[5].parent == nil)
    #expect(tabs.viewControllers?.contains(navigations[5]) == true)

    tabs.selectedIndex = 0
    #expect(navigations[5].parent === tabs)
    #expect(navigations[5].viewControllers.count == 1)
  }

  @Test("a tab picked from the More list is shown through More, which reads as the selection")
  func pickFromMoreList() {
    let tabs = UITabBarController()
    let navigations = (0..<6).map { _ in
      UINavigationController(rootViewController: UIViewController())
    }
    let archiveRoot = navigations[5].viewControllers[0]
    tabs.viewControllers = navigations
    let more = tabs.moreNavigationController

    #expect(UIKitStandIn.pick(navigations[5], fromMoreListOf: tabs))

    #expect(tabs.selectedViewController === more)
    #expect(tabs.selectedIndex == NSNotFound)
    #expect(navigations[5].viewControllers.isEmpty)
    #expect(navigations[5].parent == nil)
    #expect(more.viewControllers.count == 2)
    #expect(more.viewControllers.last === archiveRoot)
    #expect(archiveRoot.navigationController === more)

    // What is pushed meanwhile goes back with the stack.
    let pushed = UIViewController()
    more.pushViewController(pushed, animated: false)
    tabs.selectedIndex = 1
    #expect(
      navigations[5].viewControllers.map(ObjectIdentifier.init) == [
        ObjectIdentifier(archiveRoot), ObjectIdentifier(pushed),
      ])
    #expect(navigations[5].parent === tabs)
    #expect(more.viewControllers.count == 1)
    #expect(UIKitStandIn.violations.isEmpty)
  }

  @Test("showing the More list gives a picked tab its stack back")
  func moreListTakesStackBack() {
    let tabs = UITabBarController()
    let navigations = (0..<6).map { _ in
      UINavigationController(rootViewController: UIViewController())
    }
    tabs.viewControllers = navigations
    UIKitStandIn.pick(navigations[4], fromMoreListOf: tabs)

    UIKitStandIn.tap(tabs.moreNavigationController, in: tabs)

    #expect(tabs.moreNavigationController.viewControllers.count == 1)
    #expect(navigations[4].viewControllers.count == 1)
    #expect(navigations[4].parent === tabs)
  }

  @Test("only a tab under More can be picked from the More list")
  func pickingAVisibleTab() {
    let tabs = UITabBarController()
    let list = makeTabs(6)
    tabs.viewControllers = list

    #expect(!UIKitStandIn.pick(list[1], fromMoreListOf: tabs))
    #expect(tabs.selectedViewController === list[0])
    #expect(
      UIKitStandIn.messages == [
        #"stand-in: <Screen "Tab 1"> is not in the More list; nothing was picked"#
      ])
  }

  @Test("with five tabs there is no More")
  func fiveTabsFit() {
    let tabs = UITabBarController()
    let list = makeTabs(5)
    tabs.viewControllers = list

    tabs.selectedIndex = 4
    tabs.selectedViewController = tabs.moreNavigationController

    #expect(tabs.selectedIndex == 4)
    #expect(UIKitStandIn.violations.count == 1)
  }

  @Test("replacing viewControllers keeps the selected controller when it stays")
  func replacementKeepsController() {
    let tabs = UITabBarController()
    let list = makeTabs(3)
    tabs.viewControllers = list
    tabs.selectedIndex = 2

    tabs.viewControllers = [list[2], Screen("New")]

    #expect(tabs.selectedViewController === list[2])
    #expect(tabs.selectedIndex == 0)
    #expect(list[0].parent == nil)
  }

  @Test("replacing viewControllers keeps the index when the controller goes")
  func replacementKeepsIndex() {
    let tabs = UITabBarController()
    tabs.viewControllers = makeTabs(3)
    tabs.selectedIndex = 1
    let replacement = makeTabs(2)

    tabs.viewControllers = replacement

    #expect(tabs.selectedViewController === replacement[1])
  }

  @Test("replacing viewControllers falls back to the first tab")
  func replacementFallsBackToFirst() {
    let tabs = UITabBarController()
    tabs.viewControllers = makeTabs(3)
    tabs.selectedIndex = 2
    let replacement = makeTabs(2)

    tabs.viewControllers = replacement

    #expect(tabs.selectedViewController === replacement[0])
  }

  @Test("selecting a controller that is not a tab is a violation")
  func selectingAForeignController() {
    let tabs = UITabBarController()
    let list = makeTabs(2)
    tabs.viewControllers = list

    tabs.selectedViewController = Screen("Stranger")

    #expect(tabs.selectedViewController === list[0])
    #expect(UIKitStandIn.violations.count == 1)
    #expect(UIKitStandIn.violations.first?.contains("setSelectedViewController:") == true)
  }

  @Test("programmatic selection never calls the delegate; a user's tap does")
  func delegateOnlyHearsTaps() {
    let tabs = UITabBarController()
    let list = makeTabs(3)
    tabs.viewControllers = list
    let delegate = TabDelegate(refusing: list[2])
    tabs.delegate = delegate

    tabs.selectedIndex = 1
    tabs.selectedViewController = list[2]
    #expect(delegate.calls.entries.isEmpty)

    #expect(UIKitStandIn.tap(list[0], in: tabs))
    #expect(!UIKitStandIn.tap(list[2], in: tabs))

    #expect(tabs.selectedViewController === list[0])
    #expect(
      delegate.calls.entries == [
        "shouldSelect Tab 0", "didSelect Tab 0", "shouldSelect Tab 2",
      ]
    )
  }

  @Test("selecting a tab hidden under a modal is allowed and recorded")
  func selectingUnderAModal() {
    let tabs = UITabBarController()
    let list = makeTabs(2)
    tabs.viewControllers = list
    let stage = Stage(tabs)
    let modal = Screen("Modal")
    tabs.present(modal, animated: false)

    tabs.selectedIndex = 1

    #expect(tabs.selectedViewController === list[1])
    #expect(stage.visible === modal)
    #expect(
      UIKitStandIn.messages == [
        "changed the selected tab hidden under a modal: <UITabBarController> "
          + "under <Screen \"Modal\">."
      ]
    )
  }

  @Test("only the selected tab's stack animates")
  func unselectedStackDoesNotAnimate() {
    let (first, second) = (
      UINavigationController(rootViewController: Screen("One")),
      UINavigationController(rootViewController: Screen("Two"))
    )
    let tabs = UITabBarController()
    tabs.viewControllers = [first, second]
    let stage = Stage(tabs)

    second.pushViewController(Screen("Hidden"), animated: true)
    first.pushViewController(Screen("Shown"), animated: true)

    #expect(second.transitionCoordinator == nil)
    #expect(first.transitionCoordinator != nil)
    #expect(stage.visible?.title == "Shown")
    #expect(UIKitStandIn.messages.isEmpty)
  }
}

/// Records `UITabBarControllerDelegate` callbacks, refusing one controller.
@MainActor
private final class TabDelegate: NSObject, UITabBarControllerDelegate {
  let calls = CallLog()
  private let refused: UIViewController

  init(refusing refused: UIViewController) {
    self.refused = refused
  }

  func tabBarController(
    _ tabBarController: UITabBarController,
    shouldSelect viewController: UIViewController
  ) -> Bool {
    calls.record("shouldSelect \(viewController.title ?? "")")
    return viewController !== refused
  }

  func tabBarController(
    _ tabBarController: UITabBarController,
    didSelect viewController: UIViewController
  ) {
    calls.record("didSelect \(viewController.title ?? "")")
  }
}

#endif
