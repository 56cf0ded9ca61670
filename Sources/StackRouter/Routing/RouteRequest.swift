import Foundation

/// Something that asks the app to open a link, from any entry point. Every
/// entry point becomes a request and goes through the same pipeline.
public struct RouteRequest: Hashable, Sendable, CustomStringConvertible {
  /// Where a request comes from.
  public enum Source: Hashable, Sendable {
    /// A custom-scheme link or a universal link, as text.
    case url(String)
    /// A Home Screen quick action: its type, and the user info it carries
    /// (property-list values, as text).
    case shortcut(type: String, userInfo: [String: String])
    /// A Spotlight result: the searchable item's unique identifier, which
    /// StackRouter's helpers make the item's link.
    case spotlight(identifier: String)
    /// An `NSUserActivity`: a universal link (`NSUserActivityTypeBrowsingWeb`),
    /// a Spotlight result, or a Handoff activity.
    case userActivity(type: String, webpageURL: String?, userInfo: [String: String])
  }

  /// The user-info key whose value is the link, in shortcut items and
  /// Handoff activities that StackRouter creates.
  public static let linkUserInfoKey = "stackrouter.link"
  /// `NSUserActivityTypeBrowsingWeb`: a universal link or web Handoff.
  public static let browsingWebActivityType = "NSUserActivityTypeBrowsingWeb"
  /// `CSSearchableItemActionType`: a Spotlight result was tapped.
  public static let spotlightActivityType = "com.apple.corespotlightitem"
  /// `CSSearchableItemActivityIdentifier`: the user-info key of the item's identifier.
  public static let spotlightIdentifierKey = "kCSSearchableItemActivityIdentifier"

  /// Who asked for a request: the app itself, another app, or the system.
  public enum Sender: Hashable, Sendable, CustomStringConvertible {
    /// The app itself: its start links, its own links and redirects. The
    /// default for requests an app makes.
    case app
    /// Another app opened a custom-scheme link, with its bundle identifier as
    /// UIKit reports it (`UIOpenURLContext.options.sourceApplication`), or
    /// `nil` when UIKit does not say, as it does not for another developer's
    /// apps.
    case otherApp(String?)
    /// The system: a universal link, a Home Screen quick action, a Spotlight
    /// result or a Handoff activity.
    case system

    /// `this app`, `app com.example.mail`, `unknown app` or `system`.
    public var description: String {
      switch self {
      case .app: "this app"
      case .otherApp(let bundleID?): "app \(bundleID)"
      case .otherApp(nil): "unknown app"
      case .system: "system"
      }
    }
  }

  /// Where the request comes from.
  public var source: Source
  /// Which transitions animate.
  public var animation: AnimationPolicy
  /// Who asked for the request.
  public var sender: Sender

  /// Creates a request.
  public init(
    _ source: Source, animation: AnimationPolicy = .lastTransition, sender: Sender = .app
  ) {
    self.source = source
    self.animation = animation
    self.sender = sender
  }

  /// A request for a link.
  public static func url(
    _ link: String, animation: AnimationPolicy = .lastTransition, sender: Sender = .app
  ) -> RouteRequest {
    RouteRequest(.url(link), animation: animation, sender: sender)
  }

  /// A request for a `URL`.
  public static func url(
    _ url: URL, animation: AnimationPolicy = .lastTransition, sender: Sender = .app
  ) -> RouteRequest {
    RouteRequest(.url(url.absoluteString), animation: animation, sender: sender)
  }

  /// A request from a Home Screen quick action.
  public static func shortcut(
    _ type: String, userInfo: [String: String] = [:], animation: AnimationPolicy = .lastTransition
  ) -> RouteRequest {
    RouteRequest(.shortcut(type: type, userInfo: userInfo), animation: animation, sender: .system)
  }

  /// A request from a Spotlight result.
  public static func spotlight(_ identifier: String, animation: AnimationPolicy = .lastTransition)
    -> RouteRequest
  {
    RouteRequest(.spotlight(identifier: identifier), animation: animation, sender: .system)
  }

  /// The link the request carries, given the app's shortcut map, or the
  /// reason it carries none.
  public func link(forShortcuts shortcuts: [String: String]) -> Result<String, InvalidURLError> {
    switch source {
    case .url(let link):
      return .success(link)
    case .spotlight(let identifier):
      return .success(identifier)
    case .shortcut(let type, let userInfo):
      if let link = shortcuts[type] ?? userInfo[Self.linkUserInfoKey] { return .success(link) }
      return .failure(
        InvalidURLError(
          input: description, reason: .noLink("no link is mapped to the shortcut type '\(type)'")))
    case .userActivity(let type, let webpageURL, let userInfo):
      let link =
        switch type {
        case Self.browsingWebActivityType: webpageURL
        case Self.spotlightActivityType: userInfo[Self.spotlightIdentifierKey]
        default: userInfo[Self.linkUserInfoKey] ?? webpageURL
        }
      if let link { return .success(link) }
      return .failure(
        InvalidURLError(
          input: description, reason: .noLink("the activity '\(type)' carries no link")))
    }
  }

  /// The source, as in `shortcut com.example.compose`.
  public var description: String {
    switch source {
    case .url(let link): link
    case .shortcut(let type, _): "shortcut \(type)"
    case .spotlight(let identifier): "spotlight \(identifier)"
    case .userActivity(let type, let webpageURL, _):
      "activity \(type)" + (webpageURL.map { " \($0)" } ?? "")
    }
  }
}
