#if os(Linux)
import Foundation
import StackRouter
import StackRouterUIKit
import Testing
@_spi(Testing) import UIKitStandIn

/// A screen that lives in a storyboard: UIKit creates it with `init?(coder:)`.
private final class StoryboardDetailViewController: UIViewController, RoutableTarget {
  private(set) var itemIDs: [String] = []
  private(set) var createdByCreator = false

  convenience init?(coder: NSCoder, fromCreator: Bool) {
    self.init(coder: coder)
    createdByCreator = fromCreator
  }

  static func make(for link: AppLink, parameters: LinkParameters) -> Self {
    Self(nibName: nil, bundle: nil)
  }

  func reload(with link: AppLink, parameters: LinkParameters) {
    itemIDs.append(parameters["itemID"] ?? "")
  }
}

/// A screen type an app binds, whose storyboard scene names a subclass.
private class StoryboardArticleViewController: UIViewController, RoutableTarget {
  required override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  static func make(for link: AppLink, parameters: LinkParameters) -> Self {
    Self(nibName: nil, bundle: nil)
  }

  func reload(with link: AppLink, parameters: LinkParameters) {}
}

/// The class the storyboard scene names.
private final class StoryboardFeatureArticleViewController: StoryboardArticleViewController {}

@Suite("Storyboard bindings", .isolatedStandIn, .timeLimit(.minutes(10)))
@MainActor
struct TargetBindingsStoryboardTests {
  private func router(_ bindings: TargetBindings) throws -> (Router, UINavigationController) {
    var registrar = Registrar()
    registrar.accept(scheme: "app")
    registrar.register("items/:itemID<StoryboardDetailViewController>")
    let navigation = UINavigationController(nibName: nil, bundle: nil)
    let navigator = UIKitNavigator(rootViewController: navigation, bindings: bindings)
    return (try Router(table: try registrar.makeTable(), navigator: navigator), navigation)
  }

  @Test("a target bound to a storyboard scene is instantiated from it and receives the link")
  func storyboardScene() async throws {
    UIStoryboard.register(
      StoryboardDetailViewController.self, identifier: "StoryboardDetailViewController",
      inStoryboardNamed: "Main")
    var bindings = TargetBindings()
    bindings.bind(
      StoryboardDetailViewController.self, storyboard: UIStoryboard(name: "Main", bundle: nil))
    let (router, navigation) = try router(bindings)

    let outcome = await router.open(.url("app://items/7", animation: .never))

    #expect(outcome.name == "handled")
    let screen = try #require(navigation.viewControllers.last as? StoryboardDetailViewController)
    #expect(screen.itemIDs == ["7"])
    #expect(!screen.createdByCreator)
    #expect(UIKitStandIn.violations.isEmpty)
  }

  @Test("a creator block initializes the scene, as UIKit's does")
  func creator() async throws {
    UIStoryboard.register(
      StoryboardDetailViewController.self, identifier: "detail", inStoryboardNamed: "Items")
    var bindings = TargetBindings()
    bindings.bind(
      StoryboardDetailViewController.self, storyboard: UIStoryboard(name: "Items", bundle: nil),
      identifier: "detail"
    ) { coder in StoryboardDetailViewController(coder: coder, fromCreator: true) }
    let (router, navigation) = try router(bindings)

    _ = await router.open(.url("app://items/8", animation: .never))

    let screen = try #require(navigation.viewControllers.last as? StoryboardDetailViewController)
    #expect(screen.createdByCreator)
    #expect(screen.itemIDs == ["8"])
    #expect(UIKitStandIn.violations.isEmpty)
  }

  @Test("a creator that returns nil gets the scene's own class, as UIKit makes it")
  func creatorReturningNil() async throws {
    UIStoryboard.register(
      StoryboardFeatureArticleViewController.self, identifier: "article", inStoryboardNamed: "News")
    var bindings = TargetBindings()
    bindings.bind(
      StoryboardArticleViewController.self, storyboard: UIStoryboard(name: "News", bundle: nil),
      identifier: "article"
    ) { _ in nil }
    var registrar = Registrar()
    registrar.accept(scheme: "app")
    registrar.register("articles/:id<StoryboardArticleViewController>")
    let navigation = UINavigationController(nibName: nil, bundle: nil)
    let router = try Router(
      table: try registrar.makeTable(),
      navigator: UIKitNavigator(rootViewController: navigation, bindings: bindings))

    let outcome = await router.open(.url("app://articles/3", animation: .never))

    #expect(outcome.name == "handled")
    #expect(navigation.viewControllers.last is StoryboardFeatureArticleViewController)
    #expect(UIKitStandIn.violations.isEmpty)
  }

  @Test("a Storyboard ID the storyboard lacks is what UIKit raises on")
  func missingScene() {
    let storyboard = UIStoryboard(name: "Empty", bundle: nil)
    _ = storyboard.instantiateViewController(withIdentifier: "nothing")
    #expect(
      UIKitStandIn.violations == [
        "Storyboard (<UIStoryboard: Empty>) doesn't contain a view controller with identifier 'nothing'"
      ])
  }
}

#endif
