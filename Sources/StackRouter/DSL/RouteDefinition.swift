/// A parsed route DSL string: its scope and segments, each with an optional
/// target.
///
/// A definition derives one ``EntityDefinition`` per segment that names a
/// target. For `list<ListVC>/:itemID<DetailVC>/comments<CommentsVC>!`:
///
/// | pattern                 | target       | source         | modal |
/// |-------------------------|--------------|----------------|-------|
/// | `list`                  | `ListVC`     | none           | no    |
/// | `list/:itemID`          | `DetailVC`   | `list`         | no    |
/// | `list/:itemID/comments` | `CommentsVC` | `list/:itemID` | yes   |
public struct RouteDefinition: Hashable, Sendable, CustomStringConvertible {
  /// One `/`-separated part of a route DSL string.
  public struct Segment: Hashable, Sendable {
    /// What the segment matches.
    public let component: PathComponent
    /// The target type named after the component, if any.
    public let target: String?
    /// Whether the target is presented modally (`!`).
    public let isModal: Bool
    /// The 1-based column where the segment starts in the parsed text.
    public let column: Int

    /// Segments are equal when they match, target and present alike,
    /// wherever they were written.
    public static func == (lhs: Segment, rhs: Segment) -> Bool {
      lhs.component == rhs.component && lhs.target == rhs.target && lhs.isModal == rhs.isModal
    }

    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) {
      hasher.combine(component)
      hasher.combine(target)
      hasher.combine(isModal)
    }
  }

  /// One route entity a definition derives: the segments up to a target.
  public struct EntityDefinition: Hashable, Sendable {
    /// The path pattern: every component up to and including the target's segment.
    public let pattern: RoutePattern
    /// The target type's name.
    public let target: String
    /// The pattern of the previous entity in the same definition, if any.
    public let source: RoutePattern?
    /// Whether the target is presented modally.
    public let isModal: Bool
  }

  /// The target of the root: the screen for a link with an empty path
  /// (`myapp://`, `https://example.com/`), written `/<HomeVC>` before any
  /// segment (`myapp://<HomeVC>` or `https://example.com/<HomeVC>` with a
  /// scope).
  public struct Root: Hashable, Sendable {
    /// The target type's name.
    public let target: String
    /// Whether the target is presented modally (`!`).
    public let isModal: Bool
    /// The 1-based column of the target's `<` in the parsed text.
    public let column: Int

    /// Roots are equal when they target and present alike, wherever they
    /// were written.
    public static func == (lhs: Root, rhs: Root) -> Bool {
      lhs.target == rhs.target && lhs.isModal == rhs.isModal
    }

    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) {
      hasher.combine(target)
      hasher.combine(isModal)
    }
  }

  /// The scheme or domain the route is limited to, if any.
  public let scope: RouteScope?
  /// The root's target, when the route names one: the first screen of the
  /// chain, shown for links with an empty path.
  public let root: Root?
  /// The segments, in order.
  public let segments: [Segment]

  /// Parses a route DSL string such as `list<ListVC>/:itemID<DetailVC>`.
  ///
  /// - Throws: ``RouteSyntaxError`` naming the column of the first problem,
  ///   including an optional group (``expansions(parsing:)`` reads those)
  ///   and text in another router's spelling, such as `list{ListVC}`.
  public init(parsing text: String) throws(RouteSyntaxError) {
    self = try RouteSyntax.parseOne(text, allowsTargets: true)
  }

  /// Parses route DSL text that may hold optional groups, such as
  /// `articles<ListVC>/:id(/comments/:commentID)<ArticleVC>`, into every
  /// route it stands for: here `articles/:id` and
  /// `articles/:id/comments/:commentID`, both targeting `ArticleVC`.
  ///
  /// Text without groups gives one definition, as ``init(parsing:)`` does.
  ///
  /// - Throws: ``RouteSyntaxError`` at the column of the first problem, in
  ///   the text as written.
  public static func expansions(parsing text: String) throws(RouteSyntaxError)
    -> [RouteDefinition]
  {
    try RouteSyntax.parseEvery(text, allowsTargets: true)
  }

  init(scope: RouteScope?, root: Root? = nil, segments: [Segment]) {
    self.scope = scope
    self.root = root
    self.segments = segments
  }

  /// The whole path pattern, without targets.
  public var pattern: RoutePattern {
    RoutePattern(scope: scope, components: segments.map(\.component))
  }

  /// The route entities, from the root of the chain to its last target.
  public var entities: [EntityDefinition] {
    var entities: [EntityDefinition] = []
    func add(_ components: ArraySlice<PathComponent>, _ target: String, isModal: Bool) {
      let pattern = RoutePattern(scope: scope, components: Array(components))
      entities.append(
        EntityDefinition(
          pattern: pattern, target: target, source: entities.last?.pattern, isModal: isModal))
    }
    if let root { add([], root.target, isModal: root.isModal) }
    let components = segments.map(\.component)
    for (offset, segment) in segments.enumerated() {
      guard let target = segment.target else { continue }
      add(components[...offset], target, isModal: segment.isModal)
    }
    return entities
  }

  /// The definition as DSL text, such as `list<ListVC>/:itemID<DetailVC>!`.
  public var description: String {
    // The root is written after the scope, or after a leading `/` without
    // one (a root's fragment too: `/#/view<V>`).
    let startsWithFragment = segments.first?.component == .fragment
    var text =
      scope?.description ?? (root != nil || segments.isEmpty || startsWithFragment ? "/" : "")
    if let root { text += "<\(root.target)>" + (root.isModal ? "!" : "") }
    for (offset, segment) in segments.enumerated() {
      // `#` follows what is before it with no `/`: `user#/view`.
      if offset > 0 || root != nil, segment.component != .fragment { text += "/" }
      text += segment.component.description
      text += (segment.target.map { "<\($0)>" } ?? "") + (segment.isModal ? "!" : "")
    }
    return text
  }
}
