/// Collects route registrations at launch and builds an immutable
/// ``RouteTable`` from them.
///
/// Registration never traps and never throws on its own: every problem (a
/// DSL error, a conflict, an ambiguity) is recorded with the caller's source
/// location, and ``makeTable(matcher:)`` reports them all at once.
///
/// ```swift
/// var registrar = Registrar()
/// registrar.accept(scheme: "myapp")
/// registrar.accept(domain: "example.com")
/// registrar.register("list<ListVC>/:itemID<DetailVC>/comments<CommentsVC>!")
/// registrar.register("compose<ComposeVC>!", options: EntityOptions(presentationStyle: .formSheet))
/// let table = try registrar.makeTable()
/// ```
public struct Registrar: Sendable {
  /// How the table's links are read and compared.
  public var options: MatchingOptions
  /// The accepted custom schemes, lowercased, in the order given, the
  /// default first.
  public private(set) var schemes: [String] = []
  /// The accepted universal-link domains, lowercased, in the order given.
  public private(set) var domains: [String] = []
  /// The accepted schemes whose links open only routes scoped to them
  /// (``accept(exclusiveScheme:fileID:line:column:)``).
  public private(set) var exclusiveSchemes: [String] = []
  /// The app's tab names, when declared; placements must then name one of them.
  public private(set) var tabs: [String]?

  /// Every registered route, parsed and packed.
  private var packed = PackedRoutes()
  private var routes: [RouteRegistration] = []
  /// The files, placements and options of `routes`, which consecutive
  /// registrations usually share.
  private var contexts: [RegistrationContext] = []
  private var configurations: [OptionsRegistration] = []
  private var blocks: [RouteBlock] = []
  private var earlyProblems: [RegistrationError.Problem] = []

  /// Creates an empty registrar.
  public init(options: MatchingOptions = MatchingOptions()) {
    self.options = options
  }

  /// Accepts links with a custom scheme, such as `myapp`.
  ///
  /// The first accepted scheme is the default: a bare path such as
  /// `/articles/42` is read as a link with it (`myapp://articles/42`), and
  /// links are built with it.
  ///
  /// - Parameters:
  ///   - scheme: the scheme, compared without regard to case.
  ///   - isDefault: makes this scheme the default even if others were
  ///     accepted before it.
  ///   - fileID: the registration site's file; the caller's by default.
  ///   - line: the registration site's line; the caller's by default.
  ///   - column: the registration site's column; the caller's by default.
  public mutating func accept(
    scheme: String, isDefault: Bool = false,
    fileID: String = #fileID, line: Int = #line, column: Int = #column
  ) {
    let scheme = scheme.lowercased()
    guard Self.isValidScheme(scheme) else {
      let location = SourceLocation(file: fileID, line: line, column: column)
      earlyProblems.append(.init(location: location, kind: .invalidScheme(scheme)))
      return
    }
    if isDefault { schemes.removeAll { $0 == scheme } }
    if !schemes.contains(scheme) {
      if isDefault {
        schemes.insert(scheme, at: 0)
      } else {
        // Before any exclusive scheme, which is never the default.
        schemes.insert(
          scheme, at: schemes.firstIndex { exclusiveSchemes.contains($0) } ?? schemes.endIndex)
      }
    }
  }

  /// Accepts a custom scheme whose links open only routes scoped to it
  /// (`partner://…`): unscoped routes and `*://` routes never match them, as
  /// a partner's namespace without fallback. It is never the default scheme
  /// of bare paths, and links to unscoped routes are never built with it.
  public mutating func accept(
    exclusiveScheme scheme: String, fileID: String = #fileID, line: Int = #line,
    column: Int = #column
  ) {
    accept(scheme: scheme, fileID: fileID, line: line, column: column)
    let scheme = scheme.lowercased()
    guard Self.isValidScheme(scheme), !exclusiveSchemes.contains(scheme) else { return }
    exclusiveSchemes.append(scheme)
    // Other schemes come first: the first is the default.
    schemes.removeAll { $0 == scheme }
    schemes.append(scheme)
  }

  /// Accepts universal links to a domain, such as `example.com`, compared
  /// exactly (a subdomain needs its own line).
  public mutating func accept(
    domain: String, fileID: String = #fileID, line: Int = #line, column: Int = #column
  ) {
    var domain = domain.lowercased()
    if domain.hasSuffix(".") { domain.removeLast() }
    guard Self.isValidDomain(domain) else {
      let location = SourceLocation(file: fileID, line: line, column: column)
      earlyProblems.append(.init(location: location, kind: .invalidDomain(domain)))
      return
    }
    if !domains.contains(domain) { domains.append(domain) }
  }

  /// Declares the app's tabs, so that a placement naming an unknown tab is an error.
  public mutating func declare(tabs: [String]) {
    self.tabs = tabs
  }

  /// Registers a route DSL string such as `list<ListVC>/:itemID<DetailVC>`.
  ///
  /// Entities shared with earlier registrations (the same pattern, target,
  /// source and presentation) are registered once.
  ///
  /// - Parameters:
  ///   - route: the DSL string.
  ///   - placement: where the chain's root is shown.
  ///   - options: options for the route's last entity.
  ///   - fileID: the registration site's file; the caller's by default.
  ///   - line: the registration site's line; the caller's by default.
  ///   - column: the registration site's column; the caller's by default.
  public mutating func register(
    _ route: String, in placement: RoutePlacement = .rootStack,
    options: EntityOptions = EntityOptions(),
    fileID: String = #fileID, line: Int = #line, column: Int = #column
  ) {
    do {
      let packedRoutes = try packed.pack(parsing: route)
      let context = placeContext(file: fileID, placement: placement, options: options)
      routes.append(
        RouteRegistration(
          routes: Int32(packedRoutes.lowerBound)..<Int32(packedRoutes.upperBound),
          context: context, line: line, column: column))
    } catch {
      let location = SourceLocation(file: fileID, line: line, column: column)
      // Another router's spelling is looked for only here, when the text
      // fails: the fast path does not scan for it.
      earlyProblems.append(
        .init(location: location, kind: .syntax(error.namingOlderSpelling(in: route))))
    }
  }

  /// Sets options for an entity registered by any route, named by its
  /// pattern, such as `list/:itemID`.
  public mutating func configure(
    _ pattern: String, options: EntityOptions,
    fileID: String = #fileID, line: Int = #line, column: Int = #column
  ) {
    let location = SourceLocation(file: fileID, line: line, column: column)
    do {
      for pattern in try RoutePattern.expansions(parsing: pattern) {
        configurations.append(
          OptionsRegistration(pattern: pattern, options: options, location: location))
      }
    } catch {
      earlyProblems.append(.init(location: location, kind: .syntax(error)))
    }
  }

  /// Registers a block for links matching `pattern` (no targets).
  ///
  /// - Parameters:
  ///   - pattern: the pattern, such as `share/**`.
  ///   - priority: every block that matches a link runs before its entity,
  ///     from the highest priority down (equal priorities in precedence order).
  ///   - name: a name for the block, as a manifest's `block` line gives it.
  ///   - handler: returns ``RouteBlock/Result/pass`` to let the next block,
  ///     then the entity, have the link.
  ///   - fileID: the registration site's file; the caller's by default.
  ///   - line: the registration site's line; the caller's by default.
  ///   - column: the registration site's column; the caller's by default.
  public mutating func handle(
    _ pattern: String, priority: Int = 0, name: String? = nil,
    fileID: String = #fileID, line: Int = #line, column: Int = #column,
    handler: @escaping RouteBlock.Handler
  ) {
    let location = SourceLocation(file: fileID, line: line, column: column)
    do throws(RouteSyntaxError) {
      let expansions = try RoutePattern.expansions(parsing: pattern)
      if expansions.contains(where: \.hasFragment), let hash = pattern.firstIndex(of: "#") {
        let column = pattern.distance(from: pattern.startIndex, to: hash) + 1
        throw RouteSyntaxError(input: pattern, column: column, reason: .fragmentOnBlock)
      }
      for pattern in expansions {
        blocks.append(
          RouteBlock(
            pattern: pattern, priority: priority, name: name, location: location,
            handler: handler))
      }
    } catch {
      earlyProblems.append(.init(location: location, kind: .syntax(error)))
    }
  }

  /// Checks every registration and builds the table.
  ///
  /// - Parameter matcher: the matcher type; ``TrieRouteMatcher`` by default.
  /// - Throws: ``RegistrationError`` listing every problem found.
  public func makeTable<Matcher: RouteMatcher>(
    matcher: Matcher.Type = TrieRouteMatcher.self
  ) throws(RegistrationError) -> RouteTable {
    var assembly = TableAssembly(
      routes: packed, registrations: routes, contexts: contexts, schemes: schemes,
      domains: domains, tabs: tabs, options: options, problems: earlyProblems,
      capacity: packed.entities.count + blocks.count)
    for index in routes.indices { assembly.add(registration: index) }
    for configuration in configurations { assembly.apply(configuration) }
    assembly.checkAmbiguity()
    let assembled = assembly.finish(blocks: blocks)
    guard assembly.problems.isEmpty else {
      throw RegistrationError(problems: assembly.problems.sortedBySourceOrder())
    }
    return RouteTable(
      assembled: assembled, schemes: schemes, exclusiveSchemes: exclusiveSchemes,
      domains: domains, tabs: tabs, options: options, matcher: matcher)
  }

  /// The place in `contexts` of a registration's file, placement and
  /// options: the last one when they are its own, as consecutive
  /// registrations' nearly always are, else a new one. The last context is
  /// compared field by field in place (options set on neither are not
  /// compared), so that a registration like the last makes and copies none.
  private mutating func placeContext(
    file: String, placement: RoutePlacement, options: EntityOptions
  ) -> Int32 {
    let last = contexts.count - 1
    if last >= 0, contexts[last].file == file, contexts[last].placement == placement,
      contexts[last].options.isEmpty ? options.isEmpty : contexts[last].options == options
    {
      return Int32(truncatingIfNeeded: last)
    }
    contexts.append(RegistrationContext(file: file, placement: placement, options: options))
    return Int32(truncatingIfNeeded: last + 1)
  }

  static func isValidScheme(_ scheme: String) -> Bool {
    guard let first = scheme.first, first.isASCII, first.isLetter,
      scheme != "http", scheme != "https"
    else { return false }
    return scheme.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }
  }

  static func isValidDomain(_ domain: String) -> Bool {
    let labels = domain.split(separator: ".", omittingEmptySubsequences: false)
    return !domain.isEmpty && !isIPLiteral(domain)
      && labels.allSatisfy { label in
        !label.isEmpty && !label.hasPrefix("-") && !label.hasSuffix("-")
          && label.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }
      }
  }
}

extension Registrar {
  /// One call to register a route: the routes its text stands for, as
  /// places in the packed routes, with how they were registered.
  ///
  /// It holds no strings, so that the list of them grows and is freed
  /// without reference counting: what registrations share is kept once,
  /// in a ``RegistrationContext``.
  struct RouteRegistration: Sendable {
    let routes: Range<Int32>
    /// The place of the registration's file, placement and options in the
    /// registrar's contexts.
    let context: Int32
    /// The registration site's line and column.
    let line: Int
    let column: Int
  }

  /// What consecutive registrations, made in one file with the same
  /// placement and options, share.
  struct RegistrationContext: Equatable, Sendable {
    /// The registration site's file.
    let file: String
    let placement: RoutePlacement
    let options: EntityOptions
  }

  struct OptionsRegistration: Sendable {
    let pattern: RoutePattern
    let options: EntityOptions
    let location: SourceLocation
  }
}
