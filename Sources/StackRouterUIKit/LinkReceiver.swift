#if canImport(UIKit) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif
import Foundation
import StackRouter

/// Forwards every way a link reaches an app to one `Router`:
/// call it from your scene delegate (or app delegate) and every entry point
/// goes through the same pipeline: the same intake, guards and log.
///
/// ```swift
/// final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
///   var window: UIWindow?
///   var links: LinkReceiver?
///
///   func scene(_ scene: UIScene, willConnectTo session: UISceneSession,
///              options connectionOptions: UIScene.ConnectionOptions) {
///     // build the window, the navigator and the router, then:
///     links = LinkReceiver(router: router)
///     links?.scene(scene, willConnectTo: session, options: connectionOptions)
///   }
///   func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
///     links?.scene(scene, openURLContexts: URLContexts)
///   }
///   func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
///     links?.scene(scene, continue: userActivity)
///   }
///   func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
///                    completionHandler: @escaping (Bool) -> Void) {
///     links?.windowScene(windowScene, performActionFor: shortcutItem, completionHandler: completionHandler)
///   }
/// }
/// ```
///
/// Each method returns at once and applies the requests in order; the
/// returned task gives the outcomes to whoever wants to wait for them.
@MainActor
public final class LinkReceiver {
  /// The router every request goes to.
  public let router: Router

  /// While a restoration is under way, the request that arrived last (or
  /// the restoration): the next request waits for it, so that requests
  /// are applied after the restoration, in the order they arrived.
  var gate: Task<Void, Never>?
  /// Which gate is the latest, so that a finished one clears only itself.
  var gateGeneration = 0
  /// Finishes once every request opened so far has been applied.
  var opened: Task<Void, Never>?

  /// Creates a receiver for a router.
  public init(router: Router) {
    self.router = router
  }

  // MARK: Scene delegate

  /// Cold launch: opens `startRequests` (the app's first screens, such as
  /// a manifest's `startRequests`), then the
  /// connection options' URLs, their user activities (universal links,
  /// Spotlight), and their quick action.
  @discardableResult
  public func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions,
    startingWith startRequests: [RouteRequest] = []
  ) -> Task<[RouteOutcome], Never> {
    var requests = startRequests
    requests += Self.sorted(connectionOptions.urlContexts).map { RouteRequest(urlContext: $0) }
    requests += connectionOptions.userActivities.map { RouteRequest(userActivity: $0) }
    if let shortcutItem = connectionOptions.shortcutItem {
      requests.append(RouteRequest(shortcutItem: shortcutItem))
    }
    return open(requests)
  }

  /// A running app opens custom-scheme URLs. Each request names the app
  /// that opened it, as UIKit reports it, for
  /// `Router.allowedSourceApplications`.
  @discardableResult
  public func scene(_ scene: UIScene, openURLContexts urlContexts: Set<UIOpenURLContext>) -> Task<
    [RouteOutcome], Never
  > {
    open(Self.sorted(urlContexts).map { RouteRequest(urlContext: $0) })
  }

  /// A running app continues a universal link, a Spotlight result or a Handoff activity.
  @discardableResult
  public func scene(_ scene: UIScene, continue userActivity: NSUserActivity) -> Task<
    [RouteOutcome], Never
  > {
    open([RouteRequest(userActivity: userActivity)])
  }

  /// A running app performs a Home Screen quick action; the completion
  /// handler learns whether the action was handled.
  @discardableResult
  public func windowScene(
    _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
    completionHandler: @escaping (Bool) -> Void
  ) -> Task<[RouteOutcome], Never> {
    perform(shortcutItem, completionHandler: completionHandler)
  }

  // MARK: App delegate (apps without scenes)

  /// Opens a custom-scheme URL; returns whether the router accepts the link's form at once.
  @discardableResult
  public func application(
    _ application: UIApplication, open url: URL,
    options: [UIApplication.OpenURLOptionsKey: Any] = [:]
  ) -> Bool {
    let accepted = (try? router.table.read(url)) != nil
    let sourceApplication = options[.sourceApplication] as? String
    open([RouteRequest.url(url, sender: .otherApp(sourceApplication))])
    return accepted
  }

  /// Continues a universal link, a Spotlight result or a Handoff activity;
  /// returns `true`, as the activity is now the router's.
  @discardableResult
  public func application(
    _ application: UIApplication, continue userActivity: NSUserActivity,
    restorationHandler: @escaping ([any UIUserActivityRestoring]?) -> Void
  ) -> Bool {
    open([RouteRequest(userActivity: userActivity)])
    return true
  }

  /// Performs a Home Screen quick action (not called in scene-based apps).
  public func application(
    _ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
    completionHandler: @escaping (Bool) -> Void
  ) {
    perform(shortcutItem, completionHandler: completionHandler)
  }

  // MARK: Helpers

  @discardableResult
  private func perform(
    _ shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void
  ) -> Task<[RouteOutcome], Never> {
    let task = open([RouteRequest(shortcutItem: shortcutItem)])
    Task { @MainActor in
      let outcomes = await task.value
      completionHandler(outcomes.first?.isHandled ?? false)
    }
    return task
  }

  /// Opens one request on the router's queue: an in-app link, say.
  @discardableResult
  public func open(_ request: RouteRequest) -> Task<RouteOutcome, Never> {
    let router = self.router
    return enqueue { await router.open(request) }
  }

  /// Opens a URL on the router's queue.
  @discardableResult
  public func open(_ url: URL) -> Task<RouteOutcome, Never> {
    open(RouteRequest.url(url))
  }

  /// Opens requests in order on the router's queue.
  @discardableResult
  public func open(_ requests: [RouteRequest]) -> Task<[RouteOutcome], Never> {
    let router = self.router
    return enqueue {
      var outcomes: [RouteOutcome] = []
      for request in requests { outcomes.append(await router.open(request)) }
      return outcomes
    }
  }

  /// Starts `work` at once, or, while a restoration is under way, once it
  /// and the requests that arrived before have been applied.
  func enqueue<Value: Sendable>(_ work: @escaping @MainActor () async -> Value) -> Task<
    Value, Never
  > {
    let gate = self.gate
    let task = Task { @MainActor in
      await gate?.value
      return await work()
    }
    if gate != nil { close(behind: task) }
    return track(task)
  }

  /// Makes the requests that arrive next wait until `task` has finished.
  func close<Value: Sendable>(behind task: Task<Value, Never>) {
    gateGeneration += 1
    let generation = gateGeneration
    gate = Task { @MainActor [weak self] in
      _ = await task.value
      if let self, self.gateGeneration == generation { self.gate = nil }
    }
  }

  /// Keeps track of a task that opens requests, so that a restoration
  /// started later waits for it; returns the task.
  func track<Value: Sendable>(_ task: Task<Value, Never>) -> Task<Value, Never> {
    let earlier = opened
    opened = Task { @MainActor in
      await earlier?.value
      _ = await task.value
    }
    return task
  }

  /// URL contexts arrive as a set; open them in a stable order.
  private static func sorted(_ contexts: Set<UIOpenURLContext>) -> [UIOpenURLContext] {
    contexts.sorted { $0.url.absoluteString < $1.url.absoluteString }
  }
}

#endif
