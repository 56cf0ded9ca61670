import Foundation
import StackRouter
import Testing

@testable import StackRouterCommands

#if canImport(FoundationXML)
import FoundationXML
#endif

/// `stackrouter page`: one self-contained HTML page of the routes.
@Suite("stackrouter page")
struct PageCommandTests {
  @Test(
    "the sample's page lists every route's pattern and target, with a link per scheme and domain")
  func samplePage() async throws {
    let output = await StackRouterTool.run(["page", GraphCommandTests.samplePath])
    #expect(output.status == .success)
    #expect(output.standardError == "")
    let page = try PageReader(output.standardOutput)
    let table = try RoutesManifest.load(contentsOf: GraphCommandTests.samplePath).makeTable()
    #expect(page.title == "Routes: Sample.routes")
    #expect(page.sections.count == table.entities.count)
    for (section, entity) in zip(page.sections, table.entities) {
      #expect(section.contains(entity.pattern.description))
      #expect(section.contains(entity.target))
    }
    #expect(page.hrefs.contains("sample://articles/1/comments/1"))
    #expect(page.hrefs.contains("https://example.com/articles/1/comments/1"))
    #expect(page.hrefs.contains("https://example.com/promo/1"))
    #expect(!page.hrefs.contains("sample://promo/1"), "a domain-scoped route has no scheme link")
    #expect(page.hrefs.contains("sample://shelves/1/books/1/pages/1"))
    #expect(page.hrefs.contains("sample://articles?sort=newest"), "quick actions are listed")
    #expect(!output.standardOutput.contains(" instead"), "every example opens its own route")
  }

  @Test("every example link opens the route it is listed under")
  func examplesOpenTheirRoute() throws {
    let manifest = try RoutesManifest.load(contentsOf: GraphCommandTests.samplePath)
    let table = try manifest.makeTable()
    let page = RoutePage(title: "t", table: table, manifest: manifest, values: [:])
    for entity in table.entities {
      let examples = page.examples(for: entity)
      #expect(!examples.isEmpty, "\(entity)")
      for example in examples {
        guard case .matched(let link) = table.resolve(example.link) else {
          Issue.record("\(example.link) does not match")
          continue
        }
        #expect(link.entity.pattern == entity.pattern)
      }
    }
  }

  @Test("the page loads nothing from elsewhere: no script, no external style, image or font")
  func selfContained() async throws {
    let output = await StackRouterTool.run(["page", GraphCommandTests.samplePath])
    let html = output.standardOutput
    for forbidden in ["<script", "<link", "<img", "<iframe", "src=", "@import", "url("] {
      #expect(!html.contains(forbidden), "\(forbidden)")
    }
    let page = try PageReader(html)
    #expect(
      page.hrefs.allSatisfy { $0.hasPrefix("sample:") || $0.hasPrefix("https://example.com/") })
  }

  @Test("--value sets example values, and a link another route wins is flagged")
  func values() async throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("PageCommandTests-\(UUID().uuidString).routes").path
    try Data(
      """
      scheme myapp
      route list<ListVC>/:id<DetailVC>
      route list<ListVC>/new<NewVC>
      route files/*/**<FileVC>
      route a&b<AmpVC>
      """.utf8
    ).write(to: URL(fileURLWithPath: path))
    defer { try? FileManager.default.removeItem(atPath: path) }
    let output = await StackRouterTool.run(
      [
        "page", path, "--value", "id=new", "--value", "*=x y", "--value", "**=a/b", "--title",
        "<Mine>",
      ])
    #expect(output.status == .success)
    let page = try PageReader(output.standardOutput)
    #expect(page.title == "<Mine>")
    #expect(page.hrefs.contains("myapp://list/new"))
    #expect(page.hrefs.contains("myapp://files/x%20y/a/b"))
    #expect(page.hrefs.contains("myapp://a&b"))
    #expect(output.standardOutput.contains("<h3><code class=\"pattern\">a&amp;b</code></h3>"))
    #expect(output.standardOutput.contains("opens list/new &lt;NewVC&gt; instead"))

    let usage = await StackRouterTool.run(["page", path, "--value", "nothing"])
    #expect(usage.status == .usage)
    #expect(
      usage.standardError.hasPrefix("error: expected NAME=VALUE after --value, found 'nothing'\n"))
  }
}

/// Reads a page back as XML: its title, the text of each route section and
/// every link. Fails on a page that is not well-formed.
struct PageReader {
  private(set) var title = ""
  private(set) var sections: [String] = []
  private(set) var hrefs: [String] = []

  init(_ html: String) throws {
    let delegate = Delegate()
    let parser = XMLParser(data: Data(html.utf8))
    parser.delegate = delegate
    guard parser.parse() else {
      throw ReadError(description: parser.parserError.map(String.init(describing:)) ?? "unknown")
    }
    title = delegate.title
    sections = delegate.sections
    hrefs = delegate.hrefs
  }

  struct ReadError: Error, CustomStringConvertible {
    let description: String
  }

  private final class Delegate: NSObject, XMLParserDelegate {
    var title = ""
    var sections: [String] = []
    var hrefs: [String] = []
    private var inTitle = false
    private var sectionDepth: Int?
    private var depth = 0

    func parser(
      _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
      qualifiedName: String?, attributes: [String: String] = [:]
    ) {
      depth += 1
      if elementName == "title" { inTitle = true }
      if elementName == "section" {
        sectionDepth = depth
        sections.append("")
      }
      if elementName == "a", let href = attributes["href"] { hrefs.append(href) }
    }

    func parser(
      _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
      qualifiedName: String?
    ) {
      if elementName == "title" { inTitle = false }
      if sectionDepth == depth { sectionDepth = nil }
      depth -= 1
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
      if inTitle { title += string }
      if sectionDepth != nil { sections[sections.count - 1] += string }
    }
  }
}
