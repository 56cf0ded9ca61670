// swift-format-ignore-file
// The Swift snippets of StackRouterUIKit.docc/AppSetup.md, verbatim between
// their markers (the DocumentationTests' SnippetTests check it), inside what
// gives them the names they use. Compiled against real UIKit where it exists
// (the iOS SDK type-check covers this target) and against the stand-in on
// Linux. The two app delegates (#2 and #3) are in modules of their own,
// DocumentationUIKitSceneApp and DocumentationUIKitAppDelegate: a module has
// one `@main`, and the test executable, which links this module, has its own.
#if canImport(UIKit) || os(Linux)
import Foundation
import StackRouter
import StackRouterUIKit
#if canImport(UIKit)
import UIKit
import CoreSpotlight
import UniformTypeIdentifiers
#else
import UIKitStandIn
#endif

// snippet: Sources/StackRouterUIKit/StackRouterUIKit.docc/AppSetup.md #1
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
    bindings.bind(ListViewController.self)  // created in code
    bindings.bind("ExtraViewController") { _, _ in  // created from a nib
      ExtraViewController(nibName: "ExtraViewController", bundle: nil)
    }
    bindings.preconfigure = { [weak self] screen, _ in
      (screen as? any LinkOpening)?.links = self?.links  // inject dependencies
    }

    let navigator = UIKitNavigator(window: window, bindings: bindings)
    let links: LinkReceiver
    do {
      links = LinkReceiver(router: try Router(table: Routes.makeTable(), navigator: navigator))
    } catch {
      fatalError("\(error)")  // lists every unbound target and unknown tab
    }
    self.links = links

    // The first screen, then whatever launched the scene, in that order.
    let start = links.open([.url("myapp://list", animation: .never)])
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
}
// end snippet

/// A scene connected by the article's scene delegate, which it keeps.
@MainActor
public struct ConnectedScene {
  let delegate: SceneDelegate
  /// The window the delegate made.
  public var window: UIWindow? { delegate.window }
}

/// Connects `scene` through the article's scene delegate, as UIKit does
/// when a scene connects.
@MainActor
public func connectThroughArticleDelegate(
  _ scene: UIWindowScene, options: UIScene.ConnectionOptions
) -> ConnectedScene {
  let delegate = SceneDelegate()
  delegate.scene(scene, willConnectTo: scene.session, options: options)
  return ConnectedScene(delegate: delegate)
}

/// The scene delegate of the restoration section: its `links` is built as
/// in `SceneDelegate`.
final class RestoringSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  private var links: LinkReceiver?
  /// The app's manifest, loaded at launch before any scene connects.
  var manifest: RoutesManifest!

  // snippet: Sources/StackRouterUIKit/StackRouterUIKit.docc/AppSetup.md #4
  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    // Build the window, the navigator, the router and `self.links` as above, then:
    guard let links else { return }
    links.open(manifest.startRequests)                       // the first screens
    links.restore(from: session.stateRestorationActivity)    // then the saved hierarchy
    links.scene(scene, willConnectTo: session, options: connectionOptions)  // then the launch link
  }

  func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
    links?.stateRestorationActivity()
  }
  // end snippet
}

/// The registrar of the URL-scheme and associated-domain sections.
public func appSetupTable() throws -> RouteTable {
  var registrar = Registrar()
  // snippet: Sources/StackRouterUIKit/StackRouterUIKit.docc/AppSetup.md #5
  registrar.accept(scheme: "myapp")
  // end snippet
  // snippet: Sources/StackRouterUIKit/StackRouterUIKit.docc/AppSetup.md #6
  registrar.accept(domain: "example.com")
  // end snippet
  registrar.register("list<ListViewController>/:itemID<DetailViewController>")
  return try registrar.makeTable()
}

extension SceneDelegate {
  // snippet: Sources/StackRouterUIKit/StackRouterUIKit.docc/AppSetup.md #7
  func sceneWillResignActive(_ scene: UIScene) {
    guard let table = links?.router.table,
      let pattern = try? RoutePattern(parsing: "list/:itemID"),
      let item = try? table.shortcutItem(
        type: "com.example.myapp.item", title: "Item 6", for: pattern, parameters: ["itemID": "6"])
    else { return }
    UIApplication.shared.shortcutItems = [item]
  }
  // end snippet
}

/// The Spotlight section: indexes ten items of `list/:itemID`.
@MainActor
public func indexItems(of table: RouteTable) throws {
  // snippet: Sources/StackRouterUIKit/StackRouterUIKit.docc/AppSetup.md #8
  let pattern = try RoutePattern(parsing: "list/:itemID")
  let items = try (0..<10).map { item in
    let attributes = CSSearchableItemAttributeSet(contentType: .text)
    attributes.title = "Item \(item)"
    return try table.searchableItem(
      for: pattern, parameters: ["itemID": "\(item)"], attributeSet: attributes)
  }
  CSSearchableIndex.default().indexSearchableItems(items) { error in
    if let error { print("Spotlight indexing failed: \(error)") }
  }
  // end snippet
}

/// The Handoff section: the visible screen's activity.
@MainActor
func offerHandoff(from visibleViewController: UIViewController, router: Router) {
  // snippet: Sources/StackRouterUIKit/StackRouterUIKit.docc/AppSetup.md #9
  visibleViewController.userActivity = router.handoffActivity(domain: "example.com")
  // end snippet
}

/// The app's navigation controller, with its own bars and appearance.
final class BrandedNavigationController: UINavigationController {}

/// The wrapper section: modals are wrapped in the app's navigation controller.
@MainActor
func chooseWrappers(of navigator: UIKitNavigator) {
  // snippet: Sources/StackRouterUIKit/StackRouterUIKit.docc/AppSetup.md #10
  navigator.makeNavigationController = { root, _ in
    BrandedNavigationController(rootViewController: root)
  }
  // end snippet
}
#endif
