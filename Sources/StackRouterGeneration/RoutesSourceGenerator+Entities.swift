import StackRouter

/// The target bindings and each entity's builder and type.
extension RoutesSourceGenerator {
  /// The target names in file order, each once.
  var targetNames: [String] {
    var names: [String] = []
    for entity in entities where !names.contains(entity.target) { names.append(entity.target) }
    return names
  }

  func writeTargets(into out: inout SourceWriter) {
    out.line("")
    out.doc("The target names the routes use, and their bindings.")
    out.block("enum Targets {") { out in
      writeNamedValues(targetNames, reserved: ["bind", "factory"], fallback: "target", into: &out)
    }
  }

  /// `Targets.bind(into:)`, in an extension compiled where the navigator is.
  func writeBindings(into out: inout SourceWriter) {
    let requirement = navigator.requirement
    out.line("")
    out.block("extension \(namespace).Targets {") { out in
      switch navigator {
      case .core, .uikit:
        out.doc(
          "Binds each target name to the `\(requirement)` type of that name;\n"
            + "a name with no such type is a compile error on its manifest line.")
      case .swiftui:
        out.doc(
          "Binds each target name whose type is a `RoutableView` to that view. A\n"
            + "target whose view is built from a screen model is left to the app\n"
            + "(`screens.bind(Model.self, named: …)`); a name with no `View` type of\n"
            + "that name is a compile error on its manifest line.")
      }
      out.line("@MainActor")
      out.block("static func bind(into bindings: inout \(navigator.bindingsType)) {") { out in
        for target in targetNames {
          if navigator == .swiftui {
            out.call(
              "bind", ["\(target).self", "named: \(SwiftName.literal(target))", "into: &bindings"])
          } else {
            out.call(
              "bindings.bind", [SwiftName.literal(target), "factory: factory(\(target).self)"])
          }
        }
      }
      out.line("")
      out.line("@MainActor")
      if navigator == .swiftui {
        out.line("private static func bind<Screen: RoutableView>(")
        out.line("  _ type: Screen.Type, named name: String, into screens: inout ScreenViews")
        out.block(") {") { out in
          out.line("screens.bind(name) { context in Screen(context: context) }")
        }
        out.line("")
        out.doc("A view that is not a `RoutableView`: the app binds it.")
        out.line("@MainActor")
        out.line("private static func bind<Screen: View>(")
        out.line("  _ type: Screen.Type, named name: String, into screens: inout ScreenViews")
        out.line(") {}")
      } else {
        out.line("private static func factory<Target: \(requirement)>(")
        out.line("  _ type: Target.Type")
        out.block(") -> TargetBindings.Factory {") { out in
          out.line("{ link, parameters in Target.make(for: link, parameters: parameters) }")
        }
      }
    }
  }

  /// The arguments of an entity's builder, and how each is passed on.
  private func arguments(_ entity: GeneratedEntity) -> [(declaration: String, use: String)] {
    var list: [(String, String)] = []
    for parameter in entity.parameters {
      let label = SwiftName.code(parameter.identifier)
      let type = parameter.isRoute ? parameter.type : parameter.type + "? = nil"
      list.append(("\(label): \(type)", "\(label): \(label)"))
    }
    for label in entity.wildcardLabels { list.append(("\(label): String", "")) }
    for label in entity.remainderLabels { list.append(("\(label): [String] = []", "")) }
    if entity.takesAnyQuery { list.append(("query: [QueryItem] = []", "")) }
    if !entity.writesFragment { list.append(("fragment: String? = nil", "")) }
    return list
  }

  func writeBuilder(_ entity: GeneratedEntity, into out: inout SourceWriter) {
    out.doc("A link to `\(entity.pattern)`, which `\(entity.target)` shows.")
    let arguments = arguments(entity)
    // Never empty: an entity takes its query items, or those its `allow` line names.
    out.line("static func \(SwiftName.code(entity.valueName))(")
    for (index, argument) in arguments.enumerated() {
      out.line("  " + argument.declaration + (index == arguments.count - 1 ? "" : ","))
    }
    out.block(") -> \(entity.typeName) {") { out in
      out.line("\(entity.typeName)(")
      let parameters = arguments.map(\.use).filter { !$0.isEmpty }
      var fields: [String] = []
      if !entity.wildcardLabels.isEmpty {
        fields.append("wildcards: [" + entity.wildcardLabels.joined(separator: ", ") + "]")
      }
      if entity.hasSeveralRemainders {
        fields.append("remainders: [" + entity.remainderLabels.joined(separator: ", ") + "]")
      } else if entity.hasRemainder {
        fields.append("remainder: remainder")
      }
      if entity.takesAnyQuery { fields.append("query: query") }
      if !entity.writesFragment { fields.append("fragment: fragment") }
      out.indented { out in
        out.call(
          "parameters: \(entity.typeName).Parameters", parameters, tail: fields.isEmpty ? ")" : ",")
        for (index, field) in fields.enumerated() {
          out.line(field + (index == fields.count - 1 ? ")" : ","))
        }
      }
    }
  }

  private func patternCode(_ pattern: RoutePattern) -> String {
    switch pattern.scope {
    case nil: "nil"
    case .scheme(let scheme): ".scheme(\(SwiftName.literal(scheme)))"
    case .domain(let domain): ".domain(\(SwiftName.literal(domain)))"
    case .anyScheme: ".anyScheme"
    case .anyDomain: ".anyDomain"
    }
  }

  private func componentCode(_ component: PathComponent) -> String {
    switch component {
    case .literal(let text): ".literal(\(SwiftName.literal(text)))"
    case .parameter(let name): ".parameter(\(SwiftName.literal(name)))"
    case .affixed(let prefix, let name, let suffix):
      ".affixed(prefix: \(SwiftName.literal(prefix)), name: \(SwiftName.literal(name)), "
        + "suffix: \(SwiftName.literal(suffix)))"
    case .wildcard: ".wildcard"
    case .catchAll: ".catchAll"
    case .fragment: ".fragment"
    }
  }

  func writeEntity(_ entity: GeneratedEntity, into out: inout SourceWriter) {
    out.doc("A link to `\(entity.pattern)`, which `\(entity.target)` shows.")
    out.block("struct \(entity.typeName): Hashable, Sendable {") { out in
      out.doc("The entity's pattern.")
      out.line("static let pattern = RoutePattern(")
      out.line("  scope: \(patternCode(entity.pattern)),")
      let components = entity.pattern.components.map(componentCode)
      let oneLine = "  components: [" + components.joined(separator: ", ") + "])"
      if oneLine.count + 4 <= 100 {
        out.line(oneLine)
      } else {
        out.line("  components: [")
        for component in components { out.line("    " + component + ",") }
        out.line("  ])")
      }
      out.doc("The target's name.")
      out.line("static let target = \(SwiftName.literal(entity.target))")
      out.line("")
      writeParameters(entity, into: &out)
      out.line("")
      out.doc("The route parameters and allowed query parameters.")
      out.line("var parameters: Parameters")
      if !entity.wildcardLabels.isEmpty {
        out.doc("The `*` parts, in order.")
        out.line("var wildcards: [String]")
      }
      if entity.hasSeveralRemainders {
        out.doc("The segments of each `**` part, one list per `**` in order.")
        out.line("var remainders: [[String]]")
      } else if entity.hasRemainder {
        out.doc("The `**` part's segments.")
        out.line("var remainder: [String]")
      }
      if entity.takesAnyQuery {
        out.doc("Query items, in order (the entity has no `allow` line).")
        out.line("var query: [QueryItem]")
      }
      if !entity.writesFragment {
        out.doc("The fragment.")
        out.line("var fragment: String?")
      }
      out.line("")
      writeLinkMethods(entity, into: &out)
    }
  }

  private func writeLinkMethods(_ entity: GeneratedEntity, into out: inout SourceWriter) {
    out.doc("The entity in `table`, if the table has it.")
    out.block("static func entity(in table: RouteTable) -> RouteEntity? {") { out in
      out.line("table.entity(for: pattern)")
    }
    out.line("")
    out.doc("This entity's parameters on `link`, or `nil` when the link does not show it.")
    out.block(
      "static func parameters(of link: AppLink) throws(ParameterError) -> Parameters? {"
    ) { out in
      out.line("guard let screen = link.chain.first(where: { $0.pattern == pattern }) else {")
      out.line("  return nil")
      out.line("}")
      out.line("return try Parameters(link.parameters(for: screen))")
    }
    for (name, type) in [("link", "String"), ("url", "URL")] {
      out.line("")
      out.doc(
        "The \(name == "url" ? "URL" : "link text") in `table`, built by the table's link builder, so\n"
          + "every refusal rule applies.")
      out.line(
        "func \(name)(in table: RouteTable, form: LinkForm = .preferred) throws(LinkBuildError)")
      out.line("  -> \(type)")
      out.block("{") { out in
        out.line("try table.\(name)(")
        out.line("  for: Self.pattern, parameters: parameters.routeParameters,")
        let wildcards = entity.wildcardLabels.isEmpty ? "[]" : "wildcards"
        let remainder =
          entity.hasSeveralRemainders
          ? "remainders: remainders" : "remainder: \(entity.hasRemainder ? "remainder" : "[]")"
        let query = entity.takesAnyQuery ? "query" : "parameters.queryItems"
        out.line("  wildcards: \(wildcards), \(remainder), query: \(query),")
        out.line("  fragment: \(entity.writesFragment ? "nil" : "fragment"), form: form)")
      }
    }
  }
}
