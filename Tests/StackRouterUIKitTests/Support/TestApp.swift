#if os(Linux)
import Foundation
import StackRouter
import StackRouterUIKit
import Testing
@_spi(Testing) import UIKitStandIn

/// An app as its scene delegate would build it on connection: a window in a scene, made key
/// and visible with the app's root view controller (unless `showsWindow` is false), then the
/// navigator, the router and the link receiver.
///
/// As in UIKit, a scene does not keep its windows alive: keep the app until the test's last
/// assertion.
@MainActor
final class TestApp {
  let scene: UIWindowScene
  let connectionOptions: UIScene.ConnectionOptions
  let window: UIWindow
  let navigator: UIKitNavigator
  let router: Router
  let links: LinkReceiver
  let events = EventRecorder()

  init(
    root: UIViewController, tabNames: [String] = [], table: RouteTable,
    guards: [RouteGuard] = [], shortcuts: [String: String] = [:],
    bindings: TargetBindings = .testScreens,
    connectionOptions: UIScene.ConnectionOptions = UIScene.ConnectionOptions(),
    showsWindow: Bool = true
  ) throws {
    self.connectionOptions = connectionOptions
    scene = UIWindowScene(session: UISceneSession(), connectionOptions: connectionOptions)
    window = UIWindow(windowScene: scene)
    window.rootViewController = root
    if showsWindow { window.makeKeyAndVisible() }
    navigator = UIKitNavigator(window: window, tabNames: tabNames, bindings: bindings)
    router = try Router(
      table: table, navigator: navigator, guards: guards, shortcuts: shortcuts, eventSink: events)
    links = LinkReceiver(router: router)
  }

  /// Cold launch: the scene delegate hands the connection options over.
  func connect() -> Task<[RouteOutcome], Never> {
    links.scene(scene, willConnectTo: scene.session, options: connectionOptions)
  }

  /// A running app opens a custom-scheme or universal link.
  func open(_ link: String) -> Task<[RouteOutcome], Never> {
    links.scene(scene, openURLContexts: [UIOpenURLContext(url: URL(string: link)!)])
  }

  /// The window's controllers, as the stand-in prints them.
  var hierarchy: String { UIKitStandIn.hierarchyDescription(of: window) }

  /// The navigator's reading of the hierarchy, as it prints.
  var state: String { navigator.state.description }

  /// What a user sees.
  var visible: UIViewController? { UIKitStandIn.visibleViewController(in: window) }

  // MARK: Driving transitions (`.manual` mode)

  /// Yields to other main-actor work until an animated transition is in flight, or until
  /// `count` requests have finished since the router was built (or the test is cancelled);
  /// returns what is in flight.
  ///
  /// It polls instead of awaiting `UIKitStandIn.waitForTransition()`, so that an adapter that
  /// never starts the transition a test expects fails the test instead of hanging it.
  func transitionsInFlight(orFinished count: Int) async -> [String] {
    while UIKitStandIn.pendingTransitions.isEmpty, events.finishedCount < count,
      !Task.isCancelled
    {
      await Task.yield()
    }
    return UIKitStandIn.pendingTransitions
  }

  /// Finishes, one at a time as each begins, the transitions in flight until `count` requests
  /// have finished since the router was built; returns what was in flight each time (several
  /// in flight at once are joined with ` + `; a transition still in flight once the requests
  /// have finished, which the navigator should have waited for, is marked so).
  func finishTransitions(untilFinished count: Int) async -> [String] {
    var finished: [String] = []
    while true {
      let inFlight = await transitionsInFlight(orFinished: count)
      if inFlight.isEmpty || Task.isCancelled { return finished }
      let late = events.finishedCount >= count ? " (in flight after the request finished)" : ""
      finished.append(inFlight.joined(separator: " + ") + late)
      UIKitStandIn.completeNextTransition()
    }
  }

  /// The outcomes of a task that applies one request. In `.manual` mode, first finishes the
  /// transitions it starts and expects them to be exactly `transitions`, one at a time; in
  /// `.immediate` mode they finish by themselves.
  func outcomes(
    of task: Task<[RouteOutcome], Never>, in mode: UIKitStandIn.TransitionMode,
    animating transitions: [String],
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) async -> [String] {
    if mode == .manual {
      let finished = await finishTransitions(untilFinished: events.finishedCount + 1)
      #expect(finished == transitions, sourceLocation: sourceLocation)
    }
    let outcomes = await task.value.map(\.description)
    #expect(UIKitStandIn.pendingTransitions.isEmpty, sourceLocation: sourceLocation)
    return outcomes
  }
}

#endif
