import FuzzSupport
import StackRouter

/// Any bytes, read as route DSL, give an error, or a definition (and a
/// pattern) that prints back to text that parses to the same thing.
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
  return 0
}
