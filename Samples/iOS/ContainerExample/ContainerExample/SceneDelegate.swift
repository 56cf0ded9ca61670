#if canImport(UIKit) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif
import StackRouter
import StackRouterUIKit

/// WAAppRouting's PPRevealSample with StackRouter: the window's root is a
/// custom container, ``SideMenuController``, with a center stack and a left
/// menu. WAAppRouting needed a category on the container; here the container
/// adopts `RoutingContainer`, and the routes name its children.
///
/// Try `containerexample://list1/3/extra` while the menu is open: the menu
/// closes, and the center becomes List 1 → Detail 3 → Extra.
///
/// The app (`ContainerExample.xcodeproj`) starts in `AppDelegate.swift`; its
/// Info.plist names this class in the scene manifest and registers the
/// scheme `containerexample`, and its entitlements list
/// `applinks:container.example.com` for universal links.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  private var links: LinkReceiver?

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let windowScene = scene as? UIWindowScene else { return }
    let window = UIWindow(windowScene: windowScene)
    window.rootViewController = SideMenuController()
    window.makeKeyAndVisible()
    self.window = window

    var bindings = TargetBindings()
    bindings.bind(MenuViewController.self)
    bindings.bind(List1ViewController.self)
    bindings.bind(List1DetailViewController.self)
    bindings.bind(List1ExtraViewController.self)
    bindings.bind(List2ViewController.self)
    bindings.bind(List2DetailViewController.self)
    bindings.bind(ModalViewController.self)
    bindings.preconfigure = { [weak self] screen, _ in
      #if canImport(UIKit)
      (screen as? any SampleScreen)?.installSampleViews()  // SampleViews.swift
      #endif
      if let screen = screen as? any LinkOpening { screen.links = self?.links }
    }

    // The navigator finds the container's children through RoutingContainer:
    // no tab names to give.
    let navigator = UIKitNavigator(window: window, bindings: bindings)
    let links: LinkReceiver
    do {
      links = LinkReceiver(router: try Router(table: Self.makeTable(), navigator: navigator))
    } catch {
      fatalError("\(error)")  // a mistake in the routes or the bindings
    }
    self.links = links

    // Fill the menu, then the center (which closes the menu), then open
    // whatever launched the scene.
    let start = links.open([
      .url("containerexample://left", animation: .never),
      .url("containerexample://list1", animation: .never),
    ])
    Task {
      _ = await start.value
      links.scene(scene, willConnectTo: session, options: connectionOptions)
    }
  }

  func scene(_ scene: UIScene, openURLContexts urlContexts: Set<UIOpenURLContext>) {
    links?.scene(scene, openURLContexts: urlContexts)
  }

  func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
    links?.scene(scene, continue: userActivity)
  }

  func windowScene(
    _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
    completionHandler: @escaping (Bool) -> Void
  ) {
    guard let links else { return completionHandler(false) }
    links.windowScene(
      windowScene, performActionFor: shortcutItem, completionHandler: completionHandler)
  }

  /// The routes. Placements name the container's children, as they would
  /// name tabs; declaring them makes a misspelt child a registration error.
  private static func makeTable() throws(RegistrationError) -> RouteTable {
    var registrar = Registrar()
    registrar.accept(scheme: "containerexample")
    registrar.accept(domain: "container.example.com")
    registrar.declare(tabs: ["center", "menu"])
    registrar.register(
      "list1<List1ViewController>/:itemID<List1DetailViewController>/extra<List1ExtraViewController>",
      in: .tab("center"))
    registrar.register(
      "list2<List2ViewController>/:itemID<List2DetailViewController>", in: .tab("center"))
    registrar.register("left<MenuViewController>", in: .tab("menu"))
    registrar.register("modal<ModalViewController>!")
    return try registrar.makeTable()
  }
}

/// A screen that opens links itself, through the receiver the scene delegate
/// hands every screen before it receives a link.
@MainActor
protocol LinkOpening: AnyObject {
  /// The app's receiver; weak in the screens.
  var links: LinkReceiver? { get set }
}

extension LinkOpening {
  /// Opens a link in the app, through the same pipeline as links from outside.
  func open(_ link: String, animation: AnimationPolicy = .lastTransition) {
    links?.open([.url(link, animation: animation)])
  }
}

#endif
