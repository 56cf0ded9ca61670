#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit

/// An invisible view controller that tells a ``SwiftUINavigator`` when
/// SwiftUI has finished a transition: the fast path. SwiftUI offers no
/// completion for a presentation or a push; UIKit, which carries them out on
/// iOS, does: `viewDidAppear(_:)` runs once a presentation has finished, and
/// a navigation controller's `transitionCoordinator` runs a completion once a
/// push or pop has finished. That SwiftUI's sheets and stacks are UIKit
/// presentations and navigation controllers holding this controller is not
/// documented: the navigator believes a report only after the documented
/// `onAppear` of the content, and falls back to its deadline without one.
@MainActor
struct TransitionProbe: UIViewControllerRepresentable {
  /// Called when the view controller has appeared: the modal holding it is
  /// on screen.
  var didAppear: (@MainActor () -> Void)?
  /// The stack change to watch, and what to call once the enclosing
  /// navigation controller has finished it.
  var stackChange: (revision: Int, settled: @MainActor (Int) -> Void)?

  func makeUIViewController(context: Context) -> ProbeController {
    ProbeController()
  }

  func updateUIViewController(_ controller: ProbeController, context: Context) {
    controller.didAppear = didAppear
    if didAppear != nil { controller.checkPresentation() }
    if let stackChange { controller.watch(revision: stackChange.revision, stackChange.settled) }
  }
}

/// The probe's view controller: no content, no touches.
final class ProbeController: UIViewController {
  var didAppear: (@MainActor () -> Void)?
  private var watchedRevision = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    view.isUserInteractionEnabled = false
    view.backgroundColor = .clear
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    didAppear?()
  }

  /// Reports the presentation as finished if it already is: the view is in
  /// a window and the outermost controller above the probe (the one SwiftUI
  /// presented) runs no transition, or once that transition completes. It
  /// backs up `viewDidAppear(_:)`; reporting twice does no harm.
  func checkPresentation() {
    Task { @MainActor [weak self] in
      guard let self, self.viewIfLoaded?.window != nil else { return }
      let presented = sequence(first: self as UIViewController, next: \.parent).reduce(self) { $1 }
      let report: @MainActor () -> Void = { [weak self] in self?.didAppear?() }
      guard let coordinator = presented.transitionCoordinator else { return report() }
      if !coordinator.animate(alongsideTransition: nil, completion: { _ in report() }) { report() }
    }
  }

  /// Reports `revision` once the navigation controller's transition, if
  /// any, has finished. SwiftUI hands the new path to the navigation
  /// controller while it renders the update; the check runs on the next turn.
  func watch(revision: Int, _ settled: @escaping @MainActor (Int) -> Void) {
    guard revision > watchedRevision else { return }
    watchedRevision = revision
    Task { @MainActor [weak self] in
      guard let self else { return settled(revision) }
      self.whenIdle { settled(revision) }
    }
  }

  /// Calls `done` once no transition runs on the enclosing navigation
  /// controller; at once when there is none, or when its coordinator will
  /// not queue a completion (the transition is ending).
  private func whenIdle(_ done: @escaping @MainActor () -> Void) {
    guard let coordinator = navigationController?.transitionCoordinator else { return done() }
    let queued = coordinator.animate(alongsideTransition: nil) { [weak self] _ in
      guard let self else { return done() }
      self.whenIdle(done)
    }
    if !queued { done() }
  }
}

#endif
