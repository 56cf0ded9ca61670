#if canImport(UIKit) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif
import StackRouter
import StackRouterUIKit

/// The first tab's list, `tabsexample://list1`.
final class List1ViewController: UIViewController, RoutableTarget, LinkOpening {
  weak var links: LinkReceiver?

  static func make(for link: AppLink, parameters: LinkParameters) -> Self {
    let list = Self()
    list.title = "List 1"
    return list
  }

  /// A row's tap.
  func didSelectRow(_ row: Int) {
    open { try TabsExampleRoutes.list1ItemID(itemID: row, query: extras).link(in: $0) }
  }
}

/// An item of the first list, `tabsexample://list1/:itemID`.
final class List1DetailViewController: UIViewController, RoutableTarget, LinkOpening {
  weak var links: LinkReceiver?
  private(set) var itemID: Int?

  static func make(for link: AppLink, parameters: LinkParameters) -> Self { Self() }

  func reload(with link: AppLink, parameters: LinkParameters) {
    itemID = try? TabsExampleRoutes.List1ItemID.Parameters(parameters).itemID
    title = itemID.map { "Detail \($0)" }
  }

  /// The "Go to extra" button.
  func goToExtra() {
    guard let itemID else { return }
    open { try TabsExampleRoutes.list1ItemIDExtra(itemID: itemID).link(in: $0) }
  }
}

/// An item's extra screen, `tabsexample://list1/:itemID/extra`.
final class List1ExtraViewController: UIViewController, RoutableTarget {
  static func make(for link: AppLink, parameters: LinkParameters) -> Self {
    let extra = Self()
    extra.title = "Extra List 1"
    return extra
  }
}

/// The second tab's list, `tabsexample://list2`.
final class List2ViewController: UIViewController, RoutableTarget, LinkOpening {
  weak var links: LinkReceiver?

  static func make(for link: AppLink, parameters: LinkParameters) -> Self {
    let list = Self()
    list.title = "List 2"
    return list
  }

  /// A row's tap.
  func didSelectRow(_ row: Int) {
    open { try TabsExampleRoutes.list2ItemID(itemID: row, query: extras).link(in: $0) }
  }
}

/// An item of the second list, `tabsexample://list2/:itemID`.
final class List2DetailViewController: UIViewController, RoutableTarget, LinkOpening {
  weak var links: LinkReceiver?
  private(set) var itemID: Int?

  static func make(for link: AppLink, parameters: LinkParameters) -> Self { Self() }

  func reload(with link: AppLink, parameters: LinkParameters) {
    itemID = try? TabsExampleRoutes.List2ItemID.Parameters(parameters).itemID
    title = itemID.map { "Detail List 2, \($0)" }
  }

  /// The "Go back" button: back to the list, with a link (a trailing slash
  /// is ignored).
  func goBack() {
    open("tabsexample://list2/")
  }

  /// The "Modal" button: the item's own modal, over this screen.
  func showModal() {
    guard let itemID else { return }
    open { try TabsExampleRoutes.list2ItemIDModal(itemID: itemID).link(in: $0) }
  }
}

/// The query the lists' rows add to an item's link (WAAppRouting's sample
/// carried the same two values).
private let extras = [
  QueryItem(name: "extraParam1", value: "1"), QueryItem(name: "extraParam2", value: "toto"),
]

#endif
