import StackRouter

/// One screen a ``SwiftUINavigator`` shows: its identity, the screen it
/// shows, the object that receives its links, and the last link it received.
///
/// The object comes from the navigator's `TargetBindings`: a screen model an
/// app binds (a `RoutableTarget`, often an `ObservableObject` its view
/// observes), or a ``ViewScreen`` for a screen bound to a view alone. It is
/// created once, when the screen is, and lives as long as the screen: a link
/// that keeps the screen reloads the same object.
public struct ScreenEntry: Identifiable {
  /// The screen's identity.
  public let id: ScreenID
  /// The screen, with the parameters of its last link.
  public internal(set) var screen: Screen
  /// The object that receives the screen's links.
  public let target: any RoutableTarget
  /// The last link the screen received.
  public internal(set) var link: AppLink
  /// How many links the screen has received: 1 when it is created, one
  /// more at every reload.
  public internal(set) var revision: Int

  /// Creates an entry for a screen that has just received its first link.
  init(id: ScreenID, screen: Screen, target: any RoutableTarget, link: AppLink) {
    self.id = id
    self.screen = screen
    self.target = target
    self.link = link
    self.revision = 1
  }
}
