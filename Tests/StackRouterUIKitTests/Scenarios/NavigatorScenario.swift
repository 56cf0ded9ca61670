#if canImport(UIKit) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif
import Foundation
import StackRouter
import StackRouterUIKit

/// One thing the navigator does, end to end: an app with a root, links opened first, then the
/// link under test (or a restoration). Uses UIKit's public API only, so the same scenarios run
/// on Linux against the stand-in (in both of its modes) and on an iOS simulator against UIKit.
struct NavigatorScenario: Sendable {
  /// The app's root view controller.
  enum Root: Sendable {
    case stack
    case tabs([String])
  }

  let name: String
  let root: Root
  /// Links opened, and finished, before the one under test.
  let setUp: [String]
  /// The link under test.
  let link: String
  /// Whether the link under test animates its last transition.
  let animated: Bool
  /// Whether the step under test is a new app restoring what the first one saved after
  /// `setUp`, instead of `link`.
  let restores: Bool
  /// The outcome of the step under test.
  let expected: String

  init(
    _ name: String, root: Root = .stack, setUp: [String] = [], link: String = "",
    animated: Bool = true, restores: Bool = false, expected: String = "handled"
  ) {
    self.name = name
    self.root = root
    self.setUp = setUp
    self.link = link
    self.animated = animated
    self.restores = restores
    self.expected = expected
  }

  /// Whether the app has tabs under More, which UIKit may show through the More list or not.
  var usesMore: Bool {
    if case .tabs(let names) = root { return names.count > 5 }
    return false
  }

  static let moreTabs = ["news", "library", "three", "four", "five", "archive"]

  /// Push, pop, tabs, More, modals, pushes inside modals, dismissals animated and not,
  /// refusals and restoration.
  static let all: [NavigatorScenario] = [
    NavigatorScenario("push", setUp: ["app://list/1"], link: "app://list/1/related/2"),
    NavigatorScenario("pop", setUp: ["app://list/1/related/2"], link: "app://list/1"),
    NavigatorScenario(
      "stack replaced", setUp: ["app://account"], link: "app://list/3", animated: false),
    NavigatorScenario(
      "tabs", root: .tabs(["news", "library"]), setUp: ["app://library/7"], link: "app://news/1"
    ),
    NavigatorScenario(
      "tab under More", root: .tabs(moreTabs), setUp: ["app://news/3"],
      link: "app://archive/2020"),
    NavigatorScenario(
      "back into a tab under More", root: .tabs(moreTabs),
      setUp: ["app://archive/2020", "app://news/3"], link: "app://archive/2021"),
    NavigatorScenario("modal", setUp: ["app://list/1"], link: "app://compose"),
    NavigatorScenario("modal without animation", link: "app://compose", animated: false),
    NavigatorScenario("push inside a modal", link: "app://list/42/comments/7"),
    NavigatorScenario(
      "second link into a modal", setUp: ["app://list/42/comments/7"],
      link: "app://list/42/comments/8"),
    NavigatorScenario(
      "animated dismissal of two modals", setUp: ["app://list/1/comments", "app://compose"],
      link: "app://list/1"),
    NavigatorScenario(
      "dismissal without animation", setUp: ["app://list/1/comments", "app://compose"],
      link: "app://account", animated: false),
    NavigatorScenario(
      "modal over a tab, then another tab", root: .tabs(["news", "library"]),
      setUp: ["app://news/1", "app://compose"], link: "app://library/2"),
    NavigatorScenario(
      "refused popover", setUp: ["app://list/1"], link: "app://tip",
      expected: "failed: cannot present ComposeViewController tip as popover, animated: "
        + "a popover needs an anchor: set prepareModal to give it a source view"),
    NavigatorScenario(
      "restoration", root: .tabs(["news", "library"]),
      setUp: ["app://library/7", "app://news/1", "app://compose"], restores: true,
      expected: "restored: true"),
  ]

  /// The routes of every scenario: the stack and tab routes, and a popover with no anchor.
  static func table(for root: Root) throws -> RouteTable {
    var registrar = Registrar()
    registrar.accept(scheme: "app")
    switch root {
    case .stack:
      registrar.register(
        "list<ListViewController>/:itemID<DetailViewController>"
          + "/comments<CommentsViewController>!/:commentID<CommentViewController>")
      registrar.register(
        "list<ListViewController>/:itemID<DetailViewController>/related/:relatedID<DetailViewController>"
      )
      registrar.register("account<AccountViewController>")
      registrar.register(
        "tip<ComposeViewController>!", options: EntityOptions(presentationStyle: .popover))
    case .tabs(let names):
      registrar.register(
        "news<NewsViewController>/:articleID<ArticleViewController>", in: .tab("news"))
      registrar.register(
        "library<LibraryViewController>/:bookID<BookViewController>", in: .tab("library"))
      if names.contains("archive") {
        registrar.register(
          "archive<ArchiveViewController>/:year<YearViewController>", in: .tab("archive"))
      }
    }
    registrar.register(
      "compose<ComposeViewController>!", options: EntityOptions(presentationStyle: .formSheet))
    return try registrar.makeTable()
  }
}

/// What a scenario ended in, compared whole between runs.
struct ScenarioResult: Equatable, CustomStringConvertible {
  /// The outcomes of every request, set-up links included.
  var outcomes: [String]
  /// The router's events.
  var events: [String]
  /// The navigator's reading of the hierarchy.
  var state: String
  /// The controllers at each stack location, by type.
  var stacks: [String]
  /// The type of the controller on top.
  var visible: String

  var description: String {
    (["outcomes: \(outcomes)", "state:", state, "stacks: \(stacks)", "visible: \(visible)"]
      + events).joined(separator: "\n")
  }
}

/// A running scenario app: a window with the root, the navigator and the router.
@MainActor
final class ScenarioApp {
  let window: UIWindow
  let navigator: UIKitNavigator
  let router: Router
  let events = EventRecorder()

  /// Builds the app; `deferring` makes its root and its modal wrappers controllers whose
  /// `present` and `dismiss` start a main-actor turn later.
  init(_ scenario: NavigatorScenario, deferring: Bool) throws {
    window = Self.makeWindow()
    let tabNames: [String]
    switch scenario.root {
    case .stack:
      tabNames = []
      let root =
        deferring
        ? DeferringNavigationController(rootViewController: HomeViewController())
        : UINavigationController(rootViewController: HomeViewController())
      window.rootViewController = root
    case .tabs(let names):
      tabNames = names
      let tabBar = deferring ? DeferringTabBarController() : UITabBarController()
      tabBar.viewControllers = names.map { _ in
        UINavigationController(rootViewController: HomeViewController())
      }
      window.rootViewController = tabBar
    }
    window.makeKeyAndVisible()
    navigator = UIKitNavigator(window: window, tabNames: tabNames, bindings: .testScreens)
    // Long enough never to end a step on a loaded machine: the scenarios test what ends a
    // step, not the clock (a hang still fails the suite's time limit).
    navigator.timeout = .seconds(100)
    if deferring {
      navigator.makeNavigationController = { root, _ in
        DeferringNavigationController(rootViewController: root)
      }
    }
    router = try Router(
      table: try NavigatorScenario.table(for: scenario.root), navigator: navigator,
      eventSink: events)
  }

  /// A window for the app: in the test host's scene when it has one (on an iOS simulator, a
  /// window outside any scene is never shown), else a window of the size of an iPhone.
  private static func makeWindow() -> UIWindow {
    #if canImport(UIKit)
    if let scene = UIApplication.shared.connectedScenes.lazy.compactMap({ $0 as? UIWindowScene })
      .first
    {
      return UIWindow(windowScene: scene)
    }
    #endif
    return UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
  }

  /// Opens a link and returns its outcome.
  func open(_ link: String, animated: Bool = true) async -> String {
    await router.open(.url(link, animation: animated ? .lastTransition : .never)).description
  }

  /// What the app shows now.
  func result(outcomes: [String]) -> ScenarioResult {
    let state = navigator.state
    var locations: [NavigationState.StackLocation] = []
    switch state.root {
    case .stack: locations.append(.root)
    case .tabs(let branches, _), .container(let branches, _):
      locations += branches.map { .branch($0.name) }
    }
    locations += state.modals.indices.map { .modal($0) }
    let stacks = locations.map { location in
      "\(location): "
        + navigator.controllers(at: location).map { "\(type(of: $0))" }.joined(separator: ", ")
    }
    let top = navigator.controllers(at: state.topLocation).last
    return ScenarioResult(
      outcomes: outcomes, events: events.lines, state: state.description, stacks: stacks,
      visible: top.map { "\(type(of: $0))" } ?? "none")
  }
}

extension NavigatorScenario {
  /// Runs the scenario in a new app and returns what it ended in. The app is returned too,
  /// so that a caller can look further before it goes.
  @MainActor
  func run(deferring: Bool = false) async throws -> (ScenarioResult, ScenarioApp) {
    let app = try ScenarioApp(self, deferring: deferring)
    var outcomes: [String] = []
    for link in setUp {
      outcomes.append(await app.open(link))
    }
    guard restores else {
      outcomes.append(await app.open(link, animated: animated))
      return (app.result(outcomes: outcomes), app)
    }
    let saved = app.router.restorationData(form: .preferred)
    let relaunched = try ScenarioApp(self, deferring: deferring)
    let report = await relaunched.router.restore(from: saved)
    outcomes.append("restored: \(report.isComplete)")
    return (relaunched.result(outcomes: outcomes), relaunched)
  }
}

/// An app's navigation controller that queues `present` and `dismiss` until a main-actor turn
/// later, as some apps do until their view has a window.
final class DeferringNavigationController: UINavigationController {
  override func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool,
    completion: (() -> Void)? = nil
  ) {
    Task { @MainActor in
      super.present(viewControllerToPresent, animated: flag, completion: completion)
    }
  }

  override func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    Task { @MainActor in
      super.dismiss(animated: flag, completion: completion)
    }
  }
}

/// A tab bar controller that queues `present` and `dismiss` until a main-actor turn later.
final class DeferringTabBarController: UITabBarController {
  override func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool,
    completion: (() -> Void)? = nil
  ) {
    Task { @MainActor in
      super.present(viewControllerToPresent, animated: flag, completion: completion)
    }
  }

  override func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    Task { @MainActor in
      super.dismiss(animated: flag, completion: completion)
    }
  }
}

#endif
