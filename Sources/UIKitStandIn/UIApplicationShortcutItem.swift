import Foundation

/// Mirrors UIKit's `UIApplicationShortcutItem`, a Home Screen quick action
/// (UIKitBehaviour.md §1 UIApplicationShortcutItem; §2 Window and launch). Not main-actor bound.
///
/// Its user info must be property-list encodable (strings, numbers, dates, data, arrays and
/// dictionaries of them): any other value is recorded in `UIKitStandIn.violations`.
open class UIApplicationShortcutItem: NSObject {
  /// Mirrors `type`: the app-defined string that identifies the action.
  open private(set) var type: String

  /// Mirrors `localizedTitle`.
  open private(set) var localizedTitle: String

  /// Mirrors `localizedSubtitle`.
  open private(set) var localizedSubtitle: String?

  /// Mirrors `icon`.
  open private(set) var icon: UIApplicationShortcutIcon?

  /// Mirrors `userInfo`: app-defined information, property-list encodable.
  open private(set) var userInfo: [String: any NSSecureCoding]?

  /// Mirrors `targetContentIdentifier`; `nil` for an item created with these initializers.
  open var targetContentIdentifier: Any? { nil }

  /// Mirrors `init(type:localizedTitle:localizedSubtitle:icon:userInfo:)`, the designated
  /// initializer.
  ///
  /// - Parameters:
  ///   - type: The app-defined string that identifies the action.
  ///   - localizedTitle: The title shown on the Home Screen.
  ///   - localizedSubtitle: The subtitle shown under the title.
  ///   - icon: The icon shown beside the title.
  ///   - userInfo: App-defined information; property-list encodable.
  public init(
    type: String,
    localizedTitle: String,
    localizedSubtitle: String?,
    icon: UIApplicationShortcutIcon?,
    userInfo: [String: any NSSecureCoding]? = nil
  ) {
    self.type = type
    self.localizedTitle = localizedTitle
    self.localizedSubtitle = localizedSubtitle
    self.icon = icon
    self.userInfo = userInfo
    super.init()
    for (key, value) in userInfo ?? [:] where !PropertyList.contains(value) {
      UIKitStandIn.session.log.recordViolation(Diagnostics.shortcutUserInfo(key: key, value: value))
    }
  }

  /// Mirrors `init(type:localizedTitle:)`: no subtitle, icon or user info.
  ///
  /// - Parameters:
  ///   - type: The app-defined string that identifies the action.
  ///   - localizedTitle: The title shown on the Home Screen.
  public convenience init(type: String, localizedTitle: String) {
    self.init(type: type, localizedTitle: localizedTitle, localizedSubtitle: nil, icon: nil)
  }
}

extension UIApplicationShortcutItem {
  /// What a property list may hold.
  fileprivate enum PropertyList {
    /// Whether `value` is a property-list type, recursively.
    static func contains(_ value: Any) -> Bool {
      switch value {
      case is String, is NSString, is NSNumber, is Bool, is Int, is Double, is Date, is NSDate,
        is Data, is NSData:
        return true
      case let array as [Any]:
        return array.allSatisfy(contains)
      case let dictionary as [String: Any]:
        return dictionary.values.allSatisfy(contains)
      case let array as NSArray:
        return array.allSatisfy(contains)
      case let dictionary as NSDictionary:
        return dictionary.allSatisfy {
          ($0.key is String || $0.key is NSString) && contains($0.value)
        }
      default:
        return false
      }
    }
  }
}
