import StackRouter
import Testing

@testable import StackRouterGeneration

@Suite("The generated bindings, for the navigator the target uses")
struct GeneratedNavigatorTests {
  let text = "scheme app\nparameter id Int\nroute items<ListVC>/:id<DetailVC>\n"

  func source(_ navigator: GeneratedNavigator) throws -> String {
    RoutesSourceGenerator(
      manifest: try RoutesManifest(parsing: text, file: "App.routes"), text: text,
      path: "/app/App.routes", navigator: navigator
    ).source
  }

  @Test("any RoutableTarget binds for the core, with nothing conditional")
  func core() throws {
    let source = try source(.core)
    #expect(!source.contains("#if"))
    #expect(source.contains("static func bind(into bindings: inout TargetBindings) {"))
    #expect(source.contains("_ = ListVC.self as any (RoutableTarget).Type"))
  }

  @Test("the UIKit navigator's targets must be view controllers, where the adapter compiles")
  func uikit() throws {
    let source = try source(.uikit)
    #expect(
      source.contains("#if canImport(UIKit) || os(Linux)\n#if canImport(UIKit)\nimport UIKit\n"))
    #expect(source.contains("static func bind(into bindings: inout TargetBindings) {"))
    #expect(source.contains("_ = ListVC.self as any (UIViewController & RoutableTarget).Type"))
    #expect(source.contains("factory<Target: UIViewController & RoutableTarget>("))
    // The parameter types are checked outside the condition, everywhere.
    let endif = try #require(source.range(of: "#endif\n\n// swift-format-ignore"))
    #expect(source[endif.upperBound...].contains("isValue(Int.self)"))
  }

  @Test("the SwiftUI navigator's targets must be views; a RoutableView is bound, a plain view left")
  func swiftUI() throws {
    let source = try source(.swiftui)
    #expect(
      source.contains("#if canImport(SwiftUI) && canImport(UIKit)\nimport StackRouterSwiftUI\n"))
    #expect(source.contains("static func bind(into bindings: inout ScreenViews) {"))
    #expect(source.contains("bind(ListVC.self, named: \"ListVC\", into: &bindings)"))
    #expect(source.contains("private static func bind<Screen: RoutableView>("))
    #expect(source.contains("private static func bind<Screen: View>("))
    #expect(source.contains("_ = ListVC.self as any (View).Type"))
  }

  @Test("the command takes the navigator before the files, and refuses an unknown one")
  func command() {
    let usage =
      "usage: stackrouter-generate [--navigator core|uikit|swiftui] MANIFEST.routes OUTPUT.swift\n"
    #expect(RoutesCodeGeneration.run(["--navigator", "appkit", "a", "b"]).diagnostics == usage)
    #expect(RoutesCodeGeneration.run(["--navigator"]).status == 64)
    let outcome = RoutesCodeGeneration.run(["--navigator", "uikit", "/nonexistent/App.routes", "b"])
    #expect(outcome.diagnostics == "/nonexistent/App.routes:1:1: error: cannot read the file\n")
  }
}
