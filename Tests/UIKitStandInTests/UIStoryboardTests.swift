#if os(Linux)
import Foundation
import Testing
@_spi(Testing) import UIKitStandIn

/// A screen a storyboard scene is made of.
private class DetailScreen: UIViewController {
  private(set) var madeByCreator = false

  convenience init?(coder: NSCoder, byCreator: Bool) {
    self.init(coder: coder)
    madeByCreator = byCreator
  }
}

/// The class a storyboard scene names: a subclass of what the app asks for.
private final class SpecialDetailScreen: DetailScreen {}

@Suite("Storyboards", .isolatedStandIn)
@MainActor
struct UIStoryboardTests {
  @Test("a creator that returns nil gets the scene's own class, made with init(coder:)")
  func creatorReturningNil() {
    UIStoryboard.register(SpecialDetailScreen.self, identifier: "detail", inStoryboardNamed: "A")
    let storyboard = UIStoryboard(name: "A", bundle: nil)

    let made: DetailScreen = storyboard.instantiateViewController(identifier: "detail") { _ in nil }
    let plain: DetailScreen = storyboard.instantiateViewController(identifier: "detail")

    #expect(made is SpecialDetailScreen)
    #expect(plain is SpecialDetailScreen)
    #expect(!made.madeByCreator)
    #expect(UIKitStandIn.violations.isEmpty)
  }

  @Test("a creator's controller is used when it is a kind of the scene's class")
  func creatorReturningSubclass() {
    UIStoryboard.register(DetailScreen.self, identifier: "detail", inStoryboardNamed: "B")
    let storyboard = UIStoryboard(name: "B", bundle: nil)

    let made = storyboard.instantiateViewController(identifier: "detail") {
      coder -> DetailScreen? in SpecialDetailScreen(coder: coder, byCreator: true)
    }

    #expect(made is SpecialDetailScreen)
    #expect(made.madeByCreator)
    #expect(UIKitStandIn.violations.isEmpty)
  }

  @Test("a creator's controller of another class is UIKit's exception")
  func creatorReturningForeignClass() {
    UIStoryboard.register(SpecialDetailScreen.self, identifier: "detail", inStoryboardNamed: "C")
    let storyboard = UIStoryboard(name: "C", bundle: nil)

    let _: DetailScreen = storyboard.instantiateViewController(identifier: "detail") { coder in
      DetailScreen(coder: coder, byCreator: true)
    }

    #expect(
      UIKitStandIn.violations == [
        "Custom instantiated <DetailScreen> must be kind of class SpecialDetailScreen"
      ])
  }
}

#endif
