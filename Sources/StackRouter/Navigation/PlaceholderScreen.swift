/// A recorded stand-in for a screen whose type is not bound: lets a
/// ``HeadlessNavigator`` simulate a manifest without the app's types.
@MainActor
public final class PlaceholderScreen: RoutableTarget {
  /// The target name it stands in for.
  public let target: String
  /// Every link it received, in order.
  public private(set) var links: [AppLink] = []

  /// Creates a placeholder for a target name.
  public required init(target: String) {
    self.target = target
  }

  /// Creates a placeholder for the link's target.
  public static func make(for link: AppLink, parameters: LinkParameters) -> Self {
    Self(target: link.entity.target)
  }

  /// Records the link.
  public func reload(with link: AppLink, parameters: LinkParameters) {
    links.append(link)
  }
}
