#if canImport(UIKit) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif
import Foundation
import StackRouter

// What the test apps share, on Linux against the stand-in and on iOS against UIKit: their
// route tables, their bindings, an event recorder and a tab bar builder.

/// The route tables of the test apps: scheme `app`, domain `example.com`.
enum Routes {
  /// One navigation stack: a list and its details, comments presented over a detail with a
  /// comment pushed inside, a compose form sheet over whatever is on top, an account screen.
  static func stack() throws -> RouteTable {
    try table { registrar in
      registrar.register(
        "list<ListViewController>/:itemID<DetailViewController>"
          + "/comments<CommentsViewController>!/:commentID<CommentViewController>")
      registrar.register(
        "list<ListViewController>/:itemID<DetailViewController>/related/:relatedID<DetailViewController>"
      )
      registrar.register(
        "compose<ComposeViewController>!", options: EntityOptions(presentationStyle: .formSheet))
      registrar.register("account<AccountViewController>")
    }
  }

  /// A tab bar: news and library, and an archive when the app has a tab of that name.
  static func tabs(_ tabNames: [String]) throws -> RouteTable {
    try table { registrar in
      registrar.register(
        "news<NewsViewController>/:articleID<ArticleViewController>", in: .tab("news"))
      registrar.register(
        "library<LibraryViewController>/:bookID<BookViewController>", in: .tab("library"))
      if tabNames.contains("archive") {
        registrar.register(
          "archive<ArchiveViewController>/:year<YearViewController>", in: .tab("archive"))
      }
      registrar.register(
        "compose<ComposeViewController>!", options: EntityOptions(presentationStyle: .formSheet))
    }
  }

  /// A side menu: an inbox in the center child, settings in the menu child.
  static func sideMenu() throws -> RouteTable {
    try table { registrar in
      registrar.register(
        "inbox<InboxViewController>/:messageID<MessageViewController>", in: .tab("center"))
      registrar.register(
        "menu<MenuViewController>/settings<SettingsViewController>", in: .tab("menu"))
      registrar.register(
        "compose<ComposeViewController>!", options: EntityOptions(presentationStyle: .formSheet))
    }
  }

  private static func table(_ register: (inout Registrar) -> Void) throws -> RouteTable {
    var registrar = Registrar()
    registrar.accept(scheme: "app")
    registrar.accept(domain: "example.com")
    register(&registrar)
    return try registrar.makeTable()
  }
}

extension TargetBindings {
  /// Every test screen, bound under its type name.
  @MainActor
  static var testScreens: TargetBindings {
    var bindings = TargetBindings()
    bindings.bind(ListViewController.self)
    bindings.bind(DetailViewController.self)
    bindings.bind(CommentsViewController.self)
    bindings.bind(CommentViewController.self)
    bindings.bind(ComposeViewController.self)
    bindings.bind(AccountViewController.self)
    bindings.bind(NewsViewController.self)
    bindings.bind(ArticleViewController.self)
    bindings.bind(LibraryViewController.self)
    bindings.bind(BookViewController.self)
    bindings.bind(ArchiveViewController.self)
    bindings.bind(YearViewController.self)
    bindings.bind(InboxViewController.self)
    bindings.bind(MessageViewController.self)
    bindings.bind(MenuViewController.self)
    bindings.bind(SettingsViewController.self)
    return bindings
  }
}

/// Keeps the router's events as lines, and lets a test wait until a number of requests have
/// finished (for entry points that return no task).
@MainActor
final class EventRecorder: RouteEventSink {
  private(set) var lines: [String] = []
  /// How many requests have finished.
  private(set) var finishedCount = 0
  private var waiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []

  func record(_ event: RouteEvent) {
    lines.append(event.description)
    guard case .finished = event else { return }
    finishedCount += 1
    let ready = waiters.filter { $0.count <= finishedCount }
    waiters.removeAll { $0.count <= finishedCount }
    for waiter in ready { waiter.continuation.resume() }
  }

  /// The `received` and `finished` lines: the order requests were applied in.
  var requestLines: [String] {
    lines.filter { $0.hasPrefix("received ") || $0.hasPrefix("finished ") }
  }

  /// Returns once `count` requests have finished since the router was built.
  func waitUntilFinished(_ count: Int) async {
    guard finishedCount < count else { return }
    await withCheckedContinuation { waiters.append((count, $0)) }
  }
}

/// A tab bar controller whose tabs are navigation controllers, each with the app's own first
/// screen, the first selected.
@MainActor
func tabBarController(tabs count: Int) -> (UITabBarController, [UINavigationController]) {
  let navigations = (0..<count).map { _ in
    UINavigationController(rootViewController: HomeViewController())
  }
  let tabBar = UITabBarController()
  tabBar.viewControllers = navigations
  return (tabBar, navigations)
}

/// The app's login state, which a guard reads.
@MainActor
final class LoginSession {
  var isLoggedIn = false
}

#endif
