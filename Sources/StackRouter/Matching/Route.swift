/// Something a link can match: a route entity (a screen), or a block handler.
public enum Route: Sendable, CustomStringConvertible {
  /// A screen the route handler shows.
  case entity(RouteEntity)
  /// A block the router runs; it may pass to the next-best route. Stored
  /// out of line, so that a route takes no more room than an entity.
  indirect case block(RouteBlock)

  /// The route's path pattern.
  public var pattern: RoutePattern {
    switch self {
    case .entity(let entity): entity.pattern
    case .block(let block): block.pattern
    }
  }

  /// The entity, for an entity route.
  public var entity: RouteEntity? {
    if case .entity(let entity) = self { entity } else { nil }
  }

  /// A block's priority; `nil` for an entity.
  var blockPriority: Int? {
    if case .block(let block) = self { block.priority } else { nil }
  }

  /// `pattern <Target>` for an entity, `pattern {block}` for a block.
  public var description: String {
    switch self {
    case .entity(let entity): entity.description
    case .block(let block): "\(block.pattern) {block}"
    }
  }
}
