#if canImport(SwiftUI) && canImport(UIKit)
import CoreSpotlight
import StackRouter
import StackRouterSwiftUI
import SwiftUI

/// Everything one scene routes with: the views bound to the routes'
/// targets, the navigator SwiftUI renders, the router, and the inbox every
/// link goes through. Each window makes its own (``SceneRoot``), so two iPad
/// windows keep two hierarchies; only the login state would be worth sharing
/// in a real app.
@MainActor
final class AppModel: ObservableObject {
  let screens: ScreenViews
  let navigator: SwiftUINavigator
  let router: Router
  let inbox: LinkInbox
  let session: Session
  /// The first screens of both tabs (the manifest's `start` lines).
  let startRequests: [RouteRequest]

  init() {
    let session = Session()
    var screens = ScreenViews()
    screens.bind(ArticleList.self)
    screens.bind(ArticleView.self)
    screens.bind(CommentsView.self)
    screens.bind(MessageList.self)
    // A screen model: created once per screen, reloaded with every link.
    screens.bind(MessageModel.self, named: "MessageView") { model, context in
      MessageView(model: model, context: context)
    }
    screens.bind(ComposeView.self)
    screens.bind(RecipientsView.self)
    screens.bind(PlayerView.self)
    screens.bind(AccountView.self)
    screens.bind(LoginView.self)

    let manifest: RoutesManifest
    let navigator: SwiftUINavigator
    let router: Router
    do {
      manifest = try RoutesManifest(parsing: AppRoutes.manifest, file: "SwiftUIExample.routes")
      navigator = SwiftUINavigator(shell: .tabs(manifest.tabs ?? []), screens: screens)
      router = try Router(manifest: manifest, navigator: navigator, guards: [session.accountGuard])
    } catch {
      fatalError("\(error)")  // a mistake in the routes or the bindings
    }
    let inbox = LinkInbox(router: router)
    session.router = router
    session.presentLogin = { inbox.open(.url("swiftuiexample://login")) }

    // Every screen, new or kept, gets the inbox and the session.
    screens.modifyEveryScreen { view, _ in
      view.environment(\.linkInbox, inbox).environmentObject(session)
    }
    self.screens = screens
    self.navigator = navigator
    self.router = router
    self.inbox = inbox
    self.session = session
    startRequests = manifest.startRequests

    CSSearchableIndex.default().indexSearchableItems(
      AppRoutes.searchableItems(in: router.table)
    ) { error in
      if let error { print("Spotlight indexing failed: \(error)") }
    }
  }
}

/// The inbox, for screens that open links themselves (a row's tap).
private struct LinkInboxKey: EnvironmentKey {
  static let defaultValue: LinkInbox? = nil
}

extension EnvironmentValues {
  /// The scene's inbox: a screen opens an in-app link through it, so the
  /// link is checked and guarded like one from outside.
  var linkInbox: LinkInbox? {
    get { self[LinkInboxKey.self] }
    set { self[LinkInboxKey.self] = newValue }
  }
}

#endif
