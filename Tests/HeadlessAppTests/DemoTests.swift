import Testing

@testable import HeadlessApp

/// `swift run HeadlessApp` prints exactly this: routes loaded from its
/// manifest through the generated `HeadlessRoutes`,
/// three bound screen types, a login guard asked about every screen of a
/// chain, a deferred link resumed after login, a block's redirect, and an
/// unmatched link.
@Suite("HeadlessApp sample")
@MainActor
struct DemoTests {
  @Test("the demo prints each outcome, plan, screen and hierarchy as pinned")
  func transcript() async {
    let text = await Demo.run()
    #expect(
      text == """
        routes:
          schemes: headless
          domains: example.org
          tabs: inbox, account
          account <AccountScreen> in tab account
          └── settings <SettingsScreen>
          compose <ComposeScreen> modal formSheet
          inbox <InboxScreen> in tab inbox
          └── :messageID <MessageScreen>
              └── reply <ReplyScreen> modal
          mail/:messageID {block}

        == open headless://inbox/42?highlight=invoice
        outcome: handled
        plan:
          set tab inbox to [InboxScreen inbox (highlight=invoice), MessageScreen inbox/:messageID (highlight=invoice, messageID=42)], animated
        screens:
          InboxScreen shows the inbox
          MessageScreen shows message 42, highlighting 'invoice'
        hierarchy:
          tabs (selected: inbox)
          ├── inbox
          │   ├── InboxScreen inbox (highlight=invoice)
          │   └── MessageScreen inbox/:messageID (highlight=invoice, messageID=42)
          └── account

        == open https://example.org/inbox/42/reply
        outcome: handled
        plan:
          reload InboxScreen inbox at tab inbox[0]
          reload MessageScreen inbox/:messageID (messageID=42) at tab inbox[1]
          present ReplyScreen inbox/:messageID/reply (messageID=42) as automatic, animated
        screens:
          InboxScreen shows the inbox
          MessageScreen shows message 42
        hierarchy:
          tabs (selected: inbox)
          ├── inbox
          │   ├── InboxScreen inbox
          │   └── MessageScreen inbox/:messageID (messageID=42)
          └── account
          modal automatic
          └── ReplyScreen inbox/:messageID/reply (messageID=42)

        == open headless://account/settings
        outcome: deferred
        hierarchy:
          tabs (selected: inbox)
          ├── inbox
          │   ├── InboxScreen inbox
          │   └── MessageScreen inbox/:messageID (messageID=42)
          └── account
          modal automatic
          └── ReplyScreen inbox/:messageID/reply (messageID=42)

        == open headless://mail/7
        outcome: redirected to headless://inbox/7: handled
        plan:
          dismiss all modals
          pop tab inbox to 1 screen
          reload InboxScreen inbox at tab inbox[0]
          push MessageScreen inbox/:messageID (messageID=7) on tab inbox, animated
        screens:
          InboxScreen shows the inbox
          MessageScreen shows message 7
        hierarchy:
          tabs (selected: inbox)
          ├── inbox
          │   ├── InboxScreen inbox
          │   └── MessageScreen inbox/:messageID (messageID=7)
          └── account

        == open headless://drafts
        outcome: unmatched: no route matches 'drafts'
        hierarchy:
          tabs (selected: inbox)
          ├── inbox
          │   ├── InboxScreen inbox
          │   └── MessageScreen inbox/:messageID (messageID=7)
          └── account

        deferred: headless://account/settings
        == log in, then resume the deferred links
        outcome: handled
        plan:
          select account
          set tab account to [AccountScreen account, SettingsScreen account/settings], animated
        screens:
          AccountScreen shows the account
        hierarchy:
          tabs (selected: account)
          ├── inbox
          │   ├── InboxScreen inbox
          │   └── MessageScreen inbox/:messageID (messageID=7)
          └── account
              ├── AccountScreen account
              └── SettingsScreen account/settings
        deferred: none
        visible screen as a link: headless://account/settings

        """
    )
  }

  @Test("the demo opens the deferred link once, after login, and keeps nothing")
  func deferredOnce() async {
    let text = await Demo.run()
    #expect(text.components(separatedBy: "outcome: deferred").count == 2)
    #expect(text.contains("deferred: headless://account/settings\n== log in"))
    #expect(
      text.hasSuffix("deferred: none\nvisible screen as a link: headless://account/settings\n"))
  }
}

@Suite("HeadlessApp typed links")
@MainActor
struct TypedLinksTests {
  @Test("the typed link equals the string-built one and reads back to a typed ID")
  func compare() throws {
    let (link, messageID) = try TypedLinks.compare()
    #expect(link == "headless://inbox/42")
    #expect(messageID == 42)
  }

  @Test("the generated bindings bind every target, and a screen reads its typed parameters")
  func bindAndRead() throws {
    let table = try AppRoutes.makeTable()
    guard case .matched(let link) = table.resolve("headless://inbox/7/reply?highlight=x") else {
      Issue.record("the link did not match")
      return
    }
    let message = try TypedLinks.bindAndRead(link)
    #expect(message?.messageID == 7)
    #expect(message?.highlight == "x")
  }
}
