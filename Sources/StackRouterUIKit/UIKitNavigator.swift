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
/// `NavigationError`. It waits for UIKit to finish each transition, and for
/// a window that is still hidden to be shown, for at most ``timeout``. It
/// needs no `UIApplication.shared`, so it works in app extensions.
@MainActor
public final class UIKitNavigator: Navigator {
  /// Creates and reloads screens.
  public var bindings: TargetBindings
  /// The names of a tab bar root's tabs, in the order of its view controllers.
  public let tabNames: [String]
  /// Called with each navigation controller that wraps a modal, before it is
  /// presented: set a popover's anchor or a sheet's detents here.
  public var prepareModal: ((UINavigationController, Screen) -> Void)?
  /// How long the navigator waits for UIKit before it gives up: for a
  /// transition to finish (its own, or one the app started) and for a window
  /// that is still hidden to be shown. Five seconds by default, far longer
  /// than any system animation. A link that would wait longer, behind an
  /// interactive transition a user holds or a transition that never ends,
  /// fails with a reason instead of waiting for ever.
  public var timeout: Duration = .seconds(5)

  private let rootProvider: () -> UIViewController?
  /// The window given at creation; otherwise the root's view's window is used.
  private weak var givenWindow: UIWindow?
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
    self.givenWindow = window
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

  /// The window showing the root view controller, if it is in one.
  var window: UIWindow? { givenWindow ?? rootViewController?.viewIfLoaded?.window }

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
      // A tab a user picked from the More list reads as selected although the
      // tab bar may answer with the More navigation controller. While the
      // More list itself is shown, no named tab is selected: a link that needs
      // a tab then selects it.
      let selected =
        children.firstIndex { $0 === tabBar.selectedViewController }
        ?? children.firstIndex { moreHost(lentBy: $0, in: tabBar) != nil }
      let selectedName = selected.flatMap { tabNames.indices.contains($0) ? tabNames[$0] : nil }
      return NavigationState(root: .tabs(branches, selected: selectedName ?? ""), modals: modals)
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
  func presentedChain(from root: UIViewController) -> [UIViewController] {
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

  /// A tab's stack: its navigation controller's, or the More navigation
  /// controller's while the tab is shown through More.
  private func host(forTab child: UIViewController, in tabBar: UITabBarController) -> StackHost? {
    guard let navigation = child as? UINavigationController else { return nil }
    return moreHost(lentBy: navigation, in: tabBar) ?? StackHost(navigation: navigation, offset: 0)
  }

  /// The More navigation controller, while it shows the stack of `child`.
  ///
  /// A navigation controller under More that is shown (picked from the More
  /// list, or selected in code) lends UIKit its stack: UIKit empties it, takes
  /// it from the tab bar controller (its `parent` is `nil`) and shows its
  /// controllers above the More list, giving them back when another tab or
  /// the list is shown.
  private func moreHost(lentBy child: UIViewController, in tabBar: UITabBarController)
    -> StackHost?
  {
    guard let navigation = child as? UINavigationController, navigation.parent == nil,
      navigation.viewControllers.isEmpty, isUnderMore(navigation, in: tabBar)
    else { return nil }
    // Reading moreNavigationController creates it; a tab under More means it exists.
    let more = tabBar.moreNavigationController
    guard more.viewControllers.count > 1 else { return nil }
    return StackHost(navigation: more, offset: 1)
  }

  /// Whether a tab sits under More: its item is not on the tab bar. How many
  /// tabs fit depends on the device (an iPad shows more than an iPhone), so
  /// the bar's items say, not a count.
  private func isUnderMore(_ child: UIViewController, in tabBar: UITabBarController) -> Bool {
    guard let items = tabBar.tabBar.items, let item = child.tabBarItem else { return false }
    return !items.contains { $0 === item }
  }

  /// The tab bar's More navigation controller, if it has more tabs than fit.
  /// Reading `moreNavigationController` creates it, so it is read only then.
  func moreNavigationControllerIfAny(in tabBar: UITabBarController) -> UINavigationController? {
    let children = tabBar.viewControllers ?? []
    guard children.contains(where: { isUnderMore($0, in: tabBar) }) else { return nil }
    return tabBar.moreNavigationController
  }

  // MARK: Performing steps

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
      await waitUntilIdle()
      let chain = presentedChain(from: root)
      // The modals may already be gone (the user swiped one away): nothing
      // to do. Never call dismiss on a presenter that presents nothing, as
      // UIKit would then dismiss the presenter itself.
      guard depth >= 0, depth < chain.count else { return }
      let presenter = depth == 0 ? root : chain[depth - 1]
      switch await dismiss(chain[depth], from: presenter, animated: animated) {
      case .finished: break
      case .refused: throw fail("UIKit refused the dismissal")
      case .timedOut: throw fail("UIKit did not finish the dismissal within \(timeout)")
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
      switch await present(wrapper, on: presenter, animated: animated) {
      case .finished: break
      case .refused: throw fail("UIKit refused the presentation")
      case .timedOut: throw fail("UIKit did not finish the presentation within \(timeout)")
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

  /// Waits for a push, pop or stack change to finish; one still animating at
  /// the deadline fails the step.
  private func finishStackChange(
    of navigation: UINavigationController, animated: Bool, for step: NavigationStep
  ) async throws(NavigationError) {
    if await waitForTransition(of: navigation, animated: animated) == .timedOut {
      throw NavigationError(step: step, reason: "UIKit did not finish the change within \(timeout)")
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
