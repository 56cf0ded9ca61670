import Foundation

// On Apple platforms `CGRect.zero` and its kin come from the CoreGraphics overlay,
// which Foundation does not re-export; on Linux Foundation declares them.
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Mirrors UIKit's `UIView`, as far as windows and transition containers need it
/// (UIKitBehaviour.md §1 UIWindow; the coordinator's `containerView`).
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

  /// Mirrors `bounds`: the frame's size at the origin.
  open var bounds: CGRect {
    get { CGRect(origin: .zero, size: frame.size) }
    set { frame.size = newValue.size }
  }

  /// Mirrors `autoresizingMask`.
  open var autoresizingMask: AutoresizingMask = []

  /// Mirrors `subviews`, back to front.
  open private(set) var subviews: [UIView] = []

  /// Mirrors `superview`.
  open private(set) weak var superview: UIView?

  /// The controller whose `view` this is, if any.
  weak var owningController: UIViewController?

  /// Mirrors `window`: the window this view is in, through its superviews or, for a
  /// controller's view, the window showing that controller's layer. Hidden windows count, as in
  /// UIKit. (UIKit also answers `nil` for the view of a controller its container does not show,
  /// such as one below the top of a stack; the stand-in does not model that.)
  open var window: UIWindow? {
    var top = self
    while let parent = top.superview { top = parent }
    if let window = top as? UIWindow { return window }
    return top.owningController?.hostingWindow
  }

  /// Mirrors `addSubview(_:)`: moves the view from its previous superview, on top.
  open func addSubview(_ view: UIView) {
    view.removeFromSuperview()
    subviews.append(view)
    view.superview = self
  }

  /// Mirrors `removeFromSuperview()`.
  open func removeFromSuperview() {
    superview?.subviews.removeAll { $0 === self }
    superview = nil
  }

  /// Mirrors `UIView.AutoresizingMask`.
  public struct AutoresizingMask: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Creates a mask from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Mirrors `.flexibleLeftMargin`.
    public static let flexibleLeftMargin = Self(rawValue: 1 << 0)
    /// Mirrors `.flexibleWidth`.
    public static let flexibleWidth = Self(rawValue: 1 << 1)
    /// Mirrors `.flexibleRightMargin`.
    public static let flexibleRightMargin = Self(rawValue: 1 << 2)
    /// Mirrors `.flexibleTopMargin`.
    public static let flexibleTopMargin = Self(rawValue: 1 << 3)
    /// Mirrors `.flexibleHeight`.
    public static let flexibleHeight = Self(rawValue: 1 << 4)
    /// Mirrors `.flexibleBottomMargin`.
    public static let flexibleBottomMargin = Self(rawValue: 1 << 5)
  }
}
