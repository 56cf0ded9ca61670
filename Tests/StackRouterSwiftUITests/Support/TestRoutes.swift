import StackRouter
import StackRouterSwiftUI

/// Route tables of the tests, all with the scheme `app`.
enum TestRoutes {
  /// WAAppRouting's MoreComplexExample: two tabs, each with a chain, a modal
  /// in the second tab's chain, and a modal over the top.
  static let moreComplex: @Sendable (inout Registrar) -> Void = { registrar in
    let list1 = "list1<List1VC>/:itemID<List1DetailVC>/extra<List1ExtraVC>"
    registrar.register(list1 + "/subpath1<Subpath1VC>", in: .tab("list1"))
    registrar.register(list1 + "/subpath2<Subpath2VC>", in: .tab("list1"))
    registrar.register("list2<List2VC>/:itemID<List2DetailVC>/modal<ModalVC>!", in: .tab("list2"))
    registrar.register("modal<ModalVC>!")
  }

  /// One stack: a list and its details, comments presented over a detail
  /// with a comment pushed inside, and chains presented over the top.
  static let modalChains: @Sendable (inout Registrar) -> Void = { registrar in
    registrar.register(
      "list<ListVC>/:itemID<DetailVC>/comments<CommentsVC>!/:commentID<CommentVC>")
    registrar.register("login<LoginVC>!/signup<SignupVC>")
    registrar.register("compose<ComposeVC>!/draft<DraftVC>")
    registrar.register("player<PlayerVC>!/queue<QueueVC>!")
    registrar.configure("compose", options: EntityOptions(presentationStyle: .formSheet))
    registrar.configure("player", options: EntityOptions(presentationStyle: .fullScreen))
  }

  /// The same target type in three chains, two of them in their own tabs.
  static let twoChains: @Sendable (inout Registrar) -> Void = { registrar in
    registrar.register("list<ListVC>/:itemID<DetailVC>", in: .tab("all"))
    registrar.register("favorites<FavoritesVC>/:itemID<DetailVC>", in: .tab("favorites"))
    registrar.register("recent<RecentVC>/:itemID<DetailVC>")
  }

  /// WAAppRouting's PPRevealSample: a side menu's children.
  static let sideMenu: @Sendable (inout Registrar) -> Void = { registrar in
    registrar.register(
      "list1<List1VC>/:itemID<List1DetailVC>/extra<List1ExtraVC>", in: .tab("center"))
    registrar.register("list2<List2VC>/:itemID<List2DetailVC>", in: .tab("center"))
    registrar.register("left<LeftMenuVC>", in: .tab("left"))
    registrar.register("modal<ModalVC>!")
  }

  static func table(_ register: (inout Registrar) -> Void) throws -> RouteTable {
    var registrar = Registrar()
    registrar.accept(scheme: "app")
    register(&registrar)
    return try registrar.makeTable()
  }
}

extension TargetBindings {
  /// Every target of a table bound to a ``ViewScreen``, as `ScreenViews`
  /// binds a screen that is a view alone.
  @MainActor
  static func viewScreens(for table: RouteTable) -> TargetBindings {
    var bindings = TargetBindings()
    for target in Set(table.entities.map(\.target)) {
      bindings.bind(target) { _, _ in ViewScreen() }
    }
    return bindings
  }
}

/// A SwiftUI navigator and a router over one of the test tables, with a
/// fake SwiftUI rendering it.
@MainActor
struct TestApp {
  let navigator: SwiftUINavigator
  let router: Router
  let swiftUI: FakeSwiftUI
  let log = RouteEventLog()

  init(
    _ register: (inout Registrar) -> Void, shell: SwiftUINavigator.Shell = .stack,
    rules: TransitionRules = .iOS17, mode: FakeSwiftUI.Mode = .automatic,
    guards: [RouteGuard] = []
  ) throws {
    let table = try TestRoutes.table(register)
    navigator = SwiftUINavigator(
      shell: shell, bindings: .viewScreens(for: table), rules: rules)
    swiftUI = FakeSwiftUI(navigator, mode: mode)
    router = try Router(table: table, navigator: navigator, guards: guards, eventSink: log)
  }

  /// Opens a link and returns its printed plan, or the outcome when it was
  /// not handled.
  @discardableResult
  func open(_ link: String, animation: AnimationPolicy = .lastTransition) async -> String {
    let outcome = await router.open(.url(link, animation: animation))
    await swiftUI.settle()
    guard case .handled(let handled) = outcome else { return outcome.description }
    return handled.plan.description
  }
}
