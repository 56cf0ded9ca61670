/// Each entity's `Parameters` type, and the helpers it reads values with.
extension RoutesSourceGenerator {
  func writeParameters(_ entity: GeneratedEntity, into out: inout SourceWriter) {
    let parameters = entity.parameters
    out.doc(
      "The entity's route parameters and allowed query parameters, typed; it\n"
        + "encodes and decodes each value as its link text.")
    out.block("struct Parameters: Hashable, Sendable, Codable {") { out in
      for parameter in parameters {
        out.doc(parameter.isRoute ? "`:\(parameter.name)`." : "`?\(parameter.name)`, allowed.")
        let type = parameter.isRoute ? parameter.type : parameter.type + "?"
        out.line("var \(SwiftName.code(parameter.identifier)): \(type)")
      }
      if !parameters.isEmpty { out.line("") }
      out.doc("Creates the parameters.")
      let declarations = parameters.map { parameter in
        "\(SwiftName.code(parameter.identifier)): \(parameter.type)"
          + (parameter.isRoute ? "" : "? = nil")
      }
      if parameters.isEmpty {
        out.line("init() {}")
      } else {
        out.line("init(")
        for (index, declaration) in declarations.enumerated() {
          out.line("  " + declaration + (index == declarations.count - 1 ? "" : ","))
        }
        out.block(") {") { out in
          for parameter in parameters {
            let name = SwiftName.code(parameter.identifier)
            out.line("self.\(name) = \(name)")
          }
        }
      }
      out.line("")
      out.doc("Reads a screen's parameters (``AppLink/parameters(for:)``).")
      out.block("init(_ parameters: LinkParameters) throws(ParameterError) {") { out in
        for parameter in parameters {
          let name = SwiftName.code(parameter.identifier)
          let literal = SwiftName.literal(parameter.name)
          if parameter.isRoute {
            out.call("\(name) = try parameters.require", [literal, "as: \(parameter.type).self"])
          } else {
            out.call(
              "\(name) = try \(namespace).optional",
              [literal, "\(parameter.type).self", "in: parameters"])
          }
        }
      }
      guard !parameters.isEmpty else {
        out.line("")
        out.doc("The route parameters as text.")
        out.line("var routeParameters: [String: String] { [:] }")
        out.line("")
        out.doc("The allowed query parameters that are set, as query items.")
        out.line("var queryItems: [QueryItem] { [] }")
        return
      }
      out.line("")
      out.doc("Decodes each value from its link text.")
      out.block("init(from decoder: any Decoder) throws {") { out in
        out.line("let container = try decoder.container(keyedBy: CodingKeys.self)")
        for parameter in parameters {
          let name = SwiftName.code(parameter.identifier)
          let function = parameter.isRoute ? "decode" : "decodeIfPresent"
          out.call(
            "\(name) = try \(namespace).\(function)",
            ["\(parameter.type).self", ".\(name)", "in: container"])
        }
      }
      out.line("")
      out.doc("Encodes each value as its link text.")
      out.block("func encode(to encoder: any Encoder) throws {") { out in
        out.line("var container = encoder.container(keyedBy: CodingKeys.self)")
        for parameter in parameters {
          let name = SwiftName.code(parameter.identifier)
          out.line(
            parameter.isRoute
              ? "try container.encode(\(name).linkParameter, forKey: .\(name))"
              : "try container.encodeIfPresent(\(name)?.linkParameter, forKey: .\(name))")
        }
      }
      out.line("")
      out.doc("The route parameters as text.")
      out.block("var routeParameters: [String: String] {") { out in
        let route = parameters.filter(\.isRoute).map { parameter in
          "\(SwiftName.literal(parameter.name)): \(SwiftName.code(parameter.identifier)).linkParameter"
        }
        out.list("", route.isEmpty ? [":"] : route)
      }
      out.line("")
      out.doc("The allowed query parameters that are set, as query items.")
      out.block("var queryItems: [QueryItem] {") { out in
        let query = parameters.filter { !$0.isRoute }.map { parameter in
          "\(SwiftName.code(parameter.identifier)).map { QueryItem(name: "
            + "\(SwiftName.literal(parameter.name)), value: $0.linkParameter) }"
        }
        if query.isEmpty {
          out.line("[]")
        } else {
          out.list("", query, tail: ".compactMap { $0 }")
        }
      }
      out.line("")
      out.block("private enum CodingKeys: String, CodingKey {") { out in
        for parameter in parameters {
          let name = SwiftName.code(parameter.identifier)
          out.line(
            parameter.identifier == parameter.name
              ? "case \(name)" : "case \(name) = \(SwiftName.literal(parameter.name))")
        }
      }
    }
  }

  func writeHelpers(into out: inout SourceWriter) {
    out.line("")
    out.doc("The value of an optional parameter: `nil` when absent, an error when invalid.")
    out.line("private static func optional<Value: LinkParameterValue>(")
    out.line("  _ name: String, _ type: Value.Type, in parameters: LinkParameters")
    out.block(") throws(ParameterError) -> Value? {") { out in
      out.line("guard parameters.contains(name) else { return nil }")
      out.line("return try parameters.require(name, as: type)")
    }
    out.line("")
    out.doc("A value decoded from its link text.")
    out.line("private static func decode<Value: LinkParameterValue, Key: CodingKey>(")
    out.line("  _ type: Value.Type, _ key: Key, in container: KeyedDecodingContainer<Key>")
    out.block(") throws -> Value {") { out in
      out.line("let text = try container.decode(String.self, forKey: key)")
      out.line("guard let value = Value(linkParameter: text) else {")
      out.line("  throw DecodingError.dataCorruptedError(")
      out.line(
        "    forKey: key, in: container, debugDescription: \"'\\(text)' is not a \\(Value.self)\")")
      out.line("}")
      out.line("return value")
    }
    out.line("")
    out.doc("An optional value decoded from its link text.")
    out.line("private static func decodeIfPresent<Value: LinkParameterValue, Key: CodingKey>(")
    out.line("  _ type: Value.Type, _ key: Key, in container: KeyedDecodingContainer<Key>")
    out.block(") throws -> Value? {") { out in
      out.line("guard container.contains(key) else { return nil }")
      out.line("return try decode(type, key, in: container)")
    }
  }
}
