import Foundation

/// Mirrors UIKit's `UISceneSession` (UIKitBehaviour.md §1 Scene delegates). Apps never create sessions:
/// the initializer is `@_spi(Testing)`.
@MainActor
open class UISceneSession: NSObject {
  /// Mirrors `persistentIdentifier`.
  open private(set) var persistentIdentifier: String

  /// Mirrors `role`.
  open private(set) var role: UISceneSession.Role

  /// Mirrors `scene`; weak.
  weak open internal(set) var scene: UIScene?

  /// Creates a session. Test-only: UIKit creates sessions.
  ///
  /// - Parameters:
  ///   - persistentIdentifier: The session's identifier; a new UUID by default.
  ///   - role: The session's role; an app window by default.
  @_spi(Testing)
  public init(
    persistentIdentifier: String = UUID().uuidString,
    role: UISceneSession.Role = .windowApplication
  ) {
    self.persistentIdentifier = persistentIdentifier
    self.role = role
    super.init()
  }
}

extension UISceneSession {
  /// Mirrors UIKit's `UISceneSession.Role` (UIKitBehaviour.md §1 Scene delegates).
  public struct Role: Hashable, RawRepresentable, Sendable {
    /// Mirrors `.windowApplication`: an app window on the device's screen.
    public static let windowApplication = Self(rawValue: "UIWindowSceneSessionRoleApplication")

    /// The role's string value.
    public var rawValue: String

    /// Creates a role from its string value.
    ///
    /// - Parameter rawValue: The role's string value.
    public init(rawValue: String) {
      self.rawValue = rawValue
    }
  }
}
