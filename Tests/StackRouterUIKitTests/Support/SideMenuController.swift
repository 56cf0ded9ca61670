#if os(Linux)
import Foundation
import StackRouter
import StackRouterUIKit
@_spi(Testing) import UIKitStandIn

/// A PPReveal-style side menu: a center navigation controller and a menu navigation
/// controller, both children, the menu shown or hidden. Routes reach it through
/// ``RoutingContainer``.
final class SideMenuController: UIViewController, RoutingContainer {
  let center: UINavigationController
  let menu: UINavigationController
  private(set) var isMenuOpen = false
  /// Every selection the navigator asked for, as `NAME` or `NAME, animated`.
  private(set) var selections: [String] = []

  init(center: UINavigationController, menu: UINavigationController) {
    self.center = center
    self.menu = menu
    super.init(nibName: nil, bundle: nil)
    for child in [center, menu] {
      addChild(child)
      child.didMove(toParent: self)
    }
  }

  required init?(coder: NSCoder) {
    nil
  }

  var routingBranchNames: [String] { ["center", "menu"] }

  var selectedRoutingBranch: String? { isMenuOpen ? "menu" : "center" }

  func selectRoutingBranch(_ name: String, animated: Bool) async -> Bool {
    guard routingBranchNames.contains(name) else { return false }
    selections.append(animated ? "\(name), animated" : name)
    isMenuOpen = name == "menu"
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
