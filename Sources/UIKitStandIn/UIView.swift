import Foundation

/// Mirrors UIKit's `UIView`, as far as windows and transition containers need it
/// (uikit.md §1 UIWindow; the coordinator's `containerView`).
@MainActor
open class UIView: UIResponder {
  /// Mirrors `frame`.
  open var frame: CGRect

  /// Mirrors `isHidden`. Views start visible; windows start hidden.
  open var isHidden = false

  /// Mirrors `init(frame:)`, the designated initializer.
  ///
  /// - Parameter frame: The view's frame.
  public init(frame: CGRect) {
    self.frame = frame
    super.init()
  }

  /// Mirrors `init?(coder:)`. The stand-in decodes nothing and gives an empty frame.
  ///
  /// - Parameter coder: An unarchiver, ignored.
  public required init?(coder: NSCoder) {
    self.frame = .zero
    super.init()
  }

  /// Mirrors the `init()` UIKit inherits from `NSObject`: a view with an empty frame.
  public override convenience init() {
    self.init(frame: .zero)
  }
}
