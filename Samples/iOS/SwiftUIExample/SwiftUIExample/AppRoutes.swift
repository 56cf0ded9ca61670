#if canImport(SwiftUI) && canImport(UIKit)
import CoreSpotlight
import StackRouter
import StackRouterSwiftUI
import UniformTypeIdentifiers

/// Spotlight items and in-app links, built from the typed routes the build
/// plugin generates from `SwiftUIExample.routes` (`SwiftUIExampleRoutes`): a
/// misspelled screen, parameter or link there is a compile error here.
extension SwiftUIExampleRoutes {
  /// Spotlight items for the first articles: each item's identifier is its
  /// link, so tapping the result opens the article.
  static func searchableItems(in table: RouteTable) -> [CSSearchableItem] {
    (1...5).compactMap { id in
      guard let link = try? articlesArticleID(articleID: id).link(in: table) else { return nil }
      let attributes = CSSearchableItemAttributeSet(contentType: .text)
      attributes.title = "Article \(id)"
      return CSSearchableItem(
        uniqueIdentifier: link, domainIdentifier: "articles", attributeSet: attributes)
    }
  }
}

extension LinkInbox {
  /// Opens a link that `build` writes in the router's table, with a
  /// generated builder:
  /// `inbox.open { try SwiftUIExampleRoutes.compose().link(in: $0) }`.
  func open(_ build: (RouteTable) throws -> String) {
    guard let link = try? build(router.table) else { return }
    open(.url(link))
  }
}

#endif
