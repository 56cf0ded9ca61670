import Testing

@testable import StackRouter

@Suite("Lint for older route syntaxes")
struct RouteLintTests {
  @Test(
    "each older router's spelling is found at its column and names the StackRouter spelling",
    arguments: [
      ("list{ListVC}/x<X>", 5, "'{ListVC}' is WAAppRouting's target syntax; write '<ListVC>'"),
      ("hello/$(name)", 7, "'$(name)' is Flint's parameter syntax; write ':name'"),
      (
        "c/item-$(id).html<C>", 3,
        "'item-$(id).html' is Flint's parameter syntax; write 'item-:id.html'"
      ),
      ("users/@$(username)", 7, "'@$(username)' is Flint's parameter syntax; write '@:username'"),
      (
        "d/v$(major)x<D>", 3,
        "'v$(major)x' is Flint's parameter syntax; StackRouter ends a name at the first character a name cannot hold, so write a separator after it, such as 'v:major-x'"
      ),
      ("user/<id>", 6, "'<id>' is URLNavigator's parameter syntax; write ':id'"),
      ("user<int:id>", 5, "'<int:id>' is URLNavigator's parameter syntax; write ':id'"),
    ])
  func olderSpelling(route: String, column: Int, message: String) {
    #expect(
      RouteLint.olderSpellings(in: route) == [RouteLint.Warning(column: column, message: message)])
    #expect(RouteLint.warnings(in: route).isEmpty)
  }

  @Test(
    "a literal character links usually encode is a warning that says the router reads both forms",
    arguments: [
      (
        "menu/café<CafeVC>", 9,
        "links usually carry 'é' percent-encoded, as '%C3%A9'; the router reads it either way, and this literal matches both once decoded"
      ),
      (
        "a|b<T>", 2,
        "links usually carry '|' percent-encoded, as '%7C'; the router reads it either way, and this literal matches both once decoded"
      ),
      (
        "user<id>", 5,
        "'<id>' names a target type 'id' here; write ':id' if it is URLNavigator's parameter"
      ),
    ])
  func warning(route: String, column: Int, message: String) {
    #expect(RouteLint.warnings(in: route) == [RouteLint.Warning(column: column, message: message)])
    #expect(RouteLint.olderSpellings(in: route).isEmpty)
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
      parsing: "scheme demo\nroute a|b<X>\nallow menu/café a\nroute menu/café<C>\n",
      file: "R.routes")
    let encoded = "the router reads it either way, and this literal matches both once decoded"
    #expect(
      manifest.warnings.map(\.description) == [
        "R.routes:2:8: warning: links usually carry '|' percent-encoded, as '%7C'; \(encoded)",
        "R.routes:3:15: warning: links usually carry 'é' percent-encoded, as '%C3%A9'; \(encoded)",
        "R.routes:4:15: warning: links usually carry 'é' percent-encoded, as '%C3%A9'; \(encoded)",
      ])
  }

  @Test(
    "B: each older router's spelling in a manifest is one error naming the StackRouter spelling, nothing more",
    arguments: [
      (
        "route list{ListVC}",
        "R.routes:2:11: error: '{ListVC}' is WAAppRouting's target syntax; write '<ListVC>'"
      ),
      (
        "route list{ListVC}/:itemID{DetailVC}",
        "R.routes:2:11: error: '{ListVC}' is WAAppRouting's target syntax; write '<ListVC>'\n"
          + "R.routes:2:27: error: '{DetailVC}' is WAAppRouting's target syntax; write '<DetailVC>'"
      ),
      (
        "route hello/$(name)",
        "R.routes:2:13: error: '$(name)' is Flint's parameter syntax; write ':name'"
      ),
      (
        "route hello/$(name)<H>",
        "R.routes:2:13: error: '$(name)' is Flint's parameter syntax; write ':name'"
      ),
      (
        "route user/<id>",
        "R.routes:2:12: error: '<id>' is URLNavigator's parameter syntax; write ':id'"
      ),
      (
        "allow user/<int:id> ref",
        "R.routes:2:12: error: '<int:id>' is URLNavigator's parameter syntax; write ':id'"
      ),
    ])
  func olderSpellingInManifest(line: String, description: String) throws {
    let error = try #require(throws: ManifestError.self) {
      try RoutesManifest(parsing: "scheme demo\n\(line)\n", file: "R.routes")
    }
    #expect(error.description == description)
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

  @Test("a capture inside a segment draws neither an older-spelling error nor a warning")
  func captureInsideSegment() {
    for route in ["users/@:username<U>", "items/item-:id.html<I>", "api/v:major<A>", ":f.pdf<F>"] {
      #expect(RouteLint.olderSpellings(in: route).isEmpty, "\(route)")
      #expect(RouteLint.warnings(in: route).isEmpty, "\(route)")
    }
  }
}
