/// A link matched to a route entity: the request, the entity and the chain
/// of entities that leads to it, and everything the link carries.
///
/// Each screen of the chain receives its own view of the parameters through
/// ``parameters(for:)``: its route parameters, then the query, then its
/// defaults, filtered by its allowed parameters.
public struct AppLink: Hashable, Sendable, CustomStringConvertible {
  /// The link after intake.
  public var request: RequestURL { storage.fields.pointee.request }
  /// The matched entity: the screen the link opens.
  public var entity: RouteEntity {
    let fields = storage.fields
    return fields.pointee.context.entities[fields.pointee.entity]
  }
  /// The entities from the root of the stack to ``entity``, inclusive.
  public var chain: [RouteEntity] { Array(chainEntities) }
  /// The chain as the table stores it, without copying it into an array.
  var chainEntities: ArraySlice<RouteEntity> {
    let fields = storage.fields
    return fields.pointee.context.entities[fields.pointee.chain]
  }
  /// The values of the pattern's `:name` parameters, decoded.
  public var routeParameters: [String: String] { captured.dictionary }
  /// The segments a trailing `**` matched, decoded.
  public var remainder: [String] { storage.strings(storage.fields.pointee.remainder) }
  /// The segments each `*` matched, decoded, in order.
  public var wildcards: [String] { storage.strings(storage.fields.pointee.wildcards) }
  /// Which query parameters reach screens that declare no allowed
  /// parameters of their own.
  public var parameterPolicy: ParameterPolicy { storage.fields.pointee.parameterPolicy }

  /// Whether a `*` or `**` captured anything.
  var hasWildcardsOrRemainder: Bool {
    storage.fields.pointee.wildcardCount > 0 || storage.fields.pointee.remainderCount > 0
  }

  /// The route parameters, sharing the link's storage.
  private var captured: RouteParameters {
    let fields = storage.fields
    return RouteParameters(
      names: fields.pointee.context.names[fields.pointee.names], strings: storage)
  }

  /// The link's values and captured strings, shared by every copy: a link is
  /// handed to guards, handlers, events and screens, and a copy then costs
  /// one reference. (See ``LinkStorage`` for why it opts out of `Sendable`.)
  private nonisolated(unsafe) let storage: LinkStorage

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
      strings.withUnsafeBufferPointer { source in
        guard let base = source.baseAddress else { return }
        target.initialize(from: base, count: source.count)
      }
    }
  }

  /// A link whose captured strings `initialize` writes straight into its
  /// storage: the value of each of the names at `names` in `context`, then
  /// the wildcards, then the remainder, as many as counted, from the pointer
  /// it is given on. `entity` and `chain` are positions in the context's
  /// entities.
  init(
    request: consuming RequestURL, context: consuming LinkContext, entity: Int, chain: Range<Int>,
    names: Range<Int>, wildcardCount: Int, remainderCount: Int,
    parameterPolicy: ParameterPolicy, strings initialize: (UnsafeMutablePointer<String>) -> Void
  ) {
    let header = LinkStorage.Header(
      request: request, context: context, entity: entity, chain: chain, names: names,
      wildcardCount: wildcardCount, remainderCount: remainderCount,
      parameterPolicy: parameterPolicy)
    storage = LinkStorage.make(header, strings: initialize)
  }

  /// The value of one of the pattern's `:name` parameters, decoded, or `nil`
  /// when the pattern has no parameter by that name. Reading one value this
  /// way builds no dictionary.
  public func routeParameter(_ name: String) -> String? {
    captured[name]
  }

  /// Whether two links match the same request to the same screen with the
  /// same captures.
  public static func == (lhs: AppLink, rhs: AppLink) -> Bool {
    if lhs.storage === rhs.storage { return true }
    let (left, right) = (lhs.storage.fields.pointee, rhs.storage.fields.pointee)
    return left.request == right.request && lhs.entity == rhs.entity
      && lhs.chainEntities == rhs.chainEntities && lhs.captured == rhs.captured
      && lhs.remainder == rhs.remainder && lhs.wildcards == rhs.wildcards
      && left.parameterPolicy == right.parameterPolicy
      && left.context.capturedNames == right.context.capturedNames
  }

  /// Hashes the request, the entity and the captures.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(request)
    hasher.combine(entity)
    hasher.combine(captured)
  }

  /// The decoded query items, in order.
  public var queryItems: [QueryItem] { request.queryItems }

  /// The decoded fragment, if any.
  public var fragment: String? { request.fragment }

  /// The names of the route parameters a screen's own pattern captures, as
  /// the table's matcher reads the pattern.
  public func routeParameterNames(for screen: RouteEntity) -> [String] {
    // The default matcher leaves the names to the patterns: no lookup then.
    let capturedNames = storage.fields.pointee.context.capturedNames
    return capturedNames.isEmpty
      ? screen.parameterNames : capturedNames[screen.pattern] ?? screen.parameterNames
  }

  /// The segments the `*` components of a screen's own pattern matched.
  public func wildcards(for screen: RouteEntity) -> [String] {
    let all = storage.fields.pointee.wildcards
    guard !all.isEmpty else { return [] }
    return storage.strings(all.prefix(screen.components.wildcardCount))
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

/// A link's values, with the strings it captured stored after them in the
/// same allocation: the route parameters' values in name order, then the
/// wildcards, then the remainder.
///
/// `ManagedBuffer` cannot be `Sendable`; the values that hold a storage opt
/// out of the check, because its header and strings are written once, when
/// it is made, and only read after.
final class LinkStorage: ManagedBuffer<LinkStorage.Header, String> {
  /// Everything a link holds but its captured strings.
  struct Header: Sendable {
    var request: RequestURL
    /// The entities and names the positions below are in.
    var context: LinkContext
    /// Where the entity is in the context's entities.
    var entity: Int
    /// Where the chain is in the context's entities.
    var chain: Range<Int>
    /// Where the route parameters' names are in the context's names; the
    /// value of each is the string at its offset in the range.
    var names: Range<Int>
    var wildcardCount: Int
    var remainderCount: Int
    var parameterPolicy: ParameterPolicy

    /// Where the wildcards' strings are.
    var wildcards: Range<Int> { names.count..<(names.count + wildcardCount) }
    /// Where the remainder's strings are.
    var remainder: Range<Int> { wildcards.upperBound..<(wildcards.upperBound + remainderCount) }
  }

  /// A link with `header`, whose strings `initialize` writes: exactly as
  /// many as the header counts, from the pointer it is given on.
  static func make(
    _ header: consuming Header, strings initialize: (UnsafeMutablePointer<String>) -> Void
  ) -> LinkStorage {
    let count = header.remainder.upperBound
    let buffer = create(minimumCapacity: count, moving: header, initializingElements: initialize)
    return unsafeDowncast(buffer, to: LinkStorage.self)
  }

  /// The captured string at `offset`.
  func string(_ offset: Int) -> String {
    precondition(offset >= 0 && offset < fields.pointee.remainder.upperBound)
    return withUnsafeMutablePointerToElements { $0[offset] }
  }

  /// The captured strings at `offsets`, as an array.
  func strings(_ offsets: Range<Int>) -> [String] {
    guard !offsets.isEmpty else { return [] }
    precondition(
      offsets.lowerBound >= 0 && offsets.upperBound <= fields.pointee.remainder.upperBound)
    return withUnsafeMutablePointerToElements { strings in
      Array(UnsafeBufferPointer(start: strings + offsets.lowerBound, count: offsets.count))
    }
  }

  deinit {
    // One at a time: a link holds a few strings, and releasing each costs
    // less than the generic release of an array of them.
    withUnsafeMutablePointers { header, strings in
      for offset in 0..<header.pointee.remainder.upperBound { _ = (strings + offset).move() }
    }
  }
}
