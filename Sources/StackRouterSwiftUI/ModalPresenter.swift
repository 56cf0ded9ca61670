#if canImport(SwiftUI) && canImport(UIKit)
import StackRouter
import SwiftUI

/// Presents the navigator's modal at one depth, as a `sheet` or a
/// `fullScreenCover`, from the view below it: the root for depth 0, the
/// modal below for the others (a view presents one modal at a time; a modal
/// over a modal is presented from the first one's content).
@MainActor
struct ModalPresenter: ViewModifier {
  @ObservedObject var observer: NavigatorObserver
  let depth: Int
  let screens: ScreenViews

  func body(content: Content) -> some View {
    let navigator = observer.navigator
    let depth = self.depth
    content
      .sheet(
        isPresented: isPresented(as: .sheet),
        onDismiss: { navigator.modalDidDismiss(atDepth: depth) },
        content: { ModalContent(observer: observer, depth: depth, screens: screens) }
      )
      .fullScreenCover(
        isPresented: isPresented(as: .fullScreenCover),
        onDismiss: { navigator.modalDidDismiss(atDepth: depth) },
        content: { ModalContent(observer: observer, depth: depth, screens: screens) })
  }

  /// Whether a modal is presented at the depth with this presentation;
  /// `false` written back is a dismissal by the user or the system, of the
  /// modal the binding was made for (a write through an older binding names
  /// an older modal, and the navigator ignores it).
  private func isPresented(as presentation: ModalPresentation) -> Binding<Bool> {
    let navigator = observer.navigator
    let depth = self.depth
    let shown = navigator.modal(atDepth: depth).flatMap {
      $0.presentation == presentation ? $0.id : nil
    }
    return Binding(
      get: { navigator.modal(atDepth: depth)?.presentation == presentation },
      set: { isPresented in
        if !isPresented, let shown { navigator.userDidDismissModal(shown) }
      })
  }
}

/// A modal's content: its `NavigationStack`, its `onAppear` (documented:
/// SwiftUI has drawn the presentation), the probe that reports the
/// presentation finished (the fast path), and the presenter of the modal
/// above it. While it is being dismissed it keeps showing the leaving modal.
/// Each modal's content has the modal's identity, so that its signals name it.
@MainActor
struct ModalContent: View {
  @ObservedObject var observer: NavigatorObserver
  let depth: Int
  let screens: ScreenViews

  var body: some View {
    let navigator = observer.navigator
    if let layer = navigator.displayedModal(atDepth: depth) {
      RoutedStackView(observer: observer, location: .modal(depth), screens: screens)
        .onAppear { navigator.modalContentDidAppear(layer.id) }
        .background(TransitionProbe(didAppear: { navigator.modalDidAppear(layer.id) }))
        .modifier(ModalPresenter(observer: observer, depth: depth + 1, screens: screens))
        .id(layer.id)
    }
  }
}

#endif
