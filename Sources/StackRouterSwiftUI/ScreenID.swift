/// The identity of one screen a ``SwiftUINavigator`` shows: the element of
/// a `NavigationStack` path, and the identity SwiftUI gives the screen's
/// view.
///
/// A screen a link keeps (reloads) keeps its identity, so its view keeps its
/// state; a screen a link creates gets a new one. Identities are never
/// reused within a navigator.
public struct ScreenID: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The number, unique within the navigator.
  public let rawValue: Int

  /// Creates an identity.
  public init(_ rawValue: Int) {
    self.rawValue = rawValue
  }

  /// Orders identities by creation.
  public static func < (lhs: ScreenID, rhs: ScreenID) -> Bool {
    lhs.rawValue < rhs.rawValue
  }

  /// `#N`.
  public var description: String { "#\(rawValue)" }
}
