import Foundation

extension UIApplicationDelegate {
  /// Mirrors the `main()` UIKit gives an app delegate marked `@main`, so that
  /// an app's entry file (`@main final class AppDelegate: UIResponder,
  /// UIApplicationDelegate {}`) compiles against the stand-in too.
  ///
  /// UIKit's `main()` calls `UIApplicationMain` with the delegate's class
  /// name and never returns. The stand-in has no event loop and no process
  /// to own: this returns at once, and tests drive scenes themselves.
  public static func main() {}
}
