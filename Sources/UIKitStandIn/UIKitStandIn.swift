import Foundation

/// Test control and inspection for the UIKit stand-in: drive animated transitions, read what
/// UIKit would have logged or crashed on, look at what is on screen, simulate a user's tab
/// tap, and read the Spotlight index (UIKitBehaviour.md §2 and §4: the stand-in keeps UIKit's rules so
/// adapter mistakes fail tests). Import it with `@_spi(Testing) import UIKitStandIn`; adapter
/// code, which also compiles against real UIKit, never sees it.
///
/// Everything here belongs to the current *session*. Code outside any session shares one
/// process-wide session; a test that reads messages or drives transitions should run in its
/// own, so tests running in parallel stay apart:
///
/// ```swift
/// @Test("a second presentation is refused")
/// @MainActor func secondPresentation() async {
///   await UIKitStandIn.withIsolatedState {
///     // ... present twice ...
///     #expect(UIKitStandIn.messages.contains { $0.contains("which is already presenting") })
///   }
/// }
/// ```
///
/// A Swift Testing scope trait that wraps each test in `withIsolatedState(_:)` does the same
/// for a whole suite.
///
/// Animated transitions (UIKitBehaviour.md §2): the hierarchy changes when the UIKit method returns,
/// but the transition stays in flight, with `transitionCoordinator` set and completion handlers
/// waiting, until it finishes. In `.immediate` mode (the default) it finishes on the next
/// main-actor turn, so code that awaits completion handlers simply proceeds; `settle()` also
/// finishes everything at once. In `.manual` mode it finishes only through
/// `completeNextTransition()` or `completeAllTransitions()`, so a test can act while a
/// transition is in flight.
///
/// Messages are what UIKit prints without stopping (a refused presentation, a stack changed
/// under a modal); violations are what UIKit raises an exception for (pushing the same
/// instance twice), which would crash an app. Assert `violations.isEmpty` after every adapter
/// test.
@_spi(Testing)
public enum UIKitStandIn {
  /// The session of the current task: the one `withIsolatedState(_:)` bound, else the
  /// process-wide one.
  @TaskLocal static var session = StandInSession()

  /// Runs `body` in a fresh session: its own transition queue and mode, messages, violations,
  /// Spotlight index and Home Screen quick actions. Tasks `body` creates share it, detached
  /// tasks do not.
  ///
  /// - Parameters:
  ///   - isolation: The actor `body` runs on; the caller's by default.
  ///   - body: The work to isolate.
  /// - Returns: What `body` returns.
  /// - Throws: What `body` throws.
  public static func withIsolatedState<Result>(
    isolation: isolated (any Actor)? = #isolation,
    _ body: () async throws -> Result
  ) async rethrows -> Result {
    try await $session.withValue(StandInSession()) {
      try await body()
    }
  }

  // MARK: Messages and violations

  /// What UIKit would have printed to the console, oldest first: refused presentations and
  /// dismissals, stack changes hidden under a modal, nested navigation animations.
  public static var messages: [String] { session.log.messages }

  /// What UIKit would have raised an exception for, oldest first: the stand-in ignored those
  /// calls, but an app would have crashed.
  public static var violations: [String] { session.log.violations }

  /// Forgets the recorded messages and violations, for instance after a test's setup.
  public static func clearLog() {
    session.log.clear()
  }

  // MARK: Transitions

  /// How animated transitions finish; `.immediate` by default. Switching to `.immediate`
  /// schedules the transitions already in flight.
  @MainActor
  public static var transitionMode: TransitionMode {
    get { session.transitions.mode }
    set { session.transitions.mode = newValue }
  }

  /// The transitions in flight, oldest first, such as `push <Detail> on <UINavigationController>`.
  @MainActor
  public static var pendingTransitions: [String] { session.transitions.pending.map(\.summary) }

  /// Finishes the oldest transition in flight: clears its coordinator and in-flight flags, then
  /// runs its coordinator's completion blocks, then the method's completion handler.
  ///
  /// - Returns: `false` when no transition was in flight.
  @MainActor
  @discardableResult
  public static func completeNextTransition() -> Bool {
    session.transitions.finishNext()
  }

  /// Finishes the transitions in flight now, oldest first. Transitions their completion
  /// handlers start stay in flight.
  @MainActor
  public static func completeAllTransitions() {
    session.transitions.finishPending()
  }

  /// Finishes every transition and runs every deferred completion handler, including those
  /// that start meanwhile, yielding to other main-actor work between rounds, until nothing is
  /// left. Works in both modes.
  @MainActor
  public static func settle() async {
    let transitions = session.transitions
    repeat {
      transitions.drain()
      await Task.yield()
    } while transitions.hasWork
  }

  /// Returns once a transition is in flight; at once if one already is. In `.manual` mode,
  /// this lets a test start adapter work in a task and act when its first transition begins.
  @MainActor
  public static func waitForTransition() async {
    await session.transitions.waitForTransition()
  }

  // MARK: Strict mode

  /// The seed of strict mode, or `nil` (the default) for the default mode.
  ///
  /// Apple leaves some of UIKit's behaviour open: whether a presentation or dismissal changes
  /// `presentedViewController` at the call or later, whether a non-animated one's completion
  /// runs at the call or on a later main-actor turn, whether a transition coordinator shows at
  /// the call or a turn later, whether completions run before or after the appearance
  /// callbacks (`viewDidAppear(_:)`, a navigation delegate's `didShow`) and whether a change
  /// without animation makes them at the call or a turn later, whether a tab under More selected
  /// in code is shown through the More list. In
  /// the default mode the stand-in makes one fixed choice each; in strict mode it draws each
  /// choice, each time, from a generator seeded here, so a seed replays the same run. Setting
  /// the seed starts a new sequence (UIKitBehaviour.md §4 Strict mode).
  @MainActor
  public static var strictSeed: UInt64? {
    get { session.strict.seed }
    set { session.strict.reset(seed: newValue) }
  }

  /// The choices strict mode made since its seed was set, oldest first, as `choice: true` or
  /// `choice: false`: print them when a seed fails.
  @MainActor
  public static var strictChoices: [String] { session.strict.log }

  // MARK: Inspection

  /// The controller a user sees in `window`: the top of the presented chain if any, else,
  /// going down from there (or from the root), the selected tab's and the navigation stack's
  /// top.
  ///
  /// - Parameter window: The window to look at.
  /// - Returns: The controller on screen, or `nil` without a root view controller.
  @MainActor
  public static func visibleViewController(in window: UIWindow) -> UIViewController? {
    guard let root = window.rootViewController else { return nil }
    return (root.presentationChain.last ?? root).visibleLeaf
  }

  /// The hierarchy of `window` as indented text, for tests to compare word for word: one line
  /// per controller, children indented under their container, the selected tab marked
  /// `(selected)`, and each presented controller on a line starting `presented:`.
  ///
  /// ```
  /// <UITabBarController>
  ///   <UINavigationController> (selected)
  ///     <ListViewController>
  ///     <DetailViewController>
  ///   <UINavigationController>
  ///     <SettingsViewController>
  /// presented: <UINavigationController>
  ///   <ComposeViewController>
  /// ```
  ///
  /// - Parameter window: The window to describe.
  /// - Returns: The description; empty without a root view controller.
  @MainActor
  public static func hierarchyDescription(of window: UIWindow) -> String {
    guard let root = window.rootViewController else { return "" }
    var lines = HierarchyPrinter.lines(for: root, depth: 0)
    for presented in root.presentationChain {
      var presentedLines = HierarchyPrinter.lines(for: presented, depth: 0)
      presentedLines[0] = "presented: " + presentedLines[0]
      lines += presentedLines
    }
    return lines.joined(separator: "\n")
  }

  // MARK: User input

  /// Simulates a user's tap on the tab bar item of `viewController` (a controller with an item
  /// on screen, or `moreNavigationController`): asks the delegate's
  /// `tabBarController(_:shouldSelect:)`, selects, then calls `tabBarController(_:didSelect:)`.
  ///
  /// - Parameters:
  ///   - viewController: The controller whose item is tapped.
  ///   - tabBarController: The tab bar controller.
  /// - Returns: Whether the tap selected `viewController`.
  @MainActor
  @discardableResult
  public static func tap(
    _ viewController: UIViewController,
    in tabBarController: UITabBarController
  ) -> Bool {
    guard tabBarController.hasTabBarItem(viewController) else {
      session.log.recordMessage(Diagnostics.tappingHiddenTab(viewController))
      return false
    }
    let delegate = tabBarController.delegate
    if let delegate, !delegate.tabBarController(tabBarController, shouldSelect: viewController) {
      return false
    }
    tabBarController.select(viewController)
    delegate?.tabBarController(tabBarController, didSelect: viewController)
    return true
  }

  /// Simulates a user's pick of `viewController`, a tab under More, from the More list: the More
  /// navigation controller shows that tab's stack and reads as the tab bar controller's
  /// selection (see `UITabBarController`).
  ///
  /// - Parameters:
  ///   - viewController: The tab picked, one of the tab bar controller's view controllers.
  ///   - tabBarController: The tab bar controller.
  /// - Returns: Whether `viewController` was under More and is now shown.
  @MainActor
  @discardableResult
  public static func pick(
    _ viewController: UIViewController,
    fromMoreListOf tabBarController: UITabBarController
  ) -> Bool {
    guard tabBarController.isUnderMore(viewController) else {
      session.log.recordMessage(Diagnostics.pickingTabNotUnderMore(viewController))
      return false
    }
    tabBarController.pickFromMoreList(viewController)
    return true
  }

  // MARK: Spotlight

  /// The items in the default Spotlight index, in the order they were first indexed.
  public static var indexedItems: [IndexedItem] { session.spotlight.items(inIndexNamed: nil) }

  /// The items in the Spotlight index created with `CSSearchableIndex(name:)`.
  ///
  /// - Parameter name: The index's name.
  /// - Returns: Its items, in the order they were first indexed.
  public static func indexedItems(inIndexNamed name: String) -> [IndexedItem] {
    session.spotlight.items(inIndexNamed: name)
  }

  /// The error every following Spotlight operation fails with; `nil` (the default) for success.
  public static var spotlightFailure: (any Error)? {
    get { session.spotlight.failure }
    set { session.spotlight.failure = newValue }
  }
}

extension UIKitStandIn {
  /// How animated transitions finish (UIKitBehaviour.md §2 Navigation stack, Presentation; §4).
  public enum TransitionMode: Sendable {
    /// Each transition finishes on the next main-actor turn, as if its animation took no time.
    case immediate

    /// Transitions finish only through `completeNextTransition()`, `completeAllTransitions()`
    /// or `settle()`.
    case manual
  }

  /// What Spotlight stored for one `CSSearchableItem`, copied when it was indexed
  /// (UIKitBehaviour.md §1 CoreSpotlight).
  public struct IndexedItem: Hashable, Sendable {
    /// The item's `uniqueIdentifier`.
    public var uniqueIdentifier: String

    /// The item's `domainIdentifier`.
    public var domainIdentifier: String?

    /// The attribute set's `contentType`, a uniform type identifier.
    public var contentType: String?

    /// The attribute set's `title`.
    public var title: String?

    /// The attribute set's `displayName`.
    public var displayName: String?

    /// The attribute set's `contentDescription`.
    public var contentDescription: String?

    /// The attribute set's `keywords`.
    public var keywords: [String]?

    /// The attribute set's `contentURL`.
    public var contentURL: URL?

    /// Copies what Spotlight stores of `item`.
    ///
    /// - Parameter item: The item being indexed.
    init(_ item: CSSearchableItem) {
      let attributes = item.attributeSet
      self.uniqueIdentifier = item.uniqueIdentifier
      self.domainIdentifier = item.domainIdentifier
      self.contentType = attributes.contentType
      self.title = attributes.title
      self.displayName = attributes.displayName
      self.contentDescription = attributes.contentDescription
      self.keywords = attributes.keywords
      self.contentURL = attributes.contentURL
    }
  }

  /// Prints a controller and its children as indented lines.
  @MainActor
  fileprivate enum HierarchyPrinter {
    static func lines(for controller: UIViewController, depth: Int, note: String = "") -> [String] {
      var notes = note.isEmpty ? [] : [note]
      if controller.isBeingPresented { notes.append("being presented") }
      if controller.isBeingDismissed { notes.append("being dismissed") }
      let suffix = notes.isEmpty ? "" : " (\(notes.joined(separator: ", ")))"
      var lines = [String(repeating: "  ", count: depth) + controller.standInName + suffix]
      var children = controller.childStorage
      if let tabs = controller as? UITabBarController,
        let selected = tabs.selectedViewController,
        !children.contains(where: { $0 === selected })
      {
        children.append(selected)
      }
      for child in children {
        let isSelectedTab =
          (controller as? UITabBarController)?.selectedViewController === child
        lines += Self.lines(for: child, depth: depth + 1, note: isSelectedTab ? "selected" : "")
      }
      if let tabs = controller as? UITabBarController,
        let more = tabs.shownMoreNavigationController,
        more !== tabs.selectedViewController
      {
        lines += Self.lines(for: more, depth: depth + 1, note: "More, shown")
      }
      return lines
    }
  }
}
