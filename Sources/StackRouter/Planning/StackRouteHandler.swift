/// The default ``RouteHandler``: rebuilds the whole chain of a link's
/// entity so that Back goes where a user expects.
///
/// From the navigator's state and the link's chain (root entity, ...,
/// target) it plans:
/// 1. dismiss the modals that are not part of the chain;
/// 2. select the tab or container child that holds the chain's root;
/// 3. keep the longest prefix of that stack whose screens already are the
///    chain's (same entity, same route parameters) and reload them with the
///    link; pop the rest and push what is missing; replace a stack whose
///    bottom screen is wrong;
/// 4. present each modal entity wrapped in a stack of its own, and push the
///    entities that follow it inside that modal;
/// 5. animate as the ``AnimationPolicy`` says (by default only the last
///    transition).
///
/// A chain whose root is presented over the top keeps the modals already
/// shown. Opening the same link twice plans only reloads.
public struct StackRouteHandler: RouteHandler {
  /// Creates the handler.
  public init() {}

  /// The plan for `link` from `state`.
  public func plan(
    for link: AppLink, in state: NavigationState, animation: AnimationPolicy
  ) throws(PlanningError) -> NavigationPlan {
    let layout = ChainLayout(link: link)
    var builder = StepBuilder(state: state)
    if layout.isPresentedOverTop {
      builder.planModals(layout.modals, above: builder.anchor(for: layout.modals))
    } else {
      let location = try location(
        for: (link.chainEntities.first ?? link.entity).placement, in: state)
      builder.planBase(layout.base, at: location, then: layout.modals)
    }
    return NavigationPlan(steps: animation.apply(to: builder.steps))
  }

  private func location(
    for placement: RoutePlacement, in state: NavigationState
  ) throws(PlanningError) -> NavigationState.StackLocation {
    switch placement {
    case .tab(let name):
      guard state.branchNames.contains(name) else {
        let known =
          state.branchNames.isEmpty
          ? "the app has no tabs" : "the tabs are " + state.branchNames.joined(separator: ", ")
        throw PlanningError("the route is placed in tab '\(name)', but \(known)")
      }
      return .branch(name)
    case .rootStack, .overTop:
      return state.visibleRootLocation
    }
  }
}

/// A link's chain split into the part pushed on a root stack and the modals
/// that follow, each with the screens pushed inside it.
private struct ChainLayout {
  struct ModalGroup {
    let style: ModalPresentationStyle
    var screens: [Screen]
  }

  var base: [Screen] = []
  var modals: [ModalGroup] = []

  init(link: AppLink) {
    base.reserveCapacity(link.chainEntities.count)
    for entity in link.chainEntities {
      let screen = Screen(entity: entity, link: link)
      if case .modal(let style) = entity.presentation {
        modals.append(ModalGroup(style: style, screens: [screen]))
      } else if modals.isEmpty {
        base.append(screen)
      } else {
        modals[modals.count - 1].screens.append(screen)
      }
    }
  }

  var isPresentedOverTop: Bool { base.isEmpty }
}

/// Accumulates steps while tracking the depth of the modal chain.
private struct StepBuilder {
  let state: NavigationState
  var steps: [NavigationStep] = []

  init(state: NavigationState) {
    self.state = state
  }

  /// Plans a chain whose root goes in the stack at `location`.
  mutating func planBase(
    _ base: [Screen], at location: NavigationState.StackLocation,
    then modals: [ChainLayout.ModalGroup]
  ) {
    let current = state.stack(at: location) ?? []
    let isSelected = location == state.visibleRootLocation
    if isSelected, Self.isSame(current, base) {
      planModals(modals, above: 0) { builder in
        builder.reload(current: current, with: base, at: location)
      }
      return
    }
    if !state.modals.isEmpty { steps.append(.dismiss(toDepth: 0, animated: false)) }
    if !isSelected, case .branch(let name) = location { steps.append(.select(name)) }
    planStack(current: current, desired: base, at: location)
    present(modals[...], startingAt: 0)
  }

  /// The depth above which a chain presented over the top goes: the top-most
  /// modal that already shows its first screen, or above every modal.
  func anchor(for modals: [ChainLayout.ModalGroup]) -> Int {
    guard let first = modals.first?.screens.first else { return state.modals.count }
    return state.modals.lastIndex { $0.stack.first?.isSameScreen(as: first) == true }
      ?? state.modals.count
  }

  /// Plans the modal groups on top of the modals below `anchor`, keeping the
  /// existing modals that already are the chain's. `afterDismissal` adds the
  /// steps for screens below the modals once the extra modals are gone.
  mutating func planModals(
    _ groups: [ChainLayout.ModalGroup], above anchor: Int,
    afterDismissal: (inout StepBuilder) -> Void = { _ in }
  ) {
    let existing = Array(state.modals[anchor...])
    var kept = 0
    while kept < groups.count, kept < existing.count,
      Self.isSame(existing[kept].stack, groups[kept].screens)
    {
      kept += 1
    }
    let adjusts =
      kept < groups.count && kept < existing.count
      && existing[kept].stack.first?.isSameScreen(as: groups[kept].screens[0]) == true
    let keepDepth = anchor + kept + (adjusts ? 1 : 0)
    if state.modals.count > keepDepth {
      steps.append(.dismiss(toDepth: keepDepth, animated: false))
    }
    afterDismissal(&self)
    for index in 0..<kept {
      reload(
        current: existing[index].stack, with: groups[index].screens, at: .modal(anchor + index))
    }
    if adjusts {
      planStack(
        current: existing[kept].stack, desired: groups[kept].screens, at: .modal(anchor + kept))
    }
    let next = kept + (adjusts ? 1 : 0)
    present(groups[next...], startingAt: anchor + next)
  }

  /// Keeps the longest correct prefix of a stack, reloads it, pops the rest
  /// and pushes what is missing; replaces a stack whose bottom is wrong.
  mutating func planStack(
    current: [Screen], desired: [Screen], at location: NavigationState.StackLocation
  ) {
    let prefix = zip(current, desired).prefix { $0.isSameScreen(as: $1) }.count
    guard prefix > 0 else {
      steps.append(.setStack(desired, in: location, animated: false))
      return
    }
    if current.count > prefix { steps.append(.popTo(count: prefix, in: location, animated: false)) }
    reload(current: Array(current.prefix(prefix)), with: desired, at: location)
    for screen in desired.dropFirst(prefix) {
      steps.append(.push(screen, in: location, animated: false))
    }
  }

  private mutating func present(_ groups: ArraySlice<ChainLayout.ModalGroup>, startingAt depth: Int)
  {
    for (offset, group) in groups.enumerated() {
      steps.append(.present(group.screens[0], style: group.style, animated: false))
      for screen in group.screens.dropFirst() {
        steps.append(.push(screen, in: .modal(depth + offset), animated: false))
      }
    }
  }

  mutating func reload(
    current: [Screen], with desired: [Screen], at location: NavigationState.StackLocation
  ) {
    for index in current.indices where index < desired.count {
      steps.append(.reload(desired[index], at: location, index: index))
    }
  }

  private static func isSame(_ current: [Screen], _ desired: [Screen]) -> Bool {
    current.count == desired.count && zip(current, desired).allSatisfy { $0.isSameScreen(as: $1) }
  }
}
