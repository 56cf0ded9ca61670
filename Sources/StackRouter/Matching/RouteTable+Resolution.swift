import Foundation

/// Resolution, the matching stage's part of a table: reading a link,
/// finding its best entity (the default matcher's fast path, or a custom
/// matcher's matches) and checking what it captured.
extension RouteTable {
  // MARK: Links

  /// Reads a link: checks its scheme or domain, the limits and the encoding,
  /// and decodes its path and query.
  ///
  /// - Throws: ``InvalidURLError`` saying what was wrong and where.
  public func read(_ link: String) throws(InvalidURLError) -> RequestURL {
    try intake.read(link)
  }

  /// Reads a `URL`'s absolute string; see ``read(_:)-(String)``.
  public func read(_ url: URL) throws(InvalidURLError) -> RequestURL {
    try intake.read(url.absoluteString)
  }

  /// The routes the router tries for a request, in order: every block whose
  /// pattern matches it, highest priority first, then blocks of equal
  /// priority in precedence order; then the best entity, chosen among the
  /// entities alone (see <doc:Precedence>).
  ///
  /// A link whose scheme is exclusive lists only routes scoped to it,
  /// whatever the matcher returns.
  public func candidates(for request: RequestURL) -> [RouteMatch] {
    if index.hasFragments, request.hasFragment { return candidates(fragmentOf: request) }
    return candidatesOfPath(request)
  }

  /// ``candidates(for:)`` by the link's path alone (see `RouteTable+Fragments`).
  func candidatesOfPath(_ request: RequestURL) -> [RouteMatch] {
    if let scheme = exclusiveScheme(of: request) {
      return Self.runOrder(of: matches(for: request, exclusiveTo: scheme))
    }
    return matcher.candidates(for: request, in: self)
  }

  /// Reads and matches a link carrying `parameters` beside it (see
  /// ``RequestURL/parameters``), ignoring blocks.
  public func resolve(_ link: String, parameters: LinkParameters) -> LinkResolution {
    do {
      return resolve(try read(link).adding(parameters: parameters))
    } catch {
      return .invalid(error)
    }
  }

  /// Reads and matches a link to its best entity, ignoring blocks.
  public func resolve(_ link: String) -> LinkResolution {
    let request: RequestURL
    do {
      request = try read(link)
    } catch {
      return .invalid(error)
    }
    return resolve(request)
  }

  /// Matches a request that passed intake to its best entity, ignoring blocks.
  ///
  /// A match whose `*` or `**` captures hold a `.` or `..` component is
  /// refused as ``LinkResolution/invalid(_:)``; see ``checkCaptures(of:in:)``.
  /// A link whose scheme is exclusive opens only a route scoped to it,
  /// whatever the matcher.
  @inline(__always)
  public func resolve(_ request: consuming RequestURL) -> LinkResolution {
    if index.hasFragments, request.hasFragment { return resolve(fragmentOf: request) }
    return resolvePath(request)
  }

  /// ``resolve(_:)-(RequestURL)`` by the link's path alone (see `RouteTable+Fragments`).
  @inline(__always)
  func resolvePath(_ request: consuming RequestURL) -> LinkResolution {
    if let scheme = exclusiveScheme(of: request) {
      return resolution(of: matches(for: request, exclusiveTo: scheme), for: request)
    }
    // The request is consumed so that one read from a string moves into its
    // link rather than being retained by it.
    return matcher.resolve(request, in: self)
  }

  /// The first entity of `matches` that makes a link, its captures checked.
  func resolution(of matches: [RouteMatch], for request: RequestURL) -> LinkResolution {
    for match in matches {
      if let link = link(for: match, in: request) {
        do throws(InvalidURLError) {
          try checkCaptures(of: match, in: request)
        } catch {
          return .invalid(error)
        }
        return .matched(link)
      }
    }
    return .unmatched(request)
  }

  /// Refuses a match whose `*` or `**` captures hold a `.` or `..` path
  /// component once decoded (`..%2F..%2Fsecret` read as `../../secret`),
  /// unless ``MatchingOptions/allowsDotComponentsInWildcards`` is set.
  /// ``resolve(_:)-(RequestURL)`` and the router check every match they use;
  /// an app that walks ``candidates(for:)`` itself calls this for each.
  ///
  /// - Throws: ``InvalidURLError`` with ``InvalidURLError/Reason/dotComponent(segment:)``.
  public func checkCaptures(
    of match: RouteMatch, in request: RequestURL
  ) throws(InvalidURLError) {
    // A match with nothing captured by `*` or `**` does not read its pattern.
    guard !options.allowsDotComponentsInWildcards,
      !match.wildcards.isEmpty || !match.remainder.isEmpty
    else { return }
    let components = match.route.pattern.components
    let catchAllCount = components.lazy.filter { $0 == .catchAll }.count
    guard catchAllCount == 0 || (catchAllCount == 1 && components.last == .catchAll) else {
      // A `**` before the pattern's end, or several: each one's captures
      // stand where the segments before them put them.
      return try checkSplitCaptures(components: components, match: match, in: request)
    }
    try checkCaptures(
      components: components, wildcards: match.wildcards,
      remainder: match.remainder, in: request)
  }

  /// The pattern's components are read only when there are `*` captures to
  /// place, so a match without them does not read its pattern.
  @inline(__always)
  func checkCaptures(
    components: @autoclosure () -> some Sequence<PathComponent>, wildcards: [String],
    remainder: [String], in request: RequestURL
  ) throws(InvalidURLError) {
    guard !options.allowsDotComponentsInWildcards, !wildcards.isEmpty || !remainder.isEmpty
    else { return }
    if !wildcards.isEmpty {
      var wildcard = 0
      for (offset, component) in components().enumerated() where component == .wildcard {
        if wildcard < wildcards.count, Self.hasDotComponent(wildcards[wildcard]) {
          throw dotComponent(segment: offset + 1, in: request)
        }
        wildcard += 1
      }
    }
    let remainderStart = request.content.segmentCount - remainder.count
    for (offset, segment) in remainder.enumerated() where Self.hasDotComponent(segment) {
      throw dotComponent(segment: remainderStart + offset + 1, in: request)
    }
  }

  /// ``checkCaptures(of:in:)`` for a pattern with a `**` before its end
  /// (`files/**/raw`, `w/**/x/*/**`): each `**` takes as many segments as
  /// it captured, which moves every component after it. Wildcards are
  /// checked first, then each `**`'s segments, as for any pattern.
  private func checkSplitCaptures(
    components: [PathComponent], match: RouteMatch, in request: RequestURL
  ) throws(InvalidURLError) {
    let remainders = match.remainders
    var wildcards: [(segment: Int, text: String)] = []
    var captured: [(segment: Int, text: String)] = []
    var (segment, wildcard, remainder) = (0, 0, 0)
    for component in components {
      switch component {
      case .wildcard:
        if wildcard < match.wildcards.count {
          wildcards.append((segment, match.wildcards[wildcard]))
        }
        wildcard += 1
        segment += 1
      case .catchAll:
        let taken = remainder < remainders.count ? remainders[remainder] : []
        captured += taken.enumerated().map { (segment + $0.offset, $0.element) }
        remainder += 1
        segment += taken.count
      case .fragment:
        break
      case .literal, .affixed, .parameter:
        segment += 1
      }
    }
    for (segment, text) in wildcards + captured where Self.hasDotComponent(text) {
      throw dotComponent(segment: segment + 1, in: request)
    }
  }

  /// The refusal of `request` for a `.` or `..` captured at `segment`,
  /// counted from 1.
  private func dotComponent(segment: Int, in request: RequestURL) -> InvalidURLError {
    InvalidURLError(input: request.original, reason: .dotComponent(segment: segment))
  }

  /// Whether decoded text holds `.` or `..` between `/` or `\` separators
  /// (or at either end). The bytes are read through a ``ByteSpan``: the
  /// string's UTF-8 view, read byte by byte, cost about 40 instructions a
  /// byte, most of a `**` link's matching.
  static func hasDotComponent(_ text: String) -> Bool {
    ByteSpan.withBytes(of: text, hasDotComponent(bytes:))
  }

  /// ``hasDotComponent(_:)`` of decoded text's bytes.
  static func hasDotComponent(bytes: ByteSpan) -> Bool {
    var dots = 0  // the dots so far in this component; -1 once it holds anything else
    for index in 0..<bytes.count {
      switch bytes[index] {
      case UInt8(ascii: "/"), UInt8(ascii: "\\"):
        if dots == 1 || dots == 2 { return true }
        dots = 0
      case UInt8(ascii: "."):
        if dots >= 0 { dots += 1 }
      default:
        dots = -1
      }
    }
    return dots == 1 || dots == 2
  }

  /// The ``AppLink`` for an entity match, or `nil` for a block match.
  public func link(for match: RouteMatch, in request: RequestURL) -> AppLink? {
    guard case .entity(let entity) = match.route else { return nil }
    if index.hasFragments, let presented = fragmentRequest(for: match, in: request) {
      return link(for: entity, match, in: presented)
    }
    return link(for: entity, match, in: request)
  }

  /// The link for `match`, a match of `entity`, carrying `request`.
  private func link(
    for entity: RouteEntity, _ match: RouteMatch, in request: RequestURL
  ) -> AppLink {
    // The default matcher says where its entity is; a match from another
    // matcher, or from a matcher over other routes, is looked up.
    var index = match.routeIndex
    if let known = index,
      known >= entityCount || routes[known].entity?.hasSamePattern(as: entity) != true
    {
      index = nil
    }
    guard let index = index ?? entityIndex(of: entity.pattern) else {
      return AppLink(
        request: request, entity: entity, chain: chain(to: entity)[...],
        routeParameters: match.parameters, wildcards: match.wildcards,
        remainder: match.remainder,
        capturedNames: [entity.pattern: matcher.parameterNames(in: entity.pattern)],
        parameterPolicy: options.parameterPolicy)
    }
    return AppLink(
      request: request, entity: entity, chain: chain(at: index),
      routeParameters: match.parameters, wildcards: match.wildcards,
      remainder: match.remainder, capturedNames: names(at: index),
      parameterPolicy: options.parameterPolicy)
  }

  /// The context a block receives for a block match: route parameters over
  /// the request's own parameters over query items.
  public func blockContext(for match: RouteMatch, in request: RequestURL) -> RouteBlock.Context {
    var parameters: [String: [String]] = [:]
    for item in request.queryItems { parameters[item.name, default: []].append(item.value) }
    for name in request.parameters.names { parameters[name] = request.parameters.values(name) }
    for (name, value) in match.parameters { parameters[name] = [value] }
    return RouteBlock.Context(
      request: request, pattern: match.route.pattern,
      parameters: LinkParameters(multiValues: parameters), remainder: match.remainder)
  }
}

/// The result of resolving a link against a ``RouteTable``.
public enum LinkResolution: Sendable {
  /// The link matched an entity.
  case matched(AppLink)
  /// The link passed intake but no entity matches it.
  case unmatched(RequestURL)
  /// The link was refused at intake.
  case invalid(InvalidURLError)
}
