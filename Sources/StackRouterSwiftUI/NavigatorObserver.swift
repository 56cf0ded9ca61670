#if canImport(SwiftUI) && canImport(UIKit)
import StackRouter
import SwiftUI

/// Makes a ``SwiftUINavigator`` observable by SwiftUI, without Combine in the
/// navigator: each change the navigator reports invalidates the views.
///
/// The changes of one main-actor turn are published as one update, in a
/// transaction that animates if the update's last transition asks for it
/// (`Transaction.disablesAnimations` otherwise; a binding's own transaction
/// does not reach a presentation, a `withTransaction` around the change does).
@MainActor
final class NavigatorObserver: ObservableObject {
  let navigator: SwiftUINavigator
  /// The animation of the update being gathered, if one is.
  private var gathering: Bool?

  init(_ navigator: SwiftUINavigator) {
    self.navigator = navigator
    navigator.onChange = { [weak self] change in self?.changed(change) }
  }

  private func changed(_ change: SwiftUINavigator.Change) {
    if gathering == nil {
      Task { @MainActor [weak self] in self?.publish() }
    }
    switch change {
    case .transition(let animated): gathering = animated
    case .content: gathering = gathering ?? false
    }
  }

  private func publish() {
    guard let animated = gathering else { return }
    gathering = nil
    var transaction = Transaction()
    transaction.disablesAnimations = !animated
    withTransaction(transaction) { objectWillChange.send() }
  }
}

#endif
