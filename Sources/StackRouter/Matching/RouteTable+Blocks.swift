/// The order in which the router tries a link's routes: every block whose
/// pattern matches the link, then the best entity.
///
/// Blocks do not compete with entities. Every block that matches a link
/// runs before its entity, whatever entity wins: highest priority first,
/// then blocks of equal priority in precedence order (the better-ranked
/// pattern first). The best entity is chosen among the entities alone, so a
/// `list/*` block runs for `list/42` beside the entity `list/:itemID`.
extension RouteTable {
  /// Every block that matches, in the order they run, then the best entity,
  /// from a matcher's matches listed best first.
  ///
  /// The sort is stable, so blocks of equal priority keep the matcher's
  /// precedence order.
  static func runOrder(of matches: [RouteMatch]) -> [RouteMatch] {
    var blocks: [(priority: Int, match: RouteMatch)] = []
    var entity: RouteMatch?
    for match in matches {
      switch match.route {
      case .block(let block): blocks.append((block.priority, match))
      case .entity: if entity == nil { entity = match }
      }
    }
    var ordered = blocks.enumerated()
      .sorted { ($0.element.priority, $1.offset) > ($1.element.priority, $0.offset) }
      .map(\.element.match)
    if let entity { ordered.append(entity) }
    return ordered
  }
}
