import Foundation
import StackRouter
import Testing

/// Animation in the `Router`'s plans: by default only the last transition
/// animates, and a link can force it on or off.
@Suite("Router: animation")
@MainActor
struct RouterAnimationTests {
  @Test(
    "a link can force animation on or off; by default only the last transition animates",
    arguments: [
      (AnimationPolicy.lastTransition, [false, false, false, false, true]),
      (AnimationPolicy.always, [true, true, false, true, true]),
      (AnimationPolicy.never, [false, false, false, false, false]),
    ])
  func forcedAnimation(_ policy: AnimationPolicy, _ animated: [Bool]) async throws {
    let app = try TestApp()
    await app.router.open(.url("myapp://list/1/edit", animation: .never))
    let outcome = await app.router.open(
      RouteRequest(.url("myapp://list/2/extra"), animation: policy))
    let plan = try #require(outcome.handledRoute?.plan)
    #expect(plan.steps.map(\.isAnimated) == animated)
    let suffix = { (index: Int) in animated[index] ? ", animated" : "" }
    #expect(
      plan.description == """
        dismiss all modals\(suffix(0))
        pop root stack to 1 screen\(suffix(1))
        reload ListVC list at root stack[0]
        push DetailVC list/:id (id=2) on root stack\(suffix(3))
        push ExtraVC list/:id/extra (id=2) on root stack\(suffix(4))
        """)
    #expect(
      app.navigator.state.description == """
        stack
        ├── ListVC list
        ├── DetailVC list/:id (id=2)
        └── ExtraVC list/:id/extra (id=2)
        """)
  }
}
