#if canImport(SwiftUI) && canImport(UIKit)
import StackRouter
import SwiftUI

/// Who is logged in, and the guard that keeps the account for logged-in
/// users: a link to it waits (is deferred) until the user logs in.
@MainActor
final class Session: ObservableObject {
  @Published private(set) var isLoggedIn = false
  /// The router whose deferred links a login resumes.
  weak var router: Router?
  /// Opens the login sheet.
  var presentLogin: () -> Void = {}

  /// Defers links to the account until login, and asks for the login; the
  /// router keeps the link until ``logIn()`` resumes it or ``cancelLogin()``
  /// drops it.
  var accountGuard: RouteGuard {
    RouteGuard("login") { [weak self] context in
      guard let self, context.entity?.target == "AccountView", !self.isLoggedIn else {
        return .allow
      }
      self.presentLogin()  // queued in the inbox: it opens once this link is deferred
      return .defer
    }
  }

  /// Logs in, then opens the links that waited for it.
  func logIn() async {
    isLoggedIn = true
    await router?.resumeDeferred()
  }

  /// Gives up on logging in: the links that waited are dropped.
  func cancelLogin() {
    router?.discardDeferred()
  }

  /// Logs out.
  func logOut() {
    isLoggedIn = false
  }
}

#endif
