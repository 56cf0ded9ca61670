import Foundation
import StackRouter

/// `stackrouter aasa MANIFEST APP-ID [--domain HOST]`: prints the
/// apple-app-site-association file that sends the manifest's universal-link
/// routes to the app.
///
/// Each entity reachable by universal link (unscoped, or scoped to the
/// domain) gives one `components` entry: literals as written, `:name`, `*`
/// and `**` as the wildcard `*`. The file only decides which links open the
/// app; StackRouter's matching stays the authority on which screen.
struct AASACommand {
  static let spec = CommandSpec(
    name: "aasa", synopsis: "MANIFEST APP-ID [--domain HOST]",
    summary: "print the apple-app-site-association file for the universal-link routes",
    discussion: """
      Prints the applinks section that sends the manifest's universal-link routes for
      one domain to the app.
      """,
    arguments: [("MANIFEST", "a routes manifest"), ("APP-ID", "TEAMID.bundle.identifier")],
    options: [
      .init("--domain", value: "HOST", help: "the domain; the manifest's first by default")
    ],
    examples: ["stackrouter aasa Samples/Sample.routes TEAMID.com.example.sample"],
    exitStatus: CommandSpec.exitStatus(
      failure: "the domain is not accepted, or the manifest has problems"))

  let arguments: [String]

  func run(into output: inout ToolOutput) {
    guard let parsed = Self.spec.parse(arguments, into: &output) else { return }
    let positional = parsed.positional
    let domain = parsed.values("--domain").last?.lowercased()
    guard positional.count == 2 else {
      return Self.spec.usageError("expected a manifest and an app identifier", into: &output)
    }
    guard let table = LoadedManifest.load(positional[0], into: &output)?.table else { return }
    guard let host = domain ?? table.domains.first, table.domains.contains(host) else {
      let known =
        table.domains.isEmpty
        ? "the manifest accepts no domain"
        : "the domains are " + table.domains.joined(separator: ", ")
      return output.fail("error: no accepted domain '\(domain ?? "")'; \(known)", status: .failure)
    }
    output.write(Self.file(for: table, domain: host, appID: positional[1]))
  }

  /// The file's JSON text, components sorted.
  static func file(for table: RouteTable, domain: String, appID: String) -> String {
    let paths = Set(
      table.entities.compactMap { entity -> String? in
        switch entity.pattern.scope {
        case .scheme: return nil
        case .domain(let host) where host != domain: return nil
        default: return path(for: entity.pattern)
        }
      })
    let object: [String: Any] = [
      "applinks": [
        "details": [["appIDs": [appID], "components": paths.sorted().map { ["/": $0] }]]
      ]
    ]
    let data =
      (try? JSONSerialization.data(
        withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]))
      ?? Data()
    return String(decoding: data, as: UTF8.self)
  }

  /// `/articles/*` for `articles/:articleID`; a trailing `**`, which may
  /// match nothing, becomes `*` right after the previous segment (`/docs*`).
  static func path(for pattern: RoutePattern) -> String {
    let segments = pattern.components.map { component in
      if case .literal(let text) = component { text } else { "*" }
    }
    let path = "/" + segments.joined(separator: "/")
    return pattern.endsWithCatchAll
      ? String(path.dropLast(segments.count == 1 ? 1 : 2)) + "*" : path
  }
}
