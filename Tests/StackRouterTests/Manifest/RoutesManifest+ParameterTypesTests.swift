import Testing

@testable import StackRouter

@Suite("Manifest parameter lines")
struct RoutesManifestParameterTypesTests {
  @Test("a parameter line gives a parameter name a Swift type")
  func parses() throws {
    let manifest = try RoutesManifest(
      parsing: "scheme app\nparameter id Int\nparameter sort App.SortOrder\nroute a/:id<A>\n",
      file: "R.routes")
    #expect(manifest.parameterTypes.map(\.type) == ["Int", "App.SortOrder"])
    #expect(manifest.parameterType(named: "id")?.typeLocation.description == "R.routes:2:14")
    #expect(manifest.parameterType(named: "missing") == nil)
  }

  @Test(
    "a malformed parameter line is an error at its column",
    arguments: [
      ("parameter", "R.routes:1:10: error: expected a parameter name and a type after 'parameter'"),
      ("parameter id", "R.routes:1:13: error: expected a Swift type after the parameter name"),
      (
        "parameter id Int x",
        "R.routes:1:18: error: unexpected 'x'; a parameter line is a name and a type"
      ),
      (
        "parameter a-b Int",
        "R.routes:1:11: error: a parameter name starts with a letter or '_' and holds letters, "
          + "digits and '_', found 'a-b'"
      ),
      (
        "parameter id [Int]",
        "R.routes:1:14: error: expected a Swift type name such as Int, UUID or Module.Kind, found '[Int]'"
      ),
      (
        "parameter id Int\nparameter id UUID",
        "R.routes:2:11: error: parameter 'id' already has a type, on line 1"
      ),
    ])
  func malformed(line: String, message: String) {
    #expect(throws: ManifestError.self) {
      try RoutesManifest(parsing: line + "\nscheme app\nroute a/:id<A>\n", file: "R.routes")
    }
    do {
      _ = try RoutesManifest(parsing: line + "\nscheme app\nroute a/:id<A>\n", file: "R.routes")
    } catch {
      #expect(error.description == message)
    }
  }
}
