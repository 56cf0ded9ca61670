#if canImport(UIKit)
  import Foundation
  import StackRouterUIKit
  import UIKit
#else
  import Foundation
  import StackRouterUIKit
  import UIKitStandIn
#endif

/// A side-menu container in the shape of PPRevealSideViewController: a center
/// navigation stack, and a left menu that slides over it. Adopting
/// `RoutingContainer` lets links open the menu, close it, and push onto
/// either stack.
///
/// The routes place their roots `in: .tab("center")` or `in: .tab("menu")`.
/// A link to a center screen closes the menu first (it selects `center`);
/// `containerexample://left` opens it.
final class SideMenuController: UIViewController, RoutingContainer {
  /// The center stack: the lists and their items.
  let center = UINavigationController()
  /// The left menu's stack.
  let menu = UINavigationController()
  /// Whether the menu covers the center.
  private(set) var isMenuOpen = false

  /// Creates the container with two empty stacks; links fill them.
  init() {
    super.init(nibName: nil, bundle: nil)
    // A real container also adds the children's views to its own, the
    // menu's view off-screen to the left.
    for child in [center, menu] {
      addChild(child)
      child.didMove(toParent: self)
    }
  }

  required init?(coder: NSCoder) {
    fatalError("SideMenuController is created in code")
  }

  /// Opens or closes the menu. A real container slides the menu's view here
  /// and returns when the animation ends.
  func setMenuOpen(_ open: Bool, animated: Bool) async {
    isMenuOpen = open
  }

  // MARK: RoutingContainer

  var routingBranchNames: [String] { ["center", "menu"] }

  var selectedRoutingBranch: String? { isMenuOpen ? "menu" : "center" }

  func selectRoutingBranch(_ name: String, animated: Bool) async -> Bool {
    guard routingBranchNames.contains(name) else { return false }
    await setMenuOpen(name == "menu", animated: animated)
    return true
  }

  func navigationController(forRoutingBranch name: String) -> UINavigationController? {
    switch name {
    case "center": center
    case "menu": menu
    default: nil
    }
  }
}
