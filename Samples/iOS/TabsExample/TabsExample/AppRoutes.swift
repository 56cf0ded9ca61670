#if canImport(UIKit) || os(Linux)
#if canImport(UIKit)
import CoreSpotlight
import UIKit
import UniformTypeIdentifiers
#else
import UIKitStandIn
#endif
import StackRouter
import StackRouterUIKit

/// The Home Screen quick actions and Spotlight items, built from the typed
/// routes the build plugin generates from `TabsExample.routes`
/// (`TabsExampleRoutes`): a misspelled screen, parameter or link there is a
/// compile error here.
extension TabsExampleRoutes {
  /// Spotlight items for the first ten items of the first list; each item's
  /// identifier is its link, so tapping the result opens the item.
  @MainActor
  static func searchableItems(in table: RouteTable) -> [CSSearchableItem] {
    (0..<10).compactMap { item in
      let detail = list1ItemID(itemID: item)
      let attributes = CSSearchableItemAttributeSet(contentType: .text)
      attributes.title = "Item \(item)"
      attributes.contentDescription = "Item \(item) of List 1"
      return try? table.searchableItem(
        for: List1ItemID.pattern, parameters: detail.parameters.routeParameters,
        domainIdentifier: "list1", attributeSet: attributes)
    }
  }

  /// A dynamic quick action that reopens the visible screen, when a link
  /// opened it (static actions live in Info.plist).
  @MainActor
  static func dynamicShortcutItems(for router: Router) -> [UIApplicationShortcutItem] {
    guard let screen = router.navigator.state.visibleScreen, let entity = screen.entity,
      let item = try? router.table.shortcutItem(
        type: "com.example.tabs.resume", title: "Resume", for: entity.pattern,
        parameters: screen.identity.firstValues)
    else { return [] }
    return [item]
  }
}

#endif
