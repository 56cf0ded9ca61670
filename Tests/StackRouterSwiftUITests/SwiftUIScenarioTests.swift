import StackRouter
import StackRouterSwiftUI
import Testing

/// WAAppRouting's sample apps and the limits StackRouter lifts, opened on a
/// `SwiftUINavigator` rendered by a stand-in for SwiftUI and on a
/// `HeadlessNavigator`: link after link, both plan the same steps and end in
/// the same `NavigationState`, with iOS 16's and iOS 17's rules alike.
@Suite("Scenarios: SwiftUINavigator against HeadlessNavigator", .timeLimit(.minutes(10)))
@MainActor
struct SwiftUIScenarioTests {
  /// The root container, for both navigators.
  enum Shape: Sendable {
    case stack
    case tabs([String])
    case container([String])

    var headless: HeadlessNavigator.Shell {
      switch self {
      case .stack: .stack
      case .tabs(let names): .tabs(names)
      case .container(let names): .container(names)
      }
    }

    var swiftUI: SwiftUINavigator.Shell {
      switch self {
      case .stack: .stack
      case .tabs(let names): .tabs(names)
      case .container(let names): .container(names)
      }
    }
  }

  struct Scenario: Sendable, CustomTestStringConvertible {
    let name: String
    let shape: Shape
    let register: @Sendable (inout Registrar) -> Void
    let links: [(String, AnimationPolicy)]
    let finalState: String
    var testDescription: String { name }
  }

  nonisolated static let scenarios: [Scenario] = [
    Scenario(
      name: "MoreComplexExample: links switch tabs and rebuild each tab's chain",
      shape: .tabs(["list1", "list2"]), register: TestRoutes.moreComplex,
      links: [
        ("app://list1", .lastTransition),
        ("app://list2/3?extraParam1=1&extraParam2=toto", .lastTransition),
        ("app://list1/6/extra/subpath2", .lastTransition),
        ("app://list1/6/extra/subpath1", .lastTransition),
      ],
      finalState: """
        tabs (selected: list1)
        ├── list1
        │   ├── List1VC list1
        │   ├── List1DetailVC list1/:itemID (itemID=6)
        │   ├── List1ExtraVC list1/:itemID/extra (itemID=6)
        │   └── Subpath1VC list1/:itemID/extra/subpath1 (itemID=6)
        └── list2
            ├── List2VC list2 (extraParam1=1, extraParam2=toto)
            └── List2DetailVC list2/:itemID (extraParam1=1, extraParam2=toto, itemID=3)
        """),
    Scenario(
      name: "MoreComplexExample: the stand-alone modal, its link to list 1, tab 2's modal",
      shape: .tabs(["list1", "list2"]), register: TestRoutes.moreComplex,
      links: [
        ("app://list2/3", .lastTransition), ("app://modal", .lastTransition),
        ("app://list1/6", .lastTransition), ("app://list2/3/modal", .lastTransition),
        ("app://modal", .lastTransition), ("app://list2/", .lastTransition),
      ],
      finalState: """
        tabs (selected: list2)
        ├── list1
        │   ├── List1VC list1
        │   └── List1DetailVC list1/:itemID (itemID=6)
        └── list2
            └── List2VC list2
        """),
    Scenario(
      name: "PPRevealSample: a side menu's children",
      shape: .container(["center", "left"]), register: TestRoutes.sideMenu,
      links: [
        ("app://list1", .lastTransition), ("app://left", .lastTransition),
        ("app://list1/3", .never), ("app://list2/4?extraParam1=1", .lastTransition),
        ("app://modal", .lastTransition), ("app://list1/6", .always),
      ],
      finalState: """
        container (selected: center)
        ├── center
        │   ├── List1VC list1
        │   └── List1DetailVC list1/:itemID (itemID=6)
        └── left
            └── LeftMenuVC left
        """),
    Scenario(
      name: "a screen pushed inside a modal, in a chain and over the top",
      shape: .stack, register: TestRoutes.modalChains,
      links: [("app://list/1/comments/9", .lastTransition), ("app://login/signup", .always)],
      finalState: """
        stack
        ├── ListVC list
        └── DetailVC list/:itemID (itemID=1)
        modal automatic
        ├── CommentsVC list/:itemID/comments (itemID=1)
        └── CommentVC list/:itemID/comments/:commentID (commentID=9, itemID=1)
        modal automatic
        ├── LoginVC login
        └── SignupVC login/signup
        """),
    Scenario(
      name: "the same target type in two chains, rebuilt under the right parent",
      shape: .tabs(["all", "favorites"]), register: TestRoutes.twoChains,
      links: [
        ("app://list/1", .lastTransition), ("app://favorites/1", .lastTransition),
        ("app://list/2", .lastTransition), ("app://recent/1", .lastTransition),
      ],
      finalState: """
        tabs (selected: all)
        ├── all
        │   ├── RecentVC recent
        │   └── DetailVC recent/:itemID (itemID=1)
        └── favorites
            ├── FavoritesVC favorites
            └── DetailVC favorites/:itemID (itemID=1)
        """),
    Scenario(
      name: "modals over modals, dismissed to make room, and a full-screen cover",
      shape: .stack, register: TestRoutes.modalChains,
      links: [
        ("app://list/1/comments", .lastTransition), ("app://compose/draft", .lastTransition),
        ("app://player/queue", .always), ("app://list/1/comments/4", .lastTransition),
        ("app://login", .never), ("app://list/3", .lastTransition),
      ],
      finalState: """
        stack
        ├── ListVC list
        └── DetailVC list/:itemID (itemID=3)
        """),
  ]

  nonisolated static let rules: [TransitionRules] = [.iOS16, .iOS17]

  @Test("the same plans and the same state after every link", arguments: scenarios, rules)
  func sameState(_ scenario: Scenario, rules: TransitionRules) async throws {
    let table = try TestRoutes.table(scenario.register)
    let headless = HeadlessNavigator(shell: scenario.shape.headless)
    let headlessRouter = try Router(table: table, navigator: headless)
    let app = try TestApp(scenario.register, shell: scenario.shape.swiftUI, rules: rules)

    for (link, animation) in scenario.links {
      let expected = await headlessRouter.open(.url(link, animation: animation))
      let plan = await app.open(link, animation: animation)
      guard case .handled(let handled) = expected else {
        Issue.record("\(link) was not handled by the headless navigator: \(expected)")
        return
      }
      #expect(plan == handled.plan.description, "\(link)")
      #expect(app.navigator.state == headless.state, "\(link)")
    }
    #expect(app.navigator.state.description == scenario.finalState)
    #expect(app.navigator.pendingTransitions.isEmpty)
  }
}
