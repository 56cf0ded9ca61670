import StackRouter

/// A presented modal in a ``SwiftUINavigator``: a `sheet` or a
/// `fullScreenCover` holding a `NavigationStack` of its own.
public struct ModalLayer: Identifiable {
  /// A modal's identity, unique within the navigator.
  public struct ID: Hashable, Sendable, CustomStringConvertible {
    /// The number.
    public let rawValue: Int

    /// Creates an identity.
    public init(_ rawValue: Int) {
      self.rawValue = rawValue
    }

    /// `#N`.
    public var description: String { "#\(rawValue)" }
  }

  /// The modal's identity.
  public let id: ID
  /// The style the route entity asks for.
  public let style: ModalPresentationStyle
  /// The modal's stack, from the bottom.
  public internal(set) var entries: [ScreenEntry]

  /// How SwiftUI presents it: the presentation its style maps to.
  public var presentation: ModalPresentation { ModalPresentation(style) }
}
