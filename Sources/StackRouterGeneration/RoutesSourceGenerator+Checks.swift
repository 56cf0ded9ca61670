import StackRouter

/// Names each target type and parameter type where the manifest writes it.
///
/// Each check is one call on a line of its own, which a `#sourceLocation`
/// directive puts on the manifest's line, indented so that the compiler's
/// column is the manifest's: a target's type name starts at its column in
/// the manifest (a misspelled `<ArticelVC>` is "cannot find 'ArticelVC' in
/// scope" there), and a parameter type's check starts at the type's column
/// (a type that is not a `LinkParameterValue` is "requires that 'Color'
/// conform to 'LinkParameterValue'" there). The extension is left alone by
/// `swift format`, which would indent the calls back.
extension RoutesSourceGenerator {
  func writeChecks(into out: inout SourceWriter) {
    // The call, the type, and how far the call starts left of the column.
    var checks: [(location: SourceLocation, call: String, type: String, lead: Int)] = []
    var checked: Set<String> = []
    for entity in entities where checked.insert(entity.target).inserted {
      checks.append((entity.targetLocation, "isTarget(", entity.target, "isTarget(".count))
    }
    for parameter in manifest.parameterTypes {
      checks.append((parameter.typeLocation, "isValue(", parameter.type, 0))
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
          let indent = max(0, check.location.column - 1 - check.lead)
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
