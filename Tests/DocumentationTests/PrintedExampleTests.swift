import Foundation
import StackRouter
import Testing

/// The docs' blocks marked `<!-- example: printed by NAME -->`: what the
/// library prints, made here by the code each NAME names.
@Suite("documented printed values")
@MainActor
struct PrintedExampleTests {
  /// The code behind each name.
  static let examples: [String: @MainActor () async throws -> String] = [
    "a registration error": registrationError,
    "an invalid link": invalidLink,
    "a manifest error": manifestError,
    "a link build error": linkBuildError,
    "stored navigation": storedNavigation,
    "a restoration report": restorationReport,
    "restoration issues": restorationIssues,
  ].merging(UIKitPrintedExamples.examples) { core, _ in core }

  /// Whether this platform makes the block's example: the UIKit adapter's
  /// are made on the stand-in, on Linux only.
  nonisolated static func isMadeHere(_ block: DocBlock) -> Bool {
    #if os(Linux)
    true
    #else
    !block.file.hasPrefix("Sources/StackRouterUIKit/")
    #endif
  }

  nonisolated static var printed: [DocBlock] {
    Docs.blocks.filter { if case .printed = $0.kind { true } else { false } }
  }

  @Test("each printed block is what its example prints", arguments: printed)
  func printedBlock(_ block: DocBlock) async throws {
    guard case .printed(let name) = block.kind, Self.isMadeHere(block) else { return }
    let example = try #require(Self.examples[name], "\(block): no example '\(name)'")
    let printed = ToolRun.lines(try await example())
    #expect(printed == block.lines, "\(block)")
  }

  @Test("every example is printed in a doc")
  func everyExampleIsUsed() {
    let used = Set(
      Self.printed.filter(Self.isMadeHere).compactMap {
        if case .printed(let name) = $0.kind { name } else { nil }
      })
    #expect(used == Set(Self.examples.keys))
  }

  static func registrationError() throws -> String {
    var registrar = Registrar()
    registrar.accept(scheme: "myapp")
    registrar.register("list<ListVC>", fileID: "Routes.swift", line: 10, column: 5)
    registrar.register("list<OtherVC>", fileID: "Routes.swift", line: 11, column: 5)
    registrar.register("users/:id<UserVC>", fileID: "Routes.swift", line: 17, column: 5)
    registrar.register("users/:uid<UserVC>", fileID: "Routes.swift", line: 18, column: 5)
    let error = try #require(throws: RegistrationError.self) { try registrar.makeTable() }
    return error.description
  }

  static func invalidLink() throws -> String {
    var registrar = Registrar()
    registrar.accept(domain: "example.com")
    registrar.register("x<X>")
    let table = try registrar.makeTable()
    let error = try #require(throws: InvalidURLError.self) { try table.read("https://evil.com/x") }
    return error.description
  }

  static func manifestError() throws -> String {
    let path = Docs.root.appendingPathComponent("Tests/DocumentationTests/Examples/Sample.routes")
    let text = try String(contentsOf: path, encoding: .utf8)
    let error = try #require(throws: ManifestError.self) {
      try RoutesManifest(parsing: text, file: "Sample.routes")
    }
    return error.description
  }

  static func linkBuildError() throws -> String {
    var registrar = Registrar()
    registrar.accept(scheme: "myapp")
    registrar.register("users/:userID<UserVC>")
    registrar.register("users/me<MeVC>")
    let table = try registrar.makeTable()
    let error = try #require(throws: LinkBuildError.self) {
      try table.link(for: try RoutePattern(parsing: "users/:userID"), parameters: ["userID": "me"])
    }
    return error.description
  }

  /// The sample manifest's routes, on a headless navigator with its tabs.
  static func sampleRouter(guards: [RouteGuard] = []) throws -> Router {
    let manifest = try RoutesManifest.load(
      contentsOf: Docs.root.appendingPathComponent("Samples/Sample.routes").path)
    return try Router(
      table: try manifest.makeTable(),
      navigator: HeadlessNavigator(shell: .tabs(["news", "library"])),
      guards: guards)
  }

  static func storedNavigation() async throws -> String {
    let router = try sampleRouter()
    await router.open(.url("sample://articles/42"))
    await router.open(.url("sample://compose"))
    return try StoredNavigation(data: router.restorationData()).description
  }

  /// An app whose settings modal holds an account screen a guard refuses
  /// until the user logs in.
  static func accountApp() throws -> (Router, RouteGuard) {
    var registrar = Registrar()
    registrar.accept(scheme: "sample")
    registrar.declare(tabs: ["news", "library"])
    registrar.register("articles<ArticleListVC>/:articleID<ArticleVC>", in: .tab("news"))
    registrar.register("settings<SettingsVC>!/account<AccountVC>")
    let login = RouteGuard("login") { context in
      context.entity?.target == "AccountVC" ? .reject("log in first") : .allow
    }
    let router = try Router(
      table: try registrar.makeTable(),
      navigator: HeadlessNavigator(shell: .tabs(["news", "library"])))
    return (router, login)
  }

  static func restorationReport() async throws -> String {
    let (router, login) = try accountApp()
    await router.open(.url("sample://articles/42"))
    await router.open(.url("sample://settings/account"))
    let data = router.restorationData()
    let (relaunched, _) = try accountApp()
    relaunched.guards = [login]
    return await relaunched.restore(from: data).description
  }

  static func restorationIssues() async throws -> String {
    let router = try sampleRouter()
    let stored = StoredNavigation(
      root: .tabs, selected: "news",
      branches: [.init(name: "archive", links: ["sample://articles"])])
    return [
      await router.restore(from: Data("{\"version\":1,\"root\":".utf8)).description,
      await router.restore(stored).description,
    ].joined(separator: "\n")
  }
}
