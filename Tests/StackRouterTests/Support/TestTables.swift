import StackRouter

/// A table of `routes`, registered in order, that accepts `schemes` and
/// `domains`: the set-up most tests start from.
func makeTable(
  _ routes: [String], schemes: [String] = ["myapp"], domains: [String] = [],
  options: MatchingOptions = MatchingOptions()
) throws -> RouteTable {
  var registrar = Registrar(options: options)
  for scheme in schemes { registrar.accept(scheme: scheme) }
  for domain in domains { registrar.accept(domain: domain) }
  for route in routes { registrar.register(route) }
  return try registrar.makeTable()
}

/// Every order of a few items, for tests that precedence does not depend on
/// the order routes are registered in.
func permutations<T>(_ items: [T]) -> [[T]] {
  guard items.count > 1 else { return [items] }
  return items.indices.flatMap { index in
    var rest = items
    let first = rest.remove(at: index)
    return permutations(rest).map { [first] + $0 }
  }
}
