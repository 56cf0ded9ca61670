import StackRouter

/// `stackrouter link MANIFEST PATTERN [NAME=VALUE...] [--scheme NAME | --domain HOST]`:
/// builds the link for an entity. Values for the pattern's `:name` parameters
/// fill its segments; other pairs become the query.
struct LinkCommand {
  static let usage =
    "usage: stackrouter link MANIFEST PATTERN [NAME=VALUE...] [--scheme NAME | --domain HOST]"

  let arguments: [String]

  func run(into output: inout ToolOutput) {
    var positional: [String] = []
    var form = LinkForm.preferred
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      switch argument {
      case "--scheme", "--domain":
        guard let value = remaining.popFirst() else {
          return output.fail(Self.usage, status: .usage)
        }
        form = argument == "--scheme" ? .scheme(value) : .domain(value)
      case _ where argument.hasPrefix("--"):
        return output.fail("unknown option '\(argument)'; \(Self.usage)", status: .usage)
      default:
        positional.append(argument)
      }
    }
    guard positional.count >= 2 else { return output.fail(Self.usage, status: .usage) }
    guard let (_, table) = loadTable(positional[0], into: &output) else { return }
    do {
      let pattern = try RoutePattern(parsing: positional[1])
      let names = Set(pattern.parameterNames)
      var parameters: [String: String] = [:]
      var query: [QueryItem] = []
      for pair in positional.dropFirst(2) {
        guard let equals = pair.firstIndex(of: "="), equals != pair.startIndex else {
          return output.fail("expected NAME=VALUE, found '\(pair)'\n\(Self.usage)", status: .usage)
        }
        let (name, value) = (String(pair[..<equals]), String(pair[pair.index(after: equals)...]))
        if names.contains(name) {
          parameters[name] = value
        } else {
          query.append(QueryItem(name: name, value: value))
        }
      }
      output.write(try table.link(for: pattern, parameters: parameters, query: query, form: form))
    } catch let error as RouteSyntaxError {
      output.fail(error.description, status: .failure)
    } catch {
      output.fail("error: \(error)", status: .failure)
    }
  }
}
