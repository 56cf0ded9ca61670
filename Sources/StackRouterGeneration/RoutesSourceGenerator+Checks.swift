import StackRouter

/// Names each target type and parameter type where the manifest writes it.
///
/// Each check is one call whose type argument sits at the manifest's line
/// and column: a `#sourceLocation` directive gives the line, and the call is
/// indented so that the type starts at the manifest's column. A misspelled
/// target (`<ArticelVC>`), a target that is not a `RoutableTarget`, or a
/// parameter type that is not a `LinkParameterValue` is then reported by the
/// compiler on the manifest's line. The extension is left alone by
/// `swift format`, which would indent the calls back.
extension RoutesSourceGenerator {
  func writeChecks(into out: inout SourceWriter) {
    var checks: [(location: SourceLocation, call: String, type: String)] = []
    var checked: Set<String> = []
    for entity in entities where checked.insert(entity.target).inserted {
      checks.append((entity.targetLocation, "isTarget(", entity.target))
    }
    for parameter in manifest.parameterTypes {
      checks.append((parameter.typeLocation, "isValue(", parameter.type))
    }
    guard !checks.isEmpty else { return }
    out.line("")
    out.line("// swift-format-ignore")
    out.block("extension \(namespace) {") { out in
      out.doc(
        "Names each target and parameter type at its place in the manifest, so that\n"
          + "the compiler reports a missing or unsuitable type there.")
      out.line("@MainActor")
      out.block("private static func checkTypes() {") { out in
        for check in checks {
          out.raw("#sourceLocation(file: \(SwiftName.literal(path)), line: \(check.location.line))")
          let indent = max(0, check.location.column - 1 - check.call.count)
          out.raw(String(repeating: " ", count: indent) + check.call + check.type + ".self)")
        }
        out.raw("#sourceLocation()")
      }
      out.line("")
      out.line("private static func isTarget<Target: RoutableTarget>(_ type: Target.Type) {}")
      out.line("")
      out.line(
        "private static func isValue<Value: LinkParameterValue & Hashable & Sendable>(_ type: Value.Type) {}"
      )
    }
  }
}
