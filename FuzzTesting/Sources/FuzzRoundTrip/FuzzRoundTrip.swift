import FuzzSupport
import StackRouter

/// An entity and arbitrary values (parameters, wildcards, remainders, query,
/// fragment, form) give a link (a fragment route's with its fragment) that
/// resolves to the same entity with the same values, or a typed
/// `LinkBuildError`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRoundTrip(_ data: UnsafeRawPointer, _ size: Int) -> CInt {
  var input = FuzzInput(data, size)
  let table = FuzzTable.table
  let entity = table.entities[input.number(below: table.entities.count)]
  let forms: [LinkForm] = [
    .preferred, .scheme("myapp"), .domain("example.com"), .scheme("partner"),
  ]
  let form = forms[input.number(below: forms.count)]
  var parameters: [String: String] = [:]
  for name in entity.pattern.parameterNames { parameters[name] = input.text() }
  let wildcards = entity.pattern.components.filter { $0 == .wildcard }.map { _ in input.text() }
  // One list for each `**`, wherever it stands.
  let remainders = entity.pattern.components.filter { $0 == .catchAll }.map { _ in
    (0..<input.number(below: 4)).map { _ in input.text() }
  }
  let query = (0..<input.number(below: 3)).map { _ in
    QueryItem(name: input.text(), value: input.text())
  }
  // A fragment route's pattern writes the fragment: giving one is refused.
  let fragment = input.number(below: 2) == 0 ? nil : input.text()

  let link: String
  do {
    link = try table.link(
      for: entity.pattern, parameters: parameters, wildcards: wildcards, remainders: remainders,
      query: query, fragment: fragment, form: form)
  } catch {
    return 0  // a typed refusal
  }
  guard case .matched(let matched) = table.resolve(link) else {
    fuzzCheck(
      false, "built '\(link)' for \(entity.pattern), which does not match: \(table.resolve(link))")
    return 0
  }
  let built = "'\(link)' built for \(entity.pattern)"
  fuzzCheck(matched.entity.pattern == entity.pattern, "\(built) opens \(matched.entity.pattern)")
  fuzzCheck(
    matched.routeParameters == parameters,
    "\(built) reads \(matched.routeParameters), not \(parameters)")
  fuzzCheck(
    matched.wildcards == wildcards, "\(built) reads * as \(matched.wildcards), not \(wildcards)")
  fuzzCheck(
    matched.remainders == remainders,
    "\(built) reads ** as \(matched.remainders), not \(remainders)")
  fuzzCheck(
    Array(matched.queryItems) == query,
    "\(built) reads the query \(matched.queryItems), not \(query)")
  fuzzCheck(
    entity.pattern.hasFragment ? matched.fragment != nil : matched.fragment == fragment,
    "\(built) reads the fragment \(matched.fragment ?? "none")")
  return 0
}
