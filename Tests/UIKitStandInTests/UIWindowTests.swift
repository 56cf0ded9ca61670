#if os(Linux)
import Testing
@_spi(Testing) import UIKitStandIn

@Suite("Windows and window scenes", .isolatedStandIn)
@MainActor
struct UIWindowTests {
  @Test("a window joins its scene hidden, and makeKeyAndVisible shows it as the key window")
  func makeKeyAndVisible() {
    let scene = UIWindowScene()
    let window = UIWindow(windowScene: scene)

    #expect(window.windowScene === scene)
    #expect(scene.windows == [window])
    #expect(window.isHidden)
    #expect(!window.isKeyWindow)
    #expect(scene.keyWindow == nil)

    window.makeKeyAndVisible()

    #expect(!window.isHidden)
    #expect(window.isKeyWindow)
    #expect(scene.keyWindow === window)
  }

  @Test("making another window key resigns the first")
  func oneKeyWindowPerScene() {
    let scene = UIWindowScene()
    let first = UIWindow(windowScene: scene)
    let second = UIWindow(windowScene: scene)
    first.makeKeyAndVisible()

    second.makeKeyAndVisible()

    #expect(!first.isKeyWindow)
    #expect(scene.keyWindow === second)
    #expect(scene.windows == [first, second])
  }

  @Test("a scene does not keep its windows alive")
  func scenesHoldWindowsWeakly() {
    let scene = UIWindowScene()
    var window: UIWindow? = UIWindow(windowScene: scene)
    #expect(scene.windows.count == 1)

    window = nil

    #expect(window == nil)
    #expect(scene.windows.isEmpty)
  }

  @Test("a root view controller moved to another window leaves the first")
  func movingTheRoot() {
    let root = Screen("Root")
    let first = Stage(root)
    let second = Stage(Screen("Other"))

    second.window.rootViewController = root

    #expect(first.window.rootViewController == nil)
    #expect(second.window.rootViewController === root)
    #expect(first.visible == nil)
  }

  @Test("the visible controller follows presentations, then the selected tab, then the stack")
  func visibleViewController() {
    let detail = Screen("Detail")
    let navigation = UINavigationController(rootViewController: Screen("List"))
    navigation.pushViewController(detail, animated: false)
    let tabs = UITabBarController()
    tabs.viewControllers = [Screen("Home"), navigation]
    let stage = Stage(tabs)
    #expect(stage.visible?.title == "Home")

    tabs.selectedViewController = navigation
    #expect(stage.visible === detail)

    let compose = Screen("Compose")
    detail.present(UINavigationController(rootViewController: compose), animated: false)
    #expect(stage.visible === compose)
  }

  @Test("the hierarchy prints as indented text")
  func hierarchyDescription() {
    let navigation = UINavigationController(rootViewController: Screen("List"))
    navigation.pushViewController(Screen("Detail"), animated: false)
    let tabs = UITabBarController()
    tabs.viewControllers = [
      navigation, UINavigationController(rootViewController: Screen("Settings")),
    ]
    let stage = Stage(tabs)
    tabs.present(UINavigationController(rootViewController: Screen("Compose")), animated: false)

    #expect(
      UIKitStandIn.hierarchyDescription(of: stage.window) == """
        <UITabBarController>
          <UINavigationController> (selected)
            <Screen "List">
            <Screen "Detail">
          <UINavigationController>
            <Screen "Settings">
        presented: <UINavigationController>
          <Screen "Compose">
        """
    )
  }
}

#endif
