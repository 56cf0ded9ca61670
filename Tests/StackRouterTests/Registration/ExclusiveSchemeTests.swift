import Testing

@testable import StackRouter

@Suite("Exclusive schemes")
struct ExclusiveSchemeTests {
  private func winner(_ link: String, in table: RouteTable) -> String? {
    guard case .matched(let match) = table.resolve(link) else { return nil }
    return match.entity.pattern.description
  }

  private func table(_ routes: [String]) throws -> RouteTable {
    var registrar = Registrar()
    registrar.accept(exclusiveScheme: "partner")
    registrar.accept(scheme: "myapp")
    registrar.accept(domain: "a.com")
    for route in routes { registrar.register(route) }
    return try registrar.makeTable()
  }

  @Test("an exclusive scheme's links open only routes scoped to it, never unscoped or '*://' ones")
  func onlyScopedRoutes() throws {
    let routes = [
      "compose<ComposeVC>", "*://help<HelpVC>", "partner://compose<PartnerComposeVC>",
      "list/:id<DetailVC>",
    ]
    for order in [routes, routes.reversed()] + (0..<10).map({ _ in routes.shuffled() }) {
      let table = try table(order)
      #expect(winner("partner://compose", in: table) == "partner://compose")
      #expect(winner("partner://help", in: table) == nil)
      #expect(winner("partner://list/1", in: table) == nil)
      #expect(winner("myapp://compose", in: table) == "compose")
      #expect(winner("myapp://help", in: table) == "*://help")
      #expect(winner("https://a.com/list/1", in: table) == "list/:id")
    }
  }

  @Test("without any route scoped to it, an exclusive scheme's links open nothing")
  func withoutScopedRoutes() throws {
    let table = try table(["compose<ComposeVC>"])
    #expect(table.exclusiveSchemes == ["partner"])
    guard case .unmatched = table.resolve("partner://compose") else {
      Issue.record("partner://compose opened an unscoped route")
      return
    }
  }

  @Test("an exclusive scheme is never the default, and builds no link to an unscoped route")
  func neverDefault() throws {
    let table = try table(["compose<ComposeVC>", "*://help<HelpVC>"])
    #expect(table.schemes == ["myapp", "partner"])
    #expect(winner("/compose", in: table) == "compose")
    let compose = try RoutePattern(parsing: "compose")
    #expect(try table.link(for: compose) == "myapp://compose")
    for pattern in [compose, try RoutePattern(parsing: "*://help")] {
      do {
        _ = try table.link(for: pattern, form: .scheme("partner"))
        Issue.record("\(pattern) built a partner link")
      } catch {
        #expect(error.reason == .formNotAllowed(.scheme("partner")))
      }
    }
  }

  @Test("a manifest declares an exclusive scheme with 'scheme NAME exclusive'")
  func manifest() throws {
    let manifest = try RoutesManifest(
      parsing: """
        scheme shop
        scheme partner exclusive
        route compose<ComposeVC>
        route partner://compose<PartnerComposeVC>
        """, file: "R.routes")
    #expect(manifest.schemes == ["shop", "partner"])
    #expect(manifest.exclusiveSchemes == ["partner"])
    let table = try manifest.makeTable()
    #expect(winner("partner://compose", in: table) == "partner://compose")
    #expect(winner("shop://compose", in: table) == "compose")
    #expect(winner("partner://nothing", in: table) == nil)
  }

  @Test("a word other than 'exclusive' after a scheme name is an error at its column")
  func manifestError() {
    do {
      _ = try RoutesManifest(parsing: "scheme partner bogus\nroute a<A>", file: "R.routes")
      Issue.record("'bogus' was read")
    } catch {
      #expect(
        "\(error)".contains(
          "R.routes:1:16: error: unexpected 'bogus' after a scheme name"))
    }
  }

  @Test("an unscoped block never runs for an exclusive scheme's links; a scoped one does")
  func blocks() throws {
    var registrar = Registrar()
    registrar.accept(exclusiveScheme: "partner")
    registrar.accept(scheme: "myapp")
    registrar.register("partner://compose<PartnerComposeVC>")
    registrar.handle("compose") { _ in .pass }
    registrar.handle("*://compose") { _ in .pass }
    registrar.handle("partner://compose") { _ in .pass }
    let table = try registrar.makeTable()
    let partner = try table.read("partner://compose")
    #expect(
      table.candidates(for: partner).map(\.route.description) == [
        "partner://compose {block}", "partner://compose <PartnerComposeVC>",
      ])
    #expect(table.candidates(for: try table.read("myapp://compose")).count == 2)
  }

  @Test("a rebuilt table keeps its exclusive schemes, and its links open as before")
  func rebuilding() throws {
    let table = try table(["compose<ComposeVC>", "partner://compose<PartnerComposeVC>", "a<A>"])
    let rebuilt = try table.removing([try RoutePattern(parsing: "a")])
    #expect(rebuilt.exclusiveSchemes == ["partner"])
    #expect(rebuilt.schemes == table.schemes)
    #expect(winner("partner://compose", in: rebuilt) == "partner://compose")
    #expect(winner("myapp://compose", in: rebuilt) == "compose")
    #expect(winner("partner://a", in: rebuilt) == nil)
  }

  @Test("a table prints its exclusive schemes marked")
  func description() throws {
    let table = try table(["partner://compose<PartnerComposeVC>"])
    #expect(
      table.description.hasPrefix(
        "schemes: myapp, partner (exclusive)\ndomains: a.com\npartner://compose"))
  }
}
