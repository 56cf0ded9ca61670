import StackRouter

/// One message, identified by a typed parameter.
final class MessageScreen: RoutableTarget, LoggingScreen {
  var log: ScreenLog?
  private(set) var messageID: Int?

  static func make(for link: AppLink, parameters: LinkParameters) -> MessageScreen {
    MessageScreen()
  }

  func reload(with link: AppLink, parameters: LinkParameters) {
    messageID = parameters.value("messageID", as: Int.self)
    let highlight = parameters["highlight"].map { ", highlighting '\($0)'" } ?? ""
    log?.record("MessageScreen shows message \(messageID.map(String.init) ?? "?")\(highlight)")
  }
}
