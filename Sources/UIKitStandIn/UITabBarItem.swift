import Foundation

/// Mirrors UIKit's `UIBarItem`, as far as tab bar items need it.
@MainActor
open class UIBarItem: NSObject {
  /// Mirrors `title`.
  open var title: String?

  /// Mirrors `tag`.
  open var tag = 0
}

/// Mirrors UIKit's `UITabBarItem`: the item a tab bar shows for a view controller, which is that
/// controller's `tabBarItem`, or, for the "More" tab, the More navigation controller's.
///
/// The stand-in has no images, so `init(title:image:tag:)` is not mirrored.
@MainActor
open class UITabBarItem: UIBarItem {
  /// Mirrors `UITabBarItem.SystemItem`, as far as the stand-in uses it.
  public enum SystemItem: Int, Sendable {
    /// Mirrors `.more`: the item of the "More" tab.
    case more = 0
  }

  /// Mirrors `init()`: an item with no title.
  public override init() {
    super.init()
  }

  /// Mirrors `init(tabBarSystemItem:tag:)`.
  ///
  /// - Parameters:
  ///   - systemItem: The system item.
  ///   - tag: The item's tag.
  public init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
    super.init()
    title = "More"
    self.tag = tag
  }
}
