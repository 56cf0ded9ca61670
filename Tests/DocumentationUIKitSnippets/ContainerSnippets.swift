// swift-format-ignore-file
// The Swift snippets of StackRouterUIKit.docc/CustomContainers.md and of the
// catalog's landing page, StackRouterUIKit.md, verbatim between their markers
// (the DocumentationTests' SnippetTests check it). The DocumentationTests run
// the container's routes on Linux and compare the plans and the state with
// the article's.
#if canImport(UIKit) || os(Linux)
import Foundation
import StackRouter
import StackRouterUIKit
#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif

// snippet: Sources/StackRouterUIKit/StackRouterUIKit.docc/CustomContainers.md #2
final class SideMenuController: UIViewController, RoutingContainer {
  let center = UINavigationController()
  let menu = UINavigationController()
  private(set) var isMenuOpen = false

  init() {
    super.init(nibName: nil, bundle: nil)
    for child in [center, menu] {
      addChild(child)
      // A real container also adds child.view to its own view here.
      child.didMove(toParent: self)
    }
  }

  required init?(coder: NSCoder) {
    fatalError("SideMenuController is created in code")
  }

  /// Slides the menu in or out, returning when the animation ends.
  func setMenuOpen(_ open: Bool, animated: Bool) async {
    isMenuOpen = open
  }

  var routingBranchNames: [String] { ["center", "menu"] }

  var selectedRoutingBranch: String? { isMenuOpen ? "menu" : "center" }

  func selectRoutingBranch(_ name: String, animated: Bool) async -> Bool {
    guard routingBranchNames.contains(name) else { return false }
    await setMenuOpen(name == "menu", animated: animated)
    return true
  }

  func navigationController(forRoutingBranch name: String) -> UINavigationController? {
    switch name {
    case "center": center
    case "menu": menu
    default: nil
    }
  }
}
// end snippet

/// The article's side menu at the root of `window`, with its routes, its
/// navigator and its router, as the article builds them.
@MainActor
public func makeSideMenuRouter(
  in window: UIWindow, bindings: TargetBindings
) throws -> (router: Router, navigator: UIKitNavigator) {
  // snippet: Sources/StackRouterUIKit/StackRouterUIKit.docc/CustomContainers.md #1
  var registrar = Registrar()
  registrar.accept(scheme: "containerexample")
  registrar.declare(tabs: ["center", "menu"])  // a misspelt branch is then a registration error
  registrar.register(
    "list1<List1ViewController>/:itemID<List1DetailViewController>/extra<List1ExtraViewController>",
    in: .tab("center"))
  registrar.register("list2<List2ViewController>/:itemID<List2DetailViewController>", in: .tab("center"))
  registrar.register("left<MenuViewController>", in: .tab("menu"))
  registrar.register("modal<ModalViewController>!")
  // end snippet
  // snippet: Sources/StackRouterUIKit/StackRouterUIKit.docc/CustomContainers.md #3
  window.rootViewController = SideMenuController()
  let navigator = UIKitNavigator(window: window, bindings: bindings)
  let router = try Router(table: try registrar.makeTable(), navigator: navigator)
  // end snippet
  return (router, navigator)
}

/// Connects `scene` through the landing page's snippet: a window showing a
/// navigation stack, `table`'s routes, and the connection options' links.
@MainActor
public func connectThroughLandingPage(
  _ scene: UIWindowScene, options: UIScene.ConnectionOptions, table: RouteTable
) throws -> (window: UIWindow, delegate: AnyObject) {
  let delegate = OverviewSceneDelegate()
  let window = UIWindow(windowScene: scene)
  window.rootViewController = UINavigationController()
  window.makeKeyAndVisible()
  delegate.window = window
  try delegate.connect(scene, session: scene.session, options: options, window: window, table: table)
  return (window, delegate)
}

/// The landing page's scene delegate.
final class OverviewSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  var links: LinkReceiver?

  /// Connects the scene as the landing page shows.
  func connect(
    _ scene: UIScene, session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions,
    window: UIWindow, table: RouteTable
  ) throws {
    // snippet: Sources/StackRouterUIKit/StackRouterUIKit.docc/StackRouterUIKit.md #1
    var bindings = TargetBindings()
    bindings.bind(ListViewController.self)
    bindings.bind(DetailViewController.self)

    let navigator = UIKitNavigator(window: window, bindings: bindings)
    let router = try Router(table: table, navigator: navigator)
    links = LinkReceiver(router: router)
    links?.scene(scene, willConnectTo: session, options: connectionOptions)
    // end snippet
  }
}
#endif
