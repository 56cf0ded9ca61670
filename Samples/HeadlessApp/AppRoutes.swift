import StackRouter

/// The app's routes, loaded from `Headless.routes` through the code the
/// build plugin generates from it (`HeadlessRoutes`), with the code of its
/// one block bound.
enum AppRoutes {
  static func makeTable() throws -> RouteTable {
    try HeadlessRoutes.makeTable(blocks: [
      // Links from the old web app: /mail/42 is now /inbox/42.
      HeadlessRoutes.Blocks.oldMail: { context in
        guard let id = context.parameters.value("messageID", as: Int.self) else { return .pass }
        return .redirect(.url("headless://inbox/\(id)"))
      }
    ])
  }
}
