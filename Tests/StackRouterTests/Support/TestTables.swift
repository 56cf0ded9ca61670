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
