import Testing

@testable import StackRouter

/// Fragment routes and `**` anywhere in one table: each form keeps its rules
/// when the other is there.
@Suite("Fragment routes beside '**' anywhere")
struct FragmentCatchAllTests {
  private static let routes = [
    "files/**/raw<RawVC>", "files#/view/:id<FileViewVC>", "files<FilesVC>",
    "a#/x/**/y<FragmentSpanVC>", "a<AVC>", "**/x/**<XVC>",
  ]

  /// The winner's pattern and its remainders, or `nil` when nothing opens.
  private func winner(_ link: String, in table: RouteTable) -> (String, [[String]])? {
    guard case .matched(let match) = table.resolve(link) else { return nil }
    return (match.entity.pattern.description, match.remainders)
  }

  @Test(
    "each link opens the same route with the same remainders, in every registration order",
    arguments: [
      ("myapp://files/a/b/raw", "files/**/raw", [["a", "b"]]),
      ("myapp://files/a/raw#/view/1", "files/**/raw", [["a"]]),
      ("myapp://files#/view/1", "files#/view/:id", []),
      ("myapp://files#/other", "files", []),
      ("myapp://a#/x/p/q/y", "a#/x/**/y", [["p", "q"]]),
      ("myapp://a#/x/y", "a#/x/**/y", [[]]),
      ("myapp://a#/x/p", "a", []),
      ("myapp://p/x/q", "**/x/**", [["p"], ["q"]]),
    ] as [(String, String, [[String]])])
  func winners(link: String, route: String, remainders: [[String]]) throws {
    for routes in permutations(Self.routes) {
      let table = try makeTable(routes)
      let found = try #require(winner(link, in: table), "\(link) in \(routes)")
      #expect(found.0 == route, "\(link) in \(routes)")
      #expect(found.1 == remainders, "\(link) in \(routes)")
    }
  }

  @Test(
    "a '**' anywhere in the path before the '#' is a definition error at the '#'",
    arguments: [("a/**#/x", 5), ("a/**/b#/x", 7), ("**/b/**#/x", 8)])
  func catchAllBeforeFragment(text: String, column: Int) {
    let error = #expect(throws: RouteSyntaxError.self) { try RoutePattern(parsing: text) }
    #expect(error?.reason == .catchAllBeforeFragment)
    #expect(error?.column == column)
  }

  @Test("a link to a fragment with a '**' inside reads back with the same remainder")
  func reverseRouting() throws {
    let table = try makeTable(Self.routes)
    let pattern = try RoutePattern(parsing: "a#/x/**/y")
    let link = try table.link(for: pattern, remainders: [["p", "q"]])
    #expect(link == "myapp://a#/x/p/q/y")
    #expect(winner(link, in: table)?.1 == [["p", "q"]])
  }
}
