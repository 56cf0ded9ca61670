#if canImport(UIKit) || os(Linux)
#if canImport(UIKit)
import CoreSpotlight
import UIKit
#else
import UIKitStandIn
#endif
import StackRouter
import StackRouterUIKit

/// WAAppRouting's MoreComplexExample with StackRouter: a tab bar with two
/// navigation stacks, modals (one with a screen pushed inside it), Home
/// Screen quick actions and Spotlight results, all from the routes in
/// `TabsExample.routes`, which the build plugin turns into
/// `TabsExampleRoutes`: the manifest, the target bindings and typed links.
///
/// Try `tabsexample://list2/4/modal`: the second tab is selected, its stack
/// becomes List 2 → Detail 4, and the modal is presented over it. Then
/// `tabsexample://compose/recipients`: Compose is presented over the modal,
/// with Recipients pushed inside it, and Back goes to Compose.
///
/// The app (`TabsExample.xcodeproj`) starts in `AppDelegate.swift`; its
/// Info.plist names this class in the scene manifest, registers the scheme
/// `tabsexample` and the static quick action `com.example.tabs.compose`
/// (the manifest's `shortcut` line maps the type to its link), and its
/// entitlements list `applinks:tabs.example.com` for universal links.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  private var links: LinkReceiver?

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let windowScene = scene as? UIWindowScene else { return }
    let first = UINavigationController()
    first.title = "List 1"
    let second = UINavigationController()
    second.title = "List 2"
    let tabs = UITabBarController()
    tabs.viewControllers = [first, second]  // in the manifest's `tabs` order
    let window = UIWindow(windowScene: windowScene)
    window.rootViewController = tabs
    window.makeKeyAndVisible()
    self.window = window

    let manifest: RoutesManifest
    let links: LinkReceiver
    do {
      manifest = try TabsExampleRoutes.manifest()
      let navigator = UIKitNavigator(
        window: window, tabNames: manifest.tabs ?? [], bindings: makeBindings())
      links = LinkReceiver(router: try Router(manifest: manifest, navigator: navigator))
    } catch {
      fatalError("\(error)")  // a mistake in the routes or the bindings
    }
    self.links = links

    CSSearchableIndex.default().indexSearchableItems(
      TabsExampleRoutes.searchableItems(in: links.router.table)
    ) { error in
      if let error { print("Spotlight indexing failed: \(error)") }
    }

    // Fill both tabs (the manifest's `start` lines), then open whatever
    // launched the scene: a link, a quick action or a Spotlight result.
    let start = links.open(manifest.startLinks.map { .url($0.link, animation: .never) })
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

  /// Going to the background: offer a quick action that comes back here.
  func sceneWillResignActive(_ scene: UIScene) {
    guard let router = links?.router else { return }
    UIApplication.shared.shortcutItems = TabsExampleRoutes.dynamicShortcutItems(for: router)
  }

  private func makeBindings() -> TargetBindings {
    // Every target of the manifest, bound to the view controller of that
    // name (generated: a name with no such UIViewController does not compile).
    var bindings = TargetBindings()
    TabsExampleRoutes.Targets.bind(into: &bindings)
    bindings.preconfigure = { [weak self] screen, _ in
      #if canImport(UIKit)
      (screen as? any SampleScreen)?.installSampleViews()  // SampleViews.swift
      #endif
      if let screen = screen as? any LinkOpening { screen.links = self?.links }
    }
    return bindings
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

  /// Opens a link that `build` writes in the app's table, with a generated
  /// builder: `open { try TabsExampleRoutes.list1ItemID(itemID: 6).link(in: $0) }`.
  func open(
    animation: AnimationPolicy = .lastTransition, _ build: (RouteTable) throws -> String
  ) {
    guard let links, let link = try? build(links.router.table) else { return }
    open(link, animation: animation)
  }
}

#endif
