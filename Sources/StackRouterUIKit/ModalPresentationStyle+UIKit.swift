#if canImport(UIKit) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif
import StackRouter

extension ModalPresentationStyle {
  /// The styles and their UIKit counterparts. A table rather than a switch,
  /// so that UIKit's open enumeration needs no `@unknown default`.
  private static let uiKitStyles: [(ModalPresentationStyle, UIModalPresentationStyle)] = [
    (.automatic, .automatic), (.fullScreen, .fullScreen), (.pageSheet, .pageSheet),
    (.formSheet, .formSheet), (.currentContext, .currentContext),
    (.overFullScreen, .overFullScreen), (.overCurrentContext, .overCurrentContext),
    (.popover, .popover),
  ]

  /// The UIKit style a modal is presented with.
  public var uiModalPresentationStyle: UIModalPresentationStyle {
    Self.uiKitStyles.first { $0.0 == self }?.1 ?? .automatic
  }

  /// The style for a UIKit style; `automatic` for styles StackRouter does not name.
  public init(_ style: UIModalPresentationStyle) {
    self = Self.uiKitStyles.first { $0.1 == style }?.0 ?? .automatic
  }
}

#endif
