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
  /// `false` written back is a dismissal by the user or the system.
  private func isPresented(as presentation: ModalPresentation) -> Binding<Bool> {
    let navigator = observer.navigator
    let depth = self.depth
    return Binding(
      get: { navigator.modal(atDepth: depth)?.presentation == presentation },
      set: { isPresented in
        if !isPresented, navigator.modal(atDepth: depth)?.presentation == presentation {
          navigator.userDidDismissModal(atDepth: depth)
        }
      })
  }
}

/// A modal's content: its `NavigationStack`, the probe that reports its
/// presentation finished, and the presenter of the modal above it. While it
/// is being dismissed it keeps showing the leaving modal.
@MainActor
struct ModalContent: View {
  @ObservedObject var observer: NavigatorObserver
  let depth: Int
  let screens: ScreenViews

  var body: some View {
    let navigator = observer.navigator
    if let layer = navigator.displayedModal(atDepth: depth) {
      RoutedStackView(observer: observer, location: .modal(depth), screens: screens)
        .background(TransitionProbe(didAppear: { navigator.modalDidAppear(layer.id) }))
        .modifier(ModalPresenter(observer: observer, depth: depth + 1, screens: screens))
    }
  }
}

#endif
