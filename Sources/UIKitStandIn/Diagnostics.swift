import Foundation

/// The text of every message and violation the stand-in records, in one place.
///
/// Where UIKit or Foundation has a known wording it is reproduced (the iOS 13+ form, with
/// controllers printed as `<TypeName>` or `<TypeName "title">` instead of an address). Wording
/// the stand-in had to invent starts with `stand-in:`, except the changes nobody sees, which
/// UIKit does not log at all: they start with `changed a stack hidden under a modal` or
/// `changed the selected tab hidden under a modal`, for adapter tests to match.
enum Diagnostics {
  // MARK: Presentation (UIKitBehaviour.md §2 Presentation, Dismissal and ordering)

  /// UIKit's log line when the presenting controller already presents another.
  @MainActor
  static func alreadyPresenting(
    _ presented: UIViewController,
    on presenter: UIViewController,
    from receiver: UIViewController,
    current: UIViewController
  ) -> String {
    "Attempt to present \(presented.standInName) on \(presenter.standInName) "
      + "(from \(receiver.standInName)) which is already presenting \(current.standInName)."
  }

  /// UIKit's log line when the presenting controller is not in a window.
  @MainActor
  static func notInWindowHierarchy(
    _ presented: UIViewController,
    on presenter: UIViewController,
    from receiver: UIViewController
  ) -> String {
    "Attempt to present \(presented.standInName) on \(presenter.standInName) "
      + "(from \(receiver.standInName)) whose view is not in the window hierarchy."
  }

  /// UIKit's log line when a presentation or dismissal is still animating.
  @MainActor
  static func presentationInProgress(
    _ presented: UIViewController,
    on presenter: UIViewController,
    from receiver: UIViewController
  ) -> String {
    "Attempt to present \(presented.standInName) on \(presenter.standInName) "
      + "(from \(receiver.standInName)) while a presentation or dismiss is in progress."
  }

  /// UIKit's log line for a dismissal requested while another transition animates.
  @MainActor
  static func dismissInProgress(_ receiver: UIViewController) -> String {
    "Attempt to dismiss from view controller \(receiver.standInName) "
      + "while a presentation or dismiss is in progress!"
  }

  /// A dismissal on a controller that presents nothing and was not presented.
  @MainActor
  static func nothingToDismiss(_ receiver: UIViewController) -> String {
    "stand-in: dismiss(animated:completion:) on \(receiver.standInName), which presents nothing "
      + "and was not presented: nothing to dismiss."
  }

  /// UIKit's exception for presenting a controller already on screen.
  @MainActor
  static func presentingActiveController(_ presented: UIViewController) -> String {
    "Application tried to present modally an active controller \(presented.standInName)."
  }

  /// UIKit's exception for presenting a controller another controller presents.
  @MainActor
  static func presentingPresentedController(
    _ presented: UIViewController,
    presenter: UIViewController
  ) -> String {
    "Application tried to present modally a view controller \(presented.standInName) "
      + "that is already being presented by \(presenter.standInName)."
  }

  /// UIKit's exception for presenting a container's child.
  @MainActor
  static func presentingChild(_ presented: UIViewController, parent: UIViewController) -> String {
    "Application tried to present modally a view controller \(presented.standInName) "
      + "that has a parent view controller \(parent.standInName)."
  }

  // MARK: Navigation stack (UIKitBehaviour.md §2 Navigation stack)

  /// UIKit's exception for a controller that appears twice in one stack.
  @MainActor
  static func sameInstanceMoreThanOnce(_ viewController: UIViewController) -> String {
    "Pushing the same view controller instance more than once is not supported "
      + "(\(viewController.standInName))."
  }

  /// UIKit's exception for a tab bar controller in a navigation stack.
  static let pushingTabBarController = "Pushing a tab bar controller is not supported."

  /// UIKit's exception for a navigation controller in a navigation stack.
  static let pushingNavigationController = "Pushing a navigation controller is not supported."

  /// UIKit's exception for `popToViewController(_:animated:)` with a target not in the stack.
  static let poppingToMissingController = "Tried to pop to a view controller that doesn't exist."

  /// UIKit's log line for a push or pop that starts while another one animates.
  static func nestedNavigationTransition(isPush: Bool) -> String {
    "nested \(isPush ? "push" : "pop") animation can result in corrupted navigation bar"
  }

  /// A stack change nobody sees, because a modal covers the stack.
  @MainActor
  static func hiddenStackChange(
    _ operation: String,
    on navigationController: UINavigationController,
    under modal: UIViewController
  ) -> String {
    "changed a stack hidden under a modal: \(operation) on \(navigationController.standInName) "
      + "under \(modal.standInName)."
  }

  /// A tab selection nobody sees, because a modal covers the tab bar controller.
  @MainActor
  static func hiddenTabSelection(
    on tabBarController: UITabBarController,
    under modal: UIViewController
  ) -> String {
    "changed the selected tab hidden under a modal: \(tabBarController.standInName) "
      + "under \(modal.standInName)."
  }

  /// A controller taken from one container by another.
  @MainActor
  static func movedBetweenContainers(
    _ child: UIViewController,
    from previous: UIViewController,
    to next: UIViewController
  ) -> String {
    "stand-in: \(child.standInName) moved from \(previous.standInName) "
      + "to \(next.standInName); UIKit removes a child from its previous parent first."
  }

  /// A coordinator used after its transition finished.
  static func finishedCoordinator(_ summary: String) -> String {
    "stand-in: animate(alongsideTransition:completion:) on the coordinator of a finished "
      + "transition (\(summary)); nothing runs."
  }

  // MARK: Tab bar (UIKitBehaviour.md §2 Tab bar)

  /// UIKit's exception for selecting a controller the tab bar controller does not hold.
  static let selectingForeignTab =
    "-[UITabBarController setSelectedViewController:] only a view controller in the tab bar "
    + "controller's list of view controllers can be selected."

  /// A pick from the More list of a tab that is not under More.
  @MainActor
  static func pickingTabNotUnderMore(_ controller: UIViewController) -> String {
    "stand-in: \(controller.standInName) is not in the More list; nothing was picked"
  }

  /// UIKit's exception for assigning items to a tab bar a tab bar controller manages.
  static let modifyingManagedTabBar =
    "Directly modifying a tab bar managed by a tab bar controller is not allowed."

  // MARK: Storyboards

  /// UIKit's exception for a storyboard creator block that returns another class.
  @MainActor
  static func creatorReturnedForeignClass(_ created: UIViewController, scene: AnyClass) -> String {
    "Custom instantiated \(created.standInName) must be kind of class \(scene)"
  }

  /// A `selectedIndex` outside `viewControllers`.
  static func selectedIndexOutOfBounds(_ index: Int, count: Int) -> String {
    "stand-in: selectedIndex \(index) is outside the \(count) view controllers; ignored."
  }

  /// A user tap on a controller the tab bar does not show.
  @MainActor
  static func tappingHiddenTab(_ viewController: UIViewController) -> String {
    "stand-in: \(viewController.standInName) has no tab bar item on screen; a user cannot tap it."
  }

  // MARK: Foundation and Home Screen (UIKitBehaviour.md §1 NSUserActivity, UIApplicationShortcutItem)

  /// Foundation's exception for a `webpageURL` that is not http or https.
  static func webpageURLScheme(_ url: URL) -> String {
    "NSUserActivity.webpageURL scheme \"\(url.scheme ?? "")\" is not allowed."
  }

  /// A quick-action user info value that is not a property-list type.
  static func shortcutUserInfo(key: String, value: Any) -> String {
    "stand-in: UIApplicationShortcutItem userInfo[\"\(key)\"] is a \(type(of: value)), "
      + "not a property-list type; the system cannot store it."
  }
}
