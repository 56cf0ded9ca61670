#if os(Linux)
import Foundation
import StackRouter
import StackRouterUIKit
import Testing
@_spi(Testing) import UIKitStandIn

@Suite("LinkReceiver: start links and single requests", .isolatedStandIn, .timeLimit(.minutes(10)))
@MainActor
struct LinkReceiverStartTests {
  @Test("a cold launch opens the start links first, then the link it was launched with")
  func startLinksBeforeConnectionOptions() async throws {
    let options = UIScene.ConnectionOptions(
      urlContexts: [UIOpenURLContext(url: URL(string: "app://list/42")!)])
    let app = try TestApp(
      root: UINavigationController(rootViewController: HomeViewController()),
      table: try Routes.stack(), connectionOptions: options)
    let manifest = try RoutesManifest(
      parsing: "scheme app\nroute list<ListViewController>\nstart app://list")

    let outcomes = await app.links.scene(
      app.scene, willConnectTo: app.scene.session, options: options,
      startingWith: manifest.startRequests
    ).value

    #expect(outcomes.map(\.name) == ["handled", "handled"])
    #expect(
      app.events.lines.filter { $0.hasPrefix("received") } == [
        "received app://list", "received app://list/42",
      ])
    #expect(
      app.state == """
        stack
        ├── ListViewController list
        └── DetailViewController list/:itemID (itemID=42)
        """)
    #expect(manifest.startRequests.map(\.animation) == [.never])
    #expect(UIKitStandIn.violations.isEmpty)
  }

  @Test("open takes a single request or URL, as a screen's in-app link would")
  func singleRequest() async throws {
    let app = try TestApp(
      root: UINavigationController(rootViewController: HomeViewController()),
      table: try Routes.stack())
    let first = await app.links.open(URL(string: "app://list/7")!).value
    let second = await app.links.open(RouteRequest.url("app://list/8", animation: .never)).value
    #expect(first.name == "handled")
    #expect(second.name == "handled")
    #expect(app.navigator.state.visibleScreen?.parameters["itemID"] == "8")
    #expect(UIKitStandIn.violations.isEmpty)
  }

  @Test("a table lists the entities a target type shows, for reverse routing")
  func entitiesForTarget() throws {
    let table = try Routes.stack()
    #expect(
      table.entities(target: DetailViewController.routeName).map(\.pattern.description) == [
        "list/:itemID", "list/:itemID/related/:relatedID",
      ])
    #expect(table.entities(target: "Nothing").isEmpty)
  }
}

#endif
