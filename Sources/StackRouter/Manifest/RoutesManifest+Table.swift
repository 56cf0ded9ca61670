extension RoutesManifest {
  /// A registrar holding the manifest's schemes, domains, tabs, routes,
  /// options, and the blocks whose names `blocks` binds to code.
  ///
  /// - Parameter blocks: the app's code for each block name; blocks whose
  ///   name is not bound are left out (``makeTable(matcher:blocks:)`` reports them).
  public func makeRegistrar(blocks: [String: RouteBlock.Handler] = [:]) -> Registrar {
    makeRegistrar(blocks: blocks, leavingOut: [])
  }

  /// The registrar without the lines numbered in `left`.
  func makeRegistrar(blocks: [String: RouteBlock.Handler], leavingOut left: Set<Int>) -> Registrar {
    var registrar = Registrar(options: options)
    for scheme in schemes {
      let at = nameLocations["scheme " + scheme] ?? SourceLocation(file: file, line: 1, column: 1)
      guard !left.contains(at.line) else { continue }
      registrar.accept(scheme: scheme, fileID: file, line: at.line, column: at.column)
    }
    for domain in domains {
      let at = nameLocations["domain " + domain] ?? SourceLocation(file: file, line: 1, column: 1)
      guard !left.contains(at.line) else { continue }
      registrar.accept(domain: domain, fileID: file, line: at.line, column: at.column)
    }
    if let children = shellChildren { registrar.declare(tabs: children) }
    for route in routes where !left.contains(route.location.line) {
      registrar.register(
        route.definition.description, in: route.placement,
        fileID: file, line: route.location.line, column: route.location.column)
    }
    for entry in entityOptions where !left.contains(entry.location.line) {
      registrar.configure(
        entry.pattern.description, options: entry.options,
        fileID: file, line: entry.location.line, column: entry.location.column)
    }
    for block in self.blocks where !left.contains(block.location.line) {
      guard let handler = blocks[block.name] else { continue }
      registrar.handle(
        block.pattern.description, priority: block.priority, name: block.name,
        fileID: file, line: block.location.line, column: block.location.column, handler: handler)
    }
    return registrar
  }

  /// Every problem of manifest text that one run can find: each malformed
  /// line; then, when no malformed line is one that registers (a `scheme`,
  /// `domain`, `tabs`, `route`, `option`, `limit` or unknown line), every
  /// problem ``makeTable(matcher:blocks:)`` finds in the other lines too.
  /// `stackrouter lint` reports this.
  ///
  /// ```swift
  /// let (diagnostics, waits) = RoutesManifest.problems(
  ///   parsing: text, file: "App.routes", blocks: { _ in [:] })
  /// ```
  ///
  /// - Parameters:
  ///   - text: the manifest.
  ///   - file: the name diagnostics use.
  ///   - blocks: the code bound to the block names of the lines that parse.
  /// - Returns: the diagnostics in line order (empty when the manifest is
  ///   clean), and whether registration waits for malformed lines.
  public static func problems(
    parsing text: String, file: String,
    blocks: (RoutesManifest) -> [String: RouteBlock.Handler]
  ) -> (diagnostics: [ManifestError.Diagnostic], registrationWaits: Bool) {
    var parser = ManifestParser(file: file)
    let (manifest, malformed) = parser.parseEveryLine(text)
    var diagnostics = malformed + manifest.warnings
    let waits = !parser.malformedDirectives.allSatisfy {
      ManifestParser.directives.contains($0) && !ManifestParser.registering.contains($0)
    }
    if !waits {
      do {
        _ = try manifest.makeTable(blocks: blocks(manifest))
      } catch {
        diagnostics += error.diagnostics
      }
    }
    let sorted = diagnostics.sorted {
      ($0.location.line == 0 ? Int.max : $0.location.line, $0.location.column)
        < ($1.location.line == 0 ? Int.max : $1.location.line, $1.location.column)
    }
    return (sorted, waits && !malformed.isEmpty)
  }

  /// Builds the route table and checks that every `shortcut` and `start`
  /// link matches a route and every `block` name is bound to code.
  ///
  /// Every problem is reported in one error: the unbound block names, the
  /// registration problems, and the links that are invalid or match no
  /// route. When registrations fail, the links are checked against the
  /// routes of the other lines, and a link that matches none of them says
  /// which route lines were left out.
  ///
  /// - Parameters:
  ///   - matcher: the matcher type; ``TrieRouteMatcher`` by default.
  ///   - blocks: the app's code for each name the `block` lines use.
  /// - Throws: ``ManifestError`` with every problem, each at its line and
  ///   column, in line order.
  public func makeTable<Matcher: RouteMatcher>(
    matcher: Matcher.Type = TrieRouteMatcher.self, blocks: [String: RouteBlock.Handler] = [:]
  ) throws(ManifestError) -> RouteTable {
    var diagnostics: [ManifestError.Diagnostic] = []
    for block in self.blocks where blocks[block.name] == nil {
      guard !diagnostics.contains(where: { $0.location == block.nameLocation }) else { continue }
      diagnostics.append(
        .init(
          location: block.nameLocation,
          message: "no code is bound to the block '\(block.name)'; bind it when the router is built"
        ))
    }
    if routes.isEmpty && self.blocks.isEmpty {
      diagnostics.append(
        .init(
          location: SourceLocation(file: file, line: 0, column: 0),
          message: "no routes: add a 'route' line"))
    }
    var table: RouteTable?
    var leftOut: [Int] = []
    do {
      table = try makeRegistrar(blocks: blocks).makeTable(matcher: matcher)
    } catch {
      diagnostics += error.problems.map {
        .init(location: $0.location, message: $0.kind.description)
      }
      let lines = Set(error.problems.filter { $0.location.file == file }.map(\.location.line))
      leftOut = routes.map(\.location.line).filter(lines.contains)
      table = try? makeRegistrar(blocks: blocks, leavingOut: lines).makeTable(matcher: matcher)
      if table == nil, !(shortcuts.isEmpty && startLinks.isEmpty) {
        diagnostics.append(
          .init(
            location: SourceLocation(file: file, line: 0, column: 0),
            message: "the shortcut and start links are checked once the registrations are fixed",
            severity: .note))
      }
    }
    if let table {
      diagnostics += linkProblems(in: table, leftOut: leftOut)
    }
    guard diagnostics.isEmpty, let table else {
      throw ManifestError(
        diagnostics: diagnostics.sorted {
          ($0.location.line == 0 ? Int.max : $0.location.line, $0.location.column)
            < ($1.location.line == 0 ? Int.max : $1.location.line, $1.location.column)
        })
    }
    return table
  }

  /// The `shortcut` and `start` links that are invalid or match no route
  /// of `table`, which lacks the route lines `leftOut`: a link that one of
  /// those would match says so.
  private func linkProblems(in table: RouteTable, leftOut: [Int]) -> [ManifestError.Diagnostic] {
    var diagnostics: [ManifestError.Diagnostic] = []
    let links =
      shortcuts.map { ("shortcut", $0.link, $0.location) }
      + startLinks.map { ("start", $0.link, $0.location) }
    for (kind, link, location) in links {
      switch table.resolve(link) {
      case .matched: continue
      case .unmatched:
        let lines = leftOut.filter { line in
          var registrar = Registrar(options: options)
          for scheme in schemes { registrar.accept(scheme: scheme) }
          for domain in domains { registrar.accept(domain: domain) }
          if let children = shellChildren { registrar.declare(tabs: children) }
          for route in routes where route.location.line == line {
            registrar.register(route.definition.description, in: route.placement)
          }
          guard let alone = try? registrar.makeTable(), case .matched = alone.resolve(link) else {
            return false
          }
          return true
        }
        let message =
          lines.isEmpty
          ? "\(kind) link '\(link)' matches no route"
          : "\(kind) link '\(link)' is checked once line "
            + lines.map(String.init).joined(separator: ", ")
            + " is fixed: only its route matches it"
        diagnostics.append(
          .init(location: location, message: message, severity: lines.isEmpty ? .error : .note))
      case .invalid(let error):
        diagnostics.append(
          .init(location: location, message: "\(kind) link '\(link)': \(error.message)"))
      }
    }
    return diagnostics
  }
}
