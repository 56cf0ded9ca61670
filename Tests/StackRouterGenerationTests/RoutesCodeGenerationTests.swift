import Foundation
import Testing

@testable import StackRouterGeneration

@Suite("The generator's command")
struct RoutesCodeGenerationTests {
  /// A new folder for one test's files.
  func folder() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("StackRouterGenerationTests-" + UUID().uuidString)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  @Test("a malformed manifest is an error at its line and column, and nothing is written")
  func malformed() throws {
    let directory = try folder()
    let input = directory.appendingPathComponent("App.routes").path
    let output = directory.appendingPathComponent("AppRoutes.swift").path
    try "scheme app\nroute a<A\n".write(toFile: input, atomically: true, encoding: .utf8)
    let outcome = RoutesCodeGeneration.run([input, output])
    #expect(outcome.status == 1)
    #expect(outcome.diagnostics == "\(input):2:10: error: expected '>' to close the target\n")
    #expect(!FileManager.default.fileExists(atPath: output))
  }

  @Test("an unbound block name is no error: the app binds it at launch")
  func blocks() {
    let result = RoutesCodeGeneration.source(
      ofText: "scheme app\nroute a<A>\nblock b/:id old\n", path: "App.routes")
    #expect((try? result.get())?.warnings == "")
  }

  @Test("a lint warning is printed as a warning, and the source is written")
  func warning() throws {
    let directory = try folder()
    let input = directory.appendingPathComponent("App.routes").path
    let output = directory.appendingPathComponent("AppRoutes.swift").path
    try "scheme app\nroute caf\u{E9}<A>\n".write(toFile: input, atomically: true, encoding: .utf8)
    let outcome = RoutesCodeGeneration.run([input, output])
    #expect(outcome.status == 0)
    #expect(outcome.diagnostics.hasPrefix("\(input):2:10: warning: links usually carry 'é'"))
    #expect(FileManager.default.fileExists(atPath: output))
  }

  @Test("an unchanged source is not written again, so the compiler does not run again")
  func unchanged() throws {
    let directory = try folder()
    let input = directory.appendingPathComponent("App.routes").path
    let output = directory.appendingPathComponent("AppRoutes.swift").path
    try "scheme app\nroute a<A>\n".write(toFile: input, atomically: true, encoding: .utf8)
    #expect(RoutesCodeGeneration.run([input, output]).status == 0)
    let past = Date(timeIntervalSince1970: 1_000_000)
    try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: output)
    #expect(RoutesCodeGeneration.run([input, output]).status == 0)
    let date = try FileManager.default.attributesOfItem(atPath: output)[.modificationDate] as? Date
    #expect(date == past)
  }

  @Test("a missing file and wrong arguments are errors")
  func usage() {
    #expect(RoutesCodeGeneration.run([]).status == 64)
    let outcome = RoutesCodeGeneration.run(["/nonexistent/App.routes", "/tmp/out.swift"])
    #expect(outcome.diagnostics == "/nonexistent/App.routes:1:1: error: cannot read the file\n")
    #expect(outcome.status == 1)
  }
}
