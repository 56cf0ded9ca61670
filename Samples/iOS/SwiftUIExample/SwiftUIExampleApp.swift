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
/// Handoff, Home Screen quick actions, notification taps) goes through one
/// `LinkInbox` and one `Router`; the hierarchy survives the app being
/// terminated, through `@SceneStorage`.
///
/// Try `swiftuiexample://articles/4/comments`: the feed tab is selected and
/// its stack becomes Articles → Article 4 → Comments. Then
/// `swiftuiexample://compose/recipients`: the compose sheet is presented
/// with Recipients pushed inside it. Then `swiftuiexample://account`: the
/// login sheet comes first; once logged in, the account opens.
///
/// The Xcode app target adds the entry point,
/// `@main enum Main { @MainActor static func main() { SwiftUIExampleApp.main() } }`, and
/// these Info.plist keys:
/// - `CFBundleURLTypes` → one item with `CFBundleURLSchemes` = [`swiftuiexample`];
/// - `UIApplicationShortcutItems` → one item with `UIApplicationShortcutItemType`
///   = `com.example.swiftui.compose` and `UIApplicationShortcutItemTitle` = `New Message`;
/// - `NSUserActivityTypes` → [`com.example.swiftui.reading`] (Handoff).
///
/// Universal links to `swiftui.example.com` also need the Associated Domains
/// entitlement `applinks:swiftui.example.com`.
@MainActor
struct SwiftUIExampleApp: App {
  @UIApplicationDelegateAdaptor(AppDelegate.self) private var appDelegate

  var body: some Scene {
    WindowGroup {
      ContentView(model: appDelegate.model)
    }
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

/// The app delegate SwiftUI creates: it owns the app's routing, takes
/// notification taps, and names the scene delegate.
final class AppDelegate: NSObject, UIApplicationDelegate, ObservableObject {
  let model = AppModel()

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
  /// A tap on a notification whose user info holds a link opens it.
  nonisolated func userNotificationCenter(
    _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
    withCompletionHandler completionHandler: @escaping () -> Void
  ) {
    let link =
      response.notification.request.content.userInfo[RouteRequest.linkUserInfoKey]
      as? String
    Task { @MainActor in
      if let link { self.model.inbox.open(.url(link)) }
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
      guard let inbox, let shortcut = pendingShortcut else { return }
      pendingShortcut = nil
      inbox.open(shortcutItem: shortcut)
    }
  }
  /// A quick action that launched the scene before its inbox existed.
  private var pendingShortcut: UIApplicationShortcutItem?

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
