#if canImport(UIKit) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif
import StackRouter

/// Reading the hierarchy: the live controllers as a `NavigationState`, and
/// where each stack's controllers live.
extension UIKitNavigator {
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

  enum RootKind {
    case stack(UINavigationController)
    case tabs(UITabBarController)
    case container(any RoutingContainer)
    case other(UIViewController)
  }

  func rootKind(_ root: UIViewController) -> RootKind {
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

  func screen(for controller: UIViewController) -> Screen {
    if let record = records[ObjectIdentifier(controller)], record.controller === controller {
      return record.screen
    }
    return Screen(target: String(describing: type(of: controller)))
  }

  /// Where a stack's controllers live: a navigation controller, above the
  /// `offset` controllers that are not part of the stack.
  @MainActor
  struct StackHost {
    let navigation: UINavigationController
    /// 1 for a tab under More, whose stack UIKit shows above the More list.
    let offset: Int

    var controllers: [UIViewController] { Array(navigation.viewControllers.dropFirst(offset)) }
  }

  /// The host of the stack at `location`.
  func host(at location: NavigationState.StackLocation) -> StackHost? {
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
  /// Apple documents that any tab, those under More included, can be
  /// selected through `selectedViewController`, and that the More navigation
  /// controller shows the tabs that do not fit. How it shows a navigation
  /// controller's stack is assumed (<doc:UIKitBehaviour>, "Tab bar"): the
  /// tab's navigation controller lends it, emptied and taken from the tab bar
  /// controller (its `parent` is `nil`), and its controllers sit above the
  /// More list until another tab or the list is shown. A tab that does not
  /// look lent is read and changed through its own navigation controller, so
  /// a tab bar that shows the tab directly (a wider bar, or a UIKit that does
  /// not lend) works the same.
  private func moreHost(lentBy child: UIViewController, in tabBar: UITabBarController)
    -> StackHost?
  {
    guard let navigation = child as? UINavigationController, navigation.parent == nil,
      navigation.viewControllers.isEmpty
    else { return nil }
    let more = tabBar.moreNavigationController
    guard more.viewControllers.count > 1 else { return nil }
    return StackHost(navigation: more, offset: 1)
  }

  /// The tab bar's More navigation controller, while one of its tabs lends
  /// it a stack. Reading `moreNavigationController` creates it, so it is
  /// read only then.
  func lendingMoreNavigationController(in tabBar: UITabBarController) -> UINavigationController? {
    let children = tabBar.viewControllers ?? []
    guard children.contains(where: { moreHost(lentBy: $0, in: tabBar) != nil }) else { return nil }
    return tabBar.moreNavigationController
  }
}

#endif
