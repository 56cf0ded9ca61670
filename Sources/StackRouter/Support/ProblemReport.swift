/// Renders gathered problems as one report: a count line, then a bullet each.
///
/// ```
/// 2 problems in the route registrations:
/// - Routes.swift:11:5: ...
/// - Routes.swift:18:5: ...
/// ```
enum ProblemReport {
  static func render(_ problems: [some CustomStringConvertible], in context: String) -> String {
    let count = problems.count == 1 ? "1 problem" : "\(problems.count) problems"
    return (["\(count) in \(context):"] + problems.map { "- \($0)" }).joined(separator: "\n")
  }
}

/// A problem reported at a place in the app's sources or manifest.
protocol LocatedProblem {
  var location: SourceLocation { get }
}

extension RegistrationError.Problem: LocatedProblem {}
extension RouterError.Problem: LocatedProblem {}

extension Array where Element: LocatedProblem {
  /// The problems by file, line and column; problems at one place keep their order.
  func sortedBySourceOrder() -> [Element] {
    enumerated().sorted { lhs, rhs in
      let (left, right) = (lhs.element.location, rhs.element.location)
      return (left.file, left.line, left.column, lhs.offset)
        < (right.file, right.line, right.column, rhs.offset)
    }.map(\.element)
  }
}
