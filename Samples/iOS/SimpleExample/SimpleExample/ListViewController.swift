#if canImport(UIKit) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif
import StackRouter
import StackRouterUIKit

/// The list, `simpleexample://list`: a hundred rows, each opening its detail.
final class ListViewController: UIViewController, RoutableTarget, LinkOpening {
  weak var links: LinkReceiver?

  /// Creates the list in code.
  static func make(for link: AppLink, parameters: LinkParameters) -> Self {
    let list = Self()
    list.title = "List"
    return list
  }

  /// The rows' count.
  let rowCount = 100

  /// The table view's `tableView(_:didSelectRowAt:)` calls this.
  func didSelectRow(_ row: Int) {
    open("simpleexample://list/\(row)?extraParam1=1&extraParam2=toto")
  }
}

#endif
