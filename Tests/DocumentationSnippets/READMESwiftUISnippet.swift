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

/// The README's SwiftUI snippet: its setup, then the scene's root view.
@MainActor
struct READMEScene: View {
  let screens: ScreenViews
  let navigator: SwiftUINavigator
  let inbox: LinkInbox
  let startRequests: [RouteRequest]
  @Binding var storedNavigation: Data?

  static func make(
    table: RouteTable, loginGuard: RouteGuard, startRequests: [RouteRequest],
    storedNavigation: Binding<Data?>
  ) throws -> READMEScene {
    // snippet: README.md #7 part 1
    var screens = ScreenViews()
    screens.bind(ArticleList.self)                    // a RoutableView: <ArticleList>
    screens.bind(ArticleView.self)
    let navigator = SwiftUINavigator(shell: .tabs(["news", "library"]), screens: screens)
    let router = try Router(table: table, navigator: navigator, guards: [loginGuard])
    let inbox = LinkInbox(router: router)

    // end snippet
    return READMEScene(
      screens: screens, navigator: navigator, inbox: inbox, startRequests: startRequests,
      storedNavigation: storedNavigation)
  }

  var body: some View {
    // snippet: README.md #7 part 2
    // the scene's root view
    RoutingView(navigator, screens: screens)
      .receivingLinks(inbox, startingWith: startRequests, restoration: $storedNavigation)
    // end snippet
  }
}
#endif
