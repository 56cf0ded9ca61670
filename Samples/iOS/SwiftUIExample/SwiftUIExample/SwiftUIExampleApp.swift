#if canImport(SwiftUI) && canImport(UIKit)
import StackRouter
import StackRouterSwiftUI
import SwiftUI
import UIKit
import UserNotifications

/// StackRouter in a SwiftUI app: two tabs (a feed with an article list →
/// article → comments chain, and an inbox), a compose sheet with a screen
/// pushed inside it, a full-screen player, and an account behind a login
/// guard that defers links until the user logs in. Every way in (custom
/// scheme and widget links through `onOpenURL`, universal links, Spotlight,
/// Handoff, Home Screen quick actions, notification taps) goes through the
/// scene's `LinkInbox` and `Router`; the hierarchy survives the app being
/// terminated, through `@SceneStorage`.
///
/// Try `swiftuiexample://articles/4/comments`: the feed tab is selected and
/// its stack becomes Articles → Article 4 → Comments. Then
/// `swiftuiexample://compose/recipients`: the compose sheet is presented
/// with Recipients pushed inside it. Then `swiftuiexample://account`: the
/// login sheet comes first; once logged in, the account opens.
///
/// The app (`SwiftUIExample.xcodeproj`) starts here, at `@main`. Its
/// Info.plist registers the scheme `swiftuiexample` (`CFBundleURLTypes`), the
/// quick action `com.example.swiftui.compose` (`UIApplicationShortcutItems`),
/// the Handoff activity `com.example.swiftui.reading` (`NSUserActivityTypes`)
/// and several windows on iPad (`UIApplicationSupportsMultipleScenes`); its
/// entitlements list `applinks:swiftui.example.com` for universal links.
///
/// Each scene (each iPad window) routes on its own: ``SceneRoot`` creates
/// the scene's ``AppModel`` (navigator, router and inbox) as state of the
/// window's root view, so a link opened in one window never moves another.
@main
@MainActor
struct SwiftUIExampleApp: App {
  @UIApplicationDelegateAdaptor(AppDelegate.self) private var appDelegate

  var body: some Scene {
    WindowGroup {
      SceneRoot()
    }
  }
}

/// The root of one window: it owns that window's routing.
@MainActor
struct SceneRoot: View {
  /// Created once per scene, when SwiftUI first shows the window.
  @StateObject private var model = AppModel()

  var body: some View {
    ContentView(model: model)
  }
}

/// The scene's content: the routed hierarchy, receiving every link.
struct ContentView: View {
  @ObservedObject var model: AppModel
  @EnvironmentObject private var sceneDelegate: SceneDelegate
  @SceneStorage("navigation") private var navigation: Data?

  var body: some View {
    RoutingView(model.navigator, screens: model.screens) { tab in
      if tab == "feed" {
        Label("Feed", systemImage: "newspaper")
      } else {
        Label("Inbox", systemImage: "tray")
      }
    }
    .receivingLinks(
      model.inbox, startingWith: model.startRequests, restoration: $navigation,
      activityTypes: [SceneDelegate.readingActivityType]
    )
    // Handoff: another device continues with the visible screen's link.
    .userActivity(SceneDelegate.readingActivityType) { activity in
      activity.isEligibleForHandoff = true
      if let link = model.router.currentLink()?.absoluteString {
        activity.userInfo = [RouteRequest.linkUserInfoKey: link]
      }
    }
    .onAppear { sceneDelegate.inbox = model.inbox }
  }
}

/// The app delegate SwiftUI creates: it takes notification taps and names
/// the scene delegate. It owns no routing: every scene has its own.
final class AppDelegate: NSObject, UIApplicationDelegate, ObservableObject {
  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
  ) -> Bool {
    UNUserNotificationCenter.current().delegate = self
    return true
  }

  func application(
    _ application: UIApplication, configurationForConnecting session: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration {
    let configuration = UISceneConfiguration(name: nil, sessionRole: session.role)
    configuration.delegateClass = SceneDelegate.self
    return configuration
  }
}

extension AppDelegate: UNUserNotificationCenterDelegate {
  /// A tap on a notification whose user info holds a link opens it in the
  /// window in front (the one the tap brought forward), or in the first
  /// window whose routing is ready.
  nonisolated func userNotificationCenter(
    _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
    withCompletionHandler completionHandler: @escaping () -> Void
  ) {
    let link =
      response.notification.request.content.userInfo[RouteRequest.linkUserInfoKey]
      as? String
    Task { @MainActor in
      if let link { SceneDelegate.open(link) }
    }
    completionHandler()
  }
}

/// The scene delegate SwiftUI creates (an observable object, so SwiftUI puts
/// it in the environment): it forwards Home Screen quick actions, at cold
/// launch and while running.
final class SceneDelegate: NSObject, UIWindowSceneDelegate, ObservableObject {
  /// The Handoff activity type, listed under `NSUserActivityTypes`.
  static let readingActivityType = "com.example.swiftui.reading"

  /// The scene's inbox, handed over by the content view.
  var inbox: LinkInbox? {
    didSet {
      guard let inbox else { return }
      if let shortcut = pendingShortcut {
        pendingShortcut = nil
        inbox.open(shortcutItem: shortcut)
      }
      if let link = Self.pendingLink {
        Self.pendingLink = nil
        inbox.open(.url(link))
      }
    }
  }
  /// A quick action that launched the scene before its inbox existed.
  private var pendingShortcut: UIApplicationShortcutItem?
  /// A notification's link that arrived before any scene's inbox existed.
  private static var pendingLink: String?

  /// Opens a link from outside any scene (a notification tap) in the window
  /// in front, else in the first window whose routing is ready, else in the
  /// first window to get ready.
  static func open(_ link: String) {
    let scenes = UIApplication.shared.connectedScenes
    let inFront = scenes.filter { $0.activationState == .foregroundActive }
    let delegates = (inFront + scenes.filter { !inFront.contains($0) })
      .compactMap { $0.delegate as? SceneDelegate }
    if let inbox = delegates.lazy.compactMap(\.inbox).first {
      inbox.open(.url(link))
    } else {
      pendingLink = link
    }
  }

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    pendingShortcut = connectionOptions.shortcutItem
  }

  func windowScene(
    _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
    completionHandler: @escaping (Bool) -> Void
  ) {
    guard let inbox else {
      pendingShortcut = shortcutItem
      return completionHandler(true)
    }
    let opening = inbox.open(shortcutItem: shortcutItem)
    Task { @MainActor in
      let outcome = await opening.value
      completionHandler(outcome.name == "handled")
    }
  }
}

#endif
