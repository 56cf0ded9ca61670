import StackRouter

/// What a screen's view is given: which screen it is, where, and the link
/// and parameters it was last opened with.
///
/// A view built from a context is built again with a new context when a
/// link reloads its screen; its identity, and so its `@State` and
/// `@StateObject`, stays. React to a reload with
/// `.onChange(of: context.revision)` or `.task(id: context.revision)`.
public struct ScreenContext: Hashable, Sendable {
  /// The screen's identity.
  public let id: ScreenID
  /// The screen, with the parameters of its last link.
  public let screen: Screen
  /// The last link the screen received.
  public let link: AppLink
  /// How many links the screen has received (1, then one more per reload).
  public let revision: Int
  /// The stack the screen is in.
  public let location: NavigationState.StackLocation
  /// The screen's index in its stack, from the bottom.
  public let index: Int

  /// Creates a context.
  public init(
    id: ScreenID, screen: Screen, link: AppLink, revision: Int,
    location: NavigationState.StackLocation, index: Int
  ) {
    self.id = id
    self.screen = screen
    self.link = link
    self.revision = revision
    self.location = location
    self.index = index
  }

  /// The screen's parameters: its route parameters, then the query, then
  /// its entity's defaults.
  public var parameters: LinkParameters { screen.parameters }

  /// The target name the routes use for the screen.
  public var target: String { screen.target }

  /// Whether the screen is the bottom screen of a modal: the one a Cancel
  /// or Done button dismisses.
  public var isModalRoot: Bool {
    if case .modal = location { index == 0 } else { false }
  }
}
