import Testing

@testable import StackRouter

@Suite("Lint for fragment routes")
struct RouteLintFragmentTests {
  @Test(
    "fragment routes written the StackRouter way, JLRoutes' '/user#/view/:id' included, have no finding",
    arguments: [
      "user#/view/:userID<UserViewVC>", "/user#/view/:userID<UserViewVC>",
      "https://example.com/#/profile/:id<ProfileVC>", "/#/about<AboutVC>",
      "user<UserVC>#/view/@:name.x<V>", "docs#/files/**<D>",
    ])
  func clean(route: String) {
    #expect(RouteLint.warnings(in: route).isEmpty)
    #expect(RouteLint.olderSpellings(in: route).isEmpty)
  }

  @Test("JLRoutes' fragment without '/' after '#' is an older spelling naming the StackRouter one")
  func jlroutesWithoutSlash() throws {
    #expect(
      RouteLint.olderSpellings(in: "user#view/:id<V>") == [
        RouteLint.Warning(
          column: 5,
          message:
            "'#view' is JLRoutes' fragment spelling; a fragment pattern is a path after '#/': write '#/view'"
        )
      ])
    let error = try #require(throws: ManifestError.self) {
      try RoutesManifest(parsing: "scheme demo\nroute user#view/:id<V>\n", file: "R.routes")
    }
    #expect(
      error.description
        == "R.routes:2:11: error: '#view' is JLRoutes' fragment spelling; a fragment pattern is a path after '#/': write '#/view'"
    )
    let refused = #expect(throws: RouteSyntaxError.self) {
      try RoutePattern(parsing: "user#view/:id")
    }
    #expect(refused?.column == 5)
  }

  @Test("a manifest reports a malformed fragment pattern at its column in the line")
  func manifestColumns() throws {
    let error = try #require(throws: ManifestError.self) {
      try RoutesManifest(parsing: "scheme demo\nroute a#/b/c<X>#/d<Y>\n", file: "R.routes")
    }
    #expect(
      error.description
        == "R.routes:2:16: error: a route has one fragment pattern; its '#' is at column 8")
  }
}
