import StackRouter
import Testing

/// A matcher that reads patterns the way WAAppRouting does: `$name` is a
/// parameter, a trailing `*` matches one or more segments, and the first
/// route in table order wins. It knows nothing of StackRouter's DSL beyond
/// the public `RoutePattern` it is handed.
struct WAAppRoutingStyleMatcher: RouteMatcher {
  let routes: [Route]

  init(routes: [Route], options: MatchingOptions) {
    self.routes = routes
  }

  func matches(for request: RequestURL) -> [RouteMatch] {
    routes.compactMap { route in
      match(route.pattern, request.segments).map { RouteMatch(route: route, parameters: $0) }
    }
  }

  func parameterNames(in pattern: RoutePattern) -> [String] {
    pattern.components.compactMap { component in
      guard case .literal(let text) = component, text.hasPrefix("$") else { return nil }
      return String(text.dropFirst())
    }
  }

  private func match(_ pattern: RoutePattern, _ segments: [String]) -> [String: String]? {
    var parameters: [String: String] = [:]
    for (index, component) in pattern.components.enumerated() {
      let isLast = index == pattern.components.count - 1
      switch component {
      case .wildcard where isLast:
        return segments.count > index ? parameters : nil
      case .literal(let text) where text.hasPrefix("$"):
        guard index < segments.count else { return nil }
        parameters[String(text.dropFirst())] = segments[index]
      case .literal(let text):
        guard index < segments.count, segments[index] == text else { return nil }
      default:
        guard index < segments.count else { return nil }
      }
    }
    return segments.count == pattern.components.count ? parameters : nil
  }
}

@Suite("A custom RouteMatcher")
struct CustomMatcherTests {
  private func table() throws -> RouteTable {
    var registrar = Registrar()
    registrar.accept(scheme: "myapp")
    registrar.register("list<ListVC>/$itemID<DetailVC>/extra<ExtraVC>")
    registrar.register(
      "list<ListVC>/$itemID<DetailVC>",
      options: EntityOptions(defaults: ["tab": "info"], allowedParameters: ["tab"]))
    registrar.handle("list/*") { _ in .pass }
    return try registrar.makeTable(matcher: WAAppRoutingStyleMatcher.self)
  }

  @Test("replaces the default matcher end to end, with nothing else changed")
  func endToEnd() throws {
    let table = try table()
    #expect(table.matcher is WAAppRoutingStyleMatcher)
    guard case .matched(let link) = table.resolve("myapp://list/42/extra?tab=comments&role=admin")
    else {
      Issue.record("the custom matcher found nothing")
      return
    }
    #expect(link.entity.target == "ExtraVC")
    #expect(link.chain.map(\.target) == ["ListVC", "DetailVC", "ExtraVC"])
    #expect(link.routeParameters == ["itemID": "42"])
    let detail = link.chain[1]
    #expect(link.parameters(for: detail).firstValues == ["itemID": "42", "tab": "comments"])
    #expect(link.parameters(for: link.chain[0]).contains("itemID") == false)
    #expect(try link.parameters(for: detail).require("itemID", as: Int.self) == 42)
  }

  @Test("intake still guards the custom matcher")
  func intake() throws {
    let table = try table()
    guard case .invalid(let error) = table.resolve("evil://list/42") else {
      Issue.record("a link with a foreign scheme reached the matcher")
      return
    }
    #expect(error.reason == .schemeNotAccepted("evil"))
  }

  @Test("a trailing * in WAAppRouting style matches one or more segments, and blocks come back too")
  func trailingStar() throws {
    let table = try table()
    let request = try table.read("myapp://list/a/b/c")
    #expect(table.candidates(for: request).map(\.route.description) == ["list/* {block}"])
    #expect(
      table.candidates(for: try table.read("myapp://list")).map(\.route.description) == [
        "list <ListVC>"
      ])
  }
}
