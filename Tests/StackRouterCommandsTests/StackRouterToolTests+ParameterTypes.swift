import Foundation
import Testing

@testable import StackRouterCommands

/// `stackrouter match` and `open` check values against the manifest's
/// `parameter` lines.
extension StackRouterToolTests {
  static let typedManifest = """
    scheme app
    parameter id Int
    parameter key Foundation.UUID
    parameter kind Kind
    route items<ListVC>/:id<DetailVC>
    allow items/:id kind key
    """

  @Test("match reports a value its declared type cannot hold, and fails")
  func matchTypeError() async throws {
    let path = try TemporaryManifest.write(Self.typedManifest)
    defer { TemporaryManifest.remove(path) }
    let output = await StackRouterTool.run(["match", path, "app://items/abc?key=1&kind=x"])
    #expect(output.status == .failure)
    #expect(
      output.standardOutput.hasSuffix(
        """
          type error: 'id' is 'abc', not of type Int (parameter line 2)
          type error: 'key' is '1', not of type UUID (parameter line 3)

        """))
  }

  @Test("match passes values of their declared types; an app's own type is not checked")
  func matchTyped() async throws {
    let path = try TemporaryManifest.write(Self.typedManifest)
    defer { TemporaryManifest.remove(path) }
    let output = await StackRouterTool.run(["match", path, "app://items/42?kind=anything"])
    #expect(output.status == .success)
    #expect(!output.standardOutput.contains("type error"))
  }

  @Test("open rejects a link whose value its declared type cannot hold")
  func openTypeError() async throws {
    let path = try TemporaryManifest.write(Self.typedManifest)
    defer { TemporaryManifest.remove(path) }
    let output = await StackRouterTool.run(["open", path, "app://items/4x"])
    #expect(output.status == .failure)
    #expect(
      output.standardOutput.contains(
        "outcome: rejected: 'id' is '4x', not of type Int (parameter line 2)\n"))
    let fine = await StackRouterTool.run(["open", path, "app://items/4"])
    #expect(fine.status == .success)
  }
}
