/// A link matched to a route entity: the request, the entity and the chain
/// of entities that leads to it, and everything the link carries.
///
/// Each screen of the chain receives its own view of the parameters through
/// ``parameters(for:)``: its route parameters, then the query, then its
/// defaults, filtered by its allowed parameters.
public struct AppLink: Hashable, Sendable, CustomStringConvertible {
  /// The link after intake.
  public var request: RequestURL { storage.request }
  /// The matched entity: the screen the link opens.
  public var entity: RouteEntity { storage.entity }
  /// The entities from the root of the stack to ``entity``, inclusive.
  public var chain: [RouteEntity] { Array(storage.chain) }
  /// The chain as the table stores it, without copying it into an array.
  var chainEntities: ArraySlice<RouteEntity> { storage.chain }
  /// The values of the pattern's `:name` parameters, decoded.
  public var routeParameters: [String: String] { storage.routeParameters.dictionary }
  /// The segments a trailing `**` matched, decoded.
  public var remainder: [String] { storage.remainder }
  /// The segments each `*` matched, decoded, in order.
  public var wildcards: [String] { storage.wildcards }
  /// Which query parameters reach screens that declare no allowed
  /// parameters of their own.
  public var parameterPolicy: ParameterPolicy { storage.parameterPolicy }

  /// The link's values, shared by every copy: a link is handed to guards,
  /// handlers, events and screens, and a copy then costs one reference.
  private let storage: Storage

  private final class Storage: Sendable {
    let request: RequestURL
    let entity: RouteEntity
    /// A slice of the table's chains, which it shares.
    let chain: ArraySlice<RouteEntity>
    let routeParameters: RouteParameters
    let remainder: [String]
    let wildcards: [String]
    let parameterPolicy: ParameterPolicy
    /// The route parameter names each screen's pattern captures, by pattern.
    let capturedNames: [RoutePattern: [String]]

    init(
      request: RequestURL, entity: RouteEntity, chain: ArraySlice<RouteEntity>,
      routeParameters: RouteParameters, wildcards: [String], remainder: [String],
      capturedNames: [RoutePattern: [String]], parameterPolicy: ParameterPolicy
    ) {
      self.request = request
      self.entity = entity
      self.chain = chain
      self.routeParameters = routeParameters
      self.remainder = remainder
      self.wildcards = wildcards
      self.parameterPolicy = parameterPolicy
      self.capturedNames = capturedNames
    }
  }

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
  ///   - parameterPolicy: which query parameters reach screens that declare
  ///     no allowed parameters; the table's, when it resolves a link.
  public init(
    request: RequestURL, entity: RouteEntity, chain: [RouteEntity],
    routeParameters: [String: String] = [:], wildcards: [String] = [], remainder: [String] = [],
    capturedNames: [RoutePattern: [String]] = [:], parameterPolicy: ParameterPolicy = .unrestricted
  ) {
    self.init(
      request: request, entity: entity, chain: chain[...],
      routeParameters: RouteParameters(routeParameters), wildcards: wildcards,
      remainder: remainder, capturedNames: capturedNames, parameterPolicy: parameterPolicy)
  }

  init(
    request: RequestURL, entity: RouteEntity, chain: ArraySlice<RouteEntity>,
    routeParameters: RouteParameters, wildcards: [String], remainder: [String],
    capturedNames: [RoutePattern: [String]], parameterPolicy: ParameterPolicy
  ) {
    storage = Storage(
      request: request, entity: entity, chain: chain, routeParameters: routeParameters,
      wildcards: wildcards, remainder: remainder, capturedNames: capturedNames,
      parameterPolicy: parameterPolicy)
  }

  /// The value of one of the pattern's `:name` parameters, decoded, or `nil`
  /// when the pattern has no parameter by that name. Reading one value this
  /// way builds no dictionary.
  public func routeParameter(_ name: String) -> String? {
    storage.routeParameters[name]
  }

  /// Whether two links match the same request to the same screen with the
  /// same captures.
  public static func == (lhs: AppLink, rhs: AppLink) -> Bool {
    let (left, right) = (lhs.storage, rhs.storage)
    return left === right
      || (left.request == right.request && left.entity == right.entity
        && left.chain == right.chain && left.routeParameters == right.routeParameters
        && left.remainder == right.remainder && left.wildcards == right.wildcards
        && left.parameterPolicy == right.parameterPolicy
        && left.capturedNames == right.capturedNames)
  }

  /// Hashes the request, the entity and the captures.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(storage.request)
    hasher.combine(storage.entity)
    hasher.combine(storage.routeParameters)
  }

  /// The decoded query items, in order.
  public var queryItems: [QueryItem] { request.queryItems }

  /// The decoded fragment, if any.
  public var fragment: String? { request.fragment }

  /// The names of the route parameters a screen's own pattern captures, as
  /// the table's matcher reads the pattern.
  public func routeParameterNames(for screen: RouteEntity) -> [String] {
    // The default matcher leaves the names to the patterns: no lookup then.
    storage.capturedNames.isEmpty
      ? screen.parameterNames
      : storage.capturedNames[screen.pattern] ?? screen.parameterNames
  }

  /// The segments the `*` components of a screen's own pattern matched.
  public func wildcards(for screen: RouteEntity) -> [String] {
    guard !wildcards.isEmpty else { return [] }
    return Array(wildcards.prefix(screen.components.wildcardCount))
  }

  /// The parameters of the target screen.
  public var parameters: LinkParameters { parameters(for: entity) }

  /// The parameters one screen of the chain receives.
  ///
  /// Route parameters its own pattern captures win over the parameters the
  /// request carried beside the link (``RequestURL/parameters``), which win
  /// over query items, which win over its defaults. When the entity declares allowed parameters,
  /// other query items and defaults are dropped; route parameters always stay.
  /// A screen that declares none receives what ``parameterPolicy`` allows.
  /// A screen below the target receives only the query items the target may
  /// receive: a link's query is addressed to its target.
  public func parameters(for screen: RouteEntity) -> LinkParameters {
    parameters(for: screen, routeParameterNames: routeParameterNames(for: screen))
  }

  /// The parameters of one screen, whose pattern captures `names`.
  func parameters(for screen: RouteEntity, routeParameterNames names: [String]) -> LinkParameters {
    let itemCount = request.content.queryItemCount
    let captured = storage.routeParameters
    // A screen that receives only the first of the link's route parameters,
    // as each screen of a chain the default matcher matched does, shares them.
    if itemCount == 0, screen.defaults.isEmpty, request.parameters.isEmpty,
      captured.startsWith(names: names)
    {
      return LinkParameters(captured: captured.prefix(names.count))
    }
    var merged = LinkParameters(minimumCapacity: screen.defaults.count + itemCount + names.count)
    let own = screen.allowedParameters
    for (name, value) in screen.defaults where own?.contains(name) ?? true {
      merged.set(name, to: value)
    }
    let given = request.parameters
    if itemCount > 0 || !given.isEmpty {
      let screenMay = parameterPolicy.allowed(for: screen)
      let targetMay = screen.hasSamePattern(as: entity) ? nil : parameterPolicy.allowed(for: entity)
      func mayReceive(_ name: String) -> Bool {
        (screenMay?.contains(name) ?? true) && (targetMay?.contains(name) ?? true)
      }
      var query: [String: [String]] = [:]
      for item in request.queryItems where mayReceive(item.name) {
        query[item.name, default: []].append(item.value)
      }
      for (name, values) in query { merged.set(name, to: values) }
      // The request's own parameters rank above the query.
      for name in given.names where mayReceive(name) { merged.set(name, to: given.values(name)) }
    }
    for name in names {
      if let value = storage.routeParameters[name] { merged.set(name, to: value) }
    }
    return merged
  }

  /// `link → pattern <Target> (parameters)`.
  public var description: String {
    let parameters = parameters.description
    return "\(request) → \(entity)" + (parameters.isEmpty ? "" : " (\(parameters))")
  }
}
