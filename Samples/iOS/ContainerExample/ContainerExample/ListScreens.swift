#if canImport(UIKit) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif
import StackRouter
import StackRouterUIKit

/// The first list, `containerexample://list1`, at the bottom of the center stack.
final class List1ViewController: UIViewController, RoutableTarget, LinkOpening {
  weak var links: LinkReceiver?

  static func make(for link: AppLink, parameters: LinkParameters) -> Self {
    let list = Self()
    list.title = "List 1"
    return list
  }

  /// A row's tap.
  func didSelectRow(_ row: Int) {
    open("containerexample://list1/\(row)")
  }

  /// The "Left" bar button: opens the menu.
  func showMenu() {
    open("containerexample://left")
  }
}

/// An item of the first list, `containerexample://list1/:itemID`.
final class List1DetailViewController: UIViewController, RoutableTarget, LinkOpening {
  weak var links: LinkReceiver?
  private(set) var itemID: Int?

  static func make(for link: AppLink, parameters: LinkParameters) -> Self { Self() }

  func reload(with link: AppLink, parameters: LinkParameters) {
    itemID = parameters.value("itemID", as: Int.self)
    title = itemID.map { "Detail \($0)" }
  }

  /// The "Go to extra" button.
  func goToExtra() {
    guard let itemID else { return }
    open("containerexample://list1/\(itemID)/extra")
  }
}

/// An item's extra screen, `containerexample://list1/:itemID/extra`.
final class List1ExtraViewController: UIViewController, RoutableTarget {
  static func make(for link: AppLink, parameters: LinkParameters) -> Self {
    let extra = Self()
    extra.title = "Extra List 1"
    return extra
  }
}

/// The second list, `containerexample://list2`: it replaces List 1 as the
/// center stack's bottom screen.
final class List2ViewController: UIViewController, RoutableTarget, LinkOpening {
  weak var links: LinkReceiver?

  static func make(for link: AppLink, parameters: LinkParameters) -> Self {
    let list = Self()
    list.title = "List 2"
    return list
  }

  /// A row's tap.
  func didSelectRow(_ row: Int) {
    open("containerexample://list2/\(row)?extraParam1=1&extraParam2=toto")
  }

  /// The "Left" bar button: opens the menu.
  func showMenu() {
    open("containerexample://left")
  }
}

/// An item of the second list, `containerexample://list2/:itemID`.
final class List2DetailViewController: UIViewController, RoutableTarget, LinkOpening {
  weak var links: LinkReceiver?

  static func make(for link: AppLink, parameters: LinkParameters) -> Self { Self() }

  func reload(with link: AppLink, parameters: LinkParameters) {
    title = parameters.value("itemID", as: Int.self).map { "Detail List 2, \($0)" }
  }

  /// The "Go back" button, animated on purpose.
  func goBack() {
    open("containerexample://list2", animation: .always)
  }

  /// The "Modal" button.
  func showModal() {
    open("containerexample://modal")
  }
}

/// A modal, `containerexample://modal`, over whatever is on top.
final class ModalViewController: UIViewController, RoutableTarget, LinkOpening {
  weak var links: LinkReceiver?

  static func make(for link: AppLink, parameters: LinkParameters) -> Self {
    let modal = Self()
    modal.title = "Modal"
    return modal
  }

  /// The Cancel button.
  func cancel() {
    dismiss(animated: true)
  }

  /// "Go to list 1 detail": the link dismisses this modal itself.
  func goToList1Detail() {
    open("containerexample://list1/6")
  }
}

#endif
