#if canImport(SwiftUI) && canImport(UIKit)
import CoreSpotlight
import Foundation
import StackRouter
import SwiftUI

extension View {
  /// Sends every link that reaches the scene to an inbox, starts the scene
  /// (its first screens, then the hierarchy stored at the last launch), and
  /// stores the hierarchy when the scene leaves the foreground.
  ///
  /// It handles `onOpenURL` (custom schemes, widget links, `Link`s to the
  /// app's scheme, sent by an app SwiftUI does not name: see
  /// ``LinkInbox/sender(openingURL:)``), universal links (`NSUserActivityTypeBrowsingWeb`),
  /// Spotlight results (`CSSearchableItemActionType`) and the Handoff
  /// activity types given. Quick actions and notification taps reach the
  /// app's delegates; forward them with ``LinkInbox/open(shortcutItem:animation:)``
  /// and ``LinkInbox/open(notificationUserInfo:animation:)``.
  ///
  /// ```swift
  /// @SceneStorage("navigation") private var navigation: Data?
  ///
  /// RoutingView(navigator, screens: screens)
  ///   .receivingLinks(inbox, startingWith: [.url("myapp://news", animation: .never)],
  ///                   restoration: $navigation, activityTypes: ["com.example.reading"])
  /// ```
  ///
  /// - Parameters:
  ///   - inbox: the scene's inbox.
  ///   - startRequests: the first screens, opened once, before anything else.
  ///   - restoration: where the hierarchy is stored between launches
  ///     (`@SceneStorage`), or `nil` for none.
  ///   - activityTypes: the app's own Handoff activity types (listed under
  ///     `NSUserActivityTypes` in Info.plist).
  /// - Returns: the view, receiving links.
  @MainActor
  public func receivingLinks(
    _ inbox: LinkInbox, startingWith startRequests: [RouteRequest] = [],
    restoration: Binding<Data?>? = nil, activityTypes: [String] = []
  ) -> some View {
    modifier(
      LinkReceiving(
        inbox: inbox, startRequests: startRequests, restoration: restoration,
        activityTypes: activityTypes))
  }
}

/// The modifier behind ``SwiftUI/View/receivingLinks(_:startingWith:restoration:activityTypes:)``.
@MainActor
struct LinkReceiving: ViewModifier {
  let inbox: LinkInbox
  let startRequests: [RouteRequest]
  let restoration: Binding<Data?>?
  let activityTypes: [String]
  @Environment(\.scenePhase) private var scenePhase

  func body(content: Content) -> some View {
    let inbox = self.inbox
    let startRequests = self.startRequests
    let stored = restoration?.wrappedValue
    let types = [NSUserActivityTypeBrowsingWeb, CSSearchableItemActionType] + activityTypes
    let receiving = types.reduce(
      AnyView(
        content.onOpenURL { url in
          inbox.open(url, sender: LinkInbox.sender(openingURL: url))
        })
    ) { view, type in
      AnyView(view.onContinueUserActivity(type) { inbox.open(userActivity: $0) })
    }
    return
      receiving
      .task { inbox.start(with: startRequests, restoringFrom: stored) }
      .onChange(of: scenePhase) { phase in
        guard phase != .active, let restoration else { return }
        restoration.wrappedValue = inbox.restorationData()
      }
  }
}

#endif
