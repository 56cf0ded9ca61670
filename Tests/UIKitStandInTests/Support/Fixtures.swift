#if os(Linux)
import Foundation
@_spi(Testing) import UIKitStandIn

/// A plain screen, named by its title in messages (`<Screen "A">`).
final class Screen: UIViewController {
  convenience init(_ title: String) {
    self.init(nibName: nil, bundle: nil)
    self.title = title
  }
}

/// A window in its own scene, shown and key, with a root view controller.
///
/// As in UIKit, nothing else keeps a window alive (a scene holds its windows weakly, a window
/// its scene weakly): keep the stage until the test's last assertion.
@MainActor
final class Stage {
  let scene = UIWindowScene()
  let window: UIWindow

  init(_ root: UIViewController) {
    window = UIWindow(windowScene: scene)
    window.rootViewController = root
    window.makeKeyAndVisible()
  }

  /// What a user sees in the window.
  var visible: UIViewController? { UIKitStandIn.visibleViewController(in: window) }
}

/// Records the order in which completion handlers and delegate callbacks run.
@MainActor
final class CallLog {
  private(set) var entries: [String] = []

  func record(_ entry: String) {
    entries.append(entry)
  }

  /// A completion handler that records `entry`.
  func completion(_ entry: String) -> () -> Void {
    { self.record(entry) }
  }
}

#endif
