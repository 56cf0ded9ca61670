import Foundation

/// Mirrors UIKit's `UIOpenURLContext`: a URL to open and how it came (UIKitBehaviour.md §1 Scene
/// delegates, UIOpenURLContext). Apps never create it: the initializer is `@_spi(Testing)`.
@MainActor
open class UIOpenURLContext: NSObject {
  /// Mirrors `url`.
  open private(set) var url: URL

  /// Mirrors `options`.
  open private(set) var options: UIScene.OpenURLOptions

  /// Creates a URL context. Test-only: UIKit creates them.
  ///
  /// - Parameters:
  ///   - url: The URL to open.
  ///   - options: How the URL came to be opened; empty options by default.
  @_spi(Testing)
  public init(url: URL, options: UIScene.OpenURLOptions = UIScene.OpenURLOptions()) {
    self.url = url
    self.options = options
    super.init()
  }
}
