// The screens and helpers the UIKit adapter's DocC snippets name: view
// controllers like the sample apps', compiled against real UIKit where it
// exists and against the stand-in on Linux.
#if canImport(UIKit) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif
import StackRouter
import StackRouterUIKit

/// A screen that opens links through the scene's receiver.
@MainActor
public protocol LinkOpening: AnyObject {
  /// The scene's receiver; weak in the screens.
  var links: LinkReceiver? { get set }
}

/// The list screen of the articles' examples, titled "List".
public final class ListViewController: UIViewController, RoutableTarget, LinkOpening {
  /// The scene's receiver.
  public weak var links: LinkReceiver?

  /// A new screen.
  public static func make(for link: AppLink, parameters: LinkParameters) -> Self {
    let list = Self()
    list.title = "List"
    return list
  }
}

/// The detail screen of the articles' examples, titled "Detail ID".
public final class DetailViewController: UIViewController, RoutableTarget, LinkOpening {
  /// The scene's receiver.
  public weak var links: LinkReceiver?

  /// A new screen.
  public static func make(for link: AppLink, parameters: LinkParameters) -> Self { Self() }

  /// Titles the screen with its item.
  public func reload(with link: AppLink, parameters: LinkParameters) {
    title = parameters["itemID"].map { "Detail \($0)" } ?? "Detail"
  }
}

/// A screen the articles create from a nib.
public final class ExtraViewController: UIViewController, RoutableTarget {
  /// A new screen.
  public static func make(for link: AppLink, parameters: LinkParameters) -> Self { Self() }
}

/// The routes of the app setup article's scene delegate: a list and an
/// extra screen, on a navigation stack.
public enum Routes {
  /// The table of the routes above.
  public static func makeTable() throws -> RouteTable {
    var registrar = Registrar()
    registrar.accept(scheme: "myapp")
    registrar.accept(domain: "example.com")
    registrar.register("list<ListViewController>/extra<ExtraViewController>")
    return try registrar.makeTable()
  }
}

/// The bindings of the screens above.
@MainActor
public func documentedBindings() -> TargetBindings {
  var bindings = TargetBindings()
  bindings.bind(ListViewController.self)
  bindings.bind(DetailViewController.self)
  bindings.bind(ExtraViewController.self)
  return bindings
}

/// The view controllers of the custom-container article's routes.
public final class List1ViewController: UIViewController, RoutableTarget {
  /// A new screen.
  public static func make(for link: AppLink, parameters: LinkParameters) -> Self { Self() }
}
/// A screen of the custom-container article.
public final class List1DetailViewController: UIViewController, RoutableTarget {
  /// A new screen.
  public static func make(for link: AppLink, parameters: LinkParameters) -> Self { Self() }
}
/// A screen of the custom-container article.
public final class List1ExtraViewController: UIViewController, RoutableTarget {
  /// A new screen.
  public static func make(for link: AppLink, parameters: LinkParameters) -> Self { Self() }
}
/// A screen of the custom-container article.
public final class List2ViewController: UIViewController, RoutableTarget {
  /// A new screen.
  public static func make(for link: AppLink, parameters: LinkParameters) -> Self { Self() }
}
/// A screen of the custom-container article.
public final class List2DetailViewController: UIViewController, RoutableTarget {
  /// A new screen.
  public static func make(for link: AppLink, parameters: LinkParameters) -> Self { Self() }
}
/// A screen of the custom-container article.
public final class MenuViewController: UIViewController, RoutableTarget {
  /// A new screen.
  public static func make(for link: AppLink, parameters: LinkParameters) -> Self { Self() }
}
/// A screen of the custom-container article.
public final class ModalViewController: UIViewController, RoutableTarget {
  /// A new screen.
  public static func make(for link: AppLink, parameters: LinkParameters) -> Self { Self() }
}

/// The bindings of the custom-container article's screens.
@MainActor
public func containerBindings() -> TargetBindings {
  var bindings = TargetBindings()
  bindings.bind(List1ViewController.self)
  bindings.bind(List1DetailViewController.self)
  bindings.bind(List1ExtraViewController.self)
  bindings.bind(List2ViewController.self)
  bindings.bind(List2DetailViewController.self)
  bindings.bind(MenuViewController.self)
  bindings.bind(ModalViewController.self)
  return bindings
}

#if os(Linux)
// What the stand-in leaves out because the adapter does not use it, and the
// article's snippets do: UIKit's `UISceneSession.stateRestorationActivity`,
// the activity saved with the session (none, on Linux).
extension UISceneSession {
  /// UIKit's saved activity of the session; `nil` here.
  var stateRestorationActivity: NSUserActivity? { nil }
}
#endif
#endif
