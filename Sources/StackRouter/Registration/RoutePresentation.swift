/// How a route entity's screen is shown once its source is in place.
public enum RoutePresentation: Hashable, Sendable, CustomStringConvertible {
  /// Pushed onto the source's navigation stack.
  case push
  /// Presented modally, wrapped in a navigation stack of its own.
  case modal(ModalPresentationStyle)

  /// Whether the entity is presented modally.
  public var isModal: Bool {
    if case .modal = self { true } else { false }
  }

  /// `push`, or `modal` followed by the style when it is not `automatic`.
  public var description: String {
    switch self {
    case .push: "push"
    case .modal(.automatic): "modal"
    case .modal(let style): "modal \(style)"
    }
  }
}

/// The modal presentation style an entity asks for, mirroring UIKit's
/// `UIModalPresentationStyle` without depending on UIKit.
public enum ModalPresentationStyle: String, Hashable, Sendable, CaseIterable,
  CustomStringConvertible
{
  /// The system's default style.
  case automatic
  /// Covers the whole screen.
  case fullScreen
  /// A sheet that partially covers the content beneath.
  case pageSheet
  /// A centered sheet on regular-width displays.
  case formSheet
  /// Covers the content of the presenting context.
  case currentContext
  /// Covers the screen, leaving the content beneath in place.
  case overFullScreen
  /// Covers the presenting context, leaving the content beneath in place.
  case overCurrentContext
  /// A popover on regular-width displays.
  case popover

  /// The style's name as written in a manifest, such as `formSheet`.
  public var description: String { rawValue }
}
