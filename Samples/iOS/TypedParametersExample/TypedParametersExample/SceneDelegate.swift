#if canImport(UIKit) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif
import StackRouter
import StackRouterUIKit

/// Typed parameters and a login guard (WAAppRouting's SimpleExampleParameters,
/// plus deferral): an article list and articles whose link parameters decode
/// into ``ArticleParameters``, and an account screen that waits for login.
///
/// Try `typedexample://articles/42?display=compact&hl=router&ref=mail`, then
/// `typedexample://account?tab=orders`: the login sheet comes first, and the
/// account screen follows once ``LoginViewController/logIn()`` runs.
///
/// The app (`TypedParametersExample.xcodeproj`) starts in `AppDelegate.swift`;
/// its Info.plist names this class in the scene manifest and registers the
/// scheme `typedexample`, and its entitlements list
/// `applinks:typed.example.com` for universal links.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  private var links: LinkReceiver?
  private let userSession = Session()

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
    bindings.bind(ArticleListViewController.self)
    bindings.bind(ArticleViewController.self)
    bindings.bind(AccountViewController.self)
    bindings.bind(LoginViewController.self)
    // Dependencies, injected into every screen before it receives a link.
    bindings.preconfigure = { [weak self] screen, _ in
      #if canImport(UIKit)
      (screen as? any SampleScreen)?.installSampleViews()  // SampleViews.swift
      #endif
      if let screen = screen as? any LinkOpening { screen.links = self?.links }
      if let screen = screen as? LoginViewController { screen.session = self?.userSession }
    }

    let navigator = UIKitNavigator(window: window, bindings: bindings)
    let links: LinkReceiver
    do {
      let router = try Router(
        table: Self.makeTable(), navigator: navigator,
        guards: [ArticleParameters.validation, userSession.accountGuard])
      links = LinkReceiver(router: router)
    } catch {
      fatalError("\(error)")  // a mistake in the routes or the bindings
    }
    self.links = links
    userSession.presentLogin = { [weak links] in links?.open([.url("typedexample://login")]) }

    let start = links.open([.url("typedexample://articles", animation: .never)])
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

  /// The routes. An article receives only the parameters it declares, and
  /// `display=full` unless the link says otherwise.
  private static func makeTable() throws(RegistrationError) -> RouteTable {
    var registrar = Registrar()
    registrar.accept(scheme: "typedexample")
    registrar.accept(domain: "typed.example.com")
    registrar.register("articles<ArticleListViewController>/:articleID<ArticleViewController>")
    registrar.configure(
      "articles/:articleID",
      options: EntityOptions(
        defaults: ["display": "full"], allowedParameters: ["display", "hl", "ref"])
    )
    registrar.register("account<AccountViewController>!")
    registrar.register(
      "login<LoginViewController>!", options: EntityOptions(presentationStyle: .formSheet))
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
