#if canImport(UIKit) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif

/// What a custom container view controller adopts so that links can select
/// its children and push onto their navigation stacks: a side menu, a split
/// layout, a paging container.
///
/// This is the Swift form of WAAppRouting's container protocol. A side menu
/// with a center stack and a left menu, for example:
///
/// ```swift
/// extension SideMenuController: RoutingContainer {
///   var routingBranchNames: [String] { ["center", "menu"] }
///   var selectedRoutingBranch: String? { isMenuOpen ? "menu" : "center" }
///   func selectRoutingBranch(_ name: String, animated: Bool) async -> Bool {
///     await setMenuOpen(name == "menu", animated: animated)
///     return true
///   }
///   func navigationController(forRoutingBranch name: String) -> UINavigationController? {
///     name == "menu" ? menuNavigation : centerNavigation
///   }
/// }
/// ```
///
/// Routes placed with `in NAME` (`RoutePlacement/tab(_:)`)
/// select the child of that name.
@MainActor
public protocol RoutingContainer: AnyObject {
  /// The children's names, as route placements use them, in order.
  var routingBranchNames: [String] { get }

  /// The child shown now.
  var selectedRoutingBranch: String? { get }

  /// Shows the named child; returns when it is shown, `false` if it cannot be.
  func selectRoutingBranch(_ name: String, animated: Bool) async -> Bool

  /// The navigation controller that holds the named child's screens.
  func navigationController(forRoutingBranch name: String) -> UINavigationController?
}

#endif
