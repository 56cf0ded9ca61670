#if canImport(UIKit) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif
import Foundation
import StackRouterUIKit

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
    for child in [center, menu] {
      addChild(child)
      child.didMove(toParent: self)
    }
  }

  /// The menu's width when open.
  private let menuWidth: CGFloat = 280

  override func viewDidLoad() {
    super.viewDidLoad()
    center.view.frame = view.bounds
    center.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(center.view)
    menu.view.autoresizingMask = [.flexibleHeight]
    view.addSubview(menu.view)
    layOutMenu()
  }

  /// Puts the menu on screen at the left edge when open, off screen when closed.
  private func layOutMenu() {
    guard isViewLoaded else { return }
    menu.view.frame = CGRect(
      x: isMenuOpen ? 0 : -menuWidth, y: 0, width: menuWidth, height: view.bounds.height)
  }

  required init?(coder: NSCoder) {
    fatalError("SideMenuController is created in code")
  }

  /// Opens or closes the menu. A shipping container would slide the menu's
  /// view with an animation and return when it ends.
  func setMenuOpen(_ open: Bool, animated: Bool) async {
    isMenuOpen = open
    layOutMenu()
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

#endif
