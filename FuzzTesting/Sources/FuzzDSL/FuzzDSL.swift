import FuzzSupport
import StackRouter

/// Any bytes, read as route DSL, give an error, or a definition (and a
/// pattern, and the expansions of optional groups) that prints back to text
/// that parses to the same thing; a registrar reads the text as the
/// definitions do (its own parsing lanes give the same entities, or the
/// same error); lint never traps.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDSL(_ data: UnsafeRawPointer, _ size: Int) -> CInt {
  var input = FuzzInput(data, size)
  let text = input.rest()
  if let definition = try? RouteDefinition(parsing: text) {
    let printed = definition.description
    let reparsed = try? RouteDefinition(parsing: printed)
    fuzzCheck(
      reparsed == definition,
      "'\(text)' prints as '\(printed)', which reads back as \(reparsed.map { "'\($0)'" } ?? "an error")"
    )
    fuzzCheck(reparsed?.description == printed, "'\(printed)' does not print as itself")
  }
  if let pattern = try? RoutePattern(parsing: text) {
    let printed = pattern.description
    let reparsed = try? RoutePattern(parsing: printed)
    fuzzCheck(
      reparsed == pattern,
      "pattern '\(text)' prints as '\(printed)', which reads back as \(reparsed.map { "'\($0)'" } ?? "an error")"
    )
  }
  // Optional groups: every expansion is a definition that prints back to
  // itself, and no two expansions match the same links.
  if let expansions = try? RouteDefinition.expansions(parsing: text) {
    fuzzCheck(!expansions.isEmpty, "'\(text)' expands into nothing")
    fuzzCheck(expansions.count <= 64, "'\(text)' expands into \(expansions.count) routes")
    for expansion in expansions {
      let printed = expansion.description
      fuzzCheck(
        (try? RouteDefinition(parsing: printed)) == expansion,
        "an expansion of '\(text)' prints as '\(printed)', which does not read back as itself")
    }
    fuzzCheck(
      Set(expansions.map(\.pattern)).count == expansions.count,
      "'\(text)' expands into the same pattern twice")
  }
  checkRegistration(text)
  _ = RouteLint.warnings(in: text)
  return 0
}

/// A registrar packs route text without making definitions when it can:
/// it must refuse what they refuse, with the same error, and register
/// what they read, entity for entity.
private func checkRegistration(_ text: String) {
  var registrar = Registrar()
  registrar.accept(scheme: "myapp")
  registrar.accept(domain: "example.com")
  registrar.register(text)
  let table: RouteTable?
  var problems: [RegistrationError.Problem] = []
  do {
    table = try registrar.makeTable()
  } catch {
    table = nil
    problems = error.problems
  }
  let syntax = problems.filter { if case .syntax = $0.kind { true } else { false } }
  let expected: [RouteDefinition]
  do {
    expected = try RouteDefinition.expansions(parsing: text)
  } catch {
    // Text in another router's spelling that the parser reads is refused
    // by the public entry points, and registered (see RouteSyntax+Checked).
    if case .olderSpelling = error.reason, syntax.isEmpty { return }
    fuzzCheck(
      problems.map(\.kind) == [.syntax(error)],
      "'\(text)' is refused with \(error), but the registrar gives \(problems)")
    return
  }
  // Text that parses may still make a table that is refused (a scope not
  // accepted, expansions that conflict), but never for its syntax.
  guard let table else {
    fuzzCheck(syntax.isEmpty, "'\(text)' reads as \(expected), but the registrar gives \(syntax)")
    return
  }
  for entity in expected.flatMap(\.entities) {
    let registered = table.entity(for: entity.pattern)
    fuzzCheck(
      registered?.target == entity.target && registered?.isModal == entity.isModal
        && registered?.source == entity.source,
      "'\(text)' registers \(entity.pattern) as \(registered.map { "\($0)" } ?? "nothing")")
  }
}
