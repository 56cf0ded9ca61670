// swift-format-ignore-file
// The README's SwiftUI snippet, verbatim between its markers (the
// DocumentationTests' SnippetTests check it): compiled where SwiftUI and
// UIKit exist, so the iOS SDK type-check covers it. On Linux and macOS this
// file is empty, as the SwiftUI layer is.
#if canImport(SwiftUI) && canImport(UIKit)
import Foundation
import StackRouter
import StackRouterSwiftUI
import SwiftUI

/// The README's article list screen.
struct ArticleList: RoutableView {
  init(context: ScreenContext) {}
  var body: some View { Text("Articles") }
}

/// The README's article screen.
struct ArticleView: RoutableView {
  init(context: ScreenContext) {}
  var body: some View { Text("Article") }
}

/// The README's login guard: lets every link through.
let loginGuard = RouteGuard("login") { _ in .allow }

/// The links the README's scene opens at launch.
let startRequests: [RouteRequest] = []

// snippet: README.md #7
/// One per scene: every window routes on its own.
@MainActor
final class SceneRouting: ObservableObject {
  let screens: ScreenViews
  let navigator: SwiftUINavigator
  let router: Router
  let inbox: LinkInbox

  init(table: RouteTable) {
    var screens = ScreenViews()
    screens.bind(ArticleList.self)                // a RoutableView: <ArticleList>
    screens.bind(ArticleView.self)
    self.screens = screens
    navigator = SwiftUINavigator(shell: .tabs(["news", "library"]), screens: screens)
    do {
      router = try Router(table: table, navigator: navigator, guards: [loginGuard])
    } catch {
      fatalError("a mistake in the routes or the bindings: \(error)")
    }
    inbox = LinkInbox(router: router)
  }
}

/// The scene's root view: each window of the WindowGroup makes its own
/// SceneRouting (WindowGroup { SceneRoot(table: table) }, the table built
/// once at launch).
@MainActor
struct SceneRoot: View {
  @StateObject private var routing: SceneRouting
  @SceneStorage("navigation") private var storedNavigation: Data?

  init(table: RouteTable) {
    _routing = StateObject(wrappedValue: SceneRouting(table: table))
  }

  var body: some View {
    RoutingView(routing.navigator, screens: routing.screens)
      .receivingLinks(routing.inbox, startingWith: startRequests, restoration: $storedNavigation)
  }
}
// end snippet
#endif
