/// What a screen adopts so that links can create and update it.
///
/// ```swift
/// final class DetailViewController: UIViewController, RoutableTarget {
///   static func make(for link: AppLink, parameters: LinkParameters) -> Self { Self() }
///   func reload(with link: AppLink, parameters: LinkParameters) {
///     itemID = parameters.value("itemID", as: Int.self)
///   }
/// }
/// ```
///
/// Bind each type to its route name with ``TargetBindings/bind(_:)``; a
/// target name that routes use and nothing binds is an error when the
/// ``Router`` is built, not a crash when a link arrives.
@MainActor
public protocol RoutableTarget: AnyObject {
  /// The name routes use between `<` and `>`; the type's name by default.
  nonisolated static var routeName: String { get }

  /// Creates the screen for a link that needs it.
  ///
  /// - Parameters:
  ///   - link: the link being opened.
  ///   - parameters: this screen's parameters (``AppLink/parameters(for:)``).
  static func make(for link: AppLink, parameters: LinkParameters) -> Self

  /// Called with every link that shows this screen, whether it was just
  /// created or kept from before (WAAppRouting's `reloadFromAppLinkRefresh`).
  func reload(with link: AppLink, parameters: LinkParameters)
}

extension RoutableTarget {
  /// The type's name, such as `DetailViewController`.
  public nonisolated static var routeName: String { String(describing: self) }

  /// Does nothing.
  public func reload(with link: AppLink, parameters: LinkParameters) {}
}
