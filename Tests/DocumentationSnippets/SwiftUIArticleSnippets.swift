// swift-format-ignore-file
// The Swift snippets of StackRouterSwiftUI.docc, verbatim between their
// markers (the DocumentationTests' SnippetTests check it), inside what gives
// them the names they use: compiled where SwiftUI and UIKit exist, so the iOS
// SDK type-check covers them. On Linux and macOS this file is empty, as the
// SwiftUI layer is. ArticleList, ArticleView and startRequests are the
// README's (READMESwiftUISnippet.swift).
#if canImport(SwiftUI) && canImport(UIKit)
import Foundation
import StackRouter
import StackRouterSwiftUI
import SwiftUI

/// The app's store, shared by every screen.
final class Store: ObservableObject {}
@MainActor let store = Store()

/// A screen that needs the store.
@MainActor protocol NeedsStore: AnyObject {
  var store: Store? { get set }
}

/// The comments screen of the article.
struct CommentsView: View {
  let articleID: String?
  var body: some View { Text("Comments of \(articleID ?? "?")") }
}

/// A screen model the navigator keeps, one per screen.
final class MessageModel: RoutableTarget, NeedsStore {
  var store: Store?
  static func make(for link: AppLink, parameters: LinkParameters) -> Self { Self() }
  required init() {}
}

/// The message screen, made from its model.
struct MessageView: View {
  let model: MessageModel
  var body: some View { Text("Message") }
}

/// The article's bindings.
@MainActor
func articleScreens() -> ScreenViews {
  // snippet: Sources/StackRouterSwiftUI/StackRouterSwiftUI.docc/UsingStackRouterWithSwiftUI.md #1
  var screens = ScreenViews()
  screens.bind(ArticleList.self)                        // a RoutableView: <ArticleList>
  screens.bind("Comments") { context in CommentsView(articleID: context.parameters["articleID"]) }
  screens.bind(MessageModel.self, named: "MessageView") { model, context in
    MessageView(model: model)                           // a screen model the navigator keeps
  }
  screens.preconfigure = { target, link in (target as? any NeedsStore)?.store = store }
  screens.modifyEveryScreen { view, context in view.environmentObject(store) }
  // end snippet
  return screens
}

/// Per window: the screens, the navigator, the router and the inbox.
@MainActor
final class AppModel: ObservableObject {
  let screens = articleScreens()
  let navigator: SwiftUINavigator
  let router: Router
  let inbox: LinkInbox
  let startRequests: [RouteRequest] = []

  init() {
    navigator = SwiftUINavigator(shell: .tabs(["news", "library"]), screens: screens)
    do {
      var registrar = Registrar()
      registrar.accept(scheme: "myapp")
      registrar.declare(tabs: ["news", "library"])
      registrar.register("articles<ArticleList>", in: .tab("news"))
      router = try Router(table: registrar.makeTable(), navigator: navigator)
    } catch {
      fatalError("a mistake in the routes or the bindings: \(error)")
    }
    inbox = LinkInbox(router: router)
  }
}

// snippet: Sources/StackRouterSwiftUI/StackRouterSwiftUI.docc/UsingStackRouterWithSwiftUI.md #2
@MainActor
struct ContentView: View {
  @StateObject private var app = AppModel()  // per window: screens, navigator, router, inbox
  @SceneStorage("navigation") private var navigation: Data?

  var body: some View {
    RoutingView(app.navigator, screens: app.screens) { tab in
      Label(tab.capitalized, systemImage: tab == "news" ? "newspaper" : "tray")
    }
    .receivingLinks(app.inbox, startingWith: app.startRequests, restoration: $navigation)
  }
}
// end snippet

/// A side menu over a center view.
struct SideMenu<Menu: View, Content: View>: View {
  let isOpen: Bool
  let menu: Menu
  let content: Content

  init(isOpen: Bool, @ViewBuilder menu: () -> Menu, @ViewBuilder content: () -> Content) {
    self.isOpen = isOpen
    self.menu = menu()
    self.content = content()
  }

  var body: some View {
    ZStack(alignment: .leading) {
      content
      if isOpen { menu }
    }
  }
}

/// The article's custom container.
@MainActor
struct SideMenuRoot: View {
  let navigator: SwiftUINavigator
  let screens: ScreenViews

  var body: some View {
    // snippet: Sources/StackRouterSwiftUI/StackRouterSwiftUI.docc/UsingStackRouterWithSwiftUI.md #3
    RoutingView(navigator, screens: screens) { branches in
      SideMenu(isOpen: branches.selection.wrappedValue == "menu") {
        branches.stack("menu")
      } content: {
        branches.stack("center")
      }
    }
    // end snippet
  }
}

/// The landing page's scene routing (the README has its own).
enum LandingPage {
  // snippet: Sources/StackRouterSwiftUI/StackRouterSwiftUI.docc/StackRouterSwiftUI.md #1
  // One per scene, made in the scene's root view, so that each window
  // routes on its own; the table is built once at launch and shared.
  @MainActor
  final class SceneRouting: ObservableObject {
    let screens: ScreenViews
    let navigator: SwiftUINavigator
    let router: Router
    let inbox: LinkInbox

    init(table: RouteTable) throws {
      var screens = ScreenViews()
      screens.bind(ArticleList.self)
      screens.bind(ArticleView.self)
      self.screens = screens
      navigator = SwiftUINavigator(shell: .tabs(["news", "library"]), screens: screens)
      router = try Router(table: table, navigator: navigator)
      inbox = LinkInbox(router: router)
    }
  }
  // end snippet

  /// The scene's root view of the landing page.
  @MainActor
  struct SceneRoot: View {
    @StateObject var routing: SceneRouting
    @SceneStorage("navigation") private var storedNavigation: Data?

    var body: some View {
      // snippet: Sources/StackRouterSwiftUI/StackRouterSwiftUI.docc/StackRouterSwiftUI.md #2
      RoutingView(routing.navigator, screens: routing.screens)
        .receivingLinks(routing.inbox, startingWith: startRequests, restoration: $storedNavigation)
      // end snippet
    }
  }
}
#endif
