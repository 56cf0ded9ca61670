import Foundation
import StackRouter

/// `stackrouter aasa MANIFEST APP-ID [--domain HOST] [--explain]`: prints
/// the apple-app-site-association file that sends one domain's
/// universal-link routes to the app, or, with `--explain`, where its
/// claim and the router's matching differ.
///
/// The components come from ``AASAClaim``: they accept every link the router
/// matches for those routes, written canonically; the file decides which
/// links open the app, StackRouter's matching which screen.
struct AASACommand {
  static let spec = CommandSpec(
    name: "aasa", synopsis: "MANIFEST APP-ID [--domain HOST] [--explain]",
    summary: "print the apple-app-site-association file for the universal-link routes",
    discussion: """
      Prints the applinks section that sends the domain's universal-link routes (the
      unscoped ones and those scoped to the domain) to the app. Its components accept
      every link the router matches for those routes, deepest routes first, and
      exclude links with more segments than a route has. Apple's '*' and '?*' also
      match '/', so some links are still accepted that the router refuses: --explain
      lists those kinds, and the kinds the router matches that are not claimed, each
      with an example checked both ways.
      """,
    arguments: [("MANIFEST", "a routes manifest"), ("APP-ID", "TEAMID.bundle.identifier")],
    options: [
      .init("--domain", value: "HOST", help: "the domain; the manifest's first by default"),
      .init("--explain", help: "print where the claim and the router differ, instead of the file"),
    ],
    examples: [
      "stackrouter aasa Samples/Sample.routes TEAMID.com.example.sample",
      "stackrouter aasa Samples/Sample.routes TEAMID.com.example.sample --explain",
    ],
    exitStatus: CommandSpec.exitStatus(
      failure: "the domain is not accepted, or the manifest has problems"))

  let arguments: [String]

  func run(into output: inout ToolOutput) {
    guard let parsed = Self.spec.parse(arguments, into: &output) else { return }
    let positional = parsed.positional
    guard positional.count == 2 else {
      return Self.spec.usageError("expected a manifest and an app identifier", into: &output)
    }
    guard let table = LoadedManifest.load(positional[0], into: &output)?.table else { return }
    let domain = parsed.values("--domain").last?.lowercased()
    guard let host = domain ?? table.domains.first, table.domains.contains(host) else {
      let known =
        table.domains.isEmpty
        ? "the manifest accepts no domain"
        : "the domains are " + table.domains.joined(separator: ", ")
      return output.fail("error: no accepted domain '\(domain ?? "")'; \(known)", status: .failure)
    }
    let claim = AASAClaim(table: table, domain: host)
    output.write(
      parsed.contains("--explain")
        ? claim.explanationText : Self.file(for: claim, appID: positional[1]))
  }

  /// The file's JSON text: one `details` entry, components in order.
  static func file(for claim: AASAClaim, appID: String) -> String {
    let object: [String: Any] = [
      "applinks": [
        "details": [["appIDs": [appID], "components": claim.components.map(\.jsonObject)]]
      ]
    ]
    let data =
      (try? JSONSerialization.data(
        withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]))
      ?? Data()
    return String(decoding: data, as: UTF8.self)
  }
}
