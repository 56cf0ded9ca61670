import StackRouter

/// One self-contained HTML page listing every route of a table, with
/// example links to tap on a device: no script, no style sheet or font
/// from elsewhere, nothing fetched.
///
/// The page is well-formed XML as well as HTML, so tests read it back with
/// an XML parser.
struct RoutePage {
  /// An entity's example link and the entity it actually opens.
  struct Example: Equatable {
    let link: String
    /// The entity the link opens when that is not the entity listed:
    /// another route wins for the example values.
    let opensInstead: String?
  }

  let title: String
  let table: RouteTable
  let manifest: RoutesManifest
  /// Example values by parameter name; `*` and `**` name the wildcards and
  /// the remainder (segments separated by `/`).
  let values: [String: String]

  /// The example value of a `:name` parameter: the one given, the entity's
  /// default, or `1`.
  func value(for name: String, of entity: RouteEntity) -> String {
    values[name] ?? entity.defaults[name] ?? "1"
  }

  /// The example links of an entity: one per accepted scheme and domain it
  /// can be reached by.
  func examples(for entity: RouteEntity) -> [Example] {
    let forms: [LinkForm] =
      switch entity.pattern.scope {
      case .scheme, .domain: [.preferred]
      case nil: table.schemes.map(LinkForm.scheme) + table.domains.map(LinkForm.domain)
      }
    let parameters = Dictionary(
      entity.pattern.parameterNames.map { ($0, value(for: $0, of: entity)) },
      uniquingKeysWith: { first, _ in first })
    let wildcards = entity.pattern.components.filter { $0 == .wildcard }.map { _ in
      values["*"] ?? "1"
    }
    let remainder =
      entity.pattern.endsWithCatchAll
      ? (values["**"] ?? "1").split(separator: "/").map(String.init) : []
    return forms.compactMap { form in
      do throws(LinkBuildError) {
        let link = try table.link(
          for: entity.pattern, parameters: parameters, wildcards: wildcards, remainder: remainder,
          form: form)
        return Example(link: link, opensInstead: nil)
      } catch {
        // The builder refuses a link that opens another route; the page
        // shows it, flagged, so that the clash is seen.
        switch error.reason {
        case .opensAnotherRoute(let link, let winner):
          let opened = table.entity(for: winner)?.description ?? winner.description
          return Example(link: link, opensInstead: opened)
        case .opensNothing(let link):
          return Example(link: link, opensInstead: "nothing")
        default:
          return nil
        }
      }
    }
  }

  /// The page.
  var html: String {
    var body: [String] = []
    body.append("<h1>\(escape(title))</h1>")
    var facts: [String] = []
    if !table.schemes.isEmpty { facts.append("schemes: " + table.schemes.joined(separator: ", ")) }
    if !table.domains.isEmpty { facts.append("domains: " + table.domains.joined(separator: ", ")) }
    if let tabs = manifest.tabs { facts.append("tabs: " + tabs.joined(separator: ", ")) }
    if let children = manifest.container {
      facts.append("container: " + children.joined(separator: ", "))
    }
    body.append("<p class=\"facts\">\(escape(facts.joined(separator: " · ")))</p>")
    body.append(
      "<p>Open this page on a device with the app installed and tap a link: custom-scheme "
        + "links open the app directly, universal links open it when the domain's "
        + "apple-app-site-association file claims them.</p>")
    body.append("<h2>Routes (\(table.entities.count))</h2>")
    for (index, entity) in table.entities.enumerated() {
      body.append(section(for: entity, index: index))
    }
    if !manifest.shortcuts.isEmpty {
      body.append("<h2>Quick actions</h2>")
      body.append("<ul class=\"plain\">")
      for shortcut in manifest.shortcuts {
        body.append(
          "<li><code>\(escape(shortcut.type))</code> opens \(anchor(shortcut.link))</li>")
      }
      body.append("</ul>")
    }
    if !manifest.startLinks.isEmpty {
      body.append("<h2>Start links</h2>")
      body.append("<ol>")
      body += manifest.startLinks.map { "<li>\(anchor($0.link))</li>" }
      body.append("</ol>")
    }
    return """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>\(escape(title))</title>
      <style>\(Self.style)</style>
      </head>
      <body>
      \(body.joined(separator: "\n"))
      </body>
      </html>
      """
  }

  private func section(for entity: RouteEntity, index: Int) -> String {
    var rows: [(String, String)] = []
    rows.append(("target", "<span class=\"target\">\(escape(entity.target))</span>"))
    rows.append(
      ("source", entity.source.map { "<code>\(escape($0.description))</code>" } ?? "none"))
    rows.append(
      ("placement", escape(ShellWords(manifest).placement(table.chain(to: entity)[0].placement))))
    rows.append(("presentation", escape(entity.presentation.description)))
    let routeNames = entity.pattern.parameterNames
    var parameters = routeNames.map { "<code>:\(escape($0))</code>" }
    if let allowed = entity.allowedParameters {
      parameters += allowed.sorted().filter { !routeNames.contains($0) }.map {
        "<code>\(escape($0))</code> (query)"
      }
    } else {
      parameters.append("any query item")
    }
    rows.append(("parameters", parameters.joined(separator: ", ")))
    if !entity.defaults.isEmpty {
      let defaults = entity.defaults.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
      rows.append(("defaults", "<code>\(escape(defaults.joined(separator: ", ")))</code>"))
    }
    let links = examples(for: entity).map { example in
      "<li>\(anchor(example.link))"
        + (example.opensInstead.map { " <em class=\"warning\">opens \(escape($0)) instead</em>" }
          ?? "")
        + "</li>"
    }
    return """
      <section class="route" id="route-\(index)">
      <h3><code class="pattern">\(escape(entity.pattern.description))</code></h3>
      <dl>
      \(rows.map { "<dt>\($0.0)</dt><dd>\($0.1)</dd>" }.joined(separator: "\n"))
      </dl>
      <ul class="links">
      \(links.isEmpty ? "<li>no example link: no accepted scheme or domain reaches it</li>" : links.joined(separator: "\n"))
      </ul>
      </section>
      """
  }

  private func anchor(_ link: String) -> String {
    "<a href=\"\(escape(link))\">\(escape(link))</a>"
  }

  /// Text safe in HTML content and in quoted attributes.
  private func escape(_ text: String) -> String {
    var escaped = ""
    for character in text {
      switch character {
      case "&": escaped += "&amp;"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      case "\"": escaped += "&quot;"
      case "'": escaped += "&#39;"
      default: escaped.append(character)
      }
    }
    return escaped
  }

  private static let style = """
    body{font-family:-apple-system,system-ui,sans-serif;margin:0 auto;max-width:46rem;\
    padding:1rem;line-height:1.4;color:#1d1d1f;background:#fff}\
    h1{font-size:1.5rem}h2{font-size:1.2rem;margin-top:2rem}h3{margin:0 0 .5rem;font-size:1rem}\
    code{font-family:ui-monospace,Menlo,monospace;word-break:break-all}\
    .facts{color:#555}\
    .route{border:1px solid #d2d2d7;border-radius:.75rem;padding:.75rem 1rem;margin:.75rem 0}\
    dl{display:grid;grid-template-columns:max-content 1fr;gap:.15rem .75rem;margin:0 0 .5rem}\
    dt{color:#6e6e73}dd{margin:0}.target{font-weight:600}\
    ul.links{list-style:none;padding:0;margin:0}\
    ul.links li,ul.plain li{margin:.35rem 0}\
    a{display:inline-block;padding:.4rem .6rem;border-radius:.5rem;background:#f0f5ff;\
    color:#0058d0;text-decoration:none;word-break:break-all}\
    .warning{color:#b00020}\
    @media (prefers-color-scheme:dark){body{background:#111;color:#eee}\
    .route{border-color:#333}a{background:#1b2a44;color:#8ab4ff}.facts,dt{color:#aaa}}
    """
}
