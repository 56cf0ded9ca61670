import Testing

@testable import StackRouter

/// The plans ``StackRouteHandler`` makes from hand-built navigation states,
/// rule by rule (DESIGN §6), compared as the text a plan prints.
@Suite("StackRouteHandler")
struct StackRouteHandlerTests {
  let table: RouteTable
  let handler = StackRouteHandler()

  init() throws {
    var registrar = Registrar()
    registrar.accept(scheme: "app")
    registrar.register("list<ListVC>/:itemID<DetailVC>/extra<ExtraVC>")
    registrar.register(
      "list<ListVC>/:itemID<DetailVC>/share<ShareVC>!/:channel<ChannelVC>/preview<PreviewVC>!")
    registrar.register(
      "news<NewsVC>/:articleID<ArticleVC>/comments<CommentsVC>!/:commentID<CommentVC>",
      in: .tab("news"))
    registrar.register("library<LibraryVC>/:bookID<BookVC>", in: .tab("library"))
    registrar.register("settings<SettingsVC>", in: .tab("settings"))
    registrar.register("compose<ComposeVC>!/draft<DraftVC>")
    registrar.configure("compose", options: EntityOptions(presentationStyle: .formSheet))
    registrar.register("feed<FeedVC>/:postID<PostVC>", in: .tab("center"))
    registrar.register("menu<MenuVC>", in: .tab("menu"))
    table = try registrar.makeTable()
  }

  // MARK: Helpers

  private struct LinkDidNotMatch: Error {}

  /// The link `text` resolves to, recording an issue at the caller when it does not match.
  private func link(
    _ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) throws -> AppLink {
    guard case .matched(let link) = table.resolve(text) else {
      Issue.record("no entity matches \(text)", sourceLocation: sourceLocation)
      throw LinkDidNotMatch()
    }
    return link
  }

  /// A screen of the entity with `pattern`, as a navigator would report it.
  private func screen(
    _ pattern: String, _ parameters: LinkParameters = [:],
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) throws -> Screen {
    let entity = try #require(
      table.entity(for: RoutePattern(parsing: pattern)), sourceLocation: sourceLocation)
    return Screen(entity: entity, parameters: parameters)
  }

  /// The plan for `text` from `state`, printed.
  private func plan(
    _ text: String, from state: NavigationState, animation: AnimationPolicy = .lastTransition,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) throws -> String {
    try handler.plan(
      for: link(text, sourceLocation: sourceLocation), in: state, animation: animation
    ).description
  }

  /// `[ListVC list, DetailVC list/:itemID (itemID=ID)]`.
  private func listDetail(_ itemID: String) throws -> [Screen] {
    [try screen("list"), try screen("list/:itemID", ["itemID": itemID])]
  }

  /// Tabs `news` and `library` with these stacks, `selected` selected.
  private func tabs(
    news: [Screen] = [], library: [Screen] = [], selected: String,
    modals: [NavigationState.Modal] = []
  ) -> NavigationState {
    NavigationState(
      root: .tabs(
        [.init(name: "news", stack: news), .init(name: "library", stack: library)],
        selected: selected),
      modals: modals)
  }

  // MARK: An empty hierarchy

  @Test("an empty root stack receives the whole chain in one animated setStack")
  func emptyStack() throws {
    let plan = try plan("app://list/1/extra", from: NavigationState(root: .stack([])))
    #expect(
      plan == """
        set root stack to [ListVC list, DetailVC list/:itemID (itemID=1), \
        ExtraVC list/:itemID/extra (itemID=1)], animated
        """)
  }

  // MARK: Rule 2: dismiss the modals that are not part of the chain

  @Test("modals that are not part of the chain are dismissed before the kept screens reload")
  func dismissesForeignModals() throws {
    let state = NavigationState(
      root: .stack(try listDetail("1")),
      modals: [.init(style: .formSheet, stack: [try screen("compose")])])
    #expect(
      try plan("app://list/1", from: state) == """
        dismiss all modals, animated
        reload ListVC list at root stack[0]
        reload DetailVC list/:itemID (itemID=1) at root stack[1]
        """)
  }

  @Test("only the modals above the chain's own modal are dismissed")
  func dismissesModalsAboveTheChain() throws {
    let state = NavigationState(
      root: .stack(try listDetail("1")),
      modals: [
        .init(stack: [try screen("list/:itemID/share", ["itemID": "1"])]),
        .init(style: .formSheet, stack: [try screen("compose")]),
      ])
    #expect(
      try plan("app://list/1/share", from: state) == """
        dismiss the modals above depth 1, animated
        reload ListVC list at root stack[0]
        reload DetailVC list/:itemID (itemID=1) at root stack[1]
        reload ShareVC list/:itemID/share (itemID=1) at modal 0[0]
        """)
  }

  @Test("a chain's modal over the wrong screen underneath is dismissed with it")
  func dismissesChainModalOverWrongBase() throws {
    let state = NavigationState(
      root: .stack(try listDetail("1")),
      modals: [.init(stack: [try screen("list/:itemID/share", ["itemID": "1"])])])
    #expect(
      try plan("app://list/2/share", from: state) == """
        dismiss all modals
        pop root stack to 1 screen
        reload ListVC list at root stack[0]
        push DetailVC list/:itemID (itemID=2) on root stack
        present ShareVC list/:itemID/share (itemID=2) as automatic, animated
        """)
  }

  // MARK: Rule 3: select the tab that holds the chain's root

  @Test("the tab its placement names is selected and filled")
  func selectsPlacedTab() throws {
    let state = tabs(news: [try screen("news")], selected: "news")
    #expect(
      try plan("app://library/7", from: state) == """
        select library
        set tab library to [LibraryVC library, BookVC library/:bookID (bookID=7)], animated
        """)
  }

  @Test("a tab that already holds the chain is selected and its screens only reload")
  func selectsTabAlreadyHoldingTheChain() throws {
    let state = tabs(
      news: [try screen("news"), try screen("news/:articleID", ["articleID": "42"])],
      library: [try screen("library")], selected: "library")
    #expect(
      try plan("app://news/42", from: state) == """
        select news
        reload NewsVC news at tab news[0]
        reload ArticleVC news/:articleID (articleID=42) at tab news[1]
        """)
  }

  @Test("modals over the tab bar are dismissed before another tab is selected")
  func dismissesBeforeSelecting() throws {
    let state = tabs(
      news: [try screen("news"), try screen("news/:articleID", ["articleID": "42"])],
      selected: "news",
      modals: [.init(stack: [try screen("news/:articleID/comments", ["articleID": "42"])])])
    #expect(
      try plan("app://library", from: state) == """
        dismiss all modals
        select library
        set tab library to [LibraryVC library], animated
        """)
  }

  /// Regression: with `.lastTransition` the dismissal was the plan's only
  /// transition, so it animated and revealed the old tab before the tab bar
  /// jumped to the new one.
  @Test("a dismissal followed by a tab switch does not animate, so the old tab never shows")
  func dismissalBeforeSelectionDoesNotAnimate() throws {
    let state = tabs(
      news: [try screen("news"), try screen("news/:articleID", ["articleID": "42"])],
      library: [try screen("library")], selected: "library",
      modals: [.init(style: .formSheet, stack: [try screen("compose")])])
    let plan = try plan("app://news/42", from: state)
    #expect(
      plan == """
        dismiss all modals
        select news
        reload NewsVC news at tab news[0]
        reload ArticleVC news/:articleID (articleID=42) at tab news[1]
        """)
  }

  @Test("a route placed in the root stack goes to the selected tab of a tab bar")
  func rootStackRouteInTabs() throws {
    let state = tabs(news: [try screen("news")], selected: "library")
    #expect(
      try plan("app://list/3", from: state) == """
        set tab library to [ListVC list, DetailVC list/:itemID (itemID=3)], animated
        """)
  }

  @Test("a placement naming a tab the state lacks throws a planning error")
  func unknownTab() throws {
    let link = try link("app://settings")
    #expect(
      throws: PlanningError(
        "the route is placed in tab 'settings', but the tabs are news, library")
    ) {
      try handler.plan(for: link, in: tabs(selected: "news"), animation: .lastTransition)
    }
    #expect(
      throws: PlanningError("the route is placed in tab 'settings', but the app has no tabs")
    ) {
      try handler.plan(
        for: link, in: NavigationState(root: .stack([])), animation: .lastTransition)
    }
  }

  // MARK: Rule 4: keep the longest correct prefix

  @Test(
    "the longest correct prefix is kept and reloaded, and the rest popped",
    arguments: [
      (
        "app://list/1/extra",
        """
        reload ListVC list at root stack[0]
        reload DetailVC list/:itemID (itemID=1) at root stack[1]
        reload ExtraVC list/:itemID/extra (itemID=1) at root stack[2]
        """
      ),
      (
        "app://list/1",
        """
        pop root stack to 2 screens, animated
        reload ListVC list at root stack[0]
        reload DetailVC list/:itemID (itemID=1) at root stack[1]
        """
      ),
      (
        "app://list",
        """
        pop root stack to 1 screen, animated
        reload ListVC list at root stack[0]
        """
      ),
      (
        "app://list/2/extra",
        """
        pop root stack to 1 screen
        reload ListVC list at root stack[0]
        push DetailVC list/:itemID (itemID=2) on root stack
        push ExtraVC list/:itemID/extra (itemID=2) on root stack, animated
        """
      ),
    ])
  func longestPrefix(link: String, expected: String) throws {
    let state = NavigationState(
      root: .stack(try listDetail("1") + [try screen("list/:itemID/extra", ["itemID": "1"])]))
    #expect(try plan(link, from: state) == expected)
  }

  @Test("the screens missing above a correct prefix are pushed, the last one animated")
  func pushesMissing() throws {
    let state = NavigationState(root: .stack([try screen("list")]))
    #expect(
      try plan("app://list/1/extra", from: state) == """
        reload ListVC list at root stack[0]
        push DetailVC list/:itemID (itemID=1) on root stack
        push ExtraVC list/:itemID/extra (itemID=1) on root stack, animated
        """)
  }

  @Test("screens the router did not create are popped, not reloaded")
  func unknownScreensArePopped() throws {
    let state = NavigationState(
      root: .stack(try listDetail("1") + [Screen(target: "PromoVC")]))
    #expect(
      try plan("app://list/1/extra", from: state) == """
        pop root stack to 2 screens
        reload ListVC list at root stack[0]
        reload DetailVC list/:itemID (itemID=1) at root stack[1]
        push ExtraVC list/:itemID/extra (itemID=1) on root stack, animated
        """)
  }

  @Test(
    "a stack whose bottom screen is wrong is replaced",
    arguments: [
      [Screen(target: "WelcomeVC")],
      [Screen(target: "WelcomeVC"), Screen(target: "ListVC")],
    ])
  func replacesWrongBottom(stack: [Screen]) throws {
    #expect(
      try plan("app://list/1", from: NavigationState(root: .stack(stack))) == """
        set root stack to [ListVC list, DetailVC list/:itemID (itemID=1)], animated
        """)
  }

  @Test("a stack that starts with another chain's root is replaced")
  func replacesAnotherChain() throws {
    let state = NavigationState(
      root: .stack([try screen("feed"), try screen("feed/:postID", ["postID": "1"])]))
    #expect(
      try plan("app://list/1", from: state) == """
        set root stack to [ListVC list, DetailVC list/:itemID (itemID=1)], animated
        """)
  }

  // MARK: Identity: route parameters, not query parameters

  @Test(
    "different query parameters are the same screen, reloaded with the new ones",
    arguments: ["app://list/1?sort=asc", "app://list/1?sort=desc&page=2"])
  func queryParametersReload(link: String) throws {
    let state = NavigationState(
      root: .stack([
        try screen("list", ["sort": "desc"]),
        try screen("list/:itemID", ["itemID": "1", "sort": "desc"]),
      ]))
    let plan = try handler.plan(for: self.link(link), in: state, animation: .lastTransition)
    #expect(plan.onlyReloads)
    #expect(plan.steps.count == 2)
    let query = link.split(separator: "?")[1].split(separator: "&").sorted().joined(separator: ", ")
    #expect(
      plan.description == """
        reload ListVC list (\(query)) at root stack[0]
        reload DetailVC list/:itemID (itemID=1, \(query)) at root stack[1]
        """)
  }

  @Test("the same entity with another route parameter is another screen")
  func routeParametersDiffer() throws {
    let state = NavigationState(root: .stack(try listDetail("1")))
    let plan = try handler.plan(for: link("app://list/2"), in: state, animation: .lastTransition)
    #expect(!plan.onlyReloads)
    #expect(
      plan.description == """
        pop root stack to 1 screen
        reload ListVC list at root stack[0]
        push DetailVC list/:itemID (itemID=2) on root stack, animated
        """)
  }

  @Test("a state built from the link itself plans only reloads")
  func sameLinkOnlyReloads() throws {
    let link = try link("app://list/1/share/mail?ref=home")
    var screens = link.chain.map { Screen(entity: $0, parameters: link.parameters(for: $0)) }
    let modal = Array(screens[2...])
    screens.removeSubrange(2...)
    let state = NavigationState(root: .stack(screens), modals: [.init(stack: modal)])
    let plan = try handler.plan(for: link, in: state, animation: .always)
    #expect(plan.onlyReloads)
    #expect(
      plan.description == """
        reload ListVC list (ref=home) at root stack[0]
        reload DetailVC list/:itemID (itemID=1, ref=home) at root stack[1]
        reload ShareVC list/:itemID/share (itemID=1, ref=home) at modal 0[0]
        reload ChannelVC list/:itemID/share/:channel (channel=mail, itemID=1, ref=home) \
        at modal 0[1]
        """)
  }

  // MARK: Rule 5: present modal entities, then push inside them

  @Test("modal entities are presented and the entities after them pushed inside")
  func presentsThenPushesInside() throws {
    #expect(
      try plan("app://list/1/share/mail", from: NavigationState(root: .stack([]))) == """
        set root stack to [ListVC list, DetailVC list/:itemID (itemID=1)]
        present ShareVC list/:itemID/share (itemID=1) as automatic
        push ChannelVC list/:itemID/share/:channel (channel=mail, itemID=1) on modal 0, animated
        """)
  }

  @Test("a second modal of the chain is presented on the first")
  func presentsNestedModals() throws {
    let state = NavigationState(root: .stack(try listDetail("1")))
    #expect(
      try plan("app://list/1/share/mail/preview", from: state) == """
        reload ListVC list at root stack[0]
        reload DetailVC list/:itemID (itemID=1) at root stack[1]
        present ShareVC list/:itemID/share (itemID=1) as automatic
        push ChannelVC list/:itemID/share/:channel (channel=mail, itemID=1) on modal 0
        present PreviewVC list/:itemID/share/:channel/preview (channel=mail, itemID=1) \
        as automatic, animated
        """)
  }

  @Test("a modal chain in a tab selects the tab, then presents and pushes")
  func modalChainInTab() throws {
    let state = tabs(
      news: [try screen("news"), try screen("news/:articleID", ["articleID": "42"])],
      selected: "library")
    #expect(
      try plan("app://news/42/comments/9", from: state) == """
        select news
        reload NewsVC news at tab news[0]
        reload ArticleVC news/:articleID (articleID=42) at tab news[1]
        present CommentsVC news/:articleID/comments (articleID=42) as automatic
        push CommentVC news/:articleID/comments/:commentID (articleID=42, commentID=9) \
        on modal 0, animated
        """)
  }

  // MARK: A partially matching modal is adjusted in place

  @Test(
    "a modal whose first screen is the chain's is adjusted in place",
    arguments: [
      (
        "app://list/1/share/sms",
        """
        reload ListVC list at root stack[0]
        reload DetailVC list/:itemID (itemID=1) at root stack[1]
        pop modal 0 to 1 screen
        reload ShareVC list/:itemID/share (itemID=1) at modal 0[0]
        push ChannelVC list/:itemID/share/:channel (channel=sms, itemID=1) on modal 0, animated
        """
      ),
      (
        "app://list/1/share",
        """
        reload ListVC list at root stack[0]
        reload DetailVC list/:itemID (itemID=1) at root stack[1]
        pop modal 0 to 1 screen, animated
        reload ShareVC list/:itemID/share (itemID=1) at modal 0[0]
        """
      ),
      (
        "app://list/1/share/mail/preview",
        """
        reload ListVC list at root stack[0]
        reload DetailVC list/:itemID (itemID=1) at root stack[1]
        reload ShareVC list/:itemID/share (itemID=1) at modal 0[0]
        reload ChannelVC list/:itemID/share/:channel (channel=mail, itemID=1) at modal 0[1]
        present PreviewVC list/:itemID/share/:channel/preview (channel=mail, itemID=1) \
        as automatic, animated
        """
      ),
    ])
  func adjustsModalInPlace(link: String, expected: String) throws {
    let state = NavigationState(
      root: .stack(try listDetail("1")),
      modals: [
        .init(stack: [
          try screen("list/:itemID/share", ["itemID": "1"]),
          try screen("list/:itemID/share/:channel", ["itemID": "1", "channel": "mail"]),
        ])
      ])
    #expect(try plan(link, from: state) == expected)
  }

  // MARK: A root `!` route is presented over the top

  @Test("a root modal route is presented over the top, keeping the modals already shown")
  func presentsOverTop() throws {
    let state = NavigationState(
      root: .stack(try listDetail("1")),
      modals: [.init(stack: [try screen("list/:itemID/share", ["itemID": "1"])])])
    #expect(
      try plan("app://compose", from: state) == "present ComposeVC compose as formSheet, animated")
    #expect(
      try plan("app://compose/draft", from: state) == """
        present ComposeVC compose as formSheet
        push DraftVC compose/draft on modal 1, animated
        """)
  }

  @Test("a root modal route over an empty hierarchy is presented on the root")
  func presentsOverEmptyRoot() throws {
    #expect(
      try plan("app://compose/draft", from: NavigationState(root: .stack([]))) == """
        present ComposeVC compose as formSheet
        push DraftVC compose/draft on modal 0, animated
        """)
  }

  @Test("re-opening a root modal route that is on top only reloads it")
  func reopensOverTop() throws {
    let state = NavigationState(
      root: .stack(try listDetail("1")),
      modals: [
        .init(stack: [try screen("list/:itemID/share", ["itemID": "1"])]),
        .init(style: .formSheet, stack: [try screen("compose")]),
      ])
    let plan = try handler.plan(
      for: link("app://compose?to=bob"), in: state, animation: .lastTransition)
    #expect(plan.onlyReloads)
    #expect(plan.description == "reload ComposeVC compose (to=bob) at modal 1[0]")
  }

  @Test("re-opening a root modal route dismisses what covers it and adjusts its stack")
  func reopensCoveredOverTop() throws {
    let state = NavigationState(
      root: .stack([]),
      modals: [
        .init(style: .formSheet, stack: [try screen("compose"), try screen("compose/draft")]),
        .init(stack: [try screen("list/:itemID/share", ["itemID": "1"])]),
      ])
    #expect(
      try plan("app://compose", from: state) == """
        dismiss the modals above depth 1
        pop modal 0 to 1 screen, animated
        reload ComposeVC compose at modal 0[0]
        """)
    #expect(
      try plan("app://compose/draft", from: state) == """
        dismiss the modals above depth 1, animated
        reload ComposeVC compose at modal 0[0]
        reload DraftVC compose/draft at modal 0[1]
        """)
  }

  // MARK: Rule 6: animation

  @Test(
    "the animation policy decides which transitions animate; selection and reloads never do",
    arguments: [
      (
        AnimationPolicy.lastTransition,
        """
        dismiss all modals
        select news
        pop tab news to 1 screen
        reload NewsVC news at tab news[0]
        push ArticleVC news/:articleID (articleID=2) on tab news, animated
        """
      ),
      (
        AnimationPolicy.always,
        """
        dismiss all modals, animated
        select news
        pop tab news to 1 screen, animated
        reload NewsVC news at tab news[0]
        push ArticleVC news/:articleID (articleID=2) on tab news, animated
        """
      ),
      (
        AnimationPolicy.never,
        """
        dismiss all modals
        select news
        pop tab news to 1 screen
        reload NewsVC news at tab news[0]
        push ArticleVC news/:articleID (articleID=2) on tab news
        """
      ),
    ])
  func animationPolicy(policy: AnimationPolicy, expected: String) throws {
    let state = tabs(
      news: [try screen("news"), try screen("news/:articleID", ["articleID": "1"])],
      library: [try screen("library")], selected: "library",
      modals: [.init(style: .formSheet, stack: [try screen("compose")])])
    #expect(try plan("app://news/2", from: state, animation: policy) == expected)
  }

  @Test(
    "a plan without transitions animates nothing, whatever the policy",
    arguments: [
      AnimationPolicy.lastTransition, .always, .never,
    ])
  func reloadsNeverAnimate(policy: AnimationPolicy) throws {
    let state = NavigationState(root: .stack(try listDetail("1")))
    let plan = try handler.plan(for: link("app://list/1"), in: state, animation: policy)
    #expect(plan.steps.allSatisfy { !$0.isAnimated })
    #expect(plan.steps.count == 2)
  }

  // MARK: Custom containers

  @Test("a custom container's children are selected and filled like tabs")
  func containerSelectsChild() throws {
    let state = NavigationState(
      root: .container(
        [.init(name: "center", stack: [try screen("feed")]), .init(name: "menu")],
        selected: "center"))
    #expect(
      try plan("app://menu", from: state) == """
        select menu
        set tab menu to [MenuVC menu], animated
        """)
    var onMenu = state
    onMenu.select("menu")
    #expect(
      try plan("app://feed/5", from: onMenu) == """
        select center
        reload FeedVC feed at tab center[0]
        push PostVC feed/:postID (postID=5) on tab center, animated
        """)
  }

  @Test("a custom container dismisses modals and keeps prefixes like a tab bar")
  func containerDismissesAndKeepsPrefix() throws {
    let state = NavigationState(
      root: .container(
        [
          .init(
            name: "center",
            stack: [try screen("feed"), try screen("feed/:postID", ["postID": "5"])]),
          .init(name: "menu", stack: [try screen("menu")]),
        ],
        selected: "center"),
      modals: [.init(style: .formSheet, stack: [try screen("compose")])])
    #expect(
      try plan("app://feed/6", from: state) == """
        dismiss all modals
        pop tab center to 1 screen
        reload FeedVC feed at tab center[0]
        push PostVC feed/:postID (postID=6) on tab center, animated
        """)
  }

  @Test("a placement naming a child the custom container lacks throws a planning error")
  func containerUnknownChild() throws {
    let state = NavigationState(
      root: .container([.init(name: "center"), .init(name: "menu")], selected: "center"))
    let link = try link("app://library")
    #expect(
      throws: PlanningError("the route is placed in tab 'library', but the tabs are center, menu")
    ) {
      try handler.plan(for: link, in: state, animation: .lastTransition)
    }
  }

  @Test(
    "screens built apart from equal values are equal and hash alike; any differing value tells them apart"
  )
  func screenEquality() throws {
    let first = try link("app://list/42/extra")
    let again = try link("app://list/42/extra")
    let other = try link("app://list/7/extra")
    let detail = first.chain[1]
    let screen = Screen(entity: detail, link: first)
    let same = Screen(entity: detail, link: again)
    #expect(screen == same && screen.hashValue == same.hashValue)
    #expect(screen.parameters == ["itemID": "42"] && screen.routeParameterNames == ["itemID"])
    #expect(screen != Screen(entity: detail, link: other))
    #expect(screen != Screen(entity: detail, parameters: ["itemID": "42"], wildcards: ["x"]))
    #expect(screen == Screen(entity: detail, parameters: ["itemID": "42"]))
    #expect(Screen(target: "A") != Screen(target: "B"))
  }
}
