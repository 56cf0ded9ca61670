// swift-format-ignore-file
// The Swift snippets of StackRouterUIKit.docc/TestingWithoutASimulator.md,
// verbatim between their markers (SnippetTests checks it), inside suites that
// give them what they use; all of them run. The first needs no UIKit; the
// others drive the UIKit stand-in, which exists on Linux only.
import Foundation
import StackRouter
import Testing

/// The headless test of the article: the app's manifest is the package's
/// bundled sample.
@Suite("UIKit article: testing with the headless navigator")
struct UIKitArticleHeadlessSnippets {
  /// The manifest the article's test loads.
  let routesPath = Docs.root.appendingPathComponent("Samples/Sample.routes").path

  // snippet: Sources/StackRouterUIKit/StackRouterUIKit.docc/TestingWithoutASimulator.md #1
  @Test("a comment link rebuilds the article's stack under its comments")
  @MainActor func commentLink() async throws {
    let manifest = try RoutesManifest.load(contentsOf: routesPath)  // the app's Routes.routes
    let navigator = HeadlessNavigator(shell: .tabs(manifest.tabs ?? []))
    let router = try Router(manifest: manifest, navigator: navigator)

    let outcome = await router.open(.url("sample://articles/42/comments/7"))

    guard case .handled(let handled) = outcome else {
      Issue.record("not handled: \(outcome)")
      return
    }
    #expect(handled.plan.description.hasSuffix("on modal 0, animated"))
    #expect(navigator.state.description == """
      tabs (selected: news)
      ├── news
      │   ├── ArticleListVC articles (sort=newest)
      │   └── ArticleVC articles/:articleID (articleID=42)
      └── library
      modal automatic
      ├── CommentsVC articles/:articleID/comments (articleID=42)
      └── CommentVC articles/:articleID/comments/:commentID (articleID=42, commentID=7)
      """)
  }
  // end snippet

  @Test("app setup: 'myapp://list/42' and 'myapp:list/42' both open item 42, as the article says")
  @MainActor func bothSchemeForms() async throws {
    let article = "Sources/StackRouterUIKit/StackRouterUIKit.docc/AppSetup.md"
    let line = try #require(
      Docs.line(in: article, containing: "`myapp://list/42` and `myapp:list/42` then reach"))
    var registrar = Registrar()
    registrar.accept(scheme: "myapp")
    registrar.register("list<ListVC>/:itemID<DetailVC>")
    let table = try registrar.makeTable()
    var states: [String] = []
    for link in ["myapp://list/42", "myapp:list/42"] {
      let navigator = HeadlessNavigator(shell: .stack)
      let router = try Router(table: table, navigator: navigator)
      let outcome = await router.open(.url(link))
      #expect(outcome.name == "handled", "\(article):\(line): \(link): \(outcome)")
      states.append(navigator.state.description)
    }
    #expect(states[0] == states[1])
    #expect(states[0].contains("(itemID=42)"), "\(states[0])")
  }
}

#if os(Linux)
import DocumentationUIKitSnippets
import StackRouterUIKit
@_spi(Testing) import UIKitStandIn

/// An app of the stand-in: a window holding a navigation stack, the
/// article's list and detail screens, and the router.
@MainActor
struct StandInApp {
  let window: UIWindow
  let navigator: UIKitNavigator
  let router: Router
}

/// The routes of the stand-in tests: a list and its items.
func listTable() throws -> RouteTable {
  var registrar = Registrar()
  registrar.accept(scheme: "myapp")
  registrar.register("list<ListViewController>/:itemID<DetailViewController>")
  return try registrar.makeTable()
}

/// Builds a stand-in app, as an app's scene delegate would.
@MainActor
func makeStandInApp(table: RouteTable) throws -> StandInApp {
  let window = UIWindow(windowScene: UIWindowScene())
  window.rootViewController = UINavigationController()
  window.makeKeyAndVisible()
  let navigator = UIKitNavigator(window: window, bindings: documentedBindings())
  return StandInApp(
    window: window, navigator: navigator, router: try Router(table: table, navigator: navigator))
}

/// The strict-mode test of the article, for the sample's routes.
@Suite("UIKit article: strict mode under many seeds")
struct UIKitArticleStrictSnippets {
  /// The article's `makeApp()`: the bundled sample's routes on a tab bar
  /// of navigation stacks, every target a plain screen.
  @MainActor
  func makeApp() throws -> StandInApp {
    let manifest = try RoutesManifest.load(
      contentsOf: Docs.root.appendingPathComponent("Samples/Sample.routes").path)
    let tabs = UITabBarController()
    tabs.viewControllers = (manifest.tabs ?? []).map { _ in UINavigationController() }
    let window = UIWindow(windowScene: UIWindowScene())
    window.rootViewController = tabs
    window.makeKeyAndVisible()
    var bindings = TargetBindings()
    for name in ["ArticleListVC", "ArticleVC", "CommentsVC", "CommentVC", "AuthorVC",
      "ShelfListVC", "ShelfVC", "BookVC", "PageVC", "NewShelfVC", "ComposeVC", "PromoVC"]
    {
      bindings.bind(name) { _, _ in PlainScreen() }
    }
    let navigator = UIKitNavigator(window: window, tabNames: manifest.tabs ?? [], bindings: bindings)
    // The navigator's deadlines run on the wall clock: 200 seeds on one main
    // actor, on a loaded machine, can take longer than the default five
    // seconds to settle (this test failed so once under ThreadSanitizer).
    navigator.timeout = .seconds(100)
    return StandInApp(
      window: window, navigator: navigator, router: try Router(manifest: manifest, navigator: navigator))
  }

  // snippet: Sources/StackRouterUIKit/StackRouterUIKit.docc/TestingWithoutASimulator.md #2
  @Test("a comment link ends the same whatever UIKit leaves open", arguments: 1...200)
  @MainActor func commentLinkUnderStrictMode(seed: UInt64) async throws {
    try await UIKitStandIn.withIsolatedState {
      UIKitStandIn.strictSeed = seed
      let app = try makeApp()          // a window, the navigator, the router
      let outcome = await app.router.open(.url("sample://articles/42/comments/7"))
      await UIKitStandIn.settle()
      #expect(outcome.description == "handled", "\(UIKitStandIn.strictChoices)")
      #expect(UIKitStandIn.violations.isEmpty)
    }
  }
  // end snippet
}

/// A screen with nothing in it.
final class PlainScreen: UIViewController, RoutableTarget {
  static func make(for link: AppLink, parameters: LinkParameters) -> Self { Self() }
}

/// The transition test of the article.
@Suite("UIKit article: a link during a transition")
struct UIKitArticleTransitionSnippets {
  @MainActor var bindings: TargetBindings { documentedBindings() }
  var table: RouteTable { get throws { try listTable() } }

  // snippet: Sources/StackRouterUIKit/StackRouterUIKit.docc/TestingWithoutASimulator.md #3
  @Test("a link that arrives during a transition waits for it")
  @MainActor func linkDuringTransition() async throws {
    try await UIKitStandIn.withIsolatedState {
      UIKitStandIn.transitionMode = .manual
      let window = UIWindow(windowScene: UIWindowScene())
      window.rootViewController = UINavigationController()
      window.makeKeyAndVisible()
      let navigator = UIKitNavigator(window: window, bindings: bindings)
      let router = try Router(table: table, navigator: navigator)

      let first = Task { await router.open(.url("myapp://list/1")) }
      await UIKitStandIn.waitForTransition()  // list/1 is being pushed
      let second = Task { await router.open(.url("myapp://list/2")) }
      UIKitStandIn.completeNextTransition()
      #expect(await first.value.name == "handled")

      await UIKitStandIn.waitForTransition()  // list/2 started only now
      UIKitStandIn.completeNextTransition()
      #expect(await second.value.name == "handled")
      #expect(navigator.state.description == """
        stack
        ├── ListViewController list
        └── DetailViewController list/:itemID (itemID=2)
        """)
      #expect(UIKitStandIn.violations.isEmpty)
      #expect(UIKitStandIn.messages.isEmpty)
    }
  }
  // end snippet
}

/// The app setup article's scene delegate, run on the stand-in.
@Suite("UIKit article: the scene delegate")
@MainActor
struct UIKitArticleSceneDelegateTests {
  @Test("at cold launch the scene delegate shows the first screen, then the launch link over it")
  func coldLaunch() async throws {
    try await UIKitStandIn.withIsolatedState {
      let options = UIScene.ConnectionOptions(
        urlContexts: [UIOpenURLContext(url: try #require(URL(string: "myapp://list/extra")))])
      let scene = UIWindowScene(session: UISceneSession(), connectionOptions: options)
      let connected = connectThroughArticleDelegate(scene, options: options)
      let window = try #require(connected.window)
      let expected = """
        <UINavigationController>
          <ListViewController "List">
          <ExtraViewController>
        """
      // The delegate opens the launch link once the first screen is shown,
      // in a task of its own: let the main actor run it, a bounded number
      // of turns.
      for _ in 0..<100 where UIKitStandIn.hierarchyDescription(of: window) != expected {
        await Task.yield()
        await UIKitStandIn.settle()
      }
      #expect(UIKitStandIn.hierarchyDescription(of: window) == expected)
      #expect(UIKitStandIn.violations.isEmpty)
    }
  }
}

/// The UIKit catalog's landing page snippet, run on the stand-in.
@Suite("UIKit article: the landing page's setup")
@MainActor
struct UIKitLandingPageTests {
  @Test("the landing page's bindings, navigator, router and receiver open the launch link")
  func launchLink() async throws {
    try await UIKitStandIn.withIsolatedState {
      let options = UIScene.ConnectionOptions(
        urlContexts: [UIOpenURLContext(url: try #require(URL(string: "myapp://list/2")))])
      let scene = UIWindowScene(session: UISceneSession(), connectionOptions: options)
      let (window, delegate) = try connectThroughLandingPage(
        scene, options: options, table: try listTable())
      for _ in 0..<100 where UIKitStandIn.hierarchyDescription(of: window).contains("Detail 2") == false {
        await Task.yield()
        await UIKitStandIn.settle()
      }
      #expect(
        UIKitStandIn.hierarchyDescription(of: window) == """
          <UINavigationController>
            <ListViewController "List">
            <DetailViewController "Detail 2">
          """)
      #expect(UIKitStandIn.violations.isEmpty)
      withExtendedLifetime(delegate) {}
    }
  }
}

/// The app setup article's Spotlight snippet, run on the stand-in.
@Suite("UIKit article: Spotlight items")
@MainActor
struct UIKitSpotlightSnippetTests {
  @Test("the Spotlight snippet indexes ten items whose identifiers are the items' links")
  func tenItems() async throws {
    try await UIKitStandIn.withIsolatedState {
      try indexItems(of: try appSetupTable())
      // The index calls back on a later turn: let the main actor run it.
      for _ in 0..<100 where UIKitStandIn.indexedItems.count < 10 { await Task.yield() }
      let identifiers = UIKitStandIn.indexedItems.map(\.uniqueIdentifier)
      #expect(identifiers == (0..<10).map { "myapp://list/\($0)" })
    }
  }
}

/// What the UIKit adapter's articles show printed, made on the stand-in.
@MainActor
enum UIKitPrintedExamples {
  static let examples: [String: @MainActor () async throws -> String] = [
    "the side menu's four links": sideMenuLinks,
    "the stand-in's hierarchy after two links": hierarchyAfterTwoLinks,
  ]

  /// CustomContainers: the plans of four links in a row on the article's
  /// side menu, and the state after the third.
  static func sideMenuLinks() async throws -> String {
    try await UIKitStandIn.withIsolatedState {
      let window = UIWindow(windowScene: UIWindowScene())
      let (router, navigator) = try makeSideMenuRouter(in: window, bindings: containerBindings())
      window.makeKeyAndVisible()
      var printed = ""
      for (index, link) in [
        "containerexample://list1", "containerexample://left",
        "containerexample://list1/3/extra", "containerexample://list2",
      ].enumerated() {
        let outcome = await router.open(.url(link))
        guard case .handled(let handled) = outcome else { return "\(link): \(outcome)" }
        let plan = handled.plan.description.split(separator: "\n").map { "  \($0)" }
        printed += ([link] + plan).joined(separator: "\n") + "\n\n"
        if index == 2 { printed += navigator.state.description + "\n\n" }
      }
      return printed
    }
  }

  /// TestingWithoutASimulator: what the stand-in prints of the window after
  /// `myapp://list/1` and `myapp://list/2`.
  static func hierarchyAfterTwoLinks() async throws -> String {
    try await UIKitStandIn.withIsolatedState {
      let app = try makeStandInApp(table: try listTable())
      _ = await app.router.open(.url("myapp://list/1"))
      _ = await app.router.open(.url("myapp://list/2"))
      await UIKitStandIn.settle()
      return UIKitStandIn.hierarchyDescription(of: app.window)
    }
  }
}
#else
/// The UIKit adapter's printed examples need the stand-in: none here.
@MainActor
enum UIKitPrintedExamples {
  static let examples: [String: @MainActor () async throws -> String] = [:]
}
#endif
