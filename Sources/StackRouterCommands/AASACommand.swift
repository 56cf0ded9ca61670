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
  static let usage = "usage: stackrouter aasa MANIFEST APP-ID [--domain HOST]"

  let arguments: [String]

  func run(into output: inout ToolOutput) {
    var positional: [String] = []
    var domain: String?
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      if argument == "--domain" {
        guard let value = remaining.popFirst() else {
          return output.fail(Self.usage, status: .usage)
        }
        domain = value.lowercased()
      } else if argument.hasPrefix("--") {
        return output.fail("unknown option '\(argument)'; \(Self.usage)", status: .usage)
      } else {
        positional.append(argument)
      }
    }
    guard positional.count == 2 else { return output.fail(Self.usage, status: .usage) }
    guard let (_, table) = loadTable(positional[0], into: &output) else { return }
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
