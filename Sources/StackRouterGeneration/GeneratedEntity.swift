import StackRouter

/// One route entity as the generated code shows it: its names, its
/// parameters with their Swift types, and where the manifest writes it.
struct GeneratedEntity {
  /// A route parameter or an allowed query parameter.
  struct Parameter {
    /// The name in links.
    let name: String
    /// The Swift property and argument label.
    let identifier: String
    /// The Swift type, `String` unless a `parameter` line gives one.
    let type: String
    /// Whether the pattern captures it (otherwise it is an allowed query parameter).
    let isRoute: Bool
  }

  let pattern: RoutePattern
  let target: String
  /// Where the target's name is written: line and column in the manifest.
  let targetLocation: SourceLocation
  /// The static function that builds a link: `articlesArticleID`.
  let valueName: String
  /// The nested type: `ArticlesArticleID`.
  let typeName: String
  let parameters: [Parameter]
  /// The labels of the `*` parts, in order.
  let wildcardLabels: [String]
  /// The labels of the `**` parts, in order: `remainder`, then
  /// `remainder2`, `remainder3`… for a pattern with several; empty for a
  /// pattern without any.
  let remainderLabels: [String]
  /// Whether the entity takes any query item (it has no `allow` line).
  let takesAnyQuery: Bool

  /// Whether the pattern writes the link's fragment after its `#`, so its
  /// builder takes no fragment (the link builder would refuse one).
  var writesFragment: Bool { pattern.hasFragment }

  /// Whether the pattern has a `**`, anywhere.
  var hasRemainder: Bool { !remainderLabels.isEmpty }

  /// Whether the pattern has several `**`, each given its own segments.
  var hasSeveralRemainders: Bool { remainderLabels.count > 1 }
}

extension GeneratedEntity {
  /// The entities of a manifest, each once, in file order, named uniquely.
  static func entities(of manifest: RoutesManifest, text: String) -> [GeneratedEntity] {
    let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
    var seen: [RoutePattern] = []
    var found: [(RouteDefinition.EntityDefinition, SourceLocation)] = []
    for route in manifest.routes {
      let line = route.location.line - 1 < lines.count ? lines[route.location.line - 1] : ""
      var cursor = line.index(
        line.startIndex, offsetBy: min(route.location.column - 1, line.count))
      for entity in route.definition.entities {
        var column = route.location.column
        if let range = line.range(of: "<" + entity.target + ">", range: cursor..<line.endIndex) {
          column = line.distance(from: line.startIndex, to: range.lowerBound) + 2
          cursor = range.upperBound
        }
        guard !seen.contains(entity.pattern) else { continue }
        seen.append(entity.pattern)
        found.append(
          (entity, SourceLocation(file: manifest.file, line: route.location.line, column: column)))
      }
    }
    let names = uniqueNames(for: found.map(\.0.pattern))
    return zip(found, names).map { entry, name in
      make(entry.0, at: entry.1, name: name, manifest: manifest)
    }
  }

  /// The names generated code declares besides the entities.
  static let reserved: Set<String> = [
    "schemes", "domains", "tabs", "shortcutTypes", "blocks", "targets", "text", "file",
    "manifest", "makeTable", "bindTargets", "startLinks", "self", "type", "any", "protocol",
    "checkTypes", "isTarget", "isValue", "decode", "decodeIfPresent", "optional",
  ]

  /// The words of each pattern's path; a scope's words come first for the
  /// patterns whose path alone names another pattern too; any remaining
  /// clash gets a number.
  static func uniqueNames(for patterns: [RoutePattern]) -> [[String]] {
    let paths = patterns.map { pattern in pattern.components.flatMap(words(of:)) }
    var counts: [String: Int] = [:]
    for path in paths { counts[path.joined(separator: " "), default: 0] += 1 }
    var taken = reserved
    return zip(patterns, paths).map { pattern, path in
      var words = path.isEmpty ? ["root"] : path
      if counts[path.joined(separator: " "), default: 0] > 1, let scope = pattern.scope {
        switch scope {
        case .scheme(let scheme): words = SwiftName.words(scheme) + words
        case .domain(let domain): words = SwiftName.words(domain) + words
        case .anyScheme: words = ["any", "scheme"] + words
        case .anyDomain: words = ["any", "domain"] + words
        }
      }
      let name = SwiftName.lowerCamel(words, fallback: "route")
      return [SwiftName.unique(name, in: &taken)]
    }
  }

  private static func words(of component: PathComponent) -> [String] {
    switch component {
    case .literal(let text): SwiftName.words(text)
    case .parameter(let name): SwiftName.words(name)
    case .affixed(let prefix, let name, let suffix):
      SwiftName.words(prefix) + SwiftName.words(name) + SwiftName.words(suffix)
    case .wildcard: ["wildcard"]
    case .catchAll: ["rest"]
    case .fragment: []
    }
  }

  private static func make(
    _ entity: RouteDefinition.EntityDefinition, at location: SourceLocation, name: [String],
    manifest: RoutesManifest
  ) -> GeneratedEntity {
    let valueName = name[0]
    var taken: Set<String> = [
      "wildcards", "remainder", "remainders", "query", "fragment", "form", "table", "parameters",
      "link",
      "routeParameters", "queryItems",
    ]
    var parameters: [Parameter] = []
    func add(_ parameterName: String, isRoute: Bool) {
      guard !parameters.contains(where: { $0.name == parameterName }) else { return }
      let identifier = SwiftName.unique(
        SwiftName.lowerCamel(SwiftName.words(parameterName), fallback: "parameter"), in: &taken)
      let type = manifest.parameterType(named: parameterName)?.type ?? "String"
      parameters.append(
        Parameter(name: parameterName, identifier: identifier, type: type, isRoute: isRoute))
    }
    for name in entity.pattern.parameterNames { add(name, isRoute: true) }
    let allowed = manifest.entityOptions.filter { $0.pattern == entity.pattern }
      .compactMap(\.options.allowedParameters)
    for name in allowed.flatMap({ $0.sorted() }) { add(name, isRoute: false) }
    let wildcards = entity.pattern.components.filter { $0 == .wildcard }.count
    let wildcardLabels = (0..<wildcards).map { index in
      SwiftName.unique(index == 0 ? "wildcard" : "wildcard\(index + 1)", in: &taken)
    }
    // `remainder` is reserved, so the first `**` always has it.
    let catchAlls = entity.pattern.components.filter { $0 == .catchAll }.count
    let remainderLabels = (0..<catchAlls).map { index in
      index == 0 ? "remainder" : SwiftName.unique("remainder\(index + 1)", in: &taken)
    }
    return GeneratedEntity(
      pattern: entity.pattern, target: entity.target, targetLocation: location,
      valueName: valueName, typeName: SwiftName.uppercasingFirst(valueName),
      parameters: parameters, wildcardLabels: wildcardLabels, remainderLabels: remainderLabels,
      takesAnyQuery: allowed.isEmpty)
  }
}
