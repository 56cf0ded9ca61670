/// A block handler registered for a pattern, in the manner of JLRoutes.
///
/// For a link, every block whose pattern matches it runs before the entity,
/// whatever entity wins: highest priority first, then blocks of equal
/// priority in precedence order. The best entity is chosen among the
/// entities alone, so a `list/*` block runs for `list/42` beside the entity
/// `list/:itemID`. A block returns ``Result/handled`` to stop there,
/// ``Result/pass`` to let the next block, then the entity, have the link, or
/// ``Result/redirect(_:)`` to apply another request instead.
public struct RouteBlock: Sendable {
  /// Runs for a matching link.
  public typealias Handler = @MainActor @Sendable (Context) async -> Result

  /// What a block did with a link.
  public enum Result: Hashable, Sendable {
    /// The block handled the link; nothing else runs.
    case handled
    /// The block declined; the next matching block, then the entity, is tried.
    case pass
    /// The block sends the link elsewhere: this request is applied at once
    /// in its place, and the link ends ``RouteOutcome/redirected(to:outcome:)``.
    case redirect(RouteRequest)
  }

  /// What a block receives.
  public struct Context: Hashable, Sendable {
    /// The link after intake.
    public let request: RequestURL
    /// The block's pattern.
    public let pattern: RoutePattern
    /// Route parameters over the request's own parameters over query items.
    public let parameters: LinkParameters
    /// The segments the pattern's `**` matched (every `**`'s, in order, for
    /// a pattern with several).
    public let remainder: [String]

    /// Creates a context.
    public init(
      request: RequestURL, pattern: RoutePattern, parameters: LinkParameters,
      remainder: [String] = []
    ) {
      self.request = request
      self.pattern = pattern
      self.parameters = parameters
      self.remainder = remainder
    }
  }

  /// The pattern the block handles.
  public let pattern: RoutePattern
  /// Matching blocks run from the highest priority down; equal priorities
  /// run in precedence order.
  public let priority: Int
  /// The block's name, when a manifest's `block` line or the app gives one.
  public let name: String?
  /// Where the block was registered.
  public let location: SourceLocation
  /// The block.
  public let handler: Handler

  /// Creates a block. Apps normally register blocks on a ``Registrar``.
  public init(
    pattern: RoutePattern, priority: Int = 0, name: String? = nil,
    location: SourceLocation = SourceLocation(file: "", line: 0, column: 0),
    handler: @escaping Handler
  ) {
    self.pattern = pattern
    self.priority = priority
    self.name = name
    self.location = location
    self.handler = handler
  }
}
