import Foundation

/// State restoration: the hierarchy survives the app being terminated. It is
/// stored as links (``StoredNavigation``), never as objects, and rebuilt at
/// the next launch through the whole pipeline, guards included.
extension Router {
  /// The navigator's state as data for state restoration: what an app keeps
  /// in `@SceneStorage` or in its scene's state-restoration activity.
  ///
  /// - Parameter form: the scheme or domain the stored links use.
  /// - Returns: ``StoredNavigation`` encoded as JSON.
  public func restorationData(form: LinkForm = .preferred) -> Data {
    navigator.state.stored(in: table, form: form).encoded()
  }

  /// Rebuilds the hierarchy stored in `data`; see ``restore(_:)``.
  ///
  /// Data that is not stored navigation (corrupt, truncated, another format
  /// or version) restores nothing: the issue goes to the event sink and the
  /// report, and nothing crashes.
  ///
  /// - Parameter data: what ``restorationData(form:)`` returned, or `nil`
  ///   when nothing was stored (a first launch).
  /// - Returns: the links opened with their outcomes, and the issues.
  @discardableResult
  public func restore(from data: Data?) async -> RestorationReport {
    guard let data else { return RestorationReport() }
    do {
      return await restore(try StoredNavigation(data: data))
    } catch {
      var report = RestorationReport()
      report.issues.append(error)
      eventSink?.record(.restoration(error))
      return report
    }
  }

  /// Rebuilds a stored hierarchy by opening its links, without animation,
  /// through intake, matching, the guards and planning, like any link.
  ///
  /// Each stored stack is rebuilt from the link of its top screen, which
  /// brings the screens below it back too; the tabs that are not selected
  /// come first, then the selected one, then each modal from the bottom. When
  /// the router does not show a link (a guard rejects or defers it, or it no
  /// longer matches), the link of the screen below it is tried, so a screen
  /// that is no longer allowed is left out and the rest of its stack comes
  /// back. A deferred link is kept by the router like any deferred request.
  /// A stored tab the app no longer has, or a stored root of another kind,
  /// is an issue reported to the event sink.
  ///
  /// The restoration waits its turn like any request, behind the requests
  /// opened before it, and takes one turn: the requests opened while it runs
  /// wait for it, then are applied in the order they arrived. Call it at
  /// launch before the launch link is opened, as `LinkReceiver` and
  /// `LinkInbox` do, so that the link is shown over the restored hierarchy.
  /// Called from inside the pipeline (a guard, a block, the event sink, or a
  /// task one of them started), it is queued behind the current request and
  /// returns at once a report that says so (``RestorationReport/isQueued``).
  ///
  /// - Parameter stored: the stored hierarchy.
  /// - Returns: the links opened with their outcomes, and the issues.
  @discardableResult
  public func restore(_ stored: StoredNavigation) async -> RestorationReport {
    guard let report = await restoreInTurn(stored) else {
      var queued = RestorationReport()
      queued.isQueued = true
      return queued
    }
    return report
  }

  /// Rebuilds a stored hierarchy in the router's current turn.
  func rebuild(_ stored: StoredNavigation) async -> RestorationReport {
    var report = RestorationReport()
    let current = navigator.state
    guard stored.root == current.rootKind else {
      note(.otherRoot(stored: stored.root, current: current.rootKind), in: &report)
      return report
    }
    let branches =
      stored.branches.filter { $0.name != stored.selected }
      + stored.branches.filter { $0.name == stored.selected }
    for branch in branches {
      let location: NavigationState.StackLocation =
        stored.root == .stack ? .root : .branch(branch.name)
      if stored.root != .stack, !current.branchNames.contains(branch.name) {
        note(.unknownBranch(branch.name), in: &report)
        continue
      }
      await restoreStack(branch.links, at: location, into: &report)
    }
    if let selected = stored.selected, current.branchNames.contains(selected) {
      await select(selected)
    }
    for (depth, modal) in stored.modals.enumerated() {
      await restoreStack(modal.links, at: .modal(depth), into: &report)
    }
    return report
  }

  /// Opens the links of a stored stack from the top down until one is shown.
  private func restoreStack(
    _ links: [String], at location: NavigationState.StackLocation,
    into report: inout RestorationReport
  ) async {
    guard !links.isEmpty else { return }
    for link in links.reversed() {
      if case .branch(let name) = location, needsSelection(name, for: link) {
        guard await select(name) else { break }
      }
      let outcome = await applyWithinTurn(.url(link, animation: .never))
      report.attempts.append(.init(location: location, link: link, outcome: outcome))
      if outcome.isHandled { return }
    }
    note(.stackNotRestored(location), in: &report)
  }

  /// Whether the link's chain goes to the selected tab (it names no tab of
  /// its own), so that `name` must be selected first.
  private func needsSelection(_ name: String, for link: String) -> Bool {
    guard case .matched(let appLink) = table.resolve(link),
      case .rootStack = appLink.chain[0].placement
    else { return false }
    return navigator.state.selectedBranch != name
  }

  /// Selects a tab or child the way a plan does; returns whether it is selected.
  @discardableResult
  private func select(_ name: String) async -> Bool {
    await navigator.waitUntilIdle()
    let state = navigator.state
    guard state.selectedBranch != name else { return true }
    guard state.modals.isEmpty, let link = anyLink(in: state) else { return false }
    let step = NavigationStep.select(name)
    do {
      try await navigator.perform(step, for: link)
    } catch {
      return false
    }
    eventSink?.record(.performed(step))
    return true
  }

  /// A link for ``Navigator/perform(_:for:)``, which a selection does not
  /// read: the link of any screen shown.
  private func anyLink(in state: NavigationState) -> AppLink? {
    let screens: [Screen] =
      switch state.root {
      case .stack(let stack): stack
      case .tabs(let branches, _), .container(let branches, _): branches.flatMap(\.stack)
      }
    for screen in screens {
      guard let url = screen.link(in: table),
        case .matched(let link) = table.resolve(url.absoluteString)
      else { continue }
      return link
    }
    return nil
  }

  private func note(_ issue: RestorationIssue, in report: inout RestorationReport) {
    report.issues.append(issue)
    eventSink?.record(.restoration(issue))
  }
}
