#if os(Linux)
import Foundation
import Testing
@_spi(Testing) import UIKitStandIn

@Suite("Scenes and app entry points", .isolatedStandIn)
@MainActor
struct UISceneTests {
  @Test("connection options carry what a cold launch opens")
  func connectionOptions() throws {
    let url = try #require(URL(string: "app://articles/42"))
    let context = UIOpenURLContext(
      url: url,
      options: UIScene.OpenURLOptions(sourceApplication: "com.example.mail")
    )
    let activity = NSUserActivity(activityType: NSUserActivityTypeBrowsingWeb)
    let shortcut = UIApplicationShortcutItem(type: "compose", localizedTitle: "New")

    let options = UIScene.ConnectionOptions(
      urlContexts: [context],
      userActivities: [activity],
      shortcutItem: shortcut
    )

    #expect(options.urlContexts.map(\.url) == [url])
    #expect(options.urlContexts.first?.options.sourceApplication == "com.example.mail")
    #expect(options.urlContexts.first?.options.openInPlace == false)
    #expect(options.userActivities.contains(activity))
    #expect(options.shortcutItem === shortcut)
    #expect(options.handoffUserActivityType == nil)
  }

  @Test("a scene knows its session, and the session its scene")
  func sessionAndScene() {
    let session = UISceneSession(persistentIdentifier: "main")
    let scene = UIWindowScene(session: session, connectionOptions: UIScene.ConnectionOptions())

    #expect(scene.session === session)
    #expect(session.scene === scene)
    #expect(session.role == .windowApplication)
  }

  @Test("a scene delegate keeps its window and receives the connection")
  func sceneDelegate() {
    let scene = UIWindowScene()
    let delegate = SceneDelegate()
    scene.delegate = delegate

    scene.delegate?.scene(scene, willConnectTo: scene.session, options: UIScene.ConnectionOptions())

    #expect(delegate.window?.windowScene === scene)
    #expect(scene.keyWindow === delegate.window)
  }

  @Test("the async quick-action form reaches a completion-handler implementation")
  func quickActionForms() async {
    let scene = UIWindowScene()
    let shortcut = UIApplicationShortcutItem(type: "compose", localizedTitle: "New")

    let handled = await SceneDelegate().windowScene(scene, performActionFor: shortcut)
    let unhandled = await SilentSceneDelegate().windowScene(scene, performActionFor: shortcut)

    #expect(handled)
    #expect(!unhandled)
    #expect(SilentSceneDelegate().window == nil)
  }

  @Test("unimplemented app delegate methods report not handled")
  func applicationDelegateDefaults() async throws {
    let delegate = SilentApplicationDelegate()
    let url = try #require(URL(string: "app://articles/42"))
    let activity = NSUserActivity(activityType: NSUserActivityTypeBrowsingWeb)
    let shortcut = UIApplicationShortcutItem(type: "compose", localizedTitle: "New")

    #expect(!delegate.application(.shared, open: url))
    #expect(!delegate.application(.shared, continue: activity) { _ in })
    #expect(!(await delegate.application(.shared, performActionFor: shortcut)))
  }

  @Test("the scene's life-cycle and restoration callbacks reach the delegate's implementations")
  func lifeCycleCallbacks() {
    let scene = UIWindowScene()
    let delegate = LifeCycleSceneDelegate()
    let restoring = NSUserActivity(activityType: "com.example.restore")
    scene.delegate = delegate

    scene.delegate?.sceneWillEnterForeground(scene)
    scene.delegate?.sceneDidBecomeActive(scene)
    scene.delegate?.sceneWillResignActive(scene)
    scene.delegate?.sceneDidEnterBackground(scene)
    let saved = scene.delegate?.stateRestorationActivity(for: scene)
    scene.delegate?.scene(scene, restoreInteractionStateWith: restoring)
    scene.delegate?.sceneDidDisconnect(scene)

    #expect(
      delegate.calls == [
        "willEnterForeground", "didBecomeActive", "willResignActive", "didEnterBackground",
        "stateRestorationActivity", "restore com.example.restore", "didDisconnect",
      ])
    #expect(saved?.activityType == "com.example.saved")
    #expect(SilentSceneDelegate().stateRestorationActivity(for: scene) == nil)
  }

  @Test("application(_:open:) without options reaches the implementation with options")
  func openURLWithoutOptions() throws {
    let delegate = LinkApplicationDelegate()
    let url = try #require(URL(string: "app://articles/42"))

    #expect(delegate.application(.shared, open: url))
    #expect(delegate.openedURLs == [url])
  }
}

/// A scene delegate that sets up a window and handles quick actions.
@MainActor
private final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?

  func scene(
    _ scene: UIScene,
    willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let windowScene = scene as? UIWindowScene else { return }
    let window = UIWindow(windowScene: windowScene)
    window.rootViewController = UINavigationController(rootViewController: Screen("Home"))
    window.makeKeyAndVisible()
    self.window = window
  }

  func windowScene(
    _ windowScene: UIWindowScene,
    performActionFor shortcutItem: UIApplicationShortcutItem,
    completionHandler: @escaping (Bool) -> Void
  ) {
    completionHandler(shortcutItem.type == "compose")
  }
}

/// A scene delegate that records its life-cycle and restoration callbacks.
@MainActor
private final class LifeCycleSceneDelegate: UIResponder, UIWindowSceneDelegate {
  private(set) var calls: [String] = []

  func sceneDidDisconnect(_ scene: UIScene) { calls.append("didDisconnect") }
  func sceneDidBecomeActive(_ scene: UIScene) { calls.append("didBecomeActive") }
  func sceneWillResignActive(_ scene: UIScene) { calls.append("willResignActive") }
  func sceneWillEnterForeground(_ scene: UIScene) { calls.append("willEnterForeground") }
  func sceneDidEnterBackground(_ scene: UIScene) { calls.append("didEnterBackground") }

  func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
    calls.append("stateRestorationActivity")
    return NSUserActivity(activityType: "com.example.saved")
  }

  func scene(_ scene: UIScene, restoreInteractionStateWith stateRestorationActivity: NSUserActivity)
  {
    calls.append("restore \(stateRestorationActivity.activityType)")
  }
}

/// A scene delegate that implements nothing.
@MainActor
private final class SilentSceneDelegate: UIResponder, UIWindowSceneDelegate {}

/// An app delegate that implements nothing.
@MainActor
private final class SilentApplicationDelegate: UIResponder, UIApplicationDelegate {}

/// An app delegate that handles custom-scheme URLs.
@MainActor
private final class LinkApplicationDelegate: UIResponder, UIApplicationDelegate {
  private(set) var openedURLs: [URL] = []

  func application(
    _ app: UIApplication,
    open url: URL,
    options: [UIApplication.OpenURLOptionsKey: Any]
  ) -> Bool {
    openedURLs.append(url)
    return true
  }
}

#endif
