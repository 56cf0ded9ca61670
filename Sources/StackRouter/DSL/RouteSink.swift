/// What a ``RouteParser`` tells as it reads a route, in text order: the
/// scope, then the root's target if written, then each segment.
///
/// A sink keeps what it needs in the form it needs it: a ``DefinitionSink``
/// builds a ``RouteDefinition``, and a registrar's ``PackedRoutes`` packs
/// routes into bytes without making one (through its ``PackedRoutes/Writer``).
protocol RouteSink {
  /// The text the parser reads, whose runs the sink is given.
  associatedtype Units: Collection where Units.Element: RouteTextUnit

  /// The route's scope, or `nil` for an unscoped route; told first.
  mutating func scope(_ scope: RouteScope?)

  /// The root's target, `<Type>` written before any segment.
  mutating func root(target: Units.SubSequence, isModal: Bool, column: Int)

  /// A segment: its component's kind, its text (a literal's, a
  /// parameter's name, a capture with literal text as written; empty for
  /// `*` and `**`) and its target, if any.
  mutating func segment(
    _ kind: PathComponent.Kind, text: Units.SubSequence, target: Units.SubSequence?,
    isModal: Bool, column: Int)

  /// The column of the route's earlier `:name` parameter with this name,
  /// if it has one: a route names each parameter once.
  func column(ofParameter name: Units.SubSequence) -> Int?
}

/// Builds a ``RouteDefinition`` from what a parser reads.
struct DefinitionSink<Units: Collection>: RouteSink where Units.Element: RouteTextUnit {
  private var scope: RouteScope?
  private var root: RouteDefinition.Root?
  private var segments: [RouteDefinition.Segment] = []

  /// What the parser read.
  var definition: RouteDefinition {
    RouteDefinition(scope: scope, root: root, segments: segments)
  }

  mutating func scope(_ scope: RouteScope?) {
    self.scope = scope
  }

  mutating func root(target: Units.SubSequence, isModal: Bool, column: Int) {
    root = RouteDefinition.Root(
      target: Units.Element.text(target), isModal: isModal, column: column)
  }

  mutating func segment(
    _ kind: PathComponent.Kind, text: Units.SubSequence, target: Units.SubSequence?,
    isModal: Bool, column: Int
  ) {
    segments.append(
      RouteDefinition.Segment(
        component: PathComponent(kind, text: Units.Element.text(text)),
        target: target.map { Units.Element.text($0) }, isModal: isModal, column: column))
  }

  func column(ofParameter name: Units.SubSequence) -> Int? {
    let parameter = Units.Element.text(name)
    return segments.first { $0.component.parameterName == parameter }?.column
  }
}
