/// Binds the target names routes use to the types, or factories, that
/// create their screens, and delivers links to screens.
///
/// ```swift
/// var bindings = TargetBindings()
/// bindings.bind(ListViewController.self)
/// bindings.bind(DetailViewController.self)
/// bindings.bind("ComposeVC") { link, parameters in ComposeViewController(draft: parameters["text"]) }
/// bindings.preconfigure = { screen, link in (screen as? NeedsStore)?.store = store }
/// ```
@MainActor
public struct TargetBindings {
  /// Creates a screen for a link.
  public typealias Factory = @MainActor (AppLink, LinkParameters) -> any RoutableTarget

  private var factories: [String: Factory] = [:]

  /// Runs on every screen, new or kept, before it receives the link: the
  /// place to inject dependencies.
  public var preconfigure: (@MainActor (any RoutableTarget, AppLink) -> Void)?

  /// Creates empty bindings.
  public nonisolated init() {}

  /// Binds a type under its ``RoutableTarget/routeName``, created with
  /// ``RoutableTarget/make(for:parameters:)``.
  public mutating func bind<Target: RoutableTarget>(_ type: Target.Type) {
    factories[Target.routeName] = { link, parameters in
      Target.make(for: link, parameters: parameters)
    }
  }

  /// Binds a name to a factory, for screens made from a nib or a storyboard,
  /// or with dependencies.
  public mutating func bind(_ name: String, factory: @escaping Factory) {
    factories[name] = factory
  }

  /// The bound names.
  public var boundNames: Set<String> { Set(factories.keys) }

  /// Whether a factory is bound to `name`.
  public func isBound(_ name: String) -> Bool { factories[name] != nil }

  /// Creates the screen for `screen`'s target, or returns `nil` when nothing
  /// is bound to it. The new screen has not received the link yet.
  public func make(_ screen: Screen, for link: AppLink) -> (any RoutableTarget)? {
    factories[screen.target]?(link, screen.parameters)
  }

  /// Delivers a link to a screen: ``preconfigure`` first, then
  /// ``RoutableTarget/reload(with:parameters:)``.
  public func deliver(_ link: AppLink, parameters: LinkParameters, to target: any RoutableTarget) {
    preconfigure?(target, link)
    target.reload(with: link, parameters: parameters)
  }
}
