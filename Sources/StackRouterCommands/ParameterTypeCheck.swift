import Foundation
import StackRouter

/// Checks a link's parameter values against the manifest's `parameter`
/// lines, for `stackrouter match` and `open`: a value that the declared
/// type cannot hold is what the app's generated `Parameters` would refuse.
///
/// The tool knows the standard types (`String`, `Bool`, the integer types,
/// `Double`, `Float`, `Decimal`, `UUID`); an app's own types, such as a
/// raw-value enum, are not checked here, as the tool cannot see their cases.
enum ParameterTypeCheck {
  /// Whether a text converts, for each type the tool knows.
  static let converters: [String: @Sendable (String) -> Bool] = [
    "String": { _ in true }, "Bool": { Bool(linkParameter: $0) != nil },
    "Int": { Int(linkParameter: $0) != nil }, "Int8": { Int8(linkParameter: $0) != nil },
    "Int16": { Int16(linkParameter: $0) != nil }, "Int32": { Int32(linkParameter: $0) != nil },
    "Int64": { Int64(linkParameter: $0) != nil }, "UInt": { UInt(linkParameter: $0) != nil },
    "UInt8": { UInt8(linkParameter: $0) != nil }, "UInt16": { UInt16(linkParameter: $0) != nil },
    "UInt32": { UInt32(linkParameter: $0) != nil },
    "UInt64": { UInt64(linkParameter: $0) != nil },
    "Double": { Double(linkParameter: $0) != nil }, "Float": { Float(linkParameter: $0) != nil },
    "Decimal": { Decimal(linkParameter: $0) != nil }, "UUID": { UUID(linkParameter: $0) != nil },
  ]

  /// One sentence per value that its declared type cannot hold, in name
  /// order: `'messageID' is 'abc', not of type Int (parameter line 7)`.
  static func problems(in parameters: LinkParameters, manifest: RoutesManifest) -> [String] {
    var problems: [String] = []
    for name in parameters.names.sorted() {
      guard let declared = manifest.parameterType(named: name) else { continue }
      let type = unqualified(declared.type)
      guard let converts = converters[type] else { continue }
      for value in parameters.values(name) where !converts(value) {
        problems.append(
          "'\(name)' is '\(value)', not of type \(type) "
            + "(parameter line \(declared.location.line))")
      }
    }
    return problems
  }

  /// `Swift.Int` and `Foundation.UUID` are `Int` and `UUID`.
  static func unqualified(_ type: String) -> String {
    for module in ["Swift.", "Foundation."] where type.hasPrefix(module) {
      return String(type.dropFirst(module.count))
    }
    return type
  }

  /// A guard that rejects a link whose screens' values their declared types
  /// cannot hold, as the app's typed parameters would.
  static func typeGuard(for manifest: RoutesManifest) -> RouteGuard {
    RouteGuard("parameter types") { context in
      let problems = problems(in: context.parameters, manifest: manifest)
      return problems.isEmpty ? .allow : .reject(problems.joined(separator: "; "))
    }
  }
}
