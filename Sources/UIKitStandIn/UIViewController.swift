import Foundation

// On Apple platforms `CGRect.zero` and its kin come from the CoreGraphics overlay,
// which Foundation does not re-export; on Linux Foundation declares them.
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Mirrors UIKit's `UIViewController` (UIKitBehaviour.md §0, §1 UIViewController, §2 Presentation,
/// Dismissal and ordering).
///
/// Besides the API, the stand-in keeps UIKit's rules, so an adapter that breaks them fails its
/// tests on Linux as it would misbehave on a device:
/// - One presentation at a time. Presenting from a controller whose layer already presents,
///   from a controller outside any window or in a window that is still hidden, or while a
///   presentation or dismissal animates is refused: nothing appears, the completion never
///   runs, and UIKit's console line is recorded in `UIKitStandIn.messages`.
/// - Presentations are rerouted to the root of the presenting layer (the window's root, or a
///   presented controller), as full-screen presentations are in UIKit; `presentingViewController`
///   can therefore differ from the receiver.
/// - `dismiss(animated:completion:)` on a controller lower in a chain dismisses everything
///   above it; on a controller that presents nothing it dismisses the controller itself.
/// - An animated presentation or dismissal finishes only when the stand-in's transition driver
///   says so (see `UIKitStandIn.TransitionMode`). Until then `isBeingPresented` (or, for the
///   top-most dismissed controller only, `isBeingDismissed`) is `true`, `transitionCoordinator`
///   is set, and the completion waits.
///   A non-animated one changes the hierarchy at once and calls its completion on the next
///   main-actor turn, after the call returns, as UIKit calls it after `viewDidAppear(_:)`.
///   That is the default mode; strict mode (`UIKitStandIn.strictSeed`) varies each of these
///   timings where Apple leaves them open (UIKitBehaviour.md §4 Strict mode).
/// - Calls UIKit answers with an exception are recorded in `UIKitStandIn.violations` and
///   ignored.
@MainActor
open class UIViewController: UIResponder {
  // MARK: Stand-in state

  /// The container holding this controller; weak, like UIKit's `parent`.
  weak var containerStorage: UIViewController?

  /// The children, in order. For a navigation controller, its stack; for a tab bar controller,
  /// its view controllers.
  var childStorage: [UIViewController] = []

  /// The controller this one presented itself (presentations are rerouted to layer roots).
  var presentedStorage: UIViewController?

  /// A presentation strict mode has accepted but not made yet (it links a turn later).
  var pendingPresentation: UIViewController?

  /// The controller that presented this one.
  weak var presenterStorage: UIViewController?

  /// The window whose root view controller this is.
  weak var windowStorage: UIWindow?

  /// The transition this controller takes part in, if it is still running.
  var transitionStorage: StandInTransition?

  // MARK: Creating

  /// Mirrors `nibName`.
  open private(set) var nibName: String?

  /// Mirrors `nibBundle`.
  open private(set) var nibBundle: Bundle?

  /// Mirrors `init(nibName:bundle:)`, the designated initializer.
  ///
  /// - Parameters:
  ///   - nibNameOrNil: The nib to load the view from; the stand-in loads nothing.
  ///   - nibBundleOrNil: The bundle holding the nib.
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    self.nibName = nibNameOrNil
    self.nibBundle = nibBundleOrNil
    super.init()
  }

  /// Mirrors `init?(coder:)`, designated and required. The stand-in decodes nothing.
  ///
  /// - Parameter coder: An unarchiver, ignored.
  public required init?(coder: NSCoder) {
    super.init()
  }

  /// Mirrors the `init()` UIKit inherits from `NSObject`: `init(nibName: nil, bundle: nil)`.
  public override convenience init() {
    self.init(nibName: nil, bundle: nil)
  }

  /// Mirrors `title`.
  open var title: String?

  // MARK: The view (Apple's documentation: `view`, `loadView()`, `viewDidLoad()`,
  // `isViewLoaded`, `viewIfLoaded`, `loadViewIfNeeded()`)

  private var viewStorage: UIView? {
    didSet { viewStorage?.owningController = self }
  }

  /// Mirrors `view`: loaded on first access with `loadView()`, then `viewDidLoad()`.
  open var view: UIView! {
    get {
      loadViewIfNeeded()
      return viewStorage
    }
    set { viewStorage = newValue }
  }

  /// Mirrors `isViewLoaded`: never loads the view.
  open var isViewLoaded: Bool { viewStorage != nil }

  /// Mirrors `viewIfLoaded`.
  open var viewIfLoaded: UIView? { viewStorage }

  /// Mirrors `loadView()`: the stand-in has no nibs, so it creates an empty view.
  open func loadView() {
    viewStorage = UIView(frame: .zero)
  }

  /// Mirrors `viewDidLoad()`.
  open func viewDidLoad() {}

  /// Mirrors `loadViewIfNeeded()`.
  open func loadViewIfNeeded() {
    guard viewStorage == nil else { return }
    loadView()
    if viewStorage == nil { viewStorage = UIView(frame: .zero) }
    viewDidLoad()
  }

  // MARK: Appearance (Apple's documentation: `viewWillAppear(_:)`, `viewDidAppear(_:)`,
  // `viewWillDisappear(_:)`, `viewDidDisappear(_:)`)

  /// Mirrors `viewWillAppear(_:)`: the stand-in calls it as a presentation, dismissal, stack
  /// change or tab selection begins to show this controller (UIKitBehaviour.md §2 Appearance
  /// callbacks). Does nothing unless overridden.
  ///
  /// - Parameter animated: Whether the view appears with an animation.
  open func viewWillAppear(_ animated: Bool) {}

  /// Mirrors `viewDidAppear(_:)`: called once the change showing this controller has finished,
  /// before a presentation's completion. Does nothing unless overridden.
  ///
  /// - Parameter animated: Whether the view appeared with an animation.
  open func viewDidAppear(_ animated: Bool) {}

  /// Mirrors `viewWillDisappear(_:)`: called as a change begins to hide or remove this
  /// controller. Does nothing unless overridden.
  ///
  /// - Parameter animated: Whether the view disappears with an animation.
  open func viewWillDisappear(_ animated: Bool) {}

  /// Mirrors `viewDidDisappear(_:)`: called once the change hiding or removing this controller
  /// has finished, before a dismissal's completion. Does nothing unless overridden.
  ///
  /// - Parameter animated: Whether the view disappeared with an animation.
  open func viewDidDisappear(_ animated: Bool) {}

  // MARK: Tab bar item

  private var tabBarItemStorage: UITabBarItem?

  /// Mirrors `tabBarItem`: created on first access, with the controller's title.
  open var tabBarItem: UITabBarItem! {
    get {
      if let tabBarItemStorage { return tabBarItemStorage }
      let item = UITabBarItem()
      item.title = title
      tabBarItemStorage = item
      return item
    }
    set { tabBarItemStorage = newValue }
  }

  // MARK: Presenting

  /// Mirrors `modalPresentationStyle`; `.automatic` by default.
  open var modalPresentationStyle: UIModalPresentationStyle = .automatic

  /// Mirrors `present(_:animated:completion:)` (UIKitBehaviour.md §2 Presentation). It has no async
  /// variant: sequence with the completion handler.
  ///
  /// - Parameters:
  ///   - viewControllerToPresent: The controller to present.
  ///   - flag: Whether to animate the presentation.
  ///   - completion: Runs after the presentation finishes; never, when it is refused.
  open func present(
    _ viewControllerToPresent: UIViewController,
    animated flag: Bool,
    completion: (() -> Void)? = nil
  ) {
    presentModally(viewControllerToPresent, animated: flag, completion: completion)
  }

  /// Mirrors `dismiss(animated:completion:)` (UIKitBehaviour.md §2 Dismissal and ordering). It has no
  /// async variant: sequence with the completion handler.
  ///
  /// - Parameters:
  ///   - flag: Whether to animate the dismissal.
  ///   - completion: Runs after the dismissal finishes; never, when it is refused.
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    dismissModally(animated: flag, completion: completion)
  }

  /// Mirrors `presentedViewController`: what this controller or its nearest ancestor presented.
  open var presentedViewController: UIViewController? { nearestPresented }

  /// Mirrors `presentingViewController`: the controller that presented this controller or its
  /// nearest presented ancestor.
  open var presentingViewController: UIViewController? { nearestPresenter }

  /// Mirrors `isBeingPresented`: `true` while an animated presentation of this controller runs.
  open internal(set) var isBeingPresented = false

  /// Mirrors `isBeingDismissed`: `true` while an animated dismissal of this controller runs and
  /// this controller is the top-most one dismissed. Controllers between it and the presenter
  /// are "simply removed" (Apple's documentation of `dismiss(animated:completion:)`) and read
  /// `false`; so does every controller outside the transition.
  open internal(set) var isBeingDismissed = false

  // MARK: Containing

  /// Mirrors `parent`: the container holding this controller. Presented controllers have none.
  open var parent: UIViewController? { containerStorage }

  /// Mirrors `children`. Never includes presented controllers.
  open var children: [UIViewController] { childStorage }

  /// Mirrors `navigationController`: the nearest ancestor that is a navigation controller.
  open var navigationController: UINavigationController? {
    ancestors.lazy.compactMap { $0 as? UINavigationController }.first
  }

  /// Mirrors `tabBarController`: the nearest ancestor that is a tab bar controller.
  open var tabBarController: UITabBarController? {
    ancestors.lazy.compactMap { $0 as? UITabBarController }.first
  }

  /// Mirrors `isMovingToParent`: `true` while an animated push of this controller runs.
  open internal(set) var isMovingToParent = false

  /// Mirrors `isMovingFromParent`: `true` while an animated pop of this controller runs.
  open internal(set) var isMovingFromParent = false

  /// Mirrors `transitionCoordinator`: the running transition this controller takes part in,
  /// else its parent's (UIKitBehaviour.md §1 UIViewController).
  open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
    runningTransition ?? containerStorage?.transitionCoordinator
  }

  /// Mirrors `addChild(_:)` for custom containers: takes `childController` from its previous
  /// container, calls `willMove(toParent:)` and appends it to `children`. The container calls
  /// `didMove(toParent:)` itself.
  ///
  /// - Parameter childController: The controller to add.
  open func addChild(_ childController: UIViewController) {
    guard childController.containerStorage !== self else { return }
    takeFromPreviousContainer(childController)
    childController.willMove(toParent: self)
    childController.containerStorage = self
    childStorage.append(childController)
  }

  /// Mirrors `removeFromParent()` for custom containers: leaves the parent and calls
  /// `didMove(toParent: nil)`. The container calls `willMove(toParent: nil)` first.
  open func removeFromParent() {
    guard let containerStorage else { return }
    containerStorage.release(self)
    didMove(toParent: nil)
  }

  /// Mirrors `willMove(toParent:)`. Navigation and tab bar controllers call it as they adopt or
  /// drop a controller. Does nothing unless overridden.
  ///
  /// - Parameter parent: The new parent, or `nil` when leaving.
  open func willMove(toParent parent: UIViewController?) {}

  /// Mirrors `didMove(toParent:)`. Navigation and tab bar controllers call it as they adopt or
  /// drop a controller. Does nothing unless overridden.
  ///
  /// - Parameter parent: The new parent, or `nil` after leaving.
  open func didMove(toParent parent: UIViewController?) {}

  // MARK: Container hooks (overridden by the stand-in's containers)

  /// Whether this container currently shows `child` on screen. Plain containers show them all.
  func shows(_ child: UIViewController) -> Bool { true }

  /// The running transition this controller itself takes part in: a presentation or dismissal,
  /// or, for a navigation controller, its push or pop.
  var runningTransition: StandInTransition? {
    guard let transitionStorage, !transitionStorage.isFinished else { return nil }
    return transitionStorage
  }

  /// The controller on screen inside this one: itself, or what its container shows.
  var visibleLeaf: UIViewController { self }

  /// Drops `child` from this container, because another container takes it or it leaves.
  func release(_ child: UIViewController) {
    childStorage.removeAll { $0 === child }
    child.containerStorage = nil
  }
}
