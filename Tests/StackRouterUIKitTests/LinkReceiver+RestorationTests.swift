#if os(Linux)
import Foundation
import StackRouter
import StackRouterUIKit
import Testing
@_spi(Testing) import UIKitStandIn

@Suite("LinkReceiver: state restoration", .isolatedStandIn, .timeLimit(.minutes(10)))
@MainActor
struct LinkReceiverRestorationTests {
  private let tabNames = ["news", "library"]

  private func makeApp(guards: [RouteGuard] = []) throws -> TestApp {
    try TestApp(
      root: tabBarController(tabs: 2).0, tabNames: tabNames, table: try Routes.tabs(tabNames),
      guards: guards)
  }

  @Test("the restoration activity holds the hierarchy, and a new scene rebuilds it equal")
  func roundTrip() async throws {
    let app = try makeApp()
    _ = await app.open("app://library/7").value
    _ = await app.open("app://news/1").value
    _ = await app.open("app://compose").value
    let activity = app.links.stateRestorationActivity()
    #expect(activity.activityType == "org.stackrouter.restoration")
    #expect(activity.userInfo?[StoredNavigation.userInfoKey] is Data)

    let relaunched = try makeApp()
    let report = await relaunched.links.restore(from: activity).value
    #expect(report.isComplete, "\(report)")
    #expect(relaunched.state == app.state)
    #expect(
      relaunched.state == """
        tabs (selected: news)
        ├── news
        │   ├── NewsViewController news
        │   └── ArticleViewController news/:articleID (articleID=1)
        └── library
            ├── LibraryViewController library
            └── BookViewController library/:bookID (bookID=7)
        modal formSheet
        └── ComposeViewController compose
        """)
    #expect(UIKitStandIn.violations.isEmpty)
  }

  @Test("start links, then the restoration, then the launch link, whatever arrives meanwhile")
  func order() async throws {
    let app = try makeApp()
    _ = await app.open("app://library/7").value
    let activity = app.links.stateRestorationActivity()

    let options = UIScene.ConnectionOptions(
      urlContexts: [UIOpenURLContext(url: URL(string: "app://news/3")!)])
    let relaunched = try TestApp(
      root: tabBarController(tabs: 2).0, tabNames: tabNames, table: try Routes.tabs(tabNames),
      connectionOptions: options)
    relaunched.links.open([.url("app://news", animation: .never)])
    let restored = relaunched.links.restore(from: activity)
    let launch = relaunched.connect()
    let arrived = relaunched.open("app://news/4")
    _ = await (restored.value, launch.value, arrived.value)

    #expect(
      relaunched.events.lines.filter { $0.hasPrefix("received") } == [
        "received app://news", "received app://library/7", "received app://news/3",
        "received app://news/4",
      ])
    #expect(relaunched.navigator.state.visibleScreen?.parameters["articleID"] == "4")
    #expect(
      relaunched.navigator.state.stack(at: .branch("library"))?.map(\.target) == [
        "LibraryViewController", "BookViewController",
      ])
  }

  @Test("a screen a guard now refuses is not restored; the one below it is")
  func guardRefusesOneScreen() async throws {
    let app = try makeApp()
    _ = await app.open("app://library/7").value
    let activity = app.links.stateRestorationActivity()

    let noBooks = RouteGuard("books") { context in
      context.entity?.target == "BookViewController" ? .reject("no books today") : .allow
    }
    let relaunched = try makeApp(guards: [noBooks])
    let report = await relaunched.links.restore(from: activity).value
    #expect(
      report.description == """
        tab library: app://library/7: rejected: no books today
        tab library: app://library: handled
        """)
    #expect(
      relaunched.navigator.state.stack(at: .branch("library"))?.map(\.target) == [
        "LibraryViewController"
      ])
  }

  @Test(
    "an activity without stored navigation, or with corrupt data, restores nothing and says why",
    arguments: [
      (
        [:] as [String: Data],
        "not restored: the activity 'org.stackrouter.restoration' "
          + "holds no stored navigation"
      ),
      (
        [StoredNavigation.userInfoKey: Data("garbage".utf8)],
        "not restored: the data is not stored navigation (not JSON)"
      ),
    ])
  func unreadable(userInfo: [String: Data], line: String) async throws {
    let app = try makeApp()
    let before = app.state
    let activity = NSUserActivity(activityType: LinkReceiver.restorationActivityType)
    activity.userInfo = userInfo
    let report = await app.links.restore(from: activity).value
    #expect(report.description == line)
    #expect(app.events.lines == [line])
    #expect(app.state == before)
    #expect(await app.links.restore(from: nil).value.description.isEmpty)
  }
}

#endif
