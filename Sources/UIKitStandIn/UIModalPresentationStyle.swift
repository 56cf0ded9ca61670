/// Mirrors UIKit's `UIModalPresentationStyle` (UIKitBehaviour.md §1 UIViewController).
///
/// The stand-in treats every style as covering the whole window: presentations always go to
/// the controller at the root of the presenting layer (UIKitBehaviour.md §2 Presentation).
public enum UIModalPresentationStyle: Int, Sendable {
  /// Mirrors `.fullScreen`.
  case fullScreen = 0
  /// Mirrors `.pageSheet`.
  case pageSheet = 1
  /// Mirrors `.formSheet`.
  case formSheet = 2
  /// Mirrors `.currentContext`.
  case currentContext = 3
  /// Mirrors `.custom`.
  case custom = 4
  /// Mirrors `.overFullScreen`.
  case overFullScreen = 5
  /// Mirrors `.overCurrentContext`.
  case overCurrentContext = 6
  /// Mirrors `.popover`.
  case popover = 7
  /// Mirrors `.none`.
  case none = -1
  /// Mirrors `.automatic`, the default; UIKit resolves it to `.pageSheet` for most controllers.
  case automatic = -2
}
