/// A screen a link can open: a path pattern, the target type that shows it,
/// and the entity it is pushed or presented on (its source).
///
/// Entities are derived from route DSL strings by the ``Registrar``: each
/// segment with a `<Type>` target ends one. Within a ``RouteTable`` an entity
/// is identified by its pattern.
public struct RouteEntity: Hashable, Sendable, CustomStringConvertible {
  /// The path pattern that reaches this entity.
  public var pattern: RoutePattern { storage.pattern }
  /// The name of the target type, as written between `<` and `>`.
  public var target: String { storage.target }
  /// The pattern of the entity below this one in the stack, or `nil` for a
  /// root entity.
  public var source: RoutePattern? {
    switch storage.source {
    case .none: nil
    case .entity(let entity): entity.pattern
    case .pattern(let pattern): pattern
    }
  }
  /// Where the chain's root entity is shown.
  public var placement: RoutePlacement { storage.placement }
  /// How this entity is shown on its source.
  public var presentation: RoutePresentation { storage.presentation }
  /// Parameter values used when a link does not carry them.
  public var defaults: [String: String] { storage.defaults }
  /// When set, the only query parameters and defaults this entity's screen receives.
  public var allowedParameters: Set<String>? { storage.allowedParameters }
  /// Where the entity was first registered.
  public var location: SourceLocation { storage.location }

  /// The entity's values, shared by every copy: an entity is copied into
  /// routes, matches, links and chains, and a copy then costs one reference.
  private let storage: Storage

  /// Where the source's pattern is: a table's entity refers to its source
  /// entity (one reference, not a second copy of the pattern); an entity
  /// made on its own keeps the pattern it was given.
  private enum Source: Sendable {
    case none
    case entity(RouteEntity)
    indirect case pattern(RoutePattern)
  }

  private final class Storage: Sendable {
    let pattern: RoutePattern
    let target: String
    let source: Source
    let placement: RoutePlacement
    let presentation: RoutePresentation
    let defaults: [String: String]
    let allowedParameters: Set<String>?
    let location: SourceLocation

    init(
      pattern: RoutePattern, target: String, source: Source, placement: RoutePlacement,
      presentation: RoutePresentation, defaults: [String: String],
      allowedParameters: Set<String>?, location: SourceLocation
    ) {
      self.pattern = pattern
      self.target = target
      self.source = source
      self.placement = placement
      self.presentation = presentation
      self.defaults = defaults
      self.allowedParameters = allowedParameters
      self.location = location
    }
  }

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
    storage = Storage(
      pattern: pattern, target: target, source: source.map(Source.pattern) ?? .none,
      placement: placement, presentation: presentation, defaults: defaults,
      allowedParameters: allowedParameters, location: location)
  }

  /// Creates an entity shown on `source`, a table's entity.
  init(
    pattern: RoutePattern, target: String, sourceEntity source: RouteEntity?,
    placement: RoutePlacement, presentation: RoutePresentation, defaults: [String: String],
    allowedParameters: Set<String>?, location: SourceLocation
  ) {
    storage = Storage(
      pattern: pattern, target: target, source: source.map(Source.entity) ?? .none,
      placement: placement, presentation: presentation, defaults: defaults,
      allowedParameters: allowedParameters, location: location)
  }

  /// Whether the entity is presented modally.
  public var isModal: Bool { presentation.isModal }

  /// `pattern <Target>`, with `!` for a modal entity.
  public var description: String {
    "\(pattern) <\(target)>\(isModal ? "!" : "")"
  }

  /// Entities are equal when everything but their registration site is.
  public static func == (lhs: RouteEntity, rhs: RouteEntity) -> Bool {
    if lhs.storage === rhs.storage { return true }
    return lhs.pattern == rhs.pattern && lhs.target == rhs.target && lhs.source == rhs.source
      && lhs.placement == rhs.placement && lhs.presentation == rhs.presentation
      && lhs.defaults == rhs.defaults && lhs.allowedParameters == rhs.allowedParameters
  }

  /// Hashes the pattern, which identifies an entity within a table.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(pattern)
  }
}
