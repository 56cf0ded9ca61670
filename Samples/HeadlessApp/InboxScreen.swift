import StackRouter

/// The inbox list.
final class InboxScreen: RoutableTarget, LoggingScreen {
  var log: ScreenLog?

  static func make(for link: AppLink, parameters: LinkParameters) -> InboxScreen {
    InboxScreen()
  }

  func reload(with link: AppLink, parameters: LinkParameters) {
    log?.record("InboxScreen shows the inbox")
  }
}
