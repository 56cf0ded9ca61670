// swift-format-ignore-file
// The typed routes' snippets of the README and the Typed Routes article,
// verbatim between their markers (the documentation tests check it): they
// compile here, where the build plugin generates `HeadlessRoutes`, and
// HeadlessAppTests runs them.
import StackRouter

/// The typed form of a link beside the string form.
enum TypedLinks {
  /// Builds the message link both ways and reads it back; returns the typed
  /// link and the message ID read from it.
  static func compare() throws -> (link: String, messageID: Int?) {
    // snippet: README.md #8
    let table = try HeadlessRoutes.makeTable(blocks: [HeadlessRoutes.Blocks.oldMail: { _ in .pass }])

    // The string form: a typo in the pattern or a parameter's name is found at run time.
    let byName = try table.link(
      for: try RoutePattern(parsing: "inbox/:messageID"), parameters: ["messageID": "42"])

    // The typed form, generated from Headless.routes: a typo is a compile error.
    let typed = try HeadlessRoutes.inboxMessageID(messageID: 42).link(in: table)
    assert(typed == byName)                        // headless://inbox/42

    var messageID: Int?
    if case .matched(let link) = table.resolve(typed) {
      messageID = try HeadlessRoutes.InboxMessageID.parameters(of: link)?.messageID  // 42, an Int
    }
    // end snippet
    return (typed, messageID)
  }

  /// The article's snippets: the generated bindings and a screen's typed read.
  @MainActor
  static func bindAndRead(_ link: AppLink) throws -> HeadlessRoutes.InboxMessageID.Parameters? {
    // snippet: Sources/StackRouter/StackRouter.docc/TypedRoutes.md #2
    var bindings = TargetBindings()
    HeadlessRoutes.Targets.bind(into: &bindings)  // every target of the manifest, by its type
    let navigator = HeadlessNavigator(shell: .tabs(HeadlessRoutes.Tabs.all), bindings: bindings)
    // end snippet
    _ = navigator
    // snippet: Sources/StackRouter/StackRouter.docc/TypedRoutes.md #1
    let message = try HeadlessRoutes.InboxMessageID.parameters(of: link)
    // message?.messageID is an Int, message?.highlight a String?
    // end snippet
    return message
  }
}
