// swift-format-ignore-file
// The app-delegate-only app of StackRouterUIKit.docc/AppSetup.md (#3),
// verbatim between its markers (the DocumentationTests' SnippetTests check
// it): a module of its own, as it has its own `@main`. Compiled against real
// UIKit where it exists and against the stand-in on Linux.
#if canImport(UIKit) || os(Linux)
import Foundation
import StackRouter
import StackRouterUIKit
#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif

#if os(Linux)
// What the stand-in leaves out because the adapter does not use it, and the
// snippet does: UIKit's `UIApplication.LaunchOptionsKey`.
extension UIApplication {
  /// UIKit's keys of the launch options.
  struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
    var rawValue: String
  }
}
#endif

/// The router the app delegate builds at launch (here, one with no routes).
@MainActor
let router: Router = {
  do {
    var registrar = Registrar()
    registrar.accept(scheme: "myapp")
    return try Router(
      table: registrar.makeTable(), navigator: HeadlessNavigator(shell: .stack))
  } catch {
    fatalError("\(error)")
  }
}()

// snippet: Sources/StackRouterUIKit/StackRouterUIKit.docc/AppSetup.md #3
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?
  private var links: LinkReceiver?

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    let window = UIWindow()
    window.rootViewController = UINavigationController()
    window.makeKeyAndVisible()
    self.window = window
    // Build the bindings, the navigator and the router as in the scene delegate.
    links = LinkReceiver(router: router)
    return true
  }

  func application(
    _ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]
  ) -> Bool {
    links?.application(app, open: url, options: options) ?? false
  }

  func application(
    _ application: UIApplication, continue userActivity: NSUserActivity,
    restorationHandler: @escaping ([any UIUserActivityRestoring]?) -> Void
  ) -> Bool {
    links?.application(
      application, continue: userActivity, restorationHandler: restorationHandler) ?? false
  }

  func application(
    _ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
    completionHandler: @escaping (Bool) -> Void
  ) {
    guard let links else { return completionHandler(false) }
    links.application(
      application, performActionFor: shortcutItem, completionHandler: completionHandler)
  }
}
// end snippet
#endif
