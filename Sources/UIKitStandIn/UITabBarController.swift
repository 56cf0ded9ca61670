import Foundation

/// Mirrors UIKit's `UITabBarController` (UIKitBehaviour.md §1 UITabBarController, §2 Tab bar); the
/// iOS 18 `tabs` API is not mirrored.
///
/// - When there are more view controllers than the tab bar fits (`UITabBar.itemCapacity`,
///   five on an iPhone), the bar shows the first ones and "More"; `tabBar.items` lists exactly
///   the items on the bar. `moreNavigationController` is never in `viewControllers`, and is
///   created on first access (Apple: "creating it if it does not already exist").
/// - A navigation controller under More that is shown lends its stack to the More navigation
///   controller: UIKit empties it, takes it from the tab bar controller (its `parent` is
///   `nil`), and shows its controllers above the More list; they go back when another tab, or
///   the More list itself, is shown. (Apple documents only that such a tab is shown through the
///   More navigation controller; the rest is UIKit's observed behaviour.)
/// - `selectedViewController` can select any of `viewControllers`, including those under More,
///   or `moreNavigationController` itself; selecting anything else is a UIKit exception,
///   recorded in `UIKitStandIn.violations` and ignored. A controller under More selected in
///   code reads back as itself, with its own `selectedIndex`.
/// - A user who picks a tab from the More list (`UIKitStandIn.pick(_:fromMoreListOf:)`) gets
///   it shown the same way, but `selectedViewController` then reads the More navigation
///   controller and `selectedIndex` `NSNotFound`. Apple's header says it "may return the
///   'More' navigation controller"; the stand-in takes that stricter reading, so an adapter
///   must find the tab whose stack More shows.
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

  /// Stand-in only: whether `moreNavigationController` exists yet. Reading that property
  /// creates it, as in UIKit.
  @_spi(Testing) public var hasMoreNavigationController: Bool { moreNavigationStorage != nil }

  private lazy var tabBarStorage: UITabBar = {
    let bar = UITabBar(frame: .zero)
    bar.managingController = self
    return bar
  }()

  /// Mirrors `tabBar`: the bar showing the tabs' items. Its items are managed here.
  open var tabBar: UITabBar { tabBarStorage }

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
  /// controller, else the same index, else the first (UIKitBehaviour.md §2 Tab bar).
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
    more.tabBarItem = UITabBarItem(tabBarSystemItem: .more, tag: 0)
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

  /// Whether the tab bar has a "More" item: more controllers than items fit.
  var showsMore: Bool { childStorage.count > tabBar.itemCapacity }

  /// How many tabs the bar shows beside "More".
  private var itemsBesideMore: Int { max(tabBar.itemCapacity - 1, 0) }

  /// The items on the bar: the tabs that fit, then "More" if some do not.
  var itemsOnBar: [UITabBarItem] {
    guard showsMore else { return childStorage.map(\.tabBarItem) }
    return childStorage.prefix(itemsBesideMore).map(\.tabBarItem)
      + [moreNavigationController.tabBarItem]
  }

  /// Whether `viewController` has an item on screen a user can tap.
  func hasTabBarItem(_ viewController: UIViewController) -> Bool {
    if viewController === moreNavigationStorage {
      return showsMore
    }
    guard let position = childStorage.firstIndex(where: { $0 === viewController }) else {
      return false
    }
    return !showsMore || position < itemsBesideMore
  }

  /// Whether `viewController` can be selected.
  func isSelectable(_ viewController: UIViewController) -> Bool {
    childStorage.contains { $0 === viewController }
      || (viewController === moreNavigationStorage && showsMore)
  }

  /// Selects `viewController` (already checked), noting a change nobody can see.
  func select(_ viewController: UIViewController?) {
    guard viewController !== selection || lendingChild != nil else { return }
    noteHiddenSelection()
    // The tab that was shown disappears and the new one appears, when the tab bar controller
    // is on screen; the did callbacks come at the call, or a turn later in strict mode.
    let shownBefore = shownTabChain
    defer {
      let change = AppearanceChange(from: shownBefore, to: shownTabChain, animated: false)
      change.begin()
      change.endWithoutAnimation()
    }
    returnLentStack()
    selection = viewController
    guard let navigation = viewController as? UINavigationController, isUnderMore(navigation)
    else { return }
    // Strict mode: Apple documents that a tab under More can be selected in code, not how it
    // is shown. It may be shown directly (as on a bar wide enough), or through More, reading
    // back as itself or as the More navigation controller.
    let strict = UIKitStandIn.session.strict
    guard !strict.choose(.moreListSkipped) else { return }
    lendStack(of: navigation)
    if strict.choose(.selectionReadsMore) {
      selection = moreNavigationController
    }
  }

  /// Shows `viewController`, a tab under More, as a user's pick from the More list does: a
  /// navigation controller's stack is shown by the More navigation controller, which reads as
  /// the selection. (The stand-in selects any other controller as code would.)
  func pickFromMoreList(_ viewController: UIViewController) {
    guard let navigation = viewController as? UINavigationController else {
      select(viewController)
      return
    }
    noteHiddenSelection()
    returnLentStack()
    selection = moreNavigationController
    lendStack(of: navigation)
  }

  /// The controllers the selected tab shows, outermost first, while this tab bar controller
  /// is on screen; else none.
  private var shownTabChain: [UIViewController] {
    isOnScreen ? Array(appearanceChain.dropFirst()) : []
  }

  private func noteHiddenSelection() {
    if hostingWindow != nil, let modal = coveringModal {
      UIKitStandIn.session.log.recordMessage(Diagnostics.hiddenTabSelection(on: self, under: modal))
    }
  }

  /// The More navigation controller while it is on screen: the More list, or a tab under
  /// More whose stack it shows.
  var shownMoreNavigationController: UINavigationController? {
    moreNavigationStorage.flatMap { shows($0) ? $0 : nil }
  }

  /// Whether `viewController` is one of the tabs under More.
  func isUnderMore(_ viewController: UIViewController) -> Bool {
    guard showsMore, let position = childStorage.firstIndex(where: { $0 === viewController })
    else { return false }
    return position >= itemsBesideMore
  }

  /// Shows a navigation controller's stack above the More list, as UIKit does when a
  /// navigation controller under More is shown: the navigation controller is emptied and
  /// taken from the tab bar controller.
  private func lendStack(of navigation: UINavigationController) {
    let more = moreNavigationController
    let stack = navigation.childStorage
    navigation.replaceChildren(with: [])
    navigation.containerStorage = nil
    more.replaceChildren(with: Array(more.childStorage.prefix(1)) + stack)
    lendingChild = navigation
  }

  /// Gives the More navigation controller's stack back to the navigation controller that lent
  /// it, with whatever was pushed or popped meanwhile, and puts that navigation controller back
  /// in the tab bar controller.
  private func returnLentStack() {
    guard let navigation = lendingChild, let more = moreNavigationStorage else { return }
    let stack = Array(more.childStorage.dropFirst())
    more.replaceChildren(with: Array(more.childStorage.prefix(1)))
    navigation.replaceChildren(with: stack)
    navigation.containerStorage = self
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
