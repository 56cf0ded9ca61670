import FuzzSupport
import StackRouter

/// Any bytes, read as route DSL, give an error, or a definition (and a
/// pattern, and the expansions of optional groups) that prints back to text
/// that parses to the same thing; lint never traps.
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
  _ = RouteLint.warnings(in: text)
  return 0
}
