import Foundation
import StackRouter
import StackRouterSwiftUI
import Testing

/// The inbox a SwiftUI scene sends its links to: the start (first screens,
/// then the restored hierarchy) comes first, then every link in the order it
/// arrived; and the hierarchy survives a relaunch through `@SceneStorage`.
@Suite("LinkInbox: start, restoration and order", .timeLimit(.minutes(10)))
@MainActor
struct LinkInboxTests {
  private func makeApp(guards: [RouteGuard] = []) throws -> TestApp {
    try TestApp(TestRoutes.moreComplex, shell: .tabs(["list1", "list2"]), guards: guards)
  }

  @Test("links that arrive before the start wait for it, and keep their order")
  func linksWaitForStart() async throws {
    let app = try makeApp()
    let inbox = LinkInbox(router: app.router)
    let first = inbox.open(URL(string: "app://list1/6")!)
    let second = inbox.open([.url("app://list2/3"), .url("app://modal")])
    await app.swiftUI.settle()
    #expect(app.log.lines.isEmpty)
    #expect(!inbox.isStarted)

    let start = inbox.start(with: [.url("app://list2", animation: .never)])
    #expect(inbox.isStarted)
    #expect(await start.value.description == "start: handled")
    #expect(await first.value.name == "handled")
    #expect(await second.value.map(\.name) == ["handled", "handled"])
    #expect(
      app.log.lines.filter { $0.hasPrefix("received") } == [
        "received app://list2", "received app://list1/6", "received app://list2/3",
        "received app://modal",
      ])
    // A second start does nothing more.
    #expect(await inbox.start(with: [.url("app://list1")]).value.description == "start: handled")
    #expect(app.log.lines.filter { $0.hasPrefix("received") }.count == 4)
  }

  @Test("the hierarchy stored at the last launch comes back equal, in SwiftUI's own identities")
  func restorationRoundTrip() async throws {
    let app = try makeApp()
    let inbox = LinkInbox(router: app.router)
    inbox.start()
    for link in ["app://list1/6/extra", "app://list2/3/modal", "app://modal"] {
      #expect(await inbox.open(URL(string: link)!).value.name == "handled")
    }
    await app.swiftUI.settle()
    let stored = inbox.restorationData()

    let relaunched = try makeApp()
    let relaunchedInbox = LinkInbox(router: relaunched.router)
    let report = await relaunchedInbox.start(restoringFrom: stored).value
    await relaunched.swiftUI.settle()
    #expect(report.restoration.isComplete, "\(report)")
    #expect(relaunched.navigator.state == app.navigator.state)
    #expect(
      relaunched.navigator.renderedTree == """
        tabs (selected: list2)
        ├── list1
        │   ├── #1 List1VC list1
        │   ├── #2 List1DetailVC list1/:itemID (itemID=6)
        │   └── #3 List1ExtraVC list1/:itemID/extra (itemID=6)
        └── list2
            ├── #4 List2VC list2
            └── #5 List2DetailVC list2/:itemID (itemID=3)
        sheet #6 automatic
        └── #7 ModalVC list2/:itemID/modal (itemID=3)
        sheet #8 automatic
        └── #9 ModalVC modal
        """)
  }

  @Test("a guard refusing one screen: the rest comes back; then the launch link")
  func guardRefusesOneScreen() async throws {
    let app = try makeApp()
    let inbox = LinkInbox(router: app.router)
    inbox.start()
    _ = await inbox.open(.url("app://list1/6/extra")).value
    _ = await inbox.open(.url("app://list2/3/modal")).value
    let stored = inbox.restorationData()

    let noModal = RouteGuard("modal") { context in
      context.entity?.target == "ModalVC" ? .reject("modals are off") : .allow
    }
    let relaunched = try makeApp(guards: [noModal])
    let relaunchedInbox = LinkInbox(router: relaunched.router)
    let launchLink = relaunchedInbox.open(URL(string: "app://list1/2")!)
    let report = await relaunchedInbox.start(restoringFrom: stored).value
    #expect(
      report.description == """
        start: no requests
        tab list1: app://list1/6/extra: handled
        tab list2: app://list2/3: handled
        modal 0: app://list2/3/modal: rejected: modals are off
        not restored: no screen of the stored modal 0 could be restored
        """)
    #expect(await launchLink.value.name == "handled")
    #expect(
      relaunched.navigator.state.description == """
        tabs (selected: list1)
        ├── list1
        │   ├── List1VC list1
        │   └── List1DetailVC list1/:itemID (itemID=2)
        └── list2
            ├── List2VC list2
            └── List2DetailVC list2/:itemID (itemID=3)
        """)
  }

  @Test("corrupt stored data restores nothing and says why; the start and later links go on")
  func corruptData() async throws {
    let app = try makeApp()
    let inbox = LinkInbox(router: app.router)
    let report = await inbox.start(
      with: [.url("app://list1", animation: .never)], restoringFrom: Data([0xFF, 0x00])
    ).value
    #expect(
      report.description == """
        start: handled
        not restored: the data is not stored navigation (not JSON)
        """)
    #expect(app.log.lines.contains("not restored: the data is not stored navigation (not JSON)"))
    #expect(await inbox.open(.url("app://list2/3")).value.name == "handled")
  }

  @Test("onOpenURL's links name their sender as far as SwiftUI tells, for the allow-list")
  func senders() async throws {
    #expect(LinkInbox.sender(openingURL: URL(string: "https://app.com/list1")!) == .system)
    #expect(LinkInbox.sender(openingURL: URL(string: "app://list1/6")!) == .otherApp(nil))

    let app = try makeApp()
    app.router.allowedSourceApplications = ["com.example.mail"]
    let inbox = LinkInbox(router: app.router)
    inbox.start()
    let url = URL(string: "app://list1/6")!
    let unknown = await inbox.open(url, sender: LinkInbox.sender(openingURL: url)).value
    #expect(unknown.name == "rejected")
    #expect(await inbox.open(url).value.name == "handled", "the app's own link")
  }

  @Test("a link a guard opens through the inbox is applied after the request it came from")
  func linkFromGuard() async throws {
    let inboxReference = InboxReference()
    let opener = RouteGuard("opener", scope: .target) { context in
      if context.entity?.target == "List2DetailVC" {
        inboxReference.inbox?.open(.url("app://modal"))
      }
      return .allow
    }
    let app = try makeApp(guards: [opener])
    let inbox = LinkInbox(router: app.router)
    inboxReference.inbox = inbox
    inbox.start()
    #expect(await inbox.open(.url("app://list2/3")).value.name == "handled")
    #expect(await inbox.open(.url("app://list1")).value.name == "handled")
    #expect(
      app.log.lines.filter { $0.hasPrefix("received") } == [
        "received app://list2/3", "received app://modal", "received app://list1",
      ])
  }
}

/// The inbox, for a guard made before it.
@MainActor
final class InboxReference {
  var inbox: LinkInbox?
}
