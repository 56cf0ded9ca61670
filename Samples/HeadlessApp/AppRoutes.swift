import StackRouter

/// The app's routes, registered in code: an inbox tab and an account tab,
/// a compose sheet over anything, and a block that sends old mail links to
/// the inbox.
enum AppRoutes {
  static func makeTable() throws -> RouteTable {
    var registrar = Registrar()
    registrar.accept(scheme: "headless")
    registrar.accept(domain: "example.org")
    registrar.declare(tabs: ["inbox", "account"])
    registrar.register(
      "inbox<InboxScreen>/:messageID<MessageScreen>/reply<ReplyScreen>!", in: .tab("inbox"))
    registrar.register("account<AccountScreen>/settings<SettingsScreen>", in: .tab("account"))
    registrar.register(
      "compose<ComposeScreen>!", options: EntityOptions(presentationStyle: .formSheet))
    registrar.configure(
      "inbox/:messageID", options: EntityOptions(allowedParameters: ["highlight"]))
    // Links from the old web app: /mail/42 is now /inbox/42.
    registrar.handle("mail/:messageID") { context in
      guard let id = context.parameters["messageID"] else { return .pass }
      return .redirect(.url("headless://inbox/\(id)"))
    }
    return try registrar.makeTable()
  }
}
