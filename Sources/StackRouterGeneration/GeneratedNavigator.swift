/// The navigator whose targets the generated bindings bind: it decides what
/// a target type must be, so that a type the navigator cannot show is a
/// compile error on its manifest line.
///
/// The build plugin picks it from the StackRouter module the target's Swift
/// sources import (`StackRouterSwiftUI` first, then `StackRouterUIKit`, else
/// the core) and passes it as `--navigator NAME`.
package enum GeneratedNavigator: String, CaseIterable, Sendable {
  /// Any `RoutableTarget` (a headless app, a test, a custom navigator):
  /// `Targets.bind(into:)` fills `TargetBindings`.
  case core
  /// `UIKitNavigator`: each target is a `UIViewController & RoutableTarget`;
  /// `Targets.bind(into:)` fills `TargetBindings`. Compiled where the UIKit
  /// adapter is (`canImport(UIKit) || os(Linux)`).
  case uikit
  /// `SwiftUINavigator`: each target is a SwiftUI `View`;
  /// `Targets.bind(into:)` fills `ScreenViews` with every `RoutableView`, and
  /// leaves a plain view (one built from a screen model) to the app. Compiled
  /// where the SwiftUI layer is (`canImport(SwiftUI) && canImport(UIKit)`).
  case swiftui

  /// The condition the bindings and the target checks are compiled under,
  /// or `nil` when they always are.
  var condition: String? {
    switch self {
    case .core: nil
    case .uikit: "canImport(UIKit) || os(Linux)"
    case .swiftui: "canImport(SwiftUI) && canImport(UIKit)"
    }
  }

  /// The imports the bindings need, under ``condition``.
  func writeImports(into out: inout SourceWriter) {
    switch self {
    case .core:
      return
    case .uikit:
      out.line("#if canImport(UIKit)")
      out.line("import UIKit")
      out.line("#elseif canImport(UIKitStandIn)")
      out.line("import UIKitStandIn")
      out.line("#endif")
    case .swiftui:
      out.line("import StackRouterSwiftUI")
      out.line("import SwiftUI")
    }
  }

  /// The generic constraint a target type must meet.
  var requirement: String {
    switch self {
    case .core: "RoutableTarget"
    case .uikit: "UIViewController & RoutableTarget"
    case .swiftui: "View"
    }
  }

  /// What `Targets.bind(into:)` fills.
  var bindingsType: String {
    self == .swiftui ? "ScreenViews" : "TargetBindings"
  }
}
