import StackRouter
import Testing

@testable import StackRouterGeneration

@Suite("The typed-routes generator")
struct RoutesSourceGeneratorTests {
  func generator(_ text: String, file: String = "App.routes") throws -> RoutesSourceGenerator {
    RoutesSourceGenerator(
      manifest: try RoutesManifest(parsing: text, file: file), text: text, path: "/app/" + file)
  }

  @Test("names the namespace after the manifest file")
  func namespace() {
    #expect(RoutesSourceGenerator.namespace(forFile: "/a/App.routes") == "AppRoutes")
    #expect(RoutesSourceGenerator.namespace(forFile: "Routes.routes") == "Routes")
    #expect(RoutesSourceGenerator.namespace(forFile: "deep-links.routes") == "DeepLinksRoutes")
    #expect(RoutesSourceGenerator.namespace(forFile: "2fa.routes") == "Manifest2faRoutes")
  }

  @Test("names each entity from its pattern, once, when one screen type sits in several chains")
  func entityNames() throws {
    let generator = try generator(
      """
      scheme app
      route inbox<ListVC>/:messageID<DetailVC>
      route archive<ListVC>/:messageID<DetailVC>
      route inbox/:messageID/files/*/**<FileVC>
      route /<HomeVC>
      """)
    #expect(
      generator.entities.map(\.valueName) == [
        "inbox", "inboxMessageID", "archive", "archiveMessageID",
        "inboxMessageIDFilesWildcardRest", "root",
      ])
    #expect(generator.entities.map(\.typeName)[1] == "InboxMessageID")
    #expect(generator.targetNames == ["ListVC", "DetailVC", "FileVC", "HomeVC"])
  }

  @Test("a scope's words come first only where two paths clash; a number ends any other clash")
  func clashes() throws {
    let generator = try generator(
      """
      scheme app
      domain example.com
      route promo/:code<PromoVC>
      route https://example.com/promo/:code<WebPromoVC>
      route promo-code<CodeVC>
      route targets<TargetsVC>
      """)
    #expect(
      generator.entities.map(\.valueName) == [
        "promoCode", "exampleComPromoCode", "promoCode2", "targets2",
      ])
  }

  @Test("keywords are written in backticks, and query names become identifiers with coding keys")
  func identifiers() throws {
    let generator = try generator(
      """
      scheme app
      route default/:in<DefaultVC>
      allow default/:in utm-source
      """)
    let entity = try #require(generator.entities.last)
    #expect(entity.valueName == "defaultIn")
    #expect(entity.parameters.map(\.identifier) == ["in", "utmSource"])
    let source = generator.source
    #expect(source.contains("var `in`: String"))
    #expect(source.contains("case utmSource = \"utm-source\""))
    #expect(source.contains("case `in`\n"))
  }

  @Test("a name the generated code uses itself gets a number")
  func reservedNames() throws {
    let generator = try generator(
      """
      scheme app
      route file<FileVC>/:queryItems<ItemsVC>
      allow file/:queryItems fragment
      """)
    #expect(generator.entities.map(\.valueName) == ["file2", "fileQueryItems"])
    let parameters = try #require(generator.entities.last?.parameters)
    #expect(parameters.map(\.identifier) == ["queryItems2", "fragment2"])
    #expect(generator.source.contains("case queryItems2 = \"queryItems\""))
  }

  @Test("a parameter line types every parameter of that name")
  func types() throws {
    let generator = try generator(
      """
      scheme app
      parameter id Int
      route items<ListVC>/:id<DetailVC>
      allow items id
      """)
    #expect(generator.entities.map { $0.parameters.map(\.type) } == [["Int"], ["Int"]])
    #expect(generator.source.contains("static func items(\n    id: Int? = nil,"))
  }

  @Test("each target type is checked at its manifest line and column")
  func checks() throws {
    let source = try generator(
      """
      scheme app
      parameter id Int
      route items<ListVC>/:id<DetailVC>
      """
    ).source
    // `ListVC` starts at column 13 of line 3, `Int` at column 14 of line 2.
    let target =
      String(repeating: " ", count: 8) + "_ = ListVC.self as any (RoutableTarget).Type"
    #expect(
      source.contains("#sourceLocation(file: \"/app/App.routes\", line: 3)\n" + target + "\n"))
    let value = String(repeating: " ", count: 13) + "isValue(Int.self)"
    #expect(source.contains("#sourceLocation(file: \"/app/App.routes\", line: 2)\n" + value + "\n"))
  }

  @Test("the manifest's text is built in, in a raw string that its own quotes cannot close")
  func text() throws {
    let source = try generator("scheme app\nroute a<A>\n# \"\"\"# and \\(x)\n").source
    #expect(source.contains("static let text = ##\"\"\"\n    scheme app\n"))
  }

  @Test("captures inside a segment and scopes for any scheme or domain are named and written")
  func routeLanguageForms() throws {
    let generator = try generator(
      """
      scheme app
      domain example.com
      route users/@:username<ProfileVC>
      route items/item-:id.html<ItemVC>
      route *://compose<ComposeVC>!
      route compose<PlainComposeVC>
      route https://*/promo/:code<PromoVC>
      """)
    #expect(
      generator.entities.map(\.valueName) == [
        "usersUsername", "itemsItemIdHtml", "anySchemeCompose", "compose", "promoCode",
      ])
    #expect(generator.entities[0].parameters.map(\.name) == ["username"])
    let source = generator.source
    #expect(
      source.contains(
        #"components: [.literal("users"), .affixed(prefix: "@", name: "username", suffix: "")]"#
      ))
    #expect(source.contains(#".affixed(prefix: "item-", name: "id", suffix: ".html")"#))
    #expect(source.contains("scope: .anyScheme,"))
    #expect(source.contains("scope: .anyDomain,"))
  }

  @Test(
    "a fragment route's builder takes no fragment: the pattern writes it, and the link builder would refuse one"
  )
  func fragmentRoutes() throws {
    let generator = try generator(
      """
      scheme app
      route user<UserVC>
      route user#/view/:userID<UserViewVC>
      route about#/team<TeamVC>
      allow about#/team ref
      """)
    let entities = generator.entities
    #expect(entities.map(\.writesFragment) == [false, true, true])
    let source = generator.source
    #expect(
      source.contains(
        "static func user(\n    query: [QueryItem] = [],\n    fragment: String? = nil\n  ) -> User {"
      ))
    #expect(
      source.contains(
        "static func userViewUserID(\n    userID: String,\n    query: [QueryItem] = []\n  )"
          + " -> UserViewUserID {\n    UserViewUserID(\n"
          + "      parameters: UserViewUserID.Parameters(userID: userID),\n      query: query)\n"))
    #expect(
      source.contains(
        "static func aboutTeam(\n    ref: String? = nil\n  ) -> AboutTeam {\n    AboutTeam(\n"
          + "      parameters: AboutTeam.Parameters(ref: ref))\n"))
    #expect(source.components(separatedBy: "fragment: nil, form: form)").count - 1 == 4)
    #expect(source.components(separatedBy: "var fragment: String?").count - 1 == 1)
  }
}

extension RoutesSourceGeneratorTests {
  @Test("a route with several '**' takes each one's segments, and one '**' keeps its one list")
  func severalRemainders() throws {
    let generator = try generator(
      """
      scheme app
      route mirror/**/raw/*/**<MirrorVC>
      route files/:remainder2/**<FilesVC>
      """)
    let mirror = try #require(generator.entities.first)
    #expect(mirror.remainderLabels == ["remainder", "remainder2"])
    let files = try #require(generator.entities.last)
    // A parameter takes its name first; the one `**` keeps `remainder`.
    #expect(files.remainderLabels == ["remainder"])
    #expect(files.parameters.map(\.identifier) == ["remainder2"])
    let source = generator.source
    for line in [
      "  remainder: [String] = [],", "  remainder2: [String] = [],",
      "var remainders: [[String]]", "remainders: [remainder, remainder2],",
      "  wildcards: wildcards, remainders: remainders, query: query,",
      "var remainder: [String]", "  wildcards: [], remainder: remainder, query: query,",
    ] {
      #expect(source.contains(line), "\(line)")
    }
  }
}
