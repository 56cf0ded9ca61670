/// What the links a table makes share, which the table holds once: every
/// entity's chain, one after another, and every route's parameter names.
///
/// A link holds this one reference and positions in it, not a reference to
/// its entity, one to its chain and one to its names: each would be retained
/// when the link is made and released when it goes. A link made from parts
/// has a context of its own.
final class LinkContext: Sendable {
  /// Chains of entities, one after another; a link's entity and chain are
  /// positions in them.
  let entities: [RouteEntity]
  /// Route parameter names; a link's are a range of them.
  let names: [String]
  /// The route parameter names each screen's pattern captures, by pattern,
  /// for a matcher other than the default one; empty for the default one,
  /// which captures each pattern's own `:name` components.
  let capturedNames: [RoutePattern: [String]]

  /// The segment each of ``names`` captures, for the default matcher's
  /// links, whose captures are positions (see ``LinkFields``); empty for a
  /// context of a link's own.
  let nameSegments: [Int32]
  /// The segment each `*` of the default matcher's routes captures, route
  /// after route; a link's wildcards are a range of them.
  let wildcardSegments: [Int32]

  init(
    entities: [RouteEntity], names: [String], capturedNames: [RoutePattern: [String]],
    nameSegments: [Int32] = [], wildcardSegments: [Int32] = []
  ) {
    self.entities = entities
    self.names = names
    self.capturedNames = capturedNames
    self.nameSegments = nameSegments
    self.wildcardSegments = wildcardSegments
  }
}
