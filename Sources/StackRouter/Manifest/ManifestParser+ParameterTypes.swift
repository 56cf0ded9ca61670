/// The `parameter` directive: a Swift type for the values of a parameter.
extension ManifestParser {
  /// `parameter NAME TYPE`: every route parameter and allowed query
  /// parameter named `NAME` holds a `TYPE` (`Int`, `UUID`, an app's enum…).
  mutating func parseParameterType(_ arguments: [Word], after directive: Word, line: Int) {
    guard let name = arguments.first else {
      return report(
        "expected a parameter name and a type after 'parameter'", after: directive, line: line)
    }
    guard arguments.count > 1 else {
      return report("expected a Swift type after the parameter name", after: name, line: line)
    }
    let type = arguments[1]
    guard arguments.count == 2 else {
      return report(
        "unexpected '\(arguments[2].text)'; a parameter line is a name and a type",
        at: arguments[2], line: line)
    }
    guard let first = name.text.first, first.isLetter || first == "_",
      name.text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
    else {
      return report(
        "a parameter name starts with a letter or '_' and holds letters, digits and '_', "
          + "found '\(name.text)'", at: name, line: line)
    }
    guard Self.isTypeName(type.text) else {
      return report(
        "expected a Swift type name such as Int, UUID or Module.Kind, found '\(type.text)'",
        at: type, line: line)
    }
    if let earlier = manifest.parameterTypes.first(where: { $0.name == name.text }) {
      return report(
        "parameter '\(name.text)' already has a type, on line \(earlier.location.line)",
        at: name, line: line)
    }
    manifest.parameterTypes.append(
      .init(
        name: name.text, type: type.text,
        location: SourceLocation(file: file, line: line, column: name.column),
        typeLocation: SourceLocation(file: file, line: line, column: type.column)))
  }

  /// Whether `text` is a plain Swift type name, dots allowed between
  /// identifiers (`Int`, `Kind`, `Module.Kind`).
  static func isTypeName(_ text: String) -> Bool {
    text.split(separator: ".", omittingEmptySubsequences: false).allSatisfy { part in
      guard let first = part.first, first.isASCII, first.isLetter || first == "_" else {
        return false
      }
      return part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
    }
  }
}

extension RoutesManifest {
  /// A `parameter` line: the Swift type of a parameter's values.
  ///
  /// ```
  /// parameter articleID Int
  /// parameter sort SortOrder
  /// ```
  ///
  /// The type applies to every route parameter and allowed query parameter
  /// of that name. The build plugin's generated link builders and
  /// `Parameters` types use it.
  public struct ParameterType: Hashable, Sendable {
    /// The parameter's name.
    public let name: String
    /// The Swift type, as written.
    public let type: String
    /// Where the name is written.
    public let location: SourceLocation
    /// Where the type is written.
    public let typeLocation: SourceLocation
  }

  /// The type a `parameter` line gives `name`, if any.
  public func parameterType(named name: String) -> ParameterType? {
    parameterTypes.first { $0.name == name }
  }
}
