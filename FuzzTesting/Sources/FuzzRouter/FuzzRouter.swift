import FuzzSupport
import StackRouter

/// Links, deferrals, resumes, discards, logins and failures fired from
/// several tasks at once, and from guards that start tasks of their own,
/// keep the router's promises: one request at a time, no double push, a
/// handled link on screen, deferred links kept once and applied once (after
/// a last login, none is left).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRouter(_ data: UnsafeRawPointer, _ size: Int) -> CInt {
  var input = FuzzInput(data, size)
  let taskCount = 1 + input.number(below: 3)
  var scripts = Array(repeating: [Operation](), count: taskCount)
  var guardActions: [GuardAction] = []
  var step = 0
  while !input.isAtEnd, step < 48 {
    let operation = Operation(kind: input.number(below: 7), index: Int(input.byte()))
    scripts[step % taskCount].append(operation)
    guardActions.append(GuardAction(rawValue: input.number(below: 4)) ?? .none)
    step += 1
  }
  runOnMainActor {
    let started = StartedTasks()
    let actions = ActionQueue(guardActions)
    let app = FuzzApp()
    let router = app.router
    router.guards.append(
      RouteGuard("busy", scope: .target) { _ in
        switch actions.next() {
        case .open: started.add(Task { await router.open(.url("myapp://files/x/raw")) })
        case .resume: started.add(Task { await router.resumeDeferred() })
        case .awaitOpen: _ = await router.open(.url("myapp://users/me"))
        case .none: break
        }
        return .allow
      })
    let tasks = scripts.map { script in
      Task { @MainActor in
        for operation in script { await operation.perform(on: app) }
      }
    }
    for task in tasks { await task.value }
    // No new work from guards; then a last request waits behind every
    // request queued from inside the pipeline.
    router.guards.removeLast()
    await started.waitForAll()
    await router.open(.url("myapp://list"))
    await started.waitForAll()
    app.checkState(after: "every operation")

    app.isLoggedIn = true
    router.handler = StackRouteHandler()
    await router.resumeDeferred()
    await started.waitForAll()
    fuzzCheck(
      router.deferredRequests.isEmpty,
      "after a last login, \(router.deferredRequests) are still deferred")
    fuzzCheck(app.audit.verifyDeferredLinks().isEmpty, "\(app.audit.violations)")
  }
  return 0
}

/// One thing a task does.
private struct Operation {
  let kind: Int
  let index: Int

  @MainActor
  func perform(on app: FuzzApp) async {
    let link = FuzzTable.links[index % FuzzTable.links.count]
    switch kind {
    case 0, 1: await app.router.open(.url(link))
    case 2:
      let types = FuzzApp.shortcuts.keys.sorted()
      await app.router.open(.shortcut(types[index % types.count]))
    case 3:
      app.isLoggedIn.toggle()
      if app.isLoggedIn { await app.router.resumeDeferred() }
    case 4: await app.router.resumeDeferred()
    case 5: app.router.discardDeferred()
    default:
      // Plans fail for a while, as when the app rebuilds its screens.
      app.router.handler = index % 2 == 0 ? FailingHandler() : StackRouteHandler()
    }
  }
}

/// What the busy guard does when it is asked next.
private enum GuardAction: Int {
  case none, open, resume, awaitOpen
}

@MainActor
private final class ActionQueue {
  private var actions: [GuardAction]
  private var position = 0

  init(_ actions: [GuardAction]) {
    self.actions = actions
  }

  /// The next action, each used once: a guard that opened a link every time
  /// it is asked would loop in any router.
  func next() -> GuardAction {
    guard position < actions.count else { return .none }
    defer { position += 1 }
    return actions[position]
  }
}

/// The tasks guards started, to wait for before checking.
@MainActor
private final class StartedTasks {
  private var tasks: [Task<Void, Never>] = []

  func add<Value>(_ task: Task<Value, Never>) {
    tasks.append(Task { _ = await task.value })
  }

  func waitForAll() async {
    while let task = tasks.first {
      tasks.removeFirst()
      await task.value
    }
  }
}

/// Fails every plan.
private struct FailingHandler: RouteHandler {
  func plan(for link: AppLink, in state: NavigationState, animation: AnimationPolicy)
    throws(PlanningError) -> NavigationPlan
  {
    throw PlanningError("the screens are being rebuilt")
  }
}
