#if canImport(UIKit) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif
import StackRouter
import StackRouterUIKit

/// An item's detail, `simpleexample://list/:itemID`: shows the link and its
/// parameters, read typed, and opens the extra screen.
final class DetailViewController: UIViewController, RoutableTarget, LinkOpening {
  weak var links: LinkReceiver?

  /// The item, from the route.
  private(set) var itemID: Int?
  /// From the query, when the list opened the link.
  private(set) var extraParam1: Int?
  /// From the query, when the list opened the link.
  private(set) var extraParam2: String?
  /// From the entity's defaults, unless the query overrides it.
  private(set) var defaultParam = 0
  /// What the label shows: the link, then every parameter.
  private(set) var summary = ""

  /// Creates the screen in code; the link arrives in ``reload(with:parameters:)``.
  static func make(for link: AppLink, parameters: LinkParameters) -> Self {
    Self()
  }

  /// Called with every link that shows this screen, new or kept.
  func reload(with link: AppLink, parameters: LinkParameters) {
    itemID = parameters.value("itemID", as: Int.self)
    extraParam1 = parameters.value("extraParam1", as: Int.self)
    extraParam2 = parameters["extraParam2"]
    defaultParam = parameters.value("defaultParam", as: Int.self) ?? 0
    title = itemID.map { "Detail \($0)" } ?? "Detail"
    summary = "\(link.request)\n\(parameters)"
  }

  /// The "Go to extra" button.
  func goToExtra() {
    guard let itemID else { return }
    open("simpleexample://list/\(itemID)/extra")
  }
}

#endif
