/// A link matched to a route entity: the request, the entity and the chain
/// of entities that leads to it, and everything the link carries.
///
/// Each screen of the chain receives its own view of the parameters through
/// ``parameters(for:)``: its route parameters, then the query, then its
/// defaults, filtered by its allowed parameters.
public struct AppLink: Hashable, Sendable, CustomStringConvertible {
  /// The link after intake.
  public var request: RequestURL { RequestURL(storage: shared.storage) }
  /// The matched entity: the screen the link opens.
  public var entity: RouteEntity {
    shared.storage.linkContext.entities[Int(shared.storage.link.entity)]
  }
  /// The entities from the root of the stack to ``entity``, inclusive.
  public var chain: [RouteEntity] { Array(chainEntities) }
  /// The chain as the table stores it, without copying it into an array.
  var chainEntities: ArraySlice<RouteEntity> {
    let chain = shared.storage.link.chain
    return shared.storage.linkContext.entities[Int(chain.lowerBound)..<Int(chain.upperBound)]
  }
  /// The values of the pattern's `:name` parameters, decoded.
  public var routeParameters: [String: String] { captured.dictionary }
  /// The segments the pattern's `**` matched, decoded; with several `**`
  /// (`**/x/**`), the segments of each in order, one list (see
  /// ``remainders``).
  public var remainder: [String] {
    // Most links have none: the empty answer costs no call.
    let pieces = shared.storage.link.remainder
    return pieces.isEmpty ? [] : strings(pieces)
  }
  /// The segments each `**` of the pattern matched, decoded, one list per
  /// `**` in order: `**/x/**<XVC>` on `a/x/b/c` gives `[["a"], ["b", "c"]]`.
  /// Empty when the pattern has no `**`.
  public var remainders: [[String]] {
    let counts = remainderCounts
    guard !counts.isEmpty else {
      return entity.pattern.components.contains(.catchAll) ? [remainder] : []
    }
    var remainders: [[String]] = []
    var start = shared.storage.link.remainder.lowerBound
    for count in counts {
      remainders.append(strings(start..<(start + Int32(count))))
      start += Int32(count)
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
    let start = shared.storage.link.remainder.lowerBound
    return strings(start..<(start + Int32(counts.prefix(own).reduce(0, +))))
  }
  /// The segments each `*` matched, decoded, in order.
  public var wildcards: [String] { wildcards(prefix: nil) }
  /// Which query parameters reach screens that declare no allowed
  /// parameters of their own.
  public var parameterPolicy: ParameterPolicy { shared.storage.link.parameterPolicy }

  /// Whether a `**` captured anything.
  var hasRemainder: Bool { !shared.storage.link.remainder.isEmpty }

  /// How many segments each `**` took, for a route with more than one;
  /// empty otherwise.
  private var remainderCounts: [Int] {
    let link = shared.storage.link
    guard link.splitCount > 0 else { return [] }
    let start = link.remainder.upperBound
    return strings(start..<(start + link.splitCount)).map { Int($0) ?? 0 }
  }

  /// Whether a `*` or `**` captured anything.
  var hasWildcardsOrRemainder: Bool {
    !shared.storage.link.wildcards.isEmpty || !shared.storage.link.remainder.isEmpty
  }

  /// The route parameters, sharing the link's storage.
  private var captured: RouteParameters {
    let names = shared.storage.link.names
    return RouteParameters(
      names: shared.storage.linkContext.names[Int(names.lowerBound)..<Int(names.upperBound)],
      link: shared.storage)
  }

  /// The texts of the request's pieces at `pieces`, in order.
  @inline(never)
  private func strings(_ pieces: Range<Int32>) -> [String] {
    guard !pieces.isEmpty else { return [] }
    var strings: [String] = []
    strings.reserveCapacity(pieces.count)
    let storage = shared.storage
    for piece in pieces { strings.append(storage.text(ofPiece: Int(piece))) }
    return strings
  }

  /// The texts of the first `count` wildcards (all when `nil`).
  private func wildcards(prefix count: Int?) -> [String] {
    guard !shared.storage.link.wildcards.isEmpty else { return [] }
    var strings: [String] = []
    let storage = shared.storage
    storage.forEachWildcardPiece(prefix: count) { strings.append(storage.text(ofPiece: $0)) }
    return strings
  }

  /// The request the link matched, with the match recorded in its storage
  /// (see ``LinkFields``): the link's values, and what it captured, read
  /// from the request when asked for. Shared by every copy: a link is
  /// handed to guards, handlers, events and screens, and a copy then costs
  /// one reference.
  private let shared: Shared<RequestStorage>

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
      remainderCount: remainder.count, parameterPolicy: parameterPolicy, strings: strings)
  }

  /// A link whose captured texts are `strings`, kept in a copy of the
  /// request: the value of each of the names at `names` in `context`, then
  /// the wildcards, then the remainder, then the decimal count of each
  /// `**`'s strings when `splitCount` is not 0, exactly as many as counted.
  /// `entity` and `chain` are positions in the context's entities.
  init(
    request: RequestURL, context: LinkContext, entity: Int, chain: Range<Int>,
    names: Range<Int>, wildcardCount: Int, remainderCount: Int, splitCount: Int = 0,
    parameterPolicy: ParameterPolicy, strings: [String]
  ) {
    let storage = RequestStorage.recording(
      { base in
        LinkFields(
          context: context, entity: entity, chain: chain, names: names,
          wildcardCount: wildcardCount, remainderCount: remainderCount, splitCount: splitCount,
          parameterPolicy: parameterPolicy, base: base)
      }, texts: strings, copying: request.storage)
    shared = Shared(storage)
  }

  /// A link whose captures are positions in `request` (see ``LinkFields``),
  /// recorded in the request's own storage when nothing else holds it.
  init(recording link: LinkFields, in request: consuming RequestURL) {
    shared = Shared(RequestStorage.recording(link, in: (consume request).storage))
  }

  /// Whether the link's captures are positions in its request (see
  /// ``LinkFields``), as the default matcher records them.
  var capturesArePositions: Bool { shared.storage.capturesArePositions }

  /// The segment (from 0) of the first `*`, then `**`, capture whose
  /// decoded text holds a `.` or `..` component, or `nil`: for a link whose
  /// captures are positions, read from the request's bytes without making
  /// strings.
  func firstDotComponentCapture() -> Int? {
    shared.storage.firstCapture(where: RouteTable.hasDotComponent(bytes:))
  }

  /// The same match, carrying `request` instead: a fragment route's link
  /// carries its request with the fragment's query items after the link's
  /// own (see `RouteTable+Fragments`).
  func replacing(request: RequestURL) -> AppLink {
    AppLink(
      request: request, entity: entity, chain: chainEntities, routeParameters: routeParameters,
      wildcards: wildcards, remainder: remainder,
      capturedNames: shared.storage.linkContext.capturedNames,
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
    let names = storage.linkContext.names
    let (start, end) = (Int(storage.link.names.lowerBound), Int(storage.link.names.upperBound))
    var index = start
    while index < end {
      if names[index] == name { return storage.text(ofPiece: storage.namePiece(index &- start)) }
      index &+= 1
    }
    return nil
  }

  /// Whether two links match the same request to the same screen with the
  /// same captures.
  public static func == (lhs: AppLink, rhs: AppLink) -> Bool {
    if lhs.shared.storage === rhs.shared.storage { return true }
    let (left, right) = (lhs.shared.storage, rhs.shared.storage)
    return lhs.request == rhs.request && lhs.entity == rhs.entity
      && lhs.chainEntities == rhs.chainEntities && lhs.captured == rhs.captured
      && lhs.remainder == rhs.remainder && lhs.wildcards == rhs.wildcards
      && lhs.remainderCounts == rhs.remainderCounts
      && left.link.parameterPolicy == right.link.parameterPolicy
      && left.linkContext.capturedNames == right.linkContext.capturedNames
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
  public var fragment: String? { shared.storage.fragment }

  /// The names of the route parameters a screen's own pattern captures, as
  /// the table's matcher reads the pattern.
  public func routeParameterNames(for screen: RouteEntity) -> [String] {
    // The default matcher leaves the names to the patterns: no lookup then.
    let capturedNames = shared.storage.linkContext.capturedNames
    return capturedNames.isEmpty
      ? screen.parameterNames : capturedNames[screen.pattern] ?? screen.parameterNames
  }

  /// The segments the `*` components of a screen's own pattern matched.
  public func wildcards(for screen: RouteEntity) -> [String] {
    // The pattern is read only for a link that has wildcards.
    guard !shared.storage.link.wildcards.isEmpty else { return [] }
    return wildcards(prefix: screen.components.wildcardCount)
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
