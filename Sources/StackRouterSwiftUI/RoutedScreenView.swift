#if canImport(SwiftUI) && canImport(UIKit)
import StackRouter
import SwiftUI

/// The view of one screen: the bound view, built from the screen's current
/// context, so that a reload reaches it with the same identity. Its
/// `onAppear` (documented to run before its first frame) tells the navigator
/// that SwiftUI has drawn the stack change that made it the top screen.
@MainActor
struct RoutedScreenView: View {
  @ObservedObject var observer: NavigatorObserver
  let id: ScreenID
  let screens: ScreenViews

  var body: some View {
    let navigator = observer.navigator
    let id = self.id
    if let entry = navigator.entry(id), let context = navigator.context(for: id) {
      screens.view(for: entry, context: context)
        .onAppear { navigator.screenDidAppear(id) }
    }
  }
}

/// A `NavigationStack` over one of the navigator's stacks: its bottom screen
/// is the root view (a new bottom screen is a new view identity), the others
/// are its path, which Back and the swipe write back to the navigator.
@MainActor
struct RoutedStackView: View {
  @ObservedObject var observer: NavigatorObserver
  let location: NavigationState.StackLocation
  let screens: ScreenViews

  var body: some View {
    let navigator = observer.navigator
    let location = self.location
    let root = navigator.displayedEntries(at: location).first
    NavigationStack(
      path: Binding(
        get: { navigator.displayedEntries(at: location).dropFirst().map(\.id) },
        set: { navigator.userDidSetPath($0, at: location) })
    ) {
      Group {
        if let root {
          RoutedScreenView(observer: observer, id: root.id, screens: screens).id(root.id)
        } else {
          Color.clear
        }
      }
      .navigationDestination(for: ScreenID.self) { id in
        RoutedScreenView(observer: observer, id: id, screens: screens)
      }
      .background(
        TransitionProbe(
          stackChange: (
            navigator.stackRevision(at: location),
            { revision in navigator.stackDidSettle(at: location, revision: revision) }
          )))
    }
  }
}

#endif
