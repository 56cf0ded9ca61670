/// One screen of the navigation hierarchy, known by the entity it shows and
/// the parameters it was given.
///
/// A screen the router did not create (an app's own root controller, say)
/// has no entity: it is known only by its target name.
public struct Screen: Hashable, Sendable, CustomStringConvertible {
  /// The target type's name.
  public let target: String
  /// The entity the screen shows, when the router knows it.
  public let entity: RouteEntity?
  /// The parameters the screen received with its last link.
  public let parameters: LinkParameters

  /// Creates a screen for an entity.
  public init(entity: RouteEntity, parameters: LinkParameters = LinkParameters()) {
    self.target = entity.target
    self.entity = entity
    self.parameters = parameters
  }

  /// Creates a screen the router does not know.
  public init(target: String, parameters: LinkParameters = LinkParameters()) {
    self.target = target
    self.entity = nil
    self.parameters = parameters
  }

  /// The route parameters the screen's own pattern captures: what makes two
  /// screens of one entity different screens (`item/1` and `item/2`).
  public var identity: LinkParameters {
    guard let entity else { return parameters }
    let names = Set(entity.pattern.parameterNames)
    return parameters.filter { names.contains($0) }
  }

  /// Whether this screen already is `other`'s: the same entity with the same
  /// route parameters. Query parameters may differ; a reload delivers them.
  public func isSameScreen(as other: Screen) -> Bool {
    entity != nil && entity?.pattern == other.entity?.pattern && identity == other.identity
  }

  /// `Target route (parameters)`, such as `DetailVC list/:itemID (itemID=42)`.
  public var description: String {
    let route = entity.map { " \($0.pattern)" } ?? ""
    return target + route + (parameters.isEmpty ? "" : " (\(parameters))")
  }
}
