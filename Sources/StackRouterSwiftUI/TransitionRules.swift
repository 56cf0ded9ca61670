/// What SwiftUI accepts in one state update, on the system the app runs on;
/// a ``SwiftUINavigator`` splits a plan into as few updates as these allow.
///
/// Some rules hold on every version and are not settings: one presentation
/// per update (a sheet over a sheet is presented from the first sheet's
/// content, once it is on screen), no presentation while a dismissal is
/// running, and no change to a stack while a modal over it is being
/// dismissed. What varies is whether several presented layers can be
/// dismissed at once.
public struct TransitionRules: Hashable, Sendable {
  /// Whether several presented layers can be dismissed in one update (iOS
  /// 17 and later). Without it, layers are dismissed one at a time from the
  /// top, each once the one above it has gone.
  public var dismissesSeveralModalsAtOnce: Bool

  /// Creates rules.
  public init(dismissesSeveralModalsAtOnce: Bool) {
    self.dismissesSeveralModalsAtOnce = dismissesSeveralModalsAtOnce
  }

  /// iOS 16's rules: one dismissal per update.
  public static let iOS16 = TransitionRules(dismissesSeveralModalsAtOnce: false)
  /// The rules of iOS 17 and later: several dismissals per update.
  public static let iOS17 = TransitionRules(dismissesSeveralModalsAtOnce: true)

  /// The rules of the system the app runs on.
  public static var current: TransitionRules {
    if #available(iOS 17, macCatalyst 17, *) { .iOS17 } else { .iOS16 }
  }
}
