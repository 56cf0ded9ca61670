#if canImport(UIKit) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif
import StackRouter
import StackRouterUIKit

/// An item's extra screen, `simpleexample://list/:itemID/extra`. The scene
/// delegate binds a factory for it, where an app would load it from a nib.
final class ExtraViewController: UIViewController, RoutableTarget {
  /// The item, from the route: the pattern `list/:itemID/extra` captures it.
  private(set) var itemID: Int?

  /// Creates the screen in code, without the factory: what binding the type
  /// (`bindings.bind(ExtraViewController.self)`) would use, in unit tests say.
  static func make(for link: AppLink, parameters: LinkParameters) -> Self {
    Self()
  }

  /// Called with every link that shows this screen.
  func reload(with link: AppLink, parameters: LinkParameters) {
    itemID = parameters.value("itemID", as: Int.self)
    title = "Extra List"
  }
}

#endif
