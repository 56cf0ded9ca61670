import Foundation

extension NavigationState {
  /// The state as a JSON-compatible value, in the shape the `stackrouter`
  /// tool prints:
  ///
  /// ```
  /// {"root": ROOT, "modals": [{"style": string, "stack": [SCREEN]}]}
  /// ROOT   = {"stack": [SCREEN]}
  ///        | {"tabs": [{"name": string, "stack": [SCREEN]}], "selected": string}
  ///        | {"container": [{"name": string, "stack": [SCREEN]}], "selected": string}
  /// SCREEN = {"target": string, "route": pattern or null, "parameters": {name: string}}
  /// ```
  ///
  /// Modals are listed from the bottom to the top; a parameter with several
  /// values gives its first.
  public var jsonObject: [String: Any] {
    let rootObject: [String: Any]
    switch root {
    case .stack(let stack):
      rootObject = ["stack": stack.map(\.jsonObject)]
    case .tabs(let branches, let selected):
      rootObject = ["tabs": branches.map(\.jsonObject), "selected": selected]
    case .container(let branches, let selected):
      rootObject = ["container": branches.map(\.jsonObject), "selected": selected]
    }
    return [
      "root": rootObject,
      "modals": modals.map { ["style": $0.style.rawValue, "stack": $0.stack.map(\.jsonObject)] },
    ]
  }

  /// The state as compact JSON text with sorted keys.
  public var json: String {
    let data =
      (try? JSONSerialization.data(
        withJSONObject: jsonObject, options: [.sortedKeys, .withoutEscapingSlashes]))
      ?? Data("{}".utf8)
    return String(decoding: data, as: UTF8.self)
  }
}

extension NavigationState.Branch {
  var jsonObject: [String: Any] {
    ["name": name, "stack": stack.map(\.jsonObject)]
  }
}

extension Screen {
  /// `{"target": string, "route": pattern or null, "parameters": {name: string}}`.
  public var jsonObject: [String: Any] {
    [
      "target": target,
      "route": entity.map { $0.pattern.description as Any } ?? NSNull(),
      "parameters": parameters.firstValues,
    ]
  }
}
