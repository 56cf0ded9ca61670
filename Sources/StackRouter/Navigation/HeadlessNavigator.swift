/// A complete in-memory ``Navigator``: stacks, tabs or a custom container,
/// and modals, with the same rules UIKit enforces. For the library's tests,
/// the `stackrouter` tool and apps' unit tests: navigation tested without a
/// simulator.
///
/// ```swift
/// let navigator = HeadlessNavigator(shell: .tabs(["news", "library"]))
/// let router = try Router(table: table, navigator: navigator)
/// _ = await router.open(.url("sample://articles/42"))
/// print(navigator.state)
/// ```
///
/// Screens are created through ``bindings``; a target nothing binds gets a
/// ``PlaceholderScreen`` when ``usesPlaceholders`` is on. In
/// ``TransitionMode/manual`` mode an animated step does not finish until the
/// test calls ``completeNextTransition()``, so links can arrive while a
/// transition is in flight.
@MainActor
public final class HeadlessNavigator: Navigator {
  /// The root container an app starts with.
  public enum Shell: Hashable, Sendable {
    /// One navigation stack.
    case stack
    /// A tab bar with these tabs, the first selected.
    case tabs([String])
    /// A custom container with these children, the first selected.
    case container([String])
  }

  /// How animated steps finish.
  public enum TransitionMode: Hashable, Sendable {
    /// At once.
    case instant
    /// When the test calls ``HeadlessNavigator/completeNextTransition()``.
    case manual
  }

  /// Creates and reloads screens.
  public var bindings: TargetBindings
  /// Whether unbound targets get a ``PlaceholderScreen`` instead of an error.
  public let usesPlaceholders: Bool
  /// How animated steps finish.
  public var transitionMode: TransitionMode

  private let shell: Shell
  private var branches: [Branch]
  private var selected: String
  private var modals: [Modal] = []
  private var pendingTransitions: [CheckedContinuation<Void, Never>] = []
  private var transitionWaiters: [CheckedContinuation<Void, Never>] = []

  /// A screen and the object that shows it.
  private struct Slot {
    var screen: Screen
    let object: any RoutableTarget
  }

  private struct Branch {
    let name: String
    var slots: [Slot] = []
  }

  private struct Modal {
    let style: ModalPresentationStyle
    var slots: [Slot]
  }

  /// Creates a navigator with an empty shell.
  ///
  /// - Parameters:
  ///   - shell: the root container.
  ///   - bindings: how screens are created.
  ///   - usesPlaceholders: whether unbound targets get placeholders.
  ///   - transitionMode: how animated steps finish.
  public init(
    shell: Shell = .stack, bindings: TargetBindings = TargetBindings(),
    usesPlaceholders: Bool = true,
    transitionMode: TransitionMode = .instant
  ) {
    self.shell = shell
    self.bindings = bindings
    self.usesPlaceholders = usesPlaceholders
    self.transitionMode = transitionMode
    switch shell {
    case .stack: branches = [Branch(name: "")]
    case .tabs(let names), .container(let names): branches = names.map { Branch(name: $0) }
    }
    selected = branches.first?.name ?? ""
  }

  // MARK: State

  /// The hierarchy as it is now.
  public var state: NavigationState {
    let root: NavigationState.Root
    let stateBranches = branches.map {
      NavigationState.Branch(name: $0.name, stack: $0.slots.map(\.screen))
    }
    switch shell {
    case .stack: root = .stack(stateBranches.first?.stack ?? [])
    case .tabs: root = .tabs(stateBranches, selected: selected)
    case .container: root = .container(stateBranches, selected: selected)
    }
    return NavigationState(
      root: root, modals: modals.map { .init(style: $0.style, stack: $0.slots.map(\.screen)) })
  }

  /// The objects showing the stack at `location`, from the bottom.
  public func screens(at location: NavigationState.StackLocation) -> [any RoutableTarget] {
    slots(at: location)?.map(\.object) ?? []
  }

  /// The object showing the visible screen.
  public var visibleScreen: (any RoutableTarget)? {
    slots(at: state.topLocation)?.last?.object
  }

  /// Whether a target is bound, or placeholders stand in for it.
  public func canShow(target: String) -> Bool {
    usesPlaceholders || bindings.isBound(target)
  }

  // MARK: Transitions

  /// How many animated steps are waiting to finish.
  public var pendingTransitionCount: Int { pendingTransitions.count }

  /// Finishes the oldest animated step in flight. Returns `false` when none is.
  @discardableResult
  public func completeNextTransition() -> Bool {
    guard !pendingTransitions.isEmpty else { return false }
    pendingTransitions.removeFirst().resume()
    return true
  }

  /// Returns once an animated step is in flight (at once if one already is).
  public func transitionStarted() async {
    guard pendingTransitions.isEmpty else { return }
    await withCheckedContinuation { transitionWaiters.append($0) }
  }

  private func finish(animated: Bool) async {
    guard animated, transitionMode == .manual else { return }
    await withCheckedContinuation { continuation in
      pendingTransitions.append(continuation)
      let waiters = transitionWaiters
      transitionWaiters.removeAll()
      for waiter in waiters { waiter.resume() }
    }
  }

  // MARK: Steps

  /// Performs one step with UIKit's rules: stacks hidden under a modal, or
  /// in an unselected tab, are never changed; a screen is never pushed twice.
  public func perform(_ step: NavigationStep, for link: AppLink) async throws(NavigationError) {
    func fail(_ reason: String) -> NavigationError { NavigationError(step: step, reason: reason) }
    switch step {
    case .dismiss(let depth, let animated):
      guard depth < modals.count, depth >= 0 else { throw fail("there are \(modals.count) modals") }
      modals.removeSubrange(depth...)
      await finish(animated: animated)
    case .select(let name):
      guard branches.contains(where: { $0.name == name }), shell != .stack else {
        throw fail("no tab is named '\(name)'")
      }
      guard modals.isEmpty else { throw fail("a modal covers the tabs") }
      selected = name
    case .popTo(let count, let location, let animated):
      var stack = try visibleSlots(at: location, for: step)
      guard count >= 1, count <= stack.count else {
        throw fail("the stack has \(stack.count) screens")
      }
      stack.removeSubrange(count...)
      setSlots(stack, at: location)
      await finish(animated: animated)
    case .setStack(let screens, let location, let animated):
      _ = try visibleSlots(at: location, for: step)
      guard !screens.isEmpty else { throw fail("a stack needs a screen") }
      var slots: [Slot] = []
      for screen in screens { slots.append(try make(screen, for: link, step: step)) }
      setSlots(slots, at: location)
      await finish(animated: animated)
    case .push(let screen, let location, let animated):
      var stack = try visibleSlots(at: location, for: step)
      stack.append(try make(screen, for: link, step: step))
      setSlots(stack, at: location)
      await finish(animated: animated)
    case .present(let screen, let style, let animated):
      modals.append(Modal(style: style, slots: [try make(screen, for: link, step: step)]))
      await finish(animated: animated)
    case .reload(let screen, let location, let index):
      guard var stack = slots(at: location), stack.indices.contains(index),
        stack[index].screen.isSameScreen(as: screen)
      else { throw fail("no such screen is there") }
      stack[index].screen = screen
      setSlots(stack, at: location)
      bindings.deliver(link, parameters: screen.parameters, to: stack[index].object)
    }
  }

  private func make(_ screen: Screen, for link: AppLink, step: NavigationStep)
    throws(NavigationError) -> Slot
  {
    let object: any RoutableTarget
    if let made = bindings.make(screen, for: link) {
      object = made
    } else if usesPlaceholders {
      object = PlaceholderScreen(target: screen.target)
    } else {
      throw NavigationError(step: step, reason: "nothing is bound to the target '\(screen.target)'")
    }
    bindings.deliver(link, parameters: screen.parameters, to: object)
    return Slot(screen: screen, object: object)
  }

  /// The stack at `location`, which must be the one on top.
  private func visibleSlots(
    at location: NavigationState.StackLocation, for step: NavigationStep
  ) throws(NavigationError) -> [Slot] {
    guard let stack = slots(at: location) else {
      throw NavigationError(step: step, reason: "there is no \(location)")
    }
    guard location == state.topLocation else {
      throw NavigationError(step: step, reason: "the \(location) is not the visible stack")
    }
    return stack
  }

  private func slots(at location: NavigationState.StackLocation) -> [Slot]? {
    switch location {
    case .root: shell == .stack ? branches.first?.slots : nil
    case .branch(let name): shell == .stack ? nil : branches.first { $0.name == name }?.slots
    case .modal(let depth): modals.indices.contains(depth) ? modals[depth].slots : nil
    }
  }

  private func setSlots(_ slots: [Slot], at location: NavigationState.StackLocation) {
    switch location {
    case .root: branches[0].slots = slots
    case .branch(let name):
      if let index = branches.firstIndex(where: { $0.name == name }) {
        branches[index].slots = slots
      }
    case .modal(let depth): modals[depth].slots = slots
    }
  }
}
