#if os(Linux)
import Foundation
import Testing
@_spi(Testing) import UIKitStandIn

/// Names a notification observer collects on the main actor.
@MainActor
private final class Names {
  var names: [String] = []
}

@Suite("Strict mode", .isolatedStandIn)
@MainActor
struct StrictModeTests {
  /// A window shown with a navigation controller as its root.
  private func shownRoot() -> (UIWindow, UINavigationController) {
    let window = UIWindow(windowScene: UIWindowScene())
    let root = UINavigationController(rootViewController: UIViewController())
    window.rootViewController = root
    window.makeKeyAndVisible()
    return (window, root)
  }

  /// Whether `presentedViewController` had changed when a non-animated `present` returned,
  /// and whether its completion had run then and ran in the end.
  private func presentOnce(seed: UInt64?) async -> (linkedAtCall: Bool, ranAtCall: Bool, ran: Bool)
  {
    let (window, root) = shownRoot()
    UIKitStandIn.strictSeed = seed
    let presented = UIViewController()
    var ran = false
    root.present(presented, animated: false) { ran = true }
    let linkedAtCall = root.presentedViewController === presented
    let ranAtCall = ran
    await UIKitStandIn.settle()
    #expect(root.presentedViewController === presented)
    #expect(window.rootViewController === root)
    return (linkedAtCall, ranAtCall, ran)
  }

  @Test("the default mode links a presentation at the call and calls its completion a turn later")
  func defaultMode() async {
    let reading = await presentOnce(seed: nil)
    #expect(reading == (linkedAtCall: true, ranAtCall: false, ran: true))
    #expect(UIKitStandIn.strictChoices.isEmpty)
  }

  @Test("seeds vary when a presentation links and when its completion runs, and every one finishes")
  func seedsVary() async {
    var readings: Set<String> = []
    for seed in UInt64(1)...64 {
      let reading = await presentOnce(seed: seed)
      #expect(reading.ran, "seed \(seed)")
      readings.insert("\(reading.linkedAtCall) \(reading.ranAtCall)")
    }
    #expect(readings == ["true true", "true false", "false false"])
  }

  @Test("seeds vary whether an animated push shows its coordinator at the call or a turn later")
  func coordinatorTiming() async {
    var atCall: Set<Bool> = []
    for seed in UInt64(1)...32 {
      let (window, root) = shownRoot()
      UIKitStandIn.strictSeed = seed
      root.pushViewController(UIViewController(), animated: true)
      atCall.insert(root.transitionCoordinator != nil)
      await Task.yield()
      #expect(root.transitionCoordinator != nil || UIKitStandIn.pendingTransitions.isEmpty)
      await UIKitStandIn.settle()
      #expect(root.viewControllers.count == 2)
      #expect(window.rootViewController === root)
    }
    #expect(atCall == [true, false])
    #expect(UIKitStandIn.messages.isEmpty)
  }

  @Test("a window posts didBecomeVisibleNotification when it is shown")
  func visibleNotification() {
    let window = UIWindow(windowScene: UIWindowScene())
    let posted = Names()
    let observer = NotificationCenter.default.addObserver(
      forName: UIWindow.didBecomeVisibleNotification, object: window, queue: nil
    ) { notification in
      let name = notification.name.rawValue
      MainActor.assumeIsolated { posted.names.append(name) }
    }
    defer { NotificationCenter.default.removeObserver(observer) }

    window.makeKeyAndVisible()
    window.makeKeyAndVisible()

    #expect(posted.names == ["UIWindowDidBecomeVisibleNotification"])
  }
}

#endif
