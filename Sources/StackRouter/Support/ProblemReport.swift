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
