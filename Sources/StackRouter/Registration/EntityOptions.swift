/// Per-entity settings beyond the route DSL.
///
/// ```swift
/// registrar.register(
///   "list<ListVC>/:itemID<DetailVC>",
///   options: EntityOptions(defaults: ["tab": "info"], allowedParameters: ["tab", "sort"]))
/// ```
public struct EntityOptions: Hashable, Sendable {
  /// Parameter values the entity's screen receives when the link has none.
  public var defaults: [String: String]
  /// When set, the only query parameters and defaults the screen receives.
  /// Route parameters are always received.
  public var allowedParameters: Set<String>?
  /// The modal presentation style, for an entity marked `!`.
  public var presentationStyle: ModalPresentationStyle?

  /// Creates options; every setting is optional.
  public init(
    defaults: [String: String] = [:],
    allowedParameters: Set<String>? = nil,
    presentationStyle: ModalPresentationStyle? = nil
  ) {
    self.defaults = defaults
    self.allowedParameters = allowedParameters
    self.presentationStyle = presentationStyle
  }

  /// Whether the options set nothing.
  var isEmpty: Bool {
    defaults.isEmpty && allowedParameters == nil && presentationStyle == nil
  }
}
