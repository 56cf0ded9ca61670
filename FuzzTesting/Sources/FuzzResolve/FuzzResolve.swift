import FuzzSupport
import StackRouter

/// Any bytes, read as a link against a realistic table, give a typed
/// outcome: a match to one of the table's entities with its chain, no
/// match, or a refusal whose column lies within the link. (libFuzzer's
/// `-timeout` bounds the time each takes.)
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzResolve(_ data: UnsafeRawPointer, _ size: Int) -> CInt {
  var input = FuzzInput(data, size)
  let text = input.rest()
  let table = FuzzTable.table
  switch table.resolve(text) {
  case .matched(let link):
    fuzzCheck(
      table.entity(for: link.entity.pattern) == link.entity, "'\(text)' matched a foreign entity")
    fuzzCheck(
      link.chain.last == link.entity,
      "'\(text)' matched \(link.entity) with the chain \(link.chain)")
    fuzzCheck(link.request.original == text, "'\(text)' became '\(link.request.original)'")
  case .unmatched(let request):
    fuzzCheck(request.original == text, "'\(text)' became '\(request.original)'")
  case .invalid(let error):
    fuzzCheck(error.input == text, "the error for '\(text)' names '\(error.input)'")
    if let column = error.column {
      fuzzCheck((1...(text.count + 1)).contains(column), "column \(column) is outside '\(text)'")
    }
    fuzzCheck(!error.description.isEmpty, "an empty error for '\(text)'")
  }
  return 0
}
