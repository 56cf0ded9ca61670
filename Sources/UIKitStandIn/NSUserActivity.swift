import Foundation

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Mirrors Foundation's `NSUserActivityTypeBrowsingWeb`: the type of a universal link or a web
/// Handoff, whose URL is in `webpageURL` (UIKitBehaviour.md §1 NSUserActivity; §2 Window and launch).
public let NSUserActivityTypeBrowsingWeb = "NSUserActivityTypeBrowsingWeb"

/// Mirrors Foundation's `NSUserActivity`, which Linux Foundation lacks (UIKitBehaviour.md §1
/// NSUserActivity; §2 Window and launch). Not main-actor bound and not `Sendable`, as in
/// Foundation.
///
/// `webpageURL` accepts only http and https URLs; Foundation throws on any other scheme. The
/// stand-in records a violation in `UIKitStandIn.violations` and keeps the previous URL.
open class NSUserActivity: NSObject {
  private var webpageURLStorage: URL?

  /// Mirrors `activityType`.
  open private(set) var activityType: String

  /// Mirrors `title`.
  open var title: String?

  /// Mirrors `userInfo`.
  open var userInfo: [AnyHashable: Any]?

  /// Mirrors `isEligibleForHandoff`; `true` by default.
  open var isEligibleForHandoff = true

  /// Mirrors `isEligibleForSearch`; `false` by default.
  open var isEligibleForSearch = false

  /// Mirrors `init(activityType:)`.
  ///
  /// - Parameter activityType: The activity's type, such as `NSUserActivityTypeBrowsingWeb`.
  public init(activityType: String) {
    self.activityType = activityType
    super.init()
  }

  /// Mirrors `webpageURL`: the web page that continues the activity; http or https only.
  open var webpageURL: URL? {
    get { webpageURLStorage }
    set {
      if let newValue, !["http", "https"].contains(newValue.scheme?.lowercased()) {
        UIKitStandIn.session.log.recordViolation(Diagnostics.webpageURLScheme(newValue))
        return
      }
      webpageURLStorage = newValue
    }
  }

  /// Mirrors `addUserInfoEntries(from:)`: merges `otherDictionary` into `userInfo`.
  ///
  /// - Parameter otherDictionary: The entries to add; they replace entries with the same key.
  open func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) {
    userInfo = (userInfo ?? [:]).merging(otherDictionary) { _, new in new }
  }
}
