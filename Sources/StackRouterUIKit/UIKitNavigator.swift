#if canImport(UIKit) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif
import StackRouter

/// A `Navigator` over a window's view controllers: reads the
/// live hierarchy into a `NavigationState` and carries plans
/// out one step at a time, each waiting for UIKit to finish.
///
/// Supported roots: a `UINavigationController`; a `UITabBarController` of
/// navigation controllers, tabs under More included (UIKit shows a selected
/// tab under More through its `moreNavigationController`, and the navigator
/// reads and changes that tab's stack there); and any view controller that
/// adopts ``RoutingContainer``.
///
/// ```swift
/// let navigator = UIKitNavigator(window: window, tabNames: ["news", "library"], bindings: bindings)
/// let router = try Router(manifest: manifest, navigator: navigator)
/// ```
///
/// The navigator never presents while a presentation is in progress or from
/// a controller outside any window, never pushes an instance already in its
/// stack and never changes a stack hidden under a modal; a step that would
/// is refused with a `NavigationError` before UIKit is called. It knows that
/// UIKit finished a step only from the signals Apple documents (a completion
/// handler, a transition coordinator's completion, a window's notification),
/// and a step whose signal has not come by ``timeout`` fails with what was
/// observed. <doc:UIKitBehaviour> lists every UIKit behaviour it relies on.
/// It needs no `UIApplication.shared`, so it works in app extensions.
@MainActor
public final class UIKitNavigator: Navigator {
  /// Creates and reloads screens.
  public var bindings: TargetBindings
  /// The names of a tab bar root's tabs, in the order of its view controllers.
  public let tabNames: [String]
  /// Makes the navigation controller that wraps a modal, from the modal's
  /// first controller and the screen it shows; by default a plain
  /// `UINavigationController(rootViewController:)`.
  ///
  /// Return your own `UINavigationController` subclass for its bars and
  /// appearance. It must hold `root` as its only controller; the navigator
  /// sets its `modalPresentationStyle` afterwards, then calls
  /// ``prepareModal``. The navigator never makes a tab's navigation
  /// controller: a tab bar root's tabs are the app's own.
  ///
  /// ```swift
  /// navigator.makeNavigationController = { root, screen in
  ///   BrandedNavigationController(rootViewController: root)
  /// }
  /// ```
  public var makeNavigationController:
    (_ root: UIViewController, _ screen: Screen) ->
      UINavigationController = { root, _ in UINavigationController(rootViewController: root) }
  /// Called with each navigation controller that wraps a modal, before it is
  /// presented: set a popover's anchor or a sheet's detents here.
  public var prepareModal: ((UINavigationController, Screen) -> Void)?
  /// How long the navigator waits for UIKit before it gives up: for a
  /// transition to finish (its own, or one the app started) and for a window
  /// that is still hidden to be shown. Five seconds by default, far longer
  /// than any system animation. A link that would wait longer, behind an
  /// interactive transition a user holds or a transition that never ends,
  /// fails with a reason instead of waiting for ever.
  public var timeout: Duration = .seconds(5)

  let rootProvider: () -> UIViewController?
  /// The window given at creation; otherwise the root's view's window is used.
  private weak var givenWindow: UIWindow?
  /// The screens this navigator created, by controller.
  var records: [ObjectIdentifier: Record] = [:]
  /// The styles of the modals this navigator presented, by wrapper.
  var modalStyles: [ObjectIdentifier: ModalRecord] = [:]

  struct ModalRecord {
    weak var wrapper: UIViewController?
    let style: ModalPresentationStyle
  }

  struct Record {
    weak var controller: UIViewController?
    var screen: Screen
  }

  /// Creates a navigator over a window's root view controller.
  ///
  /// - Parameters:
  ///   - window: the window; its `rootViewController` is read at every step.
  ///   - tabNames: the tab names, when the root is a tab bar controller.
  ///   - bindings: how screens are created.
  public init(window: UIWindow, tabNames: [String] = [], bindings: TargetBindings) {
    self.bindings = bindings
    self.tabNames = tabNames
    self.rootProvider = { [weak window] in window?.rootViewController }
    self.givenWindow = window
  }

  /// Creates a navigator over any root view controller.
  public init(
    rootViewController: UIViewController, tabNames: [String] = [], bindings: TargetBindings
  ) {
    self.bindings = bindings
    self.tabNames = tabNames
    self.rootProvider = { [weak rootViewController] in rootViewController }
  }

  /// The root view controller.
  public var rootViewController: UIViewController? { rootProvider() }

  /// The window showing the root view controller, if it is in one.
  var window: UIWindow? { givenWindow ?? rootViewController?.viewIfLoaded?.window }

  /// Whether a factory is bound to the target.
  public func canShow(target: String) -> Bool {
    bindings.isBound(target)
  }
}

#endif
