import StackRouter

/// Names each target type and parameter type where the manifest writes it.
///
/// Each check is a line of its own, which a `#sourceLocation` directive puts
/// on the manifest's line, indented so that the compiler's column is the
/// manifest's. A target's type name starts at its column: a misspelled
/// `<ArticelVC>` is "cannot find 'ArticelVC' in scope" there, and a type the
/// navigator cannot show is "cannot convert value of type 'ArticleVC.Type' to
/// type 'any (UIViewController & RoutableTarget).Type' in coercion" there. A
/// parameter type's check starts at the type's column (a type that is not a
/// `LinkParameterValue` is "requires that 'Color' conform to
/// 'LinkParameterValue'" there). The extension is left alone by
/// `swift format`, which would indent the lines back.
extension RoutesSourceGenerator {
  /// A line of code at a manifest location: `head`, the type's name, then
  /// `tail`; the type's name starts at the location's column when `head` is
  /// no wider than the column (`lead` is its width).
  typealias Check = (location: SourceLocation, head: String, type: String, tail: String, lead: Int)

  /// The target checks: each target type meets the navigator's requirement.
  /// A coercion, whose error the compiler reports where the type's name
  /// starts, whether the type is missing (`cannot find 'ArticelScreen' in
  /// scope`) or unsuitable (`cannot convert value of type
  /// 'ArticleScreen.Type' to type 'any (UIViewController &
  /// RoutableTarget).Type' in coercion`).
  var targetChecks: [Check] {
    var checks: [Check] = []
    var checked: Set<String> = []
    let tail = ".self as any (\(navigator.requirement)).Type"
    for entity in entities where checked.insert(entity.target).inserted {
      checks.append((entity.targetLocation, "_ = ", entity.target, tail, "_ = ".count))
    }
    return checks
  }

  /// The parameter type checks: each declared type is a link parameter value.
  var parameterChecks: [Check] {
    manifest.parameterTypes.map { ($0.typeLocation, "isValue(", $0.type, ".self)", 0) }
  }

  /// The target checks, in an extension of their own (compiled where the
  /// navigator is).
  func writeTargetChecks(into out: inout SourceWriter) {
    writeChecks(targetChecks, named: "checkTargets", helper: nil, into: &out)
  }

  /// The parameter type checks.
  func writeParameterChecks(into out: inout SourceWriter) {
    writeChecks(
      parameterChecks, named: "checkParameterTypes",
      helper:
        "private static func isValue<Value: LinkParameterValue & Hashable & Sendable>(_ type: Value.Type) {}",
      into: &out)
  }

  private func writeChecks(
    _ checks: [Check], named name: String, helper: String?, into out: inout SourceWriter
  ) {
    guard !checks.isEmpty else { return }
    out.line("")
    out.line("// swift-format-ignore")
    out.block("extension \(namespace) {") { out in
      out.doc(
        "Names each type at its place in the manifest, so that the compiler\n"
          + "reports a missing or unsuitable type there.")
      out.line("@MainActor")
      out.block("private static func \(name)() {") { out in
        for check in checks {
          out.raw("#sourceLocation(file: \(SwiftName.literal(path)), line: \(check.location.line))")
          let indent = max(0, check.location.column - 1 - check.lead)
          out.raw(String(repeating: " ", count: indent) + check.head + check.type + check.tail)
        }
        out.raw("#sourceLocation()")
      }
      if let helper {
        out.line("")
        out.line(helper)
      }
    }
  }
}
