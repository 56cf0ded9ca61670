#if canImport(UIKit) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif
import StackRouter

/// Performing steps: each is checked against what UIKit would refuse before
/// UIKit is called, then waited for.
extension UIKitNavigator {
  /// Performs one step and returns when UIKit has finished it.
  public func perform(_ step: NavigationStep, for link: AppLink) async throws(NavigationError) {
    func fail(_ reason: String) -> NavigationError { NavigationError(step: step, reason: reason) }
    guard let root = rootViewController else { throw fail("there is no root view controller") }
    // A hidden window is not in the window hierarchy: UIKit would refuse to
    // present, and nothing else would show. Checked before every step, so a
    // plan is not half applied.
    if let window, window.isHidden {
      throw fail(
        "the window is still hidden; call makeKeyAndVisible() before opening links "
          + "(waited \(timeout))")
    }
    switch step {
    case .dismiss(let depth, let animated):
      try await idle(for: step)
      let chain = presentedChain(from: root)
      // The modals may already be gone (the user swiped one away): nothing
      // to do. Never call dismiss on a presenter that presents nothing, as
      // UIKit would then dismiss the presenter itself.
      guard depth >= 0, depth < chain.count else { return }
      let presenter = depth == 0 ? root : chain[depth - 1]
      if await dismiss(from: presenter, animated: animated) == .timedOut {
        let observed =
          presenter.presentedViewController == nil
          ? "the modal is gone, but UIKit has not called the completion"
          : "\(type(of: chain[depth])) is still presented"
        throw fail("UIKit did not finish the dismissal within \(timeout): \(observed)")
      }

    case .select(let name):
      guard presentedChain(from: root).isEmpty else { throw fail("a modal covers the root") }
      switch rootKind(root) {
      case .tabs(let tabBar):
        guard let index = tabNames.firstIndex(of: name), let children = tabBar.viewControllers,
          children.indices.contains(index)
        else { throw fail("the tab bar has no tab named '\(name)'") }
        tabBar.selectedViewController = children[index]
      case .container(let container):
        guard await container.selectRoutingBranch(name, animated: false) else {
          throw fail("the container cannot show '\(name)'")
        }
      default:
        throw fail("the root has no tabs")
      }

    case .popTo(let count, let location, let animated):
      let host = try await visibleHost(at: location, for: step)
      let stack = host.controllers
      guard count >= 1, count <= stack.count else {
        throw fail("the stack has \(stack.count) screens")
      }
      host.navigation.popToViewController(stack[count - 1], animated: animated)
      try await finishStackChange(of: host.navigation, animated: animated, for: step)

    case .setStack(let screens, let location, let animated):
      let host = try await visibleHost(at: location, for: step)
      var made: [(controller: UIViewController, target: any RoutableTarget, screen: Screen)] = []
      for screen in screens {
        let (controller, target) = try makeController(for: screen, link: link, step: step)
        guard !made.contains(where: { $0.controller === controller }) else {
          throw fail(
            "the factory for \(screen.target) returned a controller already in the new stack")
        }
        made.append((controller, target, screen))
      }
      for entry in made {
        install(entry.controller, target: entry.target, as: entry.screen, link: link)
      }
      let below = Array(host.navigation.viewControllers.prefix(host.offset))
      host.navigation.setViewControllers(below + made.map(\.controller), animated: animated)
      try await finishStackChange(of: host.navigation, animated: animated, for: step)

    case .push(let screen, let location, let animated):
      let host = try await visibleHost(at: location, for: step)
      let (controller, target) = try makeController(for: screen, link: link, step: step)
      guard !host.navigation.viewControllers.contains(where: { $0 === controller }) else {
        throw fail("the controller for \(screen.target) is already in the stack")
      }
      install(controller, target: target, as: screen, link: link)
      host.navigation.pushViewController(controller, animated: animated)
      try await finishStackChange(of: host.navigation, animated: animated, for: step)

    case .present(let screen, let style, let animated):
      // UIKit raises when a popover has no anchor; only the app can give one.
      guard style != .popover || prepareModal != nil else {
        throw fail("a popover needs an anchor: set prepareModal to give it a source view")
      }
      try await idle(for: step)
      try await presentModal(screen, style: style, animated: animated, link: link, step: step)

    case .reload(let screen, let location, let index):
      guard let stack = host(at: location)?.controllers, stack.indices.contains(index) else {
        throw fail("there is no screen \(index) in the \(location)")
      }
      let controller = stack[index]
      guard let target = controller as? any RoutableTarget,
        self.screen(for: controller).isSameScreen(as: screen)
      else {
        throw fail("the controller there does not show \(screen.target)")
      }
      records[ObjectIdentifier(controller)] = Record(controller: controller, screen: screen)
      bindings.deliver(link, parameters: screen.parameters, to: target)
    }
  }

  /// The host of the stack at `location`, which must be on screen: not
  /// under a modal, and in the selected tab or child.
  private func visibleHost(
    at location: NavigationState.StackLocation, for step: NavigationStep
  ) async throws(NavigationError) -> StackHost {
    try await idle(for: step)
    guard let host = host(at: location) else {
      throw NavigationError(
        step: step, reason: "there is no navigation controller at the \(location)")
    }
    guard location == state.topLocation else {
      throw NavigationError(
        step: step, reason: "the \(location) is hidden; UIKit would not show the change")
    }
    return host
  }

  /// Waits for a push, pop or stack change to finish; one still animating at
  /// the deadline fails the step.
  private func finishStackChange(
    of navigation: UINavigationController, animated: Bool, for step: NavigationStep
  ) async throws(NavigationError) {
    if await waitForTransition(of: navigation, animated: animated) == .timedOut {
      throw NavigationError(
        step: step,
        reason: "UIKit did not finish the change within \(timeout): its transition is still running"
      )
    }
  }

  /// Presents a screen wrapped in the app's navigation controller, over the
  /// top of the presented chain, and returns when UIKit calls the
  /// completion. Refusals Apple's console reports are checked before the
  /// call: UIKit presents one controller at a time, and only from a
  /// controller in a window.
  private func presentModal(
    _ screen: Screen, style: ModalPresentationStyle, animated: Bool, link: AppLink,
    step: NavigationStep
  ) async throws(NavigationError) {
    func fail(_ reason: String) -> NavigationError { NavigationError(step: step, reason: reason) }
    guard let root = rootViewController else { throw fail("there is no root view controller") }
    let presenter = presentedChain(from: root).last ?? root
    guard presenter.presentedViewController == nil else {
      throw fail("a presentation is in progress")
    }
    guard presenter.view.window != nil else {
      throw fail("\(type(of: presenter)) is not in a window; UIKit would not present from it")
    }
    let (controller, target) = try makeController(for: screen, link: link, step: step)
    let wrapper = makeNavigationController(controller, screen)
    guard wrapper.viewControllers.count == 1, wrapper.viewControllers.first === controller else {
      throw fail(
        "makeNavigationController returned a navigation controller that does not hold "
          + "\(screen.target) alone")
    }
    install(controller, target: target, as: screen, link: link)
    wrapper.modalPresentationStyle = style.uiModalPresentationStyle
    prepareModal?(wrapper, screen)
    modalStyles[ObjectIdentifier(wrapper)] = ModalRecord(wrapper: wrapper, style: style)
    if await present(wrapper, on: presenter, animated: animated) == .timedOut {
      let observed =
        presenter.presentedViewController === wrapper
        ? "the modal is shown, but UIKit has not called the completion"
        : "nothing is presented"
      throw fail("UIKit did not finish the presentation within \(timeout): \(observed)")
    }
  }

  /// Creates the controller for a screen; it is not recorded and has not
  /// received the link until ``install(_:target:as:link:)``, so a refused
  /// step leaves no trace.
  private func makeController(
    for screen: Screen, link: AppLink, step: NavigationStep
  ) throws(NavigationError) -> (UIViewController, any RoutableTarget) {
    guard let target = bindings.make(screen, for: link) else {
      throw NavigationError(step: step, reason: "nothing is bound to the target '\(screen.target)'")
    }
    guard let controller = target as? UIViewController else {
      throw NavigationError(
        step: step, reason: "the target '\(screen.target)' is not a UIViewController")
    }
    // UIKit raises when a navigation or tab bar controller is pushed or
    // wrapped in a navigation controller.
    guard !(controller is UINavigationController), !(controller is UITabBarController) else {
      throw NavigationError(
        step: step,
        reason: "the target '\(screen.target)' is a container; a screen cannot be pushed or wrapped"
      )
    }
    return (controller, target)
  }

  /// Records which screen a new controller shows and delivers the link to it.
  private func install(
    _ controller: UIViewController, target: any RoutableTarget, as screen: Screen, link: AppLink
  ) {
    records[ObjectIdentifier(controller)] = Record(controller: controller, screen: screen)
    bindings.deliver(link, parameters: screen.parameters, to: target)
  }
}

#endif
