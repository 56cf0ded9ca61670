#if canImport(UIKit) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif
import StackRouter
import StackRouterUIKit

/// The left menu, `containerexample://left`: each row opens a center screen,
/// which closes the menu.
final class MenuViewController: UIViewController, RoutableTarget, LinkOpening {
  weak var links: LinkReceiver?

  /// The rows, and the link each opens.
  let rows: [(title: String, link: String)] = [
    ("List 1", "containerexample://list1"),
    ("List 2", "containerexample://list2"),
    ("Item 3, without animation", "containerexample://list1/3"),
    ("Modal", "containerexample://modal"),
  ]

  static func make(for link: AppLink, parameters: LinkParameters) -> Self {
    let menu = Self()
    menu.title = "Menu"
    return menu
  }

  /// A row's tap. The third row opens its link without animation
  /// (WAAppRouting's `wapprouting_animated=NO`).
  func didSelectRow(_ row: Int) {
    guard rows.indices.contains(row) else { return }
    open(rows[row].link, animation: row == 2 ? .never : .lastTransition)
  }
}

#endif
