import StackRouter

/// The account screen, which only a logged-in user may see.
final class AccountScreen: RoutableTarget, LoggingScreen {
  var log: ScreenLog?

  static func make(for link: AppLink, parameters: LinkParameters) -> AccountScreen {
    AccountScreen()
  }

  func reload(with link: AppLink, parameters: LinkParameters) {
    log?.record("AccountScreen shows the account")
  }
}
