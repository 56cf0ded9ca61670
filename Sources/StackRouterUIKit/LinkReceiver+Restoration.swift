#if canImport(UIKit) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif
import Foundation
import StackRouter

/// State restoration with the scene's state-restoration activity: the
/// hierarchy is saved as links (`StoredNavigation`) when the scene goes to
/// the background, and rebuilt through the router, guards included, when it
/// connects again.
///
/// ```swift
/// func scene(_ scene: UIScene, willConnectTo session: UISceneSession,
///            options connectionOptions: UIScene.ConnectionOptions) {
///   // build the window, the navigator, the router and `links`, then:
///   links?.open(startRequests)                                // the first screens
///   links?.restore(from: session.stateRestorationActivity)    // then the saved hierarchy
///   links?.scene(scene, willConnectTo: session, options: connectionOptions)  // then the launch link
/// }
///
/// func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
///   links?.stateRestorationActivity()
/// }
/// ```
extension LinkReceiver {
  /// The activity type of the state-restoration activity the receiver
  /// makes. List it under `NSUserActivityTypes` in Info.plist.
  public static let restorationActivityType = "org.stackrouter.restoration"

  /// An activity that holds the navigation state, for the scene delegate's
  /// `stateRestorationActivity(for:)`: UIKit saves it with the scene's
  /// session and hands it back when the scene connects again.
  ///
  /// - Parameters:
  ///   - activityType: the activity's type; list it under
  ///     `NSUserActivityTypes` in Info.plist.
  ///   - form: the scheme or domain of the stored links.
  /// - Returns: an activity whose user info holds the state under
  ///   `StoredNavigation.userInfoKey`.
  public func stateRestorationActivity(
    activityType: String = LinkReceiver.restorationActivityType, form: LinkForm = .preferred
  ) -> NSUserActivity {
    let activity = NSUserActivity(activityType: activityType)
    activity.userInfo = [StoredNavigation.userInfoKey: router.restorationData(form: form)]
    return activity
  }

  /// Rebuilds the hierarchy a state-restoration activity holds, through
  /// the router, once every request opened before has been applied; the
  /// requests opened after it wait until it has finished, so that nothing
  /// is applied in between.
  ///
  /// Pass the session's `stateRestorationActivity` when the scene connects,
  /// before forwarding the connection options, so that a launch link is
  /// shown over the restored hierarchy. UIKit may hand the activity over
  /// later instead, in `scene(_:restoreInteractionStateWith:)`, depending on
  /// the device's lock state: restore it there then.
  ///
  /// An activity without stored navigation, or with data that cannot be
  /// read, restores nothing: the issue reaches the router's event sink and
  /// the report.
  ///
  /// - Parameter activity: the state-restoration activity, or `nil` when
  ///   there is none (a first launch).
  /// - Returns: a task giving the report: the links opened and the issues.
  @discardableResult
  public func restore(from activity: NSUserActivity?) -> Task<RestorationReport, Never> {
    let router = self.router
    let earlier = opened
    let gate = self.gate
    let data = activity.map(Self.storedData(in:))
    let task = Task { @MainActor in
      await earlier?.value
      await gate?.value
      switch data {
      case .none: return RestorationReport()
      case .some(.success(let data)): return await router.restore(from: data)
      case .some(.failure(let issue)):
        router.eventSink?.record(.restoration(issue))
        var report = RestorationReport()
        report.issues.append(issue)
        return report
      }
    }
    close(behind: task)
    return track(task)
  }

  /// The stored navigation an activity holds, or why it holds none.
  private static func storedData(in activity: NSUserActivity) -> Result<Data, RestorationIssue> {
    guard let data = activity.userInfo?[StoredNavigation.userInfoKey] as? Data else {
      return .failure(
        .unreadable("the activity '\(activity.activityType)' holds no stored navigation"))
    }
    return .success(data)
  }
}

#endif
