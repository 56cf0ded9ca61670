import Foundation

/// Mirrors UIKit's `UIApplicationShortcutIcon`, the icon of a Home Screen quick action
/// (UIKitBehaviour.md §1 UIApplicationShortcutItem). Not main-actor bound.
open class UIApplicationShortcutIcon: NSObject {
  /// Where the icon's image comes from.
  enum Source: Equatable {
    case system(IconType)
    case template(String)
    case symbol(String)
  }

  /// The icon's image.
  let source: Source

  private init(source: Source) {
    self.source = source
    super.init()
  }

  /// Mirrors `init(type:)`: a system-defined icon.
  ///
  /// - Parameter type: The system icon.
  public convenience init(type: UIApplicationShortcutIcon.IconType) {
    self.init(source: .system(type))
  }

  /// Mirrors `init(templateImageName:)`: an icon from a template image in the app's bundle.
  ///
  /// - Parameter templateImageName: The image's name.
  public convenience init(templateImageName: String) {
    self.init(source: .template(templateImageName))
  }

  /// Mirrors `init(systemImageName:)`: an icon from an SF Symbol.
  ///
  /// - Parameter systemImageName: The symbol's name.
  public convenience init(systemImageName: String) {
    self.init(source: .symbol(systemImageName))
  }
}

extension UIApplicationShortcutIcon {
  /// Mirrors UIKit's `UIApplicationShortcutIcon.IconType`, the system-defined icons
  /// (UIKitBehaviour.md §1 UIApplicationShortcutItem).
  public enum IconType: Int, Sendable {
    /// Mirrors `.compose`.
    case compose = 0
    /// Mirrors `.play`.
    case play
    /// Mirrors `.pause`.
    case pause
    /// Mirrors `.add`.
    case add
    /// Mirrors `.location`.
    case location
    /// Mirrors `.search`.
    case search
    /// Mirrors `.share`.
    case share
    /// Mirrors `.prohibit`.
    case prohibit
    /// Mirrors `.contact`.
    case contact
    /// Mirrors `.home`.
    case home
    /// Mirrors `.markLocation`.
    case markLocation
    /// Mirrors `.favorite`.
    case favorite
    /// Mirrors `.love`.
    case love
    /// Mirrors `.cloud`.
    case cloud
    /// Mirrors `.invitation`.
    case invitation
    /// Mirrors `.confirmation`.
    case confirmation
    /// Mirrors `.mail`.
    case mail
    /// Mirrors `.message`.
    case message
    /// Mirrors `.date`.
    case date
    /// Mirrors `.time`.
    case time
    /// Mirrors `.capturePhoto`.
    case capturePhoto
    /// Mirrors `.captureVideo`.
    case captureVideo
    /// Mirrors `.task`.
    case task
    /// Mirrors `.taskCompleted`.
    case taskCompleted
    /// Mirrors `.alarm`.
    case alarm
    /// Mirrors `.bookmark`.
    case bookmark
    /// Mirrors `.shuffle`.
    case shuffle
    /// Mirrors `.audio`.
    case audio
    /// Mirrors `.update`.
    case update
  }
}
