import Foundation
import StackRouter

/// Takes every link that reaches a SwiftUI scene (`onOpenURL`, universal
/// links, Spotlight, Handoff, quick actions, widgets, notifications) to one
/// `Router`, in the order they arrive, after the scene's start: its first
/// screens and its restored hierarchy.
///
/// ```swift
/// let inbox = LinkInbox(router: router)
/// // RoutingView(...).receivingLinks(inbox, startingWith: ..., restoration: $stored)
/// // does the following for you:
/// inbox.start(with: [.url("myapp://news", animation: .never)], restoringFrom: stored)
/// inbox.open(.url(url))  // from onOpenURL: applied after the start
/// ```
///
/// Requests that arrive before ``start(with:restoringFrom:)`` has finished
/// wait for it; a cold launch's link is then shown over the start screens
/// and the restored hierarchy, never under them. Requests are applied one at
/// a time, each batch unbroken.
@MainActor
public final class LinkInbox {
  /// What the start did.
  public struct StartReport: Sendable, CustomStringConvertible {
    /// The start requests' outcomes, in order.
    public var outcomes: [RouteOutcome] = []
    /// What the restoration did.
    public var restoration = RestorationReport()

    /// The outcomes' names on one line (`start: handled, handled`, or
    /// `start: no requests`), then the restoration report.
    public var description: String {
      let names = outcomes.isEmpty ? "no requests" : outcomes.map(\.name).joined(separator: ", ")
      let start = "start: " + names
      let restored = restoration.description
      return restored.isEmpty ? start : start + "\n" + restored
    }
  }

  /// The router every request goes to.
  public let router: Router
  /// Whether ``start(with:restoringFrom:)`` has been called.
  public private(set) var isStarted = false
  /// The start, once it has begun.
  private var startTask: Task<StartReport, Never>?
  /// Requests wait for the start, then for the request before them.
  private var tail: Task<Void, Never>?
  /// The requests that wait for the start.
  private var startWaiters: [CheckedContinuation<Void, Never>] = []
  /// Whether the start has finished.
  private var hasStarted = false

  /// Creates an inbox for a router; it applies requests once started.
  public init(router: Router) {
    self.router = router
  }

  /// Opens the start requests (the scene's first screens), then rebuilds the
  /// stored hierarchy, then the requests that arrived meanwhile. Only the
  /// first call starts; later calls return the same task.
  ///
  /// - Parameters:
  ///   - startRequests: the first screens, such as a manifest's `startRequests`.
  ///   - data: what `Router.restorationData(form:)` stored at the last
  ///     launch, or `nil`; corrupt data restores nothing (the report and
  ///     the router's event sink say why).
  /// - Returns: a task giving the start's outcomes and the restoration report.
  @discardableResult
  public func start(with startRequests: [RouteRequest] = [], restoringFrom data: Data? = nil)
    -> Task<StartReport, Never>
  {
    if let startTask { return startTask }
    isStarted = true
    let router = self.router
    let task = Task { @MainActor [weak self] in
      var report = StartReport()
      for request in startRequests { report.outcomes.append(await router.open(request)) }
      report.restoration = await router.restore(from: data)
      self?.finishStart()
      return report
    }
    startTask = task
    return task
  }

  /// Opens a request after the start and every request that arrived before it.
  ///
  /// - Returns: a task giving the outcome.
  @discardableResult
  public func open(_ request: RouteRequest) -> Task<RouteOutcome, Never> {
    let router = self.router
    return enqueue { await router.open(request) }
  }

  /// Opens a URL after the start and every request that arrived before it.
  ///
  /// - Parameters:
  ///   - url: the link.
  ///   - sender: who opened it, for `Router.allowedSourceApplications`:
  ///     the app itself by default. `receivingLinks` passes
  ///     ``sender(openingURL:)`` for the URLs `onOpenURL` receives.
  /// - Returns: a task giving the outcome.
  @discardableResult
  public func open(_ url: URL, sender: RouteRequest.Sender = .app) -> Task<RouteOutcome, Never> {
    open(RouteRequest.url(url, sender: sender))
  }

  /// Who opened a URL that `onOpenURL` received, as far as SwiftUI tells:
  /// the system for a universal link (`http` or `https`), and an unknown
  /// app for any other scheme. SwiftUI does not name the app that opened a
  /// custom-scheme link (UIKit's `UIOpenURLContext` does), so when
  /// `Router.allowedSourceApplications` is set those links are refused; an
  /// app that sets it and learns the sender another way (UIKit's
  /// `UIOpenURLContext` names it) passes it to ``open(_:sender:)``.
  public nonisolated static func sender(openingURL url: URL) -> RouteRequest.Sender {
    switch url.scheme?.lowercased() {
    case "http", "https": .system
    default: .otherApp(nil)
    }
  }

  /// Opens requests in order, unbroken, after the start and every request
  /// that arrived before them.
  ///
  /// An outcome is `RouteOutcome.queued` when the request was opened
  /// from inside the router's pipeline (a guard, say) while the request that
  /// opened it is still being applied: it is applied after that request, and
  /// its outcome reaches the router's event sink.
  @discardableResult
  public func open(_ requests: [RouteRequest]) -> Task<[RouteOutcome], Never> {
    let router = self.router
    return enqueue {
      var outcomes: [RouteOutcome] = []
      for request in requests { outcomes.append(await router.open(request)) }
      return outcomes
    }
  }

  /// The hierarchy as data to store for the next launch, in `@SceneStorage`
  /// or a state-restoration activity.
  ///
  /// - Parameter form: the scheme or domain of the stored links.
  public func restorationData(form: LinkForm = .preferred) -> Data {
    router.restorationData(form: form)
  }

  // MARK: Order

  private func enqueue<Value: Sendable>(_ work: @escaping @MainActor () async -> Value)
    -> Task<Value, Never>
  {
    let previous = tail
    let task = Task { @MainActor [weak self] in
      await self?.waitForStart()
      await previous?.value
      return await work()
    }
    tail = Task { _ = await task.value }
    return task
  }

  private func waitForStart() async {
    guard !hasStarted else { return }
    await withCheckedContinuation { startWaiters.append($0) }
  }

  private func finishStart() {
    hasStarted = true
    let waiters = startWaiters
    startWaiters.removeAll()
    for waiter in waiters { waiter.resume() }
  }
}
