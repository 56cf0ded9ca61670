import Foundation

/// Turns requests into outcomes through the whole pipeline: intake,
/// matching, guards, planning and navigation.
///
/// ```swift
/// let router = try Router(table: table, navigator: navigator, guards: [loginGuard])
/// switch await router.open(.url("myapp://account/settings")) {
/// case .handled(let handled): print(handled.plan)
/// case .deferred: showLogin()
/// default: break
/// }
/// ```
///
/// Requests are applied one at a time, in the order they arrive: a request
/// that arrives while another is being applied waits for it, whatever task
/// opens it. A request opened from inside the pipeline while it runs (by a
/// guard, a block, a screen, the pre-configuration hook, the event sink, or
/// a task one of them starts) is queued behind the current one and ends
/// ``RouteOutcome/queued`` at once, so it can neither interleave with the
/// request that opened it nor deadlock it. Guards and blocks that want to
/// send a link elsewhere return a redirect. A restoration
/// (``restore(from:)``) takes one turn in the same queue: it waits for the
/// requests before it, and the requests that arrive meanwhile wait for it.
///
/// Deferred requests are kept, one per link, until ``resumeDeferred()``
/// applies them or ``discardDeferred()`` drops them: never lost, never
/// applied twice. A link leaves the deferred requests only when its outcome
/// is final; a resumed link that fails stays, to be resumed or discarded.
@MainActor
public final class Router {
  /// The routes.
  public let table: RouteTable
  /// What carries plans out.
  public let navigator: any Navigator
  /// What computes plans.
  public var handler: any RouteHandler
  /// The app's guards, in order.
  public var guards: [RouteGuard]
  /// Links for Home Screen quick action types.
  public var shortcuts: [String: String]
  /// Receives every request, guard decision, step and outcome.
  public var eventSink: (any RouteEventSink)?
  /// The apps allowed to open custom-scheme links, by bundle identifier, or
  /// `nil` (the default) for any app.
  ///
  /// When set, a link another app opened is rejected unless UIKit names
  /// that app and it is in the set: a link whose sender is unknown
  /// (``RouteRequest/Sender/otherApp(_:)`` with `nil`) is never trusted.
  /// Requests the app makes itself and those from the system (universal
  /// links, quick actions, Spotlight, Handoff) are not affected.
  public var allowedSourceApplications: Set<String>?

  /// The deferred requests, oldest first: one per link.
  public var deferredRequests: [RouteRequest] { ledger.requests }

  /// The deferred requests, one per link: the pipeline keeps and settles
  /// them (Router+Pipeline.swift), the queue resumes and discards them
  /// (Router+Queue.swift).
  var ledger = DeferredLedger()
  /// The requests waiting their turn; see Router+Queue.swift.
  var queue = Queue()

  /// Creates a router and checks that the navigator can show every target
  /// of the table and has every tab its placements name.
  ///
  /// - Parameters:
  ///   - table: the routes.
  ///   - navigator: what carries plans out.
  ///   - handler: what computes plans; ``StackRouteHandler`` by default.
  ///   - guards: the app's guards, in order.
  ///   - shortcuts: links for Home Screen quick action types.
  ///   - eventSink: receives the router's events.
  /// - Throws: ``RouterError`` listing every unbound target and unknown tab.
  public init(
    table: RouteTable, navigator: any Navigator, handler: any RouteHandler = StackRouteHandler(),
    guards: [RouteGuard] = [], shortcuts: [String: String] = [:],
    eventSink: (any RouteEventSink)? = nil
  ) throws(RouterError) {
    self.table = table
    self.navigator = navigator
    self.handler = handler
    self.guards = guards
    self.shortcuts = shortcuts
    self.eventSink = eventSink
    try check()
  }

  /// Creates a router from a manifest: its table, its shortcuts and its
  /// named blocks, bound to the app's code.
  ///
  /// ```swift
  /// // block old/articles/** legacyArticles
  /// let router = try Router(
  ///   manifest: manifest, navigator: navigator,
  ///   blocks: ["legacyArticles": { _ in .redirect(.url("/articles")) }])
  /// ```
  ///
  /// - Parameters:
  ///   - manifest: the routes manifest.
  ///   - navigator: the navigator that shows screens.
  ///   - handler: plans the hierarchy for each link.
  ///   - guards: asked about every link, in order.
  ///   - eventSink: receives every event.
  ///   - blocks: the code for each name the manifest's `block` lines use; a
  ///     name left unbound is an error.
  /// - Throws: ``ManifestError`` (an unbound block name among them) or
  ///   ``RouterError``.
  public convenience init(
    manifest: RoutesManifest, navigator: any Navigator,
    handler: any RouteHandler = StackRouteHandler(),
    guards: [RouteGuard] = [], eventSink: (any RouteEventSink)? = nil,
    blocks: [String: RouteBlock.Handler] = [:]
  ) throws {
    let shortcuts = Dictionary(
      manifest.shortcuts.map { ($0.type, $0.link) }, uniquingKeysWith: { first, _ in first })
    try self.init(
      table: try manifest.makeTable(blocks: blocks), navigator: navigator, handler: handler,
      guards: guards, shortcuts: shortcuts, eventSink: eventSink)
  }

  private func check() throws(RouterError) {
    var problems: [RouterError.Problem] = []
    let branches = navigator.state.branchNames
    for entity in table.registeredEntities {
      if !navigator.canShow(target: entity.target) {
        problems.append(
          .init(
            location: entity.location,
            message: "nothing is bound to the target '\(entity.target)' of '\(entity.pattern)'"))
      }
      if case .tab(let name) = entity.placement, entity.source == nil, !branches.contains(name) {
        let known =
          branches.isEmpty
          ? "the app has no tabs" : "the tabs are " + branches.joined(separator: ", ")
        problems.append(
          .init(
            location: entity.location,
            message: "'\(entity.pattern)' is placed in tab '\(name)', but \(known)"))
      }
    }
    guard problems.isEmpty else { throw RouterError(problems: problems.sortedBySourceOrder()) }
  }
}
