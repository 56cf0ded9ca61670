#if os(Linux)
import Foundation
import StackRouter
import StackRouterUIKit
import Testing
@_spi(Testing) import UIKitStandIn

@Suite(
  "UIKitNavigator over a tab bar of navigation controllers", .isolatedStandIn,
  .timeLimit(.minutes(10)))
@MainActor
struct UIKitNavigatorTabsTests {
  @Test("a tab bar's own screens and its live selection read back as a state")
  func readsTabBar() throws {
    let (tabBar, navigations) = tabBarController(tabs: 2)
    let app = try TestApp(
      root: tabBar, tabNames: ["news", "library"], table: try Routes.tabs(["news", "library"]))
    let before = app.state

    UIKitStandIn.tap(navigations[1], in: tabBar)

    #expect(
      before == """
        tabs (selected: news)
        ├── news
        │   └── HomeViewController
        └── library
            └── HomeViewController
        """)
    #expect(
      app.state == """
        tabs (selected: library)
        ├── news
        │   └── HomeViewController
        └── library
            └── HomeViewController
        """)
    #expect(UIKitStandIn.violations.isEmpty)
    #expect(UIKitStandIn.messages.isEmpty)
  }

  @Test(
    "a link in another tab dismisses the modal, selects the tab and builds its stack there",
    arguments: [UIKitStandIn.TransitionMode.immediate, .manual])
  func tabSwitch(mode: UIKitStandIn.TransitionMode) async throws {
    let (tabBar, navigations) = tabBarController(tabs: 2)
    let app = try TestApp(
      root: tabBar, tabNames: ["news", "library"], table: try Routes.tabs(["news", "library"]))
    _ = await app.open("app://news/1").value
    _ = await app.open("app://compose").value
    let setUp = app.events.lines.count
    UIKitStandIn.transitionMode = mode

    let opened = await app.outcomes(
      of: app.open("app://library/7"), in: mode,
      animating: ["push <BookViewController> on <UINavigationController>"])

    #expect(opened == ["handled"])
    #expect(
      Array(app.events.lines.dropFirst(setUp)) == [
        "received app://library/7",
        "performed dismiss all modals",
        "performed select library",
        "performed set tab library to [LibraryViewController library, "
          + "BookViewController library/:bookID (bookID=7)], animated",
        "finished app://library/7: handled",
      ])
    #expect(tabBar.selectedViewController === navigations[1])
    #expect(tabBar.selectedIndex == 1)
    #expect(app.visible is BookViewController)
    #expect(
      app.hierarchy == """
        <UITabBarController>
          <UINavigationController>
            <NewsViewController>
            <ArticleViewController>
          <UINavigationController> (selected)
            <LibraryViewController>
            <BookViewController>
        """)
    #expect(
      app.state == """
        tabs (selected: library)
        ├── news
        │   ├── NewsViewController news
        │   └── ArticleViewController news/:articleID (articleID=1)
        └── library
            ├── LibraryViewController library
            └── BookViewController library/:bookID (bookID=7)
        """)
    #expect(UIKitStandIn.violations.isEmpty)
    #expect(UIKitStandIn.messages.isEmpty)
  }

  @Test(
    "a link into a tab under More selects that tab and builds its stack",
    arguments: [UIKitStandIn.TransitionMode.immediate, .manual])
  func tabUnderMore(mode: UIKitStandIn.TransitionMode) async throws {
    UIKitStandIn.transitionMode = mode
    let names = ["news", "library", "three", "four", "five", "archive"]
    let (tabBar, navigations) = tabBarController(tabs: 6)
    let app = try TestApp(root: tabBar, tabNames: names, table: try Routes.tabs(names))

    let opened = await app.outcomes(
      of: app.open("app://archive/2020"), in: mode,
      animating: ["push <YearViewController> on <UINavigationController>"])

    #expect(opened == ["handled"])
    #expect(
      app.events.lines == [
        "received app://archive/2020",
        "performed select archive",
        "performed set tab archive to [ArchiveViewController archive, "
          + "YearViewController archive/:year (year=2020)], animated",
        "finished app://archive/2020: handled",
      ])
    #expect(tabBar.selectedViewController === navigations[5])
    #expect(tabBar.selectedIndex == 5)
    // UIKit shows a tab under More through the More navigation controller:
    // the tab's own controller is emptied and its stack sits above the More list.
    #expect(navigations[5].viewControllers.isEmpty)
    #expect(tabBar.moreNavigationController.viewControllers.count == 3)
    #expect(app.visible is YearViewController)
    #expect(
      app.state == """
        tabs (selected: archive)
        ├── news
        │   └── HomeViewController
        ├── library
        │   └── HomeViewController
        ├── three
        │   └── HomeViewController
        ├── four
        │   └── HomeViewController
        ├── five
        │   └── HomeViewController
        └── archive
            ├── ArchiveViewController archive
            └── YearViewController archive/:year (year=2020)
        """)
    #expect(
      app.hierarchy == """
        <UITabBarController>
          <UINavigationController>
            <HomeViewController>
          <UINavigationController>
            <HomeViewController>
          <UINavigationController>
            <HomeViewController>
          <UINavigationController>
            <HomeViewController>
          <UINavigationController>
            <HomeViewController>
          <UINavigationController> (selected)
          <UINavigationController> (More, shown)
            <MoreListViewController "More">
            <ArchiveViewController>
            <YearViewController>
        """)
    #expect(UIKitStandIn.violations.isEmpty)
    #expect(UIKitStandIn.messages.isEmpty)
  }

  @Test("a link after the user opened the More list selects the link's tab")
  func linkAfterMoreList() async throws {
    let names = ["news", "library", "three", "four", "five", "archive"]
    let (tabBar, navigations) = tabBarController(tabs: 6)
    let app = try TestApp(root: tabBar, tabNames: names, table: try Routes.tabs(names))
    UIKitStandIn.tap(tabBar.moreNavigationController, in: tabBar)

    let opened = await app.open("app://news/3").value

    #expect(opened.map(\.description) == ["handled"])
    #expect(tabBar.selectedViewController === navigations[0])
    #expect(tabBar.selectedIndex == 0)
    #expect(app.visible is ArticleViewController)
    #expect(app.navigator.state.selectedBranch == "news")
    #expect(UIKitStandIn.violations.isEmpty)
    #expect(UIKitStandIn.messages.isEmpty)
  }

  @Test("on a bar wide enough for six tabs, a link into the sixth builds its own stack, not More's")
  func sixTabsFit() async throws {
    let names = ["news", "library", "three", "four", "five", "archive"]
    let tabBar = UITabBarController()
    tabBar.tabBar.itemCapacity = 8  // an iPad shows more tabs than an iPhone
    let navigations = (0..<6).map { _ in
      UINavigationController(rootViewController: HomeViewController())
    }
    tabBar.viewControllers = navigations
    let app = try TestApp(root: tabBar, tabNames: names, table: try Routes.tabs(names))

    let opened = await app.open("app://archive/2020").value

    #expect(opened.map(\.description) == ["handled"])
    #expect(tabBar.selectedViewController === navigations[5])
    #expect(
      navigations[5].viewControllers.map { "\(type(of: $0))" } == [
        "ArchiveViewController", "YearViewController",
      ])
    #expect(!tabBar.hasMoreNavigationController)
    #expect(app.visible is YearViewController)
    #expect(UIKitStandIn.violations.isEmpty)
    #expect(UIKitStandIn.messages.isEmpty)
  }

  @Test("routing in a tab bar whose tabs all fit never creates its More navigation controller")
  func moreIsNotCreated() async throws {
    let (tabBar, _) = tabBarController(tabs: 3)
    let names = ["news", "library", "three"]
    let app = try TestApp(root: tabBar, tabNames: names, table: try Routes.tabs(names))

    _ = await app.open("app://library/9").value
    _ = await app.open("app://compose").value

    #expect(app.visible is ComposeViewController)
    #expect(!tabBar.hasMoreNavigationController)
  }

  @Test(
    "a tab a user picked from the More list reads as selected, and a link into it keeps its screens"
  )
  func tabPickedFromMoreList() async throws {
    let names = ["news", "library", "three", "four", "five", "archive"]
    let (tabBar, navigations) = tabBarController(tabs: 6)
    let app = try TestApp(root: tabBar, tabNames: names, table: try Routes.tabs(names))
    _ = await app.open("app://archive/2020").value
    UIKitStandIn.tap(navigations[0], in: tabBar)

    #expect(UIKitStandIn.pick(navigations[5], fromMoreListOf: tabBar))
    // UIKit may answer with the More navigation controller: the navigator
    // finds the tab whose stack More shows.
    #expect(tabBar.selectedViewController === tabBar.moreNavigationController)
    #expect(
      app.state.hasPrefix(
        """
        tabs (selected: archive)
        """))
    #expect(
      app.state.hasSuffix(
        """
        └── archive
            ├── ArchiveViewController archive
            └── YearViewController archive/:year (year=2020)
        """))

    let opened = await app.open("app://archive/2021").value

    #expect(opened.map(\.description) == ["handled"])
    #expect(
      app.events.lines.suffix(5) == [
        "received app://archive/2021",
        "performed pop tab archive to 1 screen",
        "performed reload ArchiveViewController archive at tab archive[0]",
        "performed push YearViewController archive/:year (year=2021) on tab archive, animated",
        "finished app://archive/2021: handled",
      ])
    #expect(tabBar.moreNavigationController.viewControllers.count == 3)
    #expect((app.visible as? YearViewController)?.reloads.count == 1)
    #expect(UIKitStandIn.violations.isEmpty)
    #expect(UIKitStandIn.messages.isEmpty)
  }
}

#endif
