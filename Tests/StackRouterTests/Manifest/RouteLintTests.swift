import Testing

@testable import StackRouter

@Suite("Lint for older route syntaxes")
struct RouteLintTests {
  @Test(
    "each older spelling is a warning at its column that names the StackRouter spelling",
    arguments: [
      (
        "list{ListVC}/x<X>", 5,
        "'{ListVC}' is WAAppRouting's target syntax and reads here as literal text; write '<ListVC>'"
      ),
      ("hello/$(name)", 7, "'$(name)' is Flint's parameter syntax; write ':name'"),
      (
        "user/<id>", 6,
        "'<id>' reads as a URLNavigator parameter, but '<…>' names a target type here; write ':id' for a parameter"
      ),
      (
        "user<int:id>", 5,
        "'<int:id>' reads as a URLNavigator parameter, but '<…>' names a target type here; write ':id' for a parameter"
      ),
      (
        "menu/café<CafeVC>", 9,
        "'é' cannot appear unencoded in a link: links carry it as '%C3%A9', which this literal matches once decoded; make sure the app's links encode it"
      ),
      (
        "a|b<T>", 2,
        "'|' cannot appear unencoded in a link: links carry it as '%7C', which this literal matches once decoded; make sure the app's links encode it"
      ),
    ])
  func warning(route: String, column: Int, message: String) {
    #expect(RouteLint.warnings(in: route) == [RouteLint.Warning(column: column, message: message)])
  }

  @Test(
    "routes written the StackRouter way have no warnings",
    arguments: [
      "list<ListVC>/:itemID<DetailVC>/comments<CommentsVC>!", "https://example.com/promo/:code<P>",
      "/<HomeVC>", "articles/:id(/comments/:commentID)<ArticleVC>", "files/*<F>/**<G>",
      "a-b_c.d~e<T>", "Module.Type<Module.Type>",
    ])
  func clean(route: String) {
    #expect(RouteLint.warnings(in: route).isEmpty)
  }

  @Test("what the parser refuses is left to its error, not repeated as a warning")
  func refusedCharacters() {
    #expect(RouteLint.warnings(in: "a b/c?d/e#f/g%20").isEmpty)
  }
}

@Suite("Manifest warnings and quoted values")
struct ManifestLanguageTests {
  @Test("a manifest that parses keeps its warnings, positioned in the file")
  func warnings() throws {
    let manifest = try RoutesManifest(
      parsing: "scheme demo\nroute list{ListVC}/x<X>\nallow menu/café a\nroute menu/café<C>\n",
      file: "R.routes")
    #expect(
      manifest.warnings.map(\.description) == [
        "R.routes:2:11: warning: '{ListVC}' is WAAppRouting's target syntax and reads here as literal text; write '<ListVC>'",
        "R.routes:3:15: warning: 'é' cannot appear unencoded in a link: links carry it as '%C3%A9', which this literal matches once decoded; make sure the app's links encode it",
        "R.routes:4:15: warning: 'é' cannot appear unencoded in a link: links carry it as '%C3%A9', which this literal matches once decoded; make sure the app's links encode it",
      ])
  }

  @Test("a manifest that does not parse reports its warnings among its errors, in line order")
  func warningsWithErrors() throws {
    let error = try #require(throws: ManifestError.self) {
      try RoutesManifest(parsing: "scheme demo\nroute hello/$(name)<H>\n", file: "R.routes")
    }
    #expect(error.diagnostics.map(\.severity) == [.warning, .error])
    #expect(error.diagnostics.map(\.location.column) == [13, 15])
  }

  @Test("defaults values may be quoted to hold spaces, with \\\" and \\\\ escapes")
  func quotedValues() throws {
    let manifest = try RoutesManifest(
      parsing: #"""
        scheme demo
        route a<A>
        defaults a title="Default parameter 2" note="say \"hi\"" path="C:\\x" plain=1
        """#, file: "R.routes")
    #expect(
      manifest.entityOptions.first?.options.defaults == [
        "title": "Default parameter 2", "note": #"say "hi""#, "path": #"C:\x"#, "plain": "1",
      ])
  }

  @Test(
    "a malformed quoted value is an error at its column",
    arguments: [
      (#"defaults a title="open"#, "R.routes:2:18: error: expected '\"' to close the quoted value"),
      (
        #"defaults a title="x\y""#,
        #"R.routes:2:20: error: unknown escape '\y'; write '\"' for a quote, '\\' for a backslash"#
      ),
    ])
  func malformedQuotes(line: String, diagnostic: String) throws {
    let error = try #require(throws: ManifestError.self) {
      try RoutesManifest(parsing: "route a<A>\n" + line, file: "R.routes")
    }
    #expect(error.diagnostics.map(\.description) == [diagnostic])
  }
}
