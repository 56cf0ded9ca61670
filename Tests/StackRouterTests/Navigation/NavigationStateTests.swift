import Foundation
import Testing

@testable import StackRouter

@Suite("Navigation state as JSON")
struct NavigationStateTests {
  private let entity = RouteEntity(
    pattern: RoutePattern(components: [.literal("list"), .parameter("id")]), target: "DetailVC")

  private func json(_ state: NavigationState) throws -> [String: Any] {
    try #require(JSONSerialization.jsonObject(with: Data(state.json.utf8)) as? [String: Any])
  }

  @Test("each root shape prints with its own key, modals bottom to top")
  func rootShapes() throws {
    let screen = Screen(entity: entity, parameters: ["id": "7"])
    let branches = [NavigationState.Branch(name: "center", stack: [screen])]
    let shapes: [(NavigationState.Root, String)] = [
      (.stack([screen]), "stack"),
      (.tabs(branches, selected: "center"), "tabs"),
      (.container(branches, selected: "center"), "container"),
    ]
    for (root, key) in shapes {
      let state = NavigationState(
        root: root,
        modals: [.init(style: .formSheet, stack: [Screen(target: "AppOwnVC")])])
      let object = try json(state)
      let rootObject = try #require(object["root"] as? [String: Any])
      #expect(Set(rootObject.keys) == (key == "stack" ? ["stack"] : [key, "selected"]))
      let modals = try #require(object["modals"] as? [[String: Any]])
      #expect(modals.first?["style"] as? String == "formSheet")
      let modalScreen = try #require((modals.first?["stack"] as? [[String: Any]])?.first)
      #expect(modalScreen["route"] is NSNull)
      #expect(modalScreen["target"] as? String == "AppOwnVC")
    }
    #expect(
      NavigationState(root: .container(branches, selected: "center")).json
        == #"{"modals":[],"root":{"container":[{"name":"center","stack":[{"parameters":{"id":"7"},"route":"list/:id","target":"DetailVC"}]}],"selected":"center"}}"#
    )
  }
}
