import Foundation

/// Mirrors UIKit's `UITabBarController` (uikit.md §1 UITabBarController, §2 Tab bar); the
/// iOS 18 `tabs` API is not mirrored.
///
/// - With more than five view controllers, the tab bar shows the first four and "More";
///   `moreNavigationController` is never in `viewControllers`. While the More navigation
///   controller or a controller under More is selected, `selectedIndex` is `NSNotFound`.
/// - `selectedViewController` can select any of `viewControllers`, including those under More,
///   or `moreNavigationController` itself; selecting anything else is a UIKit exception,
///   recorded in `UIKitStandIn.violations` and ignored.
/// - Replacing `viewControllers` keeps the selection: the same controller if it stays, else
///   the same index if it still exists, else the first.
/// - Programmatic selection never calls the delegate; `UIKitStandIn.tap(_:in:)` simulates a
///   user's tap, which does.
/// - Selecting a tab while a modal covers the tab bar controller is allowed, and recorded in
///   `UIKitStandIn.messages` because nobody sees it.
@MainActor
open class UITabBarController: UIViewController {
  /// Whether `viewControllers` was set (to a possibly empty list) rather than left `nil`.
  private var hasViewControllerList = false

  /// The selected controller: one of `childStorage`, or the More navigation controller.
  private var selection: UIViewController?

  private var moreNavigationStorage: UINavigationController?

  /// The navigation controller under More whose stack `moreNavigationController` shows while
  /// it is selected: UIKit empties it and shows its controllers above the More list, and gives
  /// them back when another tab is selected.
  private var lendingChild: UINavigationController?

  /// Mirrors `delegate`; weak.
  weak open var delegate: (any UITabBarControllerDelegate)?

  /// Mirrors `viewControllers`: the tabs' root controllers, in order. Assigning is
  /// `setViewControllers(_:animated: false)`.
  open var viewControllers: [UIViewController]? {
    get { hasViewControllerList ? childStorage : nil }
    set { setViewControllers(newValue, animated: false) }
  }

  /// Mirrors `setViewControllers(_:animated:)`. Keeps the selection when it can: the same
  /// controller, else the same index, else the first (uikit.md §2 Tab bar).
  ///
  /// - Parameters:
  ///   - viewControllers: The new tabs' root controllers, or `nil` for none.
  ///   - animated: Whether to animate the tab bar's change; the stand-in has no tab bar view.
  open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
    let newList = viewControllers ?? []
    if let repeated = newList.firstRepeatedInstance {
      UIKitStandIn.session.log.recordViolation(Diagnostics.sameInstanceMoreThanOnce(repeated))
      return
    }
    returnLentStack()
    let oldSelectedIndex = selection.flatMap { selected in
      childStorage.firstIndex { $0 === selected }
    }
    replaceChildren(with: newList)
    hasViewControllerList = viewControllers != nil
    select(keptSelection(afterIndex: oldSelectedIndex))
  }

  /// Mirrors `selectedViewController`; `unowned(unsafe)` as in UIKit. Setting it selects any of
  /// `viewControllers`, including those under More, or `moreNavigationController`.
  unowned(unsafe) open var selectedViewController: UIViewController? {
    get { selection }
    set {
      guard let newValue else { return }
      guard isSelectable(newValue) else {
        UIKitStandIn.session.log.recordViolation(Diagnostics.selectingForeignTab)
        return
      }
      select(newValue)
    }
  }

  /// Mirrors `selectedIndex`: the selected controller's index in `viewControllers`, or
  /// `NSNotFound` while the More navigation controller or a controller under More is selected.
  /// Setting it selects the controller at that index.
  open var selectedIndex: Int {
    get {
      // NSNotFound only while the More list itself is selected; a child under More reads
      // its own index.
      guard let selection, let position = childStorage.firstIndex(where: { $0 === selection })
      else { return NSNotFound }
      return position
    }
    set {
      guard childStorage.indices.contains(newValue) else {
        UIKitStandIn.session.log.recordMessage(
          Diagnostics.selectedIndexOutOfBounds(newValue, count: childStorage.count)
        )
        return
      }
      select(childStorage[newValue])
    }
  }

  /// Mirrors `moreNavigationController`: the navigation controller showing the "More" list.
  /// Never part of `viewControllers`.
  open var moreNavigationController: UINavigationController {
    if let moreNavigationStorage {
      return moreNavigationStorage
    }
    let more = UINavigationController(rootViewController: MoreListViewController())
    more.containerStorage = self
    moreNavigationStorage = more
    return more
  }

  // MARK: Container hooks

  override func shows(_ child: UIViewController) -> Bool {
    child === selection
      || (child === moreNavigationStorage
        && (selection === moreNavigationStorage || lendingChild != nil))
  }

  override var visibleLeaf: UIViewController {
    if lendingChild != nil, let more = moreNavigationStorage { return more.visibleLeaf }
    return selection?.visibleLeaf ?? self
  }

  override func release(_ child: UIViewController) {
    let position = childStorage.firstIndex { $0 === child }
    super.release(child)
    if child === selection {
      select(keptSelection(afterIndex: position))
    }
  }

  // MARK: Selecting

  /// The tab bar shows four items and "More" when it holds more than five controllers.
  static let itemsBesideMore = 4

  /// Whether the tab bar has a "More" item.
  var showsMore: Bool { childStorage.count > Self.itemsBesideMore + 1 }

  /// Whether `viewController` has an item on screen a user can tap.
  func hasTabBarItem(_ viewController: UIViewController) -> Bool {
    if viewController === moreNavigationStorage {
      return showsMore
    }
    guard let position = childStorage.firstIndex(where: { $0 === viewController }) else {
      return false
    }
    return !showsMore || position < Self.itemsBesideMore
  }

  /// Whether `viewController` can be selected.
  func isSelectable(_ viewController: UIViewController) -> Bool {
    childStorage.contains { $0 === viewController }
      || (viewController === moreNavigationStorage && showsMore)
  }

  /// Selects `viewController` (already checked), noting a change nobody can see.
  func select(_ viewController: UIViewController?) {
    guard viewController !== selection else { return }
    if hostingWindow != nil, let modal = coveringModal {
      UIKitStandIn.session.log.recordMessage(Diagnostics.hiddenTabSelection(on: self, under: modal))
    }
    returnLentStack()
    selection = viewController
    if let navigation = viewController as? UINavigationController, isUnderMore(navigation) {
      lendStack(of: navigation)
    }
  }

  /// The More navigation controller while it is on screen: the More list, or a tab under
  /// More whose stack it shows.
  var shownMoreNavigationController: UINavigationController? {
    moreNavigationStorage.flatMap { shows($0) ? $0 : nil }
  }

  private func isUnderMore(_ viewController: UIViewController) -> Bool {
    guard showsMore, let position = childStorage.firstIndex(where: { $0 === viewController })
    else { return false }
    return position >= Self.itemsBesideMore
  }

  /// Shows a navigation controller's stack above the More list, as UIKit does when a
  /// navigation controller under More is selected.
  private func lendStack(of navigation: UINavigationController) {
    let more = moreNavigationController
    let stack = navigation.childStorage
    navigation.replaceChildren(with: [])
    more.replaceChildren(with: Array(more.childStorage.prefix(1)) + stack)
    lendingChild = navigation
  }

  /// Gives the lent stack back to its navigation controller.
  private func returnLentStack() {
    guard let navigation = lendingChild, let more = moreNavigationStorage else { return }
    let stack = Array(more.childStorage.dropFirst())
    more.replaceChildren(with: Array(more.childStorage.prefix(1)))
    navigation.replaceChildren(with: stack)
    lendingChild = nil
  }

  /// The selection to keep after the list changed: the same controller, else the one now at
  /// `index`, else the first.
  private func keptSelection(afterIndex index: Int?) -> UIViewController? {
    if let selection, isSelectable(selection) {
      return selection
    }
    if let index, childStorage.indices.contains(index) {
      return childStorage[index]
    }
    return childStorage.first
  }
}

extension UITabBarController {
  /// The list the More navigation controller starts with.
  final class MoreListViewController: UIViewController {
    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
      super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
      title = "More"
    }

    required init?(coder: NSCoder) {
      super.init(coder: coder)
      title = "More"
    }
  }
}
