#if os(Linux)
import StackRouter
import StackRouterUIKit
import Testing
@_spi(Testing) import UIKitStandIn

@Suite("ModalPresentationStyle and UIModalPresentationStyle")
struct ModalPresentationStyleUIKitTests {
  @Test(
    "every style maps to the UIKit style of the same name and back",
    arguments: [
      (ModalPresentationStyle.automatic, UIModalPresentationStyle.automatic),
      (.fullScreen, .fullScreen), (.pageSheet, .pageSheet), (.formSheet, .formSheet),
      (.currentContext, .currentContext), (.overFullScreen, .overFullScreen),
      (.overCurrentContext, .overCurrentContext), (.popover, .popover),
    ])
  func roundTrip(style: ModalPresentationStyle, uiKitStyle: UIModalPresentationStyle) {
    #expect(style.uiModalPresentationStyle == uiKitStyle)
    #expect(ModalPresentationStyle(uiKitStyle) == style)
  }

  @Test("UIKit styles StackRouter does not name read back as automatic")
  func unnamedStyles() {
    #expect(ModalPresentationStyle(UIModalPresentationStyle.custom) == .automatic)
    #expect(ModalPresentationStyle(UIModalPresentationStyle.none) == .automatic)
  }

  @Test("the mapping covers every StackRouter style")
  func coversEveryStyle() {
    let mapped = ModalPresentationStyle.allCases.map(\.uiModalPresentationStyle)
    #expect(Set(mapped.map(\.rawValue)).count == ModalPresentationStyle.allCases.count)
  }
}

#endif
