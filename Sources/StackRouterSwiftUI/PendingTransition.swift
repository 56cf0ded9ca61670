import StackRouter

/// A change a ``SwiftUINavigator`` has handed to SwiftUI whose transition has
/// not finished yet: the views report when it has. Steps that SwiftUI would
/// drop or garble during it wait for it.
public enum PendingTransition: Hashable, Sendable, CustomStringConvertible {
  /// A modal is being presented at a depth.
  case presentation(ModalLayer.ID, depth: Int)
  /// A modal, with the ones above it, is being dismissed from a depth.
  case dismissal(ModalLayer.ID, depth: Int)
  /// An animated push, pop or stack change is running on a stack.
  case stackChange(NavigationState.StackLocation, revision: Int)

  /// Whether it is a presentation or a dismissal.
  public var isModal: Bool {
    if case .stackChange = self { false } else { true }
  }

  /// Whether it is a dismissal.
  public var isDismissal: Bool {
    if case .dismissal = self { true } else { false }
  }

  /// `presenting modal 0 (#4)`, `dismissing modal 1 (#6)`, `animating tab news`.
  public var description: String {
    switch self {
    case .presentation(let id, let depth): "presenting modal \(depth) (\(id))"
    case .dismissal(let id, let depth): "dismissing modal \(depth) (\(id))"
    case .stackChange(let location, _): "animating \(location)"
    }
  }
}
