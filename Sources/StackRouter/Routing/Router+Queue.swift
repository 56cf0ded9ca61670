import Foundation

/// The queue: requests are applied one at a time, in the order they arrive,
/// and a request opened from inside the pipeline waits behind the current
/// one instead of interleaving with it.
extension Router {
  // MARK: Opening

  /// Applies a request once every earlier request has been applied, and
  /// returns its outcome.
  ///
  /// Called from inside the pipeline while it applies a request (a guard, a
  /// block, a screen, the event sink, or a task one of them started), it
  /// queues the request behind the current one and returns
  /// ``RouteOutcome/queued`` at once.
  @discardableResult
  public func open(_ request: RouteRequest) async -> RouteOutcome {
    if isInsidePipeline {
      enqueue(.open(request), reply: nil)
      eventSink?.record(.queued(request))
      return .queued
    }
    let reply = await withCheckedContinuation { reply in enqueue(.open(request), reply: reply) }
    guard case .outcome(let outcome?) = reply else { return .queued }
    return outcome
  }

  /// Applies every deferred request again, oldest first, each in its turn
  /// through the whole pipeline: guards decide again. A request deferred
  /// again, or whose attempt fails, stays kept. Requests another resume is
  /// already applying are left to it, and a link that reached its outcome
  /// meanwhile is not applied again.
  ///
  /// - Returns: the outcomes of the requests applied, in order; from inside
  ///   the pipeline, ``RouteOutcome/queued`` for each.
  @discardableResult
  public func resumeDeferred() async -> [RouteOutcome] {
    let keys = ledger.startResuming()
    if isInsidePipeline {
      for key in keys { enqueue(.resume(key: key), reply: nil) }
      return keys.map { _ in .queued }
    }
    var outcomes: [RouteOutcome] = []
    for key in keys {
      let reply = await withCheckedContinuation { reply in
        enqueue(.resume(key: key), reply: reply)
      }
      if case .outcome(let outcome?) = reply { outcomes.append(outcome) }
    }
    return outcomes
  }

  /// Drops every deferred request (on logout) and returns them, oldest first.
  @discardableResult
  public func discardDeferred() -> [RouteRequest] {
    let requests = ledger.removeAll()
    for request in requests { eventSink?.record(.deferral(request, .discarded)) }
    return requests
  }

  // MARK: Queue

  /// The requests waiting their turn and the one being applied. Only this
  /// file reads or changes them.
  struct Queue {
    fileprivate var waiting: [Waiting] = []
    /// The request being applied: its number in the queue.
    fileprivate var running: Int?
    fileprivate var isDraining = false
    fileprivate var nextNumber = 0

    init() {}
  }

  /// A request waiting its turn, and whoever waits for its outcome.
  fileprivate struct Waiting {
    let number: Int
    let job: Job
    let reply: CheckedContinuation<Reply, Never>?
  }

  /// What a turn gives whoever waits for it.
  fileprivate enum Reply {
    /// A request's outcome, or `nil` when a resumed link was no longer kept.
    case outcome(RouteOutcome?)
    /// What a restoration did.
    case restoration(RestorationReport)
  }

  /// What a queued turn does.
  fileprivate enum Job {
    /// Applies a request.
    case open(RouteRequest)
    /// Applies the deferred request kept for a link, if it is still kept then.
    case resume(key: String)
    /// Rebuilds stored navigation, its links one after another in one turn.
    case restore(StoredNavigation)
  }

  /// The request whose pipeline the current task runs in, or was started
  /// from: task-local values pass to child tasks and to `Task {}`.
  @TaskLocal private static var pipeline: Mark?

  /// A router and one of its requests.
  private struct Mark: Sendable {
    let router: ObjectIdentifier
    let number: Int
  }

  /// Whether the current task belongs to the request this router is
  /// applying now: waiting for another request there could deadlock it.
  private var isInsidePipeline: Bool {
    guard let mark = Self.pipeline, let running = queue.running else { return false }
    return mark.router == ObjectIdentifier(self) && mark.number == running
  }

  /// Rebuilds stored navigation once every earlier request has been
  /// applied, as one turn of the queue; see ``restore(_:)``.
  ///
  /// - Returns: the report, or `nil` when called from inside the pipeline:
  ///   the restoration is then queued behind the current request.
  func restoreInTurn(_ stored: StoredNavigation) async -> RestorationReport? {
    if isInsidePipeline {
      enqueue(.restore(stored), reply: nil)
      return nil
    }
    let reply = await withCheckedContinuation { reply in enqueue(.restore(stored), reply: reply) }
    guard case .restoration(let report) = reply else { return nil }
    return report
  }

  private func enqueue(_ job: Job, reply: CheckedContinuation<Reply, Never>?) {
    queue.nextNumber += 1
    queue.waiting.append(Waiting(number: queue.nextNumber, job: job, reply: reply))
    guard !queue.isDraining else { return }
    queue.isDraining = true
    Task { await drain() }
  }

  /// Applies the waiting requests one at a time until none is left.
  private func drain() async {
    while !queue.waiting.isEmpty {
      let next = queue.waiting.removeFirst()
      queue.running = next.number
      let mark = Mark(router: ObjectIdentifier(self), number: next.number)
      let outcome = await Self.$pipeline.withValue(mark) { await apply(next.job) }
      queue.running = nil
      next.reply?.resume(returning: outcome)
    }
    queue.isDraining = false
  }

  private func apply(_ job: Job) async -> Reply {
    switch job {
    case .open(let request):
      return .outcome(await process(request, isResumed: false, redirects: 0))
    case .resume(let key):
      // Settled or discarded meanwhile: there is nothing left to apply.
      guard let request = ledger.request(for: key) else { return .outcome(nil) }
      eventSink?.record(.deferral(request, .resumed))
      return .outcome(await process(request, isResumed: true, redirects: 0))
    case .restore(let stored):
      return .restoration(await rebuild(stored))
    }
  }

  /// Applies a request within the current turn: for a restoration, whose
  /// links are applied one after another in its turn.
  func applyWithinTurn(_ request: RouteRequest) async -> RouteOutcome {
    await process(request, isResumed: false, redirects: 0)
  }
}
