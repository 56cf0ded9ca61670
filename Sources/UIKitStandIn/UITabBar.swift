import Foundation

/// Mirrors UIKit's `UITabBar`, as far as telling which tabs are on it needs.
///
/// A tab bar that a `UITabBarController` manages shows its controllers' `tabBarItem`s: all of
/// them when they fit, otherwise the first ones and the More navigation controller's item.
/// Assigning `items` to such a bar raises in UIKit (recorded in `UIKitStandIn.violations`).
///
/// How many items fit depends on the device: five on an iPhone (so four tabs and "More" once
/// there are six or more), more on an iPad, where Apple does not document the number. Tests
/// set `itemCapacity` to model an iPad.
@MainActor
open class UITabBar: UIView {
  /// The tab bar controller managing this bar.
  weak var managingController: UITabBarController?

  private var ownItems: [UITabBarItem]?

  /// Stand-in only: how many items fit on the bar; five, as on an iPhone, by default. Set it
  /// before adding the tab bar controller's view controllers.
  @_spi(Testing) public var itemCapacity = 5

  /// Mirrors `items`: the items on the bar, left to right.
  open var items: [UITabBarItem]? {
    get { managingController?.itemsOnBar ?? ownItems }
    set {
      guard managingController == nil else {
        UIKitStandIn.session.log.recordViolation(Diagnostics.modifyingManagedTabBar)
        return
      }
      ownItems = newValue
    }
  }
}
