import StackRouter

/// Why a link with an exclusive scheme opened nothing, for `match` and
/// `open`: its scheme opens only routes scoped to it, so an unscoped or
/// `*://` route that matches its path is not a match.
enum ExclusiveSchemeNote {
  /// The note for an unmatched request, when its scheme is exclusive.
  static func note(for request: RequestURL, in table: RouteTable) -> String? {
    guard case .scheme(let scheme) = request.scope, table.exclusiveSchemes.contains(scheme)
    else { return nil }
    return "'\(scheme)' is an exclusive scheme: only routes scoped to \(scheme):// open its links"
  }

  /// The accepted schemes, each exclusive one marked `(exclusive)`, as the
  /// table's description prints them.
  static func schemes(of table: RouteTable) -> String {
    table.schemes.map { table.exclusiveSchemes.contains($0) ? $0 + " (exclusive)" : $0 }
      .joined(separator: ", ")
  }
}
