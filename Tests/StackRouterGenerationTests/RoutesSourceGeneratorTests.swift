import StackRouter
import Testing

@testable import StackRouterGeneration

@Suite("The typed-routes generator")
struct RoutesSourceGeneratorTests {
  @Test("names the namespace after the manifest file")
  func namespace() {
    #expect(RoutesSourceGenerator.namespace(forFile: "/a/App.routes") == "AppRoutes")
    #expect(RoutesSourceGenerator.namespace(forFile: "Routes.routes") == "Routes")
    #expect(RoutesSourceGenerator.namespace(forFile: "deep-links.routes") == "DeepLinksRoutes")
  }
}
