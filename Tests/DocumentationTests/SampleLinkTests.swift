import Foundation
import StackRouterCommands
import Testing

/// The links `Samples/iOS/README.md` tells a developer to try with
/// `xcrun simctl openurl booted '…'`: each link of a sample that keeps its
/// routes in a manifest (`Samples/iOS/<name>/<name>/<name>.routes`, which
/// the build plugin turns into typed routes) opens its route through the
/// tool, so the README cannot name a link the app does not route. The
/// samples that register their routes in code are checked by their UI
/// tests, on a Mac.
@Suite("sample apps' README links")
@MainActor
struct SampleLinkTests {
  /// The path of each sample's routes manifest, by its URL scheme.
  nonisolated static func manifests() throws -> [String: String] {
    let samples = Docs.root.appendingPathComponent("Samples/iOS")
    var manifests: [String: String] = [:]
    for sample in try FileManager.default.contentsOfDirectory(atPath: samples.path).sorted() {
      let folder = samples.appendingPathComponent(sample).appendingPathComponent(sample)
      let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
      for file in files.sorted() where file.hasSuffix(".routes") {
        let path = folder.appendingPathComponent(file).path
        let text = try String(contentsOfFile: path, encoding: .utf8)
        guard let scheme = text.split(separator: "\n").first(where: { $0.hasPrefix("scheme ") })
        else { continue }
        manifests[String(scheme.dropFirst("scheme ".count))] = path
      }
    }
    return manifests
  }

  /// The links of the samples' README, in order.
  nonisolated static var readmeLinks: [String] {
    let text = Docs.text(of: "Samples/iOS/README.md")
    let marker = "openurl booted '"
    return text.components(separatedBy: marker).dropFirst().compactMap { rest in
      let link = String(rest.prefix { $0 != "'" })
      return link.contains("://") ? link : nil
    }
  }

  @Test("the samples' README names links, and two samples keep their routes as manifests")
  func linksAndManifests() throws {
    #expect(Self.readmeLinks.count >= 10)
    #expect(Set(try Self.manifests().keys) == ["swiftuiexample", "tabsexample"])
  }

  @Test(
    "each README link of a sample with a manifest opens a route in it",
    arguments: readmeLinks.filter {
      $0.hasPrefix("swiftuiexample:") || $0.hasPrefix("tabsexample:")
    })
  func linkOpens(link: String) async throws {
    let scheme = String(link.prefix { $0 != ":" })
    let manifest = try #require(try Self.manifests()[scheme], "no manifest for \(scheme)")
    let open = await StackRouterTool.run(["open", manifest, link])
    #expect(open.status == .success, "\(link): \(open.standardOutput)\(open.standardError)")
    #expect(open.standardOutput.contains("== \(link)\noutcome: handled\n"), "\(link)")
  }
}
