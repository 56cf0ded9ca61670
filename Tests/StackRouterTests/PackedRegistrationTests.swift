import Testing

@testable import StackRouter

/// A registrar parses ASCII route text without groups straight into packed
/// bytes, and everything else into definitions first. Both must read a
/// route exactly as ``RouteDefinition`` does.
@Suite("Packed registration reads routes as definitions do")
struct PackedRegistrationTests {
  static let accepted = [
    "list<ListVC>/:itemID<DetailVC>/comments<CommentsVC>!",
    "myapp://<HomeVC>/settings<SettingsVC>/:section/**<SectionVC>",
    "https://example.com/<HomeVC>!/a/*/:b<B>",
    "/<RootVC>", "files/**<FilesVC>", "a/:b/*/:c/**<Deep.Module.VC>",
    "café/:ü<UnicodeVC>", "MyApp://Settings/:Section<S>",
    "articles<ListVC>/:id(/comments/:commentID)<ArticleVC>",
    "x+y/$/&/=/@/'/;/,<PunctuationVC>", "a_b-c.d~e/:_x9<A>",
  ]

  static let refused = [
    "users/:id/posts/:id<PostVC>", "a/**/b<A>", "a<A/b<B>", "a<A>/b", "a/:1<A>", "a/<A>",
    "a/:b<A><B>", "a/!<A>", "a/b!", "http://x/<A>", "a/./b<A>", "a/b?c<A>", "a<A>/:<B>",
    "a/:b/:b(/c)<C>", "a(/b)(/b)<B>", "users/:id/p/:id<é>", "", "a<1A>", "a<A.>",
  ]

  @Test("a route a definition accepts registers the definition's entities", arguments: accepted)
  func acceptedRoute(_ text: String) throws {
    let table = try Self.registrar(with: text).makeTable()
    let expected = try RouteDefinition.expansions(parsing: text).flatMap(\.entities)
    var seen: [RoutePattern] = []
    for entity in expected where !seen.contains(entity.pattern) {
      seen.append(entity.pattern)
      let registered = try #require(table.entity(for: entity.pattern))
      #expect(registered.target == entity.target)
      #expect(registered.source == entity.source)
      #expect(registered.isModal == entity.isModal)
      #expect(registered.parameterNames == entity.pattern.parameterNames)
      #expect(registered.endsWithCatchAll == entity.pattern.endsWithCatchAll)
    }
    #expect(table.entities.count == seen.count)
  }

  @Test("a route a definition refuses is refused with the same error", arguments: refused)
  func refusedRoute(_ text: String) throws {
    let expected = #expect(throws: RouteSyntaxError.self) {
      _ = try RouteDefinition.expansions(parsing: text)
    }
    let error = #expect(throws: RegistrationError.self) {
      _ = try Self.registrar(with: text).makeTable()
    }
    #expect(error?.problems.map(\.kind) == expected.map { [.syntax($0)] })
  }

  private static func registrar(with text: String) -> Registrar {
    var registrar = Registrar()
    registrar.accept(scheme: "myapp")
    registrar.accept(domain: "example.com")
    registrar.register(text)
    return registrar
  }
}
