/// A link matched to a route entity: the request, the entity and the chain
/// of entities that leads to it, and everything the link carries.
///
/// Each screen of the chain receives its own view of the parameters through
/// ``parameters(for:)``: its route parameters, then the query, then its
/// defaults, filtered by its allowed parameters.
public struct AppLink: Hashable, Sendable, CustomStringConvertible {
  /// The link after intake.
  public let request: RequestURL
  /// The matched entity: the screen the link opens.
  public let entity: RouteEntity
  /// The entities from the root of the stack to ``entity``, inclusive.
  public let chain: [RouteEntity]
  /// The values of the pattern's `:name` parameters, decoded.
  public let routeParameters: [String: String]
  /// The segments a trailing `**` matched, decoded.
  public let remainder: [String]
  /// The segments each `*` matched, decoded, in order.
  public let wildcards: [String]
  /// The route parameter names each screen's pattern captures, by pattern.
  private let capturedNames: [RoutePattern: [String]]

  /// Creates a link. A ``RouteTable`` creates links when it resolves a URL.
  ///
  /// - Parameters:
  ///   - request: the link after intake.
  ///   - entity: the matched entity.
  ///   - chain: the entities from the root of the stack to `entity`.
  ///   - routeParameters: the values the pattern captured.
  ///   - wildcards: the segments each `*` matched.
  ///   - remainder: the segments a trailing `**` matched.
  ///   - capturedNames: the route parameter names each screen's pattern
  ///     captures; by default, its `:name` components.
  public init(
    request: RequestURL, entity: RouteEntity, chain: [RouteEntity],
    routeParameters: [String: String] = [:], wildcards: [String] = [], remainder: [String] = [],
    capturedNames: [RoutePattern: [String]] = [:]
  ) {
    self.wildcards = wildcards
    self.request = request
    self.entity = entity
    self.chain = chain
    self.routeParameters = routeParameters
    self.remainder = remainder
    self.capturedNames = capturedNames
  }

  /// The decoded query items, in order.
  public var queryItems: [QueryItem] { request.queryItems }

  /// The decoded fragment, if any.
  public var fragment: String? { request.fragment }

  /// The names of the route parameters a screen's own pattern captures, as
  /// the table's matcher reads the pattern.
  public func routeParameterNames(for screen: RouteEntity) -> [String] {
    // The default matcher leaves the names to the patterns: no lookup then.
    capturedNames.isEmpty
      ? screen.pattern.parameterNames
      : capturedNames[screen.pattern] ?? screen.pattern.parameterNames
  }

  /// The segments the `*` components of a screen's own pattern matched.
  public func wildcards(for screen: RouteEntity) -> [String] {
    guard !wildcards.isEmpty else { return [] }
    let count = screen.pattern.components.reduce(0) { $1 == .wildcard ? $0 + 1 : $0 }
    return Array(wildcards.prefix(count))
  }

  /// The parameters of the target screen.
  public var parameters: LinkParameters { parameters(for: entity) }

  /// The parameters one screen of the chain receives.
  ///
  /// Route parameters its own pattern captures win over query items, which
  /// win over its defaults. When the entity declares allowed parameters,
  /// other query items and defaults are dropped; route parameters always stay.
  public func parameters(for screen: RouteEntity) -> LinkParameters {
    parameters(for: screen, routeParameterNames: routeParameterNames(for: screen))
  }

  /// The parameters of one screen, whose pattern captures `names`.
  func parameters(for screen: RouteEntity, routeParameterNames names: [String]) -> LinkParameters {
    let items = request.queryItems
    var merged = LinkParameters(minimumCapacity: screen.defaults.count + items.count + names.count)
    for (name, value) in screen.defaults { merged.set(name, to: value) }
    if !items.isEmpty {
      var query: [String: [String]] = [:]
      for item in items { query[item.name, default: []].append(item.value) }
      for (name, values) in query { merged.set(name, to: values) }
    }
    if let allowed = screen.allowedParameters {
      merged = merged.filter(allowed.contains)
    }
    for name in names {
      if let value = routeParameters[name] { merged.set(name, to: value) }
    }
    return merged
  }

  /// `link → pattern <Target> (parameters)`.
  public var description: String {
    let parameters = parameters.description
    return "\(request) → \(entity)" + (parameters.isEmpty ? "" : " (\(parameters))")
  }
}
