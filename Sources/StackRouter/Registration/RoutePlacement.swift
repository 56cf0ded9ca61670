/// Where the root entity of a route is shown.
public enum RoutePlacement: Hashable, Sendable, CustomStringConvertible {
  /// The app's root navigation stack; in an app with tabs, the selected tab's stack.
  case rootStack
  /// The navigation stack of the named tab, which is selected first.
  case tab(String)
  /// Presented modally over whatever is on top, keeping the modals already shown.
  /// A root segment marked `!` is placed here.
  case overTop

  /// `root stack`, `tab NAME` or `over top`.
  public var description: String {
    switch self {
    case .rootStack: "root stack"
    case .tab(let name): "tab \(name)"
    case .overTop: "over top"
    }
  }
}
