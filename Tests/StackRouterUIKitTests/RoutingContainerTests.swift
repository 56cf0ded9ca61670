#if os(Linux)
import Foundation
import StackRouter
import StackRouterUIKit
import Testing
@_spi(Testing) import UIKitStandIn

@Suite(
  "RoutingContainer: a custom container as the root", .isolatedStandIn, .timeLimit(.minutes(10)))
@MainActor
struct RoutingContainerTests {
  @Test("a side menu's children and selection read back as a container state")
  func readsContainer() throws {
    let menu = SideMenuController(
      center: UINavigationController(rootViewController: HomeViewController()),
      menu: UINavigationController())
    let app = try TestApp(root: menu, table: try Routes.sideMenu())

    #expect(
      app.state == """
        container (selected: center)
        ├── center
        │   └── HomeViewController
        └── menu
        """)
    #expect(app.navigator.state.branchNames == ["center", "menu"])
    #expect(UIKitStandIn.violations.isEmpty)
    #expect(UIKitStandIn.messages.isEmpty)
  }

  @Test(
    "a link selects the container's child and builds the stack of its navigation controller",
    arguments: [UIKitStandIn.TransitionMode.immediate, .manual])
  func linkSelectsChild(mode: UIKitStandIn.TransitionMode) async throws {
    UIKitStandIn.transitionMode = mode
    let container = SideMenuController(
      center: UINavigationController(rootViewController: HomeViewController()),
      menu: UINavigationController())
    let app = try TestApp(root: container, table: try Routes.sideMenu())

    let opened = await app.outcomes(
      of: app.open("app://menu/settings"), in: mode,
      animating: ["push <SettingsViewController> on <UINavigationController>"])

    #expect(opened == ["handled"])
    #expect(
      app.events.lines == [
        "received app://menu/settings",
        "performed select menu",
        "performed set tab menu to [MenuViewController menu, "
          + "SettingsViewController menu/settings], animated",
        "finished app://menu/settings: handled",
      ])
    #expect(container.selections == ["menu"])
    #expect(container.isMenuOpen)
    #expect(container.menu.topViewController is SettingsViewController)
    #expect(
      app.state == """
        container (selected: menu)
        ├── center
        │   └── HomeViewController
        └── menu
            ├── MenuViewController menu
            └── SettingsViewController menu/settings
        """)
    #expect(
      app.hierarchy == """
        <SideMenuController>
          <UINavigationController>
            <HomeViewController>
          <UINavigationController>
            <MenuViewController>
            <SettingsViewController>
        """)
    #expect(UIKitStandIn.violations.isEmpty)
    #expect(UIKitStandIn.messages.isEmpty)
  }

  @Test(
    "a link over a modal dismisses it without animation, selects the child and reloads its screens",
    arguments: [UIKitStandIn.TransitionMode.immediate, .manual])
  func linkOverModalKeepsChildScreens(mode: UIKitStandIn.TransitionMode) async throws {
    let container = SideMenuController(
      center: UINavigationController(rootViewController: HomeViewController()),
      menu: UINavigationController())
    let app = try TestApp(root: container, table: try Routes.sideMenu())
    _ = await app.open("app://menu/settings").value
    _ = await app.open("app://inbox/3").value
    _ = await app.open("app://compose").value
    let menuStack = container.menu.viewControllers
    let hierarchyWithModal = app.hierarchy
    let setUp = app.events.lines.count
    UIKitStandIn.transitionMode = mode

    let opened = await app.outcomes(
      of: app.open("app://menu/settings"), in: mode,
      animating: [])

    #expect(opened == ["handled"])
    #expect(
      hierarchyWithModal == """
        <SideMenuController>
          <UINavigationController>
            <InboxViewController>
            <MessageViewController>
          <UINavigationController>
            <MenuViewController>
            <SettingsViewController>
        presented: <UINavigationController>
          <ComposeViewController>
        """)
    #expect(
      Array(app.events.lines.dropFirst(setUp)) == [
        "received app://menu/settings",
        "performed dismiss all modals",
        "performed select menu",
        "performed reload MenuViewController menu at tab menu[0]",
        "performed reload SettingsViewController menu/settings at tab menu[1]",
        "finished app://menu/settings: handled",
      ])
    #expect(container.selections == ["menu", "center", "menu"])
    #expect(container.menu.viewControllers.elementsEqual(menuStack, by: ===))
    let settings = try #require(container.menu.topViewController as? SettingsViewController)
    #expect(settings.reloads == ["app://menu/settings", "app://menu/settings"])
    #expect(
      app.state == """
        container (selected: menu)
        ├── center
        │   ├── InboxViewController inbox
        │   └── MessageViewController inbox/:messageID (messageID=3)
        └── menu
            ├── MenuViewController menu
            └── SettingsViewController menu/settings
        """)
    #expect(
      app.hierarchy == """
        <SideMenuController>
          <UINavigationController>
            <InboxViewController>
            <MessageViewController>
          <UINavigationController>
            <MenuViewController>
            <SettingsViewController>
        """)
    #expect(UIKitStandIn.violations.isEmpty)
    #expect(UIKitStandIn.messages.isEmpty)
  }
}

#endif
