import StackRouter
import Testing

/// WAAppRouting's sample apps, and the limits StackRouter lifts, driven
/// through a ``Router`` and a ``HeadlessNavigator`` with the public API only.
/// Every step compares the plan and the resulting hierarchy as printed text.
@MainActor
@Suite("Scenarios through Router and HeadlessNavigator")
struct ScenarioTests {
  private struct NotHandled: Error {}

  /// Opens `link` and returns the printed plan, recording an issue at the
  /// caller when the router does not handle it.
  private func open(
    _ link: String, with router: Router, animation: AnimationPolicy = .lastTransition,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) async throws -> String {
    let outcome = await router.open(.url(link, animation: animation))
    guard case .handled(let handled) = outcome else {
      Issue.record("\(link) was not handled: \(outcome)", sourceLocation: sourceLocation)
      throw NotHandled()
    }
    return handled.plan.description
  }

  private func makeTable(
    scheme: String, _ register: (inout Registrar) -> Void
  ) throws -> RouteTable {
    var registrar = Registrar()
    registrar.accept(scheme: scheme)
    register(&registrar)
    return try registrar.makeTable()
  }

  // MARK: WAAppRouting's SimpleExample

  /// One navigation stack: `list<ListVC>/:itemID<DetailVC>/extra<ExtraVC>`
  /// (WAListViewController, WAListDetailViewController,
  /// WAListDetailExtraViewController), with the detail's default parameters.
  @Test("SimpleExample rebuilds list, detail and extra, and moves between items")
  func simpleExample() async throws {
    let table = try makeTable(scheme: "simpleexample") { registrar in
      registrar.register("list<ListVC>/:itemID<DetailVC>/extra<ExtraVC>")
      registrar.configure(
        "list/:itemID",
        options: EntityOptions(
          defaults: ["defaultParam": "1", "defaultParam2": "Default parameter 2"]))
    }
    let navigator = HeadlessNavigator()
    let router = try Router(table: table, navigator: navigator)

    #expect(
      try await open("simpleexample://list/1/extra", with: router) == """
        set root stack to [ListVC list, \
        DetailVC list/:itemID (defaultParam=1, defaultParam2=Default parameter 2, itemID=1), \
        ExtraVC list/:itemID/extra (itemID=1)], animated
        """)
    #expect(
      navigator.state.description == """
        stack
        ├── ListVC list
        ├── DetailVC list/:itemID (defaultParam=1, defaultParam2=Default parameter 2, itemID=1)
        └── ExtraVC list/:itemID/extra (itemID=1)
        """)

    #expect(
      try await open("simpleexample://list/2?extraParam1=1&extraParam2=toto", with: router) == """
        pop root stack to 1 screen
        reload ListVC list (extraParam1=1, extraParam2=toto) at root stack[0]
        push DetailVC list/:itemID (defaultParam=1, defaultParam2=Default parameter 2, \
        extraParam1=1, extraParam2=toto, itemID=2) on root stack, animated
        """)
    #expect(
      navigator.state.description == """
        stack
        ├── ListVC list (extraParam1=1, extraParam2=toto)
        └── DetailVC list/:itemID (defaultParam=1, defaultParam2=Default parameter 2, \
        extraParam1=1, extraParam2=toto, itemID=2)
        """)

    #expect(
      try await open("simpleexample://list/1/extra", with: router) == """
        pop root stack to 1 screen
        reload ListVC list at root stack[0]
        push DetailVC list/:itemID (defaultParam=1, defaultParam2=Default parameter 2, itemID=1) \
        on root stack
        push ExtraVC list/:itemID/extra (itemID=1) on root stack, animated
        """)
    #expect(
      navigator.state.description == """
        stack
        ├── ListVC list
        ├── DetailVC list/:itemID (defaultParam=1, defaultParam2=Default parameter 2, itemID=1)
        └── ExtraVC list/:itemID/extra (itemID=1)
        """)
  }

  // MARK: WAAppRouting's MoreComplexExample

  /// Two tabs, each with its own chain; a modal in tab 2's chain; a stand-alone `modal`.
  private func moreComplexExample() throws -> (Router, HeadlessNavigator) {
    let table = try makeTable(scheme: "morecomplexexample") { registrar in
      let list1 = "list1<List1VC>/:itemID<List1DetailVC>/extra<List1ExtraVC>"
      registrar.register(list1 + "/subpath1<Subpath1VC>", in: .tab("list1"))
      registrar.register(list1 + "/subpath2<Subpath2VC>", in: .tab("list1"))
      registrar.register("list2<List2VC>/:itemID<List2DetailVC>/modal<ModalVC>!", in: .tab("list2"))
      registrar.register("modal<ModalVC>!")
    }
    let navigator = HeadlessNavigator(shell: .tabs(["list1", "list2"]))
    return (try Router(table: table, navigator: navigator), navigator)
  }

  @Test("MoreComplexExample switches tabs by links and rebuilds each tab's chain")
  func moreComplexExampleTabs() async throws {
    let (router, navigator) = try moreComplexExample()
    #expect(
      try await open("morecomplexexample://list1", with: router)
        == "set tab list1 to [List1VC list1], animated")
    #expect(
      try await open("morecomplexexample://list2/3?extraParam1=1&extraParam2=toto", with: router)
        == """
        select list2
        set tab list2 to [List2VC list2 (extraParam1=1, extraParam2=toto), \
        List2DetailVC list2/:itemID (extraParam1=1, extraParam2=toto, itemID=3)], animated
        """)
    #expect(
      try await open("morecomplexexample://list1/6/extra/subpath2", with: router) == """
        select list1
        reload List1VC list1 at tab list1[0]
        push List1DetailVC list1/:itemID (itemID=6) on tab list1
        push List1ExtraVC list1/:itemID/extra (itemID=6) on tab list1
        push Subpath2VC list1/:itemID/extra/subpath2 (itemID=6) on tab list1, animated
        """)
    #expect(
      try await open("morecomplexexample://list1/6/extra/subpath1", with: router) == """
        pop tab list1 to 3 screens
        reload List1VC list1 at tab list1[0]
        reload List1DetailVC list1/:itemID (itemID=6) at tab list1[1]
        reload List1ExtraVC list1/:itemID/extra (itemID=6) at tab list1[2]
        push Subpath1VC list1/:itemID/extra/subpath1 (itemID=6) on tab list1, animated
        """)
    #expect(
      navigator.state.description == """
        tabs (selected: list1)
        ├── list1
        │   ├── List1VC list1
        │   ├── List1DetailVC list1/:itemID (itemID=6)
        │   ├── List1ExtraVC list1/:itemID/extra (itemID=6)
        │   └── Subpath1VC list1/:itemID/extra/subpath1 (itemID=6)
        └── list2
            ├── List2VC list2 (extraParam1=1, extraParam2=toto)
            └── List2DetailVC list2/:itemID (extraParam1=1, extraParam2=toto, itemID=3)
        """)
  }

  @Test("MoreComplexExample's modals: the stand-alone modal, its link to list 1, tab 2's modal")
  func moreComplexExampleModals() async throws {
    let (router, navigator) = try moreComplexExample()
    _ = try await open("morecomplexexample://list2/3", with: router)

    #expect(
      try await open("morecomplexexample://modal", with: router)
        == "present ModalVC modal as automatic, animated")

    // The modal's "Go to list 1 detail" button.
    #expect(
      try await open("morecomplexexample://list1/6", with: router) == """
        dismiss all modals
        select list1
        set tab list1 to [List1VC list1, List1DetailVC list1/:itemID (itemID=6)], animated
        """)
    #expect(navigator.state.modals.isEmpty)

    #expect(
      try await open("morecomplexexample://list2/3/modal", with: router) == """
        select list2
        reload List2VC list2 at tab list2[0]
        reload List2DetailVC list2/:itemID (itemID=3) at tab list2[1]
        present ModalVC list2/:itemID/modal (itemID=3) as automatic, animated
        """)

    // The stand-alone modal goes over the top and keeps tab 2's modal.
    #expect(
      try await open("morecomplexexample://modal", with: router)
        == "present ModalVC modal as automatic, animated")
    #expect(
      navigator.state.description == """
        tabs (selected: list2)
        ├── list1
        │   ├── List1VC list1
        │   └── List1DetailVC list1/:itemID (itemID=6)
        └── list2
            ├── List2VC list2
            └── List2DetailVC list2/:itemID (itemID=3)
        modal automatic
        └── ModalVC list2/:itemID/modal (itemID=3)
        modal automatic
        └── ModalVC modal
        """)

    // List 2 detail's "Go back" link, with its trailing slash.
    #expect(
      try await open("morecomplexexample://list2/", with: router) == """
        dismiss all modals
        pop tab list2 to 1 screen, animated
        reload List2VC list2 at tab list2[0]
        """)
    #expect(
      navigator.state.description == """
        tabs (selected: list2)
        ├── list1
        │   ├── List1VC list1
        │   └── List1DetailVC list1/:itemID (itemID=6)
        └── list2
            └── List2VC list2
        """)
  }

  // MARK: WAAppRouting's PPRevealSample

  /// A side-menu container: a centre stack holding list 1's and list 2's
  /// chains, a left menu, and a stand-alone modal.
  @Test("PPRevealSample's side menu is a custom container whose children links select")
  func ppRevealSample() async throws {
    let table = try makeTable(scheme: "pprevealexample") { registrar in
      registrar.register(
        "list1<List1VC>/:itemID<List1DetailVC>/extra<List1ExtraVC>", in: .tab("center"))
      registrar.register("list2<List2VC>/:itemID<List2DetailVC>", in: .tab("center"))
      registrar.register("left<LeftMenuVC>", in: .tab("left"))
      registrar.register("modal<ModalVC>!")
    }
    let navigator = HeadlessNavigator(shell: .container(["center", "left"]))
    let router = try Router(table: table, navigator: navigator)

    #expect(
      try await open("pprevealexample://list1", with: router)
        == "set tab center to [List1VC list1], animated")
    // The "Left" bar button.
    #expect(
      try await open("pprevealexample://left", with: router) == """
        select left
        set tab left to [LeftMenuVC left], animated
        """)
    // The menu's `list1/3?wapprouting_animated=NO` row: the request turns animation off.
    #expect(
      try await open("pprevealexample://list1/3", with: router, animation: .never) == """
        select center
        reload List1VC list1 at tab center[0]
        push List1DetailVC list1/:itemID (itemID=3) on tab center
        """)
    // WAAppRouting pushed list 2 on top of list 1; list 2's chain replaces the centre stack.
    #expect(
      try await open("pprevealexample://list2/4?extraParam1=1&extraParam2=toto", with: router)
        == """
        set tab center to [List2VC list2 (extraParam1=1, extraParam2=toto), \
        List2DetailVC list2/:itemID (extraParam1=1, extraParam2=toto, itemID=4)], animated
        """)
    #expect(
      try await open("pprevealexample://modal", with: router)
        == "present ModalVC modal as automatic, animated")
    // The modal's "Go to list 1 detail" button.
    #expect(
      try await open("pprevealexample://list1/6", with: router) == """
        dismiss all modals
        set tab center to [List1VC list1, List1DetailVC list1/:itemID (itemID=6)], animated
        """)
    #expect(
      navigator.state.description == """
        container (selected: center)
        ├── center
        │   ├── List1VC list1
        │   └── List1DetailVC list1/:itemID (itemID=6)
        └── left
            └── LeftMenuVC left
        """)
  }

  // MARK: Lifting WAAppRouting's limits

  @Test("a screen is pushed inside a modal, in a chain and over the top")
  func pushInsideModal() async throws {
    let table = try makeTable(scheme: "app") { registrar in
      registrar.register(
        "list<ListVC>/:itemID<DetailVC>/comments<CommentsVC>!/:commentID<CommentVC>")
      registrar.register("login<LoginVC>!/signup<SignupVC>")
    }
    let navigator = HeadlessNavigator()
    let router = try Router(table: table, navigator: navigator)

    #expect(
      try await open("app://list/1/comments/9", with: router) == """
        set root stack to [ListVC list, DetailVC list/:itemID (itemID=1)]
        present CommentsVC list/:itemID/comments (itemID=1) as automatic
        push CommentVC list/:itemID/comments/:commentID (commentID=9, itemID=1) on modal 0, animated
        """)
    #expect(
      try await open("app://login/signup", with: router) == """
        present LoginVC login as automatic
        push SignupVC login/signup on modal 1, animated
        """)
    #expect(
      navigator.state.description == """
        stack
        ├── ListVC list
        └── DetailVC list/:itemID (itemID=1)
        modal automatic
        ├── CommentsVC list/:itemID/comments (itemID=1)
        └── CommentVC list/:itemID/comments/:commentID (commentID=9, itemID=1)
        modal automatic
        ├── LoginVC login
        └── SignupVC login/signup
        """)
  }

  @Test("the same target type in two chains is rebuilt under the right parent each time")
  func sameTargetInTwoChains() async throws {
    let table = try makeTable(scheme: "app") { registrar in
      registrar.register("list<ListVC>/:itemID<DetailVC>", in: .tab("all"))
      registrar.register("favorites<FavoritesVC>/:itemID<DetailVC>", in: .tab("favorites"))
      registrar.register("recent<RecentVC>/:itemID<DetailVC>")
    }
    let navigator = HeadlessNavigator(shell: .tabs(["all", "favorites"]))
    let router = try Router(table: table, navigator: navigator)

    _ = try await open("app://list/1", with: router)
    #expect(
      try await open("app://favorites/1", with: router) == """
        select favorites
        set tab favorites to [FavoritesVC favorites, \
        DetailVC favorites/:itemID (itemID=1)], animated
        """)
    #expect(
      try await open("app://list/2", with: router) == """
        select all
        pop tab all to 1 screen
        reload ListVC list at tab all[0]
        push DetailVC list/:itemID (itemID=2) on tab all, animated
        """)
    // A route without a placement goes to the selected tab, replacing its other chain.
    #expect(
      try await open("app://recent/1", with: router) == """
        set tab all to [RecentVC recent, DetailVC recent/:itemID (itemID=1)], animated
        """)
    #expect(
      navigator.state.description == """
        tabs (selected: all)
        ├── all
        │   ├── RecentVC recent
        │   └── DetailVC recent/:itemID (itemID=1)
        └── favorites
            ├── FavoritesVC favorites
            └── DetailVC favorites/:itemID (itemID=1)
        """)
  }

  @Test("modals are dismissed when a link needs the screen under them")
  func dismissesModalsOverNeededScreen() async throws {
    let table = try makeTable(scheme: "app") { registrar in
      registrar.register("list<ListVC>/:itemID<DetailVC>/comments<CommentsVC>!")
      registrar.register("compose<ComposeVC>!")
    }
    let navigator = HeadlessNavigator()
    let router = try Router(table: table, navigator: navigator)
    _ = try await open("app://list/1/comments", with: router)
    _ = try await open("app://compose", with: router)
    #expect(navigator.state.modals.count == 2)

    #expect(
      try await open("app://list/1", with: router) == """
        dismiss all modals, animated
        reload ListVC list at root stack[0]
        reload DetailVC list/:itemID (itemID=1) at root stack[1]
        """)
    #expect(
      navigator.state.description == """
        stack
        ├── ListVC list
        └── DetailVC list/:itemID (itemID=1)
        """)
    #expect(navigator.state.visibleScreen?.target == "DetailVC")
  }

  /// Regression: a screen's identity came from the DSL's `:name` components,
  /// not from the matcher's parameter names, so with a custom matcher
  /// `list/1` and `list/2` were one screen, reloaded instead of replaced.
  @Test("with a custom matcher, one entity with other route parameters is another screen")
  func customMatcherIdentity() async throws {
    var registrar = Registrar()
    registrar.accept(scheme: "app")
    registrar.register("list<ListVC>/$itemID<DetailVC>")
    let table = try registrar.makeTable(matcher: DollarParameterMatcher.self)
    let navigator = HeadlessNavigator()
    let router = try Router(table: table, navigator: navigator)

    _ = try await open("app://list/1", with: router)
    let firstDetail = try #require(navigator.screens(at: .root).last)
    let plan = try await open("app://list/2", with: router)
    #expect(
      plan == """
        pop root stack to 1 screen
        reload ListVC list at root stack[0]
        push DetailVC list/$itemID (itemID=2) on root stack, animated
        """)
    #expect(navigator.screens(at: .root).last !== firstDetail)
  }

  // MARK: Idempotency

  @Test(
    "opening the same link twice only reloads the very same screens",
    arguments: [
      "app://list/1/comments/9?ref=mail",
      "app://list/1",
      "app://compose/draft",
    ])
  func sameLinkTwice(link: String) async throws {
    let table = try makeTable(scheme: "app") { registrar in
      registrar.register(
        "list<ListVC>/:itemID<DetailVC>/comments<CommentsVC>!/:commentID<CommentVC>")
      registrar.register("compose<ComposeVC>!/draft<DraftVC>")
    }
    let navigator = HeadlessNavigator()
    let router = try Router(table: table, navigator: navigator)
    let locations: [NavigationState.StackLocation] = [.root, .modal(0)]

    _ = try await open(link, with: router)
    let state = navigator.state
    let screens = locations.map(navigator.screens(at:))
    #expect(!screens.joined().isEmpty)

    let outcome = await router.open(.url(link))
    guard case .handled(let handled) = outcome else {
      Issue.record("\(link) was not handled the second time: \(outcome)")
      return
    }
    #expect(handled.plan.onlyReloads)
    #expect(!handled.plan.steps.isEmpty)
    #expect(navigator.state == state)
    for (before, after) in zip(screens, locations.map(navigator.screens(at:))) {
      #expect(before.count == after.count)
      for (old, new) in zip(before, after) {
        #expect(old === new)
      }
    }
  }

  // MARK: Screens bound to real types

  @Test("new and kept screens both receive every link, each with its own parameters")
  func boundScreensReceiveLinks() async throws {
    let table = try makeTable(scheme: "app") { registrar in
      registrar.register("list<ListVC>/:itemID<DetailVC>/extra<ExtraVC>")
      registrar.configure("list/:itemID", options: EntityOptions(defaults: ["tab": "info"]))
      registrar.configure("list/:itemID/extra", options: EntityOptions(allowedParameters: []))
    }
    var bindings = TargetBindings()
    bindings.bind(ListVC.self)
    bindings.bind(DetailVC.self)
    bindings.bind(ExtraVC.self)
    let navigator = HeadlessNavigator(bindings: bindings, usesPlaceholders: false)
    let router = try Router(table: table, navigator: navigator)

    _ = try await open("app://list/1/extra?ref=mail", with: router)
    let first = navigator.screens(at: .root)
    let list = try #require(first.first as? ListVC)
    let detail = try #require(first.dropFirst().first as? DetailVC)
    let extra = try #require(first.last as? ExtraVC)
    // The target allows no query parameter, so neither do the screens below
    // it: a link's query is addressed to its target.
    #expect(list.received == ["app://list/1/extra?ref=mail"])
    #expect(detail.received == ["app://list/1/extra?ref=mail (itemID=1, tab=info)"])
    #expect(extra.received == ["app://list/1/extra?ref=mail (itemID=1)"])

    _ = try await open("app://list/1?ref=home", with: router)
    #expect(navigator.screens(at: .root).count == 2)
    #expect(navigator.screens(at: .root).first === list)
    #expect(navigator.screens(at: .root).last === detail)
    #expect(
      list.received == [
        "app://list/1/extra?ref=mail", "app://list/1?ref=home (ref=home)",
      ])
    #expect(
      detail.received == [
        "app://list/1/extra?ref=mail (itemID=1, tab=info)",
        "app://list/1?ref=home (itemID=1, ref=home, tab=info)",
      ])
    #expect(extra.received.count == 1)

    _ = try await open("app://list/2", with: router)
    let newDetail = try #require(navigator.screens(at: .root).last as? DetailVC)
    #expect(newDetail !== detail)
    #expect(newDetail.received == ["app://list/2 (itemID=2, tab=info)"])
    #expect(detail.received.count == 2)
    #expect(list.received.last == "app://list/2")
    #expect(list.received.count == 3)
  }

  @Test("the pre-configuration hook reaches new and kept screens before their link")
  func preconfigureRunsFirst() async throws {
    let table = try makeTable(scheme: "app") { registrar in
      registrar.register("list<ListVC>/:itemID<DetailVC>")
    }
    var bindings = TargetBindings()
    bindings.bind(ListVC.self)
    bindings.bind(DetailVC.self)
    var injections = 0
    bindings.preconfigure = { screen, _ in
      injections += 1
      (screen as? RecordingScreen)?.store = "store \(injections)"
    }
    let navigator = HeadlessNavigator(bindings: bindings, usesPlaceholders: false)
    let router = try Router(table: table, navigator: navigator)

    _ = try await open("app://list/1", with: router)
    _ = try await open("app://list/1", with: router)
    let list = try #require(navigator.screens(at: .root).first as? ListVC)
    let detail = try #require(navigator.screens(at: .root).last as? DetailVC)
    #expect(list.storesSeen == ["store 1", "store 3"])
    #expect(detail.storesSeen == ["store 2", "store 4"])
  }
}

/// A screen that records every link it receives, as `link (parameters)`,
/// and the dependency it held when the link arrived.
@MainActor
private class RecordingScreen {
  private(set) var received: [String] = []
  private(set) var storesSeen: [String?] = []
  var store: String?

  required init() {}

  func reload(with link: AppLink, parameters: LinkParameters) {
    received.append(
      link.request.original + (parameters.isEmpty ? "" : " (\(parameters))"))
    storesSeen.append(store)
  }
}

private final class ListVC: RecordingScreen, RoutableTarget {
  static func make(for link: AppLink, parameters: LinkParameters) -> Self { Self() }
}

private final class DetailVC: RecordingScreen, RoutableTarget {
  static func make(for link: AppLink, parameters: LinkParameters) -> Self { Self() }
}

private final class ExtraVC: RecordingScreen, RoutableTarget {
  static func make(for link: AppLink, parameters: LinkParameters) -> Self { Self() }
}

/// WAAppRouting's custom-matcher example: `$name` literals are parameters,
/// and a link matches a pattern of exactly its length.
private struct DollarParameterMatcher: RouteMatcher {
  let routes: [Route]

  init(routes: [Route], options: MatchingOptions) {
    self.routes = routes
  }

  func matches(for request: RequestURL) -> [RouteMatch] {
    routes.compactMap { route in
      let components = route.pattern.components
      guard components.count == request.segments.count else { return nil }
      var parameters: [String: String] = [:]
      for (component, segment) in zip(components, request.segments) {
        guard case .literal(let text) = component else { return nil }
        if text.hasPrefix("$") {
          parameters[String(text.dropFirst())] = segment
        } else if text != segment {
          return nil
        }
      }
      return RouteMatch(route: route, parameters: parameters)
    }
  }

  func parameterNames(in pattern: RoutePattern) -> [String] {
    pattern.components.compactMap { component in
      guard case .literal(let text) = component, text.hasPrefix("$") else { return nil }
      return String(text.dropFirst())
    }
  }
}
