/// What `present(_:animated:completion:)` and `dismiss(animated:completion:)` do
/// (UIKitBehaviour.md §2 Presentation, Dismissal and ordering).
extension UIViewController {
  /// Presents `presented` from the root of this controller's layer, or refuses as UIKit does.
  func presentModally(
    _ presented: UIViewController,
    animated: Bool,
    completion: (() -> Void)?
  ) {
    let session = UIKitStandIn.session
    if let violation = violationOfPresenting(presented) {
      session.log.recordViolation(violation)
      return
    }
    let presenter = layerRoot
    // A window that is still hidden (before `makeKeyAndVisible()`) is not in the window
    // hierarchy. Apple does not document this case; refusing is the strict reading, and what
    // the issue tracker and UIKit's console line describe.
    guard let window = presenter.hostingWindow, !window.isHidden else {
      session.log.recordMessage(
        Diagnostics.notInWindowHierarchy(presented, on: presenter, from: self))
      return
    }
    guard window.presentationTransitionsInFlight == 0 else {
      session.log.recordMessage(
        Diagnostics.presentationInProgress(presented, on: presenter, from: self)
      )
      return
    }
    if let current = presenter.presentedStorage ?? presenter.pendingPresentation {
      session.log.recordMessage(
        Diagnostics.alreadyPresenting(presented, on: presenter, from: self, current: current)
      )
      return
    }

    let strict = session.strict
    if strict.choose(.presentationLinksLater) {
      // Nothing is presented yet; a second presentation meanwhile is refused as UIKit does.
      presenter.pendingPresentation = presented
      session.transitions.runLater { [weak presenter] in
        guard let presenter, presenter.pendingPresentation === presented else { return }
        presenter.pendingPresentation = nil
        presenter.link(presented, animated: animated, in: window, completion: completion)
      }
      return
    }
    presenter.link(presented, animated: animated, in: window, completion: completion)
  }

  /// Makes `presented` this controller's presented controller, then finishes at once or begins
  /// the animated transition.
  private func link(
    _ presented: UIViewController,
    animated: Bool,
    in window: UIWindow,
    completion: (() -> Void)?
  ) {
    let session = UIKitStandIn.session
    let presenter = self
    // A full-screen presentation removes the presenter's views; the sheets leave them on screen.
    let change = AppearanceChange(
      from: presented.modalPresentationStyle.resolved.hidesPresenter
        ? presenter.appearanceChain : [],
      to: presented.appearanceChain,
      animated: animated
    )
    presenter.presentedStorage = presented
    presented.presenterStorage = presenter
    change.begin()
    guard animated else {
      // Apple's header: the completion runs after the presented controller's viewDidAppear.
      let end = {
        change.end()
        completion?()
      }
      if session.strict.choose(.completionAtCall) {
        end()
      } else {
        session.transitions.runLater(end)
      }
      return
    }

    let participants = [presenter, presented]
    presented.isBeingPresented = true
    window.presentationTransitionsInFlight += 1
    let transition = StandInTransition(
      summary: "present \(presented.standInName) on \(presenter.standInName)",
      from: presenter,
      to: presented,
      presentationStyle: presented.modalPresentationStyle.resolved,
      cleanup: { [weak window] transition in
        presented.isBeingPresented = false
        window?.presentationTransitionsInFlight -= 1
        for participant in participants where participant.transitionStorage === transition {
          participant.transitionStorage = nil
        }
      },
      appearance: { change.end() },
      completion: completion
    )
    begin(transition, for: participants)
  }

  /// Begins `transition`: its coordinator shows on `participants` at once, or, in strict mode,
  /// possibly a main-actor turn later (the hierarchy has already changed either way).
  private func begin(_ transition: StandInTransition, for participants: [UIViewController]) {
    let session = UIKitStandIn.session
    let start = {
      for participant in participants {
        participant.transitionStorage = transition
      }
      session.transitions.begin(transition)
    }
    if session.strict.choose(.coordinatorLater) {
      session.transitions.runLater(start)
    } else {
      start()
    }
  }

  /// Dismisses what this controller's layer presented, or this controller's own layer when it
  /// presents nothing, together with everything presented above.
  func dismissModally(animated: Bool, completion: (() -> Void)?) {
    let session = UIKitStandIn.session
    guard let presenter = nearestPresented?.presenterStorage ?? nearestPresenter
    else {
      session.log.recordMessage(Diagnostics.nothingToDismiss(self))
      if let completion {
        session.transitions.runLater(completion)
      }
      return
    }
    let window = presenter.hostingWindow
    if let window, window.presentationTransitionsInFlight > 0 {
      session.log.recordMessage(Diagnostics.dismissInProgress(self))
      return
    }

    let dismissed = presenter.presentationChain
    let strict = session.strict
    guard animated, let window, let topmost = dismissed.last else {
      let finish = {
        let change = presenter.dismissalAppearance(animated: false)
        presenter.unlinkPresentationChain()
        change.begin()
        // Apple's header: the completion runs after the dismissed controller's
        // viewDidDisappear.
        let end = {
          change.end()
          completion?()
        }
        if session.strict.choose(.completionAtCall) {
          end()
        } else {
          session.transitions.runLater(end)
        }
      }
      if strict.choose(.dismissalUnlinksOutOfStep) {
        session.transitions.runLater(finish)
      } else {
        finish()
      }
      return
    }

    // Apple: "only the top-most view is dismissed in an animated fashion; any intermediate
    // view controllers are simply removed from the stack", and `isBeingDismissed` is for
    // appearance callbacks. So only the top-most controller reads `true`, and only while its
    // transition runs; an adapter must not read refusal from this flag.
    let participants = dismissed + [presenter]
    let change = presenter.dismissalAppearance(animated: true)
    change.begin()
    topmost.isBeingDismissed = true
    window.presentationTransitionsInFlight += 1
    let transition = StandInTransition(
      summary: "dismiss \(topmost.standInName) from \(presenter.standInName)",
      from: topmost,
      to: presenter,
      presentationStyle: topmost.modalPresentationStyle.resolved,
      cleanup: { [weak window] transition in
        presenter.unlinkPresentationChain()
        window?.presentationTransitionsInFlight -= 1
        for participant in participants {
          participant.isBeingDismissed = false
          if participant.transitionStorage === transition {
            participant.transitionStorage = nil
          }
        }
      },
      appearance: { change.end() },
      completion: completion
    )
    if strict.choose(.dismissalUnlinksOutOfStep) {
      presenter.unlinkPresentationChain()
    }
    begin(transition, for: participants)
  }

  /// The exception UIKit raises for presenting `presented`, if any.
  private func violationOfPresenting(_ presented: UIViewController) -> String? {
    if let parent = presented.containerStorage {
      return Diagnostics.presentingChild(presented, parent: parent)
    }
    if let presenter = presented.presenterStorage {
      return Diagnostics.presentingPresentedController(presented, presenter: presenter)
    }
    if presented.windowStorage != nil || selfAndAncestors.contains(where: { $0 === presented }) {
      return Diagnostics.presentingActiveController(presented)
    }
    return nil
  }

  /// The appearance callbacks of dismissing everything this controller presented, in a window
  /// on screen: the top-most dismissed controller disappears (the ones between are simply
  /// removed), and this controller appears again if a full-screen presentation had removed it.
  private func dismissalAppearance(animated: Bool) -> AppearanceChange {
    let dismissed = presentationChain
    guard let window = hostingWindow, !window.isHidden, let topmost = dismissed.last else {
      return AppearanceChange(from: [], to: [], animated: animated)
    }
    let reappears = dismissed[0].modalPresentationStyle.resolved.hidesPresenter
    return AppearanceChange(
      from: topmost.appearanceChain,
      to: reappears ? appearanceChain : [],
      animated: animated
    )
  }

  /// Forgets every presentation above this controller.
  private func unlinkPresentationChain() {
    for controller in presentationChain {
      controller.presenterStorage = nil
      controller.presentedStorage = nil
    }
    presentedStorage = nil
  }
}

extension UIModalPresentationStyle {
  /// The style UIKit actually uses: `.automatic` becomes `.pageSheet`.
  fileprivate var resolved: UIModalPresentationStyle {
    self == .automatic ? .pageSheet : self
  }

  /// Whether presenting in this style removes the presenter's views, so that the presenter
  /// disappears, and appears again on dismissal.
  fileprivate var hidesPresenter: Bool {
    self == .fullScreen
  }
}
