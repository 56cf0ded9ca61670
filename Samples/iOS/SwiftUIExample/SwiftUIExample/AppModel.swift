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
    // Every target of the manifest that is a RoutableView, bound to it
    // (generated: a name with no SwiftUI view of that name does not compile).
    var screens = ScreenViews()
    SwiftUIExampleRoutes.Targets.bind(into: &screens)
    // A screen model: created once per screen, reloaded with every link. Its
    // view is a plain View, which the generated bindings leave to the app.
    screens.bind(MessageModel.self, named: SwiftUIExampleRoutes.Targets.messageView) {
      model, context in
      MessageView(model: model, context: context)
    }

    let manifest: RoutesManifest
    let navigator: SwiftUINavigator
    let router: Router
    do {
      manifest = try SwiftUIExampleRoutes.manifest()
      navigator = SwiftUINavigator(shell: .tabs(manifest.tabs ?? []), screens: screens)
      router = try Router(manifest: manifest, navigator: navigator, guards: [session.accountGuard])
    } catch {
      fatalError("\(error)")  // a mistake in the routes or the bindings
    }
    let inbox = LinkInbox(router: router)
    session.router = router
    session.presentLogin = { inbox.open { try SwiftUIExampleRoutes.login().link(in: $0) } }

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
      SwiftUIExampleRoutes.searchableItems(in: router.table)
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
