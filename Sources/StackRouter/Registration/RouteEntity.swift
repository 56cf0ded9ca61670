/// A screen a link can open: a path pattern, the target type that shows it,
/// and the entity it is pushed or presented on (its source).
///
/// Entities are derived from route DSL strings by the ``Registrar``: each
/// segment with a `<Type>` target ends one. Within a ``RouteTable`` an entity
/// is identified by its pattern.
public struct RouteEntity: Hashable, Sendable, CustomStringConvertible {
  /// The path pattern that reaches this entity.
  ///
  /// A table stores its entities' patterns packed together, and each read
  /// makes the pattern from them: keep it in a local to read it often.
  public var pattern: RoutePattern { columns.pattern(row) }
  /// The name of the target type, as written between `<` and `>`.
  public var target: String { columns.rows[Int(row)].target }
  /// The pattern of the entity below this one in the stack, or `nil` for a
  /// root entity.
  public var source: RoutePattern? {
    let parent = columns.rows[Int(row)].parent
    return parent < 0 ? columns.detachedSource : columns.pattern(parent)
  }
  /// Where the chain's root entity is shown.
  public var placement: RoutePlacement {
    columns.placements[Int(columns.rows[Int(row)].placement)]
  }
  /// How this entity is shown on its source.
  public var presentation: RoutePresentation { columns.rows[Int(row)].presentation }
  /// Parameter values used when a link does not carry them.
  public var defaults: [String: String] { columns.extras(row)?.defaults ?? [:] }
  /// When set, the only query parameters and defaults this entity's screen receives.
  public var allowedParameters: Set<String>? { columns.extras(row)?.allowedParameters }
  /// Where the entity was first registered.
  public var location: SourceLocation {
    columns.locations[Int(columns.rows[Int(row)].location)]
  }

  /// The store that holds the entity's values, shared by every entity of a
  /// table: an entity is copied into routes, matches, links and chains, and
  /// a copy costs one reference.
  private let columns: EntityColumns
  /// The entity's row in `columns`.
  private let row: Int32

  /// Creates an entity. Apps normally let a ``Registrar`` derive entities.
  public init(
    pattern: RoutePattern,
    target: String,
    source: RoutePattern? = nil,
    placement: RoutePlacement = .rootStack,
    presentation: RoutePresentation = .push,
    defaults: [String: String] = [:],
    allowedParameters: Set<String>? = nil,
    location: SourceLocation = SourceLocation(file: "", line: 0, column: 0)
  ) {
    columns = EntityColumns(
      pattern: pattern, target: target, source: source, placement: placement,
      presentation: presentation, defaults: defaults, allowedParameters: allowedParameters,
      location: location)
    row = 0
  }

  /// The entity at `row` of a table's store.
  init(columns: EntityColumns, row: Int32) {
    self.columns = columns
    self.row = row
  }

  // MARK: Reading the pattern in place

  /// The pattern's components, read without building the pattern.
  var components: PackedComponents { columns.components(row) }

  /// The names of the pattern's `:name` parameters, in order; see
  /// ``RoutePattern/parameterNames``.
  var parameterNames: [String] { Array(columns.parameterNames(row)) }

  /// Whether the pattern ends with `**`.
  var endsWithCatchAll: Bool { columns.rows[Int(row)].endsWithCatchAll }

  /// Whether the two entities have equal patterns.
  func hasSamePattern(as other: RouteEntity) -> Bool {
    columns.hasSamePattern(row, as: other.columns, other.row)
  }

  /// Whether the entity's pattern equals `pattern`.
  func hasPattern(_ pattern: RoutePattern) -> Bool {
    columns.hasPattern(row, equalTo: pattern)
  }

  /// Whether the entity is presented modally.
  public var isModal: Bool { presentation.isModal }

  /// `pattern <Target>`, with `!` for a modal entity.
  public var description: String {
    "\(pattern) <\(target)>\(isModal ? "!" : "")"
  }

  /// Entities are equal when everything but their registration site is.
  public static func == (lhs: RouteEntity, rhs: RouteEntity) -> Bool {
    // Rows of one store have different patterns.
    if lhs.columns === rhs.columns { return lhs.row == rhs.row }
    return lhs.hasSamePattern(as: rhs) && lhs.target == rhs.target && lhs.source == rhs.source
      && lhs.placement == rhs.placement && lhs.presentation == rhs.presentation
      && lhs.defaults == rhs.defaults && lhs.allowedParameters == rhs.allowedParameters
  }

  /// Hashes the pattern, which identifies an entity within a table.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(columns.scope(row))
    for component in components { hasher.combine(component) }
  }
}
