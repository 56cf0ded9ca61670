/// A link matched to a route entity: the request, the entity and the chain
/// of entities that leads to it, and everything the link carries.
///
/// Each screen of the chain receives its own view of the parameters through
/// ``parameters(for:)``: its route parameters, then the query, then its
/// defaults, filtered by its allowed parameters.
public struct AppLink: Hashable, Sendable, CustomStringConvertible {
  /// The link after intake.
  public var request: RequestURL { shared.storage.fields.request }
  /// The matched entity: the screen the link opens.
  public var entity: RouteEntity {
    shared.storage.fields.context.entities[shared.storage.fields.entity]
  }
  /// The entities from the root of the stack to ``entity``, inclusive.
  public var chain: [RouteEntity] { Array(chainEntities) }
  /// The chain as the table stores it, without copying it into an array.
  var chainEntities: ArraySlice<RouteEntity> {
    shared.storage.fields.context.entities[shared.storage.fields.chain]
  }
  /// The values of the pattern's `:name` parameters, decoded.
  public var routeParameters: [String: String] { captured.dictionary }
  /// The segments the pattern's `**` matched, decoded; with several `**`
  /// (`**/x/**`), the segments of each in order, one list (see
  /// ``remainders``).
  public var remainder: [String] { shared.storage.strings(shared.storage.fields.remainder) }
  /// The segments each `**` of the pattern matched, decoded, one list per
  /// `**` in order: `**/x/**<XVC>` on `a/x/b/c` gives `[["a"], ["b", "c"]]`.
  /// Empty when the pattern has no `**`.
  public var remainders: [[String]] {
    let counts = remainderCounts
    guard !counts.isEmpty else {
      return entity.pattern.components.contains(.catchAll) ? [remainder] : []
    }
    var remainders: [[String]] = []
    var start = shared.storage.fields.remainder.lowerBound
    for count in counts {
      remainders.append(shared.storage.strings(start..<(start + count)))
      start += count
    }
    return remainders
  }

  /// The segments the `**` of a chain's entity matched: the first of the
  /// link's remainders, as many as that entity's pattern has `**`, one list.
  func remainder(for entity: RouteEntity) -> [String] {
    guard hasRemainder else { return [] }
    let counts = remainderCounts
    guard !counts.isEmpty else {
      let holds = entity.endsWithCatchAll || entity.pattern.components.contains(.catchAll)
      return holds ? remainder : []
    }
    let own = entity.pattern.components.filter { $0 == .catchAll }.count
    let start = shared.storage.fields.remainder.lowerBound
    return shared.storage.strings(start..<(start + counts.prefix(own).reduce(0, +)))
  }
  /// The segments each `*` matched, decoded, in order.
  public var wildcards: [String] { shared.storage.strings(shared.storage.fields.wildcards) }
  /// Which query parameters reach screens that declare no allowed
  /// parameters of their own.
  public var parameterPolicy: ParameterPolicy { shared.storage.fields.parameterPolicy }

  /// Whether a `**` captured anything.
  var hasRemainder: Bool { shared.storage.fields.remainderCount > 0 }

  /// How many segments each `**` took, for a route with more than one;
  /// empty otherwise.
  private var remainderCounts: [Int] {
    shared.storage.strings(shared.storage.fields.splits).map { Int($0) ?? 0 }
  }

  /// Whether a `*` or `**` captured anything.
  var hasWildcardsOrRemainder: Bool {
    shared.storage.fields.wildcardCount > 0 || shared.storage.fields.remainderCount > 0
  }

  /// The route parameters, sharing the link's storage.
  private var captured: RouteParameters {
    RouteParameters(
      names: shared.storage.fields.context.names[shared.storage.fields.names],
      strings: shared.storage)
  }

  /// The link's values and captured strings, shared by every copy: a link is
  /// handed to guards, handlers, events and screens, and a copy then costs
  /// one reference.
  private let shared: Shared<LinkStorage>

  /// Creates a link. A ``RouteTable`` creates links when it resolves a URL.
  ///
  /// - Parameters:
  ///   - request: the link after intake.
  ///   - entity: the matched entity.
  ///   - chain: the entities from the root of the stack to `entity`.
  ///   - routeParameters: the values the pattern captured.
  ///   - wildcards: the segments each `*` matched.
  ///   - remainder: the segments the pattern's `**` matched.
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
      request: request, entity: entity, chain: chain[...], routeParameters: routeParameters,
      wildcards: wildcards, remainder: remainder, capturedNames: capturedNames,
      parameterPolicy: parameterPolicy)
  }

  /// A link whose captures are given as strings, route parameters by name,
  /// with a context of its own.
  init(
    request: RequestURL, entity: RouteEntity, chain: ArraySlice<RouteEntity>,
    routeParameters: [String: String], wildcards: [String], remainder: [String],
    capturedNames: [RoutePattern: [String]], parameterPolicy: ParameterPolicy
  ) {
    // In name order, so that equal captures are stored alike.
    let parameters = routeParameters.sorted { $0.key < $1.key }
    var strings: [String] = parameters.map(\.value)
    strings += wildcards
    strings += remainder
    var entities = Array(chain)
    entities.append(entity)
    let context = LinkContext(
      entities: entities, names: parameters.map(\.key), capturedNames: capturedNames)
    self.init(
      request: request, context: context, entity: chain.count, chain: 0..<chain.count,
      names: 0..<parameters.count, wildcardCount: wildcards.count,
      remainderCount: remainder.count, parameterPolicy: parameterPolicy
    ) { target in
      for string in strings { target.append(string) }
    }
  }

  /// A link whose captured strings `write` appends straight into its
  /// storage: the value of each of the names at `names` in `context`, then
  /// the wildcards, then the remainder, then the decimal count of each
  /// `**`'s strings when `splitCount` is not 0, exactly as many as counted.
  /// `entity` and `chain` are positions in the context's entities.
  init(
    request: consuming RequestURL, context: consuming LinkContext, entity: Int, chain: Range<Int>,
    names: Range<Int>, wildcardCount: Int, remainderCount: Int, splitCount: Int = 0,
    parameterPolicy: ParameterPolicy, strings write: (inout ElementWriter<String>) -> Void
  ) {
    let header = LinkStorage.Header(
      request: request, context: context, entity: entity, chain: chain, names: names,
      wildcardCount: wildcardCount, remainderCount: remainderCount,
      parameterPolicy: parameterPolicy, splitCount: splitCount)
    shared = Shared(LinkStorage.make(header, writing: write))
  }

  /// The same match, carrying `request` instead: a fragment route's link
  /// carries its request with the fragment's query items after the link's
  /// own (see `RouteTable+Fragments`).
  func replacing(request: RequestURL) -> AppLink {
    AppLink(
      request: request, entity: entity, chain: chainEntities, routeParameters: routeParameters,
      wildcards: wildcards, remainder: remainder,
      capturedNames: shared.storage.fields.context.capturedNames,
      parameterPolicy: parameterPolicy)
  }

  /// The value of one of the pattern's `:name` parameters, decoded, or `nil`
  /// when the pattern has no parameter by that name. Reading one value this
  /// way builds no dictionary.
  public func routeParameter(_ name: String) -> String? {
    // Scanned here rather than through `captured`: making a
    // `RouteParameters` (a slice of the names and a second reference to the
    // storage) cost more than the scan itself.
    let storage = shared.storage
    let names = storage.fields.context.names
    var offset = 0
    for index in storage.fields.names {
      if names[index] == name { return storage.string(offset) }
      offset += 1
    }
    return nil
  }

  /// Whether two links match the same request to the same screen with the
  /// same captures.
  public static func == (lhs: AppLink, rhs: AppLink) -> Bool {
    if lhs.shared.storage === rhs.shared.storage { return true }
    let (left, right) = (lhs.shared.storage, rhs.shared.storage)
    return left.fields.request == right.fields.request && lhs.entity == rhs.entity
      && lhs.chainEntities == rhs.chainEntities && lhs.captured == rhs.captured
      && lhs.remainder == rhs.remainder && lhs.wildcards == rhs.wildcards
      && lhs.remainderCounts == rhs.remainderCounts
      && left.fields.parameterPolicy == right.fields.parameterPolicy
      && left.fields.context.capturedNames == right.fields.context.capturedNames
  }

  /// Hashes the request, the entity and the captures.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(request)
    hasher.combine(entity)
    hasher.combine(captured)
  }

  /// The decoded query items, in order, each read from the link when it is
  /// asked for (see ``QueryItems``).
  public var queryItems: QueryItems { request.queryItems }

  /// The decoded fragment, if any.
  public var fragment: String? { request.fragment }

  /// The names of the route parameters a screen's own pattern captures, as
  /// the table's matcher reads the pattern.
  public func routeParameterNames(for screen: RouteEntity) -> [String] {
    // The default matcher leaves the names to the patterns: no lookup then.
    let capturedNames = shared.storage.fields.context.capturedNames
    return capturedNames.isEmpty
      ? screen.parameterNames : capturedNames[screen.pattern] ?? screen.parameterNames
  }

  /// The segments the `*` components of a screen's own pattern matched.
  public func wildcards(for screen: RouteEntity) -> [String] {
    let all = shared.storage.fields.wildcards
    guard !all.isEmpty else { return [] }
    return shared.storage.strings(all.prefix(screen.components.wildcardCount))
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
    let captured = captured
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
      if let value = captured[name] { merged.set(name, to: value) }
    }
    return merged
  }

  /// `link → pattern <Target> (parameters)`.
  public var description: String {
    let parameters = parameters.description
    return "\(request) → \(entity)" + (parameters.isEmpty ? "" : " (\(parameters))")
  }
}

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

  init(entities: [RouteEntity], names: [String], capturedNames: [RoutePattern: [String]]) {
    self.entities = entities
    self.names = names
    self.capturedNames = capturedNames
  }
}
