#if canImport(UIKit) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif
import StackRouter
import StackRouterUIKit

/// Who is logged in, and the guard that keeps the account screen for
/// logged-in users.
@MainActor
final class Session {
  /// Whether the user is logged in.
  private(set) var isLoggedIn = false
  /// Shows the login screen; the scene delegate sets it.
  var presentLogin: () -> Void = {}

  /// Defers links to the account screen until login, and asks for the login:
  /// the router keeps them until ``logIn(resuming:)`` resumes them or
  /// ``logOut(discarding:)`` drops them.
  var accountGuard: RouteGuard {
    RouteGuard("login") { [self] context in
      guard context.entity?.target == AccountViewController.routeName, !isLoggedIn else {
        return .allow
      }
      presentLogin()  // queued: it runs once this request is deferred
      return .defer
    }
  }

  /// Logs in, then opens the links the guard deferred, oldest first.
  func logIn(resuming router: Router) async {
    isLoggedIn = true
    await router.resumeDeferred()
  }

  /// Logs out, or gives up on logging in: the deferred links are dropped.
  func logOut(discarding router: Router) {
    isLoggedIn = false
    router.discardDeferred()
  }
}

/// The account, `typedexample://account?tab=orders`: for logged-in users only.
final class AccountViewController: UIViewController, RoutableTarget {
  /// The account's sections.
  enum Tab: String, LinkParameterValue {
    case profile, orders
  }

  /// The section shown.
  private(set) var tab = Tab.profile

  /// Creates the screen in code.
  static func make(for link: AppLink, parameters: LinkParameters) -> Self {
    Self()
  }

  /// Reads the section, typed; an absent or unknown `tab` shows the profile.
  func reload(with link: AppLink, parameters: LinkParameters) {
    tab = parameters.value("tab", as: Tab.self) ?? .profile
    title = tab == .orders ? "Orders" : "Account"
  }
}

/// The login sheet, `typedexample://login`.
final class LoginViewController: UIViewController, RoutableTarget, LinkOpening {
  weak var links: LinkReceiver?
  weak var session: Session?

  /// Creates the screen in code.
  static func make(for link: AppLink, parameters: LinkParameters) -> Self {
    let login = Self()
    login.title = "Log In"
    return login
  }

  /// The Log In button: closes the sheet, then resumes what waited for login.
  func logIn() {
    guard let session, let router = links?.router else { return }
    dismiss(animated: true) {
      Task { await session.logIn(resuming: router) }
    }
  }

  /// The Cancel button: closes the sheet and drops what waited for login.
  func cancel() {
    guard let session, let router = links?.router else { return }
    session.logOut(discarding: router)
    dismiss(animated: true)
  }
}

#endif
