import StackRouter

/// A `Navigator` that keeps the whole hierarchy as state SwiftUI renders: a
/// `TabView(selection:)` of `NavigationStack(path:)`s, or one stack, or an
/// app's own container of stacks, and a chain of modals (`sheet` or
/// `fullScreenCover`, each with a `NavigationStack` of its own).
///
/// The navigator is plain Swift, with no SwiftUI and no Combine, so its
/// logic (applying every plan step, updates from the user, the waiting
/// rules) builds and is tested anywhere. `RoutingView`, in the SwiftUI layer
/// of this module, renders it and reports back what the user does and when
/// SwiftUI has finished a transition.
///
/// ```swift
/// var screens = ScreenViews()
/// screens.bind("ArticleList") { context in ArticleList() }
/// screens.bind("Article") { context in ArticleView(id: context.parameters["articleID"]) }
/// let navigator = SwiftUINavigator(shell: .tabs(["news", "library"]), screens: screens)
/// let router = try Router(table: table, navigator: navigator)
/// ```
///
/// Every screen is an entry with a stable ``ScreenID``: a link that keeps a
/// screen reloads its entry (same identity, so its view keeps its state) and
/// delivers the link to its object through ``bindings``; a link that needs a
/// new screen creates a new entry. Each change is handed to SwiftUI through
/// ``onChange`` with its animation flag. Changes SwiftUI accepts together
/// (a tab switch with pushes and pops, a presentation with the pushes inside
/// it) are made without waiting, so they render as one update; where SwiftUI
/// would drop or garble a change (a second presentation, anything during a
/// dismissal), the step waits until the views report that the transition
/// before it has finished, for at most ``timeout``.
///
/// The navigator trusts a report only as far as Apple documents it (see the
/// article "SwiftUI behaviours the navigator relies on"): the end of a
/// presentation or of a push, which SwiftUI does not report, is taken from an
/// undocumented fast path only once a documented signal (the `onAppear` of
/// the content) shows that SwiftUI has drawn the change; an earlier report
/// is ignored, and a missing one is replaced by the deadline. Its state is
/// always the bindings SwiftUI renders from, whatever the reports do.
///
/// Make one navigator per scene (in the scene's root view, as a
/// `@StateObject` model or `@State`): nothing in it is global, so two
/// windows route independently.
@MainActor
public final class SwiftUINavigator: Navigator {
  /// The root container an app starts with.
  public enum Shell: Hashable, Sendable {
    /// One `NavigationStack`.
    case stack
    /// A `TabView` with a `NavigationStack` per tab, the first selected.
    case tabs([String])
    /// An app's own container with a `NavigationStack` per child, the first
    /// selected: a side menu, a split layout.
    case container([String])
  }

  /// A change of the hierarchy, as SwiftUI should render it.
  public enum Change: Hashable, Sendable {
    /// A transition: a presentation, a dismissal, a push, a pop or a new
    /// stack, animated or not.
    case transition(animated: Bool)
    /// A change without a transition of its own: a reload, a tab
    /// selection, or what the user has already done on screen.
    case content
  }

  /// How the navigator learns that SwiftUI has finished a transition.
  public enum TransitionMode: Hashable, Sendable {
    /// The views report it (`RoutingView` does): presentations, dismissals
    /// and animated stack changes are pending until then.
    case rendered
    /// At once: for unit tests of an app's routes, with no view.
    case instant
  }

  /// Creates and reloads screens.
  public var bindings: TargetBindings
  /// The root container.
  public let shell: Shell
  /// What SwiftUI accepts in one update.
  public var rules: TransitionRules
  /// How transitions finish.
  public var transitionMode: TransitionMode
  /// How long a step waits for SwiftUI to finish the transition before it.
  /// A step still waiting then goes on, as every transition has ended by
  /// then (``onDeadline`` says what was reported meanwhile), or fails as
  /// timed out when a modal it waited for was never shown; it never waits for
  /// ever behind a transition that will not report its end.
  public var timeout: Duration = .seconds(5)
  /// The clock the deadline is measured with; tests give a manual clock.
  public var clock: any Clock<Duration> = ContinuousClock()
  /// Called when a wait ends at the deadline rather than on a report, with
  /// what the views reported meanwhile (`SwiftUI did not report the end of
  /// presenting modal 0 (#3) within 5.0 seconds (its content appeared); went
  /// on`): the place to log it.
  public var onDeadline: (@MainActor (String) -> Void)?
  /// Called after each change of the hierarchy, with how SwiftUI should
  /// render it. `RoutingView` sets it.
  public var onChange: (@MainActor (Change) -> Void)?

  /// The root's stacks: one unnamed branch for a single stack.
  var branches: [Branch]
  /// The selected branch's name; `""` for a single stack.
  var selected: String
  /// The presented modals, from the bottom.
  public internal(set) var modals: [ModalLayer] = []
  /// Transitions handed to SwiftUI that have not finished.
  public internal(set) var pendingTransitions: [PendingTransition] = []

  /// The last identity given to a screen or a modal.
  var lastID = 0
  /// How many animated changes each stack has had.
  var stackRevisions: [NavigationState.StackLocation: Int] = [:]
  /// The pending transitions SwiftUI has drawn, as a documented signal
  /// showed (the `onAppear` of a presented content or of a stack's new top
  /// screen): only for these is an end report believed.
  var drawnTransitions: Set<PendingTransition> = []
  /// Pending transitions whose end was reported before they were drawn.
  var earlyReports: Set<PendingTransition> = []
  /// The screen on top of each stack after its pending animated change: its
  /// `onAppear` shows that SwiftUI has drawn the change.
  var expectedTops: [NavigationState.StackLocation: ScreenID] = [:]
  /// The modals being dismissed, by depth: the views keep showing their
  /// content while it slides away.
  var leavingModals: [Int: ModalLayer] = [:]
  /// Steps and idle waits waiting for pending transitions to finish.
  var waiters: [Waiter] = []
  /// The last number given to a waiter.
  var lastWaiterID = 0

  /// A tab's or child's stack, or the single stack.
  struct Branch {
    let name: String
    var entries: [ScreenEntry] = []
  }

  /// Creates a navigator with an empty shell.
  ///
  /// - Parameters:
  ///   - shell: the root container.
  ///   - bindings: how screens' objects are created; every target the
  ///     routes name must be bound.
  ///   - rules: what SwiftUI accepts in one update; the running system's by default.
  ///   - transitionMode: how transitions finish; reported by the views by default.
  public init(
    shell: Shell = .stack, bindings: TargetBindings, rules: TransitionRules = .current,
    transitionMode: TransitionMode = .rendered
  ) {
    self.shell = shell
    self.bindings = bindings
    self.rules = rules
    self.transitionMode = transitionMode
    switch shell {
    case .stack: branches = [Branch(name: "")]
    case .tabs(let names), .container(let names): branches = names.map { Branch(name: $0) }
    }
    selected = branches.first?.name ?? ""
  }

  // MARK: Navigator

  /// The hierarchy as it is now.
  public var state: NavigationState {
    let stateBranches = branches.map {
      NavigationState.Branch(name: $0.name, stack: $0.entries.map(\.screen))
    }
    let root: NavigationState.Root =
      switch shell {
      case .stack: .stack(stateBranches.first?.stack ?? [])
      case .tabs: .tabs(stateBranches, selected: selected)
      case .container: .container(stateBranches, selected: selected)
      }
    return NavigationState(
      root: root,
      modals: modals.map { .init(style: $0.style, stack: $0.entries.map(\.screen)) })
  }

  /// Whether a target is bound.
  public func canShow(target: String) -> Bool {
    bindings.isBound(target)
  }

  // MARK: Reading, for the views

  /// The names of the tabs or children; empty for a single stack.
  public var branchNames: [String] {
    shell == .stack ? [] : branches.map(\.name)
  }

  /// The selected tab or child; `nil` for a single stack.
  public var selectedBranch: String? {
    shell == .stack ? nil : selected
  }

  /// The entries of the stack at `location`, from the bottom; empty when
  /// there is no such stack.
  public func entries(at location: NavigationState.StackLocation) -> [ScreenEntry] {
    entryStorage(at: location) ?? []
  }

  /// The `NavigationStack` path of the stack at `location`: every screen but
  /// the bottom one, which is the stack's root view.
  public func path(at location: NavigationState.StackLocation) -> [ScreenID] {
    entries(at: location).dropFirst().map(\.id)
  }

  /// The entry with an identity: a screen shown, or one of a modal being
  /// dismissed.
  public func entry(_ id: ScreenID) -> ScreenEntry? {
    find(id)?.entry
  }

  /// What the view of the screen with an identity is given: a screen shown,
  /// or one of a modal being dismissed; `nil` once the screen is gone.
  public func context(for id: ScreenID) -> ScreenContext? {
    find(id)?.context
  }

  /// The modal at a depth, if one is presented there.
  public func modal(atDepth depth: Int) -> ModalLayer? {
    modals.indices.contains(depth) ? modals[depth] : nil
  }

  /// The modal the views show at a depth: the one presented there or,
  /// while it is being dismissed, the one leaving, so that its content stays
  /// on screen until it has gone.
  public func displayedModal(atDepth depth: Int) -> ModalLayer? {
    modal(atDepth: depth) ?? leavingModals[depth]
  }

  /// The entries the views show for a stack: ``entries(at:)``, or the
  /// leaving modal's while it is being dismissed.
  public func displayedEntries(at location: NavigationState.StackLocation) -> [ScreenEntry] {
    if case .modal(let depth) = location { return displayedModal(atDepth: depth)?.entries ?? [] }
    return entries(at: location)
  }

  private func find(_ id: ScreenID) -> (entry: ScreenEntry, context: ScreenContext)? {
    let leaving = leavingModals.sorted { $0.key < $1.key }.map {
      (NavigationState.StackLocation.modal($0.key), $0.value.entries)
    }
    for (location, stack) in allLocations.map({ ($0, entries(at: $0)) }) + leaving {
      guard let index = stack.firstIndex(where: { $0.id == id }) else { continue }
      let entry = stack[index]
      let context = ScreenContext(
        id: id, screen: entry.screen, link: entry.link, revision: entry.revision,
        location: location, index: index)
      return (entry, context)
    }
    return nil
  }

  /// How many animated changes the stack at `location` has had: the number
  /// the views report back in ``stackDidSettle(at:revision:)``.
  public func stackRevision(at location: NavigationState.StackLocation) -> Int {
    stackRevisions[location] ?? 0
  }

  /// Every stack location, root first, then modals from the bottom.
  var allLocations: [NavigationState.StackLocation] {
    let root: [NavigationState.StackLocation] =
      shell == .stack ? [.root] : branches.map { .branch($0.name) }
    return root + modals.indices.map { .modal($0) }
  }

  // MARK: Storage

  func entryStorage(at location: NavigationState.StackLocation) -> [ScreenEntry]? {
    switch location {
    case .root: shell == .stack ? branches.first?.entries : nil
    case .branch(let name): shell == .stack ? nil : branches.first { $0.name == name }?.entries
    case .modal(let depth): modals.indices.contains(depth) ? modals[depth].entries : nil
    }
  }

  func setEntries(_ entries: [ScreenEntry], at location: NavigationState.StackLocation) {
    switch location {
    case .root: branches[0].entries = entries
    case .branch(let name):
      if let index = branches.firstIndex(where: { $0.name == name }) {
        branches[index].entries = entries
      }
    case .modal(let depth): modals[depth].entries = entries
    }
  }

  /// A new identity for a screen or a modal.
  func nextID() -> Int {
    lastID += 1
    return lastID
  }

  /// Hands a transition to SwiftUI.
  func changed(animated: Bool) {
    onChange?(.transition(animated: animated))
  }

  /// Hands a change without a transition of its own to SwiftUI.
  func contentChanged() {
    onChange?(.content)
  }
}
