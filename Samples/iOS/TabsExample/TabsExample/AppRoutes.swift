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

/// The app's routes, and the Home Screen quick actions and Spotlight items
/// built from them.
@MainActor
enum AppRoutes {
  /// The routes manifest; `stackrouter lint` and `stackrouter open` read the
  /// same text from a file.
  static let manifest = """
    scheme tabsexample
    domain tabs.example.com
    tabs first second

    # First tab: a list, an item, the item's extra screen.
    route list1<List1ViewController>/:itemID<List1DetailViewController>/extra<List1ExtraViewController> in first
    # Second tab: a list, an item, and a modal over the item.
    route list2<List2ViewController>/:itemID<List2DetailViewController>/modal<ModalViewController>! in second

    # Presented over whatever is on top; Recipients is pushed inside Compose.
    route modal<ModalViewController>!
    route compose<ComposeViewController>!/recipients<RecipientsViewController>
    style compose formSheet

    shortcut com.example.tabs.compose tabsexample://compose
    start tabsexample://list2
    start tabsexample://list1
    """

  /// Spotlight items for the first ten items of the first list; each item's
  /// identifier is its link, so tapping the result opens the item.
  static func searchableItems(in table: RouteTable) -> [CSSearchableItem] {
    guard let detail = try? RoutePattern(parsing: "list1/:itemID") else { return [] }
    return (0..<10).compactMap { item in
      let attributes = CSSearchableItemAttributeSet(contentType: .text)
      attributes.title = "Item \(item)"
      attributes.contentDescription = "Item \(item) of List 1"
      return try? table.searchableItem(
        for: detail, parameters: ["itemID": "\(item)"], domainIdentifier: "list1",
        attributeSet: attributes)
    }
  }

  /// A dynamic quick action that reopens the visible screen, when a link
  /// opened it (static actions live in Info.plist).
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
