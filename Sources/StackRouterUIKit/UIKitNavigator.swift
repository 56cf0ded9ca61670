#if canImport(UIKit) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif
import StackRouter

/// A `Navigator` over a window's view controllers: reads the
/// live hierarchy into a `NavigationState` and carries plans
/// out one step at a time, each waiting for UIKit to finish.
///
/// Supported roots: a `UINavigationController`; a `UITabBarController` of
/// navigation controllers, tabs under More included (UIKit shows a selected
/// tab under More through its `moreNavigationController`, and the navigator
/// reads and changes that tab's stack there); and any view controller that
/// adopts ``RoutingContainer``.
///
/// ```swift
/// let navigator = UIKitNavigator(window: window, tabNames: ["news", "library"], bindings: bindings)
/// let router = try Router(manifest: manifest, navigator: navigator)
/// ```
///
/// The navigator never presents while a presentation is in progress, never
/// pushes an instance already in its stack and never changes a stack hidden
/// under a modal; a step that would is refused with a
/// `NavigationError`. It needs no `UIApplication.shared`, so it
/// works in app extensions.
@MainActor
public final class UIKitNavigator: Navigator {
  /// Creates and reloads screens.
  public var bindings: TargetBindings
  /// The names of a tab bar root's tabs, in the order of its view controllers.
  public let tabNames: [String]
  /// Called with each navigation controller that wraps a modal, before it is
  /// presented: set a popover's anchor or a sheet's detents here.
  public var prepareModal: ((UINavigationController, Screen) -> Void)?

  private let rootProvider: () -> UIViewController?
  /// The screens this navigator created, by controller.
  private var records: [ObjectIdentifier: Record] = [:]
  /// The styles of the modals this navigator presented, by wrapper.
  private var modalStyles: [ObjectIdentifier: ModalRecord] = [:]

  private struct ModalRecord {
    weak var wrapper: UIViewController?
    let style: ModalPresentationStyle
  }

  private struct Record {
    weak var controller: UIViewController?
    var screen: Screen
  }

  /// Creates a navigator over a window's root view controller.
  ///
  /// - Parameters:
  ///   - window: the window; its `rootViewController` is read at every step.
  ///   - tabNames: the tab names, when the root is a tab bar controller.
  ///   - bindings: how screens are created.
  public init(window: UIWindow, tabNames: [String] = [], bindings: TargetBindings) {
    self.bindings = bindings
    self.tabNames = tabNames
    self.rootProvider = { [weak window] in window?.rootViewController }
  }

  /// Creates a navigator over any root view controller.
  public init(
    rootViewController: UIViewController, tabNames: [String] = [], bindings: TargetBindings
  ) {
    self.bindings = bindings
    self.tabNames = tabNames
    self.rootProvider = { [weak rootViewController] in rootViewController }
  }

  /// The root view controller.
  public var rootViewController: UIViewController? { rootProvider() }

  /// Whether a factory is bound to the target.
  public func canShow(target: String) -> Bool {
    bindings.isBound(target)
  }

  // MARK: Reading the hierarchy

  /// The live hierarchy.
  public var state: NavigationState {
    guard let root = rootViewController else { return NavigationState(root: .stack([])) }
    let modals = presentedChain(from: root).map { controller in
      NavigationState.Modal(
        style: presentedStyle(of: controller),
        stack: screens(in: controller))
    }
    switch rootKind(root) {
    case .stack(let navigation):
      return NavigationState(root: .stack(screens(in: navigation)), modals: modals)
    case .tabs(let tabBar):
      let children = tabBar.viewControllers ?? []
      let branches = zip(tabNames, children).map { name, child in
        NavigationState.Branch(
          name: name,
          stack: host(forTab: child, in: tabBar)?.controllers.map(screen(for:))
            ?? screens(in: child))
      }
      // While the More list itself is shown, no named tab is selected: a link
      // that needs a tab then selects it.
      let selected = zip(tabNames, children).first { $0.1 === tabBar.selectedViewController }?.0
      return NavigationState(root: .tabs(branches, selected: selected ?? ""), modals: modals)
    case .container(let container):
      let branches = container.routingBranchNames.map { name in
        NavigationState.Branch(
          name: name,
          stack: container.navigationController(forRoutingBranch: name).map(screens(in:)) ?? [])
      }
      let selected = container.selectedRoutingBranch ?? container.routingBranchNames.first ?? ""
      return NavigationState(root: .container(branches, selected: selected), modals: modals)
    case .other(let controller):
      return NavigationState(root: .stack([screen(for: controller)]), modals: modals)
    }
  }

  /// The controllers showing the stack at `location`, from the bottom.
  public func controllers(at location: NavigationState.StackLocation) -> [UIViewController] {
    host(at: location)?.controllers ?? []
  }

  private enum RootKind {
    case stack(UINavigationController)
    case tabs(UITabBarController)
    case container(any RoutingContainer)
    case other(UIViewController)
  }

  private func rootKind(_ root: UIViewController) -> RootKind {
    if let container = root as? any RoutingContainer { return .container(container) }
    if let tabBar = root as? UITabBarController { return .tabs(tabBar) }
    if let navigation = root as? UINavigationController { return .stack(navigation) }
    return .other(root)
  }

  /// The presented controllers, from the one presented on the root up.
  private func presentedChain(from root: UIViewController) -> [UIViewController] {
    var chain: [UIViewController] = []
    var presenter = root
    while let presented = presenter.presentedViewController, presented !== presenter,
      !chain.contains(where: { $0 === presented })
    {
      chain.append(presented)
      presenter = presented
    }
    return chain
  }

  /// The style the entity asked for, for modals this navigator presented.
  private func presentedStyle(of controller: UIViewController) -> ModalPresentationStyle {
    if let record = modalStyles[ObjectIdentifier(controller)], record.wrapper === controller {
      return record.style
    }
    return ModalPresentationStyle(controller.modalPresentationStyle)
  }

  private func screens(in controller: UIViewController) -> [Screen] {
    if let navigation = controller as? UINavigationController {
      return navigation.viewControllers.map(screen(for:))
    }
    return [screen(for: controller)]
  }

  private func screen(for controller: UIViewController) -> Screen {
    if let record = records[ObjectIdentifier(controller)], record.controller === controller {
      return record.screen
    }
    return Screen(target: String(describing: type(of: controller)))
  }

  /// Where a stack's controllers live: a navigation controller, above the
  /// `offset` controllers that are not part of the stack.
  @MainActor
  private struct StackHost {
    let navigation: UINavigationController
    /// 1 for a tab under More, whose stack UIKit shows above the More list.
    let offset: Int

    var controllers: [UIViewController] { Array(navigation.viewControllers.dropFirst(offset)) }
  }

  /// The host of the stack at `location`.
  private func host(at location: NavigationState.StackLocation) -> StackHost? {
    guard let root = rootViewController else { return nil }
    switch (location, rootKind(root)) {
    case (.root, .stack(let navigation)):
      return StackHost(navigation: navigation, offset: 0)
    case (.branch(let name), .tabs(let tabBar)):
      guard let index = tabNames.firstIndex(of: name), let children = tabBar.viewControllers,
        children.indices.contains(index)
      else { return nil }
      return host(forTab: children[index], in: tabBar)
    case (.branch(let name), .container(let container)):
      return container.navigationController(forRoutingBranch: name).map {
        StackHost(navigation: $0, offset: 0)
      }
    case (.modal(let depth), _):
      let chain = presentedChain(from: root)
      guard chain.indices.contains(depth), let navigation = chain[depth] as? UINavigationController
      else { return nil }
      return StackHost(navigation: navigation, offset: 0)
    default:
      return nil
    }
  }

  /// A tab's stack. A navigation controller under More (past the fourth of
  /// more than five tabs) that is selected lends its controllers to the More
  /// navigation controller, which shows them above the More list.
  private func host(forTab child: UIViewController, in tabBar: UITabBarController) -> StackHost? {
    guard let navigation = child as? UINavigationController else { return nil }
    let children = tabBar.viewControllers ?? []
    let isUnderMore =
      children.count > Self.tabsBesideMore + 1
      && (children.firstIndex { $0 === child } ?? 0) >= Self.tabsBesideMore
    if isUnderMore, tabBar.selectedViewController === child {
      return StackHost(navigation: tabBar.moreNavigationController, offset: 1)
    }
    return StackHost(navigation: navigation, offset: 0)
  }

  /// How many tabs a tab bar shows beside More when it has too many.
  private static let tabsBesideMore = 4

  // MARK: Performing steps

  /// Performs one step and returns when UIKit has finished it.
  public func perform(_ step: NavigationStep, for link: AppLink) async throws(NavigationError) {
    func fail(_ reason: String) -> NavigationError { NavigationError(step: step, reason: reason) }
    guard let root = rootViewController else { throw fail("there is no root view controller") }
    switch step {
    case .dismiss(let depth, let animated):
      await waitUntilIdle()
      let chain = presentedChain(from: root)
      // The modals may already be gone (the user swiped one away): nothing
      // to do. Never call dismiss on a presenter that presents nothing, as
      // UIKit would then dismiss the presenter itself.
      guard depth >= 0, depth < chain.count else { return }
      let presenter = depth == 0 ? root : chain[depth - 1]
      guard await dismiss(chain[depth], from: presenter, animated: animated) else {
        throw fail("UIKit refused the dismissal")
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
      await waitForTransition(of: host.navigation, animated: animated)

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
      await waitForTransition(of: host.navigation, animated: animated)

    case .push(let screen, let location, let animated):
      let host = try await visibleHost(at: location, for: step)
      let (controller, target) = try makeController(for: screen, link: link, step: step)
      guard !host.navigation.viewControllers.contains(where: { $0 === controller }) else {
        throw fail("the controller for \(screen.target) is already in the stack")
      }
      install(controller, target: target, as: screen, link: link)
      host.navigation.pushViewController(controller, animated: animated)
      await waitForTransition(of: host.navigation, animated: animated)

    case .present(let screen, let style, let animated):
      // UIKit raises when a popover has no anchor; only the app can give one.
      guard style != .popover || prepareModal != nil else {
        throw fail("a popover needs an anchor: set prepareModal to give it a source view")
      }
      await waitUntilIdle()
      let presenter = presentedChain(from: root).last ?? root
      guard presenter.presentedViewController == nil else {
        throw fail("a presentation is in progress")
      }
      let (controller, target) = try makeController(for: screen, link: link, step: step)
      install(controller, target: target, as: screen, link: link)
      let wrapper = UINavigationController(rootViewController: controller)
      wrapper.modalPresentationStyle = style.uiModalPresentationStyle
      prepareModal?(wrapper, screen)
      modalStyles[ObjectIdentifier(wrapper)] = ModalRecord(wrapper: wrapper, style: style)
      guard await present(wrapper, on: presenter, animated: animated) else {
        throw fail("UIKit refused the presentation")
      }

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
    await waitUntilIdle()
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

  // MARK: Waiting for UIKit

  /// Presents and returns `true` when the presentation finishes, or `false`
  /// at once when UIKit refuses it (its completion then never runs).
  private func present(
    _ controller: UIViewController, on presenter: UIViewController, animated: Bool
  ) async -> Bool {
    await withCheckedContinuation { continuation in
      let once = ResumeOnce(continuation)
      presenter.present(controller, animated: animated) { once.resume(true) }
      if presenter.presentedViewController !== controller { once.resume(false) }
    }
  }

  /// Returns when a push, pop or stack change has finished: at once when it
  /// was not animated (UIKit then applies it at once), otherwise when its
  /// transition coordinator completes.
  private func waitForTransition(of navigation: UINavigationController, animated: Bool) async {
    if animated { await waitUntilIdle(navigation) }
  }

  /// Dismisses the modals above `presenter` and returns `true` when the
  /// dismissal finishes, or `false` at once when UIKit refuses it (its
  /// completion then never runs).
  private func dismiss(
    _ presented: UIViewController, from presenter: UIViewController, animated: Bool
  ) async -> Bool {
    await withCheckedContinuation { continuation in
      let once = ResumeOnce(continuation)
      presenter.dismiss(animated: animated) { once.resume(true) }
      if presenter.presentedViewController === presented, !presented.isBeingDismissed {
        once.resume(false)
      }
    }
  }

  /// Returns when no transition is running on `controller`; `false` when its
  /// coordinator would not queue a completion (the transition is ending).
  ///
  /// UIKit may still run the completion after refusing to queue it, so the
  /// continuation is resumed once, whichever comes first.
  @discardableResult
  private func waitUntilIdle(_ controller: UIViewController) async -> Bool {
    guard let coordinator = controller.transitionCoordinator else { return true }
    return await withCheckedContinuation { continuation in
      let once = ResumeOnce(continuation)
      let queued = coordinator.animate(alongsideTransition: nil) { _ in once.resume(true) }
      if !queued { once.resume(false) }
    }
  }

  /// Returns once no transition runs anywhere in the hierarchy: neither a
  /// presentation or dismissal nor a push, pop or stack change the app
  /// started itself. Transitions that finish may start others, so it looks
  /// again until everything is still.
  public func waitUntilIdle() async {
    // A coordinator that will not queue a completion belongs to a transition
    // that is ending: give UIKit a few turns to clear it rather than spin.
    var endingTurns = 0
    while let busy = busyController(), endingTurns < Self.endingTransitionTurns {
      if await !waitUntilIdle(busy) {
        endingTurns += 1
        await Task.yield()
      }
    }
  }

  /// How many main-actor turns an ending transition gets before the
  /// navigator goes on without waiting for it.
  private static let endingTransitionTurns = 20

  /// A controller with a transition in flight, if any.
  private func busyController() -> UIViewController? {
    guard let root = rootViewController else { return nil }
    var controllers = [root] + presentedChain(from: root)
    if let tabBar = root as? UITabBarController {
      controllers += (tabBar.viewControllers ?? []) + [tabBar.moreNavigationController]
    }
    if let container = root as? any RoutingContainer {
      controllers += container.routingBranchNames.compactMap {
        container.navigationController(forRoutingBranch: $0)
      }
    }
    return controllers.first { $0.transitionCoordinator != nil }
  }
}

/// Resumes a continuation the first time only: UIKit may call a completion
/// after its method already reported, through its return value, that it
/// would not.
@MainActor
private final class ResumeOnce<Value: Sendable> {
  private var continuation: CheckedContinuation<Value, Never>?

  init(_ continuation: CheckedContinuation<Value, Never>) {
    self.continuation = continuation
  }

  func resume(_ value: Value) {
    continuation?.resume(returning: value)
    continuation = nil
  }
}

#endif
