#if os(Linux)
import Foundation
import Testing
@_spi(Testing) import UIKitStandIn

@Suite("Tab bars", .isolatedStandIn)
@MainActor
struct UITabBarTests {
  private func navigations(_ count: Int) -> [UINavigationController] {
    (0..<count).map { UINavigationController(rootViewController: Screen("Tab \($0)")) }
  }

  @Test("an iPhone's bar shows four tabs and More once six do not fit")
  func iPhoneBar() {
    let tabs = UITabBarController()
    let list = navigations(6)
    tabs.viewControllers = list

    let items = tabs.tabBar.items ?? []

    #expect(items.count == 5)
    #expect(zip(items, list.prefix(4)).allSatisfy { $0 === $1.tabBarItem })
    #expect(items.last === tabs.moreNavigationController.tabBarItem)
    #expect(items.last?.title == "More")
    #expect(!items.contains { $0 === list[4].tabBarItem || $0 === list[5].tabBarItem })
  }

  @Test("a wider bar shows all six tabs and no More")
  func iPadBar() {
    let tabs = UITabBarController()
    tabs.tabBar.itemCapacity = 8
    let list = navigations(6)
    tabs.viewControllers = list

    #expect(tabs.tabBar.items?.count == 6)
    #expect(zip(tabs.tabBar.items ?? [], list).allSatisfy { $0 === $1.tabBarItem })
    #expect(!tabs.hasMoreNavigationController)
  }

  @Test("reading the items of a bar whose tabs fit does not create the More navigation controller")
  func moreIsCreatedOnlyWhenNeeded() {
    let tabs = UITabBarController()
    tabs.viewControllers = navigations(5)

    #expect(tabs.tabBar.items?.count == 5)
    #expect(!tabs.hasMoreNavigationController)
    _ = tabs.moreNavigationController
    #expect(tabs.hasMoreNavigationController)
  }

  @Test("assigning items to a bar a tab bar controller manages is UIKit's exception, and ignored")
  func managedItems() {
    let tabs = UITabBarController()
    tabs.viewControllers = navigations(2)

    tabs.tabBar.items = [UITabBarItem()]

    #expect(tabs.tabBar.items?.count == 2)
    #expect(
      UIKitStandIn.violations == [
        "Directly modifying a tab bar managed by a tab bar controller is not allowed."
      ])
  }

  @Test("a bar of its own keeps the items it is given")
  func unmanagedItems() {
    let bar = UITabBar(frame: .zero)
    let items = [UITabBarItem(), UITabBarItem()]

    bar.items = items

    #expect(bar.items?.count == 2)
    #expect(UIKitStandIn.violations.isEmpty)
  }

  @Test("a controller's tab bar item is made once, with its title")
  func tabBarItem() {
    let screen = Screen("News")

    #expect(screen.tabBarItem.title == "News")
    #expect(screen.tabBarItem === screen.tabBarItem)
  }
}

#endif
