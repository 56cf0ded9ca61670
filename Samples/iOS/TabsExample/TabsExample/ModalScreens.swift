#if canImport(UIKit) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif
import StackRouter
import StackRouterUIKit

/// A modal, `tabsexample://modal` over whatever is on top, or
/// `tabsexample://list2/:itemID/modal` over an item of the second list.
final class ModalViewController: UIViewController, RoutableTarget, LinkOpening {
  weak var links: LinkReceiver?

  static func make(for link: AppLink, parameters: LinkParameters) -> Self {
    let modal = Self()
    modal.title = "Modal"
    return modal
  }

  /// The Cancel button.
  func cancel() {
    dismiss(animated: true)
  }

  /// "Go to list 1 detail": the link dismisses this modal itself, selects
  /// the first tab and builds List 1 → Detail 6 (WAAppRouting's sample
  /// dismissed the modal by hand).
  func goToList1Detail() {
    open { try TabsExampleRoutes.list1ItemID(itemID: 6).link(in: $0) }
  }
}

/// A new message, `tabsexample://compose`: a form sheet in its own
/// navigation stack.
final class ComposeViewController: UIViewController, RoutableTarget, LinkOpening {
  weak var links: LinkReceiver?

  static func make(for link: AppLink, parameters: LinkParameters) -> Self {
    let compose = Self()
    compose.title = "New Message"
    return compose
  }

  /// The "To:" field: pushes the recipients inside this modal.
  func chooseRecipients() {
    open { try TabsExampleRoutes.composeRecipients().link(in: $0) }
  }

  /// The Cancel button.
  func cancel() {
    dismiss(animated: true)
  }
}

/// The recipients, `tabsexample://compose/recipients`: pushed inside the
/// Compose modal, so Back goes to the message.
final class RecipientsViewController: UIViewController, RoutableTarget {
  static func make(for link: AppLink, parameters: LinkParameters) -> Self {
    let recipients = Self()
    recipients.title = "Recipients"
    return recipients
  }
}

#endif
