import StackRouter

/// The object behind a screen bound to a view alone, with no screen model of
/// its own: it keeps the link and parameters the screen last received, so
/// that a ``SwiftUINavigator`` treats every screen alike (created once,
/// reloaded with each link).
@MainActor
public final class ViewScreen: RoutableTarget {
  /// The last link it received.
  public private(set) var link: AppLink?
  /// Its parameters from the last link.
  public private(set) var parameters = LinkParameters()
  /// How many links it has received.
  public private(set) var linkCount = 0

  /// Creates the object; it receives its first link next.
  public init() {}

  /// Creates the object for a link.
  public static func make(for link: AppLink, parameters: LinkParameters) -> Self { Self() }

  /// Keeps the link and parameters.
  public func reload(with link: AppLink, parameters: LinkParameters) {
    self.link = link
    self.parameters = parameters
    linkCount += 1
  }
}
