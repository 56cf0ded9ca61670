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
    presenter.presentedStorage = presented
    presented.presenterStorage = presenter
    guard animated else {
      if let completion {
        if session.strict.choose(.completionAtCall) {
          completion()
        } else {
          session.transitions.runLater(completion)
        }
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
        presenter.unlinkPresentationChain()
        if let completion {
          if session.strict.choose(.completionAtCall) {
            completion()
          } else {
            session.transitions.runLater(completion)
          }
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
}
