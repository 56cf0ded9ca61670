import Foundation
import Testing

@testable import StackRouter

@Suite("Stored navigation for state restoration")
struct StoredNavigationTests {
  private let table: RouteTable
  private let list: RouteEntity
  private let detail: RouteEntity
  private let compose: RouteEntity

  init() throws {
    var registrar = Registrar()
    registrar.accept(scheme: "app")
    registrar.register("list<ListVC>/:itemID<DetailVC>", in: .tab("news"))
    registrar.register("compose<ComposeVC>!", options: EntityOptions(presentationStyle: .formSheet))
    table = try registrar.makeTable()
    list = try #require(table.entities(target: "ListVC").first)
    detail = try #require(table.entities(target: "DetailVC").first)
    compose = try #require(table.entities(target: "ComposeVC").first)
  }

  private var state: NavigationState {
    NavigationState(
      root: .tabs(
        [
          .init(
            name: "news",
            stack: [
              Screen(entity: list, parameters: ["sort": "new"]),
              Screen(entity: detail, parameters: ["itemID": "a/b", "ref": "mail"]),
            ]),
          .init(name: "library", stack: [Screen(target: "AppOwnVC")]),
        ], selected: "news"),
      modals: [.init(style: .formSheet, stack: [Screen(entity: compose)])])
  }

  @Test("a state is stored as the links of its screens, and prints as a tree")
  func storesLinks() {
    let stored = state.stored(in: table)
    #expect(
      stored.description == """
        tabs (selected: news)
        ├── news
        │   ├── app://list?sort=new
        │   └── app://list/a%2Fb?ref=mail
        └── library
        modal formSheet
        └── app://compose
        """)
  }

  @Test("stored navigation encodes as JSON with sorted keys, and reads back equal")
  func roundTrip() throws {
    let stored = state.stored(in: table)
    let data = stored.encoded()
    #expect(
      String(decoding: data, as: UTF8.self)
        == #"{"branches":[{"links":["app://list?sort=new","app://list/a%2Fb?ref=mail"],"name":"news"},"#
        + #"{"links":[],"name":"library"}],"modals":[{"links":["app://compose"],"style":"formSheet"}],"#
        + #""root":"tabs","selected":"news","version":1}"#)
    #expect(try StoredNavigation(data: data) == stored)
  }

  @Test("a single stack stores one unnamed branch and no selection")
  func singleStack() throws {
    let stored = NavigationState(root: .stack([Screen(entity: list)])).stored(in: table)
    #expect(stored.root == .stack)
    #expect(stored.selected == nil)
    #expect(stored.branches == [.init(name: "", links: ["app://list"])])
    #expect(try StoredNavigation(data: stored.encoded()) == stored)
  }

  /// Data that is not stored navigation, and what reading it says.
  struct Corrupt: CustomTestStringConvertible, Sendable {
    let name: String
    let data: Data
    let issue: RestorationIssue
    var testDescription: String { name }

    init(_ name: String, _ text: String, _ issue: RestorationIssue) {
      self.name = name
      self.data = Data(text.utf8)
      self.issue = issue
    }
  }

  static let corrupt: [Corrupt] = [
    Corrupt("empty", "", .unreadable("the data is not stored navigation (not JSON)")),
    Corrupt(
      "truncated", #"{"version":1,"root":"ta"#,
      .unreadable("the data is not stored navigation (not JSON)")),
    Corrupt(
      "another format", #"{"items":[1,2]}"#,
      .unreadable("the data is not stored navigation (no 'version')")),
    Corrupt("a newer version", #"{"version":2,"root":"tabs"}"#, .unsupportedVersion(2)),
    Corrupt(
      "a missing key", #"{"version":1,"root":"stack","modals":[]}"#,
      .unreadable("the stored navigation is malformed (no 'branches')")),
    Corrupt(
      "a wrong type",
      #"{"version":1,"root":"stack","branches":[{"name":"","links":"x"}],"modals":[]}"#,
      .unreadable(
        "the stored navigation is malformed (branches.0.links: a value of the wrong type)")),
    Corrupt(
      "an unknown style",
      #"{"version":1,"root":"stack","branches":[{"name":"","links":[]}],"modals":[{"style":"bubble","links":[]}]}"#,
      .unreadable("the stored navigation is malformed (modals.0.style: an invalid value)")),
    Corrupt(
      "an unknown root", #"{"version":1,"root":"grid","branches":[],"modals":[]}"#,
      .unreadable("the stored navigation is malformed (root: an invalid value)")),
    Corrupt(
      "an unlisted selection",
      #"{"version":1,"root":"tabs","selected":"x","branches":[{"name":"a","links":[]}],"modals":[]}"#,
      .unreadable("the stored tabs do not list the selected 'x'")),
    Corrupt(
      "a repeated tab",
      #"{"version":1,"root":"tabs","selected":"a","branches":[{"name":"a","links":[]},{"name":"a","links":[]}],"modals":[]}"#,
      .unreadable("the stored tabs repeat a name")),
    Corrupt(
      "a single stack with two branches",
      #"{"version":1,"root":"stack","branches":[{"name":"","links":[]},{"name":"b","links":[]}],"modals":[]}"#,
      .unreadable("a stored single stack has 2 branches")),
  ]

  @Test("corrupt or stale data is refused with an issue that says why", arguments: corrupt)
  func corruptData(_ corrupt: Corrupt) {
    #expect(throws: corrupt.issue) { try StoredNavigation(data: corrupt.data) }
  }

  @Test("issues print one readable line")
  func issueText() {
    #expect(
      RestorationIssue.unsupportedVersion(2).description
        == "the stored navigation has format version 2; this version reads 1")
    #expect(
      RestorationIssue.otherRoot(stored: .tabs, current: .stack).description
        == "the stored root container is tabs; the app's is stack")
    #expect(
      RestorationIssue.unknownBranch("library").description
        == "the app has no tab named 'library'")
    #expect(
      RestorationIssue.stackNotRestored(.modal(1)).description
        == "no screen of the stored modal 1 could be restored")
  }
}
