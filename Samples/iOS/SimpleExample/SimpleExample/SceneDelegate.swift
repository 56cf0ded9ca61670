#if canImport(UIKit) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif
import StackRouter
import StackRouterUIKit

/// WAAppRouting's SimpleExample with StackRouter: one navigation stack,
/// `list` → `list/:itemID` → `list/:itemID/extra`, links through the custom
/// scheme `simpleexample`.
///
/// Try `simpleexample://list/3/extra` from Safari or
/// `xcrun simctl openurl booted simpleexample://list/3/extra`: the app shows
/// Extra, and Back goes to Detail 3, then to the List.
///
/// The app (`SimpleExample.xcodeproj`) starts in `AppDelegate.swift`; its
/// Info.plist names this class in the scene manifest and registers the
/// scheme `simpleexample` (`CFBundleURLTypes`), and its entitlements list
/// `applinks:simple.example.com` for universal links.
///
/// These sources also compile on Linux against a stand-in that models
/// navigation, not views: the screens' views (a table, a label, buttons) are
/// left out, and their actions are methods.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  private var links: LinkReceiver?

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let windowScene = scene as? UIWindowScene else { return }
    let window = UIWindow(windowScene: windowScene)
    window.rootViewController = UINavigationController()
    window.makeKeyAndVisible()
    self.window = window

    var bindings = TargetBindings()
    bindings.bind(ListViewController.self)  // created in code: make(for:parameters:)
    bindings.bind(DetailViewController.self)
    // A factory instead of `make(for:parameters:)`: the place to load a
    // screen from a nib or a storyboard, or to hand it dependencies.
    bindings.bind(ExtraViewController.routeName) { _, _ in
      ExtraViewController(nibName: nil, bundle: nil)
    }
    // Runs on every screen before it receives a link (WAAppRouting's
    // controllerPreConfigurationBlock): hand screens the receiver so that
    // their rows and buttons open links too.
    bindings.preconfigure = { [weak self] screen, _ in
      #if canImport(UIKit)
      (screen as? any SampleScreen)?.installSampleViews()  // SampleViews.swift
      #endif
      if let screen = screen as? any LinkOpening { screen.links = self?.links }
    }

    let navigator = UIKitNavigator(window: window, bindings: bindings)
    let links: LinkReceiver
    do {
      links = LinkReceiver(router: try Router(table: Self.makeTable(), navigator: navigator))
    } catch {
      // A mistake in the routes or the bindings: the message lists every problem.
      fatalError("\(error)")
    }
    self.links = links

    // Show the list, then whatever link launched the scene, in that order.
    let start = links.open([.url("simpleexample://list", animation: .never)])
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

  /// The routes: one DSL line registers the three screens of the stack.
  private static func makeTable() throws(RegistrationError) -> RouteTable {
    var registrar = Registrar()
    registrar.accept(scheme: "simpleexample")
    registrar.accept(domain: "simple.example.com")
    registrar.register(
      "list<ListViewController>/:itemID<DetailViewController>/extra<ExtraViewController>")
    registrar.configure(
      "list/:itemID",
      options: EntityOptions(defaults: [
        "defaultParam": "1", "defaultParam2": "Default parameter 2",
      ])
    )
    // Runs before the detail screen's entity, and lets it have the link.
    registrar.handle("list/:itemID") { context in
      print("You are dealing with item ID \(context.parameters["itemID"] ?? "?")")
      return .pass
    }
    return try registrar.makeTable()
  }
}

/// A screen that opens links itself (a row, a button), through the receiver
/// the scene delegate hands every screen before it receives a link.
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
