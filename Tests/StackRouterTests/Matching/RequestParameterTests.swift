import Testing

@testable import StackRouter

@Suite("Parameters carried beside the link")
struct RequestParameterTests {
  private func table() throws -> RouteTable {
    var registrar = Registrar()
    registrar.accept(scheme: "myapp")
    registrar.register(
      "articles<ListVC>/:id<ArticleVC>",
      options: EntityOptions(defaults: ["sort": "new", "ref": "direct"]))
    registrar.register(
      "admin<AdminVC>", options: EntityOptions(allowedParameters: ["tab"]))
    registrar.handle("share/:item") { _ in .handled }
    return try registrar.makeTable()
  }

  private func parameters(
    _ link: String, _ given: LinkParameters, in table: RouteTable
  ) throws -> LinkParameters {
    guard case .matched(let link) = table.resolve(link, parameters: given) else {
      throw ResolutionFailure()
    }
    return link.parameters
  }

  private struct ResolutionFailure: Error {}

  @Test("route parameters win over the request's, which win over the query, then defaults")
  func ranking() throws {
    let table = try table()
    let received = try parameters(
      "myapp://articles/42?ref=mail&page=2", ["id": "999", "ref": "push", "source": "widget"],
      in: table)
    #expect(
      received == [
        "id": "42", "ref": "push", "page": "2", "source": "widget", "sort": "new",
      ])
  }

  @Test("a request's parameters are filtered by allowed parameters, like the query")
  func filtered() throws {
    let received = try parameters("myapp://admin", ["tab": "users", "role": "admin"], in: table())
    #expect(received == ["tab": "users"])
  }

  @Test("a bare path carries parameters too, and several values keep their order")
  func barePath() throws {
    let received = try parameters(
      "/articles/7", LinkParameters(multiValues: ["tag": ["a", "b"]]), in: table())
    #expect(received.values("tag") == ["a", "b"])
    #expect(received["id"] == "7")
  }

  @Test("a block sees the request's parameters under its route parameters")
  func blockContext() throws {
    let table = try table()
    let request = try table.read("myapp://share/9?via=mail").adding(
      parameters: ["via": "push", "item": "0"])
    let match = try #require(table.candidates(for: request).first)
    let context = table.blockContext(for: match, in: request)
    #expect(context.parameters == ["item": "9", "via": "push"])
  }
}
