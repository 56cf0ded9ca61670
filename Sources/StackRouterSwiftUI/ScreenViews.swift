#if canImport(SwiftUI) && canImport(UIKit)
import StackRouter
import SwiftUI

/// Binds the target names routes use to SwiftUI views: the SwiftUI form of
/// `TargetBindings`, which it fills for the navigator.
///
/// ```swift
/// var screens = ScreenViews()
/// screens.bind("ArticleList") { context in ArticleList() }
/// screens.bind(ArticleView.self)                       // a RoutableView
/// screens.bind(CommentsModel.self) { model, context in  // a screen model
///   CommentsView(model: model)
/// }
/// screens.preconfigure = { target, link in (target as? NeedsStore)?.store = store }
/// screens.modifyEveryScreen { view, context in view.environmentObject(store) }
/// let navigator = SwiftUINavigator(shell: .tabs(["news", "library"]), screens: screens)
/// ```
///
/// A target that routes name and nothing binds is an error when the
/// `Router` is built. A screen's view is built again with a new
/// ``ScreenContext`` whenever a link reloads it; SwiftUI keeps its identity,
/// so its `@State` and `@StateObject` survive. A screen model bound with
/// ``bind(_:named:view:)`` is created once per screen and receives every
/// link through `RoutableTarget/reload(with:parameters:)`.
@MainActor
public struct ScreenViews {
  private typealias Builder = @MainActor (any RoutableTarget, ScreenContext) -> AnyView

  /// The bindings the navigator creates and reloads screens' objects with.
  public private(set) var bindings = TargetBindings()
  private var builders: [String: Builder] = [:]
  private var decorate: (@MainActor (AnyView, ScreenContext) -> AnyView)?

  /// Creates empty bindings.
  public init() {}

  /// Runs on every screen's object, new or kept, before it receives a link:
  /// the place to inject dependencies into screen models.
  public var preconfigure: (@MainActor (any RoutableTarget, AppLink) -> Void)? {
    get { bindings.preconfigure }
    set { bindings.preconfigure = newValue }
  }

  /// The bound target names.
  public var boundNames: Set<String> { Set(builders.keys) }

  /// Binds a target name to a view built from the screen's context.
  ///
  /// - Parameters:
  ///   - name: the name routes use between `<` and `>`.
  ///   - view: builds the screen's view; called again at every reload.
  public mutating func bind<Content: View>(
    _ name: String, @ViewBuilder view: @escaping @MainActor (ScreenContext) -> Content
  ) {
    bindings.bind(name) { _, _ in ViewScreen() }
    builders[name] = { _, context in AnyView(view(context)) }
  }

  /// Binds a ``RoutableView`` under its ``RoutableView/routeName``.
  ///
  /// - Parameter type: the view's type.
  public mutating func bind<Screen: RoutableView>(_ type: Screen.Type) {
    bind(Screen.routeName) { context in Screen(context: context) }
  }

  /// Binds a screen model and its view: the navigator creates the model once
  /// per screen with `RoutableTarget/make(for:parameters:)` and reloads it
  /// with every link; the view observes it.
  ///
  /// - Parameters:
  ///   - model: the model's type.
  ///   - name: the name routes use; the model's `routeName` by default.
  ///   - view: builds the screen's view from its model and context.
  public mutating func bind<Model: RoutableTarget, Content: View>(
    _ model: Model.Type, named name: String? = nil,
    @ViewBuilder view: @escaping @MainActor (Model, ScreenContext) -> Content
  ) {
    let name = name ?? Model.routeName
    bindings.bind(name) { link, parameters in Model.make(for: link, parameters: parameters) }
    builders[name] = { target, context in
      // The navigator made the target with this binding, so it is a Model.
      guard let model = target as? Model else { return AnyView(EmptyView()) }
      return AnyView(view(model, context))
    }
  }

  /// Wraps every screen's view, new or kept: the place to inject
  /// environment objects and values.
  ///
  /// - Parameter transform: wraps a screen's view, given its context.
  public mutating func modifyEveryScreen<Modified: View>(
    _ transform: @escaping @MainActor (AnyView, ScreenContext) -> Modified
  ) {
    decorate = { view, context in AnyView(transform(view, context)) }
  }

  /// The view of a screen.
  ///
  /// - Parameters:
  ///   - entry: the screen's entry in the navigator.
  ///   - context: its context.
  /// - Returns: the bound view, wrapped by ``modifyEveryScreen(_:)``; an
  ///   empty view for a target nothing binds (the router refuses to be built
  ///   with one).
  public func view(for entry: ScreenEntry, context: ScreenContext) -> AnyView {
    guard let builder = builders[context.target] else { return AnyView(EmptyView()) }
    let view = builder(entry.target, context)
    return decorate.map { $0(view, context) } ?? view
  }
}

/// A view that a route can show directly: built from its screen's context.
///
/// ```swift
/// struct ArticleView: RoutableView {
///   let context: ScreenContext
///   @StateObject private var loader = ArticleLoader()
///   var body: some View {
///     Text(loader.title)
///       .task(id: context.revision) { await loader.load(context.parameters["articleID"]) }
///   }
/// }
/// screens.bind(ArticleView.self)  // routes name it <ArticleView>
/// ```
public protocol RoutableView: View {
  /// The name routes use between `<` and `>`; the type's name by default.
  static var routeName: String { get }

  /// Creates the view for a screen; called again at every reload.
  @MainActor init(context: ScreenContext)
}

extension RoutableView {
  /// The type's name, such as `ArticleView`.
  public static var routeName: String { String(describing: Self.self) }
}

extension SwiftUINavigator {
  /// Creates a navigator whose screens are SwiftUI views.
  ///
  /// - Parameters:
  ///   - shell: the root container.
  ///   - screens: the views bound to target names.
  ///   - rules: what SwiftUI accepts in one update; the running system's by default.
  public convenience init(
    shell: Shell = .stack, screens: ScreenViews, rules: TransitionRules = .current
  ) {
    self.init(shell: shell, bindings: screens.bindings, rules: rules)
  }
}

#endif
