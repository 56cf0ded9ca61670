import Foundation
import StackRouter
import StackRouterSwiftUI
import Testing

/// One navigator per scene: two windows of one app (two iPad windows), each
/// with its own navigator, router and inbox, route independently.
@Suite("Two scenes: one navigator each", .timeLimit(.minutes(10)))
@MainActor
struct TwoScenesTests {
  /// A scene: its navigator, router and stand-in SwiftUI, and its inbox.
  @MainActor
  struct Scene {
    let app: TestApp
    let inbox: LinkInbox

    /// A scene; in strict mode when a seed is given, each scene with its own clock.
    init(seed: UInt64? = nil) throws {
      app = try TestApp(
        TestRoutes.moreComplex, shell: .tabs(["list1", "list2"]),
        mode: seed.map { .strict(seed: $0) } ?? .automatic)
      inbox = LinkInbox(router: app.router)
    }

    func open(_ link: String) async -> String {
      let outcome = await inbox.open(URL(string: link)!).value
      await app.swiftUI.settle()
      return outcome.name
    }
  }

  /// The default mode, then strict mode under 20 seeds.
  nonisolated static let seeds: [UInt64?] = [nil] + StrictSeeds.all.prefix(20).map { $0 }

  @Test("a link opened in one scene never changes the other", arguments: seeds)
  func linksStayInTheirScene(seed: UInt64?) async throws {
    let first = try Scene(seed: seed)
    let second = try Scene(seed: seed.map { $0 + 1000 })
    #expect(
      await first.inbox.start(with: [.url("app://list1", animation: .never)]).value.description
        == "start: handled")
    #expect(
      await second.inbox.start(with: [.url("app://list2", animation: .never)]).value.description
        == "start: handled")
    await first.app.swiftUI.settle()
    await second.app.swiftUI.settle()
    let secondBefore = second.app.navigator.state
    let secondUpdates = second.app.swiftUI.updateCount

    #expect(await first.open("app://list2/3/modal") == "handled")
    #expect(await first.open("app://list1/6/extra") == "handled")
    #expect(second.app.navigator.state == secondBefore)
    #expect(second.app.swiftUI.updateCount == secondUpdates)
    #expect(second.app.router.currentLink()?.absoluteString == "app://list2")
    #expect(first.app.router.currentLink()?.absoluteString == "app://list1/6/extra")

    #expect(await second.open("app://modal") == "handled")
    #expect(first.app.router.currentLink()?.absoluteString == "app://list1/6/extra")
    #expect(first.app.navigator.modals.isEmpty)
    #expect(second.app.navigator.modals.count == 1)
    #expect(first.app.swiftUI.drift() == nil)
    #expect(second.app.swiftUI.drift() == nil)
  }

  @Test("what the user does in one scene never reaches the other", arguments: seeds)
  func userActionsStayInTheirScene(seed: UInt64?) async throws {
    let first = try Scene(seed: seed)
    let second = try Scene(seed: seed.map { $0 + 1000 })
    first.inbox.start()
    second.inbox.start()
    #expect(await first.open("app://list2/3") == "handled")
    #expect(await first.open("app://list1/6/extra") == "handled")
    #expect(await second.open("app://list1/6/extra") == "handled")
    #expect(await second.open("app://modal") == "handled")
    let secondBefore = second.app.navigator.state

    first.app.swiftUI.userTapsBack()
    first.app.swiftUI.userPicks("list2")
    await first.app.swiftUI.settle()
    #expect(first.app.router.currentLink()?.absoluteString == "app://list2/3")
    #expect(second.app.navigator.state == secondBefore)
    #expect(second.app.router.currentLink()?.absoluteString == "app://modal")

    second.app.swiftUI.userSwipesDown()
    await second.app.swiftUI.settle()
    #expect(second.app.router.currentLink()?.absoluteString == "app://list1/6/extra")
    #expect(
      first.app.navigator.state.stack(at: .branch("list1"))?.map(\.target) == [
        "List1VC", "List1DetailVC",
      ])
    #expect(first.app.swiftUI.drift() == nil)
    #expect(second.app.swiftUI.drift() == nil)
  }
}
