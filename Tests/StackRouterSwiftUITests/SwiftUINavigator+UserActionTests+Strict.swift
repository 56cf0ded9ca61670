import StackRouter
import StackRouterSwiftUI
import Testing

extension SwiftUINavigatorUserActionTests {
  /// A link to open, or something the user does on what is drawn.
  enum Action: Sendable, CustomStringConvertible {
    case open(String)
    case back
    case swipeDown
    case pick(String)

    var description: String {
      switch self {
      case .open(let link): link
      case .back: "back"
      case .swipeDown: "swipe down"
      case .pick(let tab): "pick \(tab)"
      }
    }
  }

  nonisolated static let userScript: [Action] = [
    .open("app://list2/3"), .pick("list1"), .open("app://list1/6/extra/subpath1"), .back,
    .back, .open("app://modal"), .swipeDown, .open("app://list2/3/modal"), .back,
    .swipeDown, .back, .open("app://list1/6/extra"), .pick("list2"), .open("app://modal"),
    .open("app://list2/4"),
  ]

  /// Plays the script; returns what each step gave: a link's outcome, or
  /// the current link after the user's action.
  private func play(_ app: TestApp, checkingDrift seed: UInt64? = nil) async -> [String] {
    var results: [String] = []
    for action in Self.userScript {
      switch action {
      case .open(let link):
        results.append("\(link): \(await app.router.open(.url(link)))")
      case .back: app.swiftUI.userTapsBack()
      case .swipeDown: app.swiftUI.userSwipesDown()
      case .pick(let tab): app.swiftUI.userPicks(tab)
      }
      await app.swiftUI.settle()
      results.append("\(action) -> \(app.router.currentLink()?.absoluteString ?? "none")")
      if let seed { #expect(app.swiftUI.drift() == nil, "seed \(seed), \(action)") }
    }
    return results
  }

  @Test(
    "strict SwiftUI: the user's actions and links end as in the default mode, under every seed",
    .serialized,
    arguments: StrictSeeds.all)
  func strictUserActions(seed: UInt64) async throws {
    let rules = StrictSeeds.rules(for: seed)
    let shell = SwiftUINavigator.Shell.tabs(["list1", "list2"])
    let reference = try TestApp(TestRoutes.moreComplex, shell: shell, rules: rules)
    let expected = await play(reference)

    let app = try TestApp(
      TestRoutes.moreComplex, shell: shell, rules: rules, mode: .strict(seed: seed))
    #expect(await play(app, checkingDrift: seed) == expected, "seed \(seed)")
    #expect(app.navigator.state == reference.navigator.state, "seed \(seed)")
    // No link lost or applied twice: the router did the same, step by step.
    #expect(app.log.lines == reference.log.lines, "seed \(seed)")
  }
}
